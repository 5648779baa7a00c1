/**
 * Long work as jobs: a lookup, a tokens run, an inspect. `start…` answers a job id at once; the job
 * runs where the client is (Electron main, or the web build's worker) and tells the window that started
 * it how it goes through the bridge's named events (shared/jobs/job-events.ts); `cancelJob` stops it,
 * keeping what arrived. The window never sees batches, URLs or request ids.
 */
import { z } from 'zod';
import { metadataSchema } from '../../api/account-states';
import type { LookupJobStart } from '../../jobs/job-events';
import { lookupLogIdSchema } from '../../lookup-log/log-entry';
import { pastedInputSchema } from '../../lookup-log/pasted-input-schema';
import { getMethodLimitsSchema } from '../../tvm/limits-schema';
import { tvmAccountSchema } from '../../tvm/runner';
import { MAX_TUPLE_LENGTH, stackArgumentSchema } from '../../tvm/stack-schema';
import { linesArg, parsedRawArg, trustedResult } from './api-parts';

/** Accounts one lookup takes (a 16 MB file of addresses holds about 240,000). */
export const MAX_LOOKUP_ACCOUNTS = 500_000;
/** The longest text kept as what was typed for one account (a link is the longest form). */
const MAX_INPUT_LENGTH = 4096;
/** `-1:` and 64 hex digits. */
const RAW_ADDRESS_LENGTH = 67;
/** Owners and jettons one tokens run takes. */
export const MAX_TOKEN_OWNERS = 100_000;
export const MAX_TOKEN_JETTONS = 20;
/** Accounts one inspect takes: a screen of table rows, never a whole 100,000-row lookup. */
export const MAX_INSPECT_ACCOUNTS = 200;

/** A job's id, as `start…` gives it. */
export const jobIdSchema = z
  .string()
  .regex(/^job-[0-9a-z]{1,12}-[0-9a-z]{6}$/, { error: 'expected a job id' });

/** `now()` for get-methods: the last indexed block's time; absent → the job asks the indexer. */
const unixTime = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .optional();

const started = z.object({ jobId: jobIdSchema });

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
        owners: z.array(parsedRawArg).min(1).max(MAX_TOKEN_OWNERS),
        masters: z.array(parsedRawArg).min(1).max(MAX_TOKEN_JETTONS),
        unixTime,
      })
      .strict(),
    result: started,
  },
  /**
   * What each account is and what its own code says (shared/contracts/inspect.ts); the job fetches the
   * states (with their BoCs) it does not hold, and the masters and collections the details need.
   */
  startInspect: {
    arg: z
      .object({
        addresses: z.array(parsedRawArg).min(1).max(MAX_INSPECT_ACCOUNTS),
        metadata: metadataSchema.optional(),
        unixTime,
      })
      .strict(),
    result: started,
  },
  /**
   * Runs one get-method (by name or id) with typed arguments on an account's indexed state, within its
   * limits (gas, time, memory: shared/tvm/limits.ts; defaults for those not given), with the user's
   * libraries. Its result is the job's one `job-rows`; `cancelJob` stops the emulation at once.
   */
  startGetMethod: {
    arg: z
      .object({
        account: tvmAccountSchema,
        method: z.union([z.string().min(1).max(200), z.number().int()]),
        args: z.array(stackArgumentSchema).max(MAX_TUPLE_LENGTH).default([]),
        unixTime,
        limits: getMethodLimitsSchema.optional(),
      })
      .strict(),
    result: started,
  },
  /** Stops a job this window started; answers whether one was running. */
  cancelJob: { arg: z.object({ jobId: jobIdSchema }).strict(), result: z.object({ cancelled: z.boolean() }) },
} as const;
