/**
 * Where the app-100k bench's long tasks come from (not a bench: it prints no result line). Builds the
 * web app as the bench does but unminified (names read in the profile), looks up the same 100,000
 * generated accounts from a file in Chromium under the CDP sampling profiler, and prints every main-
 * thread task over 50 ms from the click on Look up until the entry is in the log — and, with
 * `--switch`, through the bench's screen switches after it — with what ran in it: top functions by
 * self and by total sampled time, React components and `(garbage collector)` among them. Sampled
 * times undercount on a loaded machine; read them as shares of the task.
 *
 * `--top N` lists N functions by total time (25 by default). With `--trace`, each task also lists the
 * layouts and style recalculations of 5 ms or more inside it (app-100k/layout-trace.ts: objects laid
 * out, the layout's root element, the script that forced it). With `--heap`, the page's heap after the
 * lookup is printed by kind of object with what holds each (app-100k/heap-breakdown.ts). With
 * `--threads`, the whole lookup (click → table complete) is printed per thread instead of per task: the
 * page's main thread and each dedicated worker (the job worker, where the lookup runs; app-100k/
 * worker-profile.ts), their top functions by self time — and, before it, the same requests fetched by
 * the bench's bare loop in a dedicated worker (app-100k/fetch-loop.ts), profiled alike: the floor the
 * app's job worker is judged against, function by function. `--floor` profiles the client floor
 * (app-100k/client-floor.ts: the app's client and scheduler alone, answers dropped) in its place.
 * With `--alloc`, the lookup (click → table complete) is instead sampled for allocations on the
 * page's main thread and in each worker (app-100k/alloc-profile.ts: objects later collected
 * included), printed per thread as bytes an account by site, self and total.
 *
 *   npx tsx scripts/bench/app-100k-profile.ts [--accounts N] [--switch] [--trace] [--top N] [--heap] [--threads [--floor]] [--alloc]
 */
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import type { RunningIndexServer } from '../../local-index-server';
import { loadFile, lookUp, openApp, switchAll } from './app-100k/app-session';
import { longTasksBetween } from './app-100k/page-probes';
import { startLayoutTrace, type RenderEvent } from './app-100k/layout-trace';
import { startProfile, topOf, type TaskShare } from './app-100k/task-profile';
import { heapBreakdown, type HeapGroup } from './app-100k/heap-breakdown';
import { selfTimes, startWorkerProfiles, type ThreadProfile } from './app-100k/worker-profile';
import { clientFloorInWorker } from './app-100k/client-floor';
import { fetchLoopInWorker, lookupUrls } from './app-100k/fetch-loop';
import { withUnminifiedApp } from './app-100k/unminified-app';
import { allocSites, startAllocSampling, topPerAccount, type AllocProfile } from './app-100k/alloc-profile';
import { friendlyAddressFile } from './app-100k/web-app-build';

/** Prints one task's share: when (from the click), how long, what ran. */
function printTask(
  share: TaskShare,
  spans: { clickAt: number; doneAt: number; loggedAt: number },
  renders: readonly RenderEvent[],
  top: number,
): void {
  const { task } = share;
  const phase = task.startTime < spans.doneAt ? 'lookup' : task.startTime < spans.loggedAt ? 'log' : 'after';
  console.log(
    `\n== ${Math.round(task.duration)} ms task at +${Math.round(task.startTime - spans.clickAt)} ms (${phase})`,
  );
  console.log(`  self:\n    ${topOf(share.self, 10).join('\n    ')}`);
  console.log(`  total:\n    ${topOf(share.total, top).join('\n    ')}`);
  const inside = renders.filter((r) => r.at >= task.startTime - 2 && r.at <= task.startTime + task.duration);
  for (const r of inside)
    console.log(
      `  ${r.name} ${r.ms.toFixed(1)} ms at +${Math.round(r.at - task.startTime)}: ${r.detail}; root ${r.root || '?'}${r.forcedBy ? `; forced by ${r.forcedBy}` : ''}`,
    );
}

/** Prints the heap's 40 largest groups after the lookup, with bytes an account. */
function printHeap(groups: readonly HeapGroup[], accounts: number): void {
  const total = groups.reduce((sum, g) => sum + g.bytes, 0);
  console.log(`\n== heap after GC: ${(total / 1048576).toFixed(1)} MB`);
  for (const g of groups.slice(0, 40))
    console.log(
      `  ${(g.bytes / accounts).toFixed(1).padStart(7)} B/acct ${String(g.count).padStart(8)}× ${g.key}\n` +
        `      held by ${g.heldBy.join('; ')}`,
    );
}

/** Prints each thread's top functions by self time over the lookup, with its sampled total. */
function printThreads(threads: readonly ThreadProfile[], top: number): void {
  for (const { thread, sampledMs, self } of threads) {
    const busy = [...self].reduce((sum, [label, ms]) => (label.startsWith('(idle)') ? sum : sum + ms), 0);
    console.log(`\n== thread ${thread}: ${Math.round(busy)} ms busy of ${Math.round(sampledMs)} ms sampled`);
    console.log(`    ${topOf(self, top).join('\n    ')}`);
  }
}

/** Prints each thread's top allocation sites over the lookup, self and total, in bytes an account. */
function printAllocs(
  threads: readonly { thread: string; alloc: AllocProfile }[],
  accounts: number,
  top: number,
): void {
  for (const { thread, alloc } of threads) {
    const { bytes, self, total, scripted } = allocSites(alloc);
    console.log(`\n== thread ${thread}: ${(bytes / accounts).toFixed(0)} B/acct allocated`);
    console.log(`  self:\n    ${topPerAccount(self, accounts, top).join('\n    ')}`);
    console.log(
      `  self, built-ins charged to their caller:\n    ${topPerAccount(scripted, accounts, top).join('\n    ')}`,
    );
    console.log(`  total:\n    ${topPerAccount(total, accounts, top).join('\n    ')}`);
  }
}

/** Looks up `accounts` addresses with every thread's allocations sampled, and prints them. */
async function allocLookup(
  page: Page,
  cdp: Parameters<typeof startAllocSampling>[0],
  accounts: number,
  top: number,
) {
  const stopWorkers = await startWorkerProfiles(cdp, { alloc: true });
  const stopMain = await startAllocSampling(cdp);
  // Stopped as the page sees the table complete: the job worker's log write starts then (a worker stops
  // between its tasks, so the first slice of that write may still be counted).
  let stopped: Promise<[AllocProfile, Awaited<ReturnType<typeof stopWorkers>>]> | undefined;
  const spans = await lookUp(page, accounts, () => (stopped = Promise.all([stopMain(), stopWorkers()])));
  const [main, workers] = await stopped!;
  console.log(`lookup ${Math.round(spans.doneAt - spans.clickAt)} ms`);
  const sampled = workers.flatMap(({ thread, alloc }) => (alloc ? [{ thread, alloc }] : []));
  printAllocs([{ thread: 'page main', alloc: main }, ...sampled], accounts, top);
}

/**
 * The bare fetch loop — or, with `floor`, the client floor (app-100k/client-floor.ts) — in a dedicated
 * worker of `page`, kept running for its profile; with its page-time span.
 */
async function timedLoop(
  page: Page,
  server: RunningIndexServer,
  accounts: number,
  floor: boolean,
): Promise<{ ms: number; from: number; to: number }> {
  const raws = server.data.list.slice(0, accounts).map((a) => a.raw);
  const from = await page.evaluate(() => performance.now());
  const { ms } = floor
    ? await clientFloorInWorker(page, server.url, raws, true)
    : await fetchLoopInWorker(page, lookupUrls(server.url, raws), true);
  return { ms, from, to: await page.evaluate(() => performance.now()) };
}

/** Builds, serves and profiles one lookup of `accounts` addresses. */
async function main(
  accounts: number,
  options: {
    switches: boolean;
    trace: boolean;
    top: number;
    heap: boolean;
    threads: boolean;
    floor: boolean;
    alloc: boolean;
  },
): Promise<void> {
  const { switches, trace, top } = options;
  await withUnminifiedApp('app-100k-profile', accounts, async ({ browser, appUrl, server }) => {
    const fileText = friendlyAddressFile(server.data.list.slice(0, accounts).map((a) => a.raw));
    const { page, cdp } = await openApp(browser, appUrl, server.url);
    if (options.alloc) {
      await loadFile(page, fileText, accounts);
      return allocLookup(page, cdp, accounts, top);
    }
    const stopWorkers = options.threads ? await startWorkerProfiles(cdp) : async () => [];
    const loop = options.threads ? await timedLoop(page, server, accounts, options.floor) : null;
    await loadFile(page, fileText, accounts);
    const stopTrace = trace ? await startLayoutTrace(page, cdp) : async () => [];
    const stop = await startProfile(page, cdp);
    const spans = await lookUp(page, accounts);
    const workers = await stopWorkers();
    if (switches) console.log('switches', JSON.stringify(await switchAll(page)));
    const profiler = await stop();
    const renders = await stopTrace();
    const end = await page.evaluate(() => performance.now());
    const tasks = await longTasksBetween(page, spans.clickAt, end);
    console.log(`lookup ${Math.round(spans.doneAt - spans.clickAt)} ms, ${tasks.length} long tasks`);
    if (options.threads) {
      const whole = { startTime: spans.clickAt, duration: spans.doneAt - spans.clickAt };
      const main = profiler.share(whole);
      const sampledMs = [...main.self.values()].reduce((sum, ms) => sum + ms, 0);
      const within = (from: number, to: number) => (micros: number) => {
        const at = profiler.pageTime(micros);
        return at >= from && at <= to;
      };
      const inWorkers = workers.map(({ thread, profile }) =>
        thread === 'bench-fetch-loop' || thread === 'bench-client-floor'
          ? {
              thread: `${thread} (${Math.round(loop!.ms)} ms)`,
              ...selfTimes(profile, within(loop!.from, loop!.to)),
            }
          : { thread, ...selfTimes(profile, within(spans.clickAt, spans.doneAt)) },
      );
      printThreads([{ thread: 'page main', sampledMs, self: main.self }, ...inWorkers], top);
      return;
    }
    for (const task of tasks.sort((a, b) => a.startTime - b.startTime))
      printTask(profiler.share(task), spans, renders, top);
    if (options.heap) printHeap(await heapBreakdown(cdp), accounts);
  });
}

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '100000' },
    switch: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
    heap: { type: 'boolean', default: false },
    threads: { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    alloc: { type: 'boolean', default: false },
  },
});
await main(Number(values.accounts), {
  switches: values.switch,
  trace: values.trace,
  top: Number(values.top),
  heap: values.heap,
  threads: values.threads,
  floor: values.floor,
  alloc: values.alloc,
});
