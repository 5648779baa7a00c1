/**
 * Bench `log-draft-save-100k`: the longest task on the page's main thread while the web build saves a
 * 100,000-account lookup to its log (a ~65 MB entry). A page built with Vite and the web build's CSP
 * (log-draft-page/) runs in Chromium and saves the same kind of draft two ways, one after the other:
 *
 * - `ours`: the app's path — in parts of at most 2,000 items through the web bridge to the log's
 *   dedicated Worker, which checks each part, assembles the entry, serialises it and writes it to
 *   IndexedDB in one batch;
 * - `baseline`: the path this replaced — the whole draft checked in the page, then checked again,
 *   serialised and written by the log on the main thread.
 *
 * `ours` and `baseline` are the longest main-thread task of each (PerformanceObserver `longtask`), in
 * ms; `ratio` is ours / baseline; the target is the 200 ms for the longest task of a lookup.
 * Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium). Run directly
 * (`npx tsx scripts/bench/log-draft-save.bench.ts`) it prints its result as one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';
import { cspHtmlPlugin } from '../../renderer/csp';
import type { BenchResult } from './harness';
import { servePage, type PageServer } from './renderer-page/page-server';

const ACCOUNTS = 100_000;
const TARGET_MS = 200;
const ROOT = resolve(import.meta.dirname, '..', '..');
const round1 = (n: number) => Math.round(n * 10) / 10;

interface SaveRun {
  ms: number;
  longTasks: number[];
  ok: boolean;
  accounts: number;
}

/** Builds log-draft-page/ (production mode, the web CSP, the renderer's `events` shim) into `outDir`. */
async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'log-draft-page'),
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [cspHtmlPlugin('web')],
    resolve: { alias: [{ find: /^events$/, replacement: join(ROOT, 'renderer/shims/events.ts') }] },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

const save = (page: Page, which: 'ours' | 'baseline') =>
  page.evaluate(
    ([w, n]) =>
      (window as unknown as { __bench: Record<string, (n: number) => Promise<SaveRun>> }).__bench[w]!(n),
    [which, ACCOUNTS] as const,
  );

/** Runs the bench and returns its result line. */
export async function run(): Promise<BenchResult[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'log-draft-bench-'));
  let server: PageServer | undefined;
  let browser: Browser | undefined;
  try {
    await buildPage(outDir);
    server = await servePage(outDir, {});
    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS],
    });
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    // Baseline first: it leaves its own database; ours writes to the app's.
    const baseline = await save(page, 'baseline');
    const ours = await save(page, 'ours');
    if (!ours.ok || !baseline.ok)
      throw new Error(`log-draft-save: a save failed (ours ${ours.ok}, baseline ${baseline.ok})`);
    if (errors.length > 0) throw new Error(`log-draft-save: the page threw: ${errors[0]}`);
    const longest = (r: SaveRun) => (r.longTasks.length ? Math.max(...r.longTasks) : 0);
    return [
      {
        name: 'log-draft-save-100k',
        ours: round1(longest(ours)),
        baseline: round1(longest(baseline)),
        ratio: Math.round((longest(ours) / Math.max(longest(baseline), 1)) * 1000) / 1000,
        target: TARGET_MS,
        unit: 'ms longest main-thread task',
        detail: {
          accounts: ACCOUNTS,
          baseline_is:
            'the whole draft checked in the page, then checked, serialised and written by the log on the main thread (before this change)',
          oursSaveSeconds: round1(ours.ms / 1000),
          baselineSaveSeconds: round1(baseline.ms / 1000),
          oursLongTasks: ours.longTasks.length,
          baselineLongTasks: baseline.longTasks.length,
          oursLongTasksTotalMs: round1(ours.longTasks.reduce((a, b) => a + b, 0)),
          baselineLongTasksTotalMs: round1(baseline.longTasks.reduce((a, b) => a + b, 0)),
        },
      },
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
