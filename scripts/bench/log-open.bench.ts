/**
 * Bench `log-open-100k`: the longest task on the page's main thread while the web build opens a logged
 * 100,000-account lookup (a ~65 MB entry in IndexedDB, in the log's Worker). A page built with Vite and
 * the web build's CSP (log-open-page/) runs in Chromium, logs the lookup, then opens it two ways, each
 * read and made into the results the table shows:
 *
 * - `ours`: the entry read in parts (`getLookupLogEntryPart`, ~130 small answers), its look-alikes
 *   found behind the bridge against the user's 100,000 labels (`lookAlikesOfLogEntry`), its result rows
 *   built 5,000 at a time;
 * - `baseline`: the whole entry in one answer (`getLookupLogEntry`) and its rows at once, as before.
 *
 * `ours` and `baseline` are the longest main-thread task of each (PerformanceObserver `longtask`), in
 * ms; the target is the 200 ms for the longest task. Needs Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium). Run directly (`npx tsx scripts/bench/log-open.bench.ts`) it prints one JSON line.
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
import { watchPageErrors } from './page-errors';
import { servePage, type PageServer } from './renderer-page/page-server';

const ACCOUNTS = 100_000;
/** The user's labels while it opens (the most the app keeps): reopening finds look-alikes against them. */
const LABELS = 100_000;
const TARGET_MS = 200;
const ROOT = resolve(import.meta.dirname, '..', '..');
const round1 = (n: number) => Math.round(n * 10) / 10;

interface OpenRun {
  ms: number;
  longTasks: number[];
  rows: number;
}

/** Builds log-open-page/ (production mode, the web CSP, the renderer's `events` shim) into `outDir`. */
async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'log-open-page'),
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [cspHtmlPlugin('web')],
    resolve: { alias: [{ find: /^events$/, replacement: join(ROOT, 'renderer/shims/events.ts') }] },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

type BenchPage = { __bench: Record<string, (arg: string | number) => Promise<unknown>> };
const call = <T>(page: Page, name: string, arg: string | number) =>
  page.evaluate(([n, a]) => (window as unknown as BenchPage).__bench[n]!(a), [
    name,
    arg,
  ] as const) as Promise<T>;

/** Runs the bench and returns its result line. */
export async function run(): Promise<BenchResult[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'log-open-bench-'));
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
    const errors = await watchPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const id = await call<string>(page, 'log', ACCOUNTS);
    const labelled = await call<number>(page, 'labels', LABELS);
    if (labelled !== LABELS) throw new Error(`log-open: ${labelled} labels imported, not ${LABELS}`);
    // Each open starts on a collected heap: the one before leaves ~65 MB of garbage, whose major GC
    // would otherwise land in the next one's tasks.
    const cdp = await page.context().newCDPSession(page);
    const collected = () => cdp.send('HeapProfiler.collectGarbage');
    await collected();
    const baseline = await call<OpenRun>(page, 'baseline', id);
    await collected();
    const ours = await call<OpenRun>(page, 'ours', id);
    if (ours.rows !== ACCOUNTS || baseline.rows !== ACCOUNTS)
      throw new Error(`log-open: ${ours.rows} and ${baseline.rows} rows, not ${ACCOUNTS}`);
    if (errors.length > 0) throw new Error(`log-open: the page threw: ${errors[0]}`);
    const longest = (r: OpenRun) => (r.longTasks.length ? Math.max(...r.longTasks) : 0);
    return [
      {
        name: 'log-open-100k',
        ours: round1(longest(ours)),
        baseline: round1(longest(baseline)),
        ratio: Math.round((longest(ours) / Math.max(longest(baseline), 1)) * 1000) / 1000,
        target: TARGET_MS,
        target_on: 'ours',
        unit: 'ms longest main-thread task',
        detail: {
          accounts: ACCOUNTS,
          labels: LABELS,
          baseline_is: 'the whole entry in one answer from the log Worker (before this change)',
          oursOpenSeconds: round1(ours.ms / 1000),
          baselineOpenSeconds: round1(baseline.ms / 1000),
          oursLongTasks: ours.longTasks.map(round1),
          baselineLongTasks: baseline.longTasks.map(round1),
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
