/**
 * The CLI side of the app-100k bench: `cli accounts --file F --no-boc --ndjson` against the same local
 * index server — the same lookup job the app runs, written as it lands — timed from spawn to exit with
 * stdout thrown away (the rows are written, not read). Also
 * the CLI's start-up alone (`parse-addresses` of one address, no network), so a reader can tell the
 * lookup from the process start.
 */
import { spawn } from 'node:child_process';
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

/**
 * The CLI's `accounts` on a file, and its start-up alone, in ms; and the CPU seconds the `accounts`
 * run cost, the CLI's and the index server's (cpu-accounting.ts).
 */
export async function timeCliAccounts(
  root: string,
  file: string,
  baseUrl: string,
): Promise<{ ms: number; startupMs: number; cpuSeconds: Record<string, number> | null }> {
  const startupMs = await timeCli(root, ['parse-addresses', '0:' + '0'.repeat(64)]);
  const before = cpuSnapshot();
  const ms = await timeCli(root, ['accounts', '--file', file, '--no-boc', '--ndjson', '--base-url', baseUrl]);
  return { ms, startupMs, cpuSeconds: cpuSecondsBetween(before, cpuSnapshot()) };
}
