/**
 * Bench: the results table with 10,000 real-shaped rows (local index server → shared client, see
 * renderer-page/lookup-outcome.ts), in Chromium, the REAL virtualised `ResultsTable` against a plain
 * unvirtualised `<table>` with the same columns and formatted values, in the same page build and run:
 *
 * - `results-table-paint-10k-rows`: from the outcome in hand to rows painted (buildRows, render, two
 *   animation frames). Target ratio ≤ 0.5: ours at most half the plain table's time.
 * - `results-table-scroll-frame-10k-rows`: p95 of the frame intervals while the painted table is scrolled
 *   top to bottom in `SCROLL_STEPS` animation frames. Target ratio ≤ 1.0.
 *
 * Every round runs on a fresh page in a fresh browser context (paint, then scroll); ours and plain
 * alternate, and each figure is the median over rounds. Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 * Run directly (`npx tsx scripts/bench/renderer-table.bench.ts`) it prints each result as one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { median, result, type BenchResult } from './harness';
import { watchPageErrors } from './page-errors';
import type { PaintSample, RendererBenchApi, ScrollSample, TableKind } from './renderer-page/bench-protocol';
import { benchLookup } from './renderer-page/lookup-outcome';
import { buildBenchPage, servePage, type PageServer } from './renderer-page/page-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';

const ROWS = 10_000;
/**
 * Fresh pages per table. Each round paints, then scrolls the painted table. Kept small because the plain
 * table costs seconds per mount and hundreds of ms per scroll frame here, and the bench must stay near 60 s.
 */
const ROUNDS = 3;
/** 10,000 rows × 40 px = 400,000 px: 24 steps move ~16,700 px (~415 rows) a frame, like a scrollbar drag. */
const SCROLL_STEPS = 24;
const VIEWPORT = { width: 1280, height: 800 };
const KINDS: readonly TableKind[] = ['ours', 'plain'];

/** The `q` quantile (0..1) of `values`, nearest rank. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Loads the bench page in a fresh context, loads the data, runs `measure`, and closes the context. */
async function onFreshPage<T>(
  browser: Browser,
  server: PageServer,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const errors = await watchPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => 'rendererBench' in window);
    const rows = await page.evaluate(
      (url) => (window as unknown as { rendererBench: RendererBenchApi }).rendererBench.load(url),
      `${server.url}/outcome.json`,
    );
    if (rows !== ROWS) throw new Error(`The bench page loaded ${rows} rows instead of ${ROWS}.`);
    const value = await measure(page);
    if (errors.length > 0) throw new Error(`The bench page failed: ${errors[0]}`);
    return value;
  } finally {
    await context.close();
  }
}

const paint = (page: Page, kind: TableKind) =>
  page.evaluate(
    (k) => (window as unknown as { rendererBench: RendererBenchApi }).rendererBench.paint(k),
    kind,
  );

const scroll = (page: Page) =>
  page.evaluate(
    (steps) => (window as unknown as { rendererBench: RendererBenchApi }).rendererBench.scroll(steps),
    SCROLL_STEPS,
  );

/** Runs the bench and returns its two result lines. */
export async function run(): Promise<BenchResult[]> {
  const outcome = await benchLookup(ROWS);
  const outDir = await mkdtemp(join(tmpdir(), 'renderer-bench-'));
  let server: PageServer | undefined;
  let browser: Browser | undefined;
  try {
    await buildBenchPage(outDir);
    server = await servePage(outDir, { '/outcome.json': JSON.stringify(outcome) });
    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS],
    });
    const running = { browser, server };

    const paints: Record<TableKind, PaintSample[]> = { ours: [], plain: [] };
    const scrolls: Record<TableKind, ScrollSample[]> = { ours: [], plain: [] };
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate which goes first, so neither always gets the warmer machine.
      for (const kind of i % 2 === 0 ? KINDS : [...KINDS].reverse()) {
        await onFreshPage(running.browser, running.server, async (page) => {
          paints[kind].push(await paint(page, kind));
          const sample = await scroll(page);
          if (!sample.lastRowVisible)
            throw new Error(`The ${kind} table did not show its last row after scrolling to the bottom.`);
          scrolls[kind].push(sample);
        });
      }
    }

    const paintMs = (kind: TableKind) => median(paints[kind].map((s) => s.ms));
    const scrollQ = (kind: TableKind, q: number) => median(scrolls[kind].map((s) => quantile(s.frames, q)));
    return [
      result('results-table-paint-10k-rows', { ours: paintMs('ours'), baseline: paintMs('plain') }, 0.5, {
        rows: ROWS,
        domRowsOurs: paints.ours[0]!.domRows,
        domRowsPlain: paints.plain[0]!.domRows,
        buildRowsMs: round1(median([...paints.ours, ...paints.plain].map((s) => s.buildMs))),
        roundsMsOurs: paints.ours.map((s) => round1(s.ms)),
        roundsMsPlain: paints.plain.map((s) => round1(s.ms)),
      }),
      result(
        'results-table-scroll-frame-10k-rows',
        { ours: scrollQ('ours', 0.95), baseline: scrollQ('plain', 0.95) },
        1.0,
        {
          rows: ROWS,
          steps: SCROLL_STEPS,
          rounds: ROUNDS,
          p50Ours: round1(scrollQ('ours', 0.5)),
          p50Plain: round1(scrollQ('plain', 0.5)),
          maxOurs: round1(median(scrolls.ours.map((s) => Math.max(...s.frames)))),
          maxPlain: round1(median(scrolls.plain.map((s) => Math.max(...s.frames)))),
          meanOurs: round1(
            median(scrolls.ours.map((s) => s.frames.reduce((a, b) => a + b, 0) / s.frames.length)),
          ),
          meanPlain: round1(
            median(scrolls.plain.map((s) => s.frames.reduce((a, b) => a + b, 0) / s.frames.length)),
          ),
          idleFrameMs: round1(median([...scrolls.ours, ...scrolls.plain].flatMap((s) => s.idleFrames))),
          domRowsOurs: scrolls.ours[0]!.domRows,
          domRowsPlain: scrolls.plain[0]!.domRows,
        },
      ),
    ];
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
