/**
 * The app-100k bench's `app-100k-vs-worker-fetch-loop` as an A/B of two checkouts (not a bench: it
 * prints no result line): the web app built from this checkout and from `--base DIR` (another checkout,
 * e.g. a detached worktree at the commit compared against), looked up in alternation in one Chromium
 * against one index server — each round, for each side, a fresh page of that app, the bare fetch loop
 * in a dedicated worker of it, then the app's 100,000-address lookup in it, checked whole. On a shared
 * two-core machine a run's samples swing by 20 % and more, so only the ratio within a page, and the
 * medians of sides taken in turn, are read. Prints every sample, the medians, the ratio of each side,
 * each lookup's longest main-thread task and its count of tasks over 50 ms (click → log entry, the
 * app-100k bench's span), the CPU seconds each sample cost by thread (app-100k/cpu-accounting.ts, Linux: far steadier than wall
 * time on a loaded machine), and the load average. `--contended` keeps one core busy meanwhile.
 *
 *   npx tsx scripts/bench/app-100k-ab.ts --base /work/wt/base [--rounds 3] [--accounts N] [--contended]
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import type { RunningIndexServer } from '../../local-index-server';
import { inTurn, IN_TURN_OPTIONS, withAppsInTurn, type LookupData } from './app-100k/apps-in-turn';
import { checkLookup, loadFile, lookUp, openApp } from './app-100k/app-session';
import { startCpuBurner } from './app-100k/cpu-burner';
import { cpuSecondsBetween, cpuSnapshot, type CpuSnapshot } from './app-100k/cpu-accounting';
import { fetchLoopInWorker } from './app-100k/fetch-loop';
import { longTasksBetween } from './app-100k/page-probes';
import { median } from './harness';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** One side: its name and its app's URL; the samples taken (wall ms, and CPU seconds by owner). */
interface Side {
  name: string;
  url: string;
  appMs: number[];
  loopMs: number[];
  appCpu: Record<string, number>[];
  loopCpu: Record<string, number>[];
  /** Per lookup, from the click on Look up until its entry is in the log: the longest main-thread task (ms). */
  longestTaskMs: number[];
  /** Per lookup, over the same span: how many main-thread tasks took over 50 ms. */
  longTasks: number[];
}

/**
 * The CPU seconds read per sample (cpu-accounting.ts), every owner cpuSecondsBetween names (each over
 * its 50 ms floor): the whole machine's share of the run (`total`), the page's main thread, its
 * dedicated workers (the job worker; the loop's worker), the renderer's thread pool (V8's concurrent
 * GC and compile, some Blink work), the network service, the index server (`bench`). The extra owners
 * are where an app's CPU above its loop hides. On a machine others load, CPU seconds swing far less
 * than wall time.
 */
const FIRST_OWNERS = ['total', 'renderer/main', 'renderer/DedicatedWorker', 'bench'] as const;

/** A cpuSecondsBetween answer as it is (an empty record when /proc could not be read). */
function cpuOf(spent: Record<string, number> | null): Record<string, number> {
  return { ...spent };
}

/** Every owner of `samples`, the first four in a fixed order, then the rest by name. */
function ownersOf(samples: Record<string, number>[]): string[] {
  const rest = new Set(samples.flatMap((s) => Object.keys(s)));
  for (const owner of FIRST_OWNERS) rest.delete(owner);
  return [...FIRST_OWNERS, ...[...rest].sort()];
}

/** `total 9.1, main 2.3, …`: every owner of `cpu` (0 where it spent under 50 ms). */
function cpuText(cpu: Record<string, number>, owners = ownersOf([cpu])): string {
  return owners
    .map((owner) => `${owner.replace('renderer/', '')} ${(cpu[owner] ?? 0).toFixed(2)}`)
    .join(', ');
}

/** A side with no sample yet. */
function newSide(name: string, url: string): Side {
  return { name, url, appMs: [], loopMs: [], appCpu: [], loopCpu: [], longestTaskMs: [], longTasks: [] };
}

/** One sample of a side: in a fresh page of its app, the worker's loop, then the app's lookup. */
async function sample(
  browser: Browser,
  side: Side,
  server: RunningIndexServer,
  data: LookupData,
): Promise<void> {
  const { context, page, errors } = await openApp(browser, side.url, server.url);
  const loopStart = cpuSnapshot();
  // Kept running until the snapshot: a thread that ended before it would not be counted.
  const loop = await fetchLoopInWorker(page, data.urls, true);
  const loopCpu = cpuOf(cpuSecondsBetween(loopStart, cpuSnapshot()));
  if (loop.accounts !== data.raws.length) throw new Error(`${side.name}: the loop saw ${loop.accounts}`);
  await loadFile(page, data.fileText, data.raws.length);
  server.clearRequests();
  const appStart = cpuSnapshot();
  let appEnd: CpuSnapshot | null = null;
  const spans = await lookUp(page, data.raws.length, () => (appEnd = cpuSnapshot()));
  const appCpu = cpuOf(cpuSecondsBetween(appStart, appEnd));
  // The app-100k bench's span for app-100k-longest-task: click → entry in the log.
  const tasks = await longTasksBetween(page, spans.clickAt, spans.loggedAt);
  const longest = tasks.reduce((m, task) => Math.max(m, task.duration), 0);
  side.longestTaskMs.push(longest);
  side.longTasks.push(tasks.length);
  await checkLookup(page, server, data.raws, errors);
  await context.close();
  side.loopMs.push(loop.ms);
  side.appMs.push(spans.doneAt - spans.clickAt);
  side.loopCpu.push(loopCpu);
  side.appCpu.push(appCpu);
  const ratio = (spans.doneAt - spans.clickAt) / loop.ms;
  const owners = ownersOf([appCpu, loopCpu]);
  console.log(
    `${side.name}: app ${Math.round(spans.doneAt - spans.clickAt)} ms, loop ${Math.round(loop.ms)} ms, ${ratio.toFixed(3)}×, longest task ${Math.round(longest)} ms, ${tasks.length} tasks > 50 ms (load ${loadavg()[0]!.toFixed(1)})\n` +
      `  CPU s app: ${cpuText(appCpu, owners)}\n  CPU s loop: ${cpuText(loopCpu, owners)}`,
  );
}

/** Prints a side's medians and ratio. */
function summary(side: Side): string {
  const app = median(side.appMs);
  const loop = median(side.loopMs);
  const each = side.appMs.map((ms, i) => (ms / side.loopMs[i]!).toFixed(3)).join(', ');
  const owners = ownersOf([...side.appCpu, ...side.loopCpu]);
  const medianCpu = (samples: Record<string, number>[]) =>
    Object.fromEntries(owners.map((owner) => [owner, median(samples.map((s) => s[owner] ?? 0))]));
  const tasks = `median longest task ${Math.round(median(side.longestTaskMs))} ms (each: ${side.longestTaskMs.map(Math.round).join(', ')}), median tasks > 50 ms ${median(side.longTasks)} (each: ${side.longTasks.join(', ')})`;
  return (
    `${side.name}: ${tasks}\n` +
    `  median app ${Math.round(app)} ms / median loop ${Math.round(loop)} ms = ${(app / loop).toFixed(3)}× (per page: ${each})\n` +
    `  median CPU s app: ${cpuText(medianCpu(side.appCpu), owners)}\n  median CPU s loop: ${cpuText(medianCpu(side.loopCpu), owners)}`
  );
}

async function main(options: { base: string; rounds: number; accounts: number; contended: boolean }) {
  const burner = options.contended ? startCpuBurner() : null;
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  try {
    const checkouts: [string, string][] = [
      ['base', options.base],
      ['new', ROOT],
    ];
    await withAppsInTurn(checkouts, options.accounts, async ({ server, browser, apps, data }) => {
      const sides = apps.map((app) => newSide(app.name, app.url));
      console.log(`load before: ${load()}`);
      await inTurn(sides, options.rounds, (side) => sample(browser, side, server, data));
      console.log(`load after: ${load()}`);
      for (const side of sides) console.log(summary(side));
    });
  } finally {
    await burner?.stop();
  }
}

const { values } = parseArgs({
  options: { ...IN_TURN_OPTIONS, contended: { type: 'boolean', default: false } },
});
if (!values.base) throw new Error('--base DIR: the checkout to compare against');
await main({
  base: resolve(values.base),
  rounds: Number(values.rounds),
  accounts: Number(values.accounts),
  contended: values.contended,
});
