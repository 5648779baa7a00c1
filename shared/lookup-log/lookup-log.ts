/**
 * The lookup log: every lookup kept on disk, bounded, over an abstract-level database (classic-level,
 * i.e. LevelDB, in Electron main; browser-level, i.e. IndexedDB, in web mode) — a well-kept embedded
 * store whose write-ahead log makes a batch all-or-nothing, rather than a file format of our own.
 *
 * Layout (string keys and values, UTF-8 JSON):
 * - `meta:schema`    the schema version of the store ({@link LOOKUP_LOG_SCHEMA_VERSION});
 * - `summary:<id>`   the entry without its bulky parts: the list reads only these;
 * - `body:<id>`      the whole entry;
 * - `pasted:<id>`    the paste's case record (the message, corrections; `null` for a lookup that did not
 *                    come from the paste box) apart, so a search of the messages never reads a body;
 * - `notes:<id>`     the user's title, note and pin.
 * Ids start with the creation time, so key order is time order. One `add` is ONE `db.batch` holding the
 * summary, the body, the schema key and the deletions of evicted entries: a crash leaves the store
 * before or after the add, never with half of it.
 */
import { AppError } from '../errors';
import { jsonBytes } from '../storage/json-bytes';
import { rangeOf, type StoreDatabase } from '../storage/store-database';
import { recordKind, type RecordKind } from '../storage/stored-records';
import { createVersionedStore, SCHEMA_KEY } from '../storage/versioned-store';
import {
  LOOKUP_LOG_SCHEMA_VERSION,
  lookupLogDraftSchema,
  lookupLogEntrySchema,
  lookupLogIdSchema,
  lookupLogNotesSchema,
  lookupLogStatusSchema,
  lookupLogSummarySchema,
  MAX_SUMMARY_INVALID,
  stripBocs,
  type LookupLogNotes,
  type LookupLogStatus,
  type LookupLogDraft,
  type LookupLogDraftInput,
  type LookupLogEntry,
  type LookupLogSummary,
} from './log-entry';
import { formatBytes } from '../byte-size';
import { pastedInputSchema, type PastedInput } from './pasted-input-schema';
import { messageFirstLine, pastedMatches } from './pasted-search';

/** Limits and injectable sources of the log. */
export interface LookupLogOptions {
  /** Total bytes kept; oldest entries go first. Default 256 MB. */
  maxBytes?: number;
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
   * contract) without checking it a second time; otherwise as {@link LookupLog.add}.
   */
  addChecked(draft: LookupLogDraft): Promise<LookupLogSummary>;
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

const SUMMARY = 'summary:';
const BODY = 'body:';
/** The user's notes of an entry (title, note, pinned), apart from its summary and body. */
const NOTES = 'notes:';
/** The paste's case record of an entry, apart from its body (`null`: not from the paste box). */
const PASTED = 'pasted:';
/** The last eviction ({@link LookupLogStatus.lastEviction}). */
const EVICTION_KEY = 'meta:eviction';

/**
 * A summary's key must name a lookup's id; what it holds is read where it is listed (a damaged one is
 * listed as damaged, to be deleted), so here the record is its row as it is.
 */
const SUMMARY_KEYS: RecordKind<[string, string]> = {
  prefix: SUMMARY,
  noun: 'logged lookup',
  checkAtOpen: true,
  read: (key, value) =>
    lookupLogIdSchema.safeParse(key.slice(SUMMARY.length)).success
      ? { record: [key, value] }
      : { problem: 'its key is not the id of a lookup' },
};
const NOTES_KIND: RecordKind<LookupLogNotes> = recordKind({
  prefix: NOTES,
  noun: 'title, note and pin of the logged lookup',
  schema: lookupLogNotesSchema,
});
const PASTED_KIND: RecordKind<PastedInput | null> = recordKind({
  prefix: PASTED,
  noun: 'pasted message of the logged lookup',
  schema: pastedInputSchema.nullable(),
  // Up to 64 KB each: read where searched, not all at open.
  checkAtOpen: false,
});

/** What the summary carries of a paste: its first line, and its first invalid entries and corrections. */
function summaryOfPaste(pasted: PastedInput | undefined): Partial<LookupLogSummary> {
  if (!pasted) return {};
  const message = messageFirstLine(pasted.text);
  const corrected = pasted.corrected ?? [];
  return {
    ...(message !== '' ? { message } : {}),
    ...(pasted.invalid.length > 0 ? { invalidInputs: pasted.invalid.slice(0, MAX_SUMMARY_INVALID) } : {}),
    ...(corrected.length > 0 ? { correctedInputs: corrected.slice(0, MAX_SUMMARY_INVALID) } : {}),
  };
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

const storageError = (message: string, detail?: string) =>
  new AppError({ kind: 'storage', message, ...(detail ? { detail } : {}) });

/** The creation time an id carries (its first 13 digits, ms since the epoch). */
export function timeOfLogId(id: string): string {
  return new Date(Number(id.slice(0, 13))).toISOString();
}

/** The paste an entry's stored body keeps; null when it has none, or the body cannot be read. */
function pastedOfBody(body: string | undefined): PastedInput | null {
  if (body === undefined) return null;
  try {
    const parsed = pastedInputSchema.safeParse((JSON.parse(body) as { pasted?: unknown }).pasted);
    return parsed.success ? parsed.data : null;
  } catch {
    // A damaged body is told where the entry is opened; its search finds nothing.
    return null;
  }
}

/** Creates the log over `db`. The database is opened and its schema checked on first use. */
export function createLookupLog(db: StoreDatabase, options: LookupLogOptions = {}): LookupLog {
  const maxBytes = options.maxBytes ?? DEFAULT_LOOKUP_LOG_MAX_BYTES;
  const maxEntries = options.maxEntries ?? DEFAULT_LOOKUP_LOG_MAX_ENTRIES;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  let lastIdTime = 0;
  // Opened and its schema checked at first use; one operation at a time: eviction decisions read the
  // list and must not interleave with another add.
  const { serial, sift } = createVersionedStore(db, {
    what: 'The lookup log',
    version: LOOKUP_LOG_SCHEMA_VERSION,
    records: [SUMMARY_KEYS, NOTES_KIND, PASTED_KIND],
    ...(options.location ? { location: options.location } : {}),
  });

  /** A summary as stored, or a placeholder saying it is damaged (so it can still be listed and deleted). */
  function readSummary(key: string, value: string): LookupLogSummary {
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
  async function allNotes(): Promise<Map<string, LookupLogNotes>> {
    const read = await sift(NOTES_KIND, await db.iterator(rangeOf(NOTES)).all());
    return new Map(read.records.map((notes, i) => [read.keys[i]!.slice(NOTES.length), notes]));
  }

  /** The title and note a re-run carries over from its entry (not the pin: the user pins what they keep). */
  function carriedNotes(notes: LookupLogNotes | undefined): LookupLogNotes | null {
    if (!notes) return null;
    const carried: LookupLogNotes = {
      ...(notes.title ? { title: notes.title } : {}),
      ...(notes.note ? { note: notes.note } : {}),
    };
    return Object.keys(carried).length > 0 ? carried : null;
  }

  async function summaries(reverse: boolean): Promise<LookupLogSummary[]> {
    const rows = await db.iterator({ ...rangeOf(SUMMARY), reverse }).all();
    const notes = await allNotes();
    return (await sift(SUMMARY_KEYS, rows)).records.map(([k, v]) => {
      const summary = readSummary(k, v);
      const own = notes.get(summary.id);
      return own ? { ...summary, ...own } : summary;
    });
  }

  /** Pastes of entries logged before they were kept apart, read from their bodies once (by id). */
  const legacyPastes = new Map<string, PastedInput | null>();
  async function legacyPasted(id: string): Promise<PastedInput | null> {
    if (legacyPastes.has(id)) return legacyPastes.get(id)!;
    const pasted = pastedOfBody(await db.get(BODY + id));
    legacyPastes.set(id, pasted);
    return pasted;
  }

  function newId(at: Date): string {
    // Strictly increasing within this process, so two adds in one millisecond still list in order.
    lastIdTime = Math.max(at.getTime(), lastIdTime + 1);
    const suffix = Array.from(
      { length: 6 },
      () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)],
    ).join('');
    return `${String(lastIdTime).padStart(13, '0')}-${suffix}`;
  }

  function checkedId(id: string): string {
    if (!lookupLogIdSchema.safeParse(id).success) {
      throw new AppError({ kind: 'invalid-input', message: `"${id.slice(0, 40)}" is not a lookup log id.` });
    }
    return id;
  }

  const log: LookupLog = {
    list: () => serial(() => summaries(true)),

    get: (id) =>
      serial(async () => {
        const value = await db.get(BODY + checkedId(id));
        if (value === undefined && (await db.get(SUMMARY + id)) !== undefined) {
          // Listed but without its record: a damaged store lost it (LevelDB's repair keeps what it can).
          throw storageError(
            `The logged lookup of ${timeOfLogId(id)} is damaged on disk: its record is gone and only its summary is left. You can delete it.`,
          );
        }
        if (value === undefined) {
          throw new AppError({
            kind: 'invalid-input',
            message: `The logged lookup of ${timeOfLogId(id)} is no longer in the log; it may have been deleted.`,
          });
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          parsed = undefined;
        }
        const entry = lookupLogEntrySchema.safeParse(parsed);
        if (!entry.success || entry.data.id !== id) {
          throw storageError(
            `The logged lookup of ${timeOfLogId(id)} is damaged on disk and cannot be shown; you can delete it.`,
            entry.success ? 'its id does not match its key' : entry.error.issues[0]?.message,
          );
        }
        return entry.data;
      }),

    add: async (draftInput) => {
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
      return log.addChecked(parsed.data);
    },

    // Summary, body, schema key and the deletions of evicted entries go in ONE batch, flushed to disk
    // before the add counts as done: a crash leaves the store before or after it, never in between.
    addChecked: (draft) =>
      serial(async () => {
        const at = now();
        const id = newId(at);
        const entry: LookupLogEntry = {
          schemaVersion: LOOKUP_LOG_SCHEMA_VERSION,
          id,
          createdAt: at.toISOString(),
          ...draft,
          result: stripBocs(draft.result),
        };
        const { inputs: _inputs, result: _result, failed: _failed, pasted, ...head } = entry;
        // Made a slice at a time: the job owner's other work (a detail opened meanwhile) goes on.
        const body = await jsonBytes(entry);
        const pastedJson = JSON.stringify(pasted ?? null);
        const sizeBytes = body.length + utf8Length(JSON.stringify(head)) + utf8Length(pastedJson) + 48;
        // A re-run keeps the case's title and note (kept as its own notes, editable apart).
        const carried = draft.rerunOf ? carriedNotes((await allNotes()).get(draft.rerunOf)) : null;
        const summary: LookupLogSummary = {
          ...head,
          sizeBytes,
          firstAddresses: draft.inputs.slice(0, 5).map((i) => i.raw),
          firstInputs: draft.inputs.slice(0, 5).map((i) => i.input.slice(0, 200)),
          ...summaryOfPaste(pasted),
        };
        if (sizeBytes > maxBytes) {
          throw new AppError({
            kind: 'invalid-input',
            message: `This lookup takes ${formatBytes(sizeBytes)}, more than the lookup log's limit of ${formatBytes(maxBytes)}, so it was not logged. Export it to a file instead.`,
          });
        }

        // Oldest first: evict from the front until the new entry fits both bounds.
        const kept = await summaries(false);
        let totalBytes = kept.reduce((sum, s) => sum + s.sizeBytes, 0) + sizeBytes;
        let count = kept.length + 1;
        const evicted: string[] = [];
        for (const old of kept) {
          if (totalBytes <= maxBytes && count <= maxEntries) break;
          // The user kept it: never evicted.
          if (old.pinned) continue;
          evicted.push(old.id);
          // A damaged summary's own size says nothing about its body: read that to count it right.
          const bodyBytes = old.damaged ? utf8Length((await db.get(BODY + old.id)) ?? '') : 0;
          totalBytes -= old.sizeBytes + bodyBytes;
          count -= 1;
        }
        if (totalBytes > maxBytes || count > maxEntries) {
          throw new AppError({
            kind: 'invalid-input',
            message: `This lookup was not logged: the pinned lookups fill the lookup log (at most ${maxEntries} lookups, ${formatBytes(maxBytes)}). Unpin some in the Log to make room.`,
          });
        }
        const eviction =
          evicted.length > 0
            ? { at: at.toISOString(), count: evicted.length, newest: timeOfLogId(evicted.at(-1)!) }
            : null;
        await db.batch(
          [
            { type: 'put', key: SCHEMA_KEY, value: String(LOOKUP_LOG_SCHEMA_VERSION) },
            { type: 'put', key: BODY + id, value: body, valueEncoding: 'view' },
            { type: 'put', key: SUMMARY + id, value: JSON.stringify(summary) },
            { type: 'put', key: PASTED + id, value: pastedJson },
            ...(carried ? [{ type: 'put' as const, key: NOTES + id, value: JSON.stringify(carried) }] : []),
            ...(eviction
              ? [{ type: 'put' as const, key: EVICTION_KEY, value: JSON.stringify(eviction) }]
              : []),
            ...evicted.flatMap((old) => [
              { type: 'del' as const, key: SUMMARY + old },
              { type: 'del' as const, key: BODY + old },
              { type: 'del' as const, key: NOTES + old },
              { type: 'del' as const, key: PASTED + old },
            ]),
          ],
          // Flushed to disk before the lookup counts as logged: the record is what support relies on.
          { sync: true },
        );
        return carried ? { ...summary, ...carried } : summary;
      }),

    remove: (id) =>
      serial(async () => {
        const key = checkedId(id);
        const existed =
          (await db.get(SUMMARY + key)) !== undefined || (await db.get(BODY + key)) !== undefined;
        if (existed) {
          await db.batch(
            [
              { type: 'del', key: SUMMARY + key },
              { type: 'del', key: BODY + key },
              { type: 'del', key: NOTES + key },
              { type: 'del', key: PASTED + key },
            ],
            { sync: true },
          );
        }
        return existed;
      }),

    annotate: (id, changes) =>
      serial(async () => {
        const key = checkedId(id);
        const stored = await db.get(SUMMARY + key);
        if (stored === undefined) {
          throw new AppError({
            kind: 'invalid-input',
            message: `The logged lookup of ${timeOfLogId(id)} is no longer in the log; it may have been deleted.`,
          });
        }
        const notes = { ...(await allNotes()).get(key) };
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
        await db.batch([{ type: 'put', key: NOTES + key, value: JSON.stringify(notes) }], { sync: true });
        return { ...readSummary(SUMMARY + key, stored), ...notes };
      }),

    status: () =>
      serial(async () => {
        const all = await summaries(false);
        let lastEviction: LookupLogStatus['lastEviction'] = null;
        try {
          const stored = await db.get(EVICTION_KEY);
          if (stored) lastEviction = lookupLogStatusSchema.shape.lastEviction.parse(JSON.parse(stored));
        } catch {
          lastEviction = null;
        }
        return {
          entries: all.length,
          bytes: all.reduce((sum, s) => sum + s.sizeBytes, 0),
          maxEntries,
          maxBytes,
          pinned: all.filter((s) => s.pinned).length,
          lastEviction,
        };
      }),

    findAddress: (raw) =>
      serial(async () => {
        // Raw forms are stored as the address codec writes them (upper-case hex), as `raw` is given.
        const needle = `"raw":${JSON.stringify(raw)}`;
        const found: string[] = [];
        // One body at a time: the whole log may be hundreds of megabytes.
        for (const summary of await summaries(true)) {
          const body = await db.get(BODY + summary.id);
          if (body !== undefined && body.includes(needle)) found.push(summary.id);
        }
        return found;
      }),

    findText: (text) =>
      serial(async () => {
        const needle = text.trim();
        if (needle === '') return [];
        const kept = await sift(PASTED_KIND, await db.iterator(rangeOf(PASTED)).all());
        const byId = new Map(kept.records.map((p, i) => [kept.keys[i]!.slice(PASTED.length), p]));
        const found: { id: string; where: string[] }[] = [];
        for (const summary of await summaries(true)) {
          if (summary.damaged) continue;
          const pasted = byId.has(summary.id) ? byId.get(summary.id) : await legacyPasted(summary.id);
          const where = pasted ? pastedMatches(pasted, needle) : [];
          if (where.length > 0) found.push({ id: summary.id, where });
        }
        return found;
      }),
  };
  return log;
}
