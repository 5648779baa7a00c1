/**
 * The records a store keeps, read with their schema — and the ones that cannot be read, which are never
 * dropped without a word. A store names each kind of record it keeps (its key prefix, what one is called,
 * its schema and any check of its own: a label under its own address, a library whose code has the hash
 * it is kept under); the versioned store checks every record of the small kinds when the store is first
 * used, and every read of a range meets them again. An unreadable record is taken out of the store's
 * range, kept whole as it was found, and named in the store's notice (storage-core.ts).
 */
import type { z } from 'zod';
import { boundedText, STORE_NOTICE_DETAIL_MAX } from './store-notice';

/** One kind of record: the keys under `prefix`, each holding one JSON value. */
export interface RecordKind<T> {
  prefix: string;
  /** What one is called in a notice: "label", "watched address". */
  noun: string;
  /** Whether every record of the kind is checked when the store is first used (a bounded, small kind). */
  checkAtOpen: boolean;
  /** The record stored under `key` (the whole key, prefix included), or why it cannot be used. */
  read(key: string, value: string): { record: T } | { problem: string };
}

/** A record that could not be read: where, what it holds as found, and why. */
export interface UnreadableRecord {
  key: string;
  value: string;
  /** "label 0:AB…" — the kind's noun and the rest of its key. */
  name: string;
  problem: string;
}

/** A check of a record beyond its schema: why it cannot be used, or null. */
export type RecordCheck<T> = (record: T, key: string) => string | null;

/**
 * The check of a record kept under its own id (`prefix` + `idOf(record)`): one found under another key
 * "holds the `what` of another `whose`, `id`" — a record copied or moved by hand is never served as
 * another's.
 */
export function underOwnKey<T>(
  prefix: string,
  idOf: (record: T) => string,
  what: string,
  whose: string,
): RecordCheck<T> {
  return (record, key) =>
    key === prefix + idOf(record) ? null : `it holds the ${what} of another ${whose}, ${idOf(record)}`;
}

/** A kind read with `schema` (and `check`, when given). */
export function recordKind<T>(options: {
  prefix: string;
  noun: string;
  schema: z.ZodType<T>;
  check?: RecordCheck<T>;
  checkAtOpen?: boolean;
}): RecordKind<T> {
  return {
    prefix: options.prefix,
    noun: options.noun,
    checkAtOpen: options.checkAtOpen ?? true,
    read(key, value) {
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        return { problem: 'it is not JSON' };
      }
      const parsed = options.schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
          problem: `it is not in the expected form (${issue?.path.join('.') || 'top level'}: ${issue?.message ?? 'invalid'})`,
        };
      }
      const problem = options.check?.(parsed.data, key) ?? null;
      return problem === null ? { record: parsed.data } : { problem };
    },
  };
}

/** Records read from `rows` (key, JSON) as `kind`, and those that could not be read. */
export interface ReadRecords<T> {
  records: T[];
  /** The key of each record, in the same order. */
  keys: string[];
  unreadable: UnreadableRecord[];
}

/** Reads `rows` as `kind`. */
export function readRecords<T>(kind: RecordKind<T>, rows: readonly [string, string][]): ReadRecords<T> {
  const records: T[] = [];
  const keys: string[] = [];
  const unreadable: UnreadableRecord[] = [];
  for (const [key, value] of rows) {
    const read = kind.read(key, value);
    if ('record' in read) {
      records.push(read.record);
      keys.push(key);
      continue;
    }
    const rest = key.slice(kind.prefix.length);
    unreadable.push({ key, value, name: rest ? `${kind.noun} ${rest}` : kind.noun, problem: read.problem });
  }
  return { records, keys, unreadable };
}

/** Records named in a notice's message; the rest are counted (and listed under Details). */
const NAMED_IN_MESSAGE = 5;
/** Characters of one record kept in the notice's details. */
const VALUE_SHOWN = 400;

/**
 * The notice of records set aside from the store `title` ("the store of your labels and favourites in
 * /…"): how many, which (the first few by name, with why), that they are kept and no longer listed; each
 * record as found under Details, cut to a few hundred characters.
 */
export function setAsideFinding(
  title: string,
  records: readonly UnreadableRecord[],
): { message: string; detail: string } {
  const count = records.length;
  const named = records
    .slice(0, NAMED_IN_MESSAGE)
    .map((r) => `the ${r.name} (${r.problem})`)
    .join('; ');
  const more = count > NAMED_IN_MESSAGE ? `; and ${count - NAMED_IN_MESSAGE} more` : '';
  const message =
    `${count === 1 ? 'A record' : `${count} records`} of ${title} could not be read and ${count === 1 ? 'was' : 'were'} set aside: ${named}${more}. ` +
    `${count === 1 ? 'It is' : 'They are'} no longer listed; each is kept as it was found, apart in the same store, and shown under Details.`;
  const detail = records
    .map((r) => `${r.key}\n  ${boundedText(JSON.stringify(r.value), VALUE_SHOWN)}`)
    .join('\n');
  return { message, detail: boundedText(detail, STORE_NOTICE_DETAIL_MAX) };
}
