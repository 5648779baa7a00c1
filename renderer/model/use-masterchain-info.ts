/**
 * The chain status query: first and last indexed masterchain blocks of the active profile, refreshed
 * at the preferences' interval while the page is visible. A failed refresh keeps the last data
 * (react-query keeps `data` on error) so the screen can show both.
 */
import { useQuery } from '@tanstack/react-query';
import { unwrap, useBridge } from '../bridge/bridge-context';
import { useSettings } from './use-settings';
import { useDocumentVisible } from './use-document-visible';

/** The query key of a profile's chain status. */
export const masterchainInfoKey = (profileId: string | undefined) =>
  ['masterchainInfo', profileId ?? ''] as const;

/** First/last indexed blocks of the active profile. */
export function useMasterchainInfo() {
  const { bridge } = useBridge();
  const settings = useSettings().data;
  const visible = useDocumentVisible();
  const intervalSeconds = settings?.preferences.refreshIntervalSeconds ?? 0;
  return useQuery({
    queryKey: masterchainInfoKey(settings?.activeProfileId),
    enabled: Boolean(settings),
    // One request, bounded by the profile's timeout; a superseded answer is dropped by react-query.
    queryFn: () => unwrap(bridge.getMasterchainInfo()),
    refetchInterval: visible && intervalSeconds > 0 ? intervalSeconds * 1000 : false,
    refetchIntervalInBackground: false,
    // A failed refresh shows its error over the last data; the next interval (or Retry) asks again.
    retry: false,
  });
}
