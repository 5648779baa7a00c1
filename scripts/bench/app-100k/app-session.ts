/**
 * The app as the app-100k bench drives it, as a user would: opened against an indexer, a file loaded
 * through "Load from file…", Look up clicked, the lookup checked whole, the tabs switched.
 */
import { Address } from '@ton/core';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { RunningIndexServer } from '../../../local-index-server';
import { statSync } from 'node:fs';
import { clickAt, longTasksBetween, markOf, switchScreen, watchLongTasks } from './page-probes';
import { watchPageErrors } from '../page-errors';

const VIEWPORT = { width: 1366, height: 860 };
const FILE_TIMEOUT_MS = 180_000;
const LOOKUP_TIMEOUT_MS = 600_000;
const LOG_TIMEOUT_MS = 300_000;
/** The screens switched through, in order (tab ids). */
const SWITCHES = ['log', 'address-book', 'accounts', 'status', 'accounts'] as const;

/** One opened app. */
export interface AppSession {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Errors the page threw. */
  errors: string[];
}

/** The `accountStates` requests the server answered with 200, and every address they asked for. */
export function answered(server: RunningIndexServer): {
  requests: number;
  addresses: string[];
  refused: number;
} {
  const calls = server.requests.filter(
    (r) => r.method === 'GET' && /\/api\/v3\/accountStates$/i.test(r.path),
  );
  const ok = calls.filter((r) => r.status === 200);
  // Compared in the server's raw form (`wc:UPPERHEX`).
  const addresses = ok
    .flatMap((r) => r.query.address ?? [])
    .map((a) => Address.parse(a).toRawString().toUpperCase());
  return { requests: ok.length, addresses, refused: calls.length - ok.length };
}

/** `call` made to run at most once (nothing when absent). */
function once(call: (() => void) | undefined): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    call?.();
  };
}

/** The current lookup's table-complete callback of each page the binding was added to. */
const tableCompleteOf = new WeakMap<Page, () => void>();

/** `window.__benchTableComplete` in `page` calls `call` (the binding added once per page). */
async function bindTableComplete(page: Page, call: () => void): Promise<void> {
  const bound = tableCompleteOf.has(page);
  tableCompleteOf.set(page, call);
  if (!bound) await page.exposeFunction('__benchTableComplete', () => tableCompleteOf.get(page)?.());
}

/** Opens the app against the indexer in a fresh context and waits for the chain status. */
export async function openApp(browser: Browser, appUrl: string, indexerUrl: string): Promise<AppSession> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = await watchPageErrors(page);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${appUrl}/?indexer=${encodeURIComponent(indexerUrl)}`);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="app"]')?.getAttribute('data-ready') === 'true',
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForFunction(
    () =>
      (
        document.querySelector(
          '[data-testid="chain-status-data"] [data-testid="block-last"] [data-field="seqno"]',
        )?.textContent ?? ''
      ).trim() !== '',
    undefined,
    { timeout: 60_000 },
  );
  await watchLongTasks(page);
  return { context, page, cdp, errors };
}

/**
 * Loads `text` as file `name` through "Load from file…" on the Accounts screen and waits until it counts `valid`
 * addresses; resolves with the page times of the input's `change` event and of the counts shown.
 * Playwright puts the file into the page in a task of its own (1.6 s for 4.8 MB here), which ends
 * after `change`: the app's own tasks are those that begin after it.
 */
export async function loadFile(
  page: Page,
  text: string,
  valid: number,
  name = 'addresses.txt',
): Promise<{ changeAt: number; countedAt: number }> {
  await page.getByRole('tab', { name: 'Accounts', exact: true }).click();
  const input = page.getByTestId('accounts').locator('input[type="file"]');
  await input.evaluate((element) =>
    element.addEventListener(
      'change',
      () => ((window as unknown as { benchChangeAt: number }).benchChangeAt = performance.now()),
      { capture: true, once: true },
    ),
  );
  const mimeType = name.endsWith('.csv') ? 'text/csv' : 'text/plain';
  await input.setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
  await page.waitForFunction(
    (n) => {
      const accounts = document.querySelector('[data-testid="accounts"]');
      const summary = accounts?.querySelector('[data-testid="address-summary"]');
      // While a long list is read the summary keeps the previous list's counts: wait for the whole read.
      const counted =
        summary?.getAttribute('data-reading') === 'false' && summary.getAttribute('data-valid') === String(n);
      return counted || accounts?.querySelector('[data-testid="file-error"]') != null;
    },
    valid,
    { timeout: FILE_TIMEOUT_MS, polling: 250 },
  );
  const fileError = page.getByTestId('accounts').getByTestId('file-error');
  if ((await fileError.count()) > 0)
    throw new Error(`app-100k: the app refused the file: ${await fileError.textContent()}`);
  return page.evaluate(() => ({
    changeAt: (window as unknown as { benchChangeAt: number }).benchChangeAt,
    countedAt: performance.now(),
  }));
}

/**
 * Clicks Look up; resolves with the page times of the click, of the complete table (every row, the
 * progress bar gone) and of the lookup's entry in the Log screen's list (it stays mounted while hidden).
 * The two ends are marked by a MutationObserver, as the DOM changes: a poll would run only when the
 * main thread is free, and so would count a long task that follows as part of the lookup.
 */
export async function lookUp(
  page: Page,
  accounts: number,
  /**
   * Called once, as soon as the page sees the table complete (from the page's own observer, through a
   * binding: the wait's 250 ms polls would let the job worker's log write, which starts then, into a
   * CPU span that ends here), before the log wait.
   */
  onTableComplete?: () => void,
  /** Whether the log may refuse the lookup (as too large): its refusal then ends the wait, and is returned. */
  logMayRefuse = false,
): Promise<{ clickAt: number; doneAt: number; loggedAt: number; logRefusal: string | null }> {
  const tableComplete = once(onTableComplete);
  await bindTableComplete(page, tableComplete);
  await page.evaluate((n) => {
    const marks = (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks;
    delete marks.done;
    delete marks.logged;
    new MutationObserver(() => {
      const screen = document.querySelector('[data-testid="accounts"]');
      if (
        marks.done === undefined &&
        screen?.querySelector('[data-testid="results-table"]')?.getAttribute('data-total-rows') ===
          String(n) &&
        screen.querySelector('[data-testid="lookup-progress"]') === null
      ) {
        marks.done = performance.now();
        (window as unknown as { __benchTableComplete?: () => void }).__benchTableComplete?.();
      }
      const refusal = [...(screen?.querySelectorAll('[data-testid="error-banner"]') ?? [])].find((banner) =>
        banner.textContent?.includes('the lookup log could not record them'),
      );
      if (
        marks.logged === undefined &&
        (refusal || document.querySelector('[data-testid="log"] [data-testid="log-entry"]') !== null)
      ) {
        marks.logged = performance.now();
        if (refusal)
          (window as unknown as { __benchLogRefusal: string }).__benchLogRefusal = refusal.textContent!;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, accounts);
  const clicked = await clickAt(page, '[data-testid="accounts"] [data-testid="lookup-button"]');
  try {
    await page.waitForFunction(
      () => (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks.done !== undefined,
      undefined,
      {
        timeout: LOOKUP_TIMEOUT_MS,
        polling: 250,
      },
    );
  } catch (error) {
    throw new Error(
      `app-100k: timed out waiting for the results table to hold ${accounts} rows with the progress bar gone`,
      { cause: error },
    );
  }
  tableComplete();
  try {
    await page.waitForFunction(
      () => (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks.logged !== undefined,
      undefined,
      {
        timeout: LOG_TIMEOUT_MS,
        polling: 250,
      },
    );
  } catch (error) {
    throw new Error('app-100k: timed out waiting for the lookup to show in the Log screen (or its refusal)', {
      cause: error,
    });
  }
  const logRefusal = await page.evaluate(
    () => (window as unknown as { __benchLogRefusal?: string }).__benchLogRefusal ?? null,
  );
  if (logRefusal !== null && !logMayRefuse)
    throw new Error(`app-100k: the lookup log refused the lookup: ${logRefusal}`);
  return {
    clickAt: clicked,
    doneAt: await markOf(page, 'done'),
    loggedAt: await markOf(page, 'logged'),
    logRefusal,
  };
}

/** Throws unless the finished lookup is whole: every row, none pending or failed, each address asked once. */
export async function checkLookup(
  page: Page,
  server: RunningIndexServer,
  raws: readonly string[],
  errors: readonly string[],
): Promise<{ requests: number; refused: number }> {
  const table = await page.evaluate(() => {
    const screen = document.querySelector('[data-testid="accounts"]');
    return {
      totalRows: Number(
        screen?.querySelector('[data-testid="results-table"]')?.getAttribute('data-total-rows') ?? NaN,
      ),
      renderedRows: screen?.querySelectorAll('[data-testid="result-row"]').length ?? 0,
      pendingOrFailed:
        screen?.querySelectorAll(
          '[data-testid="result-row"][data-status="pending"], [data-testid="result-row"][data-status="failed"]',
        ).length ?? 0,
      incomplete: screen?.querySelector('[data-testid="lookup-incomplete"]')?.textContent ?? null,
    };
  });
  if (table.totalRows !== raws.length)
    throw new Error(`app-100k: the results table reports ${table.totalRows} rows, not ${raws.length}.`);
  if (table.incomplete !== null) throw new Error(`app-100k: the lookup is incomplete: ${table.incomplete}`);
  if (table.renderedRows === 0 || table.pendingOrFailed > 0)
    throw new Error(
      `app-100k: ${table.renderedRows} rows rendered, ${table.pendingOrFailed} pending or failed.`,
    );
  const asked = answered(server);
  const wanted = new Set(raws);
  if (
    asked.addresses.length !== raws.length ||
    new Set(asked.addresses).size !== raws.length ||
    !asked.addresses.every((a) => wanted.has(a))
  )
    throw new Error(
      `app-100k: the server answered ${asked.addresses.length} addresses (${new Set(asked.addresses).size} distinct), expected ${raws.length} once each.`,
    );
  if (errors.length > 0) throw new Error(`app-100k: the page threw: ${errors[0]}`);
  return { requests: asked.requests, refused: asked.refused };
}

/** Switches through the tabs (Log, Address book, Accounts, Chain status, Accounts) and returns each switch's time. */
export async function switchAll(
  page: Page,
): Promise<{ screen: string; ms: number; longestTaskAfterMs: number }[]> {
  const switches = [];
  for (const screen of SWITCHES) switches.push(await switchScreen(page, screen));
  return switches;
}

/**
 * Exports the finished lookup's rows as `format` (the web build downloads the file); the time from the
 * click to the bar's "Exported" line and the page's longest task meanwhile.
 */
export async function exportRows(
  page: Page,
  format: 'csv' | 'json',
): Promise<{ format: string; ms: number; longestTaskMs: number; bytes: number }> {
  const screen = page.getByTestId('accounts');
  // The formats sit in the Export menu: opened first, outside the measured span (a click the user
  // makes before choosing).
  const menu = screen.getByTestId('export-menu');
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await screen.getByTestId(`export-${format}`).waitFor();
  const download = page.waitForEvent('download', { timeout: LOOKUP_TIMEOUT_MS });
  const from = await clickAt(page, `[data-testid="accounts"] [data-testid="export-${format}"]`);
  const file = await (await download).path();
  await screen.getByText(/^Exported [\d,]+ rows/).waitFor({ timeout: LOOKUP_TIMEOUT_MS });
  const to = await page.evaluate(() => performance.now());
  const tasks = await longTasksBetween(page, from, to);
  return {
    format,
    ms: to - from,
    longestTaskMs: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
    bytes: file ? statSync(file).size : 0,
  };
}
