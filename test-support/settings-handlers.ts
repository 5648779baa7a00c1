/** The shared settings handlers over a settings store, for tests and test writers that only change settings. */
import type { SecretStore, SettingsPersistence } from '../shared/bridge/bridge-deps';
import { createSettingsHandlers } from '../shared/bridge/settings-handlers';

/** The handlers main would run over `store`. */
export function settingsHandlers(store: { settings: SettingsPersistence; secrets: SecretStore }) {
  return createSettingsHandlers(store);
}
