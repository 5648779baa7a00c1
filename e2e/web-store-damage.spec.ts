/**
 * A damaged IndexedDB in the web build, in real Chromium:
 *
 * - with a profile kept on disk: lookups, labels and a watched address are saved, the browser is closed,
 *   garbage is written into the LevelDB files behind its IndexedDB (as a failing disk would), and the
 *   browser is started again. Chromium finds the files damaged and clears the page's IndexedDB without
 *   telling the page — that left 0 of 3 logged lookups and no word. Now the Log, Favourites and Watch
 *   screens each say that their store is empty although it had saved changes, and when; the notice stays
 *   until dismissed, and the app keeps working;
 * - a record its schema refuses, written into the app's table (as another program could): one label of
 *   20 is set aside and named on Favourites, the other 19 shown — before, 19 of 20 showed and nothing
 *   was said;
 * - the app's table deleted by another page of the site (a version upgrade): before, every start failed
 *   with "The browser could not open this page's storage" and nothing could be saved again; now the table
 *   is made again, empty, the user is told, and the app goes on.
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

/** The app's IndexedDB table (renderer/bridge/web-lookup-log.ts), in the database browser-level names so. */
const TABLE = 'ton-index-explorer-lookup-log';

/** Writes `value` under `key` into the app's table, as browser-level stores them (UTF-8 bytes). */
async function putRecord(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    async ({ table, key, value }) => {
      const request = indexedDB.open(`level-js-${table}`);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const encode = (text: string) => new TextEncoder().encode(text);
      const write = db.transaction(table, 'readwrite');
      write.objectStore(table).put(encode(value), encode(key));
      await new Promise((resolve, reject) => {
        write.oncomplete = resolve;
        write.onerror = () => reject(write.error);
      });
      db.close();
    },
    { table: TABLE, key, value },
  );
}

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

test('a stored label its schema refuses is set aside and named on Favourites: the other 19 of 20 shown', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Favourites');
  const favourites = page.getByTestId('favourites');
  const raws = Array.from(
    { length: 20 },
    (_, i) => `0:${(i + 1).toString(16).toUpperCase().padStart(64, '0')}`,
  );
  await favourites.getByTestId('labels-file').setInputFiles({
    name: 'twenty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['address,label', ...raws.map((raw, i) => `${raw},customer ${i}`)].join('\r\n')),
  });
  await expect(favourites.getByTestId('labels-status')).toContainText('Imported 20 labels');
  await expect(favourites.getByTestId('label-row')).toHaveCount(20);

  // As another program (or a failing disk) could leave it: the 8th label with an empty text.
  const damaged = JSON.stringify({
    raw: raws[7],
    text: '',
    origin: 'user',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
  await putRecord(page, `!labels!label:${raws[7]}`, damaged);
  await page.reload();
  await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
  await showScreen(page, 'Favourites');
  await expect(favourites.getByTestId('label-row')).toHaveCount(19);
  const told = notice(page, 'favourites');
  await expect(told).toContainText(
    `A record of the store of your labels and favourites in this browser's storage could not be read and was set aside: the label of ${raws[7]} (it is not in the expected form (text: Too small`,
  );
  await expect(told).toContainText('It is no longer listed; each is kept as it was found');
  // The record as found, as text, under Details.
  await told.getByRole('button', { name: 'Details' }).click();
  await expect(told.locator('pre')).toContainText(JSON.stringify(damaged));

  // Told once: dismissed, it stays gone after a reload, and the 19 stay.
  await told.getByTestId('store-notice-dismiss').click();
  await expect(told).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
  await showScreen(page, 'Favourites');
  await expect(favourites.getByTestId('label-row')).toHaveCount(19);
  await expect(notice(page, 'favourites')).toHaveCount(0);
});

test('the app’s IndexedDB table deleted by another page of the site is made again, told, and the app goes on', async ({
  page,
  context,
  baseURL,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, v4.friendly, 1);
  await showScreen(page, 'Log');
  await expect(page.getByTestId('log').getByTestId('log-entry')).toHaveCount(1);
  // The app's page goes (its worker's connection with it); a page of the same site without the app
  // deletes the app's table, as a version upgrade must.
  await page.close();
  await context.route(`${baseURL}/__blank`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  const other = await context.newPage();
  await other.goto('/__blank');
  await other.evaluate(async (table) => {
    const opened = (request: IDBOpenDBRequest) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const found = await opened(indexedDB.open(`level-js-${table}`));
    const version = found.version;
    found.close();
    const upgrade = indexedDB.open(`level-js-${table}`, version + 1);
    upgrade.onupgradeneeded = () => upgrade.result.deleteObjectStore(table);
    (await opened(upgrade)).close();
  }, TABLE);
  await other.close();

  const again = await context.newPage();
  await openWebApp(again, server.url);
  await showScreen(again, 'Log');
  const told = notice(again, 'log');
  await expect(told.first()).toBeVisible();
  await expect(again.getByTestId('log')).toContainText(
    "The app's table in this browser's storage (the lookup log, labels and watch list) was missing: something other than the app had removed it. An empty one was started",
  );
  await expect(again.getByTestId('log')).toContainText(
    "The lookup log in this browser's storage is empty, although",
  );
  await expect(again.getByTestId('log')).not.toContainText('could not open');
  // The app goes on: a lookup is logged again, and is there after a reload.
  await lookUp(again, v3.friendly, 1);
  await showScreen(again, 'Log');
  await expect(again.getByTestId('log').getByTestId('log-entry')).toHaveCount(1);
  await again.reload();
  await expect(again.getByTestId('app')).toHaveAttribute('data-ready', 'true');
  await showScreen(again, 'Log');
  await expect(again.getByTestId('log').getByTestId('log-entry')).toHaveCount(1);
});
