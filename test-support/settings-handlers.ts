/**
 * The shared bridge handlers over a settings store, for tests and test writers that only change
 * settings: no requests (a client is never made), no files saved, no links opened.
 */
import type { SecretStore, SettingsPersistence } from '../shared/bridge/bridge-deps';
import { createBridgeHandlers } from '../shared/bridge/handlers';

/** The handlers main would run over `store`. */
export function settingsHandlers(store: { settings: SettingsPersistence; secrets: SecretStore }) {
  return createBridgeHandlers({
    settings: store.settings,
    secrets: store.secrets,
    createClient: () => {
      throw new Error('these handlers make no requests');
    },
    saveFile: async () => ({ saved: false }),
    openLink: async () => undefined,
  }).handlers;
}
