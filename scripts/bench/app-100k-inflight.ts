/**
 * When the web app's requests go out, against the bare fetch loop's (not a bench: it prints no result
 * line). Each round, in a fresh page of the app built from this checkout (and, with `--base DIR`, of
 * another checkout, in turn), the loop in a dedicated worker, then the app's 100,000-address lookup,
 * both against one index server. Nothing is added to the app: each worker's own Resource Timing
 * entries (Chromium's, per `fetch`: when it was called, when the answer's headers arrived, when its
 * body had arrived) are read through Playwright, from the job worker and from the loop's worker. From
 * them: the mean requests in flight over the lookup (fetch called → body arrived), the time with fewer
 * than 4 in flight, and the time from an answer's body to the request its freed slot sends next (the
 * k-th request's start against the (k-4)-th body's end: 4 slots, each reused).
 *
 *   npx tsx scripts/bench/app-100k-inflight.ts [--base DIR] [--rounds 3] [--accounts N]
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page, Worker } from '@playwright/test';
import { checkLookup, loadFile, lookUp, openApp } from './app-100k/app-session';
import { inTurn, IN_TURN_OPTIONS, withAppsInTurn, type AppsInTurn } from './app-100k/apps-in-turn';
import { fetchLoopInWorker, LOOP_CONCURRENCY } from './app-100k/fetch-loop';
import {
  inFlightStats,
  jsStats,
  jsStatsText,
  statsText,
  type JsTiming,
  type RequestTiming,
} from './app-100k/in-flight';
import { median } from './harness';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The worker of `page` whose script URL contains `part` (waits for it to start). */
async function workerOf(page: Page, part: string): Promise<Worker> {
  for (let i = 0; i < 200; i++) {
    const found = page.workers().find((w) => w.url().includes(part));
    if (found) return found;
    await page.waitForTimeout(50);
  }
  throw new Error(`no worker with "${part}" in its URL`);
}

/** Makes room in `worker`'s Resource Timing buffer (250 entries by default) and empties it. */
async function clearTimings(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    performance.setResourceTimingBufferSize(1_000_000);
    performance.clearResourceTimings();
  });
}

/**
 * Wraps the job worker's `fetch` (the app's client calls the global one at each request) to mark when
 * each accountStates request left, its headers reached the code and its body was read to the end.
 */
async function markFetches(worker: Worker): Promise<void> {
  // As source text: the bench's TypeScript runner would wrap named functions in a helper the worker lacks.
  await worker.evaluate(MARK_FETCHES);
}

const MARK_FETCHES = `(() => {
  self.benchMarks = [];
  const original = (self.benchFetch ??= self.fetch);
  self.fetch = async (input, init) => {
    if (!String(input).includes('/api/v3/accountStates')) return original(input, init);
    const mark = { sent: performance.now(), headers: 0, read: 0 };
    self.benchMarks.push(mark);
    const response = await original(input, init);
    mark.headers = performance.now();
    const body = response.body;
    if (body) {
      const getReader = body.getReader.bind(body);
      body.getReader = () => {
        const reader = getReader();
        const read = reader.read.bind(reader);
        reader.read = async () => {
          const chunk = await read();
          if (chunk.done) mark.read = performance.now();
          return chunk;
        };
        return reader;
      };
    }
    return response;
  };
})()`;

/** `worker`'s Resource Timing of its accountStates requests. */
function timingsOf(worker: Worker): Promise<RequestTiming[]> {
  return worker.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/v3/accountStates'))
      .map((e) => {
        const r = e as PerformanceResourceTiming;
        return {
          start: r.startTime,
          headers: r.responseStart,
          end: r.responseEnd,
          connected: r.connectEnd > r.connectStart,
        };
      }),
  );
}

/** One side's samples: the app's and the loop's figures per round. */
interface Side {
  name: string;
  url: string;
  app: ReturnType<typeof inFlightStats>[];
  loop: ReturnType<typeof inFlightStats>[];
  appJs: ReturnType<typeof jsStats>[];
  loopJs: ReturnType<typeof jsStats>[];
}

/** One round of a side: the loop in a worker of a fresh page, then the app's lookup in it. */
async function sample({ browser, server, data }: AppsInTurn, side: Side): Promise<void> {
  const { context, page, errors } = await openApp(browser, side.url, server.url);
  const jobs = await workerOf(page, 'job-worker');
  // The loop's worker is kept until the page's next loop, so its entries can be read after.
  const loop = await fetchLoopInWorker(page, data.urls, true, true);
  const loopWorker = await workerOf(page, 'bench-fetch-loop');
  const loopTimings = await timingsOf(loopWorker);
  await loadFile(page, data.fileText, data.raws.length);
  await clearTimings(jobs);
  await markFetches(jobs);
  server.clearRequests();
  const spans = await lookUp(page, data.raws.length);
  const appTimings = await timingsOf(jobs);
  const appMarks = await jobs.evaluate(() => (self as unknown as { benchMarks: JsTiming[] }).benchMarks);
  await checkLookup(page, server, data.raws, errors);
  await context.close();
  const app = inFlightStats(appTimings, LOOP_CONCURRENCY);
  const loopStats = inFlightStats(loopTimings, LOOP_CONCURRENCY);
  const appJs = jsStats(appMarks, appTimings, LOOP_CONCURRENCY);
  const loopJs = jsStats(loop.marks ?? [], loopTimings, LOOP_CONCURRENCY);
  side.app.push(app);
  side.loop.push(loopStats);
  side.appJs.push(appJs);
  side.loopJs.push(loopJs);
  console.log(
    `${side.name}: app ${Math.round(spans.doneAt - spans.clickAt)} ms (click → table), loop ${Math.round(loop.ms)} ms (load ${loadavg()[0]!.toFixed(1)})\n` +
      `  app  ${statsText(app)}\n       ${jsStatsText(appJs)}\n  loop ${statsText(loopStats)}\n       ${jsStatsText(loopJs)}`,
  );
}

/** The medians of each figure over the rounds. */
function medians<T extends object>(samples: T[]): T {
  const keys = Object.keys(samples[0]!) as (keyof T)[];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k] as number))])) as T;
}

async function main(options: { base: string | null; rounds: number; accounts: number }) {
  const checkouts: [string, string][] = options.base
    ? [
        ['base', options.base],
        ['new', ROOT],
      ]
    : [['new', ROOT]];
  await withAppsInTurn(checkouts, options.accounts, async (run) => {
    const { apps, data } = run;
    const sides: Side[] = apps.map((app) => ({ ...app, app: [], loop: [], appJs: [], loopJs: [] }));
    console.log(`${data.urls.length} requests; load before: ${loadavg()[0]!.toFixed(1)}`);
    await inTurn(sides, options.rounds, (side) => sample(run, side));
    console.log(`load after: ${loadavg()[0]!.toFixed(1)}`);
    for (const side of sides) {
      console.log(
        `${side.name} medians:\n  app  ${statsText(medians(side.app))}\n       ${jsStatsText(medians(side.appJs))}\n` +
          `  loop ${statsText(medians(side.loop))}\n       ${jsStatsText(medians(side.loopJs))}`,
      );
    }
  });
}

const { values } = parseArgs({
  options: IN_TURN_OPTIONS,
});
await main({
  base: values.base ? resolve(values.base) : null,
  rounds: Number(values.rounds),
  accounts: Number(values.accounts),
});
