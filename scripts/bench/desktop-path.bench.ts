/**
 * Bench `desktop-100k` (issue 35 item 1): the desktop path — Electron main's real IPC registry, job
 * owner, lookup log and emulator threads in Node, every call and job event crossing to the window as
 * `v8.serialize` bytes, the renderer's own lookup store on a thread of its own (scripts/desktop-path/) —
 * looks up the same 100,000 addresses as the CLI, against the local index server (100,000 generated
 * accounts, no rate limit, BoCs off: the self-hosted policy, up to 1000 addresses and 8 KB a request, 4
 * in flight), in the same run:
 *
 * - `desktop-100k-vs-cli` — Look up → every row in the window's table (scripts/desktop-path/
 *   lookup-file.ts, a process of its own, the file read and parsed before the click as the app's file box
 *   does), against `cli accounts --file F --no-boc --ndjson` on the same file and server, spawn → exit
 *   (start-up included), as app-100k-vs-cli runs it. The ratio of the medians of three alternated
 *   rounds. Target ≤ 1.15.
 * - `desktop-100k-vs-cli-contended` — the same with one core kept busy by a second process
 *   (app-100k/cpu-burner.ts). Target ≤ 1.3.
 *
 * Each run is checked: the server answered every address exactly once, and the window's table holds a
 * row for each, none pending or failed. The detail gives every sample, the CLI's start-up alone and the
 * ratio without it, the harness's time until its log entry was written, how busy its two event loops
 * were, and the CPU seconds the harness (or CLI) and the index server (`bench`) spent from spawn to exit
 * (the harness's include writing its log entry, which the CLI does not write). The harness runs
 * with Node's default flags, as Electron main does (the CLI's own come from package.json).
 * Takes a few minutes. Run directly (`npx tsx scripts/bench/desktop-path.bench.ts`) it prints its lines.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Address } from '@ton/core';
import { askedAccounts, startIndexServer, type RunningIndexServer } from '../../local-index-server';
import type { LookupSummary } from '../desktop-path/renderer-actions';
import { timeCliAccounts } from './app-100k/cli-run';
import { cpuSecondsBetween, cpuSnapshot } from './app-100k/cpu-accounting';
import { startCpuBurner } from './app-100k/cpu-burner';
import { median, result, type BenchResult } from './harness';

const ACCOUNTS = 100_000;
const ROUNDS = 3;
const ROOT = resolve(import.meta.dirname, '..', '..');

/** What one harness run printed (lookup-file.ts). */
type DesktopRun = LookupSummary & { openMs: number; eventLoopBusy: { main: number; window: number } };

/** Throws unless the server answered each of `raws` exactly once since its log was cleared. */
function checkAnswered(server: RunningIndexServer, raws: readonly string[], who: string): void {
  const asked = server.requests.filter((r) => r.status === 200).flatMap(askedAccounts);
  const wanted = new Set(raws);
  if (
    asked.length !== raws.length ||
    new Set(asked).size !== raws.length ||
    !asked.every((a) => wanted.has(a))
  )
    throw new Error(
      `desktop-100k: the server answered ${asked.length} addresses (${new Set(asked).size} distinct) for the ${who}, expected ${raws.length} once each.`,
    );
}

/** Runs the harness's lookup of `file` in a process of its own; resolves with what it printed. */
function runDesktop(file: string, baseUrl: string): Promise<DesktopRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/desktop-path/lookup-file.ts', '--file', file, '--base-url', baseUrl],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`the desktop harness exited ${code}: ${stderr.trim().split('\n')[0] ?? ''}`));
      resolvePromise(JSON.parse(stdout.trim().split('\n').at(-1)!) as DesktopRun);
    });
  });
}

/** The samples of one set of rounds. */
interface Samples {
  cliMs: number[];
  cliStartupMs: number[];
  desktop: DesktopRun[];
  cpuSeconds: { cli: Record<string, number> | null; desktop: Record<string, number> | null };
}

/** One CLI run then one harness run, each checked; `rounds` times. */
async function sample(server: RunningIndexServer, raws: readonly string[], file: string): Promise<Samples> {
  const samples: Samples = {
    cliMs: [],
    cliStartupMs: [],
    desktop: [],
    cpuSeconds: { cli: null, desktop: null },
  };
  for (let round = 0; round < ROUNDS; round++) {
    server.clearRequests();
    const cli = await timeCliAccounts(ROOT, file, server);
    checkAnswered(server, raws, 'CLI');
    server.clearRequests();
    const before = cpuSnapshot();
    const desktop = await runDesktop(file, server.url);
    const desktopCpu = cpuSecondsBetween(before, cpuSnapshot());
    checkAnswered(server, raws, 'desktop harness');
    const rows = Object.values(desktop.statusCounts).reduce((a, b) => a + b, 0);
    if (rows !== raws.length || desktop.statusCounts.pending || desktop.statusCounts.failed)
      throw new Error(`desktop-100k: the table holds ${JSON.stringify(desktop.statusCounts)}`);
    samples.cliMs.push(cli.ms);
    samples.cliStartupMs.push(cli.startupMs);
    samples.desktop.push(desktop);
    samples.cpuSeconds = { cli: ownCpu(cli.cpuSeconds, 'cli'), desktop: ownCpu(desktopCpu, 'harness') };
  }
  return samples;
}

/**
 * The CPU seconds of one run that are the bench's own: the spawned process (`cli` to cpu-accounting.ts,
 * named `as` here) and the index server (`bench`). Its other owners are Chromium processes, here other
 * work's on a shared machine, since this bench starts none.
 */
function ownCpu(cpu: Record<string, number> | null, as: 'cli' | 'harness'): Record<string, number> | null {
  if (!cpu) return null;
  const spawned = cpu.cli ?? 0;
  const server = cpu.bench ?? 0;
  return { [as]: spawned, bench: server, total: Math.round((spawned + server) * 100) / 100 };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const seconds = (list: number[]) => list.map((ms) => Math.round(ms / 100) / 10);

/** The line of one set of samples. */
function line(name: string, samples: Samples, target: number, extra: Record<string, unknown>): BenchResult {
  const desktopMs = samples.desktop.map((d) => d.clickToTableMs);
  const ours = median(desktopMs);
  const baseline = median(samples.cliMs);
  const startup = median(samples.cliStartupMs);
  return result(name, { ours, baseline }, target, {
    ...extra,
    accounts: ACCOUNTS,
    measured: `median harness lookup / median CLI run over ${ROUNDS} alternated rounds (each harness run a fresh process and user-data folder)`,
    ours_is: 'Look up → every row in the window thread’s table, through the desktop path without Electron',
    baseline_is: 'cli accounts --file F --no-boc --ndjson, spawn to exit (start-up included)',
    desktopLookupSecondsEach: seconds(desktopMs),
    cliSecondsEach: seconds(samples.cliMs),
    ratioEach: desktopMs.map((ms, i) => round3(ms / samples.cliMs[i]!)),
    cliStartupSeconds: Math.round(startup / 100) / 10,
    ratio_vs_cli_without_startup: round3(ours / (baseline - startup)),
    clickToLogWrittenSecondsEach: seconds(samples.desktop.map((d) => d.clickToLoggedMs ?? Number.NaN)),
    harnessOpenSecondsEach: seconds(samples.desktop.map((d) => d.openMs)),
    eventLoopBusyEach: samples.desktop.map((d) => d.eventLoopBusy),
    cpuSecondsSpawnToExitLastRound: samples.cpuSeconds,
  });
}

/** Runs the bench and returns its two lines. */
export async function run(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'desktop-100k-bench-'));
  let server: RunningIndexServer | undefined;
  try {
    server = await startIndexServer({ port: 0, dataset: { generated: ACCOUNTS } });
    const raws = server.data.list.slice(0, ACCOUNTS).map((a) => a.raw);
    const file = join(work, 'addresses.txt');
    await writeFile(
      file,
      raws.map((raw) => Address.parse(raw).toString({ urlSafe: true, bounceable: true })).join('\n'),
    );
    const quiet = await sample(server, raws, file);
    const burner = startCpuBurner();
    let busy: Samples;
    try {
      busy = await sample(server, raws, file);
    } finally {
      await burner.stop();
    }
    const quietFigures = {
      quietDesktopLookupSeconds: Math.round(median(quiet.desktop.map((d) => d.clickToTableMs)) / 100) / 10,
      quietCliSeconds: Math.round(median(quiet.cliMs) / 100) / 10,
    };
    return [
      line('desktop-100k-vs-cli', quiet, 1.15, {}),
      line('desktop-100k-vs-cli-contended', busy, 1.3, {
        contended: 'one core kept busy by a second process (scripts/bench/app-100k/cpu-burner.ts)',
        ...quietFigures,
      }),
    ];
  } finally {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const resultLine of await run()) console.log(JSON.stringify(resultLine));
}
