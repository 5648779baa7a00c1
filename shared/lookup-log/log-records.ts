/**
 * How the lookup log (shared/lookup-log/lookup-log.ts) keeps its entries, and the reads its operations
 * share. Layout (string keys; values UTF-8 JSON but for the bodies):
 * - `meta:schema`    the version of this layout ({@link LOOKUP_LOG_STORE_VERSION});
 * - `summary:<id>`   the entry without its bulky parts: the list reads only these;
 * - `body:<id>`      the whole entry: since layout 3 its compact JSON (compact-body.ts) gzipped and cut
 *                    into parts, `body:<id>` the first and `body:<id>:0001`… the rest (body-parts.ts);
 *                    in layout 2 the entry's JSON gzipped in one record; in layout 1 its plain JSON
 *                    text. Each says which it is by its first bytes;
 * - `notes:<id>`     the user's title, note and pin of the entry;
 * - `pasted:<id>`    the paste's case record (the message, corrections; `null` for a lookup that did not
 *                    come from the paste box) apart, so a search of the messages never reads a body;
 * - `meta:eviction`  what was last dropped to make room.
 * Ids start with the creation time, so key order is time order.
 */
import { AppError } from '../errors';
import { rangeOf, type StoreDatabase } from '../storage/store-database';
import { recordKind, type RecordKind } from '../storage/stored-records';
import { pastedInputSchema, type PastedInput } from './pasted-input-schema';
import type { VersionedStore } from '../storage/versioned-store';
import {
  LOOKUP_LOG_SCHEMA_VERSION,
  lookupLogIdSchema,
  lookupLogNotesSchema,
  lookupLogSummarySchema,
  timeOfLogId,
  type LookupLogNotes,
  type LookupLogSummary,
} from './log-entry';

export const SUMMARY = 'summary:';
export const BODY = 'body:';
/**
 * The version of the store's layout (`meta:schema`). 2: bodies are gzipped. 3: bodies are compact (each
 * address once) and kept in parts. An app that reads only an older layout then refuses the store in
 * words ("written by a newer version") instead of calling each new entry damaged; an older store is read
 * as it is, and marked 3 by its first new entry. The entries' own shape ({@link LOOKUP_LOG_SCHEMA_VERSION},
 * what exports carry) did not change.
 */
export const LOOKUP_LOG_STORE_VERSION = 3;

/** The user's notes of an entry (title, note, pinned), apart from its summary and body. */
export const NOTES = 'notes:';
/** The paste's case record of an entry, apart from its body (`null`: not from the paste box). */
export const PASTED = 'pasted:';
/** The last eviction (the status's `lastEviction`). */
export const EVICTION_KEY = 'meta:eviction';

/**
 * A summary's key must name a lookup's id; what it holds is read where it is listed (a damaged one is
 * listed as damaged, to be deleted), so here the record is its row as it is.
 */
export const SUMMARY_KEYS: RecordKind<[string, string]> = {
  prefix: SUMMARY,
  noun: 'logged lookup',
  checkAtOpen: true,
  read: (key, value) =>
    lookupLogIdSchema.safeParse(key.slice(SUMMARY.length)).success
      ? { record: [key, value] }
      : { problem: 'its key is not the id of a lookup' },
};
export const NOTES_KIND: RecordKind<LookupLogNotes> = recordKind({
  prefix: NOTES,
  noun: 'title, note and pin of the logged lookup',
  schema: lookupLogNotesSchema,
});
export const PASTED_KIND: RecordKind<PastedInput | null> = recordKind({
  prefix: PASTED,
  noun: 'pasted message of the logged lookup',
  schema: pastedInputSchema.nullable(),
  // Up to 64 KB each: read where searched, not all at open.
  checkAtOpen: false,
});

/** What the log's operations share: its database, its bounds and its sources of time and chance. */
export interface LogStore {
  db: StoreDatabase;
  sift: VersionedStore['sift'];
  maxBytes: number;
  /** The most one stored value may take (a body is kept in parts of at most this; Infinity: no bound). */
  maxValueBytes: number;
  maxEntries: number;
  now: () => Date;
  random: () => number;
  /** The time of the last id made: ids strictly increase within this process. */
  lastIdTime: number;
  /** Pastes of entries logged before they were kept apart, read from their bodies once (by id). */
  legacyPastes: Map<string, PastedInput | null>;
}

/** UTF-8 byte length of `text` without encoding it (bodies run to tens of megabytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** An id from outside, checked; rejects with `invalid-input` otherwise. */
export function checkedId(id: string): string {
  if (!lookupLogIdSchema.safeParse(id).success) {
    throw new AppError({ kind: 'invalid-input', message: `"${id.slice(0, 40)}" is not a lookup log id.` });
  }
  return id;
}

/** The error of an entry that is not in the log (any more). */
export function notInLog(id: string): AppError {
  return new AppError({
    kind: 'invalid-input',
    message: `The logged lookup of ${timeOfLogId(id)} is no longer in the log; it may have been deleted.`,
  });
}

/** A summary as stored, or a placeholder saying it is damaged (so it can still be listed and deleted). */
export function readSummary(key: string, value: string): LookupLogSummary {
  const id = key.slice(SUMMARY.length);
  try {
    return lookupLogSummarySchema.parse(JSON.parse(value));
  } catch {
    return {
      schemaVersion: LOOKUP_LOG_SCHEMA_VERSION,
      id,
      createdAt: timeOfLogId(id),
      profile: { id: '', name: '', baseUrl: '' },
      lastBlock: null,
      includeBoc: false,
      counts: { requested: 0, found: 0, notFound: 0, failed: 0 },
      cancelled: false,
      sizeBytes: utf8Length(value),
      damaged: 'This logged lookup is damaged on disk and cannot be shown; it can only be deleted.',
    };
  }
}

/** Every entry's notes, by id (unreadable ones are set aside and told: the entry shows without them). */
export async function allNotes(store: LogStore): Promise<Map<string, LookupLogNotes>> {
  const read = await store.sift(NOTES_KIND, await store.db.iterator(rangeOf(NOTES)).all());
  return new Map(read.records.map((notes, i) => [read.keys[i]!.slice(NOTES.length), notes]));
}

/** Every summary with its notes, oldest first (newest first when `reverse`). */
export async function summaries(store: LogStore, reverse: boolean): Promise<LookupLogSummary[]> {
  const rows = await store.db.iterator({ ...rangeOf(SUMMARY), reverse }).all();
  const notes = await allNotes(store);
  return (await store.sift(SUMMARY_KEYS, rows)).records.map(([k, v]) => {
    const summary = readSummary(k, v);
    const own = notes.get(summary.id);
    return own ? { ...summary, ...own } : summary;
  });
}
