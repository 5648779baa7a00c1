/**
 * The labels store: private labels and favourites over the same abstract-level database as the lookup
 * log, in a sublevel of their own. Pass `db.sublevel('labels')` (see {@link LABELS_SUBLEVEL}).
 *
 * Layout (string keys and values, UTF-8 JSON), inside the sublevel:
 * - `meta:schema`       the schema version ({@link LABELS_SCHEMA_VERSION});
 * - `label:<raw>`       a {@link Label};
 * - `favourite:<raw>`   a {@link Favourite}.
 * Every method takes plain, JSON-able arguments (addresses in any form) and answers plain data, so a
 * bridge handler can parse its arguments with the exported schemas and call it as it is. Every change is
 * one atomic batch, flushed to disk.
 */
import {
  MAX_FAVOURITES,
  MAX_LABELS,
  favouriteSchema,
  labelSchema,
  labelTextSchema,
  type Favourite,
  type Label,
  rawAddressOf,
} from './label-schema';
import { rangeOf, type StoreBatchOperation, type StoreDatabase } from '../storage/store-database';
import { recordKind, type RecordKind } from '../storage/stored-records';
import {
  createVersionedStore,
  invalidInput,
  readStoredValue,
  type VersionedStore,
} from '../storage/versioned-store';

/** The sublevel name the labels store lives in. */
export const LABELS_SUBLEVEL = 'labels';
/** The schema version this code writes. */
export const LABELS_SCHEMA_VERSION = 1;

const LABEL = 'label:';
const FAVOURITE = 'favourite:';

/** Why a record keyed by an address holds another address's, or null. */
const ownAddress =
  (prefix: string) =>
  (record: { raw: string }, key: string): string | null =>
    key === prefix + record.raw ? null : `it holds the record of another address, ${record.raw}`;

const LABELS: RecordKind<Label> = recordKind({
  prefix: LABEL,
  noun: 'label of',
  schema: labelSchema,
  check: ownAddress(LABEL),
});
const FAVOURITES: RecordKind<Favourite> = recordKind({
  prefix: FAVOURITE,
  noun: 'saved address',
  schema: favouriteSchema,
  check: ownAddress(FAVOURITE),
});

/** Options of {@link createLabelStore}. */
export interface LabelStoreOptions {
  /** Where the store is, for messages. */
  location?: string;
  /** The clock, injectable for tests. */
  now?: () => Date;
  /** Bounds; default {@link MAX_LABELS} and {@link MAX_FAVOURITES}. */
  maxLabels?: number;
  maxFavourites?: number;
}

/** One row of an import, before it is written. */
export interface LabelImportRow {
  /** 1-based line in the imported file, for messages. */
  line: number;
  raw: string;
  /** Null: the row sets no label (a favourite only). */
  text: string | null;
  favourite: boolean;
  /** The label's time, kept as it was (an exact round trip); now when absent. */
  labelUpdatedAt?: string;
  /** The favourite's time, likewise. */
  favouriteAddedAt?: string;
}

/** Which page {@link LabelStore.page} reads. */
export interface LabelPageOptions {
  /** The raw address the previous page ended with; none for the first page. */
  after?: string;
  limit: number;
  search?: string;
}

/** A page of labels. */
export interface LabelPage {
  labels: Label[];
  /** The raw address to ask the next page `after`, or null at the end. */
  next: string | null;
  /** Labels in the store (all of them, whatever the search). */
  total: number;
  /** Records read for this page that could not be read (damaged). */
  unreadable: number;
}

/** What an import wrote. */
export interface LabelImportResult {
  labels: number;
  favourites: number;
}

/** The labels store. Every method may reject with an `AppError` whose message says what failed. */
export interface LabelStore {
  /** The label of one address (any form), or null. */
  get(address: string): Promise<Label | null>;
  /** The labels of many raw addresses (a results table's rows): raw → label, for those that have one. */
  getMany(raws: readonly string[]): Promise<Record<string, Label>>;
  /** Every label, by raw address. */
  list(): Promise<Label[]>;
  /**
   * One page of labels in address order: after the raw address `after`, at most `limit`, only those whose
   * text or address contains `search` (any case) when given; with the count of every label and of the
   * records on the way that could not be read (damaged on disk: counted, never silently left out).
   */
  page(options: LabelPageOptions): Promise<LabelPage>;
  /** Names an address (any form); replaces its label. */
  set(address: string, text: string): Promise<Label>;
  /** Removes an address's label; answers whether it had one. */
  remove(address: string): Promise<boolean>;
  /** The saved list, in its order. */
  favourites(): Promise<Favourite[]>;
  /** Adds an address to the end of the saved list (no change if it is there already). */
  addFavourite(address: string): Promise<Favourite>;
  /** Takes an address off the saved list; answers whether it was on it. */
  removeFavourite(address: string): Promise<boolean>;
  /** Writes checked import rows (labels-csv.ts) in one batch: labels replaced, new favourites appended. */
  importRows(rows: readonly LabelImportRow[]): Promise<LabelImportResult>;
}

/** A label text as stored, or an `invalid-input` AppError saying why it is not accepted. */
function textOf(text: string): string {
  const parsed = labelTextSchema.safeParse(text);
  if (!parsed.success) throw invalidInput(`This label cannot be saved: ${parsed.error.issues[0]!.message}.`);
  return parsed.data;
}

/** What the store's operations share. */
interface Labels {
  db: StoreDatabase;
  store: VersionedStore;
  now: () => Date;
  maxLabels: number;
  maxFavourites: number;
  /** How many labels there are, known since the last write (a page tells the total without counting). */
  labelCount: number | null;
  /** Counts writes begun and ended: a count read while one ran is not kept. */
  writes: number;
}

/** Creates the store over `db` (a sublevel of the log's database). Opened and checked on first use. */
export function createLabelStore(db: StoreDatabase, options: LabelStoreOptions = {}): LabelStore {
  const store = createVersionedStore(db, {
    what: 'The labels store',
    version: LABELS_SCHEMA_VERSION,
    records: [LABELS, FAVOURITES],
    ...(options.location ? { location: options.location } : {}),
  });
  const labels: Labels = {
    db,
    store,
    now: options.now ?? (() => new Date()),
    maxLabels: options.maxLabels ?? MAX_LABELS,
    maxFavourites: options.maxFavourites ?? MAX_FAVOURITES,
    labelCount: null,
    writes: 0,
  };
  return {
    get: (address) =>
      store.read(async () => readStoredValue(labelSchema, await db.get(LABEL + rawAddressOf(address)))),
    getMany: (raws) => store.read(() => labelsOf(labels, raws)),
    list: () => store.read(() => all(labels, LABELS)),
    page: (pageOptions) => store.read(() => readPage(labels, pageOptions)),
    set: (address, text) => store.serial(() => setLabel(labels, address, text)),
    remove: (address) => store.serial(() => removeKey(labels, LABEL + rawAddressOf(address))),
    favourites: () => store.read(() => sortedFavourites(labels)),
    addFavourite: (address) => store.serial(() => addFavourite(labels, address)),
    removeFavourite: (address) => store.serial(() => removeKey(labels, FAVOURITE + rawAddressOf(address))),
    importRows: (rows) => store.serial(() => importRows(labels, rows)),
  };
}

/** One synced batch; the label count is forgotten while and after it runs. */
async function write(labels: Labels, operations: StoreBatchOperation[]): Promise<void> {
  labels.writes += 1;
  labels.labelCount = null;
  try {
    await labels.db.batch(operations, { sync: true });
  } finally {
    labels.writes += 1;
    labels.labelCount = null;
  }
}

/** How many labels there are (kept until the next write, unless a write ran while counting). */
async function totalLabels(labels: Labels): Promise<number> {
  if (labels.labelCount !== null) return labels.labelCount;
  const before = labels.writes;
  const counted = await count(labels.db, LABEL);
  if (labels.writes === before && before % 2 === 0) labels.labelCount = counted;
  return counted;
}

/** Every record of `kind`; any that cannot be read are set aside and told (stored-records.ts). */
async function all<T>(labels: Labels, kind: RecordKind<T>): Promise<T[]> {
  return (await labels.store.sift(kind, await labels.db.iterator(rangeOf(kind.prefix)).all())).records;
}

const count = async (db: StoreDatabase, prefix: string) => (await db.keys(rangeOf(prefix)).all()).length;

/** The saved list, in its order. */
async function sortedFavourites(labels: Labels): Promise<Favourite[]> {
  return (await all(labels, FAVOURITES)).sort(
    (a, b) => a.position - b.position || a.raw.localeCompare(b.raw),
  );
}

/** The labels of these raw addresses, by raw address. */
async function labelsOf(labels: Labels, raws: readonly string[]): Promise<Record<string, Label>> {
  const wanted = new Set(raws);
  const out: Record<string, Label> = {};
  // One range read beats a get per row for a table of thousands; the store holds at most MAX_LABELS.
  for (const label of await all(labels, LABELS)) if (wanted.has(label.raw)) out[label.raw] = label;
  return out;
}

/** {@link LabelStore.page}. */
async function readPage(labels: Labels, { after, limit, search }: LabelPageOptions): Promise<LabelPage> {
  const needle = search?.trim().toLowerCase() ?? '';
  const range = rangeOf(LABEL);
  const found: Label[] = [];
  let unreadable = 0;
  let from = after === undefined ? range.gt : LABEL + after;
  // In chunks, so a search that matches little still reads a bounded amount per step.
  for (;;) {
    const chunk = await labels.db
      .iterator({ gt: from, lt: range.lt, limit: needle ? 1_000 : limit + 1 })
      .all();
    const read = await labels.store.sift(LABELS, chunk);
    unreadable += read.unreadable.length;
    for (const label of read.records)
      if (!needle || label.raw.toLowerCase().includes(needle) || label.text.toLowerCase().includes(needle))
        found.push(label);
    if (found.length > limit || chunk.length === 0 || (!needle && chunk.length <= limit)) break;
    from = chunk.at(-1)![0];
  }
  const total = await totalLabels(labels);
  const more = found.length > limit;
  const shown = found.slice(0, limit);
  return { labels: shown, next: more ? shown.at(-1)!.raw : null, total, unreadable };
}

/** Names an address (any form); replaces its label. */
async function setLabel(labels: Labels, address: string, text: string): Promise<Label> {
  const { db, maxLabels } = labels;
  const raw = rawAddressOf(address);
  const label: Label = { raw, text: textOf(text), origin: 'user', updatedAt: labels.now().toISOString() };
  if ((await db.get(LABEL + raw)) === undefined && (await count(db, LABEL)) >= maxLabels) {
    throw invalidInput(
      `The labels store holds at most ${maxLabels.toLocaleString('en-US')} labels; remove some first.`,
    );
  }
  await write(labels, [{ type: 'put', key: LABEL + raw, value: JSON.stringify(label) }]);
  return label;
}

/** Deletes a label or a favourite by its whole key; answers whether it was there. */
async function removeKey(labels: Labels, key: string): Promise<boolean> {
  if ((await labels.db.get(key)) === undefined) return false;
  await write(labels, [{ type: 'del', key }]);
  return true;
}

/** Adds an address to the end of the saved list (no change if it is there already). */
async function addFavourite(labels: Labels, address: string): Promise<Favourite> {
  const { maxFavourites } = labels;
  const raw = rawAddressOf(address);
  const existing = readStoredValue(favouriteSchema, await labels.db.get(FAVOURITE + raw));
  if (existing) return existing;
  const list = await sortedFavourites(labels);
  if (list.length >= maxFavourites)
    throw invalidInput(
      `The saved list holds at most ${maxFavourites.toLocaleString('en-US')} addresses; remove some first.`,
    );
  const favourite: Favourite = {
    raw,
    position: (list.at(-1)?.position ?? -1) + 1,
    addedAt: labels.now().toISOString(),
  };
  await write(labels, [{ type: 'put', key: FAVOURITE + raw, value: JSON.stringify(favourite) }]);
  return favourite;
}

/** Writes checked import rows in one batch: labels replaced, new favourites appended; all or nothing. */
async function importRows(labels: Labels, rows: readonly LabelImportRow[]): Promise<LabelImportResult> {
  const { maxLabels, maxFavourites } = labels;
  const at = labels.now().toISOString();
  const byRaw = new Map((await all(labels, LABELS)).map((l) => [l.raw, l]));
  const favourites = await sortedFavourites(labels);
  const favoured = new Set(favourites.map((f) => f.raw));
  let position = (favourites.at(-1)?.position ?? -1) + 1;
  const operations: StoreBatchOperation[] = [];
  let labelCount = 0;
  let favouriteCount = 0;
  for (const row of rows) {
    if (row.text !== null) {
      const label: Label = {
        raw: row.raw,
        text: textOf(row.text),
        origin: 'user',
        updatedAt: row.labelUpdatedAt ?? at,
      };
      byRaw.set(row.raw, label);
      operations.push({ type: 'put', key: LABEL + row.raw, value: JSON.stringify(label) });
      labelCount++;
    }
    if (row.favourite && !favoured.has(row.raw)) {
      favoured.add(row.raw);
      const favourite: Favourite = {
        raw: row.raw,
        position: position++,
        addedAt: row.favouriteAddedAt ?? at,
      };
      operations.push({ type: 'put', key: FAVOURITE + row.raw, value: JSON.stringify(favourite) });
      favouriteCount++;
    }
  }
  if (byRaw.size > maxLabels)
    throw invalidInput(
      `After this import the store would hold ${byRaw.size.toLocaleString('en-US')} labels; it holds at most ${maxLabels.toLocaleString('en-US')}. Nothing was imported.`,
    );
  if (favoured.size > maxFavourites)
    throw invalidInput(
      `After this import the saved list would hold ${favoured.size.toLocaleString('en-US')} addresses; it holds at most ${maxFavourites.toLocaleString('en-US')}. Nothing was imported.`,
    );
  if (operations.length > 0) await write(labels, operations);
  return { labels: labelCount, favourites: favouriteCount };
}
