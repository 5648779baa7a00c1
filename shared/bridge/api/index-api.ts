/**
 * The indexer's bridge methods that answer at once: the chain status of the active profile, the
 * connection test of any profile, and the states of a handful of accounts (one request, not logged). Implemented by shared/bridge/job-owner.ts over the shared index client
 * (the API key is added there, in the trusted process); long work is a job (jobs-api.ts).
 */
import { z } from 'zod';
import { masterchainInfoSchema } from '../../api/block';
import type { AccountLookup } from '../../api/account-states';
import { noArg, parsedRawArg, trustedResult } from './api-parts';

/** Accounts one {@link indexApi.accountStates} call takes: a handful, answered by one request. */
export const MAX_QUICK_ACCOUNTS = 16;

/** The indexer methods. */
export const indexApi = {
  /** First and last indexed masterchain blocks of the active profile's indexer. */
  getMasterchainInfo: { arg: noArg, result: masterchainInfoSchema },
  /** Runs masterchainInfo against a profile (saved key included) and answers its result or error. */
  testConnection: { arg: z.object({ profileId: z.string() }).strict(), result: masterchainInfoSchema },
  /**
   * The states (without code and data) of a few accounts on the active profile's indexer, in one request
   * — a detail's side facts (the same key's wallets); a list of accounts is a lookup job.
   */
  accountStates: {
    arg: z.object({ addresses: z.array(parsedRawArg).min(1).max(MAX_QUICK_ACCOUNTS) }).strict(),
    result: trustedResult<AccountLookup>(),
  },
} as const;
