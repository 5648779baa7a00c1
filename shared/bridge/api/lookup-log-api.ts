/**
 * The lookup log's bridge methods: list, read, annotate, find and delete logged lookups, and receive a
 * finished lookup as a draft in parts. Implemented by shared/bridge/lookup-log-handlers.ts, in main in
 * Electron and in the log's Worker on the web.
 */
import { z } from 'zod';
import { addressBookEntrySchema, metadataEntrySchema } from '../../api/account-states';
import { rawAddressText } from '../../api/primitives';
import {
  loggedAccountStateSchema,
  loggedInputSchema,
  lookupLogDraftSchema,
  lookupLogEntrySchema,
  lookupLogIdSchema,
  lookupLogNotesSchema,
  lookupLogStatusSchema,
  lookupLogSummarySchema,
} from '../../lookup-log/log-entry';
import { lookupLogEntryPartSchema } from '../../lookup-log/entry-parts';
import { noArg } from './api-parts';

/**
 * Items (inputs, accounts, addresses, address-book or metadata entries, all counted together) one part
 * of a lookup log draft carries. A 100,000-account lookup crosses in ~130 parts, each small enough that
 * its structured clone (IPC, postMessage) and its check take a few milliseconds, never a long task.
 */
export const LOG_DRAFT_CHUNK_ITEMS = 2_000;

/** The id `beginLookupLogEntry` gives a draft being received. */
export const lookupLogDraftIdSchema = z
  .string()
  .regex(/^draft-[0-9a-z]{1,40}$/, { error: 'expected a draft id' });

/** What a draft says of itself before its parts arrive (its counts bound what the parts may add up to). */
export const lookupLogDraftHeadSchema = lookupLogDraftSchema
  .pick({ profile: true, lastBlock: true, includeBoc: true, counts: true, cancelled: true })
  .strict();
export type LookupLogDraftHead = z.output<typeof lookupLogDraftHeadSchema>;

/** A record of at most one chunk's entries, keyed by (raw) address. */
function chunkRecord<T extends z.ZodType>(entry: T) {
  return z.record(z.string().max(100), entry);
}

/** One part of a draft: any of its lists and maps, sliced; items across all fields ≤ {@link LOG_DRAFT_CHUNK_ITEMS}. */
export const lookupLogDraftPartSchema = z
  .object({
    inputs: z.array(loggedInputSchema).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    accounts: z.array(loggedAccountStateSchema).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    notFound: z.array(rawAddressText).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    failed: z.array(rawAddressText).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    addressBook: chunkRecord(addressBookEntrySchema).optional(),
    metadata: chunkRecord(metadataEntrySchema).optional(),
  })
  .strict()
  .refine((part) => draftPartItems(part) <= LOG_DRAFT_CHUNK_ITEMS, {
    error: `a part carries at most ${LOG_DRAFT_CHUNK_ITEMS} items`,
  });
export type LookupLogDraftPart = z.output<typeof lookupLogDraftPartSchema>;
/** A draft part as the sender writes it (before zod's transforms). */
export type LookupLogDraftPartInput = z.input<typeof lookupLogDraftPartSchema>;

/** The items a part carries, all fields together. */
export function draftPartItems(part: {
  inputs?: readonly unknown[] | undefined;
  accounts?: readonly unknown[] | undefined;
  notFound?: readonly unknown[] | undefined;
  failed?: readonly unknown[] | undefined;
  addressBook?: object | undefined;
  metadata?: object | undefined;
}): number {
  return (
    (part.inputs?.length ?? 0) +
    (part.accounts?.length ?? 0) +
    (part.notFound?.length ?? 0) +
    (part.failed?.length ?? 0) +
    Object.keys(part.addressBook ?? {}).length +
    Object.keys(part.metadata ?? {}).length
  );
}

const draftRef = z.object({ draftId: lookupLogDraftIdSchema }).strict();

/** The lookup log methods. */
export const lookupLogApi = {
  /** Summaries of the logged lookups, newest first (no inputs or results). */
  listLookupLog: { arg: noArg, result: z.array(lookupLogSummarySchema) },
  /** One logged lookup, whole (results without BoCs). */
  getLookupLogEntry: { arg: z.object({ id: lookupLogIdSchema }).strict(), result: lookupLogEntrySchema },
  /**
   * One part of a logged lookup (shared/lookup-log/entry-parts.ts): the first carries the head and how
   * many parts there are, each of the others a slice of one list. A 100,000-account entry crosses in
   * ~130 small answers instead of one of ~65 MB that holds the page for a second.
   */
  getLookupLogEntryPart: {
    arg: z.object({ id: lookupLogIdSchema, part: z.number().int().min(0).max(100_000) }).strict(),
    result: lookupLogEntryPartSchema,
  },
  /**
   * Starts logging a lookup: its head now, its lists in parts (`appendLookupLogEntry`), then
   * `finishLookupLogEntry` commits it as ONE atomic write. A draft is held in memory where the log is
   * (main, or the web's log worker) and never on disk until then: a crash or an abandoned draft leaves
   * nothing behind.
   */
  beginLookupLogEntry: {
    arg: lookupLogDraftHeadSchema,
    result: z.object({ draftId: lookupLogDraftIdSchema }),
  },
  /** Adds one part to a draft; answers how many items the draft holds so far. */
  appendLookupLogEntry: {
    arg: z.object({ draftId: lookupLogDraftIdSchema, part: lookupLogDraftPartSchema }).strict(),
    result: z.object({ received: z.number().int().nonnegative() }),
  },
  /**
   * Logs the draft whole (the log assigns id and time, drops BoCs, evicts the oldest beyond its bounds)
   * once its parts add up to its counts; answers the summary.
   */
  finishLookupLogEntry: { arg: draftRef, result: lookupLogSummarySchema },
  /** Drops a draft (the lookup was replaced, or sending it failed); answers whether there was one. */
  discardLookupLogEntry: { arg: draftRef, result: z.object({ discarded: z.boolean() }) },
  /** Deletes one logged lookup; answers whether there was one. */
  deleteLookupLogEntry: {
    arg: z.object({ id: lookupLogIdSchema }).strict(),
    result: z.object({ deleted: z.boolean() }),
  },
  /** Sets the title, note (ticket number) or pin of a logged lookup; a pinned one is never evicted. */
  annotateLookupLogEntry: {
    arg: z.object({ id: lookupLogIdSchema, notes: lookupLogNotesSchema }).strict(),
    result: lookupLogSummarySchema,
  },
  /** How full the log is (entries, bytes, bounds, pinned) and what it last dropped to make room. */
  lookupLogStatus: { arg: noArg, result: lookupLogStatusSchema },
  /** Ids of the logged lookups that asked for an account (raw form), newest first. */
  findInLookupLog: {
    arg: z.object({ raw: rawAddressText }).strict(),
    result: z.object({ ids: z.array(lookupLogIdSchema) }),
  },
} as const;
