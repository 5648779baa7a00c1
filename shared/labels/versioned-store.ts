/**
 * What the desk stores (labels, favourites, the watch list) share with the lookup log: the same
 * abstract-level database — LevelDB via classic-level in Electron main, IndexedDB via browser-level in
 * the web build — each in a sublevel of its own (`db.sublevel('labels')`), so their keys never meet the
 * log's. Here: the part of the abstract-level API they use, opening with a schema-version check, and one
 * operation at a time (a read-modify-write must not interleave with another).
 */
import type { z } from 'zod';
import { AppError } from '../errors';
import type { LookupLogBatchOperation, LookupLogDatabase } from '../lookup-log/lookup-log';

/** One operation of an atomic batch. */
export type StoreBatchOperation = LookupLogBatchOperation;

/**
 * The part of the abstract-level API a store uses (string keys and values). `ClassicLevel<string,
 * string>`, `BrowserLevel<string, string>` and their sublevels all fit.
 */
export interface StoreDatabase extends LookupLogDatabase {
  iterator(options: { gt?: string; lt?: string; reverse?: boolean; limit?: number }): {
    all(): Promise<[string, string][]>;
  };
}

/** The key range of every `prefix…` key (`:` + 1 = `;`), for range reads. */
export const rangeOf = (prefix: string) => ({ gt: prefix, lt: `${prefix.slice(0, -1)};` });

const SCHEMA_KEY = 'meta:schema';

/** A store over a database: `serial` runs work one at a time, after opening and checking the schema. */
export interface VersionedStore {
  serial<T>(work: () => Promise<T>): Promise<T>;
}

/** How a store names itself in messages and which schema version it writes. */
export interface VersionedStoreOptions {
  /** e.g. "The labels store" — messages start with it. */
  what: string;
  version: number;
  /** Where the store is, for messages ("… in /home/…/lookup-log"). */
  location?: string;
}

const storageError = (message: string, detail?: string) =>
  new AppError({ kind: 'unexpected', message, ...(detail ? { detail } : {}) });

/** Opens `db` on first use, writes the schema version into a new store and refuses one from a newer app. */
export function createVersionedStore(db: StoreDatabase, options: VersionedStoreOptions): VersionedStore {
  const where = options.location ? ` in ${options.location}` : '';
  const what = options.what;

  async function openOnce(): Promise<void> {
    try {
      await db.open();
    } catch (error) {
      // abstract-level wraps the reason (LEVEL_LOCKED: another process holds the store) in `cause`.
      const reason =
        (error as { cause?: { code?: string; message?: string } }).cause ??
        (error as { code?: string; message?: string });
      throw storageError(
        reason?.code === 'LEVEL_LOCKED'
          ? `${what}${where} is in use by another copy of the app; close it and try again.`
          : `${what}${where} could not be opened.`,
        `${reason?.code ?? ''} ${reason?.message ?? String(error)}`.trim(),
      );
    }
    const stored = await db.get(SCHEMA_KEY);
    if (stored === undefined) {
      await db.batch([{ type: 'put', key: SCHEMA_KEY, value: String(options.version) }], { sync: true });
      return;
    }
    const version = Number(stored);
    if (!Number.isInteger(version) || version < 1) {
      throw storageError(
        `${what}${where} has an unreadable schema version ("${stored.slice(0, 20)}"); it was left untouched.`,
      );
    }
    if (version > options.version) {
      throw storageError(
        `${what}${where} was written by a newer version of the app (schema ${version}; this version reads schema ${options.version}). It was left untouched: update the app to read it.`,
      );
    }
  }

  let ready: Promise<void> | undefined;
  const opened = () => {
    ready ??= openOnce().catch((error: unknown) => {
      ready = undefined; // a later call tries again (e.g. the other copy of the app has quit)
      throw error;
    });
    return ready;
  };

  let queue: Promise<unknown> = Promise.resolve();
  return {
    serial<T>(work: () => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        await opened();
        return work();
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
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
