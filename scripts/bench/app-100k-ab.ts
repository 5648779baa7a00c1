/**
 * The app-100k bench's `app-100k-vs-worker-fetch-loop` as an A/B of two checkouts (not a bench: it
 * prints no result line): the web app built from this checkout and from `--base DIR` (another checkout,
 * e.g. a detached worktree at the commit compared against), looked up in alternation in one Chromium
 * against one index server — each round, for each side, a fresh page of that app, the bare fetch loop
 * in a dedicated worker of it and the client floor (app-100k/client-floor.ts: the app's own client and
 * scheduler in such a worker, answers dropped; the two in turn, first one then the other), then the
 * app's 100,000-address lookup in it, checked whole. On a shared
 * two-core machine a run's samples swing by 20 % and more, so only the ratio within a page, and the
 * medians of sides taken in turn, are read. Prints every sample, the medians, the ratios of each side
 * (app/loop, app/floor, floor/loop),
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
import { cpuSnapshot, type CpuSnapshot } from './app-100k/cpu-accounting';
import { cpuAboveFloor, type CpuSample } from './app-100k/cpu-above-floor';
import { cpuSampleBetween, floorsInPage } from './app-100k/floors-in-page';
import { longTasksBetween } from './app-100k/page-probes';
import { median } from './harness';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** One side: its name and its app's URL; the samples taken (wall ms, and CPU seconds by owner). */
interface Side {
  name: string;
  url: string;
  appMs: number[];
  loopMs: number[];
  /** The client floor in the same page (client-floor.ts). */
  floorMs: number[];
  appCpu: CpuSample[];
  loopCpu: CpuSample[];
  floorCpu: CpuSample[];
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
  return {
    name,
    url,
    appMs: [],
    loopMs: [],
    floorMs: [],
    appCpu: [],
    loopCpu: [],
    floorCpu: [],
    longestTaskMs: [],
    longTasks: [],
  };
}

/** One sample of a side: in a fresh page of its app, the worker's loop and the floor, then the app's lookup. */
async function sample(
  browser: Browser,
  side: Side,
  server: RunningIndexServer,
  data: LookupData,
): Promise<void> {
  const { context, page, errors } = await openApp(browser, side.url, server.url);
  const { loopMs, loopCpu, floorMs, floorCpu } = await floorsInPage(
    page,
    server.url,
    data,
    side.appMs.length % 2 === 0,
  );
  await loadFile(page, data.fileText, data.raws.length);
  server.clearRequests();
  const appStart = cpuSnapshot();
  let appEnd: CpuSnapshot | null = null;
  const spans = await lookUp(page, data.raws.length, () => (appEnd = cpuSnapshot()));
  const appCpu = cpuSampleBetween(appStart, appEnd);
  // The app-100k bench's span for app-100k-longest-task: click → entry in the log.
  const tasks = await longTasksBetween(page, spans.clickAt, spans.loggedAt);
  const longest = tasks.reduce((m, task) => Math.max(m, task.duration), 0);
  side.longestTaskMs.push(longest);
  side.longTasks.push(tasks.length);
  await checkLookup(page, server, data.raws, errors);
  await context.close();
  const appMs = spans.doneAt - spans.clickAt;
  side.loopMs.push(loopMs);
  side.floorMs.push(floorMs);
  side.appMs.push(appMs);
  side.loopCpu.push(loopCpu);
  side.floorCpu.push(floorCpu);
  side.appCpu.push(appCpu);
  const owners = ownersOf([appCpu, loopCpu, floorCpu]);
  console.log(
    `${side.name}: app ${Math.round(appMs)} ms, loop ${Math.round(loopMs)} ms, floor ${Math.round(floorMs)} ms; app/loop ${(appMs / loopMs).toFixed(3)}×, app/floor ${(appMs / floorMs).toFixed(3)}×, floor/loop ${(floorMs / loopMs).toFixed(3)}×; longest task ${Math.round(longest)} ms, ${tasks.length} tasks > 50 ms (load ${loadavg()[0]!.toFixed(1)})\n` +
      `  CPU s app: ${cpuText(appCpu, owners)}\n  CPU s loop: ${cpuText(loopCpu, owners)}\n  CPU s floor: ${cpuText(floorCpu, owners)}`,
  );
}

/** `job worker +1.30 (app 2.33, floor 1.03), …`: cpuAboveFloor's threads for a side. */
function aboveText(side: Side, accounts: number): string {
  return cpuAboveFloor(side.appCpu, side.floorCpu, accounts)
    .map(
      (t) =>
        `${t.thread} ${t.above >= 0 ? '+' : ''}${t.above.toFixed(2)} (app ${t.app.toFixed(2)}, floor ${t.floor.toFixed(2)})`,
    )
    .join(', ');
}

/** Prints a side's medians and ratio. */
function summary(side: Side, accounts: number): string {
  const app = median(side.appMs);
  const loop = median(side.loopMs);
  const floor = median(side.floorMs);
  const each = (of: number[]) => side.appMs.map((ms, i) => (ms / of[i]!).toFixed(3)).join(', ');
  const owners = ownersOf([...side.appCpu, ...side.loopCpu, ...side.floorCpu]);
  const medianCpu = (samples: Record<string, number>[]) =>
    Object.fromEntries(owners.map((owner) => [owner, median(samples.map((s) => s[owner] ?? 0))]));
  const tasks = `median longest task ${Math.round(median(side.longestTaskMs))} ms (each: ${side.longestTaskMs.map(Math.round).join(', ')}), median tasks > 50 ms ${median(side.longTasks)} (each: ${side.longTasks.join(', ')})`;
  return (
    `${side.name}: ${tasks}\n` +
    `  median app ${Math.round(app)} ms / median loop ${Math.round(loop)} ms = ${(app / loop).toFixed(3)}× (per page: ${each(side.loopMs)})\n` +
    `  median app ${Math.round(app)} ms / median floor ${Math.round(floor)} ms = ${(app / floor).toFixed(3)}× (per page: ${each(side.floorMs)})\n` +
    `  median floor / median loop = ${(floor / loop).toFixed(3)}×\n` +
    `  median CPU s app: ${cpuText(medianCpu(side.appCpu), owners)}\n  median CPU s loop: ${cpuText(medianCpu(side.loopCpu), owners)}\n` +
    `  median CPU s floor: ${cpuText(medianCpu(side.floorCpu), owners)}\n` +
    `  CPU s per 100,000 accounts above the floor: ${aboveText(side, accounts)}`
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
      for (const side of sides) console.log(summary(side, options.accounts));
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
