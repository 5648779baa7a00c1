/**
 * The storage core: one database under every store of the app (the lookup log, labels and favourites,
 * the watch list, and any later one such as user-added contract libraries), opened once and checked.
 *
 * - The platform's {@link StorageEngine} opens the database and finds damage on the way: in Electron
 *   main LevelDB's files are checked and a damaged store repaired or moved aside with a copy kept
 *   (electron/checked-level.ts); in the browser IndexedDB is opened and read again
 *   (renderer/bridge/web-store-engine.ts). What it found becomes a {@link StoreNotice}.
 * - Every store's batches carry a commit count, and after each acknowledged batch the counts are also
 *   written OUTSIDE the database ({@link CommitMarks}). A database that reads back fewer commits than were
 *   acknowledged lost writes its engine did not notice (a cut write-ahead log, a browser that cleared a
 *   damaged IndexedDB): that too becomes a notice, naming the store and how many changes.
 * - Notices are kept in the database (`!core!notice:<id>`) until the user dismisses them, so a damage
 *   found at start-up is still told when the user first opens the screen it concerns.
 *
 * The core's state, its open and its writes are shared/storage/core-state.ts; this file holds what it
 * hands out: each store's database, and the notices.
 */
import { AppError } from '../errors';
import {
  ASIDE,
  COMMIT,
  capital,
  coreTitle,
  createCore,
  keep,
  NOTICE,
  opened,
  write,
  writeMarks,
  type Core,
} from './core-state';
import { createSerialLock, type SerialLock } from './serial-lock';
import { storeNoticeSchema, type StoreFinding, type StoreNotice } from './store-notice';
import {
  getFrom,
  rangeOf,
  sublevelOf,
  type BytesRead,
  sublevelPrefix,
  writeBatch,
  type StoreBatchOperation,
  type StoreBatchOptions,
  type StoreDatabase,
} from './store-database';
import { setAsideFinding, type UnreadableRecord } from './stored-records';

/** The store whose keys are the database's own top level (the lookup log, for the layout it always had). */
export const ROOT_STORE = 'log';
/** What one store has committed: a count of its acknowledged batches, and when the last was. */
export interface StoreMark {
  commits: number;
  at: string;
}

/** Commit counts kept outside the database (a file beside LevelDB; the browser's private file system). */
export interface CommitMarks {
  /** The counts last written, or null when there are none (a new store, or marks not kept here). */
  read(): Promise<Record<string, StoreMark> | null>;
  write(marks: Record<string, StoreMark>): Promise<void>;
}

/** What an engine's open found. */
export interface EngineOpened {
  findings: StoreFinding[];
  /** The store as it was found before opening, if the engine took a copy. */
  asFound?: {
    /** Keeps the copy; answers where it is. */
    keep(): Promise<string>;
    discard(): Promise<void>;
  };
}

/** The platform's side: the database, how it is opened and checked, and where it is. */
export interface StorageEngine {
  /** The database, closed until {@link StorageEngine.open}. */
  readonly db: StoreDatabase & { close(): Promise<void> };
  /**
   * Opens `db`, finding and handling damage (repair, move aside, read again); answers what it found, and
   * a copy of the store as it was found, to keep when there is damage (found here or by the commit
   * marks). Rejects with an `AppError` when the database cannot be used at all (another copy of the app
   * holds it).
   */
  open(): Promise<EngineOpened>;
  /** Where commit marks are kept, if anywhere. */
  marks?: CommitMarks;
  /** Where the database is, for messages: "in /home/…/lookup-log", "in this browser's storage". */
  where: string;
  /**
   * Whether a write that failed on its way to disk (a full disk, an I/O error) can leave the database so
   * that a later write, though confirmed, is lost at the next open. LevelDB's does: a write-ahead log
   * record cut short by a full disk throws off the records appended after it, which the next open drops
   * (measured on a full tmpfs). The core then refuses every later write until the app restarts.
   */
  unsafeAfterFailedWrite?: boolean;
}

/** A store's database as the core hands it out: a {@link StoreDatabase} that can also tell of damage. */
export interface CoreStoreDatabase extends StoreDatabase {
  /** Keeps a finding made while using the store (an unreadable record moved aside, a version mark reset). */
  report(finding: Omit<StoreFinding, 'stores'>): Promise<void>;
  /**
   * Takes records the store could not read out of its range — each kept whole, as found, under the
   * core's own keys (`!core!aside:<store>!<time>!<key>`), in one batch — and keeps one notice naming
   * them. A record changed since it was read is left where it is.
   */
  setAside(records: readonly UnreadableRecord[]): Promise<void>;
  /**
   * Registers the store's first-use check (its version and records), which {@link StorageCore.notices}
   * runs first: whatever it finds is told when any screen first asks, not only after that store's screen.
   */
  checkedBy(open: () => Promise<unknown>): void;
}

/** The core. */
export interface StorageCore {
  /** The database of store `name` ({@link ROOT_STORE} is the top level, every other a prefix of its own). */
  store(name: string): CoreStoreDatabase;
  /** Every kept notice, newest first (opens the database, and runs every store's first-use check, first). */
  notices(): Promise<StoreNotice[]>;
  /** Drops one notice; answers whether it was there. */
  dismissNotice(id: string): Promise<boolean>;
  /** Closes the database (on quit). */
  close(): Promise<void>;
}

/** Options of {@link createStorageCore}. */
export interface StorageCoreOptions {
  now?: () => Date;
  random?: () => number;
  /** What a store is called in a sentence: "the lookup log", "your labels and favourites". */
  describe?: (name: string) => string;
}

/** Creates the core over `engine`; the database opens at the first use of any store. */
export function createStorageCore(engine: StorageEngine, options: StorageCoreOptions = {}): StorageCore {
  const core = createCore(engine, options);
  const { db } = engine;
  const root: StoreDatabase = {
    open: () => opened(core),
    get: ((key: string, options?: BytesRead) => getFrom(db, key, options)) as StoreDatabase['get'],
    batch: (operations, batchOptions) => writeBatch(db, operations, batchOptions),
    iterator: (range) => db.iterator(range),
    keys: (range) => db.keys(range),
  };
  return {
    store(name) {
      if (name === 'core') throw new Error('"core" is the storage core\'s own name');
      return storeOf(core, root, name);
    },
    notices: () => readNotices(core),
    dismissNotice: (id) => dismissNotice(core, id),
    close: async () => {
      await core.ready?.catch(() => undefined);
      await db.close();
    },
  };
}

/** One store's database as the core hands it out, and how its batches are committed. */
interface CoreStore {
  name: string;
  /** Its keys' prefix in the database ('' for {@link ROOT_STORE}). */
  prefix: string;
  /** A store's batches are counted one after another, so its count on disk follows its own order. */
  lock: SerialLock;
  /** Writes whole keys with the store's next commit count (inside `lock`). */
  commit(operations: StoreBatchOperation[], batchOptions?: StoreBatchOptions): Promise<void>;
}

/** The database of store `name`: its batches counted, its unreadable records set aside. */
function storeOf(core: Core, root: StoreDatabase, name: string): CoreStoreDatabase {
  const base = name === ROOT_STORE ? root : sublevelOf(root, name);
  const title = `${capital(core.describe(name))} ${core.engine.where}`;
  const store: CoreStore = {
    name,
    prefix: name === ROOT_STORE ? '' : sublevelPrefix(name),
    lock: createSerialLock(),
    commit: async (operations, batchOptions) => {
      const count = (core.commits.get(name) ?? 0) + 1;
      await write(
        core,
        [...operations, { type: 'put', key: COMMIT + name, value: String(count) }],
        batchOptions,
        title,
      );
      core.commits.set(name, count);
      await writeMarks(core);
    },
  };
  return {
    ...base,
    batch: (operations, batchOptions) =>
      store.lock.run(() =>
        store.commit(
          operations.map((op) => ({ ...op, key: store.prefix + op.key })),
          batchOptions,
        ),
      ),
    report: async (finding) => {
      await opened(core);
      await keep(core, [{ ...finding, stores: [name] }]);
    },
    setAside: (records) => setAside(core, store, records),
    checkedBy: (open) => void core.openers.push(open),
  };
}

/** {@link CoreStoreDatabase.setAside}: records still as they were read, moved aside in one batch, and told. */
async function setAside(core: Core, store: CoreStore, records: readonly UnreadableRecord[]): Promise<void> {
  const { name, prefix } = store;
  await opened(core);
  const at = core.now().toISOString();
  const moved = await store.lock.run(async () => {
    const still: UnreadableRecord[] = [];
    for (const record of records)
      if ((await core.engine.db.get(prefix + record.key)) === record.value) still.push(record);
    if (still.length > 0)
      await store.commit(
        still.flatMap((record) => [
          { type: 'put' as const, key: `${ASIDE}${name}!${at}!${record.key}`, value: record.value },
          { type: 'del' as const, key: prefix + record.key },
        ]),
        { sync: true },
      );
    return still;
  });
  if (moved.length > 0)
    await keep(core, [
      { stores: [name], ...setAsideFinding(`${core.describe(name)} ${core.engine.where}`, moved) },
    ]);
}

/** Every kept notice, newest first, after the open and every store's first-use check. */
async function readNotices(core: Core): Promise<StoreNotice[]> {
  await opened(core);
  // A store that cannot open (written by a newer app) says so on its own screen; its notices still show.
  await Promise.allSettled(core.openers.map((open) => open()));
  const rows = await core.engine.db.iterator({ ...rangeOf(NOTICE), reverse: true }).all();
  return rows.flatMap(([, value]) => {
    try {
      const parsed = storeNoticeSchema.safeParse(JSON.parse(value));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

/** Drops one notice; answers whether it was there. */
async function dismissNotice(core: Core, id: string): Promise<boolean> {
  if (!storeNoticeSchema.shape.id.safeParse(id).success)
    throw new AppError({ kind: 'invalid-input', message: 'That is not a notice of this app.' });
  await opened(core);
  return core.noticeLock.run(async () => {
    if ((await core.engine.db.get(NOTICE + id)) === undefined) return false;
    await write(core, [{ type: 'del', key: NOTICE + id }], { sync: true }, coreTitle(core));
    return true;
  });
}
