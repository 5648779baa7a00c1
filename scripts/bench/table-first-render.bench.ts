/**
 * Bench `results-table-first-render-100k`: the REAL `ResultsTable` (renderer-page, a production build in
 * Chromium) first rendered with 100,000 pending rows — what the Accounts screen mounts the moment a
 * 100,000-address lookup starts — against the same table first rendered with a screenful of rows
 * (`SCREENFUL`). The figure is the main thread's work for it: the render's task (React's render and
 * commit, the layout effects and any layout they force) plus the next frame's style, layout and paint
 * (renderer-page/first-render.ts). A table that costs only what it shows costs about the same for both:
 * no pass over every row, no layout forced inside the task. Target ≤ 50 ms (a task the user does not
 * feel), and the ratio is printed beside it.
 *
 * Each sample is the first render in a fresh page (fresh context); 100,000 and a screenful alternate, and
 * each figure is the median of `ROUNDS`. Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 * Run directly (`npx tsx scripts/bench/table-first-render.bench.ts`) it prints its result as a JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { median, result, type BenchResult } from './harness';
import { watchPageErrors } from './page-errors';
import type { FirstRenderSample, RendererBenchApi } from './renderer-page/bench-protocol';
import { buildBenchPage, servePage, type PageServer } from './renderer-page/page-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';

const ROWS = 100_000;
/** About what the table shows at once (800 px of 40 px rows), plus the virtualiser's overscan. */
const SCREENFUL = 50;
const ROUNDS = 5;
/** The app-100k bench's window. */
const VIEWPORT = { width: 1366, height: 860 };
/** The main thread's budget for one task (issue 35: the longest task ≤ 50 ms quiet). */
const BUDGET_MS = 50;

const round1 = (n: number) => Math.round(n * 10) / 10;
/** The sample's main-thread work: the render's task and the frame's rendering. */
const work = (s: FirstRenderSample) => s.taskMs + s.renderMs;

/** One first render of `rows` pending rows in a fresh page. */
async function firstRender(browser: Browser, server: PageServer, rows: number): Promise<FirstRenderSample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const errors = await watchPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => 'rendererBench' in window);
    const sample = await page.evaluate(
      (n) => (window as unknown as { rendererBench: RendererBenchApi }).rendererBench.firstRender(n),
      rows,
    );
    if (errors.length > 0) throw new Error(`The bench page failed: ${errors[0]}`);
    return sample;
  } finally {
    await context.close();
  }
}

/** What one list of samples says, for the detail. */
function described(samples: readonly FirstRenderSample[]) {
  return {
    workMsEach: samples.map((s) => round1(work(s))),
    taskMs: round1(median(samples.map((s) => s.taskMs))),
    renderMs: round1(median(samples.map((s) => s.renderMs))),
    longestLongTaskMs: round1(median(samples.map((s) => s.longestLongTaskMs))),
    domRows: samples[0]!.domRows,
  };
}

/** Runs the bench and returns its result line. */
export async function run(): Promise<BenchResult[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'first-render-bench-'));
  let server: PageServer | undefined;
  let browser: Browser | undefined;
  try {
    await buildBenchPage(outDir);
    server = await servePage(outDir, {});
    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS],
    });
    const full: FirstRenderSample[] = [];
    const screenful: FirstRenderSample[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate which goes first, so neither always gets the warmer machine.
      const order = i % 2 === 0 ? [ROWS, SCREENFUL] : [SCREENFUL, ROWS];
      for (const rows of order)
        (rows === ROWS ? full : screenful).push(await firstRender(browser, server, rows));
    }
    const line = result(
      'results-table-first-render-100k',
      { ours: median(full.map(work)), baseline: median(screenful.map(work)) },
      BUDGET_MS,
      {
        measured:
          "main-thread work of the table's first render in a fresh page: its task (render, commit, layout effects) + the next frame's style, layout and paint; median of the rounds",
        baseline_is: `the same first render with ${SCREENFUL} pending rows (a screenful)`,
        rows: ROWS,
        rounds: ROUNDS,
        ours: described(full),
        screenful: described(screenful),
      },
    );
    return [{ ...line, target_on: 'ours' }];
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
