/**
 * The watch list's bridge handlers, once for every transport, over the watch store (shared/watch) that
 * lives in a sublevel of the lookup log's database: in Electron they run in main beside the log's, on
 * the web in the job worker. They keep what is watched, the interval, the last states and the history
 * per address. The timer that re-checks (shared/watch/watch-runner.ts) runs beside them, in the job owner
 * (shared/bridge/job-owner.ts), and writes to the store itself.
 */
import type { WatchStore } from '../watch/watch-store';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { watchStoreApi } from './api/watch-api';

/** Builds the watch handlers over the store. */
export function createWatchHandlers(watch: WatchStore): HandlersOf<MethodsOf<typeof watchStoreApi>> {
  return {
    listWatch: async () => {
      const [entries, settings, states] = await Promise.all([watch.list(), watch.settings(), watch.states()]);
      return { entries, settings, states };
    },
    watchAddress: ({ address, jettonWallets }) => watch.add(address, jettonWallets ?? []),
    unwatchAddress: async ({ address }) => ({ removed: await watch.remove(address) }),
    setWatchSettings: (settings) => watch.setSettings(settings),
    watchHistory: async ({ address, limit }) => ({
      changes: await watch.history(address, limit),
      trimmed: await watch.trimmed(address),
    }),
  };
}
