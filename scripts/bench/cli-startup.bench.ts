/**
 * Bench `cli-startup`: how soon the CLI asks the indexer its first question, and how soon its emulator
 * threads are ready — the packed command (cli.vite.config.ts, built here into a temp folder) against
 * Node's own floor, measured in the same run.
 *
 * - `cli-startup-bundled`: from the spawn of `ton-index accounts ADDRESS --no-boc` (the bundle's entry
 *   run by its `#!` line, as npm's `node_modules/.bin/ton-index` link runs it) to the local index
 *   server receiving its first request; baseline: `node -e` fetching the same server, spawn to request.
 *   Target ≤ 3×.
 * - `cli-startup-bundled-ms`: the same figure against its budget, ≤ 250 ms.
 * - `cli-startup-sources`: the same command as `npm run cli` starts it (tsx over the TypeScript sources,
 *   package.json's Node flags), against the same baseline — the development path, no target.
 * - `cli-tvm-threads-ready`: the packed CLI's emulator pool, as `tokens` starts it (`prepare({ all: true })`:
 *   the first thread at once, the others when it is ready), in this process over the bundled thread and
 *   the bundle's emulator.wasm, the threads started without this process's tsx loader (`execArgv: []`, as
 *   the packed command's threads run: its Node flags are V8's, which threads share), to the first
 *   thread ready; baseline: an empty worker thread's first message. Target ≤ 300 ms. The detail gives
 *   the threads over the sources (tsx) for comparison.
 *
 * Each variant runs {@link RUNS} times after one untimed run, in turn with the others, so that a change in
 * the machine's load falls on all of them alike; the medians are reported.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { EMULATOR_WASM_FILE } from '../../node-host/emulator-wasm-file';
import { createThreadTvmRunner, type ThreadRunnerOptions } from '../../node-host/tvm-threads';
import { buildCliBundle } from '../../test-support/cli-bundle';
import { cliNodeArgs } from './cli-command';
import { median, result, type BenchResult } from './harness';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RUNS = 9;
const THREAD_RUNS = 7;

/** Spawns `command args` and resolves with ms from spawn to the server's first request (it must exit 0). */
function untilFirstRequest(
  server: RunningIndexServer,
  command: string,
  args: readonly string[],
): Promise<number> {
  server.clearRequests();
  const spawnedAt = Date.now();
  return new Promise((done, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const first = server.requests[0];
      if (code !== 0 || !first)
        return reject(
          new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr.trim().split('\n')[0]}`),
        );
      done(first.time - spawnedAt);
    });
  });
}

/** Runs each variant `runs` times in turn (after one untimed round); the median of each, by name. */
async function inTurn(
  variants: Record<string, () => Promise<number>>,
  runs: number,
): Promise<Record<string, number>> {
  const times: Record<string, number[]> = {};
  for (let round = -1; round < runs; round++)
    for (const [name, variant] of Object.entries(variants)) {
      const ms = await variant();
      if (round >= 0) (times[name] ??= []).push(ms);
    }
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
}

/** ms until a pool of emulator threads is ready, as `tokens` prepares it (the sources' pool by default). */
async function threadsReady(options: ThreadRunnerOptions = {}): Promise<number> {
  const started = performance.now();
  const runner = createThreadTvmRunner(options);
  await runner.prepare({ all: true });
  const ms = performance.now() - started;
  runner.dispose?.();
  return ms;
}

/** ms until an empty worker thread's first message (without tsx, as the packed threads): the floor of any thread's start. */
async function emptyThread(): Promise<number> {
  const started = performance.now();
  const worker = new Worker("require('node:worker_threads').parentPort.postMessage(0)", {
    eval: true,
    execArgv: [],
  });
  await new Promise((answered) => worker.once('message', answered));
  const ms = performance.now() - started;
  await worker.terminate();
  return ms;
}

/** The start-up lines: the bundle and the sources against `node -e`, spawn to first request. */
async function startupLines(entry: string): Promise<BenchResult[]> {
  const server = await startIndexServer({ port: 0 });
  try {
    const command = ['accounts', sampleAccount('wallet-v4r2').raw, '--no-boc', '--base-url', server.url];
    const medians = await inTurn(
      {
        bundled: () => untilFirstRequest(server, entry, command),
        sources: () => untilFirstRequest(server, process.execPath, [...cliNodeArgs(ROOT), ...command]),
        node: () =>
          untilFirstRequest(server, process.execPath, [
            '-e',
            'fetch(process.argv[1]).then((answer) => answer.text())',
            `${server.url}/api/v3/masterchainInfo`,
          ]),
      },
      RUNS,
    );
    const times = { ours: medians.bundled!, baseline: medians.node! };
    const detail = {
      command: `ton-index accounts ADDRESS --no-boc (${RUNS} runs each, medians)`,
      baseline_is: 'node -e fetch(URL): spawn to its request',
      sources_ms: Math.round(medians.sources!),
    };
    return [
      result('cli-startup-bundled', times, 3, detail),
      { ...result('cli-startup-bundled-ms', times, 250, detail), target_on: 'ours' },
      result('cli-startup-sources', { ours: medians.sources!, baseline: medians.node! }, Infinity, {
        command: 'npm run cli -- accounts ADDRESS --no-boc, without npm (tsx over the sources)',
        baseline_is: 'node -e fetch(URL): spawn to its request',
      }),
    ];
  } finally {
    await server.close();
  }
}

/** The threads' line: the bundled thread against an empty one; the sources' threads in the detail. */
async function threadLine(dir: string): Promise<BenchResult> {
  // The packed pool: its thread and its emulator.wasm, the thread without tsx (each thread inherits
  // this process's `--import tsx` otherwise, and loaded it before anything else: ≈150 ms a thread).
  const bundled: ThreadRunnerOptions = {
    spawn: (resourceLimits) => new Worker(join(dir, 'tvm-thread.mjs'), { resourceLimits, execArgv: [] }),
    binary: () => readFileSync(join(dir, EMULATOR_WASM_FILE)),
  };
  const medians = await inTurn({ bundled: () => threadsReady(bundled), empty: emptyThread }, THREAD_RUNS);
  // Over the sources a pool takes seconds to start: three rounds are enough to compare.
  const sources = await inTurn({ sources: () => threadsReady() }, 3);
  return {
    ...result('cli-tvm-threads-ready', { ours: medians.bundled!, baseline: medians.empty! }, 300, {
      measured:
        "the packed CLI's emulator pool: prepare({ all: true }) as tokens asks, to the first thread ready",
      baseline_is: "an empty worker thread's first message",
      sources_ms: Math.round(sources.sources!),
    }),
    target_on: 'ours',
  };
}

/** Runs the bench and returns its result lines. */
export async function run(): Promise<BenchResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cli-startup-bench-'));
  try {
    const { entry } = await buildCliBundle(dir);
    return [...(await startupLines(entry)), await threadLine(dir)];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
