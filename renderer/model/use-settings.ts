/**
 * The public settings (no keys) as a react-query query, and the mutations that change them. Every
 * mutation answers the new public settings, which replace the cached copy at once.
 */
import type { PublicSettings } from '../../shared/settings/settings-schema';
import { bridgeKey, useBridgeMutation, useBridgeQuery } from './bridge-query';

/** The settings query. */
export function useSettings() {
  return useBridgeQuery('getSettings', undefined, { staleTime: Infinity, retry: false });
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
  return useBridgeMutation(method, {
    onSuccess: (settings, client) =>
      client.setQueryData<PublicSettings>(bridgeKey('getSettings'), settings as PublicSettings),
    // A new key, URL or active profile changes what the chain status would answer: ask again.
    invalidates:
      method !== 'savePreferences' && method !== 'setProfileLimits'
        ? ['getMasterchainInfo', 'accountRows']
        : [],
  });
}

/** The active profile of loaded settings. */
export function activeProfileOf(settings: PublicSettings | undefined) {
  return settings?.profiles.find((p) => p.id === settings.activeProfileId);
}
