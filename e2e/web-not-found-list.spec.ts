/**
 * Issue 16's "a 5,000-address lookup shows every not-found address", in the web build against the local
 * index server: 4,980 of 5,000 addresses the indexer does not know each keep the address that was asked
 * for — in the table (first screen and last row), and in the CSV export, one per line — never "—".
 */
import { expect, test, type Locator } from '@playwright/test';
import type { RunningIndexServer } from '../local-index-server';
import { normalizeAddress } from '../shared/address/address-codec';
import { restoreCell } from '../shared/format/spreadsheet-safety';
import { accountsScreen, cell, exportedCsv, lookUpFile, openWebApp, useIndexServer } from './support/web-app';

const KNOWN = 20;
const UNKNOWN = 4_980;
let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: KNOWN } });

/** A raw address the server does not index: a counter in the hash, so each is distinct. */
const unknownRaw = (n: number) => `0:${'E'.repeat(56)}${n.toString(16).toUpperCase().padStart(8, '0')}`;

test('every one of 4,980 not-found addresses is shown and exported as it was asked for', async ({ page }) => {
  test.setTimeout(120_000);
  const known = server.data.list.slice(0, KNOWN).map((r) => r.raw);
  const unknown = Array.from({ length: UNKNOWN }, (_, i) => unknownRaw(i));
  for (const raw of unknown) expect(server.data.accounts.has(raw)).toBe(false);
  await openWebApp(page, server.url);
  await lookUpFile(page, [...known, ...unknown]);
  const screen = accountsScreen(page);
  await expect(screen.getByTestId('lookup-progress')).toBeHidden({ timeout: 90_000 });
  await expect(screen.getByTestId('results-summary')).toContainText('4,980 not found');

  await screen.getByTestId('status-filter').selectOption('not found');
  await expect(screen.getByTestId('shown-count')).toHaveText('Showing 4,980 of 5,000');
  // The first screen of not-found rows: each address cell writes the address asked for (by the one
  // address rule: in the form pasted, raw here), its raw form in the title.
  const rows = screen.getByTestId('result-row');
  const firstScreen = await rows.count();
  expect(firstScreen).toBeGreaterThan(5);
  const shownOf = async (row: Locator) => {
    const [shown, raw] = (
      (await cell(row, 'address').locator('[title]').first().getAttribute('title')) ?? ''
    ).split('\n');
    return { shown: shown ?? '', raw, account: normalizeAddress(shown ?? '') };
  };
  for (let i = 0; i < firstScreen; i++) {
    await expect(cell(rows.nth(i), 'address')).not.toHaveText('—');
    expect(await shownOf(rows.nth(i))).toMatchObject({ raw: unknown[i], account: unknown[i] });
  }
  // The last row too, once scrolled to.
  await screen
    .getByRole('table', { name: 'Lookup results' })
    .evaluate((el) => (el.scrollTop = el.scrollHeight));
  const last = screen.locator(`[data-testid="result-row"][data-raw="${unknown.at(-1)}"]`);
  await expect(last).toBeVisible();
  expect(await shownOf(last)).toMatchObject({ raw: unknown.at(-1), account: unknown.at(-1) });

  // The CSV of the filtered rows: one line per not-found address, each with the address asked for.
  const records = await exportedCsv(page, restoreCell);
  expect(records).toHaveLength(UNKNOWN);
  expect(records.map((r) => r.raw?.toUpperCase())).toEqual(unknown);
  expect(records.every((r) => r.status === 'not found')).toBe(true);
});
