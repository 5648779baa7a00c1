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
 */
import { z } from 'zod';
import { AppError } from '../errors';
import { createSerialLock } from './serial-lock';
import {
  boundedText,
  MAX_STORE_NOTICES,
  STORE_NOTICE_MESSAGE_MAX,
  storeNoticeSchema,
  type StoreFinding,
  type StoreNotice,
} from './store-notice';
import {
  rangeOf,
  sublevelOf,
  sublevelPrefix,
  type StoreBatchOperation,
  type StoreDatabase,
} from './store-database';
import { storeFailureCause, storeHaltedError, storeOpenError, storeWriteError } from './store-failure';
import { setAsideFinding, type UnreadableRecord } from './stored-records';

/** The store whose keys are the database's own top level (the lookup log, for the layout it always had). */
export const ROOT_STORE = 'log';
/** The core's own keys live under this prefix. */
const CORE = sublevelPrefix('core');
const NOTICE = `${CORE}notice:`;
const COMMIT = `${CORE}commit:`;
/** Records a store could not read, kept as found ({@link CoreStoreDatabase.setAside}). */
const ASIDE = `${CORE}aside:`;

/** What one store has committed: a count of its acknowledged batches, and when the last was. */
export interface StoreMark {
  commits: number;
  at: string;
}

/** The marks as read back (a damaged marks file reads as none). */
const storeMarksSchema = z.record(
  z.string(),
  z.object({ commits: z.number().int().nonnegative(), at: z.iso.datetime() }),
);

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

const DEFAULT_NAMES: Record<string, string> = {
  log: 'the lookup log',
  labels: 'the store of your labels and favourites',
  watch: 'the watch list',
  libraries: 'the store of your contract libraries',
};

/** Creates the core over `engine`; the database opens at the first use of any store. */
export function createStorageCore(engine: StorageEngine, options: StorageCoreOptions = {}): StorageCore {
  const { db } = engine;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const describe = options.describe ?? ((name: string) => DEFAULT_NAMES[name] ?? `the ${name} store`);
  /** Commits per store as the database has them (read at open, counted up by each batch). */
  const commits = new Map<string, number>();
  const marksLock = createSerialLock();
  const noticeLock = createSerialLock();

  /** The first write that failed on its way to disk, when the engine is unsafe after one: no write follows. */
  let halted: AppError | null = null;
  /**
   * Every write of the core (a store's batch, a notice), refused once halted; a failure in words, which
   * halts the database where a later write could be lost ({@link StorageEngine.unsafeAfterFailedWrite}).
   * `title` names the store: "The watch list in /…".
   */
  async function write(
    operations: StoreBatchOperation[],
    batchOptions: { sync?: boolean } | undefined,
    title: string,
  ): Promise<void> {
    if (halted) throw storeHaltedError(title, halted);
    try {
      await db.batch(operations, batchOptions);
    } catch (error) {
      const cause = storeFailureCause(error);
      const halts = engine.unsafeAfterFailedWrite === true && (cause === 'full' || cause === 'io');
      const failure = storeWriteError(error, title, engine.where, halts);
      if (halts) halted = failure;
      throw failure;
    }
  }
  const coreTitle = `The app's store ${engine.where}`;

  function noticeId(): string {
    const suffix = Array.from(
      { length: 6 },
      () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)],
    ).join('');
    return `${String(now().getTime()).padStart(13, '0')}-${suffix}`;
  }

  /** Writes findings as notices (bounded: the oldest go past {@link MAX_STORE_NOTICES}). */
  async function keep(findings: readonly StoreFinding[]): Promise<void> {
    if (findings.length === 0) return;
    await noticeLock.run(async () => {
      const at = now().toISOString();
      const fresh = findings.map((finding) =>
        storeNoticeSchema.parse({
          ...finding,
          message: boundedText(finding.message, STORE_NOTICE_MESSAGE_MAX),
          id: noticeId(),
          at,
        }),
      );
      const kept = await db.keys(rangeOf(NOTICE)).all();
      const excess = kept.length + fresh.length - MAX_STORE_NOTICES;
      await write(
        [
          ...fresh.map((n) => ({ type: 'put' as const, key: NOTICE + n.id, value: JSON.stringify(n) })),
          ...kept.slice(0, Math.max(0, excess)).map((key) => ({ type: 'del' as const, key })),
        ],
        { sync: true },
        coreTitle,
      );
    });
  }

  /** Compares the commits the database has with those acknowledged before; a store behind lost writes. */
  async function checkMarks(): Promise<StoreFinding[]> {
    for (const [key, value] of await db.iterator(rangeOf(COMMIT)).all()) {
      const count = Number(value);
      if (Number.isSafeInteger(count) && count >= 0) commits.set(key.slice(COMMIT.length), count);
    }
    const marks = storeMarksSchema.safeParse(await engine.marks?.read().catch(() => null));
    const findings: StoreFinding[] = [];
    // Unreadable marks are no marks: a later loss may go untold, but nothing is invented.
    for (const [store, mark] of Object.entries(marks.success ? marks.data : {})) {
      const lost = mark.commits - (commits.get(store) ?? 0);
      if (lost <= 0) continue;
      const when = `${mark.at.slice(0, 10)} ${mark.at.slice(11, 16)} UTC`;
      const title = capital(describe(store));
      findings.push({
        stores: [store],
        message:
          (commits.get(store) ?? 0) === 0
            ? `${title} ${engine.where} is empty, although ${mark.commits} change${mark.commits === 1 ? ' had' : 's had'} been saved to it (the last ${when}): the storage was cleared or replaced — a browser does this when it finds its files damaged. What was in it could not be recovered here; files you exported (lookups, labels CSV) are not affected.`
            : `${title} ${engine.where} lost ${lost === 1 ? 'its last change' : `its last ${lost} changes`} (the last was saved ${when}): the storage kept fewer changes than it had confirmed. What is still there is kept; those changes could not be read back.`,
      });
    }
    return findings;
  }

  async function writeMarks(): Promise<void> {
    if (!engine.marks) return;
    const at = now().toISOString();
    const marks = Object.fromEntries([...commits].map(([name, count]) => [name, { commits: count, at }]));
    // Never fatal: a missing mark only means a later loss might go untold.
    await marksLock.run(() => engine.marks!.write(marks)).catch(() => undefined);
  }

  /** What the engine found, until it is kept (the engine opens and checks once, even if keeping fails). */
  let found: Promise<StoreFinding[]> | undefined;
  /** Opens the engine and checks the marks; a copy of the damaged store is kept when anything is found. */
  async function openAndCheck(): Promise<StoreFinding[]> {
    const { findings, asFound } = await engine.open().catch((error: unknown) => {
      throw error instanceof AppError
        ? error
        : storeOpenError(error, `The app's store ${engine.where}`, engine.where);
    });
    const all = [...findings, ...(await checkMarks())];
    if (!asFound) return all;
    if (all.length === 0) {
      await asFound.discard().catch(() => undefined);
      return all;
    }
    const kept = await asFound.keep();
    const told = ` A copy of the damaged store, as it was found, is kept in ${kept}.`;
    return all.map((finding) => ({ ...finding, message: finding.message + told, keptCopy: kept }));
  }
  async function openOnce(): Promise<void> {
    found ??= openAndCheck();
    try {
      await keep(await found);
    } catch (error) {
      // The engine stays open and its findings are kept for the next try; a failed open is tried again.
      if (!(await found.then(() => true).catch(() => false))) found = undefined;
      throw error;
    }
    found = Promise.resolve([]);
    // From here on the marks follow this database (a fresh one after a move aside starts from zero).
    await writeMarks();
  }
  let ready: Promise<void> | undefined;
  const opened = () => {
    ready ??= openOnce().catch((error: unknown) => {
      ready = undefined; // a later call tries again (e.g. the other copy of the app has quit)
      throw error;
    });
    return ready;
  };

  const root: StoreDatabase = {
    open: opened,
    get: (key) => db.get(key),
    batch: (operations, batchOptions) => db.batch(operations, batchOptions),
    iterator: (range) => db.iterator(range),
    keys: (range) => db.keys(range),
  };

  /** Stores' first-use checks, run before the notices are read. */
  const openers: (() => Promise<unknown>)[] = [];

  /** The database of store `name`: its batches counted, its unreadable records set aside. */
  function storeOf(name: string): CoreStoreDatabase {
    const base = name === ROOT_STORE ? root : sublevelOf(root, name);
    const prefix = name === ROOT_STORE ? '' : sublevelPrefix(name);
    // A store's batches are counted one after another, so its count on disk follows its own order.
    const lock = createSerialLock();
    const title = `${capital(describe(name))} ${engine.where}`;
    /** Writes whole keys with the store's next commit count (inside `lock`). */
    const commit = async (operations: StoreBatchOperation[], batchOptions?: { sync?: boolean }) => {
      const count = (commits.get(name) ?? 0) + 1;
      await write(
        [...operations, { type: 'put', key: COMMIT + name, value: String(count) }],
        batchOptions,
        title,
      );
      commits.set(name, count);
      await writeMarks();
    };
    return {
      ...base,
      batch: (operations, batchOptions) =>
        lock.run(() =>
          commit(
            operations.map((op) => ({ ...op, key: prefix + op.key })),
            batchOptions,
          ),
        ),
      report: async (finding) => {
        await opened();
        await keep([{ ...finding, stores: [name] }]);
      },
      setAside: async (records) => {
        await opened();
        const at = now().toISOString();
        const moved = await lock.run(async () => {
          const still: UnreadableRecord[] = [];
          for (const record of records)
            if ((await db.get(prefix + record.key)) === record.value) still.push(record);
          if (still.length > 0)
            await commit(
              still.flatMap((record) => [
                { type: 'put' as const, key: `${ASIDE}${name}!${at}!${record.key}`, value: record.value },
                { type: 'del' as const, key: prefix + record.key },
              ]),
              { sync: true },
            );
          return still;
        });
        if (moved.length > 0)
          await keep([{ stores: [name], ...setAsideFinding(`${describe(name)} ${engine.where}`, moved) }]);
      },
      checkedBy: (open) => void openers.push(open),
    };
  }

  return {
    store(name) {
      if (name === 'core') throw new Error('"core" is the storage core\'s own name');
      return storeOf(name);
    },

    notices: async () => {
      await opened();
      // A store that cannot open (written by a newer app) says so on its own screen; its notices still show.
      await Promise.allSettled(openers.map((open) => open()));
      const rows = await db.iterator({ ...rangeOf(NOTICE), reverse: true }).all();
      return rows.flatMap(([, value]) => {
        try {
          const parsed = storeNoticeSchema.safeParse(JSON.parse(value));
          return parsed.success ? [parsed.data] : [];
        } catch {
          return [];
        }
      });
    },

    dismissNotice: async (id) => {
      if (!storeNoticeSchema.shape.id.safeParse(id).success)
        throw new AppError({ kind: 'invalid-input', message: 'That is not a notice of this app.' });
      await opened();
      return noticeLock.run(async () => {
        if ((await db.get(NOTICE + id)) === undefined) return false;
        await write([{ type: 'del', key: NOTICE + id }], { sync: true }, coreTitle);
        return true;
      });
    },

    close: async () => {
      await ready?.catch(() => undefined);
      await db.close();
    },
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
