/**
 * The labels store (with its CSV) and the watch list's store on browser-level in real Chromium: the
 * browser's real IndexedDB, in sublevels of the web lookup log's database, beside a logged lookup.
 * Labels, the saved list's order, watched entries, states and a bounded history survive a page load;
 * a CSV exported in the page imports back to the same labels; the keys stay in their sublevels.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LabelStore } from '../../shared/labels/label-store';
import type { exportLabelsCsv, importLabelsCsv } from '../../shared/labels/labels-csv';
import type { LookupLog } from '../../shared/lookup-log/lookup-log';
import type { WatchStore } from '../../shared/watch/watch-store';
import type { sampleDraft } from '../../test-support/sample-log-drafts';
import { deskStoresBundle } from './page-bundle';

/** What page-entry.ts puts on the window. */
type Stores = {
  log: LookupLog;
  labels: LabelStore;
  watch: WatchStore;
  close(): Promise<void>;
  keys(): Promise<string[]>;
};
type PageApi = {
  open(): Stores;
  exportLabelsCsv: typeof exportLabelsCsv;
  importLabelsCsv: typeof importLabelsCsv;
  sampleDraft: typeof sampleDraft;
};

const ORIGIN = 'http://desk-stores.test/';
const A = {
  raw: '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3',
  eq: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
};
const M = {
  raw: '-1:E56754F83426F69B09267BD876AC97C44821345B7E266BD956A7BFBFB98DF35C',
  ef: 'Ef_lZ1T4NCb2mwkme9h2rJfESCE0W34ma9lWp7-_uY3zXDvq',
};

test.beforeEach(async ({ page }) => {
  await page.route(`${ORIGIN}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>desk stores</title><p>blank</p>',
    }),
  );
  await page.addInitScript({ content: await deskStoresBundle() });
  await page.goto(ORIGIN);
});

/** Runs `fn` in the page with the stores' API (`window.__deskStores`). */
function inPage<T, A>(page: Page, fn: (api: PageApi, arg: A) => Promise<T>, arg: A): Promise<T> {
  return page.evaluate(
    ([source, a]) => {
      const api = (window as unknown as { __deskStores: unknown }).__deskStores;
      return (new Function(`return (${source})`)() as (api: unknown, arg: unknown) => unknown)(api, a);
    },
    [fn.toString(), arg] as const,
  ) as Promise<T>;
}

test('labels, favourites and the watch list survive a page load in IndexedDB, beside the lookup log', async ({
  page,
}) => {
  await inPage(
    page,
    async (api, { A, M }) => {
      const stores = api.open();
      await stores.log.add(api.sampleDraft(5));
      await stores.labels.set(A.eq, 'Alice 🧊');
      await stores.labels.set(M.ef, '=1+2');
      await stores.labels.addFavourite(M.raw);
      await stores.labels.addFavourite(A.eq);
      await stores.watch.add(A.eq, [M.raw]);
      await stores.watch.setSettings({ intervalSeconds: 120 });
      const change = (n: number) => ({
        raw: A.raw,
        field: 'balance' as const,
        before: String(n),
        after: String(n + 1),
        at: new Date(Date.UTC(2026, 10, 23, 9, 0, n)).toISOString(),
      });
      await stores.watch.recordCheck({ snapshots: {}, changes: [change(1), change(2), change(3)] });
      await stores.close();
    },
    { A, M },
  );

  await page.reload();
  const read = await inPage(
    page,
    async (api, { A }) => {
      const stores = api.open();
      const result = {
        logged: (await stores.log.list()).length,
        labels: (await stores.labels.list()).map((l) => [l.raw, l.text, l.origin]),
        favourites: (await stores.labels.favourites()).map((f) => f.raw),
        watched: await stores.watch.list(),
        interval: (await stores.watch.settings()).intervalSeconds,
        history: (await stores.watch.history(A.raw)).map((c) => c.before),
        keys: await stores.keys(),
      };
      await stores.close();
      return result;
    },
    { A },
  );
  expect(read.logged).toBe(1);
  expect(read.labels).toEqual([
    [M.raw, '=1+2', 'user'],
    [A.raw, 'Alice 🧊', 'user'],
  ]);
  expect(read.favourites).toEqual([M.raw, A.raw]);
  expect(read.watched).toEqual([expect.objectContaining({ raw: A.raw, jettonWallets: [M.raw] })]);
  expect(read.interval).toBe(120);
  expect(read.history).toEqual(['3', '2']); // bounded to 2, newest first
  const outside = read.keys.filter((k) => !k.startsWith('!labels!') && !k.startsWith('!watch!'));
  expect(outside.every((k) => /^(meta:schema|summary:|body:|pasted:)/.test(k))).toBe(true);
  expect(read.keys.filter((k) => k.startsWith('!labels!'))).toHaveLength(5);
});

test('a labels CSV exported in the browser imports back to the same labels and order', async ({ page }) => {
  const { csv, before, after } = await inPage(
    page,
    async (api, { A, M }) => {
      const stores = api.open();
      await stores.labels.set(A.eq, '"Bob", Jr.');
      await stores.labels.set(M.raw, '-2+3');
      await stores.labels.addFavourite(M.raw);
      const csvText = await api.exportLabelsCsv(stores.labels);
      const before = { labels: await stores.labels.list(), favourites: await stores.labels.favourites() };
      await stores.labels.remove(A.eq);
      await stores.labels.remove(M.raw);
      await stores.labels.removeFavourite(M.raw);
      await api.importLabelsCsv(stores.labels, csvText);
      const after = {
        labels: await stores.labels.list(),
        favourites: (await stores.labels.favourites()).map((f) => f.raw),
      };
      await stores.close();
      return { csv: csvText, before, after };
    },
    { A, M },
  );
  expect(csv.split('\r\n')[0]).toBe('address,label,favourite,label_updated_at,favourite_added_at');
  expect(after.labels).toEqual(before.labels);
  expect(after.favourites).toEqual([M.raw]);
});
