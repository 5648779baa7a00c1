/**
 * The database every store of the app is written over: the part of the abstract-level API they use, with
 * string keys and values — LevelDB through classic-level in Electron main, IndexedDB through
 * browser-level in the web build's log Worker. The lookup log keeps its keys at the top; labels, the
 * watch list and any later store each live under a prefix of their own ({@link sublevelOf}), so their
 * keys never meet.
 */

/**
 * One operation of an atomic batch. A value may also be given as its UTF-8 bytes (`valueEncoding:
 * 'view'`): it reads back as the same text, and a large value made a slice at a time is stored without
 * first being joined into one string (json-bytes.ts).
 */
export type StoreBatchOperation =
  | { type: 'put'; key: string; value: string }
  | { type: 'put'; key: string; value: Uint8Array; valueEncoding: 'view' }
  | { type: 'del'; key: string };

/** How a batch is written. */
export interface StoreBatchOptions {
  /** On disk before it resolves. */
  sync?: boolean;
  /**
   * Hands the operations to the database one at a time, awaiting `pause` after each value given as
   * bytes, where the database can take them so (abstract-level's chained batch, {@link writeBatch}): a
   * native database copies every value as it is handed over, and 100 MB handed over in one call held the
   * thread for most of a second. Still one all-or-nothing batch.
   */
  pause?: () => Promise<void>;
}

/** An all-or-nothing batch taken one operation at a time (abstract-level's chained batch). */
interface ChainedBatch {
  put(key: string, value: string | Uint8Array, options?: BytesRead): unknown;
  del(key: string): unknown;
  write(options?: { sync?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** A database that makes chained batches: abstract-level's, whose `batch()` without operations answers one. */
interface ChainingDatabase {
  supports: object;
  batch(): ChainedBatch;
}

const chains = (db: object): db is ChainingDatabase =>
  typeof (db as { supports?: unknown }).supports === 'object' &&
  typeof (db as { batch?: unknown }).batch === 'function';

/**
 * Writes `operations` to `db` as one all-or-nothing batch: handed over one at a time with
 * `options.pause` after each value of bytes where `db` is an abstract-level database (LevelDB,
 * IndexedDB), in one call otherwise.
 */
export async function writeBatch(
  db: StoreDatabase,
  operations: StoreBatchOperation[],
  options: StoreBatchOptions = {},
): Promise<void> {
  const { pause, ...rest } = options;
  if (!pause || !chains(db)) return db.batch(operations, rest);
  const batch = db.batch();
  try {
    for (const op of operations) {
      if (op.type === 'del') batch.del(op.key);
      else if (typeof op.value === 'string') batch.put(op.key, op.value);
      else {
        batch.put(op.key, op.value, { valueEncoding: 'view' });
        await pause();
      }
    }
  } catch (error) {
    await batch.close();
    throw error;
  }
  await batch.write(rest);
}

/** The option of a read that answers the stored bytes themselves. */
export interface BytesRead {
  valueEncoding: 'view';
}

/** `db.get(key, options)` with or without the bytes option: how a wrapper hands a read on. */
export function getFrom(db: StoreDatabase, key: string, options?: BytesRead) {
  return options ? db.get(key, options) : db.get(key);
}

/** A key range: `gt`/`lt` bounds, newest-first with `reverse`, at most `limit` rows. */
export interface StoreRange {
  gt?: string;
  gte?: string;
  lt?: string;
  reverse?: boolean;
  limit?: number;
}

/**
 * What a store may ask of its database. `ClassicLevel<string, string>` and `BrowserLevel<string,
 * string>` fit as they are.
 */
export interface StoreDatabase {
  open(): Promise<void>;
  get(key: string): Promise<string | undefined>;
  /** The value as the bytes stored (a value written as bytes that are not text: a gzipped body). */
  get(key: string, options: BytesRead): Promise<Uint8Array | undefined>;
  /** All-or-nothing; `sync`: on disk before it resolves ({@link writeBatch} hands it over in slices). */
  batch(operations: StoreBatchOperation[], options?: StoreBatchOptions): Promise<void>;
  iterator(range: StoreRange): { all(): Promise<[string, string][]> };
  /** Keys only (cheaper for counting and deleting). */
  keys(range: StoreRange): { all(): Promise<string[]> };
}

/** The key range of every `prefix…` key (the prefix's last character + 1 closes it), for range reads. */
export function rangeOf(prefix: string): { gt: string; lt: string } {
  const last = prefix.charCodeAt(prefix.length - 1);
  return { gt: prefix, lt: `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}` };
}

/** Where a sublevel's keys start: the same encoding as abstract-level's `db.sublevel(name)` (`!name!`). */
export const sublevelPrefix = (name: string) => `!${name}!`;

/** `range` moved under `prefix`: an open end becomes the end of the prefix's own range. */
function prefixedRange(prefix: string, range: StoreRange): StoreRange {
  const whole = rangeOf(prefix);
  const out: StoreRange = {};
  if (range.gt !== undefined) out.gt = prefix + range.gt;
  else if (range.gte !== undefined) out.gte = prefix + range.gte;
  else out.gt = whole.gt;
  out.lt = range.lt !== undefined ? prefix + range.lt : whole.lt;
  if (range.reverse !== undefined) out.reverse = range.reverse;
  if (range.limit !== undefined) out.limit = range.limit;
  return out;
}

/**
 * The store named `name` inside `root`: every key written as `!name!key`, byte for byte what
 * abstract-level's own sublevels write, so stores written before read back unchanged. Unlike
 * abstract-level's sublevel it has no open state of its own: it follows `root` (opened by the storage
 * core, which may close, repair and reopen it before any store reads).
 */
export function sublevelOf(root: StoreDatabase, name: string): StoreDatabase {
  const prefix = sublevelPrefix(name);
  const strip = (key: string) => key.slice(prefix.length);
  return {
    open: () => root.open(),
    get: ((key: string, options?: BytesRead) => getFrom(root, prefix + key, options)) as StoreDatabase['get'],
    batch: (operations, options) =>
      root.batch(
        operations.map((op) => ({ ...op, key: prefix + op.key })),
        options,
      ),
    iterator: (range) => ({
      all: async () =>
        (await root.iterator(prefixedRange(prefix, range)).all()).map(([k, v]) => [strip(k), v]),
    }),
    keys: (range) => ({
      all: async () => (await root.keys(prefixedRange(prefix, range)).all()).map(strip),
    }),
  };
}
