/**
 * The results table as issue 34 asks, at 1366×768 in the web build against the sample index, driven
 * with the real mouse and keyboard: a drag selects (a click opens), and a copy gives the cells whole.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleAccount, SAMPLE_LABELS, type RunningIndexServer } from '../local-index-server';
import { cell, lookUp, openWebApp, resultRow, useIndexServer } from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));
test.use({ viewport: { width: 1366, height: 768 }, permissions: ['clipboard-read', 'clipboard-write'] });

const ALL = SAMPLE_LABELS.map((label) => sampleAccount(label));
const huge = sampleAccount('huge-balance');

/** Copies the selection with the keyboard (Ctrl+C) and reads what the system clipboard got. */
async function copyWithKeyboard(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Control+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Drags the real mouse from the middle of `from` to the middle of `to`, in steps. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 6, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('a drag across cells selects their text and opens nothing; the copy carries each cell whole; a click opens', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, ALL.map((a) => a.friendly).join('\n'), ALL.length);
  const dialog = page.getByTestId('account-detail');
  const row = resultRow(page, huge.raw);
  const next = resultRow(page, sampleAccount('one-nanoton').raw);
  await next.scrollIntoViewIfNeeded();
  await row.scrollIntoViewIfNeeded();
  const address = cell(row, 'address');
  // The address is shortened in the middle on screen…
  expect(await address.evaluate((c) => c.querySelector('.middle-clip')!.scrollWidth > c.clientWidth)).toBe(
    true,
  );

  // …a drag from it to the balance selects, and opens no page.
  await drag(page, address, cell(row, 'balance'));
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).not.toBe('');
  await expect(dialog).toBeHidden();
  // The copy: each cell the drag touched, whole, a tab apart.
  expect(await copyWithKeyboard(page)).toBe(`${huge.friendly}\tactive\t5,000,000,000.123456789 TON`);

  // Across two rows (a drag begun outside the selection): a line each, the cells it crossed — the
  // rest of the first row (its empty token, domain and label cells too), the second up to its balance.
  const beta = sampleAccount('wallet-v5-beta');
  const after = resultRow(page, beta.raw);
  await after.scrollIntoViewIfNeeded();
  await drag(page, cell(next, 'status'), cell(after, 'balance'));
  await expect(dialog).toBeHidden();
  expect((await copyWithKeyboard(page)).split('\n')).toEqual([
    'uninit\t0.000000001 TON\tnot deployed\t\t\t',
    `${ALL.findIndex((a) => a.raw === beta.raw) + 1}\t${beta.friendly}\tactive\t${await cell(after, 'balance').textContent()}`,
  ]);

  // A plain click (nothing selected) still opens the account's page.
  const box = (await cell(row, 'status').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('detail-title')).toHaveText(huge.friendly);
});
