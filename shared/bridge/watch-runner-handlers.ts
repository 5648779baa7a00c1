/**
 * The watch list's timer inside the bridge: one {@link createWatchRunner} per bridge, asking the ACTIVE
 * profile's indexer through the same client as `lookupAccounts` (without code and data), paced at a
 * share of that profile's rate limit; and the two methods the watch screen uses to see and drive it.
 */
import type { BulkRetryPolicy } from '../bulk/bulk-lookup';
import type { WatchPolicy } from '../watch/watch-plan';
import { createWatchRunner, type WatchRunner } from '../watch/watch-runner';
import { AppError } from '../errors';
import type { BridgeIndexClient, WatchingDeps } from './bridge-deps';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { watchTimerApi } from './api/watch-api';

/** The active profile as the watcher needs it, asked at every re-check. */
export interface WatchIndexer {
  client(): BridgeIndexClient;
  policy(): WatchPolicy;
  urlLength(raws: readonly string[]): number;
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
    transport: (raws, signal) => indexer.client().accountStatesRequest(raws, { includeBoc: false, signal }),
    urlLength: (raws) => indexer.urlLength(raws),
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
