/**
 * The results table at 1366×768 (issue 11, item 1), in the web build against the local index server:
 * address, status, balance and kind are in view without scrolling sideways (measured bounding boxes),
 * the table's bottom edge — where its horizontal scrollbar is — stays inside the window, nothing in an
 * address or an amount is cut at its end, a dragged width survives a reload, the picker adds a column,
 * and the filter finds kinds ("v4r2") and the quick filters narrow by kind.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, SAMPLE_LABELS, type RunningIndexServer } from '../local-index-server';
import { accountsScreen, cell, lookUp, openWebApp, resultRow, useIndexServer } from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));
test.use({ viewport: { width: 1366, height: 768 } });

const ALL = SAMPLE_LABELS.map((label) => sampleAccount(label));

/** A header cell's box. */
async function headerBox(page: Page, column: string) {
  const box = await accountsScreen(page).locator(`[role="columnheader"][data-col="${column}"]`).boundingBox();
  expect(box, `header ${column}`).not.toBeNull();
  return box!;
}

test('at 1366×768 address, status, balance and kind show without sideways scrolling, and the scrollbar is in the window', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, ALL.map((a) => a.friendly).join('\n'), ALL.length);
  const table = accountsScreen(page).getByTestId('results-table');
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  expect(await table.evaluate((el) => el.scrollLeft)).toBe(0);
  const tableBox = (await table.boundingBox())!;
  for (const column of ['index', 'address', 'status', 'balance', 'kind']) {
    const box = await headerBox(page, column);
    expect(box.x, column).toBeGreaterThanOrEqual(tableBox.x);
    expect(box.x + box.width, `${column} ends inside the table`).toBeLessThanOrEqual(
      tableBox.x + tableBox.width,
    );
  }
  // The defaults fit the table's width: nothing to scroll sideways at all.
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // The table's bottom (its horizontal scrollbar) is inside the window, without scrolling the page.
  expect(tableBox.y + tableBox.height).toBeLessThanOrEqual(viewport.height);
  // The paste box folded to one line: results start in the upper half of the window.
  expect(tableBox.y).toBeLessThan(viewport.height / 2);

  // A balance and an address are whole in the DOM (shortened only by CSS); a balance's whole part shows.
  const huge = resultRow(page, sampleAccount('huge-balance').raw);
  await expect(cell(huge, 'balance')).toHaveText('5,000,000,000.123456789 TON');
  const wholeShown = await cell(huge, 'balance').evaluate((element) => {
    const range = document.createRange();
    range.setStart(element.querySelector('span')!.firstChild!, 0);
    range.setEnd(element.querySelector('span')!.firstChild!, '5,000,000,000'.length);
    return range.getBoundingClientRect().right <= element.getBoundingClientRect().right;
  });
  expect(wholeShown).toBe(true);
  await expect(cell(huge, 'address')).toHaveText(sampleAccount('huge-balance').friendly);

  // Server text in a row (a look-alike's "USD₮" beside its badge and balance) stays on the row's one
  // line: cut by the cell, never broken into a second line that spills out of the row.
  const serverTexts = accountsScreen(page).locator('[data-testid="result-row"] [data-testid="server-text"]');
  expect(await serverTexts.count()).toBeGreaterThan(0);
  const lines = await serverTexts.evaluateAll((texts) =>
    texts.map((t) => ({
      text: t.textContent,
      lines: new Set([...t.getClientRects()].map((r) => r.top)).size,
    })),
  );
  expect(lines.filter((t) => t.lines > 1)).toEqual([]);

  // Every header is written in one face and size (Address and Balance once took their values' monospace).
  const faces = await accountsScreen(page)
    .locator('[role="columnheader"]')
    .evaluateAll((headers) =>
      headers.map((h) => `${getComputedStyle(h).fontFamily} ${getComputedStyle(h).fontSize}`),
    );
  expect(new Set(faces).size, faces.join(' | ')).toBe(1);

  // A click anywhere on a header sorts by it, not only on its word (Balance is right-aligned).
  const balanceHeader = await headerBox(page, 'balance');
  await page.mouse.click(balanceHeader.x + 12, balanceHeader.y + balanceHeader.height / 2);
  await expect(accountsScreen(page).locator('[role="columnheader"][data-col="balance"]')).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await accountsScreen(page).getByRole('button', { name: 'Input order' }).click();

  // The kind comes from the code hash or the interfaces; "v4r2" finds the wallet v4r2 row.
  const v4 = sampleAccount('wallet-v4r2');
  await expect(cell(resultRow(page, v4.raw), 'kind')).toContainText(/v4 ?r2/i);
  await accountsScreen(page).getByTestId('text-filter').fill('v4r2');
  await expect(resultRow(page, sampleAccount('wallet-v3r2').raw)).toHaveCount(0);
  const rows = await accountsScreen(page).getByTestId('result-row').all();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) await expect(cell(row, 'kind')).toContainText(/v4 ?r2/i);
  await expect(resultRow(page, v4.raw)).toHaveCount(1);
});

test('a dragged column width and a picked column are remembered after a reload', async ({ page }) => {
  await openWebApp(page, server.url);
  const list = ALL.slice(0, 4)
    .map((a) => a.friendly)
    .join('\n');
  await lookUp(page, list, 4);
  const before = await headerBox(page, 'balance');
  const handle = accountsScreen(page).locator(
    '[role="columnheader"][data-col="balance"] [data-testid="column-resizer"]',
  );
  const h = (await handle.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + h.width / 2 + 60, h.y + h.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect
    .poll(async () => Math.round((await headerBox(page, 'balance')).width))
    .toBe(Math.round(before.width + 60));

  await accountsScreen(page).getByTestId('column-picker').click();
  await accountsScreen(page).getByTestId('column-toggle-raw').check();
  await expect(accountsScreen(page).locator('[role="columnheader"][data-col="raw"]')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
  await lookUp(page, list, 4);
  expect(Math.round((await headerBox(page, 'balance')).width)).toBe(Math.round(before.width + 60));
  await expect(accountsScreen(page).locator('[role="columnheader"][data-col="raw"]')).toHaveCount(1);

  // Back to the defaults.
  await accountsScreen(page).getByTestId('column-picker').click();
  await accountsScreen(page).getByTestId('columns-reset').click();
  await expect(accountsScreen(page).locator('[role="columnheader"][data-col="raw"]')).toHaveCount(0);
  expect(Math.round((await headerBox(page, 'balance')).width)).toBe(Math.round(before.width));
});

test('quick filters: kind and status narrow the rows', async ({ page }) => {
  await openWebApp(page, server.url);
  await lookUp(page, ALL.map((a) => a.friendly).join('\n'), ALL.length);
  const screen = accountsScreen(page);
  // The choices are counted over the rows once they are in (a step after the rows themselves).
  await expect.poll(() => screen.getByTestId('kind-filter').locator('option').count()).toBeGreaterThan(3);
  const [all, ...kinds] = await screen.getByTestId('kind-filter').locator('option').allTextContents();
  expect(all).toBe('All kinds');
  expect(kinds.length).toBeGreaterThan(2);
  // By name, as a reader looks for one, each with its number of rows.
  const names = kinds.map((k) => k.replace(/ \([\d,]+\)$/, ''));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  const jettonWallets = kinds.find((k) => /^jetton wallet \(\d+\)$/.test(k))!;
  await screen.getByTestId('kind-filter').selectOption({ label: jettonWallets });
  const shown = Number((await screen.getByTestId('results-table').getAttribute('data-row-count')) ?? '0');
  expect(shown).toBe(Number(/\((\d+)\)/.exec(jettonWallets)![1]));
  expect(shown).toBeGreaterThan(1);
  expect(shown).toBeLessThan(ALL.length);
  for (const row of await screen.getByTestId('result-row').all())
    await expect(cell(row, 'kind')).toContainText(/jetton wallet/i);

  // Each status says how many rows it shows, and shows that many.
  await screen.getByTestId('kind-filter').selectOption({ label: 'All kinds' });
  const statuses = await screen.getByTestId('status-filter').locator('option').allTextContents();
  expect(statuses[0]).toBe(`All statuses (${ALL.length})`);
  const counted = statuses
    .map((s) => /^(.+) \((\d+)\)$/.exec(s)!)
    .map(([, name, n]) => [name!, Number(n)] as const);
  expect(counted.slice(1).reduce((sum, [, n]) => sum + n, 0)).toBe(ALL.length);
  for (const [name, n] of counted.slice(1).filter(([, n]) => n > 0)) {
    await screen.getByTestId('status-filter').selectOption({ label: `${name} (${n})` });
    await expect(screen.getByTestId('results-table'), name).toHaveAttribute('data-row-count', String(n));
  }
});
