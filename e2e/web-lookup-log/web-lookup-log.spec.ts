/**
 * Web mode's lookup log and download in real Chromium: the production code (renderer/bridge/web-lookup-log.ts
 * over shared/lookup-log) against the browser's real IndexedDB, bundled with the renderer's `events` shim.
 * Proves the log keeps entries across page loads, reads them back whole, evicts and deletes, refuses a
 * store from a newer app, and that saveFile's download hands the browser the exact file.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { LookupLog } from '../../shared/lookup-log/lookup-log';
import type { sampleDraft } from '../../test-support/sample-log-drafts';
import type { downloadFile } from '../../renderer/bridge/download-file';
import { webLookupLogBundle } from './page-bundle';

/** What page-entry.ts puts on the window. */
type PageApi = {
  log: LookupLog;
  sampleDraft: typeof sampleDraft;
  downloadFile: typeof downloadFile;
  markNewerSchema(): Promise<void>;
  reopen(): LookupLog;
  bounded(maxEntries: number): LookupLog;
  rawEntries(): Promise<[string, string][]>;
};

const ORIGIN = 'http://web-log.test/';

test.beforeEach(async ({ page }) => {
  await page.route(`${ORIGIN}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>web log</title><p>blank</p>' }),
  );
  await page.addInitScript({ content: await webLookupLogBundle() });
  await page.goto(ORIGIN);
});

/** Runs `fn` in the page with the web lookup log API. */
function inPage<T, A>(page: Page, fn: (api: PageApi, arg: A) => Promise<T> | T, arg: A): Promise<T> {
  return page.evaluate(
    ([source, a]) => {
      const api = (window as unknown as { __webLookupLog: PageApi }).__webLookupLog;
      return (new Function(`return (${source})`)() as (api: PageApi, arg: unknown) => unknown)(api, a);
    },
    [fn.toString(), arg] as const,
  ) as Promise<T>;
}

test('keeps a lookup in IndexedDB across page loads, reads it back whole, and deletes it', async ({ page }) => {
  const saved = await inPage(page, async (api) => {
    const summary = await api.log.add(api.sampleDraft(5_000, { profileName: 'web' }));
    return { summary, listed: await api.log.list() };
  }, null);
  expect(saved.listed.map((s) => s.id)).toEqual([saved.summary.id]);
  expect(saved.summary.counts).toEqual({ requested: 5_000, found: 3_334, notFound: 1_666, failed: 0 });

  await page.reload();
  const read = await inPage(page, async (api, id) => {
    const entry = await api.log.get(id);
    return {
      listed: (await api.log.list()).map((s) => s.id),
      inputs: entry.inputs.length,
      accounts: entry.result.accounts.length,
      hasBoc: JSON.stringify(entry).includes('code_boc'),
      firstBalance: entry.result.accounts[0]?.balance,
    };
  }, saved.summary.id);
  expect(read).toEqual({ listed: [saved.summary.id], inputs: 5_000, accounts: 3_334, hasBoc: false, firstBalance: '0' });

  const after = await inPage(page, async (api, id) => ({ removed: await api.log.remove(id), listed: await api.log.list() }), saved.summary.id);
  expect(after).toEqual({ removed: true, listed: [] });
});

test('evicts the oldest entries beyond the bound, bodies included', async ({ page }) => {
  const outcome = await inPage(page, async (api) => {
    const log = api.bounded(2);
    const added: string[] = [];
    for (let i = 0; i < 4; i++) added.push((await log.add(api.sampleDraft(3, { start: i * 10 }))).id);
    return {
      added,
      listed: (await log.list()).map((s) => s.id),
      bodies: (await api.rawEntries()).filter(([key]) => key.startsWith('body:')).map(([key]) => key),
    };
  }, null);
  const [, , third, fourth] = outcome.added;
  expect(outcome.listed).toEqual([fourth, third]);
  expect(outcome.bodies).toEqual([`body:${third}`, `body:${fourth}`]);
});

test('refuses a store written by a newer app, with a plain message, leaving it as it was', async ({ page }) => {
  const outcome = await inPage(page, async (api) => {
    await api.log.add(api.sampleDraft(2));
    await api.markNewerSchema();
    const before = await api.rawEntries();
    let message = 'listed';
    try {
      await api.reopen().list();
    } catch (error) {
      message = (error as Error).message;
    }
    return { message, unchanged: JSON.stringify(await api.rawEntries()) === JSON.stringify(before) };
  }, null);
  expect(outcome.message).toMatch(/lookup log in this browser's storage was written by a newer version of the app \(schema 2/);
  expect(outcome.unchanged).toBe(true);
});

test('saveFile in web mode downloads the exact file under the suggested name', async ({ page }) => {
  const content = 'address,balance_ton\n0:AB,"1.5"\n=cmd,"-2"\n';
  const [download, answer] = await Promise.all([
    page.waitForEvent('download'),
    inPage(page, (api, text) => api.downloadFile({ suggestedName: 'accounts-2026-11-23.csv', content: text, format: 'csv' }), content),
  ]);
  expect(answer).toEqual({ saved: true });
  expect(download.suggestedFilename()).toBe('accounts-2026-11-23.csv');
  expect(await readFile((await download.path())!, 'utf8')).toBe(content);
  // The anchor is gone from the page afterwards.
  expect(await page.locator('a[download]').count()).toBe(0);
});
