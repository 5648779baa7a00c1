/**
 * The CLI side of the app-100k bench: `cli accounts --file F --no-boc --ndjson` against the same local
 * index server — the same lookup job the app runs, written as it lands — timed from spawn to exit with
 * stdout thrown away (the rows are written, not read). Also the CLI's start-up alone, so a reader can
 * tell the lookup from the process start: the same command on a list of one address (the file's first),
 * spawn to exit. Its start-up is what the command costs whatever the list's length — Node and tsx, the
 * modules `accounts` loads (from the sources each command loads its own: `parse-addresses` of one
 * address left ≈ 0.2 s of CPU of them in the lookup's figure), and the first `fetch`, which loads
 * Node's HTTP client (the bench's own fetch loop runs with it loaded) — and one request.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import type { RunningIndexServer } from '../../../local-index-server';
import { cliNodeArgs } from '../cli-command';
import { cpuSecondsBetween, cpuSnapshot } from './cpu-accounting';

/** Runs the CLI as `npm run cli` does, in `root`; resolves with the wall time in ms, rejects on a non-zero exit. */
export function timeCli(root: string, args: readonly string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cliNodeArgs(root), ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = performance.now() - started;
      if (code === 0) resolve(ms);
      else
        reject(
          new Error(`the CLI (${args.join(' ')}) exited ${code}: ${stderr.trim().split('\n')[0] ?? ''}`),
        );
    });
  });
}

/** The command the benches time: `accounts --file LIST --no-boc --ndjson` against the server at `url`. */
export const cliAccountsArgs = (list: string, url: string): string[] => [
  'accounts',
  '--file',
  list,
  '--no-boc',
  '--ndjson',
  '--base-url',
  url,
];

/** A list of one address beside `file`: its first line. */
async function firstAddressFile(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  const one = `${file}.first`;
  await writeFile(one, text.slice(0, text.indexOf('\n') + 1));
  return one;
}

/**
 * The CLI's `accounts` on a file, and its start-up alone (the same command on the file's first address),
 * in ms; and the CPU seconds the `accounts` run cost, the CLI's and the index server's
 * (cpu-accounting.ts). The server's request log is cleared after the start-up's run, so it holds the
 * timed run's requests alone.
 */
export async function timeCliAccounts(
  root: string,
  file: string,
  server: Pick<RunningIndexServer, 'url' | 'clearRequests'>,
): Promise<{ ms: number; startupMs: number; cpuSeconds: Record<string, number> | null }> {
  const args = (list: string) => cliAccountsArgs(list, server.url);
  const startupMs = await timeCli(root, args(await firstAddressFile(file)));
  server.clearRequests();
  const before = cpuSnapshot();
  const ms = await timeCli(root, args(file));
  return { ms, startupMs, cpuSeconds: cpuSecondsBetween(before, cpuSnapshot()) };
}
