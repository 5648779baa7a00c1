/**
 * The web build's watch list as its timer (in the in-page bridge, beside the index client) reaches it:
 * the store lives in the lookup log's Worker, so each call goes through the log's dispatch — the same
 * contract methods the watch screen uses, plus `recordWatchCheck`. The labels that name an address in a
 * notification come from there too.
 */
import type { WatchingDeps } from '../../shared/bridge/bridge-deps';
import type { BridgeMethod, BridgeValue } from '../../shared/bridge/api/bridge-api';
import { MAX_LABEL_PAGE } from '../../shared/bridge/api/labels-api';
import type { BridgeDispatch } from '../../shared/bridge/dispatch';
import { AppError } from '../../shared/errors';

/** The watch store and labels of the log's Worker, over its dispatch. */
export function watchStoreOver(dispatch: BridgeDispatch): Pick<WatchingDeps, 'store' | 'labelsOf'> {
  async function call<M extends BridgeMethod>(method: M, arg?: unknown): Promise<BridgeValue<M>> {
    const reply = await dispatch(method, arg);
    if (!reply.ok) throw new AppError(reply.error);
    return reply.value as BridgeValue<M>;
  }
  // The watcher asks for entries, settings and states at once: one call answers all three.
  let listing: Promise<BridgeValue<'listWatch'>> | null = null;
  const listed = () => {
    listing ??= call('listWatch').finally(() => {
      listing = null;
    });
    return listing;
  };
  return {
    store: {
      list: async () => (await listed()).entries,
      settings: async () => (await listed()).settings,
      states: async () => (await listed()).states,
      recordCheck: async (record) => void (await call('recordWatchCheck', record)),
    },
    labelsOf: async (raws) => {
      const { labels } = await call('labelsOf', { raws: raws.slice(0, MAX_LABEL_PAGE) });
      return Object.fromEntries(Object.values(labels).map((l) => [l.raw, l.text]));
    },
  };
}
