/**
 * The watch list on disk: in a sublevel of the lookup log's database (`db.sublevel('watch')`, see
 * {@link WATCH_SUBLEVEL}), so it survives a restart with the log and the labels.
 *
 * Layout (string keys, UTF-8 JSON values), inside the sublevel:
 * - `meta:schema`                  the schema version;
 * - `settings`                     {@link WatchSettings};
 * - `entry:<raw>`                  a {@link WatchEntry};
 * - `state:<raw>`                  the last {@link WatchSnapshot} of the entry;
 * - `history:<raw>:<time>-<seq>`   one {@link WatchChange}; time-ordered, at most `historyPerAddress`
 *                                  changes and `historyBytesPerAddress` bytes per address (the oldest go
 *                                  in the same batch that adds new ones);
 * - `trimmed:<raw>`                how many changes of the address were dropped so, and when last.
 * Every write is one atomic batch, flushed to disk.
 */
import { rawAddressOf } from '../labels/label-schema';
import { rangeOf, type StoreBatchOperation, type StoreDatabase } from '../storage/store-database';
import { recordKind, underOwnKey, type RecordKind } from '../storage/stored-records';
import {
  createVersionedStore,
  invalidInput,
  readStoredValue,
  type VersionedStore,
} from '../storage/versioned-store';
import {
  DEFAULT_HISTORY_BYTES_PER_ADDRESS,
  DEFAULT_HISTORY_PER_ADDRESS,
  MAX_JETTON_WALLETS,
  MAX_WATCHED,
  WATCH_INTERVAL_SECONDS,
  watchChangeSchema,
  watchEntrySchema,
  watchSettingsSchema,
  watchSnapshotSchema,
  watchTrimmedSchema,
  type WatchChange,
  type WatchEntry,
  type WatchSettings,
  type WatchSnapshot,
  type WatchTrimmed,
} from './watch-schema';

/** The sublevel name the watch list lives in. */
export const WATCH_SUBLEVEL = 'watch';
/** The schema version this code writes. */
export const WATCH_SCHEMA_VERSION = 1;

const ENTRY = 'entry:';
const STATE = 'state:';
const HISTORY = 'history:';
const TRIMMED = 'trimmed:';
const SETTINGS = 'settings';

const ENTRIES: RecordKind<WatchEntry> = recordKind({
  prefix: ENTRY,
  noun: 'watched address',
  schema: watchEntrySchema,
  check: underOwnKey(ENTRY, (entry) => entry.raw, 'entry', 'address'),
});
const STATES: RecordKind<WatchSnapshot> = recordKind({
  prefix: STATE,
  noun: 'last seen state of',
  schema: watchSnapshotSchema,
});
const TRIMS: RecordKind<WatchTrimmed> = recordKind({
  prefix: TRIMMED,
  noun: 'count of dropped changes of',
  schema: watchTrimmedSchema,
});
const SETTING: RecordKind<WatchSettings> = recordKind({
  prefix: SETTINGS,
  noun: 're-check interval (the default is used)',
  schema: watchSettingsSchema,
});
/** Changes are many (up to 200 per address): met where they are read, not read whole at open. */
const CHANGES: RecordKind<WatchChange> = recordKind({
  prefix: HISTORY,
  noun: 'change',
  schema: watchChangeSchema,
  checkAtOpen: false,
});

/** Options of {@link createWatchStore}. */
export interface WatchStoreOptions {
  location?: string;
  now?: () => Date;
  /** Change events kept per address; default {@link DEFAULT_HISTORY_PER_ADDRESS}. */
  historyPerAddress?: number;
  /** Bytes of change events kept per address; default {@link DEFAULT_HISTORY_BYTES_PER_ADDRESS}. */
  historyBytesPerAddress?: number;
  /** Most watched addresses; default {@link MAX_WATCHED}. */
  maxWatched?: number;
}

/** One re-check's outcome, as stored. */
export interface WatchCheckRecord {
  /** The new snapshot of every address the check saw. */
  snapshots: Record<string, WatchSnapshot>;
  /** What changed since the snapshots before. */
  changes: WatchChange[];
}

/** The watch list store. Every method may reject with an `AppError` saying what failed. */
export interface WatchStore {
  /** Watched addresses, by raw address. */
  list(): Promise<WatchEntry[]>;
  /** Watches an address (any form) and jetton wallets under it (any form); replaces the wallets if it is watched already. */
  add(address: string, jettonWallets?: readonly string[]): Promise<WatchEntry>;
  /** Stops watching an address: its entry, last state and history go. Answers whether it was watched. */
  remove(address: string): Promise<boolean>;
  settings(): Promise<WatchSettings>;
  setSettings(settings: WatchSettings): Promise<WatchSettings>;
  /** The last snapshot of every watched address that has been checked. */
  states(): Promise<Record<string, WatchSnapshot>>;
  /** An address's changes, newest first (at most `limit`). */
  history(address: string, limit?: number): Promise<WatchChange[]>;
  /** What was dropped from an address's history to keep it within its bounds, or null when nothing was. */
  trimmed(address: string): Promise<WatchTrimmed | null>;
  /**
   * Keeps a re-check's snapshots and changes (of addresses still watched), trimming each history to its
   * bounds (count and bytes), oldest first, and noting how many went.
   */
  recordCheck(record: WatchCheckRecord): Promise<void>;
}

/** What the store's operations share. */
interface Watch {
  db: StoreDatabase;
  store: VersionedStore;
  now: () => Date;
  /** Changes kept per address, at most. */
  keep: number;
  /** Bytes of history kept per address, at most. */
  keepBytes: number;
  maxWatched: number;
  /** Orders the history keys of changes made in one millisecond. */
  sequence: number;
}

/** Creates the store over `db` (a sublevel of the log's database). Opened and checked on first use. */
export function createWatchStore(db: StoreDatabase, options: WatchStoreOptions = {}): WatchStore {
  const store = createVersionedStore(db, {
    what: 'The watch list',
    version: WATCH_SCHEMA_VERSION,
    records: [ENTRIES, STATES, TRIMS, SETTING, CHANGES],
    ...(options.location ? { location: options.location } : {}),
  });
  const watch: Watch = {
    db,
    store,
    now: options.now ?? (() => new Date()),
    keep: Math.max(1, options.historyPerAddress ?? DEFAULT_HISTORY_PER_ADDRESS),
    keepBytes: Math.max(1, options.historyBytesPerAddress ?? DEFAULT_HISTORY_BYTES_PER_ADDRESS),
    maxWatched: options.maxWatched ?? MAX_WATCHED,
    sequence: 0,
  };
  return {
    list: () => store.serial(() => entries(watch)),
    add: (address, jettonWallets = []) => store.serial(() => addEntry(watch, address, jettonWallets)),
    remove: (address) => store.serial(() => removeEntry(watch, address)),
    settings: () =>
      store.serial(
        async () =>
          readStoredValue(watchSettingsSchema, await db.get(SETTINGS)) ?? {
            intervalSeconds: WATCH_INTERVAL_SECONDS.default,
          },
      ),
    setSettings: (settings) => store.serial(() => saveSettings(db, settings)),
    states: () => store.serial(() => readStates(watch)),
    history: (address, limit = watch.keep) =>
      store.serial(async () => {
        const raw = rawAddressOf(address);
        const rows = await db.iterator({ ...rangeOf(`${HISTORY}${raw}:`), reverse: true, limit }).all();
        return (await store.sift(CHANGES, rows)).records;
      }),
    trimmed: (address) =>
      store.serial(async () =>
        readStoredValue(watchTrimmedSchema, await db.get(TRIMMED + rawAddressOf(address))),
      ),
    recordCheck: (record) => store.serial(() => recordCheck(watch, record)),
  };
}

const write = (db: StoreDatabase, operations: StoreBatchOperation[]) => db.batch(operations, { sync: true });

/** Every watched address; any entry that cannot be read is set aside and told (stored-records.ts). */
async function entries({ db, store }: Watch): Promise<WatchEntry[]> {
  return (await store.sift(ENTRIES, await db.iterator(rangeOf(ENTRY)).all())).records;
}

/** {@link WatchStore.add}. */
async function addEntry(
  watch: Watch,
  address: string,
  jettonWallets: readonly string[],
): Promise<WatchEntry> {
  const { db, maxWatched } = watch;
  const raw = rawAddressOf(address);
  const wallets = [...new Set(jettonWallets.map(rawAddressOf))].filter((w) => w !== raw);
  if (wallets.length > MAX_JETTON_WALLETS)
    throw invalidInput(`At most ${MAX_JETTON_WALLETS} jetton wallets can be watched under one address.`);
  const existing = readStoredValue(watchEntrySchema, await db.get(ENTRY + raw));
  if (!existing && (await entries(watch)).length >= maxWatched) {
    throw invalidInput(
      `The watch list holds at most ${maxWatched.toLocaleString('en-US')} addresses; remove some first.`,
    );
  }
  const entry: WatchEntry = {
    raw,
    jettonWallets: wallets,
    addedAt: existing?.addedAt ?? watch.now().toISOString(),
  };
  await write(db, [{ type: 'put', key: ENTRY + raw, value: JSON.stringify(entry) }]);
  return entry;
}

/** {@link WatchStore.remove}. */
async function removeEntry({ db }: Watch, address: string): Promise<boolean> {
  const raw = rawAddressOf(address);
  if ((await db.get(ENTRY + raw)) === undefined) return false;
  const history = (await db.iterator(rangeOf(`${HISTORY}${raw}:`)).all()).map(([k]) => k);
  await write(db, [
    { type: 'del', key: ENTRY + raw },
    { type: 'del', key: STATE + raw },
    { type: 'del', key: TRIMMED + raw },
    ...history.map((key) => ({ type: 'del' as const, key })),
  ]);
  return true;
}

/** {@link WatchStore.setSettings}. */
async function saveSettings(db: StoreDatabase, settings: WatchSettings): Promise<WatchSettings> {
  const parsed = watchSettingsSchema.safeParse(settings);
  if (!parsed.success) {
    throw invalidInput(
      `The re-check interval must be a whole number of seconds from ${WATCH_INTERVAL_SECONDS.min} to ${WATCH_INTERVAL_SECONDS.max}.`,
    );
  }
  await write(db, [{ type: 'put', key: SETTINGS, value: JSON.stringify(parsed.data) }]);
  return parsed.data;
}

/** {@link WatchStore.states}. */
async function readStates({ db, store }: Watch): Promise<Record<string, WatchSnapshot>> {
  const out: Record<string, WatchSnapshot> = {};
  const read = await store.sift(STATES, await db.iterator(rangeOf(STATE)).all());
  read.records.forEach((snapshot, i) => (out[read.keys[i]!.slice(STATE.length)] = snapshot));
  return out;
}

/** {@link WatchStore.recordCheck}: one batch for the whole check. */
async function recordCheck(watch: Watch, record: WatchCheckRecord): Promise<void> {
  // An address removed while its check was running is not written back.
  const watched = new Set((await entries(watch)).map((e) => e.raw));
  const operations: StoreBatchOperation[] = [];
  for (const [raw, snapshot] of Object.entries(record.snapshots)) {
    if (watched.has(raw)) operations.push({ type: 'put', key: STATE + raw, value: JSON.stringify(snapshot) });
  }
  const byRaw = new Map<string, WatchChange[]>();
  for (const change of record.changes)
    if (watched.has(change.raw)) byRaw.set(change.raw, [...(byRaw.get(change.raw) ?? []), change]);
  const at = watch.now().toISOString();
  for (const [raw, changes] of byRaw) operations.push(...(await historyOperations(watch, raw, changes, at)));
  if (operations.length > 0) await write(watch.db, operations);
}

/**
 * An address's new changes written into its history, trimmed to its bounds (count and bytes), oldest
 * first, with the note of how many went.
 */
async function historyOperations(
  watch: Watch,
  raw: string,
  changes: readonly WatchChange[],
  at: string,
): Promise<StoreBatchOperation[]> {
  const { db } = watch;
  const operations: StoreBatchOperation[] = [];
  // Oldest first; the new ones count towards both bounds (and alone keep only the last that fit).
  const rows: { key: string; bytes: number; fresh?: string }[] = (
    await db.iterator(rangeOf(`${HISTORY}${raw}:`)).all()
  ).map(([key, value]) => ({ key, bytes: key.length + value.length }));
  for (const change of changes) {
    const time = String(Date.parse(change.at)).padStart(13, '0');
    const key = `${HISTORY}${raw}:${time}-${String(watch.sequence++ % 1_000_000).padStart(6, '0')}`;
    const value = JSON.stringify(change);
    rows.push({ key, bytes: key.length + value.length, fresh: value });
  }
  let bytes = rows.reduce((sum, row) => sum + row.bytes, 0);
  let drop = 0;
  // The newest change is always kept (a snapshot's texts are bounded, so one change is small).
  while (rows.length - drop > 1 && (rows.length - drop > watch.keep || bytes > watch.keepBytes)) {
    bytes -= rows[drop]!.bytes;
    drop += 1;
  }
  for (const row of rows.slice(drop))
    if (row.fresh) operations.push({ type: 'put', key: row.key, value: row.fresh });
  const dropped = rows.slice(0, drop).filter((row) => !row.fresh);
  for (const row of dropped) operations.push({ type: 'del', key: row.key });
  if (drop > 0) {
    // The note of what went: counted across checks, told with the history.
    const before = readStoredValue(watchTrimmedSchema, await db.get(TRIMMED + raw));
    const trimmed: WatchTrimmed = { count: (before?.count ?? 0) + drop, at };
    operations.push({ type: 'put', key: TRIMMED + raw, value: JSON.stringify(trimmed) });
  }
  return operations;
}
