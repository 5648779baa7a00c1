/**
 * The chain status query: first and last indexed masterchain blocks of the active profile, refreshed
 * at the preferences' interval while the page is visible. A failed refresh keeps the last data
 * (react-query keeps `data` on error) so the screen can show both.
 */
import { bridgeKey, useBridgeQuery } from './bridge-query';
import { useSettings } from './use-settings';
import { useDocumentVisible } from './use-document-visible';

/** The cache key of a profile's chain status (the method's, scoped by the profile). */
export const masterchainInfoKey = (profileId: string | undefined) =>
  bridgeKey('getMasterchainInfo', undefined, profileId ?? '');

/** First/last indexed blocks of the active profile. */
export function useMasterchainInfo() {
  const settings = useSettings().data;
  const visible = useDocumentVisible();
  const intervalSeconds = settings?.preferences.refreshIntervalSeconds ?? 0;
  return useBridgeQuery('getMasterchainInfo', undefined, {
    scope: settings?.activeProfileId ?? '',
    enabled: Boolean(settings),
    // One request, bounded by the profile's timeout; a superseded answer is dropped by react-query.
    refetchInterval: visible && intervalSeconds > 0 ? intervalSeconds * 1000 : false,
    refetchIntervalInBackground: false,
    // A failed refresh shows its error over the last data; the next interval (or Retry) asks again.
    retry: false,
  });
}
