/**
 * An analyst's CSV with its own columns (`address,customer_id,note`), in the web build against the
 * local index server: the file box says which columns it keeps, the lookup runs on the addresses, and
 * the CSV export (and the JSON document, under `input_columns`) written to disk carries each line's customer id and note beside its account — exact,
 * an account named twice on a row per line, the user's formula-looking text guarded — and the
 * account page shows them under "Input". Reopened from the log after a reload (the job worker, which
 * read the file, started anew), the lookup's entry still carries them: both exports and the page; and
 * looked up again from there (the box, or the Log's Re-run), the new lookup takes them from the entry.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type { RunningIndexServer } from '../local-index-server';
import { exportDocumentSchema } from '../shared/export/export-formats';
import { downloadedExport, openWebApp, showScreen, useIndexServer } from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: 10 } });

/** The analyst's file: `a` on two lines, each cell as a spreadsheet writes it (CRLF). */
const customersCsv = ([a, b, c]: string[]) =>
  [
    'address,customer_id,note',
    `${a},c-1,"first, with a comma"`,
    `${b},c-2,=HYPERLINK("http://x")`,
    `${c},c-3,`,
    `${a},c-4,again`,
  ].join('\r\n') + '\r\n';

/** The web app open on the Accounts screen with `text` chosen as the file customers.csv; the screen. */
async function accountsWithCsv(page: Page, text: string): Promise<Locator> {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  // The Accounts screen (hidden panels stay mounted: every query is scoped to it).
  const screen = page.getByTestId('accounts');
  await screen
    .getByLabel('Choose a .txt or .csv file to fill the list')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  return screen;
}

test("a CSV's own columns are exported beside each account, as the file wrote them", async ({ page }) => {
  const [a, b, c] = server.data.list.slice(0, 3).map((r) => r.raw);
  const screen = await accountsWithCsv(page, `\uFEFF${customersCsv([a!, b!, c!])}`);
  await expect(screen.getByTestId('file-note')).toHaveText(
    'customers.csv: Took column 1 ("address") of 3 from 4 rows; skipped the header row. Kept columns 2 ("customer_id"), 3 ("note") for the export.',
  );
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-valid', '3');
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(screen.getByTestId('lookup-progress')).toBeHidden();
  await expect(screen.getByTestId('results-summary')).toContainText('3');

  await expectExportedColumns(page, screen, [a!, b!, c!]);

  // Reopened from the log after a reload: the columns come from the log entry, where they are kept.
  await page.reload();
  await showScreen(page, 'Log');
  await page.getByTestId('log').getByTestId('log-entry').first().getByTestId('log-open').click();
  await expect(screen.getByTestId('results-summary')).toContainText('from the lookup log');
  await expectExportedColumns(page, screen, [a!, b!, c!]);
});

test('a lookup reopened from the log and looked up again keeps the list file’s columns', async ({ page }) => {
  const [a, b, c] = server.data.list.slice(0, 3).map((r) => r.raw);
  const screen = await accountsWithCsv(page, customersCsv([a!, b!, c!]));
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(screen.getByTestId('lookup-progress')).toBeHidden();
  await expect(screen.getByTestId('results-summary')).toContainText('3');

  // After a reload (the file read behind the bridge is gone with its worker), the entry is opened and
  // its addresses, back in the box, looked up again: the job takes the columns from the entry.
  await page.reload();
  await showScreen(page, 'Log');
  await page.getByTestId('log').getByTestId('log-entry').first().getByTestId('log-open').click();
  await expect(screen.getByTestId('results-summary')).toContainText('from the lookup log');
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(screen.getByTestId('lookup-progress')).toBeHidden();
  await expect(screen.getByTestId('results-summary')).not.toContainText('from the lookup log');
  await expectExportedColumns(page, screen, [a!, b!, c!]);

  // Re-run from the Log screen, after another reload: the same.
  await page.reload();
  await showScreen(page, 'Log');
  await page.getByTestId('log').getByTestId('log-entry').first().getByTestId('log-rerun').click();
  await expect(screen.getByTestId('lookup-progress')).toBeHidden();
  await expect(screen.getByTestId('results-summary')).toContainText('3');
  await expectExportedColumns(page, screen, [a!, b!, c!]);
});

/** The CSV and JSON exports carry each line's columns beside its account, and the page shows them. */
async function expectExportedColumns(page: Page, screen: Locator, [a, b, c]: string[]): Promise<void> {
  const text = await downloadedExport(page, screen, 'CSV');
  const read = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(read.errors).toEqual([]);
  expect(read.meta.fields!.slice(-2)).toEqual(['customer_id', 'note']);
  expect(read.data.map((r) => [r.raw!.toLowerCase(), r.customer_id, r.note])).toEqual([
    [a!.toLowerCase(), 'c-1', 'first, with a comma'],
    [a!.toLowerCase(), 'c-4', 'again'],
    [b!.toLowerCase(), 'c-2', `'=HYPERLINK("http://x")`],
    [c!.toLowerCase(), 'c-3', ''],
  ]);

  // The JSON document: the same lines, each record's columns under input_columns.
  const document = exportDocumentSchema.parse(JSON.parse(await downloadedExport(page, screen, 'JSON')));
  expect(document.records.map((r) => r.input_columns)).toEqual([
    { customer_id: 'c-1', note: 'first, with a comma' },
    { customer_id: 'c-4', note: 'again' },
    { customer_id: 'c-2', note: '=HYPERLINK("http://x")' },
    { customer_id: 'c-3', note: '' },
  ]);

  // The account page shows each line's columns under "Input", as text.
  await screen.locator(`[data-testid="result-row"][data-raw="${a}"]`).click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog.getByTestId('detail-input-columns')).toHaveText([
    'customer_id: c-1 · note: first, with a comma',
    'customer_id: c-4 · note: again',
  ]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
