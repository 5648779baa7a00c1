/**
 * The Address book screen with a few thousand entries in the web build, against the local index
 * server: nothing is built while the tab is hidden, the table is virtualised (far fewer <tr> than
 * entries, the last entry reachable by scrolling), and the text filter narrows the entries to one known
 * address (case-insensitively, by raw or user-friendly form) with the count line saying so.
 */
import { parseAddress } from '../shared/address/address-codec';
import { expect, test, type Page } from '@playwright/test';
import type { RunningIndexServer } from '../local-index-server';
import { accountFriendly } from '../local-index-server/index-data';
import { accountsScreen, lookUpFile, openWebApp, showScreen, useIndexServer } from './support/web-app';

const COUNT = 3_000;
let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: COUNT } });

/** Loads `addresses` from a file, runs the lookup and waits for every row. */
async function lookUpAll(page: Page, addresses: readonly string[]): Promise<void> {
  await lookUpFile(page, addresses);
  const screen = accountsScreen(page);
  await expect(screen.getByTestId('results-table')).toHaveAttribute(
    'data-total-rows',
    String(addresses.length),
    { timeout: 30_000 },
  );
  await expect(screen.getByTestId('lookup-progress')).toBeHidden({ timeout: 30_000 });
}

test('3,000 accounts: the address book is virtualised, built only once opened, and the filter finds one address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openWebApp(page, server.url);
  const addresses = server.data.list.slice(0, COUNT).map((r) => r.raw);
  const known = server.data.get(addresses[2_000]!)!;
  const knownFriendly = accountFriendly(known, false);
  await lookUpAll(page, addresses);

  const screen = page.getByTestId('address-book');
  // Hidden behind the Accounts tab: no row has been built.
  await expect(screen.locator('tr')).toHaveCount(0);

  await showScreen(page, 'Address book');
  const table = screen.getByTestId('address-book-table');
  await expect(table).toBeVisible();
  const count = screen.getByTestId('address-book-count');
  // Counts are grouped as everywhere else ("3,002", not "3002").
  await expect(count).toHaveText(/^Showing \d{1,3}(,\d{3})* of \d{1,3}(,\d{3})*$/);
  const [, shown, total] = /^Showing ([\d,]+) of ([\d,]+)$/.exec((await count.textContent()) ?? '')!;
  const entries = Number(total!.replace(/,/g, ''));
  const grouped = entries.toLocaleString('en-US');
  // Every looked-up account has an address-book entry; metadata may add jetton masters.
  expect(entries).toBeGreaterThanOrEqual(COUNT);
  expect(shown).toBe(grouped);
  await expect(table).toHaveAttribute('aria-rowcount', String(entries + 1));
  await expect(table.locator('thead th')).toHaveText([
    'Address',
    'Your label',
    'Domain',
    'Interfaces',
    'Token type',
    'Name',
    'Symbol',
    'Metadata',
    'Flags',
  ]);
  // At 1366 px every header is whole (the nine columns share the width).
  await page.setViewportSize({ width: 1366, height: 768 });
  const cutHeaders = await table
    .locator('thead th')
    .evaluateAll((headers) =>
      headers.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent),
    );
  expect(cutHeaders).toEqual([]);

  // Only the rows in view (plus overscan) and the spacer rows are in the DOM.
  const renderedRows = () => table.locator('tbody tr[data-raw]').count();
  expect(await renderedRows()).toBeGreaterThan(5);
  expect(await table.locator('tr').count()).toBeLessThan(100);
  expect(await page.locator('tr').count()).toBeLessThan(entries / 20);
  // Every row is one line of one height (which rows are in view follows from the scroll offset alone):
  // a longer text is cut at its cell's edge, whole in its title.
  const heights = await table
    .locator('tbody tr[data-raw]')
    .evaluateAll((rows) => [...new Set(rows.map((row) => row.getBoundingClientRect().height))]);
  expect(heights).toEqual([30]);

  // Scrolling to the end renders the last entry, and still only a handful of rows.
  await screen
    .getByRole('region', { name: 'Address book entries' })
    .evaluate((region) => region.scrollTo({ top: region.scrollHeight }));
  const lastRow = table.locator(`tbody tr[aria-rowindex="${entries + 1}"]`);
  await expect(lastRow).toBeVisible();
  expect(await table.locator('tr').count()).toBeLessThan(100);
  // Another tab and back: the list is where it was.
  await showScreen(page, 'Accounts');
  await showScreen(page, 'Address book');
  await expect(lastRow).toBeVisible();

  // The filter, case-insensitive: the raw address in lower case finds exactly the known account.
  const filter = screen.getByLabel('Filter');
  await expect(filter).toHaveAttribute('data-testid', 'address-book-filter');
  await filter.fill(known.raw.toLowerCase());
  await expect(count).toHaveText(`Showing 1 of ${grouped}`);
  const row = table.locator(`tbody tr[data-raw="${known.raw}"]`);
  await expect(row).toBeVisible();
  await expect(table.locator('tbody tr[data-raw]')).toHaveCount(1);
  // One address column: the account in the form every screen writes it, its raw form in the title.
  const written = (await row.locator('td').nth(0).textContent()) ?? '';
  const parsed = parseAddress(written);
  expect(parsed.ok ? parsed.address.raw : null).toBe(known.raw);
  await expect(row.locator('td').nth(0).locator('[title]')).toHaveAttribute('title', new RegExp(known.raw));
  await expect(table).toHaveAttribute('aria-rowcount', '2');

  // The user-friendly form finds it too.
  await filter.fill(knownFriendly);
  await expect(count).toHaveText(`Showing 1 of ${grouped}`);
  await expect(table.locator('tbody tr[data-raw]')).toHaveCount(1);
  await expect(row).toBeVisible();

  // Nothing matches; clearing the filter shows every entry again, from the top.
  await filter.fill('no such address');
  await expect(count).toHaveText(`Showing 0 of ${grouped}`);
  await expect(screen.getByTestId('address-book-no-match')).toBeVisible();
  await filter.fill('');
  await expect(count).toHaveText(`Showing ${grouped} of ${grouped}`);
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeVisible();
  expect(await renderedRows()).toBeLessThan(100);

  // From the keyboard: a row takes focus and Enter opens its account.
  const firstRow = table.locator('tbody tr[aria-rowindex="2"]');
  await firstRow.focus();
  await page.keyboard.press('Enter');
  await expect(screen.getByTestId('account-detail').getByTestId('detail-title')).toHaveText(
    (await firstRow.getByTestId('address-book-address').textContent()) ?? '',
  );
});
