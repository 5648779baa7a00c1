/**
 * Bench `cli-stream`: the CLI's peak memory (resident set, `/usr/bin/time -f %M`, else the kernel's
 * VmHWM read while it runs) when it streams a million addresses (`cli accounts --file F --no-boc
 * --ndjson`) from the local index server, against the same command on 10,000 addresses in the same run:
 * memory flat in the list's length. Target ≤ 300 MB for the million.
 *
 * - `cli-stream-1m-peak-rss` — ours: the million; baseline: 10,000 addresses.
 * - `cli-document-100k-peak-rss` — for scale: one JSON document (`--json`) of 100,000 accounts, which is
 *   gathered whole (the most `--json` takes); baseline: the same 100,000 streamed.
 *
 * The app's renderer holds no list of that size: a lookup takes at most 500,000 accounts (its peak for
 * those is `app-500k-heap-peak`, app-500k.bench.ts); its heap for 100,000 is `app-heap-100k`
 * (app-heap.bench.ts), and `app-heap-1m-projected` projects it to the million.
 * Takes several minutes (a million accounts generated, written, fetched and written out).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Address } from '@ton/core';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { cliNodeArgs } from './cli-command';
import { result, type BenchResult } from './harness';

const MILLION = 1_000_000;
const SMALL = 10_000;
const DOCUMENT = 100_000;
const ROOT = resolve(import.meta.dirname, '..', '..');
const MB = 1024;

/** Runs the CLI with `args` (stdout to /dev/null); resolves with its peak RSS in KB and wall time. */
function measuredCli(args: readonly string[]): Promise<{ kb: number; seconds: number }> {
  const time = existsSync('/usr/bin/time');
  const command = time ? '/usr/bin/time' : process.execPath;
  const cliArgs = [process.execPath, ...cliNodeArgs(ROOT), ...args];
  const started = performance.now();
  return new Promise((done, reject) => {
    const child = spawn(command, time ? ['-f', 'peak-rss-kb %M', ...cliArgs] : cliArgs.slice(1), {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let polled = 0;
    // Without GNU time: the kernel's high-water mark, read while the process runs.
    const poll = time
      ? undefined
      : setInterval(() => {
          void readFile(`/proc/${child.pid}/status`, 'utf8')
            .then((status) => (polled = Math.max(polled, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0))))
            .catch(() => undefined);
        }, 100);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (poll) clearInterval(poll);
      const kb = time ? Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? NaN) : polled;
      if (code !== 0 || !Number.isFinite(kb))
        return reject(new Error(`cli ${args.join(' ')} exited ${code}: ${stderr.trim().split('\n')[0]}`));
      done({ kb, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** The first `n` accounts of the server as a file of EQ… forms. */
async function listFile(server: RunningIndexServer, dir: string, n: number): Promise<string> {
  const path = join(dir, `addresses-${n}.txt`);
  const text = server.data.list
    .slice(0, n)
    .map((a) => Address.parse(a.raw).toString({ urlSafe: true, bounceable: true }))
    .join('\n');
  await writeFile(path, text);
  return path;
}

/** Runs the bench and returns its result lines. */
export async function run(): Promise<BenchResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cli-stream-bench-'));
  const server = await startIndexServer({ port: 0, dataset: { generated: MILLION } });
  try {
    const lookup = (file: string, output: string) => [
      'accounts',
      '--file',
      file,
      '--no-boc',
      output,
      '--base-url',
      server.url,
    ];
    const small = await measuredCli(lookup(await listFile(server, dir, SMALL), '--ndjson'));
    const hundred = await listFile(server, dir, DOCUMENT);
    const streamed100k = await measuredCli(lookup(hundred, '--ndjson'));
    const document100k = await measuredCli(lookup(hundred, '--json'));
    const million = await measuredCli(lookup(await listFile(server, dir, MILLION), '--ndjson'));
    const mb = (kb: number) => Math.round((kb / MB) * 10) / 10;
    return [
      result(
        'cli-stream-1m-peak-rss',
        { ours: mb(million.kb), baseline: mb(small.kb) },
        300,
        {
          measured: `peak RSS of cli accounts --ndjson --no-boc, ${MILLION.toLocaleString('en-US')} addresses`,
          baseline_is: `the same command on ${SMALL.toLocaleString('en-US')} addresses`,
          streamed100kMB: mb(streamed100k.kb),
          millionSeconds: Math.round(million.seconds),
          app: 'the app takes at most 500,000 accounts (app-500k-heap-peak): its heap for a million is projected from 100,000 in app-heap-1m-projected',
        },
        'MB',
      ),
      result(
        'cli-document-100k-peak-rss',
        { ours: mb(document100k.kb), baseline: mb(streamed100k.kb) },
        Infinity,
        {
          measured:
            'peak RSS of cli accounts --json --no-boc, 100,000 addresses (one document, gathered whole)',
          baseline_is: 'the same 100,000 streamed with --ndjson',
        },
        'MB',
      ),
    ];
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
