/**
 * Web mode's lookup log and download in real Chromium: the production code (renderer/bridge/web-lookup-log.ts
 * over shared/lookup-log) against the browser's real IndexedDB, bundled with the renderer's `events` shim.
 * Proves the log keeps entries across page loads, reads them back whole, evicts and deletes, refuses a
 * store from a newer app, and that saveFile's download hands the browser the exact file. And the way the
 * app fills it: a 100,000-account lookup runs as a job in the dedicated job worker (the production worker
 * code), which logs what it served, whole, in the same IndexedDB — nothing is sent back from the page to
 * be logged; a malformed start is refused where the job runs; a lookup cancelled before anything came
 * leaves nothing behind.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import type { LookupLog } from '../../shared/lookup-log/lookup-log';
import type { sampleDraft } from '../../test-support/sample-log-drafts';
import type { downloadFile } from '../../renderer/bridge/download-file';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { webLookupLogBundle } from './page-bundle';
import { jobWorkerBundle } from './worker-bundle';

/** What page-entry.ts puts on the window. */
type PageApi = {
  log: LookupLog;
  sampleDraft: typeof sampleDraft;
  downloadFile: typeof downloadFile;
  markNewerSchema(): Promise<void>;
  reopen(): LookupLog;
  valueBound(maxValueBytes: number): LookupLog;
  bodyPartSizes(id: string): Promise<[string, number][]>;
  bounded(maxEntries: number): LookupLog;
  rawEntries(): Promise<[string, string][]>;
  jobBridge(code: string, indexer: string): TonIndexBridge;
};

let server: RunningIndexServer;
test.beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 100_000 } });
});
test.afterAll(() => server?.close());

test.beforeEach(async ({ page }) => {
  server.setFaults({ mode: 'none' });
  await page.addInitScript({ content: await webLookupLogBundle() });
  // A plain page on the index server's own origin (its health check): the job worker's requests to it
  // go out as the app's do, with nothing in between.
  await page.goto(`${server.url}/healthcheck`);
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

/**
 * The log's own keys of the job worker's database: a lookup's start also reads the user's labels and
 * watch list (their look-alikes), whose stores live beside the log and write their schema when first
 * opened.
 */
const logKeys = (keys: readonly string[]) =>
  keys.filter((key) => !/^!(labels|watch)!|^!core!commit:(labels|watch)$/.test(key));

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

test('keeps a body larger than one IndexedDB value in parts, reads it back whole after a reload, and deletes every part', async ({
  page,
}) => {
  // IndexedDB's own bound (127 MB in Chromium) lowered to 20 KB: a 5,000-account body takes several.
  const saved = await inPage(
    page,
    async (api) => {
      const summary = await api.valueBound(20_000).add(api.sampleDraft(5_000, { profileName: 'parts' }));
      return { id: summary.id, sizeBytes: summary.sizeBytes, parts: await api.bodyPartSizes(summary.id) };
    },
    null,
  );
  expect(saved.parts.length).toBeGreaterThan(3);
  expect(saved.parts.map(([key]) => key)).toEqual(
    saved.parts.map((_, i) =>
      i === 0 ? `body:${saved.id}` : `body:${saved.id}:${String(i).padStart(4, '0')}`,
    ),
  );
  expect(Math.max(...saved.parts.map(([, size]) => size))).toBeLessThanOrEqual(20_000);
  expect(saved.sizeBytes).toBeGreaterThan(saved.parts.reduce((sum, [, size]) => sum + size, 0));

  await page.reload();
  const read = await inPage(
    page,
    async (api, id) => {
      const entry = await api.reopen().get(id);
      const expected = api.sampleDraft(5_000, { profileName: 'parts' });
      return {
        inputsWhole: JSON.stringify(entry.inputs) === JSON.stringify(expected.inputs),
        accounts: entry.result.accounts.length,
        lastBalance: entry.result.accounts.at(-1)?.balance,
        found: await api.reopen().findAddress(expected.inputs[4321]!.raw),
        removed: await api.reopen().remove(id),
        left: await api.bodyPartSizes(id),
      };
    },
    saved.id,
  );
  expect(read).toEqual({
    inputsWhole: true,
    accounts: 3_334,
    lastBalance: String(1_000_000_000 * 4_999),
    found: [saved.id],
    removed: true,
    left: [],
  });
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
    /lookup log in this browser's storage was written by a newer version of the app \(schema 4/,
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

test('a download larger than one slice of the Blob it is made in is the exact text, a character cut by a slice edge included', async ({
  page,
}) => {
  // Two-unit characters from an odd start: a slice edge (every 2 M units) falls inside one of them.
  const content = `a${'💎'.repeat(2_500_000)}\n`;
  expect(await downloadedText(page, content)).toBe(content);
  // The same text in parts (an export's slices of rows) is the same file.
  const parts = [content.slice(0, 3), '', content.slice(3, 5_000_001), content.slice(5_000_001)];
  expect(await downloadedText(page, parts)).toBe(content);
});

/** The text of the file the page's `downloadFile` downloads for `content`. */
async function downloadedText(page: Page, content: string | string[]): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    inPage(
      page,
      (api, text) => api.downloadFile({ suggestedName: 'big.json', content: text, format: 'json' }),
      content,
    ),
  ]);
  return readFile((await download.path())!, 'utf8');
}

/** Runs in the page: starts a lookup of `raws` on the job worker and waits for its end (`cancel`: at once). */
async function lookUpInWorker(
  page: Page,
  raws: readonly string[],
  options: { cancel?: boolean } = {},
): Promise<{ done: unknown; rowEvents: number }> {
  return inPage(
    page,
    async (api, [url, indexer, addresses, cancel]) => {
      const bridge = api.jobBridge(url, indexer);
      let rowEvents = 0;
      bridge.addEventListener('job-rows', () => void (rowEvents += 1));
      const done = new Promise((resolve) => {
        bridge.addEventListener('job-done', resolve);
        bridge.addEventListener('job-failed', resolve);
      });
      const jobId = `job-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
      const started = await bridge.startLookup({
        jobId,
        addressLines: addresses.join('\n'),
        inputLines: addresses.join('\n'),
        includeBoc: false,
      });
      if (!started.ok) return { done: started.error, rowEvents };
      if (cancel) await bridge.cancelJob({ jobId });
      return { done: await done, rowEvents };
    },
    [await jobWorkerBundle(), server.url, [...raws], options.cancel ?? false] as const,
  );
}

test('a 100,000-account lookup runs in the job worker, which logs it whole; it reads back after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const raws = server.data.list.slice(0, 100_000).map((a) => a.raw);
  const { done, rowEvents } = await lookUpInWorker(page, raws);
  expect(rowEvents).toBeGreaterThan(90);
  const logged = (done as { logged: { entry: { id: string; counts: unknown } } }).logged.entry;
  expect(logged.counts).toEqual({ requested: 100_000, found: 100_000, notFound: 0, failed: 0 });
  await page.reload();
  const read = await inPage(
    page,
    async (api, [url, indexer, id]) => {
      const bridge = api.jobBridge(url, indexer);
      const entry = await bridge.getLookupLogEntry({ id });
      const listed = await bridge.listLookupLog();
      const keys = (await api.rawEntries()).map(([key]) => key);
      return {
        listed: listed.ok ? listed.value.map((s) => s.id) : listed.error.message,
        inputs: entry.ok ? entry.value.inputs.length : entry.error.message,
        accounts: entry.ok ? entry.value.result.accounts.length : 0,
        lastInput: entry.ok ? entry.value.inputs.at(-1)?.raw : undefined,
        hasBoc: entry.ok && JSON.stringify(entry.value).includes('code_boc'),
        keys,
      };
    },
    [await jobWorkerBundle(), server.url, logged.id] as const,
  );
  expect(read).toMatchObject({ listed: [logged.id], inputs: 100_000, accounts: 100_000, hasBoc: false });
  expect(read.lastInput).toBe(raws.at(-1));
  // The body's parts after its first (at most 16 MB each): body:<id>:0001…
  const later = read.keys.filter((key) => key.startsWith(`body:${logged.id}:`));
  expect(later).toEqual(later.map((_, i) => `body:${logged.id}:${String(i + 1).padStart(4, '0')}`));
  expect(logKeys(read.keys)).toEqual([
    // The storage core's count of the log's writes (shared/storage/storage-core.ts).
    '!core!commit:log',
    'body:' + logged.id,
    ...later,
    'meta:schema',
    // The paste's case record, kept apart so a search of the messages reads no body.
    'pasted:' + logged.id,
    'summary:' + logged.id,
  ]);
});

test('the job worker checks a start where it runs: a malformed one is refused and nothing is asked or logged', async ({
  page,
}) => {
  server.clearRequests();
  const { done } = await lookUpInWorker(page, ['EQ-not-raw']);
  expect(done).toMatchObject({ kind: 'invalid-input', message: expect.stringContaining('"startLookup"') });
  expect(server.requests.filter((r) => /accountStates$/.test(r.path))).toEqual([]);
  const keys = await inPage(page, async (api) => (await api.rawEntries()).map(([key]) => key), null);
  expect(keys.filter((key) => !key.startsWith('meta:'))).toEqual([]);
});

test('a lookup cancelled before anything came leaves nothing in the log', async ({ page }) => {
  server.setFaults({ mode: 'hang' });
  const raws = server.data.list.slice(0, 10).map((a) => a.raw);
  const { done } = await lookUpInWorker(page, raws, { cancel: true });
  expect(done).toMatchObject({ kind: 'lookup', cancelled: true, logged: null });
  const keys = await inPage(page, async (api) => (await api.rawEntries()).map(([key]) => key), null);
  expect(logKeys(keys).filter((key) => !key.startsWith('meta:'))).toEqual([]);
});
