/**
 * The public settings (no keys) as a react-query query, and the mutations that change them. Every
 * mutation answers the new public settings, which replace the cached copy at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeArg, BridgeResult, BridgeValue } from '../../shared/bridge/api/bridge-api';
import type { PublicSettings } from '../../shared/settings/settings-schema';
import { unwrap, useBridge } from '../bridge/bridge-context';

/** The query key of the settings. */
export const SETTINGS_KEY = ['settings'] as const;

/** The settings query. */
export function useSettings() {
  const { bridge } = useBridge();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => unwrap(bridge.getSettings()),
    staleTime: Infinity,
    retry: false,
  });
}

/** The methods that change settings, each answering the new public settings. */
type SettingsMethod =
  | 'saveProfile'
  | 'deleteProfile'
  | 'setActiveProfile'
  | 'setApiKey'
  | 'setAllowWeakKeyStorage'
  | 'setProfileLimits'
  | 'savePreferences';

/** A mutation for one settings method; on success the cached settings are replaced. */
export function useSettingsMutation<M extends SettingsMethod>(method: M) {
  const { bridge } = useBridge();
  const queryClient = useQueryClient();
  return useMutation<BridgeValue<M>, Error, BridgeArg<M>>({
    mutationFn: (arg) =>
      unwrap((bridge[method] as unknown as (a: BridgeArg<M>) => Promise<BridgeResult<BridgeValue<M>>>)(arg)),
    onSuccess: (settings) => {
      queryClient.setQueryData<PublicSettings>(SETTINGS_KEY, settings as PublicSettings);
      // A new key, URL or active profile changes what the chain status would answer: ask again.
      if (method !== 'savePreferences' && method !== 'setProfileLimits')
        void queryClient.invalidateQueries({ queryKey: ['masterchainInfo'] });
    },
  });
}

/** The active profile of loaded settings. */
export function activeProfileOf(settings: PublicSettings | undefined) {
  return settings?.profiles.find((p) => p.id === settings.activeProfileId);
}
