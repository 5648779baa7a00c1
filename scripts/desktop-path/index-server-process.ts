/**
 * The local index server in a process of its own (`npm run index-server`), for the walks: the indexer is
 * another machine to the app, and the server's own code (which uses shared/) must not count among the
 * files the app ran. Its request log is read over its control endpoints.
 */
import { spawn } from 'node:child_process';
import type { RecordedRequest } from '../../local-index-server';

/** A running server process. */
export interface IndexServerProcess {
  readonly url: string;
  /** The API requests it answered since the last reset. */
  requests(): Promise<RecordedRequest[]>;
  /** Empties its request log (and turns faults off). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Starts `tsx local-index-server/main.ts --port 0 …args` in `root`; resolves once it listens. */
export function spawnIndexServer(root: string, args: readonly string[]): Promise<IndexServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'local-index-server/main.ts', '--port', '0', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const control = (path: string, method = 'GET') => fetch(`${url}/__control/${path}`, { method });
  let url = '';
  return new Promise((resolve, reject) => {
    let head = '';
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`the index server exited (code ${code}) before it listened`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (url) return;
      head += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(head);
      if (!found) return;
      url = found[1]!;
      resolve({
        url,
        requests: async () => (await (await control('requests')).json()) as RecordedRequest[],
        reset: async () => void (await control('reset', 'POST')).body?.cancel(),
        close: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
