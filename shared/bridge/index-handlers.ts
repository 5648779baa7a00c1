/**
 * The bridge's indexer handlers (api/index-api.ts): the chain status of the active profile, the
 * connection test of any profile, the rows of a handful of accounts — made as a lookup's are
 * (shared/jobs/lookup-answer.ts), at the profile's pace (its one request budget), not logged — and the
 * pace that budget learned from the indexer's 429s (kept between sessions), and forgetting it.
 */
import { AppError } from '../errors';
import { collectLookup } from '../jobs/collect-lookup';
import { schedulerOptions } from '../jobs/job-indexer';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { indexApi } from './api/index-api';
import { NO_CALLER } from './dispatch';
import type { Indexers } from './indexers';

/** Builds the indexer handlers. */
export function createIndexHandlers(indexers: Indexers): HandlersOf<MethodsOf<typeof indexApi>> {
  return {
    getMasterchainInfo: () => indexers.chainOf(indexers.profileOf()),
    testConnection: ({ profileId }) => indexers.chainOf(indexers.profileOf(profileId)),
    accountRows: async ({ addresses }, { signal } = NO_CALLER) => {
      const { indexer } = indexers.storeOf(indexers.profileOf());
      const { answer, result, failed } = await collectLookup({
        ...schedulerOptions(indexer, false),
        raws: addresses,
        signal,
      });
      signal.throwIfAborted();
      if (failed[0]) throw new AppError(failed[0].error);
      return { rows: answer.rows(), addressBook: result.address_book, metadata: result.metadata };
    },
    learnedPace: ({ profileId }) => indexers.learnedPaceOf(indexers.profileOf(profileId)),
    forgetLearnedPace: async ({ profileId }) => ({
      forgotten: await indexers.forgetLearnedPace(indexers.profileOf(profileId)),
    }),
  };
}
