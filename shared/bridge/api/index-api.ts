/**
 * The indexer's bridge methods that answer at once: the chain status of the active profile and the
 * connection test of any profile. Implemented by shared/bridge/job-owner.ts over the shared index client
 * (the API key is added there, in the trusted process); long work is a job (jobs-api.ts).
 */
import { z } from 'zod';
import { masterchainInfoSchema } from '../../api/block';
import { noArg } from './api-parts';

/** The indexer methods. */
export const indexApi = {
  /** First and last indexed masterchain blocks of the active profile's indexer. */
  getMasterchainInfo: { arg: noArg, result: masterchainInfoSchema },
  /** Runs masterchainInfo against a profile (saved key included) and answers its result or error. */
  testConnection: { arg: z.object({ profileId: z.string() }).strict(), result: masterchainInfoSchema },
} as const;
