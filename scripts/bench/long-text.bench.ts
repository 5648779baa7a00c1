/**
 * Bench: opening the account detail's address-book and metadata sections (the REAL components of
 * renderer/detail/metadata-view.tsx, in Chromium) with a 1 MB and a 10 MB domain and description,
 * against the same dialog with short strings (20 characters) in the same run. Before ServerText the
 * whole text was laid out at once (issue 10 item 8: 42–50 s for 1 MB); now what is shown is bounded.
 *
 * - `long-text-detail-open-1mb` / `-10mb`: median time from render to the dialog painted (two animation
 *   frames), ratio to the short-string dialog. Target ≤ 3: long text costs about what short text costs.
 *   The detail gives the longest main-thread task (Long Tasks API) of each.
 *
 * Every opening is on a fresh page. Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 * Run directly (`npx tsx scripts/bench/long-text.bench.ts`) it prints each result as one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { median, result, type BenchResult } from './harness';
import { watchPageErrors } from './page-errors';
import { buildBenchPage, servePage, type PageServer } from './renderer-page/page-server';
import type { OpenSample } from './long-text-page/bench-protocol';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';

const ROUNDS = 3;
const SHORT = 20;
const SIZES = { '1mb': 1024 * 1024, '10mb': 10 * 1024 * 1024 } as const;
/** Gives up on one opening after this long (the code before the fix took minutes for 10 MB). */
const OPEN_TIMEOUT_MS = 120_000;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Opens the dialog with strings `length` long on a fresh page. */
async function openOnce(browser: Browser, server: PageServer, length: number): Promise<OpenSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors = await watchPageErrors(page);
    page.setDefaultTimeout(OPEN_TIMEOUT_MS);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => 'longTextBench' in window);
    const sample = await page.evaluate(
      (n) =>
        (
          window as unknown as { longTextBench: { open: (n: number) => Promise<OpenSample> } }
        ).longTextBench.open(n),
      length,
    );
    if (errors.length > 0) throw new Error(`The bench page failed: ${errors[0]}`);
    return sample;
  } finally {
    await context.close();
  }
}

/** Runs the bench and returns one line per size. */
export async function run(): Promise<BenchResult[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'long-text-bench-'));
  let server: PageServer | undefined;
  let browser: Browser | undefined;
  try {
    await buildBenchPage(outDir, join(import.meta.dirname, 'long-text-page'));
    server = await servePage(outDir, {});
    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS],
    });
    const samples: Record<'short' | keyof typeof SIZES, OpenSample[]> = { short: [], '1mb': [], '10mb': [] };
    for (let i = 0; i < ROUNDS; i++) {
      samples.short.push(await openOnce(browser, server, SHORT));
      for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[])
        samples[size].push(await openOnce(browser, server, SIZES[size]));
    }
    const openMs = (key: keyof typeof samples) => median(samples[key].map((s) => s.openMs));
    const longest = (key: keyof typeof samples) => round1(median(samples[key].map((s) => s.longestTaskMs)));
    return (Object.keys(SIZES) as (keyof typeof SIZES)[]).map((size) =>
      result(`long-text-detail-open-${size}`, { ours: openMs(size), baseline: openMs('short') }, 3, {
        characters: SIZES[size],
        rounds: ROUNDS,
        longestTaskMs: longest(size),
        longestTaskMsShort: longest('short'),
        openMsRounds: samples[size].map((s) => round1(s.openMs)),
      }),
    );
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
