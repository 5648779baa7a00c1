/**
 * Issue 34 §1: a shown column derived on request (a wallet's USD₮ held) is exported for EVERY row, not
 * only the rows a screen showed: the export derives them first, with its progress, behind the bridge.
 * The analyst's case: 1,200 accounts, "USD₮ held" on, Export CSV without scrolling — the two wallets
 * that hold USD₮ sit at the end of the list (never rendered), and each wallet row has a value. Stopped
 * half way, the values not derived are written "not computed" and the status says how many: never a
 * blank that reads as "holds nothing".
 */
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import {
  accountsScreen,
  chooseExport,
  lookUpFile,
  openWebApp,
  showColumns,
  useIndexServer,
} from './support/web-app';

test.use({ viewport: { width: 1366, height: 768 } });

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: 1_200 } });

const customer = sampleAccount('wallet-v4r2');
const friend = sampleAccount('wallet-v5r1');
const HEADER = 'USD₮ held';

/** The generated wallets and the two USD₮ holders last: a list longer than the screen shows. */
function list(): string[] {
  const generated = server.data.list.filter((a) => !a.label).map((a) => a.raw);
  return [...generated, customer.raw, friend.raw];
}

/** Clicks Export CSV and answers the file's rows (header → cell). */
async function exportCsv(page: Page, beforeSave?: () => Promise<void>): Promise<Record<string, string>[]> {
  const download = page.waitForEvent('download', { timeout: 180_000 });
  await chooseExport(accountsScreen(page), 'export-csv');
  await beforeSave?.();
  const file = await (await download).path();
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The exported rows of wallets (by the Kind column the table shows, which the CSV carries). */
const walletRows = (rows: Record<string, string>[]) => rows.filter((r) => /^wallet v/.test(r['Kind'] ?? ''));

test('Export CSV derives "USD₮ held" for every row first: none blank for a wallet, the last rows’ USD₮ and lock included', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openWebApp(page, server.url);
  const addresses = list();
  await lookUpFile(page, addresses);
  await expect(accountsScreen(page).getByTestId('results-table')).toHaveAttribute(
    'data-total-rows',
    String(addresses.length),
  );
  await expect(accountsScreen(page).getByTestId('lookup-progress')).toHaveCount(0, { timeout: 120_000 });
  await showColumns(page, ['wallet-token-usd']);

  const rows = await exportCsv(page, () =>
    expect(accountsScreen(page).getByTestId('export-deriving')).toContainText('values ready'),
  );
  expect(rows).toHaveLength(addresses.length);
  const byRaw = new Map(rows.map((r) => [r['raw'], r]));
  // Before: blank for every row never shown, the customer's locked 1.5 USD₮ among them.
  expect(byRaw.get(customer.raw)![HEADER]).toBe('1.5 USD₮ · outgoing transfers locked (status 1)');
  expect(byRaw.get(friend.raw)![HEADER]).toBe('25 USD₮');
  // Every wallet has a value: its balance, "no jetton wallet yet (0)", or why it could not be derived.
  const wallets = walletRows(rows);
  expect(wallets.length).toBeGreaterThan(500);
  expect(wallets.filter((r) => r[HEADER] === '').map((r) => r['raw'])).toEqual([]);
  await expect(accountsScreen(page).getByTestId('export-status')).toHaveText(
    new RegExp(`^Exported ${addresses.length.toLocaleString('en-US')} rows as CSV`),
  );
});

test('Stopped before every value is derived, the export writes "not computed" and says how many', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openWebApp(page, server.url);
  const addresses = list();
  await lookUpFile(page, addresses);
  await expect(accountsScreen(page).getByTestId('lookup-progress')).toHaveCount(0, { timeout: 120_000 });
  await showColumns(page, ['wallet-token-usd']);
  // The server holds its answers now: the derivation cannot finish before Stop.
  server.accountAnswers.hold();
  const rows = await exportCsv(page, async () => {
    await accountsScreen(page).getByTestId('export-stop').click();
  });
  server.accountAnswers.release();
  const notComputed = rows.filter((r) => r[HEADER] === 'not computed');
  expect(notComputed.length).toBeGreaterThan(0);
  // Each wallet is a value or "not computed": never blank.
  expect(walletRows(rows).filter((r) => r[HEADER] === '')).toEqual([]);
  await expect(accountsScreen(page).getByTestId('export-status')).toContainText(
    `${notComputed.length.toLocaleString('en-US')} derived values were not computed (written "not computed")`,
  );
});
