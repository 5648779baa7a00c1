/**
 * The lookup log: every lookup kept on disk, bounded, over an abstract-level database (classic-level,
 * i.e. LevelDB, in Electron main; browser-level, i.e. IndexedDB, in web mode) — a well-kept embedded
 * store whose write-ahead log makes a batch all-or-nothing, rather than a file format of our own.
 *
 * Each entry is a summary (what the list reads), a body (the whole entry), the paste's case record and
 * the user's notes, under
 * keys that start with its id, and ids start with the creation time, so key order is time order
 * (shared/lookup-log/log-records.ts). One `add` is ONE `db.batch` holding the summary, the body, the
 * schema key and the deletions of evicted entries (shared/lookup-log/log-append.ts): a crash leaves the
 * store before or after the add, never with half of it.
 */
import { AppError } from '../errors';
import type { StoreDatabase } from '../storage/store-database';
import { createVersionedStore } from '../storage/versioned-store';
import {
  lookupLogDraftSchema,
  lookupLogEntrySchema,
  lookupLogStatusSchema,
  timeOfLogId,
  type LookupLogNotes,
  type LookupLogStatus,
  type KeptLookupDraft,
  type LookupLogDraft,
  type LookupLogDraftInput,
  type LookupLogEntry,
  type LookupLogSummary,
} from './log-entry';
import { appendEntry, entryDeletions } from './log-append';
import { bodyText } from './body-parts';
import { bodyAsksFor, expandedBody } from './compact-body';
import {
  allNotes,
  BODY,
  checkedId,
  EVICTION_KEY,
  LOOKUP_LOG_STORE_VERSION,
  notInLog,
  NOTES,
  NOTES_KIND,
  PASTED_KIND,
  readSummary,
  SUMMARY,
  SUMMARY_KEYS,
  summaries,
  type LogStore,
} from './log-records';
import { entriesWriting } from './log-text-search';

// Read where the log is listed (renderer/log): an id's time is the log's own fact.
export { timeOfLogId };

/** Limits and injectable sources of the log. */
export interface LookupLogOptions {
  /** Total bytes kept; oldest entries go first. Default 256 MB. */
  maxBytes?: number;
  /**
   * The most one stored value may take, where the database keeps less in one value than a body may
   * take: IndexedDB in Chromium refuses a value over 127 MB ({@link INDEXEDDB_MAX_VALUE_BYTES}). A body
   * is kept in parts of at most this (and at most 16 MB). Default: no bound of its own (LevelDB on disk).
   */
  maxValueBytes?: number;
  /** Entries kept; oldest go first. Default 500. */
  maxEntries?: number;
  /** Where the store is, for messages ("the lookup log in …"). */
  location?: string;
  /** Clock and randomness, injectable for tests. */
  now?: () => Date;
  random?: () => number;
}

/** The lookup log. Every method may reject with an {@link AppError} whose message says what failed. */
export interface LookupLog {
  /** Summaries of every entry, newest first, without reading any entry's body. */
  list(): Promise<LookupLogSummary[]>;
  /** One whole entry; rejects if there is none with this id or it is damaged. */
  get(id: string): Promise<LookupLogEntry>;
  /** Checks and records a lookup (BoCs removed), evicting the oldest entries beyond the bounds; answers its summary. */
  add(draft: LookupLogDraftInput): Promise<LookupLogSummary>;
  /**
   * Records a draft already checked where it arrived (the bridge's draft parts, each checked against the
   * contract) without checking it a second time; otherwise as {@link LookupLog.add}. Its address book
   * and metadata may be its maker's Maps, written in their order (log-entry.ts `KeptLookupDraft`).
   */
  addChecked(draft: KeptLookupDraft): Promise<LookupLogSummary>;
  /** Deletes one entry (damaged ones too); answers whether there was one. */
  remove(id: string): Promise<boolean>;
  /** Sets the user's title, note or pin of an entry (the body is not rewritten); answers its summary. */
  annotate(id: string, notes: LookupLogNotes): Promise<LookupLogSummary>;
  /** How full the log is, and what was last dropped to make room. */
  status(): Promise<LookupLogStatus>;
  /** Ids of the entries that asked for the account `raw` (newest first), reading one body at a time. */
  findAddress(raw: string): Promise<string[]>;
  /**
   * The entries whose pasted message holds `text` (case-insensitive), or whose customer wrote it in an
   * address corrected before the lookup (newest first), each with where (pasted-search.ts). Reads the
   * kept pastes only; an entry logged before they were kept apart is read whole once per process.
   */
  findText(text: string): Promise<{ id: string; where: string[] }[]>;
}

export const DEFAULT_LOOKUP_LOG_MAX_BYTES = 256 * 1024 * 1024;
export const DEFAULT_LOOKUP_LOG_MAX_ENTRIES = 500;
/**
 * The most the browser build's log puts in one value: Chromium's IndexedDB refuses a value whose key and
 * value serialise to more than 133,169,152 bytes (127 MB; "The serialized keys and/or value are too
 * large"), so 126 MB leaves the key and the wrapping room; a larger body is kept in parts.
 */
export const INDEXEDDB_MAX_VALUE_BYTES = 126 * 1024 * 1024;

const storageError = (message: string, detail?: string) =>
  new AppError({ kind: 'storage', message, ...(detail ? { detail } : {}) });

/** Creates the log over `db`. The database is opened and its schema checked on first use. */
export function createLookupLog(db: StoreDatabase, options: LookupLogOptions = {}): LookupLog {
  // Opened and its schema checked at first use; one operation at a time: eviction decisions read the
  // list and must not interleave with another add.
  const { serial, sift } = createVersionedStore(db, {
    what: 'The lookup log',
    version: LOOKUP_LOG_STORE_VERSION,
    records: [SUMMARY_KEYS, NOTES_KIND, PASTED_KIND],
    ...(options.location ? { location: options.location } : {}),
  });
  const store: LogStore = {
    db,
    sift,
    maxBytes: options.maxBytes ?? DEFAULT_LOOKUP_LOG_MAX_BYTES,
    maxValueBytes: options.maxValueBytes ?? Infinity,
    maxEntries: options.maxEntries ?? DEFAULT_LOOKUP_LOG_MAX_ENTRIES,
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    lastIdTime: 0,
    legacyPastes: new Map(),
  };
  const log: LookupLog = {
    list: () => serial(() => summaries(store, true)),
    get: (id) => serial(() => readEntry(store, id)),
    add: async (draftInput) => log.addChecked(checkedDraft(draftInput)),
    addChecked: (draft) => serial(() => appendEntry(store, draft)),
    remove: (id) => serial(() => removeEntry(store, id)),
    annotate: (id, changes) => serial(() => annotateEntry(store, id, changes)),
    status: () => serial(() => logStatus(store)),
    findAddress: (raw) => serial(() => entriesAsking(store, raw)),
    findText: (text) => serial(() => entriesWriting(store, text)),
  };
  return log;
}

/** A draft from outside, checked against the contract; rejects with what is wrong and where. */
function checkedDraft(draftInput: LookupLogDraftInput): LookupLogDraft {
  const parsed = lookupLogDraftSchema.safeParse(draftInput);
  if (!parsed.success) {
    throw new AppError({
      kind: 'invalid-input',
      message: 'This lookup could not be logged: its record is not in the expected form.',
      ...(parsed.error.issues[0]
        ? { detail: parsed.error.issues[0].message, path: parsed.error.issues[0].path.join('.') }
        : {}),
    });
  }
  return parsed.data;
}

/** One whole entry; rejects if there is none with this id or it is damaged. */
async function readEntry(store: LogStore, id: string): Promise<LookupLogEntry> {
  const { db } = store;
  const value = await bodyText(store, checkedId(id));
  if (value === undefined && (await db.get(SUMMARY + id)) !== undefined) {
    // Listed but without its record: a damaged store lost it (LevelDB's repair keeps what it can).
    throw storageError(
      `The logged lookup of ${timeOfLogId(id)} is damaged on disk: its record is gone and only its summary is left. You can delete it.`,
    );
  }
  if (value === undefined) throw notInLog(id);
  let parsed: unknown;
  try {
    parsed = value === null ? undefined : expandedBody(JSON.parse(value));
  } catch {
    parsed = undefined;
  }
  const entry = lookupLogEntrySchema.safeParse(parsed);
  if (!entry.success || entry.data.id !== id) {
    throw storageError(
      `The logged lookup of ${timeOfLogId(id)} is damaged on disk and cannot be shown; you can delete it.`,
      value === null
        ? 'its compressed record does not restore'
        : entry.success
          ? 'its id does not match its key'
          : entry.error.issues[0]?.message,
    );
  }
  return entry.data;
}

/** Deletes one entry (damaged ones too); answers whether there was one. */
async function removeEntry(store: LogStore, id: string): Promise<boolean> {
  const { db } = store;
  const key = checkedId(id);
  const existed = (await db.get(SUMMARY + key)) !== undefined || (await db.get(BODY + key)) !== undefined;
  if (existed) {
    await db.batch(await entryDeletions(store, [key]), { sync: true });
  }
  return existed;
}

/** Sets the user's title, note or pin of an entry (the body is not rewritten); answers its summary. */
async function annotateEntry(
  store: LogStore,
  id: string,
  changes: LookupLogNotes,
): Promise<LookupLogSummary> {
  const key = checkedId(id);
  const stored = await store.db.get(SUMMARY + key);
  if (stored === undefined) throw notInLog(id);
  const notes = { ...(await allNotes(store)).get(key) };
  for (const field of ['title', 'note'] as const) {
    const text = changes[field]?.trim();
    if (text === undefined) continue;
    if (text === '') delete notes[field];
    else notes[field] = text;
  }
  if (changes.pinned !== undefined) {
    if (changes.pinned) notes.pinned = true;
    else delete notes.pinned;
  }
  await store.db.batch([{ type: 'put', key: NOTES + key, value: JSON.stringify(notes) }], { sync: true });
  return { ...readSummary(SUMMARY + key, stored), ...notes };
}

/** How full the log is, and what was last dropped to make room. */
async function logStatus(store: LogStore): Promise<LookupLogStatus> {
  const all = await summaries(store, false);
  let lastEviction: LookupLogStatus['lastEviction'] = null;
  try {
    const stored = await store.db.get(EVICTION_KEY);
    if (stored) lastEviction = lookupLogStatusSchema.shape.lastEviction.parse(JSON.parse(stored));
  } catch {
    lastEviction = null;
  }
  return {
    entries: all.length,
    bytes: all.reduce((sum, s) => sum + s.sizeBytes, 0),
    maxEntries: store.maxEntries,
    maxBytes: store.maxBytes,
    pinned: all.filter((s) => s.pinned).length,
    lastEviction,
  };
}

/** Ids of the entries that asked for the account `raw` (newest first), reading one body at a time. */
async function entriesAsking(store: LogStore, raw: string): Promise<string[]> {
  // Raw forms are stored as the address codec writes them (upper-case hex), as `raw` is given.
  const found: string[] = [];
  // One body at a time: the whole log may be hundreds of megabytes.
  for (const summary of await summaries(store, true)) {
    const body = await bodyText(store, summary.id);
    if (body && bodyAsksFor(body, raw)) found.push(summary.id);
  }
  return found;
}
