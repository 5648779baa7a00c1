/**
 * Driving the renderer's web build (the in-page bridge) in Playwright: open it against a local index
 * server, switch screens, run a lookup, and read what the user sees. Locators follow the renderer's
 * roles and labels first, test ids where a role would be ambiguous.
 */
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  startIndexServer,
  type IndexServerOptions,
  type RecordedRequest,
  type RunningIndexServer,
} from '../../local-index-server';

/** The tab names of the app, in order. */
export type ScreenName =
  'Chain status' | 'Accounts' | 'Address book' | 'Favourites' | 'Watch' | 'Log' | 'Settings';

/** The name the web bridge gives the profile that `?indexer=` adds. */
export const URL_PROFILE_NAME = 'Local indexer (from URL)';
/** Its id (test ids `profile-<id>`, `api-key-<id>`, `test-connection-<id>`). */
export const URL_PROFILE_ID = 'local-from-url';

/**
 * How long a lookup whose every batch fails may take to show its banner: the bulk scheduler first
 * retries the batch (5 attempts, exponential backoff with jitter of up to 0.5 + 1 + 2 + 4 s, or the
 * server's Retry-After), and each attempt may itself wait out the request timeout.
 */
export const LOOKUP_GIVE_UP_MS = 30_000;

/** Opens the web build with `?indexer=<indexerUrl>` and waits until the app says it is ready. */
export async function openWebApp(page: Page, indexerUrl: string): Promise<void> {
  await page.goto(`/?indexer=${encodeURIComponent(indexerUrl)}`);
  await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
}

/** Clicks a tab and waits for its panel to be the visible one. */
export async function showScreen(page: Page, name: ScreenName): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The Accounts screen (hidden panels stay mounted, so every query is scoped to a screen). */
export const accountsScreen = (page: Page): Locator => page.getByTestId('accounts');
/** The Chain status screen. */
export const statusScreen = (page: Page): Locator => page.getByTestId('chain-status');
/** The Settings screen. */
export const settingsScreen = (page: Page): Locator => page.getByTestId('settings');

/** The result row of an account, by its raw address. */
export const resultRow = (page: Page, raw: string): Locator =>
  accountsScreen(page).locator(`[data-testid="result-row"][data-raw="${raw}"]`);

/** One cell of a row (`data-col`: index, input, address, status, balance, domain, token, interfaces, extra, last-tx, raw). */
export const cell = (row: Locator, column: string): Locator => row.locator(`[data-col="${column}"]`);

/** Shows more columns of the results table through its column picker (kept in the preferences). */
export async function showColumns(page: Page, ids: readonly string[]): Promise<void> {
  const screen = accountsScreen(page);
  await screen.getByTestId('column-picker').click();
  for (const id of ids) await screen.getByTestId(`column-toggle-${id}`).check();
  await screen.getByTestId('column-picker').click();
}

/** After a lookup the paste box is folded to a one-line summary: a click on it unfolds the box. */
export async function unfoldPasteBox(page: Page): Promise<void> {
  const folded = accountsScreen(page).getByTestId('paste-box-folded');
  if (await folded.isVisible()) await folded.click();
}

/** Types a list into the Addresses box and waits for the live summary to show the expected counts. */
export async function enterAddresses(
  page: Page,
  text: string,
  expected?: { valid: number; duplicates?: number; invalid?: number },
): Promise<void> {
  const screen = accountsScreen(page);
  await unfoldPasteBox(page);
  await screen.getByLabel('Addresses', { exact: true }).fill(text);
  if (expected) {
    const summary = screen.getByTestId('address-summary');
    await expect(summary).toHaveAttribute('data-valid', String(expected.valid));
    await expect(summary).toHaveAttribute('data-duplicates', String(expected.duplicates ?? 0));
    await expect(summary).toHaveAttribute('data-invalid', String(expected.invalid ?? 0));
  }
}

/**
 * A customer's message as support pastes it: opened on the indexer, pasted on the Accounts screen (its
 * counts checked), looked up with "Look up the valid ones only" (the invalid entries left as written),
 * until the results table holds the valid ones' rows.
 */
export async function lookUpValidOnly(
  page: Page,
  indexerUrl: string,
  message: string,
  counts: { valid: number; invalid: number },
): Promise<void> {
  await openWebApp(page, indexerUrl);
  await showScreen(page, 'Accounts');
  await enterAddresses(page, message, counts);
  const screen = accountsScreen(page);
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await screen.getByTestId('lookup-valid-only').click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', String(counts.valid));
}

/**
 * Runs a lookup of a list with no invalid entries from the Accounts screen (code and data included or
 * not as `includeBoc` says, else as the box is) and waits until the results table holds `rows` rows and
 * the lookup has ended (its answer is on screen).
 */
export async function lookUp(
  page: Page,
  text: string,
  rows: number,
  { includeBoc }: { includeBoc?: boolean } = {},
): Promise<void> {
  await showScreen(page, 'Accounts');
  await enterAddresses(page, text);
  const screen = accountsScreen(page);
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-invalid', '0');
  if (includeBoc !== undefined) await screen.getByTestId('include-boc').setChecked(includeBoc);
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', String(rows));
  // The rows are listed (pending) as soon as the lookup starts: wait for it to end, or a loaded
  // machine's retry is still running when the test goes on.
  await expect(screen.getByTestId('lookup-progress')).toHaveCount(0, { timeout: 30_000 });
  // The results section renders as a deferred value (accounts-screen.tsx): on a loaded machine it may
  // still show the lookup's start, every row pending, after the progress is gone. Wait until it caught up.
  await expect(screen.getByTestId('results-summary')).not.toContainText(' pending');
}

/** The `accountStates` requests in a server's log (CORS preflights excluded). */
export function accountStatesRequests(log: readonly RecordedRequest[]): RecordedRequest[] {
  return log.filter((r) => r.method === 'GET' && /\/api\/v3\/accountStates$/i.test(r.path));
}

/** The `masterchainInfo` requests in a server's log (CORS preflights excluded). */
export function masterchainInfoRequests(log: readonly RecordedRequest[]): RecordedRequest[] {
  return log.filter((r) => r.method === 'GET' && /\/api\/v3\/masterchainInfo$/i.test(r.path));
}

/** Patterns of a JavaScript stack trace: `at fn (file.js:1:2)` frames or `file.js:12:34` locations. */
const STACK_PATTERNS = [/\n\s*at\s+\S+\s+\(/, /^\s*at\s+\S+\s+\(/m, /\.(?:js|ts|tsx|mjs|cjs):\d+:\d+/];

/**
 * Asserts the page shows no stack trace: neither in the visible text (details toggles included, so
 * open them first) nor anywhere in the DOM's markup.
 */
export async function expectNoStackTrace(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  const html = await page.content();
  for (const pattern of STACK_PATTERNS) {
    expect(text, `visible text matches the stack pattern ${pattern}`).not.toMatch(pattern);
    expect(html, `page markup matches the stack pattern ${pattern}`).not.toMatch(pattern);
  }
}

/**
 * One local index server for the spec file (or `describe` block) it is called in: started before its
 * tests, healed and with an empty request log before each test, closed after. `set` receives it.
 */
export function useIndexServer(
  set: (server: RunningIndexServer) => void,
  options: IndexServerOptions = {},
): void {
  let server: RunningIndexServer | undefined;
  test.beforeAll(async () => {
    server = await startIndexServer({ port: 0, ...options });
    set(server);
  });
  test.afterAll(async () => {
    await server?.close();
  });
  test.beforeEach(() => {
    server?.setFaults({ mode: 'none' });
    server?.accountAnswers.release();
    server?.clearRequests();
  });
}

/** Loads `addresses` through "Load from file…" (one per line) and starts the lookup. */
export async function lookUpFile(page: Page, addresses: readonly string[]): Promise<void> {
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  await screen.locator('input[type="file"]').setInputFiles({
    name: 'addresses.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(addresses.join('\n')),
  });
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-valid', String(addresses.length));
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
}

/** `text` as a regular-expression source that matches it literally (server or app text inside a pattern). */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sets the label of the row of `raw` from its Label cell; answers that cell. */
export async function setRowLabel(page: Page, raw: string, text: string): Promise<Locator> {
  const labelCell = cell(resultRow(page, raw), 'label');
  await labelCell.getByTestId('label-edit').click();
  await labelCell.getByTestId('label-input').fill(text);
  await labelCell.getByTestId('label-input').press('Enter');
  return labelCell;
}

/**
 * The Accounts screen's shown rows exported as CSV (its button; the browser's download) and read back,
 * one record a row by its header; `transform` reads each cell (a spreadsheet-safe cell made plain).
 */
export async function exportedCsv(
  page: Page,
  transform?: (value: string) => string,
): Promise<Record<string, string>[]> {
  const csv = await downloadedExport(page, accountsScreen(page), 'CSV');
  return Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    ...(transform ? { transform } : {}),
  }).data;
}

/** Opens the results' Export menu on `screen` (unless open) and chooses `item`, as a user does. */
export async function chooseExport(
  screen: Locator,
  item: 'export-csv' | 'export-json' | 'copy-tsv',
): Promise<void> {
  const menu = screen.getByTestId('export-menu');
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await screen.getByTestId(item).click();
}

/** Chooses the Export menu's `format` on `screen` and answers the downloaded file's text. */
export async function downloadedExport(page: Page, screen: Locator, format: 'CSV' | 'JSON'): Promise<string> {
  const download = page.waitForEvent('download');
  await chooseExport(screen, format === 'CSV' ? 'export-csv' : 'export-json');
  return readFile((await (await download).path())!, 'utf8');
}
