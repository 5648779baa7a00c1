/**
 * The web build (real Chromium) with the metadata states real data holds (the local index server's
 * `metadata-states` mode): pending (`is_indexed: false`, no token_info), unreadable (`valid: false`),
 * scam and NSFW. The detail names each in words, and the CSV export carries each as a column. Failed on
 * the code before (a pending entry with no token_info showed nothing; the export had no NSFW, pending
 * or unreadable column).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import {
  accountsScreen,
  chooseExport,
  lookUp,
  openWebApp,
  resultRow,
  useIndexServer,
} from './support/web-app';

/** In the order of their raw addresses: the mode gives pending, unreadable, scam, NSFW in that order. */
const RAWS = (['wallet-v4r2', 'wallet-v5r1', 'nft-item', 'contract-no-interface'] as const)
  .map((l) => sampleAccount(l).raw)
  .sort();
const STATES = ['pending', 'invalid', 'scam', 'nsfw'] as const;

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

test('pending, unreadable, scam and NSFW metadata: named in the detail and carried by the CSV export', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'metadata-states' });
  await lookUp(page, RAWS.join('\n'), RAWS.length);

  const words = {
    pending: /metadata pending/,
    invalid: /metadata unreadable/,
    scam: /scam/,
    nsfw: /NSFW/,
  } as const;
  const notes = {
    pending: 'pending-flag',
    invalid: 'invalid-flag',
    scam: 'scam-flag',
    nsfw: 'nsfw-flag',
  } as const;
  for (const [i, raw] of RAWS.entries()) {
    const state = STATES[i]!;
    await resultRow(page, raw).click();
    const detail = page.getByTestId('account-detail');
    const section = detail.locator(`[data-testid="metadata-entry"][data-raw="${raw}"]`);
    await expect(section.getByTestId('metadata-states')).toHaveAttribute('data-states', state);
    await expect(section.getByTestId('metadata-state')).toHaveText(words[state]);
    await expect(section.getByTestId(notes[state])).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  }

  const download = page.waitForEvent('download');
  await chooseExport(accountsScreen(page), 'export-csv');
  const csv = await readFile((await (await download).path())!, 'utf8');
  const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const byRaw = new Map(rows.map((row) => [row.raw, row]));
  const column = (name: string) => RAWS.map((raw) => byRaw.get(raw)?.[name]);
  expect(column('metadata_pending')).toEqual(['true', 'false', 'false', 'false']);
  expect(column('metadata_invalid')).toEqual(['false', 'true', 'false', 'false']);
  expect(column('is_scam')).toEqual(['false', 'false', 'true', 'false']);
  expect(column('is_nsfw')).toEqual(['false', 'false', 'false', 'true']);
});
