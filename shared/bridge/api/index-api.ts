/**
 * The indexer's bridge methods: the chain status and one request of account states, each cancellable
 * by the id the renderer gave it. Implemented by shared/bridge/handlers.ts over the shared index client
 * (the API key is added there, in the trusted process).
 */
import { z } from 'zod';
import { accountLookupSchema } from '../../api/account-states';
import { masterchainInfoSchema } from '../../api/block';
import { MAX_ADDRESSES_PER_REQUEST } from '../../api/request-limits';
import { rawAddressArg, requestIdArg } from './api-parts';

/** The indexer methods. */
export const indexApi = {
  /** First and last indexed masterchain blocks of the active profile's indexer. */
  getMasterchainInfo: {
    arg: z.object({ requestId: requestIdArg.optional() }).strict().optional(),
    result: masterchainInfoSchema,
  },
  /**
   * States of up to 1024 accounts in exactly ONE request to the indexer — no retry, no split: the
   * renderer's bulk scheduler (shared/bulk) batches, paces, retries and splits. Matched to the request;
   * unknown ones listed in `not_found`; a failure keeps its HTTP status and Retry-After. Keep batches at
   * 1000 or fewer (the server's row cap).
   */
  lookupAccounts: {
    arg: z
      .object({
        requestId: requestIdArg,
        addresses: z.array(rawAddressArg).min(1).max(MAX_ADDRESSES_PER_REQUEST),
        includeBoc: z.boolean(),
      })
      .strict(),
    result: accountLookupSchema,
  },
  /** Cancels a running request by id; answers whether one was running. */
  cancelRequest: {
    arg: z.object({ requestId: requestIdArg }).strict(),
    result: z.object({ cancelled: z.boolean() }),
  },
} as const;
