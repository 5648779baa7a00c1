/**
 * The watch list's timer inside the bridge: one {@link createWatchRunner} per bridge, asking the ACTIVE
 * profile's indexer through its client (without code and data), at a share of that profile's rate — and
 * within the indexer's one request budget, which every lookup, tokens run and call shares, so re-checks
 * and a lookup started meanwhile never press the indexer harder together than the profile allows; and
 * the two methods the watch screen uses to see and drive it.
 */
import type { BulkRetryPolicy } from '../bulk/bulk-lookup';
import { sendInTurn } from '../bulk/request-budget';
import { accountStatesUrlLength } from '../client/index-client';
import type { JobIndexer } from '../jobs/job-indexer';
import type { WatchPolicy } from '../watch/watch-plan';
import { createWatchRunner, type WatchRunner } from '../watch/watch-runner';
import { AppError } from '../errors';
import type { WatchingDeps } from './bridge-deps';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { watchTimerApi } from './api/watch-api';

/** The active profile as the watcher needs it, asked at every re-check. */
export interface WatchIndexer {
  /** The active profile's indexer: its client and its one request budget. */
  indexer(): JobIndexer;
  policy(): WatchPolicy;
}

/** The timer, and its handlers. */
export interface WatchRunnerSet {
  /** Null when the bridge was built without a watch list. */
  runner: WatchRunner | null;
  handlers: HandlersOf<MethodsOf<typeof watchTimerApi>>;
}

/** Fewer retries than a lookup: the next re-check comes anyway. */
const WATCH_RETRY: Partial<BulkRetryPolicy> = { maxAttempts: 2 };

/** Builds the runner over `watching` and `indexer` (or methods that say there is none). */
export function createWatchRunnerHandlers(
  watching: WatchingDeps | undefined,
  indexer: WatchIndexer,
  warn?: (message: string, details?: Record<string, unknown>) => void,
): WatchRunnerSet {
  if (!watching) {
    const none = async () => {
      throw new AppError({
        kind: 'unexpected',
        message: 'The watch list does not run in this version of the app.',
      });
    };
    return { runner: null, handlers: { watchStatus: none, checkWatchNow: none } };
  }
  const runner = createWatchRunner({
    store: watching.store,
    notifier: watching.notifier,
    labelsOf: watching.labelsOf,
    transport: async (raws, signal) => {
      const { client, budget } = indexer.indexer();
      return sendInTurn(
        budget,
        () => client.accountStatesRequest(raws, { includeBoc: false, signal }),
        signal,
      );
    },
    urlLength: (raws) => accountStatesUrlLength(indexer.indexer().ref.baseUrl, raws, false),
    policy: () => indexer.policy(),
    retry: WATCH_RETRY,
    ...(watching.clock ? { clock: watching.clock } : {}),
    ...(watching.now ? { now: watching.now } : {}),
    ...(warn ? { warn } : {}),
  });
  return {
    runner,
    handlers: {
      watchStatus: () => runner.status(),
      checkWatchNow: () => runner.checkNow(),
    },
  };
}
