/**
 * The watch list as react-query queries (the list with each address's last state, and the running
 * watcher's status) and the mutations that change it. Both queries are read again every few seconds
 * while the watch screen is shown, so a re-check the timer ran shows up without a click.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BridgeMethod } from '../../shared/bridge/api/bridge-api';
import type { WatchSettings } from '../../shared/watch/watch-schema';
import { invalidateBridge, useBridgeCall, useBridgeQuery } from './bridge-query';

/** What a change of the watch list makes stale. */
const WATCH_READS: readonly BridgeMethod[] = ['listWatch', 'watchStatus', 'watchHistory'];

/** How often the shown screen reads the list and the status again. */
const REFRESH_MS = 5_000;

/** The watch list and the watcher's status; `live`: refresh while shown. */
export function useWatchList(live: boolean) {
  const refetchInterval = live ? REFRESH_MS : false;
  const list = useBridgeQuery('listWatch', undefined, { retry: false, refetchInterval });
  const status = useBridgeQuery('watchStatus', undefined, { retry: false, refetchInterval });
  return { list, status };
}

/** One address's changes, newest first, read when shown. */
export function useWatchHistory(raw: string) {
  return useBridgeQuery('watchHistory', { address: raw }, { retry: false });
}

type WatchChangeRequest =
  | { kind: 'watch'; address: string }
  | { kind: 'unwatch'; address: string }
  | { kind: 'settings'; settings: WatchSettings }
  | { kind: 'check' };

/** The one watch-list mutation, handed to the parts of the Watch screen so they share its error and pending state. */
export type WatchChange = ReturnType<typeof useWatchChange>;

/** One mutation for every change of the watch list; everything watch-related is read again after it. */
export function useWatchChange() {
  const call = useBridgeCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: WatchChangeRequest) => {
      if (change.kind === 'watch') {
        await call('watchAddress', { address: change.address });
        // A new address is checked at once, not one interval later; a failed check is the status's to
        // tell (the address is watched either way).
        await call('checkWatchNow').catch(() => undefined);
      } else if (change.kind === 'unwatch') await call('unwatchAddress', { address: change.address });
      else if (change.kind === 'settings') await call('setWatchSettings', change.settings);
      else await call('checkWatchNow');
    },
    onSettled: () => invalidateBridge(queryClient, WATCH_READS),
  });
}
