/**
 * The watch list as react-query queries (the list with each address's last state, and the running
 * watcher's status) and the mutations that change it. Both queries are read again every few seconds
 * while the watch screen is shown, so a re-check the timer ran shows up without a click.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, useBridge } from '../bridge/bridge-context';
import type { WatchSettings } from '../../shared/watch/watch-schema';

/** The query keys: the list, the status, one history per address. */
export const WATCH_KEY = ['watch'] as const;
export const WATCH_STATUS_KEY = ['watch', 'status'] as const;
export const watchHistoryKey = (raw: string) => ['watch', 'history', raw] as const;

/** How often the shown screen reads the list and the status again. */
const REFRESH_MS = 5_000;

/** The watch list and the watcher's status; `live`: refresh while shown. */
export function useWatchList(live: boolean) {
  const { bridge } = useBridge();
  const list = useQuery({
    queryKey: WATCH_KEY,
    queryFn: () => unwrap(bridge.listWatch()),
    retry: false,
    refetchInterval: live ? REFRESH_MS : false,
  });
  const status = useQuery({
    queryKey: WATCH_STATUS_KEY,
    queryFn: () => unwrap(bridge.watchStatus()),
    retry: false,
    refetchInterval: live ? REFRESH_MS : false,
  });
  return { list, status };
}

/** One address's changes, newest first, read when shown. */
export function useWatchHistory(raw: string) {
  const { bridge } = useBridge();
  return useQuery({
    queryKey: watchHistoryKey(raw),
    queryFn: () => unwrap(bridge.watchHistory({ address: raw })),
    retry: false,
  });
}

type WatchChangeRequest =
  | { kind: 'watch'; address: string }
  | { kind: 'unwatch'; address: string }
  | { kind: 'settings'; settings: WatchSettings }
  | { kind: 'check' };

/** One mutation for every change of the watch list; everything watch-related is read again after it. */
export function useWatchChange() {
  const { bridge } = useBridge();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: WatchChangeRequest) => {
      if (change.kind === 'watch') {
        await unwrap(bridge.watchAddress({ address: change.address }));
        // A new address is checked at once, not one interval later; a failed check is the status's to
        // tell (the address is watched either way), so its answer is not unwrapped here.
        await bridge.checkWatchNow();
      } else if (change.kind === 'unwatch') await unwrap(bridge.unwatchAddress({ address: change.address }));
      else if (change.kind === 'settings') await unwrap(bridge.setWatchSettings(change.settings));
      else await unwrap(bridge.checkWatchNow());
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WATCH_KEY }),
        queryClient.invalidateQueries({ queryKey: WATCH_STATUS_KEY }),
      ]),
  });
}
