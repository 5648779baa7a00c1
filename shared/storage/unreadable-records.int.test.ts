/**
 * Records that their schema refuses, over a REAL LevelDB under the storage core, as the app's stores sit
 * on it (the log at the top, labels, the watch list and the libraries in their own prefixes): one label
 * of 20, a favourite, a watched address, the watch list's interval, a logged lookup's note, a summary
 * under a key that is no id, and a library whose code is not the one it is kept for. Each is counted and
 * named (the store, which record, why) in a notice of the store it was in, kept whole apart from the
 * store, and told once — not dropped without a word as before (19 of 20 labels shown, nothing said).
 */
import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { sampleDraft, sampleRaw } from '../../test-support/sample-log-drafts';
import { plainStoreEngine } from '../../test-support/plain-store-engine';
import { useTempLevelDb } from '../../test-support/temp-level-db';
import { createLabelStore, LABELS_SUBLEVEL } from '../labels/label-store';
import { createUserLibraryStore, LIBRARIES_SUBLEVEL } from '../libraries/user-library-store';
import { createLookupLog } from '../lookup-log/lookup-log';
import { createWatchStore, WATCH_SUBLEVEL } from '../watch/watch-store';
import { createStorageCore, ROOT_STORE } from './storage-core';
import { concerns } from './store-notice';

const level = useTempLevelDb('unreadable-records-');

/** The app's stores over the test database, as a start of the app opens them. */
function openStores() {
  const core = createStorageCore(plainStoreEngine(level.db, 'in /data/store'));
  return {
    core,
    log: createLookupLog(core.store(ROOT_STORE)),
    labels: createLabelStore(core.store(LABELS_SUBLEVEL)),
    watch: createWatchStore(core.store(WATCH_SUBLEVEL)),
    libraries: createUserLibraryStore(core.store(LIBRARIES_SUBLEVEL)),
  };
}

/** Closes the stores and opens the database again, as a restart does (nothing of them is kept in memory). */
async function restart(stores: ReturnType<typeof openStores>): Promise<void> {
  await stores.core.close();
  await level.reopen();
}

/** The keys kept aside by the core for `store`. */
async function keptAside(store: string): Promise<[string, string][]> {
  const prefix = `!core!aside:${store}!`;
  return level.db.iterator({ gt: prefix, lt: `${prefix}\uffff` }).all();
}

const label = (n: number, text: string) =>
  JSON.stringify({ raw: sampleRaw(n), text, origin: 'user', updatedAt: '2026-11-20T10:00:00.000Z' });

describe('records their schema refuses', () => {
  it('are counted, named in the store’s notice, kept aside whole, and told once: 19 of 20 labels, one notice', async () => {
    const first = openStores();
    for (let i = 0; i < 20; i++) await first.labels.set(sampleRaw(i), `customer ${i}`);
    await first.labels.addFavourite(sampleRaw(3));
    await restart(first);
    // As a damaged disk (or another program) could leave them: an empty text, another account's label.
    const empty = label(7, '');
    await level.db.put(`!labels!label:${sampleRaw(7)}`, empty);
    await level.db.put(`!labels!label:${sampleRaw(8)}`, label(9, 'not mine'));
    await level.db.put(`!labels!favourite:${sampleRaw(3)}`, '{"raw":');

    const stores = openStores();
    // The notices are read first, as the app's first screen does: the labels store is checked before.
    const notices = await stores.core.notices();
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(concerns(notice, 'labels')).toBe(true);
    expect(concerns(notice, 'log')).toBe(false);
    expect(notice.message).toContain(
      '3 records of the store of your labels and favourites in /data/store could not be read and were set aside',
    );
    expect(notice.message).toContain(
      `the label of ${sampleRaw(7)} (it is not in the expected form (text: Too small: expected string to have >=1 characters))`,
    );
    expect(notice.message).toContain(
      `the label of ${sampleRaw(8)} (it holds the record of another address, ${sampleRaw(9)})`,
    );
    expect(notice.message).toContain(`the saved address ${sampleRaw(3)} (it is not JSON)`);
    expect(notice.message).toMatch(/They are no longer listed; each is kept as it was found/);
    // The records as found are under Details, inert text.
    expect(notice.detail).toContain(`label:${sampleRaw(7)}\n  ${JSON.stringify(empty)}`);

    expect((await stores.labels.list()).length).toBe(18);
    expect((await stores.labels.page({ limit: 50 })).total).toBe(18);
    expect(await stores.labels.favourites()).toEqual([]);
    // Kept whole, apart from the store.
    const aside = await keptAside(LABELS_SUBLEVEL);
    expect(aside.map(([, value]) => value).sort()).toEqual([empty, label(9, 'not mine'), '{"raw":'].sort());

    // Told once: a restart finds nothing more.
    await restart(stores);
    const again = openStores();
    expect(await again.core.notices()).toHaveLength(1);
    expect((await again.labels.list()).length).toBe(18);
  });

  it('names a watched address, the re-check interval and a logged lookup’s note in the notice of their own store', async () => {
    const first = openStores();
    await first.watch.add(sampleRaw(1));
    await first.watch.add(sampleRaw(2));
    await first.watch.setSettings({ intervalSeconds: 600 });
    const entry = await first.log.add(sampleDraft(3));
    await first.log.annotate(entry.id, { title: 'Case 4411' });
    await restart(first);
    await level.db.put(`!watch!entry:${sampleRaw(2)}`, '{"raw":"0:00","jettonWallets":[]}');
    await level.db.put('!watch!settings', '{"intervalSeconds":5}');
    await level.db.put(`notes:${entry.id}`, '{"title":42}');
    await level.db.put('summary:not-an-id', '{}');

    const stores = openStores();
    const notices = await stores.core.notices();
    const watch = notices.find((n) => concerns(n, 'watch'))!;
    expect(watch.message).toContain('2 records of the watch list in /data/store could not be read');
    expect(watch.message).toContain(
      `the watched address ${sampleRaw(2)} (it is not in the expected form (raw:`,
    );
    expect(watch.message).toContain(
      'the re-check interval (the default is used) (it is not in the expected form',
    );
    const log = notices.find((n) => concerns(n, 'log'))!;
    expect(log.message).toContain('2 records of the lookup log in /data/store could not be read');
    expect(log.message).toContain(`the title, note and pin of the logged lookup ${entry.id}`);
    expect(log.message).toContain('the logged lookup not-an-id (its key is not the id of a lookup)');
    expect(notices).toHaveLength(2);

    expect((await stores.watch.list()).map((e) => e.raw)).toEqual([sampleRaw(1)]);
    expect((await stores.watch.settings()).intervalSeconds).toBe(300);
    const [listed] = await stores.log.list();
    expect(listed).toMatchObject({ id: entry.id });
    expect(listed!.title).toBeUndefined();
  });

  it('refuses a library whose code is not the one it is kept for, on every read, saying both hashes', async () => {
    const v3 = codeInfo('wallet_v3r2');
    const v3Hash = v3.cell.hash().toString('hex');
    const other = beginCell().storeUint(0xdead, 16).endCell();
    const first = openStores();
    await first.libraries.add({ boc: v3.boc, name: 'wallet v3' });
    await first.libraries.list();

    // Changed on disk while the app runs: the next read refuses it, and says so at once.
    const stored = JSON.parse((await level.db.get(`!libraries!library:${v3Hash}`))!) as { boc: string };
    const swapped = JSON.stringify({ ...stored, boc: other.toBoc().toString('base64') });
    await level.db.put(`!libraries!library:${v3Hash}`, swapped);
    expect(await first.libraries.bocs()).toEqual([]);
    const notices = await first.core.notices();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.stores).toEqual([LIBRARIES_SUBLEVEL]);
    expect(notices[0]!.message).toContain(
      `the library ${v3Hash} (its code's hash is ${other.hash().toString('hex')}, not ${v3Hash}, the library it is kept for: it was refused)`,
    );
    expect((await keptAside(LIBRARIES_SUBLEVEL)).map(([, v]) => v)).toEqual([swapped]);
    expect(await first.libraries.list()).toEqual([]);
  });

  it('sets aside a label damaged while the app runs when a read meets it', async () => {
    const stores = openStores();
    for (let i = 0; i < 5; i++) await stores.labels.set(sampleRaw(i), `customer ${i}`);
    expect(await stores.core.notices()).toEqual([]);
    await level.db.put(`!labels!label:${sampleRaw(2)}`, 'garbage');
    const page = await stores.labels.page({ limit: 10 });
    expect(page.unreadable).toBe(1);
    expect(page.labels).toHaveLength(4);
    const [notice] = await stores.core.notices();
    expect(notice!.message).toContain(`A record of the store of your labels and favourites in /data/store`);
    expect(notice!.message).toContain(`the label of ${sampleRaw(2)} (it is not JSON)`);
    // Set aside once: the next page has nothing to count.
    expect((await stores.labels.page({ limit: 10 })).unreadable).toBe(0);
    expect(await stores.core.notices()).toHaveLength(1);
  });
});
