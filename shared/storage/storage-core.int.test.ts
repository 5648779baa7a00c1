/**
 * The storage core over a REAL LevelDB: a store's prefix is byte for byte abstract-level's sublevel (so
 * stores written before read back), every batch is counted, commit marks kept outside the database tell a
 * store that lost confirmed writes (cut back, or emptied as a browser does with a damaged IndexedDB), an
 * engine's findings become notices that last until dismissed, and the engine opens once however often a
 * store asks.
 */
import { describe, expect, it } from 'vitest';
import { useTempLevelDb } from '../../test-support/temp-level-db';
import { createLabelStore, LABELS_SUBLEVEL } from '../labels/label-store';
import { createStorageCore, type CommitMarks, type StorageEngine, type StoreMark } from './storage-core';
import { MAX_STORE_NOTICES, type StoreFinding } from './store-notice';

const level = useTempLevelDb('storage-core-');
const RAW = `0:${'AB'.repeat(32)}`;

/** Marks kept in memory, as a file beside the database would keep them. */
function memoryMarks(): CommitMarks & { value: Record<string, StoreMark> | null } {
  return {
    value: null,
    async read() {
      return this.value;
    },
    async write(marks) {
      this.value = marks;
    },
  };
}

/** An engine over the test database that counts its opens and reports `findings`. */
function engine(marks?: CommitMarks, findings: StoreFinding[] = []) {
  const counted = {
    opens: 0,
    db: level.db,
    where: 'in /data/store',
    ...(marks ? { marks } : {}),
    async open() {
      counted.opens += 1;
      await level.db.open();
      return { findings };
    },
  } satisfies StorageEngine & { opens: number };
  return counted;
}

describe('storage core', () => {
  it("keeps a store under abstract-level's own sublevel prefix: labels written before read back", async () => {
    await level.db
      .sublevel<string, string>(LABELS_SUBLEVEL, { valueEncoding: 'utf8' })
      .put(
        `label:${RAW}`,
        JSON.stringify({ raw: RAW, text: 'old', origin: 'user', updatedAt: '2026-01-01T00:00:00.000Z' }),
      );
    const core = createStorageCore(engine());
    const labels = createLabelStore(core.store(LABELS_SUBLEVEL));
    expect((await labels.list()).map((l) => l.text)).toEqual(['old']);
    await labels.set(RAW, 'new');
    expect(await level.db.get(`!labels!label:${RAW}`)).toContain('"new"');
  });

  it('counts each store’s batches and tells a store that lost confirmed writes, by name and number', async () => {
    const marks = memoryMarks();
    const core = createStorageCore(engine(marks));
    const labels = createLabelStore(core.store(LABELS_SUBLEVEL));
    for (let i = 0; i < 4; i++) await labels.set(RAW, `label ${i}`);
    // The schema mark and four labels.
    expect(marks.value?.labels?.commits).toBe(5);
    expect(await core.notices()).toEqual([]);

    // The database loses its last two commits (as a cut write-ahead log would).
    await level.db.put('!core!commit:labels', '3');
    await level.reopen();
    const after = createStorageCore(engine(marks));
    const [notice] = await after.notices();
    expect(notice?.stores).toEqual(['labels']);
    expect(notice?.message).toMatch(
      /^The store of your labels and favourites in \/data\/store lost its last 2 changes/,
    );
    // From here on the marks follow the database: the next start has nothing new to tell.
    expect(marks.value?.labels?.commits).toBe(3);
  });

  it('says a store emptied behind its back is empty, with how many changes it had', async () => {
    const marks = memoryMarks();
    marks.value = { log: { commits: 7, at: '2026-11-25T23:14:00.000Z' } };
    const [notice] = await createStorageCore(engine(marks)).notices();
    expect(notice?.message).toMatch(
      /^The lookup log in \/data\/store is empty, although 7 changes had been saved to it \(the last 2026-11-25 23:14 UTC\)/,
    );
  });

  it('ignores marks it cannot read rather than invent a loss', async () => {
    const marks = memoryMarks();
    marks.value = { log: { commits: 'many' } } as never;
    expect(await createStorageCore(engine(marks)).notices()).toEqual([]);
  });

  it("keeps the engine's findings as notices until dismissed, and opens the engine once", async () => {
    const opened = engine(undefined, [
      { stores: ['*'], message: 'The store was damaged.', detail: 'LevelDB said so' },
    ]);
    const core = createStorageCore(opened);
    const labels = createLabelStore(core.store(LABELS_SUBLEVEL));
    await Promise.all([core.notices(), labels.list(), labels.set(RAW, 'x')]);
    expect(opened.opens).toBe(1);
    const [notice] = await core.notices();
    expect(notice).toMatchObject({
      stores: ['*'],
      message: 'The store was damaged.',
      detail: 'LevelDB said so',
    });

    await level.reopen();
    const again = createStorageCore(engine());
    expect((await again.notices()).map((n) => n.id)).toEqual([notice!.id]);
    expect(await again.dismissNotice(notice!.id)).toBe(true);
    expect(await again.dismissNotice(notice!.id)).toBe(false);
    expect(await again.notices()).toEqual([]);
    await expect(again.dismissNotice('../x')).rejects.toThrow(/not a notice/);
  });

  it(`keeps at most ${MAX_STORE_NOTICES} notices, the newest`, async () => {
    let clock = Date.UTC(2026, 0, 1);
    for (let i = 0; i < MAX_STORE_NOTICES + 3; i++) {
      await level.reopen();
      const core = createStorageCore(engine(undefined, [{ stores: ['log'], message: `damage ${i}` }]), {
        now: () => new Date((clock += 1000)),
      });
      await core.notices();
    }
    const kept = await createStorageCore(engine()).notices();
    expect(kept).toHaveLength(MAX_STORE_NOTICES);
    expect(kept[0]?.message).toBe(`damage ${MAX_STORE_NOTICES + 2}`);
  });

  it('sets an unreadable version mark again and says so, instead of locking the user out', async () => {
    await level.db.put(`!labels!meta:schema`, '\u0000garbage');
    await level.db.put(
      `!labels!label:${RAW}`,
      JSON.stringify({ raw: RAW, text: 'kept', origin: 'user', updatedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const core = createStorageCore(engine());
    const labels = createLabelStore(core.store(LABELS_SUBLEVEL), { location: '/data/store' });
    expect((await labels.list()).map((l) => l.text)).toEqual(['kept']);
    const [notice] = await core.notices();
    expect(notice?.stores).toEqual(['labels']);
    expect(notice?.message).toMatch(/The labels store in \/data\/store had an unreadable version mark/);
    expect(await level.db.get('!labels!meta:schema')).toBe('1');
  });

  it("refuses a change the browser's full storage refused in words, and takes the next once there is room", async () => {
    // IndexedDB aborts the whole transaction on QuotaExceededError: a later write is safe, so none is halted.
    let full = false;
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const db: StorageEngine['db'] = {
      open: () => level.db.open(),
      close: () => level.db.close(),
      get: ((key: string) => level.db.get(key)) as StorageEngine['db']['get'],
      iterator: (range) => level.db.iterator(range),
      keys: (range) => level.db.keys(range),
      batch: (operations, options) =>
        full ? Promise.reject(quota) : level.db.batch(operations as never, options ?? {}),
    };
    // The store is first used while there is still room (its version mark is written then).
    await createLabelStore(createStorageCore(engine()).store(LABELS_SUBLEVEL)).list();
    full = true;
    const core = createStorageCore({ ...engine(), db, where: "in this browser's storage" });
    const labels = createLabelStore(core.store(LABELS_SUBLEVEL), { location: "this browser's storage" });
    await expect(labels.set(RAW, 'first')).rejects.toThrow(
      "The store of your labels and favourites in this browser's storage could not save this change: this browser's storage for the app is full. The change was not saved; everything saved before is kept. Free some space, then try again.",
    );
    full = false;
    await labels.set(RAW, 'first');
    expect((await labels.list()).map((l) => l.text)).toEqual(['first']);
  });
});
