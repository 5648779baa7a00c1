/**
 * The paces learned from indexers' 429s (shared/bulk/learned-pace.ts), kept on this machine so the next
 * session starts at the pace the last one ended with instead of meeting the same 429s again. One record
 * per indexer origin (the request budget is an indexer's), in a sublevel of the lookup log's database
 * beside the labels (`db.sublevel('paces')`, see {@link PACES_SUBLEVEL}): LevelDB in Electron main,
 * IndexedDB in the web build's job worker.
 *
 * Layout (string keys, UTF-8 JSON values), inside the sublevel:
 * - `meta:schema`      the schema version ({@link PACES_SCHEMA_VERSION});
 * - `pace:<origin>`    a {@link KeptPace}.
 */
import { z } from 'zod';
import type { StoreDatabase } from '../storage/store-database';
import { recordKind, underOwnKey, type RecordKind } from '../storage/stored-records';
import { createVersionedStore, readStoredValue } from '../storage/versioned-store';
import { MIN_LEARNED_RATE } from './learned-pace';

/** The sublevel name the store lives in. */
export const PACES_SUBLEVEL = 'paces';
/** The schema version this code writes. */
export const PACES_SCHEMA_VERSION = 1;

/**
 * How long a kept pace is used to start a session: an indexer's plan or load changes over weeks, and a
 * pace older than this is dropped rather than trusted (the budget then learns afresh from a 429).
 */
export const KEPT_PACE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const PACE = 'pace:';

/** A pace learned from one indexer's 429s, as kept. */
export const keptPaceSchema = z
  .object({
    /** The indexer's origin (`https://toncenter.com`): what the pace belongs to. */
    origin: z.string().min(1).max(2048),
    /** Requests per second. */
    requests_per_second: z.number().min(MIN_LEARNED_RATE).max(1e6),
    /** When it was last set (learned, cut or raised), ISO. */
    learned_at: z.iso.datetime(),
  })
  .strict();

/** A kept pace. */
export type KeptPace = z.infer<typeof keptPaceSchema>;

const PACES: RecordKind<KeptPace> = recordKind({
  prefix: PACE,
  noun: 'pace of',
  schema: keptPaceSchema,
  check: underOwnKey(PACE, (pace) => pace.origin, 'pace', 'indexer'),
});

/** The store. Every method may reject with an `AppError` whose message says what failed. */
export interface KeptPaceStore {
  /** The pace kept for `origin`, or null. */
  get(origin: string): Promise<KeptPace | null>;
  /** Keeps (replaces) the pace of its origin. */
  keep(pace: KeptPace): Promise<void>;
  /** Drops the pace of `origin`; answers whether one was kept. */
  forget(origin: string): Promise<boolean>;
}

/** Creates the store over `db` (a sublevel of the log's database). Opened and checked on first use. */
export function createKeptPaceStore(db: StoreDatabase, options: { location?: string } = {}): KeptPaceStore {
  const store = createVersionedStore(db, {
    what: 'The store of learned paces',
    version: PACES_SCHEMA_VERSION,
    records: [PACES],
    ...(options.location ? { location: options.location } : {}),
  });
  // Reads go through the lock too: a pace kept a moment ago (not awaited by the budget) is read back.
  return {
    get: (origin) => store.serial(async () => readStoredValue(keptPaceSchema, await db.get(PACE + origin))),
    keep: (pace) =>
      store.serial(() =>
        db.batch(
          [{ type: 'put', key: PACE + pace.origin, value: JSON.stringify(keptPaceSchema.parse(pace)) }],
          {
            sync: true,
          },
        ),
      ),
    forget: (origin) =>
      store.serial(async () => {
        const key = PACE + origin;
        if ((await db.get(key)) === undefined) return false;
        await db.batch([{ type: 'del', key }], { sync: true });
        return true;
      }),
  };
}

/** The origin a pace belongs to: the indexer's scheme, host and port (the budget is per indexer). */
export function paceOrigin(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl;
  }
}

/** Whether `pace` is young enough to start a session with at `now` (see {@link KEPT_PACE_MAX_AGE_MS}). */
export function keptPaceFresh(pace: KeptPace, now: Date): boolean {
  const age = now.getTime() - Date.parse(pace.learned_at);
  return age <= KEPT_PACE_MAX_AGE_MS;
}
