/**
 * A damaged IndexedDB in the web build, in real Chromium with a profile kept on disk: lookups, labels and
 * a watched address are saved, the browser is closed, garbage is written into the LevelDB files behind
 * its IndexedDB (as a failing disk would), and the browser is started again. Chromium finds the files
 * damaged and clears the page's IndexedDB without telling the page — today that left 0 of 3 logged
 * lookups and no word. Now the Log, Favourites and Watch screens each say that their store is empty
 * although it had saved changes, and when; the notice stays until dismissed, and the app keeps working.
 */
import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './support/chromium';
import { cell, lookUp, openWebApp, resultRow, showScreen, useIndexServer } from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

const v4 = sampleAccount('wallet-v4r2');
const v3 = sampleAccount('wallet-v3r2');

/** A Chromium with its profile in `dir`, at the suite's base URL. */
function launch(dir: string, baseURL: string): Promise<BrowserContext> {
  const executablePath = chromiumExecutablePath();
  return chromium.launchPersistentContext(dir, {
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS],
    baseURL,
    viewport: { width: 1366, height: 860 },
  });
}

/** Overwrites 300 bytes in the middle of every LevelDB log and data file behind the profile's IndexedDB. */
async function damageIndexedDb(profile: string): Promise<string[]> {
  const root = join(profile, 'Default', 'IndexedDB');
  const damaged: string[] = [];
  for (const folder of await readdir(root)) {
    if (!folder.endsWith('.indexeddb.leveldb')) continue;
    for (const name of await readdir(join(root, folder))) {
      if (!/^\d+\.(log|ldb)$/.test(name)) continue;
      const path = join(root, folder, name);
      const size = (await stat(path)).size;
      if (size < 600) continue;
      const handle = await open(path, 'r+');
      await handle.write(Buffer.alloc(300, 0x5a), 0, 300, Math.floor(size / 2));
      await handle.close();
      damaged.push(name);
    }
  }
  return damaged;
}

const notice = (page: Page, screen: string) => page.getByTestId(screen).getByTestId('store-notice');

test('a browser-cleared IndexedDB is told on the Log, Favourites and Watch screens, not lost without a word', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const profile = await mkdtemp(join(tmpdir(), 'web-store-damage-'));
  try {
    let context = await launch(profile, baseURL!);
    let page = context.pages()[0] ?? (await context.newPage());
    await openWebApp(page, server.url);
    for (const text of [v4.friendly, v3.friendly, `${v4.friendly}\n${v3.friendly}`])
      await lookUp(page, text, text.split('\n').length);
    // Every lookup logged (the log's writes settle before the table is touched again).
    await showScreen(page, 'Log');
    await expect(page.getByTestId('log').getByTestId('log-entry')).toHaveCount(3);
    await showScreen(page, 'Accounts');
    // A label from a results row, and a watched address.
    const labelCell = cell(resultRow(page, v4.raw), 'label');
    await labelCell.getByTestId('label-edit').click();
    await labelCell.getByTestId('label-input').fill('Customer #4411');
    await labelCell.getByTestId('label-input').press('Enter');
    await expect(labelCell.getByTestId('mine-label')).toContainText('Customer #4411');
    await showScreen(page, 'Watch');
    await page.getByTestId('watch-address').fill(v3.friendly);
    await page.getByTestId('watch-add').click();
    await expect(page.getByTestId('watch-row')).toHaveCount(1);
    await showScreen(page, 'Log');
    await expect(page.getByTestId('log').getByTestId('log-entry')).toHaveCount(3);
    await expect(notice(page, 'log')).toHaveCount(0);
    await context.close();

    expect(await damageIndexedDb(profile)).not.toEqual([]);

    context = await launch(profile, baseURL!);
    page = context.pages()[0] ?? (await context.newPage());
    await openWebApp(page, server.url);
    await showScreen(page, 'Log');
    const logNotice = notice(page, 'log');
    await expect(logNotice).toContainText(
      /The lookup log in this browser's storage is empty, although \d+ changes had been saved to it \(the last \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
    );
    await expect(logNotice).not.toContainText('problem in the app');
    await showScreen(page, 'Favourites');
    await expect(notice(page, 'favourites')).toContainText(
      /The store of your labels and favourites in this browser's storage is empty, although \d+ changes had been saved/,
    );
    await showScreen(page, 'Watch');
    await expect(notice(page, 'watch')).toContainText(
      /The watch list in this browser's storage is empty, although \d+ changes had been saved/,
    );

    // Dismissed, it is gone for good; the app keeps working and logs again.
    await showScreen(page, 'Log');
    await logNotice.getByTestId('store-notice-dismiss').click();
    await expect(logNotice).toHaveCount(0);
    await lookUp(page, v4.friendly, 1);
    await showScreen(page, 'Log');
    await expect(page.getByTestId('log').getByTestId('log-entry')).toHaveCount(1);
    await page.reload();
    await openWebApp(page, server.url);
    await showScreen(page, 'Log');
    await expect(page.getByTestId('log').getByTestId('log-entry')).toHaveCount(1);
    await expect(notice(page, 'log')).toHaveCount(0);
    await context.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
