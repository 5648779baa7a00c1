/**
 * Web mode's lookup log and download in real Chromium: the production code (renderer/bridge/web-lookup-log.ts
 * over shared/lookup-log) against the browser's real IndexedDB, bundled with the renderer's `events` shim.
 * Proves the log keeps entries across page loads, reads them back whole, evicts and deletes, refuses a
 * store from a newer app, and that saveFile's download hands the browser the exact file. And the way the
 * app saves to it: a 100,000-account draft sent in parts to the log's dedicated Worker (the production
 * worker script), checked and written there, reads back whole; a malformed part is refused where the log
 * is; a draft never finished is gone with its worker.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { LookupLog } from '../../shared/lookup-log/lookup-log';
import type { sampleDraft } from '../../test-support/sample-log-drafts';
import type { downloadFile } from '../../renderer/bridge/download-file';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { uploadLookupLogDraft } from '../../shared/bridge/log-draft-upload';
import { webLookupLogBundle } from './page-bundle';
import { lookupLogWorkerBundle } from './worker-bundle';

/** What page-entry.ts puts on the window. */
type PageApi = {
  log: LookupLog;
  sampleDraft: typeof sampleDraft;
  downloadFile: typeof downloadFile;
  markNewerSchema(): Promise<void>;
  reopen(): LookupLog;
  bounded(maxEntries: number): LookupLog;
  rawEntries(): Promise<[string, string][]>;
  uploadLookupLogDraft: typeof uploadLookupLogDraft;
  workerLog(url: string): TonIndexBridge;
};

const ORIGIN = 'http://web-log.test/';
const WORKER_URL = `${ORIGIN}lookup-log-worker.js`;

test.beforeEach(async ({ page }) => {
  const worker = await lookupLogWorkerBundle();
  await page.route(`${ORIGIN}**`, (route) =>
    route.request().url() === WORKER_URL
      ? route.fulfill({ contentType: 'text/javascript', body: worker })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>web log</title><p>blank</p>',
        }),
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

test('keeps a lookup in IndexedDB across page loads, reads it back whole, and deletes it', async ({
  page,
}) => {
  const saved = await inPage(
    page,
    async (api) => {
      const summary = await api.log.add(api.sampleDraft(5_000, { profileName: 'web' }));
      return { summary, listed: await api.log.list() };
    },
    null,
  );
  expect(saved.listed.map((s) => s.id)).toEqual([saved.summary.id]);
  expect(saved.summary.counts).toEqual({ requested: 5_000, found: 3_334, notFound: 1_666, failed: 0 });

  await page.reload();
  const read = await inPage(
    page,
    async (api, id) => {
      const entry = await api.log.get(id);
      return {
        listed: (await api.log.list()).map((s) => s.id),
        inputs: entry.inputs.length,
        accounts: entry.result.accounts.length,
        hasBoc: JSON.stringify(entry).includes('code_boc'),
        firstBalance: entry.result.accounts[0]?.balance,
      };
    },
    saved.summary.id,
  );
  expect(read).toEqual({
    listed: [saved.summary.id],
    inputs: 5_000,
    accounts: 3_334,
    hasBoc: false,
    firstBalance: '0',
  });

  const after = await inPage(
    page,
    async (api, id) => ({ removed: await api.log.remove(id), listed: await api.log.list() }),
    saved.summary.id,
  );
  expect(after).toEqual({ removed: true, listed: [] });
});

test('evicts the oldest entries beyond the bound, bodies included', async ({ page }) => {
  const outcome = await inPage(
    page,
    async (api) => {
      const log = api.bounded(2);
      const added: string[] = [];
      for (let i = 0; i < 4; i++) added.push((await log.add(api.sampleDraft(3, { start: i * 10 }))).id);
      return {
        added,
        listed: (await log.list()).map((s) => s.id),
        bodies: (await api.rawEntries()).filter(([key]) => key.startsWith('body:')).map(([key]) => key),
      };
    },
    null,
  );
  const [, , third, fourth] = outcome.added;
  expect(outcome.listed).toEqual([fourth, third]);
  expect(outcome.bodies).toEqual([`body:${third}`, `body:${fourth}`]);
});

test('refuses a store written by a newer app, with a plain message, leaving it as it was', async ({
  page,
}) => {
  const outcome = await inPage(
    page,
    async (api) => {
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
    },
    null,
  );
  expect(outcome.message).toMatch(
    /lookup log in this browser's storage was written by a newer version of the app \(schema 2/,
  );
  expect(outcome.unchanged).toBe(true);
});

test('saveFile in web mode downloads the exact file under the suggested name', async ({ page }) => {
  const content = 'address,balance_ton\n0:AB,"1.5"\n=cmd,"-2"\n';
  const [download, answer] = await Promise.all([
    page.waitForEvent('download'),
    inPage(
      page,
      (api, text) =>
        api.downloadFile({ suggestedName: 'accounts-2026-11-23.csv', content: text, format: 'csv' }),
      content,
    ),
  ]);
  expect(answer).toEqual({ saved: true });
  expect(download.suggestedFilename()).toBe('accounts-2026-11-23.csv');
  expect(await readFile((await download.path())!, 'utf8')).toBe(content);
  // The anchor is gone from the page afterwards.
  expect(await page.locator('a[download]').count()).toBe(0);
});

test('saves a 100,000-account lookup through the log worker in parts; it reads back whole after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const saved = await inPage(
    page,
    async (api, url) => {
      const bridge = api.workerLog(url);
      let parts = 0;
      const counting = {
        ...bridge,
        appendLookupLogEntry: (arg: Parameters<TonIndexBridge['appendLookupLogEntry']>[0]) => {
          parts += 1;
          return bridge.appendLookupLogEntry(arg);
        },
      };
      const draft = api.sampleDraft(100_000, { profileName: 'big' });
      const summary = await api.uploadLookupLogDraft(counting, draft);
      return { summary, parts };
    },
    WORKER_URL,
  );
  expect(saved.summary.ok).toBe(true);
  if (!saved.summary.ok) return;
  expect(saved.parts).toBeGreaterThan(100);
  expect(saved.summary.value.counts).toEqual({
    requested: 100_000,
    found: 66_667,
    notFound: 33_333,
    failed: 0,
  });
  await page.reload();
  const read = await inPage(
    page,
    async (api, [url, id]) => {
      const bridge = api.workerLog(url);
      const entry = await bridge.getLookupLogEntry({ id });
      const listed = await bridge.listLookupLog();
      const keys = (await api.rawEntries()).map(([key]) => key);
      return {
        listed: listed.ok ? listed.value.map((s) => s.id) : listed.error.message,
        inputs: entry.ok ? entry.value.inputs.length : entry.error.message,
        accounts: entry.ok ? entry.value.result.accounts.length : 0,
        addressBook: entry.ok ? Object.keys(entry.value.result.address_book).length : 0,
        lastInput: entry.ok ? entry.value.inputs.at(-1)?.raw : undefined,
        hasBoc: entry.ok && JSON.stringify(entry.value).includes('code_boc'),
        keys,
      };
    },
    [WORKER_URL, saved.summary.value.id] as const,
  );
  expect(read).toMatchObject({
    listed: [saved.summary.value.id],
    inputs: 100_000,
    accounts: 66_667,
    addressBook: 66_667,
    hasBoc: false,
  });
  expect(read.lastInput).toBe(`0:${(99_999).toString(16).toUpperCase().padStart(64, '0')}`);
  expect(read.keys).toEqual([
    // The storage core's count of the log's writes (shared/storage/storage-core.ts).
    '!core!commit:log',
    'body:' + saved.summary.value.id,
    'meta:schema',
    'summary:' + saved.summary.value.id,
  ]);
});

test('the worker checks each part where the log is: a malformed part is refused and nothing is logged', async ({
  page,
}) => {
  const outcome = await inPage(
    page,
    async (api, url) => {
      const bridge = api.workerLog(url);
      const draft = api.sampleDraft(3);
      const { profile, lastBlock, includeBoc, counts, cancelled } = draft;
      const begun = await bridge.beginLookupLogEntry({ profile, lastBlock, includeBoc, counts, cancelled });
      if (!begun.ok) return { begun: begun.error.message };
      const bad = await bridge.appendLookupLogEntry({
        draftId: begun.value.draftId,
        part: { inputs: [{ raw: 'EQ-not-raw', input: 'x' }] },
      } as never);
      const listed = await bridge.listLookupLog();
      return { bad: bad.ok ? 'accepted' : bad.error, listed: listed.ok ? listed.value.length : -1 };
    },
    WORKER_URL,
  );
  expect(outcome.bad).toMatchObject({
    kind: 'invalid-input',
    message: expect.stringContaining('"appendLookupLogEntry"'),
  });
  expect(outcome.listed).toBe(0);
});

test('a draft never finished is gone with its worker: nothing half-logged after a reload', async ({
  page,
}) => {
  const draftId = await inPage(
    page,
    async (api, url) => {
      const bridge = api.workerLog(url);
      const draft = api.sampleDraft(10);
      const { profile, lastBlock, includeBoc, counts, cancelled } = draft;
      const begun = await bridge.beginLookupLogEntry({ profile, lastBlock, includeBoc, counts, cancelled });
      if (!begun.ok) throw new Error(begun.error.message);
      await bridge.appendLookupLogEntry({ draftId: begun.value.draftId, part: { inputs: draft.inputs } });
      return begun.value.draftId;
    },
    WORKER_URL,
  );
  await page.reload();
  const after = await inPage(
    page,
    async (api, [url, id]) => {
      const bridge = api.workerLog(url);
      const finished = await bridge.finishLookupLogEntry({ draftId: id });
      return {
        finished: finished.ok ? 'logged' : finished.error.message,
        keys: (await api.rawEntries()).map(([key]) => key),
      };
    },
    [WORKER_URL, draftId] as const,
  );
  expect(after.finished).toMatch(/no longer being received/);
  expect(after.keys.filter((key) => !key.startsWith('meta:'))).toEqual([]);
});
