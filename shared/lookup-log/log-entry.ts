/**
 * What the lookup log keeps for one lookup, as zod schemas (the single source of the types). An entry is
 * what a support agent attaches to a case: when, against which indexer, how fresh that index was, what
 * was asked and what came back. Results are kept without `code_boc`/`data_boc` (megabytes each, and the
 * hashes already identify them), so a 100,000-account lookup stays in the tens of megabytes — all but a
 * name item's data, which says whether it is one (logged-account.ts).
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { accountStateSchema, checkedLookupSchema } from '../api/account-states';
import { rawAddressText } from '../api/primitives';
import { pastedCorrectionSchema, pastedInputSchema, pastedInvalidSchema } from './pasted-input-schema';
import { MESSAGE_LINE_MAX } from './pasted-search';

/** The most columns a list file's line keeps, and the longest cell, as the log reads them back. */
export const MAX_INPUT_COLUMNS = 1_000;
export const MAX_INPUT_CELL = 1024 * 1024;

/** The version of the stored shape; a store or entry with a higher one was written by a newer app. */
export const LOOKUP_LOG_SCHEMA_VERSION = 1;

/**
 * An entry id: creation time in ms (13 digits, so ids sort by time) and 6 random base-36 characters.
 * Checked wherever an id arrives from outside (bridge arguments, stored keys).
 */
export const lookupLogIdSchema = lazySchema(() =>
  z.string().regex(/^\d{13}-[0-9a-z]{6}$/, { error: 'expected a lookup log id' }),
);

/** The creation time an id carries (its first 13 digits, ms since the epoch). */
export function timeOfLogId(id: string): string {
  return new Date(Number(id.slice(0, 13))).toISOString();
}

/** The network profile the lookup went to, as it was then (it may be renamed or deleted later). */
export const loggedProfileSchema = lazySchema(() =>
  z.object({
    id: z.string().max(100),
    name: z.string().max(200),
    baseUrl: z.string().max(2048),
  }),
);

/** The last indexed masterchain block when the lookup ran: how fresh the answers were. */
export const loggedLastBlockSchema = lazySchema(() =>
  z.object({
    seqno: z.number().int().nonnegative(),
    gen_utime: z.string(),
  }),
);

/** How many accounts were asked for and how they came out. */
export const lookupCountsSchema = lazySchema(() =>
  z.object({
    requested: z.number().int().nonnegative(),
    found: z.number().int().nonnegative(),
    notFound: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
);

/** One requested account: its raw form and the text the user typed for it. */
export const loggedInputSchema = lazySchema(() =>
  z.object({
    raw: rawAddressText,
    input: z.string().max(4096),
  }),
);

/**
 * An account state as logged: everything the indexer sent except the code BoC, and the data BoC of all
 * but a name item's (logged-account.ts `withoutBocs`).
 */
export const loggedAccountStateSchema = lazySchema(() => accountStateSchema.omit({ code_boc: true }));

/**
 * A lookup result as logged (logged-account.ts `stripBocs` applied); read back, its address book and metadata are
 * the lookup's Maps again, made in the pass that checks the entry.
 */
export const loggedLookupSchema = lazySchema(() =>
  checkedLookupSchema.extend({ accounts: z.array(loggedAccountStateSchema) }),
);
export type LoggedLookup = z.infer<typeof loggedLookupSchema>;

/** One logged lookup, complete. */
export const lookupLogEntrySchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(LOOKUP_LOG_SCHEMA_VERSION),
    id: lookupLogIdSchema,
    /** When it was logged, ISO 8601. */
    createdAt: z.iso.datetime(),
    profile: loggedProfileSchema,
    /** `null` when the chain status was not known at the time. */
    lastBlock: loggedLastBlockSchema.nullable(),
    includeBoc: z.boolean(),
    inputs: z.array(loggedInputSchema),
    counts: lookupCountsSchema,
    /** Whether the user cancelled the lookup before every batch came back. */
    cancelled: z.boolean(),
    /** Raw addresses whose batch failed for good. */
    failed: z.array(rawAddressText),
    result: loggedLookupSchema,
    /**
     * What was pasted, besides what was sent (pasted-input.ts): the message, skipped words, invalid
     * entries with line, column and corrections. Absent for entries logged before it was kept, and for
     * lookups that did not come from the paste box.
     */
    pasted: pastedInputSchema.optional(),
    /** The entry this lookup re-ran (its title and note are carried over when the log records it). */
    rerunOf: lookupLogIdSchema.optional(),
    /**
     * The list file's own columns' names (a CSV's `customer_id`, `note`), when the lookup came from
     * one that had any; absent for other lookups and for entries logged before they were kept.
     */
    inputHeaders: z.array(z.string().max(MAX_INPUT_CELL)).max(MAX_INPUT_COLUMNS).optional(),
    /**
     * Those columns' cells (shared/address/input-columns.ts `StoredInputLines`): each file line once,
     * and per input the line (or lines) that named it. Read where the log is, never sent to the page
     * with the entry (entry-parts.ts): the exports ask for the lines of the rows they write.
     */
    inputLines: z
      .object({
        cells: z.array(z.array(z.string().max(MAX_INPUT_CELL)).max(MAX_INPUT_COLUMNS)),
        lineOf: z.array(
          z.union([z.number().int().nonnegative(), z.array(z.number().int().nonnegative()), z.null()]),
        ),
      })
      .optional(),
  }),
);
export type LookupLogEntry = z.infer<typeof lookupLogEntrySchema>;

/** Invalid entries a summary carries for search (the body keeps them all). */
export const MAX_SUMMARY_INVALID = 20;

/** What is stored per entry for the list: everything but the bulky parts, plus the stored size. */
export const lookupLogSummarySchema = lazySchema(() =>
  lookupLogEntrySchema
    .omit({ inputs: true, result: true, failed: true, pasted: true, inputLines: true })
    .extend({
      /** Bytes the entry takes in the store (summary, paste and body as stored: the body gzipped). */
      sizeBytes: z.number().int().nonnegative(),
      /**
       * Set when the stored summary could not be read: the entry is listed (so it can be deleted) with
       * what its id tells (the time) and this message, instead of hiding it or failing the whole list.
       */
      damaged: z.string().optional(),
      /** The user's case notes on the entry (kept apart from the body: editing one never rewrites it). */
      title: z.string().max(200).optional(),
      note: z.string().max(4000).optional(),
      /** A pinned entry is never evicted. */
      pinned: z.boolean().optional(),
      /** The first requested accounts (raw), so the list can show them without reading the body. */
      firstAddresses: z.array(rawAddressText).max(5).optional(),
      /** What the user typed for each of `firstAddresses` (the form the log shows them in). */
      firstInputs: z.array(z.string().max(200)).max(5).optional(),
      /** The paste's first invalid entries (what the customer wrote, and its corrections), so search finds them. */
      invalidInputs: z.array(pastedInvalidSchema).max(MAX_SUMMARY_INVALID).optional(),
      /**
       * The pasted message's first line with text (the card shows it); the whole message is searched
       * where the log is (`findInLookupLog` by text), not carried in every summary.
       */
      message: z.string().max(MESSAGE_LINE_MAX).optional(),
      /** The paste's first corrections applied before the lookup: what the customer wrote beside what it became. */
      correctedInputs: z.array(pastedCorrectionSchema).max(MAX_SUMMARY_INVALID).optional(),
    }),
);
export type LookupLogSummary = z.infer<typeof lookupLogSummarySchema>;

/** The user's notes on an entry: any of title, note (a ticket number) and pinned; an empty text clears it. */
export const lookupLogNotesSchema = lazySchema(() =>
  z
    .object({
      title: z.string().max(200).optional(),
      note: z.string().max(4000).optional(),
      pinned: z.boolean().optional(),
    })
    .strict(),
);
export type LookupLogNotes = z.infer<typeof lookupLogNotesSchema>;

/** How full the log is, and what it last had to drop to make room. */
export const lookupLogStatusSchema = lazySchema(() =>
  z.object({
    entries: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    maxEntries: z.number().int().positive(),
    maxBytes: z.number().int().positive(),
    pinned: z.number().int().nonnegative(),
    /** The last eviction: when, how many entries, and the newest of them (its time). */
    lastEviction: z
      .object({ at: z.iso.datetime(), count: z.number().int().positive(), newest: z.iso.datetime() })
      .nullable(),
  }),
);
export type LookupLogStatus = z.infer<typeof lookupLogStatusSchema>;

/** What a caller hands the log to record: the entry without the fields the log assigns. */
export const lookupLogDraftSchema = lazySchema(() =>
  lookupLogEntrySchema.omit({
    schemaVersion: true,
    id: true,
    createdAt: true,
  }),
);
/** A draft as a caller may write it (before zod's defaults and transforms). */
export type LookupLogDraftInput = z.input<typeof lookupLogDraftSchema>;
export type LookupLogDraft = z.infer<typeof lookupLogDraftSchema>;

/**
 * A logged lookup's result as its maker keeps it: the address book and metadata the lookup's own Maps
 * (shared/jobs/lookup-answer.ts), which the body writes in their order, never copied into a record of
 * 500,000 keys first.
 */
export type KeptLookup = LoggedLookup;
/** A checked draft, its result as {@link KeptLookup}. */
export type KeptLookupDraft = LookupLogDraft;
/** An entry as it is written, its result as {@link KeptLookup}. */
export type KeptLookupEntry = LookupLogEntry;

/**
 * `entry` as the JSON file Export saves (the log's own shape: the address book and metadata as objects
 * keyed by raw address, in their order), whether they are records or the lookup's Maps.
 */
export function keptEntryJson(entry: KeptLookupEntry): string {
  return JSON.stringify(
    entry,
    (_key, value: unknown) => (value instanceof Map ? mapAsJson(value) : value),
    2,
  );
}

/** A Map as JSON.stringify writes an object: its keys in order (`__proto__` an own key, as JSON.parse reads it). */
function mapAsJson(map: ReadonlyMap<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(map);
}
