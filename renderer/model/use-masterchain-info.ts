/**
 * The chain status query: first and last indexed masterchain blocks of the active profile, refreshed
 * at the preferences' interval while the page is visible. A failed refresh keeps the last data
 * (react-query keeps `data` on error) so the screen can show both.
 */
import { useQuery } from '@tanstack/react-query';
import { unwrap, useBridge } from '../bridge/bridge-context';
import { useSettings } from './use-settings';
import { useDocumentVisible } from './use-document-visible';

let sequence = 0;
/** A request id the bridge accepts (`[A-Za-z0-9_-]`), unique within this page. */
export function newRequestId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

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
    queryFn: ({ signal }) => {
      const requestId = newRequestId('mc');
      // react-query aborts the signal when the query is cancelled or superseded: pass that on.
      signal.addEventListener('abort', () => void bridge.cancelRequest({ requestId }), { once: true });
      return unwrap(bridge.getMasterchainInfo({ requestId }));
    },
    refetchInterval: visible && intervalSeconds > 0 ? intervalSeconds * 1000 : false,
    refetchIntervalInBackground: false,
    // A failed refresh shows its error over the last data; the next interval (or Retry) asks again.
    retry: false,
  });
}
