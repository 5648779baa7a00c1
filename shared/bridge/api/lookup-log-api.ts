/**
 * The lookup log's bridge methods: list, read, annotate, find and delete logged lookups. A lookup is
 * logged by the job that ran it (shared/jobs/lookup-job.ts), never sent here. Implemented by
 * shared/bridge/lookup-log-handlers.ts, in main in Electron and in the job worker on the web.
 */
import { z } from 'zod';
import { rawAddressText } from '../../api/primitives';
import {
  lookupLogEntrySchema,
  lookupLogIdSchema,
  lookupLogNotesSchema,
  lookupLogStatusSchema,
  lookupLogSummarySchema,
} from '../../lookup-log/log-entry';
import { lookupLogEntryPartSchema } from '../../lookup-log/entry-parts';
import type { LookAlikeMark } from '../../address/look-alike-address';
import { noArg, trustedResult } from './api-parts';

/** Longest text the log is searched for. */
export const MAX_LOG_SEARCH_TEXT = 200;
/** Most places one entry's match names (pasted-search.ts: the message's first few, then corrections). */
const MAX_WHERE = 3 + 200;

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
   * The look-alikes among a logged lookup's accounts and against the addresses the user keeps now,
   * found where those are kept (shared/bridge/logged-look-alikes.ts) as the page reopens the lookup:
   * only the marks cross, never the user's labels.
   */
  lookAlikesOfLogEntry: {
    arg: z.object({ id: lookupLogIdSchema }).strict(),
    result: trustedResult<{ lookAlikes: LookAlikeMark[] }>(),
  },
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
  /**
   * Ids of the logged lookups, newest first, that asked for an account (`raw`), or whose pasted message
   * holds `text` — a ticket number, the customer's name — or whose customer wrote it in an address
   * corrected before the lookup; for a text, each with where it stands (`where`, in words).
   */
  findInLookupLog: {
    arg: z.union([
      z.object({ raw: rawAddressText }).strict(),
      z.object({ text: z.string().trim().min(1).max(MAX_LOG_SEARCH_TEXT) }).strict(),
    ]),
    result: z.object({
      ids: z.array(lookupLogIdSchema),
      where: z
        .array(z.object({ id: lookupLogIdSchema, where: z.array(z.string().max(400)).max(MAX_WHERE) }))
        .optional(),
    }),
  },
} as const;
