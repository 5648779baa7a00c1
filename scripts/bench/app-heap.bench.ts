/**
 * Bench `app-heap-100k`: the renderer's JavaScript heap after the real app has looked up 100,000
 * accounts. The web build of the app (vite.config.ts, built from the current source into a temporary
 * directory) runs in Chromium against the local index server with 100,000 generated accounts and no
 * rate limit, so the app applies its self-hosted policy (no rate limit, up to 1000 addresses and 8 KB
 * per request). The addresses are loaded the way a user would: "Load from file…" on the Accounts
 * screen, then "Look up"; the bench waits until the progress bar is gone and the results table holds
 * every row. The file lists them in user-friendly form (`EQ…`, 48 characters a line, 4.9 MB), as wallets
 * and explorers show them: the same list in raw form (`0:<64 hex>`) is 6.7 MB, over the app's 5 MB file
 * limit (renderer/lookup/read-text-file.ts), and would be refused before any lookup.
 *
 * - `ours`: the used JS heap (CDP `Runtime.getHeapUsage`, after a forced `HeapProfiler.collectGarbage`)
 *   of the page holding the 100,000 results, in MB. Target ≤ 500 MB: a lookup this size must stay well
 *   inside what a desktop renderer can hold.
 * - `baseline`: the same figure for the idle app (loaded, chain status shown, no lookup), so `ratio`
 *   says how much the results cost relative to the app itself.
 *
 * Why: a bulk lookup keeps every answer (rows, address-book entries, metadata, the input list) in the
 * renderer; the heap it settles at is what decides whether 100k addresses are usable at all. The detail
 * also gives the heap before GC, the peak seen while the lookup ran (sampled every second, garbage
 * included), DOM node counts (CDP `Memory.getDOMCounters`, text nodes and the textarea's inner editor
 * included) and elements per screen, the time to read the file and to look everything up, and the
 * renderer's long tasks (how unresponsive the page got).
 *
 * The lookup is checked, not assumed: the server must have answered each of the 100,000 addresses
 * exactly once, the table must report 100,000 rows, and no "incomplete" banner may show; otherwise the
 * bench throws. Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium). Takes a few minutes on two
 * cores. Run directly (`npx tsx scripts/bench/app-heap.bench.ts`) it prints its result as one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { Address } from '@ton/core';
import { build } from 'vite';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';
import type { BenchResult } from './harness';
import { servePage, type PageServer } from './renderer-page/page-server';

const ACCOUNTS = 100_000;
const TARGET_MB = 500;
const VIEWPORT = { width: 1366, height: 860 };
/** How long the file may take to be read and summarised, and the lookup to finish. */
const FILE_TIMEOUT_MS = 180_000;
const LOOKUP_TIMEOUT_MS = 600_000;
/** How often the heap is sampled (without GC) while the lookup runs. */
const SAMPLE_EVERY_MS = 1_000;

const ROOT = resolve(import.meta.dirname, '..', '..');
const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Builds the web app (the project's vite.config.ts) into `outDir`, without source maps. */
async function buildWebApp(outDir: string): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

/** Used JS heap in bytes, as V8 reports it right now (garbage included). */
async function heapUsed(cdp: CDPSession): Promise<number> {
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Used JS heap in bytes after two full collections. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return heapUsed(cdp);
}

/** DOM counters of the page's renderer (documents, nodes, listeners). */
async function domCounters(cdp: CDPSession): Promise<{ documents: number; nodes: number; jsEventListeners: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  return cdp.send('Memory.getDOMCounters');
}

/** Waits until `predicate(arg)` holds in the page (polled every 250 ms), failing after `timeoutMs`. */
async function waitInPage(page: Page, what: string, predicate: (arg: number) => boolean, arg: number, timeoutMs: number): Promise<void> {
  try {
    await page.waitForFunction(predicate, arg, { timeout: timeoutMs, polling: 250 });
  } catch (error) {
    throw new Error(`app-heap: timed out after ${timeoutMs / 1000} s waiting for ${what}`, { cause: error });
  }
}

/** Records the renderer's long tasks (> 50 ms) from now on, into `window.__benchLongTasks`. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks);

/** What the page says about the finished lookup. */
async function readTable(page: Page) {
  return page.evaluate(() => {
    const screen = document.querySelector('[data-testid="accounts"]');
    const table = screen?.querySelector('[data-testid="results-table"]');
    return {
      totalRows: Number(table?.getAttribute('data-total-rows') ?? NaN),
      shownRows: Number(table?.getAttribute('data-row-count') ?? NaN),
      renderedRows: screen?.querySelectorAll('[data-testid="result-row"]').length ?? 0,
      activeRendered: screen?.querySelectorAll('[data-testid="result-row"][data-status="active"]').length ?? 0,
      pendingOrFailedRendered: screen?.querySelectorAll('[data-testid="result-row"][data-status="pending"], [data-testid="result-row"][data-status="failed"]').length ?? 0,
      incomplete: screen?.querySelector('[data-testid="lookup-incomplete"]')?.textContent ?? null,
      progressShown: screen?.querySelector('[data-testid="lookup-progress"]') !== null,
    };
  });
}

/** The `accountStates` requests the server answered with 200, and every address they asked for. */
function answered(server: RunningIndexServer): { requests: number; addresses: string[]; refused: number } {
  const calls = server.requests.filter((r) => r.method === 'GET' && /\/api\/v3\/accountStates$/i.test(r.path));
  const ok = calls.filter((r) => r.status === 200);
  const addresses = ok.flatMap((r) => r.query.address ?? []).map((a) => Address.parse(a).toRawString());
  return { requests: ok.length, addresses, refused: calls.length - ok.length };
}

/** Runs the bench and returns its result line. */
export async function run(): Promise<BenchResult[]> {
  const startedAt = performance.now();
  const outDir = await mkdtemp(join(tmpdir(), 'app-heap-bench-'));
  let indexServer: RunningIndexServer | undefined;
  let pageServer: PageServer | undefined;
  let browser: Browser | undefined;
  try {
    let t = performance.now();
    await buildWebApp(outDir);
    const buildSeconds = (performance.now() - t) / 1000;
    indexServer = await startIndexServer({ port: 0, dataset: { generated: ACCOUNTS } });
    const server = indexServer;
    pageServer = await servePage(outDir, {});
    const raws = server.data.list.slice(0, ACCOUNTS).map((a) => Address.parse(a.raw));
    const addresses = raws.map((a) => a.toString({ urlSafe: true, bounceable: true }));
    const fileText = addresses.join('\n');
    if (addresses.length !== ACCOUNTS) throw new Error(`app-heap: the index server generated ${addresses.length} accounts, not ${ACCOUNTS}.`);

    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
    });
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);

    // The idle app: loaded against the indexer, chain status on screen.
    await page.goto(`${pageServer.url}/?indexer=${encodeURIComponent(server.url)}`);
    await waitInPage(page, 'the app to be ready', () => document.querySelector('[data-testid="app"]')?.getAttribute('data-ready') === 'true', 0, 60_000);
    await waitInPage(
      page,
      'the chain status',
      () => (document.querySelector('[data-testid="chain-status-data"] [data-testid="block-last"] [data-field="seqno"]')?.textContent ?? '').trim() !== '',
      0,
      60_000,
    );
    await page.waitForTimeout(1_000);
    const idleHeap = await heapAfterGc(cdp);
    const idleDom = await domCounters(cdp);

    // Load the file through the Accounts screen, as a user would.
    await page.getByRole('tab', { name: 'Accounts', exact: true }).click();
    const screen = page.getByTestId('accounts');
    await watchLongTasks(page);
    t = performance.now();
    await screen.locator('input[type="file"]').setInputFiles({
      name: 'addresses.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(fileText),
    });
    await waitInPage(
      page,
      `the summary to count ${ACCOUNTS} valid addresses`,
      (n) => {
        const accounts = document.querySelector('[data-testid="accounts"]');
        return (
          accounts?.querySelector('[data-testid="address-summary"]')?.getAttribute('data-valid') === String(n) ||
          accounts?.querySelector('[data-testid="file-error"]') != null
        );
      },
      ACCOUNTS,
      FILE_TIMEOUT_MS,
    );
    const fileError = (await screen.getByTestId('file-error').count()) > 0 ? await screen.getByTestId('file-error').textContent() : null;
    if (fileError !== null) throw new Error(`app-heap: the app refused the file of ${ACCOUNTS} addresses: ${fileError}`);
    const fileSeconds = (performance.now() - t) / 1000;
    const fileLongTasks = await longTasks(page);
    const heapWithInput = await heapAfterGc(cdp);

    // Look up; sample the heap (no GC) until the table is complete and the progress bar is gone.
    server.clearRequests();
    await page.evaluate(() => ((window as unknown as { __benchLongTasks: number[] }).__benchLongTasks.length = 0));
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heapUsed(cdp).catch(() => 0));
        await new Promise((ok) => setTimeout(ok, SAMPLE_EVERY_MS));
      }
    })();
    t = performance.now();
    await screen.getByRole('button', { name: 'Look up', exact: true }).click();
    try {
      await waitInPage(
        page,
        `the results table to hold ${ACCOUNTS} rows with the progress bar gone`,
        (n) => {
          const accounts = document.querySelector('[data-testid="accounts"]');
          return (
            accounts?.querySelector('[data-testid="results-table"]')?.getAttribute('data-total-rows') === String(n) &&
            accounts.querySelector('[data-testid="lookup-progress"]') === null
          );
        },
        ACCOUNTS,
        LOOKUP_TIMEOUT_MS,
      );
    } finally {
      sampling = false;
      await sampler;
    }
    const lookupSeconds = (performance.now() - t) / 1000;
    const lookupLongTasks = await longTasks(page);

    // Check the lookup really happened, then let the app settle (the lookup log is written after) and measure.
    const table = await readTable(page);
    const asked = answered(server);
    if (table.totalRows !== ACCOUNTS) throw new Error(`app-heap: the results table reports ${table.totalRows} rows, not ${ACCOUNTS}.`);
    if (table.incomplete !== null) throw new Error(`app-heap: the lookup is incomplete: ${table.incomplete}`);
    if (table.renderedRows === 0 || table.pendingOrFailedRendered > 0)
      throw new Error(`app-heap: ${table.renderedRows} rows rendered, ${table.pendingOrFailedRendered} of them pending or failed.`);
    const wanted = new Set(raws.map((a) => a.toRawString()));
    if (asked.addresses.length !== ACCOUNTS || new Set(asked.addresses).size !== ACCOUNTS || !asked.addresses.every((a) => wanted.has(a)))
      throw new Error(`app-heap: the server answered ${asked.addresses.length} addresses (${new Set(asked.addresses).size} distinct), expected ${ACCOUNTS} once each.`);
    if (errors.length > 0) throw new Error(`app-heap: the page threw: ${errors[0]}`);

    const heapBeforeGc = await heapUsed(cdp);
    await page.waitForTimeout(3_000);
    const heapAfter = await heapAfterGc(cdp);
    const dom = await domCounters(cdp);
    const memory = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null);
    // Element counts per screen: hidden screens stay mounted, so a screen that renders every row shows here.
    const elementsByScreen = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll('section[role="tabpanel"]')].map((panel) => [panel.id.replace(/^panel-/, ''), panel.querySelectorAll('*').length])),
    );

    const ours = heapAfter / MB;
    const baseline = idleHeap / MB;
    const longest = (tasks: number[]) => round1(tasks.length ? Math.max(...tasks) : 0);
    const total = (tasks: number[]) => round1(tasks.reduce((a, b) => a + b, 0));
    return [
      {
        name: 'app-heap-100k',
        ours: round1(ours),
        baseline: round1(baseline),
        ratio: round3(ours / baseline),
        target: TARGET_MB,
        unit: 'MB',
        detail: {
          accounts: ACCOUNTS,
          fileMB: round1(Buffer.byteLength(fileText) / MB),
          baseline_is: 'the idle app (loaded, chain status shown), same page, after GC',
          requests: asked.requests,
          refusedRequests: asked.refused,
          addressesPerRequest: Math.round(ACCOUNTS / asked.requests),
          fileSeconds: round1(fileSeconds),
          lookupSeconds: round1(lookupSeconds),
          heapWithInputMB: round1(heapWithInput / MB),
          heapPeakDuringLookupMB: round1(peak / MB),
          heapBeforeGcMB: round1(heapBeforeGc / MB),
          heapAfterGcMB: round1(ours),
          performanceMemoryUsedMB: memory === null ? null : round1(memory / MB),
          domNodesIdle: idleDom.nodes,
          domNodes: dom.nodes,
          jsEventListeners: dom.jsEventListeners,
          elementsByScreen,
          renderedResultRows: table.renderedRows,
          fileLongTasks: fileLongTasks.length,
          fileLongestTaskMs: longest(fileLongTasks),
          lookupLongTasks: lookupLongTasks.length,
          lookupLongTasksTotalMs: total(lookupLongTasks),
          lookupLongestTaskMs: longest(lookupLongTasks),
          buildSeconds: round1(buildSeconds),
          benchSeconds: round1((performance.now() - startedAt) / 1000),
        },
      },
    ];
  } finally {
    await browser?.close();
    await pageServer?.close();
    await indexServer?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
