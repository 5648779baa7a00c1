/**
 * Long work as jobs: a lookup, a tokens run. The window names each job (`jobId`, its own: it listens
 * for that id before it starts the job), `start…` answers at once, and the job runs where the client is
 * (Electron main, or the web build's worker) and tells the window that started it how it goes through
 * the bridge's named events (shared/jobs/job-events.ts); `cancelJob` stops it, keeping what arrived.
 * The window never sees batches, URLs or request ids.
 */
import { z } from 'zod';
import type { LookupJobStart } from '../../jobs/job-events';
import { lookupLogIdSchema } from '../../lookup-log/log-entry';
import { pastedInputSchema } from '../../lookup-log/pasted-input-schema';
import { linesArg, parsedRawArg, trustedResult } from './api-parts';
import { listFileIdSchema } from './list-file-api';

/** Accounts one lookup takes: a file of this many fits the file box (renderer/model/read-text-file.ts). */
export const MAX_LOOKUP_ACCOUNTS = 500_000;
/** The longest text kept as what was typed for one account (a link is the longest form). */
const MAX_INPUT_LENGTH = 4096;
/** `-1:` and 64 hex digits. */
const RAW_ADDRESS_LENGTH = 67;
/** Owners and jettons one tokens run takes. */
export const MAX_TOKEN_OWNERS = 100_000;
export const MAX_TOKEN_JETTONS = 20;

/** A job's id, as the window names it (a random UUID in the app). */
export const jobIdSchema = z.string().regex(/^[0-9a-z-]{8,64}$/, { error: 'expected a job id' });

/** `now()` for get-methods: the last indexed block's time; absent → the job asks the indexer. */
const unixTime = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .optional();

/** The job methods. */
export const jobsApi = {
  /**
   * Looks up accounts (parsed raw forms, distinct, in input order, with what was typed for each) on a
   * profile's indexer — `profileId`, or the active one — fixed for the whole job. When it ends, the job
   * logs it; `retriedLogId` names the logged lookup whose failed accounts these are, so that the new
   * entry is that whole lookup again.
   */
  startLookup: {
    arg: z
      .object({
        jobId: jobIdSchema,
        /** The raw addresses, one per line (`joinLines`). */
        addressLines: linesArg(parsedRawArg, MAX_LOOKUP_ACCOUNTS, RAW_ADDRESS_LENGTH),
        /** What was typed for each, one per line. */
        inputLines: linesArg(z.string().max(MAX_INPUT_LENGTH), MAX_LOOKUP_ACCOUNTS, MAX_INPUT_LENGTH),
        includeBoc: z.boolean(),
        profileId: z.string().max(100).optional(),
        retriedLogId: lookupLogIdSchema.optional(),
        /** What was pasted (the case record: message, skipped words, invalid entries), kept in the entry. */
        pasted: pastedInputSchema.optional(),
        /** The logged lookup this one re-runs: the entry links to it and keeps its title and note. */
        rerunOf: lookupLogIdSchema.optional(),
        /**
         * The list file these addresses came from — read behind the bridge (`readListFile`'s id), or
         * kept by a logged lookup (its id: the lookup reopened or re-run): its own columns are kept with
         * the lookup and its log entry when the list still holds an address the file named.
         */
        listFile: z.union([listFileIdSchema, lookupLogIdSchema]).optional(),
      })
      .strict()
      .refine((arg) => arg.inputLines.length === arg.addressLines.length, {
        error: 'expected one input per address',
        path: ['inputLines'],
      })
      .transform(({ addressLines, inputLines, ...rest }) => ({
        ...rest,
        addresses: addressLines,
        inputs: inputLines,
      })),
    result: trustedResult<LookupJobStart>(),
  },
  /** Each owner's balance of each jetton, at the active profile's pace, with progress per request. */
  startTokens: {
    arg: z
      .object({
        jobId: jobIdSchema,
        owners: z.array(parsedRawArg).min(1).max(MAX_TOKEN_OWNERS),
        masters: z.array(parsedRawArg).min(1).max(MAX_TOKEN_JETTONS),
        unixTime,
      })
      .strict(),
    result: z.object({}),
  },
  /** Stops a job this window started; answers whether one was running. */
  cancelJob: { arg: z.object({ jobId: jobIdSchema }).strict(), result: z.object({ cancelled: z.boolean() }) },
} as const;
