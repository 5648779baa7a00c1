/**
 * The indexer's bridge methods that answer at once: the chain status of the active profile, the
 * connection test of any profile, the rows of a handful of accounts (not logged), and the pace a
 * profile's indexer taught with its 429s. Implemented by
 * shared/bridge/job-owner.ts over the shared index client (the API key is added there, in the trusted
 * process); long work is a job (jobs-api.ts).
 */
import { z } from 'zod';
import { masterchainInfoSchema } from '../../api/block';
import type { AnswerStep } from '../../jobs/lookup-answer';
import { noArg, parsedRawArg, trustedResult } from './api-parts';

/** Accounts one {@link indexApi.accountRows} call takes: a page's handful (a wallet's jetton wallets). */
export const MAX_QUICK_ACCOUNTS = 64;

/** The indexer methods. */
export const indexApi = {
  /** First and last indexed masterchain blocks of the active profile's indexer. */
  getMasterchainInfo: { arg: noArg, result: masterchainInfoSchema },
  /** Runs masterchainInfo against a profile (saved key included) and answers its result or error. */
  testConnection: { arg: z.object({ profileId: z.string() }).strict(), result: masterchainInfoSchema },
  /**
   * The rows (shared/jobs/lookup-row.ts; states without code and data) of a few accounts on the active
   * profile's indexer, in the order asked, at its pace — an account page's side facts (a followed
   * account, the same key's wallets, a wallet's jetton wallets); a list of accounts is a lookup job.
   */
  accountRows: {
    arg: z.object({ addresses: z.array(parsedRawArg).min(1).max(MAX_QUICK_ACCOUNTS) }).strict(),
    result: trustedResult<AnswerStep>(),
  },
  /**
   * The pace a profile's indexer taught its request budget with 429s (shared/bulk/learned-pace.ts), in
   * requests/s, and when it was learned — this session's, else the one kept for the indexer's origin
   * from an earlier one — or null: a rate is configured for it, or it has refused nothing (or the kept
   * pace is too old to trust). Settings offers it beside the profile's rate field.
   */
  learnedPace: {
    arg: z.object({ profileId: z.string().max(100) }).strict(),
    result: z
      .object({ requestsPerSecond: z.number().positive(), learnedAt: z.string().nullable() })
      .nullable(),
  },
  /**
   * Forgets the pace learned from a profile's indexer (its origin's): the kept one and the one its
   * budgets hold now, so the next lookup sends as fast as the in-flight cap allows until a 429. A rate
   * configured for the profile is not touched.
   */
  forgetLearnedPace: {
    arg: z.object({ profileId: z.string().max(100) }).strict(),
    result: z.object({ forgotten: z.boolean() }),
  },
} as const;
