/**
 * Adding a lookup to the lookup log (shared/lookup-log/lookup-log.ts): the entry and its summary made
 * (BoCs removed), the oldest unpinned entries evicted until it fits both bounds, and all of it — summary,
 * body, schema key, carried notes, the eviction and the deletions — written in ONE batch, flushed to disk
 * before the add counts as done: a crash leaves the store before or after it, never in between.
 */
import { formatBytes } from '../byte-size';
import { AppError } from '../errors';
import { gzipInto } from '../storage/gzip-bytes';
import { jsonTextChunks } from '../storage/json-bytes';
import { nextTurn } from '../next-turn';
import { writeBatch } from '../storage/store-database';
import { SCHEMA_KEY } from '../storage/versioned-store';
import {
  LOOKUP_LOG_SCHEMA_VERSION,
  MAX_SUMMARY_INVALID,
  timeOfLogId,
  type KeptLookupDraft,
  type KeptLookupEntry,
  type LookupLogNotes,
  type LookupLogStatus,
  type LookupLogSummary,
} from './log-entry';
import { bodyCutter, bodyDeletions, bodyPartKey, BODY_PART_BYTES, storedBodyBytes } from './body-parts';
import { compactBodyPieces } from './compact-body';
import {
  allNotes,
  EVICTION_KEY,
  LOOKUP_LOG_STORE_VERSION,
  NOTES,
  PASTED,
  SUMMARY,
  summaries,
  utf8Length,
  type LogStore,
} from './log-records';
import type { PastedInput } from './pasted-input-schema';
import { messageFirstLine } from './pasted-search';

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

/** The refusal of an entry that takes `what` ("… more than the lookup log's limit of 256 MB"). */
function tooLarge(what: string): AppError {
  return new AppError({
    kind: 'invalid-input',
    message: `This lookup takes ${what}, so it was not logged. Export it to a file instead.`,
  });
}

/**
 * Records a checked draft; answers its summary (with the notes a re-run carries over). Its address book
 * and metadata may be its maker's Maps ({@link KeptLookupDraft}).
 */
export async function appendEntry(store: LogStore, draft: KeptLookupDraft): Promise<LookupLogSummary> {
  const at = store.now();
  const id = newId(store, at);
  const entry: KeptLookupEntry = {
    schemaVersion: LOOKUP_LOG_SCHEMA_VERSION,
    id,
    createdAt: at.toISOString(),
    // The accounts' BoCs are left out as the body is made (copying 500,000 accounts first held the thread).
    ...draft,
  };
  const { inputs: _inputs, result: _result, failed: _failed, inputLines: _lines, pasted, ...head } = entry;
  const body = await madeBody(store, entry);
  const pastedJson = JSON.stringify(pasted ?? null);
  const bodyBytes = body.reduce((sum, part) => sum + part.byteLength, 0);
  const sizeBytes = bodyBytes + utf8Length(JSON.stringify(head)) + utf8Length(pastedJson) + 48;
  // A re-run keeps the case's title and note (kept as its own notes, editable apart).
  const carried = draft.rerunOf ? carriedNotes((await allNotes(store)).get(draft.rerunOf)) : null;
  const summary: LookupLogSummary = {
    ...head,
    sizeBytes,
    firstAddresses: draft.inputs.slice(0, 5).map((i) => i.raw),
    firstInputs: draft.inputs.slice(0, 5).map((i) => i.input.slice(0, 200)),
    ...summaryOfPaste(pasted),
  };
  if (sizeBytes > store.maxBytes)
    throw tooLarge(
      `${formatBytes(sizeBytes)}, more than the lookup log's limit of ${formatBytes(store.maxBytes)}`,
    );
  const evicted = await evictedFor(store, sizeBytes);
  const eviction: LookupLogStatus['lastEviction'] =
    evicted.length > 0
      ? { at: at.toISOString(), count: evicted.length, newest: timeOfLogId(evicted.at(-1)!) }
      : null;
  await writeBatch(
    store.db,
    [
      { type: 'put', key: SCHEMA_KEY, value: String(LOOKUP_LOG_STORE_VERSION) },
      ...body.map((part, i) => ({
        type: 'put' as const,
        key: bodyPartKey(id, i),
        value: part,
        valueEncoding: 'view' as const,
      })),
      { type: 'put', key: SUMMARY + id, value: JSON.stringify(summary) },
      { type: 'put', key: PASTED + id, value: pastedJson },
      ...(carried ? [{ type: 'put' as const, key: NOTES + id, value: JSON.stringify(carried) }] : []),
      ...(eviction ? [{ type: 'put' as const, key: EVICTION_KEY, value: JSON.stringify(eviction) }] : []),
      ...(await entryDeletions(store, evicted)),
    ],
    // Flushed to disk before the lookup counts as logged: the record is what support relies on. Handed
    // over a part at a time: LevelDB copies each as it takes it, 100 MB at once held the job owner.
    { sync: true, pause: nextTurn },
  );
  return carried ? { ...summary, ...carried } : summary;
}

/**
 * The entry's body as stored: its compact JSON made a slice at a time and gzipped as it is made (the
 * job owner's other work, a detail opened meanwhile, goes on; 500,000 accounts are ~250 MB of that JSON,
 * more than the whole log, never held at once), cut into the parts the database keeps as the gzipped
 * bytes come. Rejects, in words, when it passes the log's limit.
 */
async function madeBody(store: LogStore, entry: KeptLookupEntry): Promise<Uint8Array[]> {
  const parts = bodyCutter(Math.min(BODY_PART_BYTES, store.maxValueBytes));
  const chunks = jsonTextChunks(compactBodyPieces(entry));
  if (!(await gzipInto(chunks, parts.take, store.maxBytes)))
    throw tooLarge(`more than the lookup log's limit of ${formatBytes(store.maxBytes)}`);
  return parts.end();
}

/** The deletions of the entries `ids`: every record of each, every part of its body. */
export async function entryDeletions(
  store: LogStore,
  ids: readonly string[],
): Promise<{ type: 'del'; key: string }[]> {
  const deletions: { type: 'del'; key: string }[] = [];
  for (const id of ids)
    deletions.push(
      { type: 'del', key: SUMMARY + id },
      ...(await bodyDeletions(store, id)),
      { type: 'del', key: NOTES + id },
      { type: 'del', key: PASTED + id },
    );
  return deletions;
}

/** A new id: the time, strictly increasing within this process, and six random characters. */
function newId(store: LogStore, at: Date): string {
  // Strictly increasing within this process, so two adds in one millisecond still list in order.
  store.lastIdTime = Math.max(at.getTime(), store.lastIdTime + 1);
  const suffix = Array.from(
    { length: 6 },
    () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(store.random() * 36)],
  ).join('');
  return `${String(store.lastIdTime).padStart(13, '0')}-${suffix}`;
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

/**
 * The ids to evict, oldest first, so that an entry of `sizeBytes` fits both bounds; rejects when the
 * pinned entries leave no room.
 */
async function evictedFor(store: LogStore, sizeBytes: number): Promise<string[]> {
  const { maxBytes, maxEntries } = store;
  // Oldest first: evict from the front until the new entry fits both bounds.
  const kept = await summaries(store, false);
  let totalBytes = kept.reduce((sum, s) => sum + s.sizeBytes, 0) + sizeBytes;
  let count = kept.length + 1;
  const evicted: string[] = [];
  for (const old of kept) {
    if (totalBytes <= maxBytes && count <= maxEntries) break;
    // The user kept it: never evicted.
    if (old.pinned) continue;
    evicted.push(old.id);
    // A damaged summary's own size says nothing about its body: read that to count it right.
    const bodyBytes = old.damaged ? await storedBodyBytes(store, old.id) : 0;
    totalBytes -= old.sizeBytes + bodyBytes;
    count -= 1;
  }
  if (totalBytes > maxBytes || count > maxEntries) {
    throw new AppError({
      kind: 'invalid-input',
      message: `This lookup was not logged: the pinned lookups fill the lookup log (at most ${maxEntries} lookups, ${formatBytes(maxBytes)}). Unpin some in the Log to make room.`,
    });
  }
  return evicted;
}
