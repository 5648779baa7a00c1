/**
 * What every store of the app does the same way: open its database at first use, check (or, on a new
 * store, write) its schema version, and run one operation at a time through a {@link SerialLock}, so a
 * read-modify-write never interleaves with another. Plus reading stored JSON records with their schema,
 * counting the ones that cannot be read instead of dropping them silently.
 *
 * An unreadable version mark (garbage where a number was) does not lock the user out: the store's own
 * version is written back and the user is told, with the bytes found, through the storage core's notice.
 */
import type { z } from 'zod';
import { AppError } from '../errors';
import { createSerialLock } from './serial-lock';
import { failureDetail, storeFailureCause, storeOpenError, storeWriteError } from './store-failure';
import type { CoreStoreDatabase } from './storage-core';
import { rangeOf, type StoreDatabase, type StoreRange } from './store-database';
import { readRecords, type ReadRecords, type RecordKind, type UnreadableRecord } from './stored-records';

/** Records read at a time when a store's records are checked at open. */
const CHECK_SLICE = 1_000;

/** Where every store keeps its schema version. */
export const SCHEMA_KEY = 'meta:schema';

/** A store over a database: `serial` runs work one at a time, after opening and checking the schema. */
export interface VersionedStore {
  serial<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs a read-only piece after opening, without waiting for the lock: a LevelDB iterator reads a
   * snapshot, an IndexedDB read is one transaction, so a long read (every label) never holds up a short
   * one (a page of them) or a write.
   */
  read<T>(work: () => Promise<T>): Promise<T>;
  /**
   * `rows` (whole keys, JSON) read as `kind`: the records, and those that could not be read — set aside
   * and named in the store's notice when the store is the storage core's, counted either way.
   */
  sift<T>(kind: RecordKind<T>, rows: readonly [string, string][]): Promise<ReadRecords<T>>;
}

/** How a store names itself in messages and which schema version it writes. */
export interface VersionedStoreOptions {
  /** e.g. "The labels store" — messages start with it. */
  what: string;
  version: number;
  /** Where the store is, for messages ("… in /home/…/lookup-log"). */
  location?: string;
  /** The kinds of record it keeps; those marked `checkAtOpen` are read whole when it is first used. */
  records?: readonly RecordKind<unknown>[];
}

const storageError = (message: string, detail?: string) =>
  new AppError({ kind: 'storage', message, ...(detail ? { detail } : {}) });

/** Whether `db` came from the storage core (and so can keep a notice). */
const canReport = (db: StoreDatabase): db is CoreStoreDatabase =>
  typeof (db as Partial<CoreStoreDatabase>).report === 'function';

/** What a versioned store's steps share: its database, its names and its opening. */
interface Versioned {
  db: StoreDatabase;
  options: VersionedStoreOptions;
  /** e.g. "The labels store". */
  what: string;
  /** " in /home/…", or ''. */
  where: string;
  /** The check of its records at open, once under way. */
  checked: Promise<void> | undefined;
  /** The open, once under way or done. */
  ready: Promise<void> | undefined;
}

/** Opens `db` on first use, writes the schema version into a new store and refuses one from a newer app. */
export function createVersionedStore(db: StoreDatabase, options: VersionedStoreOptions): VersionedStore {
  const store: Versioned = {
    db,
    options,
    what: options.what,
    where: options.location ? ` in ${options.location}` : '',
    checked: undefined,
    ready: undefined,
  };
  const lock = createSerialLock();
  if (canReport(db)) db.checkedBy(() => opened(store).then(() => checkedOnce(store)));
  return {
    serial: (work) => lock.run(() => named(store, work)),
    read: (work) => named(store, work),
    async sift(kind, rows) {
      const read = readRecords(kind, rows);
      if (read.unreadable.length > 0 && canReport(db))
        await db.setAside(read.unreadable).catch(() => undefined);
      return read;
    },
  };
}

async function openOnce(store: Versioned): Promise<void> {
  const { what, where } = store;
  try {
    await store.db.open();
  } catch (error) {
    if (error instanceof AppError) throw error; // already in words (the storage core's own check)
    throw storeOpenError(error, `${what}${where}`, where);
  }
  await checkVersion(store);
  // In the background: the store is usable at once; the notices wait for it (checkedBy above).
  void checkedOnce(store);
}

/** Writes the version into a new store, sets an unreadable mark again, refuses a newer store. */
async function checkVersion({ db, options, what, where }: Versioned): Promise<void> {
  const stored = await db.get(SCHEMA_KEY);
  const mark = [{ type: 'put' as const, key: SCHEMA_KEY, value: String(options.version) }];
  if (stored === undefined) {
    await db.batch(mark, { sync: true });
    return;
  }
  const version = Number(stored);
  if (!Number.isInteger(version) || version < 1) {
    const found = JSON.stringify(stored.slice(0, 40));
    if (!canReport(db))
      throw storageError(
        `${what}${where} has an unreadable schema version (${found}); it was left untouched.`,
      );
    // Garbage where the version was: the records are this app's, so the mark is written again.
    await db.batch(mark, { sync: true });
    await db.report({
      message: `${what}${where} had an unreadable version mark (${found}); it was set again to this version's (${options.version}). Its records were kept as they are; any that cannot be read are set aside and named.`,
    });
    return;
  }
  if (version > options.version) {
    throw storageError(
      `${what}${where} was written by a newer version of the app (schema ${version}; this version reads schema ${options.version}). It was left untouched: update the app to read it.`,
    );
  }
}

/**
 * Reads every record of the kinds checked at open, so none that cannot be read waits unsaid — a slice at
 * a time, so that 100,000 labels never hold the thread (Electron main answers the window meanwhile).
 */
async function checkRecords({ db, options }: Versioned): Promise<void> {
  if (!canReport(db)) return;
  try {
    const unreadable: UnreadableRecord[] = [];
    for (const kind of options.records ?? [])
      if (kind.checkAtOpen) unreadable.push(...(await unreadableOf(db, kind)));
    if (unreadable.length > 0) await db.setAside(unreadable);
  } catch {
    // Never fatal: the reads meet them again, count them and try again to set them aside.
  }
}

const checkedOnce = (store: Versioned) => (store.checked ??= checkRecords(store));

/** The records of `kind` that cannot be read, from the prefix itself (a kind of one key is that key). */
async function unreadableOf(db: StoreDatabase, kind: RecordKind<unknown>): Promise<UnreadableRecord[]> {
  const found: UnreadableRecord[] = [];
  const { lt } = rangeOf(kind.prefix);
  for (let range: StoreRange = { gte: kind.prefix, lt, limit: CHECK_SLICE }; ;) {
    const rows = await db.iterator(range).all();
    found.push(...readRecords(kind, rows).unreadable);
    if (rows.length < CHECK_SLICE) return found;
    range = { gt: rows.at(-1)![0], lt, limit: CHECK_SLICE };
  }
}

function opened(store: Versioned): Promise<void> {
  store.ready ??= openOnce(store).catch((error: unknown) => {
    store.ready = undefined; // a later call tries again (e.g. the other copy of the app has quit)
    throw error;
  });
  return store.ready;
}

/** Opens, then runs `work`; a failure of the database itself is named, never "a problem in the app". */
async function named<T>(store: Versioned, work: () => Promise<T>): Promise<T> {
  const { what, where } = store;
  await opened(store);
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (storeFailureCause(error) === 'full') throw storeWriteError(error, `${what}${where}`, where, false);
    throw storageError(
      `${what}${where} could not be read or written just now: the store may be damaged. Restart the app: it checks and repairs its store when it starts, keeping a copy.`,
      failureDetail(error),
    );
  }
}

/** A stored JSON value read with its schema; null — treated as absent — when missing or damaged. */
export function readStoredValue<T>(schema: z.ZodType<T>, value: string | undefined): T | null {
  if (value === undefined) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The error of a request a store refuses (a bound reached, a bad value): `invalid-input`, with the reason. */
export const invalidInput = (message: string): AppError => new AppError({ kind: 'invalid-input', message });
