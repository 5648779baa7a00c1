/**
 * The main thread's frames during a lookup as an A/B of two checkouts (not a bench: it prints no result
 * line), measured in CPU rather than wall time: on a shared two-core machine a single longest task moves
 * 20 ms and more between runs of the same code, while a task's thread time and the count of layout
 * objects it laid out hold still (app-100k/frame-cpu.ts). The web app of this checkout and of `--base
 * DIR` look up the same generated accounts from a file in alternation, in one Chromium against one index
 * server, under a CDP trace from the click until the summary is drawn. Each sample prints its longest
 * task by CPU, its count of tasks over 50 ms (CPU and wall), the frame of the table's first rows (the
 * first task with a layout of over 200 objects) and the frames that draw the summary (those that lay out
 * over 100 after the table is complete), each with what ran in it; then the medians of each side.
 *
 *   npx tsx scripts/bench/app-100k-frames.ts --base /work/wt/base [--rounds 4] [--accounts 20000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';
import { loadFile, lookUp, openApp } from './app-100k/app-session';
import { describeTask, mainThreadTasks, startTrace, type FrameTask } from './app-100k/frame-cpu';
import { buildWebApp, friendlyAddressFile } from './app-100k/web-app-build';
import { median } from './harness';
import { servePage, type PageServer } from './renderer-page/page-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** A layout of more objects than this is a frame that draws something new (rows, charts). */
const DRAWS = 100;
/**
 * A layout of more objects than this draws the table's first rows (about 20 rows of a dozen objects at
 * 1366×860); the screen's own layout at the click (the paste box folded, the results section's toolbars
 * and the table's header) lays out about 160. On a loaded machine the two come in separate frames at
 * times, and the first frame over {@link DRAWS} was then the screen's alone.
 */
const DRAWS_ROWS = 200;

/** What one sample's trace says. */
interface FrameSample {
  longest: FrameTask;
  over50Cpu: number;
  over50Wall: number;
  firstRows: FrameTask | undefined;
  summary: FrameTask[];
}

/** One lookup in a fresh page of the app at `url`, traced from the click until the summary is drawn. */
async function sample(browser: Browser, url: string, server: RunningIndexServer, file: string, n: number) {
  const { context, page, cdp } = await openApp(browser, url, server.url);
  try {
    await loadFile(page, file, n);
    const stop = await startTrace(cdp);
    const markAt = await page.evaluate(() => {
      performance.mark('frames-click');
      return performance.now();
    });
    const { doneAt } = await lookUp(page, n);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="summary-panel"]')?.getAttribute('data-state') === 'ready',
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    // Two frames more: the last part's paint is in the trace.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const events = await stop();
    const mark = events.find((e) => e.name === 'frames-click');
    if (!mark) throw new Error('app-100k-frames: the click mark is not in the trace');
    const doneTs = mark.ts + (doneAt - markAt) * 1000;
    const tasks = mainThreadTasks(events).filter((t) => t.ts >= mark.ts);
    return summarised(tasks, doneTs);
  } finally {
    await context.close();
  }
}

/** The sample's figures from its tasks; `doneTs` is when the table was seen complete (trace µs). */
function summarised(tasks: readonly FrameTask[], doneTs: number): FrameSample {
  const longest = tasks.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  return {
    longest,
    over50Cpu: tasks.filter((t) => t.cpuMs > 50).length,
    over50Wall: tasks.filter((t) => t.wallMs > 50).length,
    firstRows: tasks.find((t) => t.laidOut > DRAWS_ROWS),
    // The table is seen complete by a poll, a little after its frame: the summary comes later still.
    summary: tasks.filter((t) => t.ts > doneTs - 300_000 && t.laidOut > DRAWS),
  };
}

/** Builds the web app of the checkout at `root` into `outDir` and serves it. */
async function servedApp(root: string, outDir: string): Promise<PageServer> {
  await buildWebApp(root, outDir);
  return servePage(outDir, {});
}

/** Prints one sample. */
function printSample(side: string, s: FrameSample): void {
  console.log(
    `${side} (load ${loadavg()[0]!.toFixed(1)}): longest ${s.longest.cpuMs.toFixed(1)} ms CPU; tasks > 50 ms: ${s.over50Cpu} by CPU, ${s.over50Wall} by wall`,
  );
  console.log(`  longest:    ${describeTask(s.longest)}`);
  if (s.firstRows) console.log(`  first rows: ${describeTask(s.firstRows)}`);
  for (const t of s.summary) console.log(`  summary:    ${describeTask(t)}`);
}

/** Prints each side's medians. */
function printMedians(samples: Map<string, FrameSample[]>): void {
  const f = (values: number[]) => median(values).toFixed(1);
  for (const [side, list] of samples)
    console.log(
      `${side}: medians of ${list.length}: longest ${f(list.map((s) => s.longest.cpuMs))} ms CPU; first rows ` +
        `${f(list.map((s) => s.firstRows?.cpuMs ?? 0))}; largest summary frame ` +
        `${f(list.map((s) => Math.max(0, ...s.summary.map((t) => t.cpuMs))))} ms CPU, ` +
        `${f(list.map((s) => Math.max(0, ...s.summary.map((t) => t.laidOut))))} objects`,
    );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, rounds: { type: 'string' }, accounts: { type: 'string' } },
  });
  if (!values.base) throw new Error('app-100k-frames: --base DIR (another checkout) is required');
  const n = Number(values.accounts ?? 20_000);
  const rounds = Number(values.rounds ?? 4);
  const work = await mkdtemp(join(tmpdir(), 'app-frames-'));
  const server = await startIndexServer({ port: 0, dataset: { generated: n } });
  const sides = { base: await servedApp(resolve(values.base), join(work, 'base')) } as Record<
    string,
    PageServer
  >;
  sides.new = await servedApp(ROOT, join(work, 'new'));
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const file = friendlyAddressFile(server.data.list.slice(0, n).map((a) => a.raw));
    const samples = new Map<string, FrameSample[]>([
      ['base', []],
      ['new', []],
    ]);
    for (let round = 0; round < rounds; round++)
      for (const side of round % 2 === 0 ? ['base', 'new'] : ['new', 'base']) {
        const s = await sample(browser, sides[side]!.url, server, file, n);
        samples.get(side)!.push(s);
        printSample(side, s);
      }
    printMedians(samples);
  } finally {
    await browser.close();
    await Promise.all(Object.values(sides).map((s) => s.close()));
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
