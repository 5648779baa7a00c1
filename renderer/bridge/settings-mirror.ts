/**
 * The web build's job worker sees the settings through this mirror: the page keeps them (localStorage,
 * which a worker cannot read) and sends a copy — keys included, as the browser build keeps them in the
 * page anyway — when the worker starts and after every change, before any later call.
 */
import type { SecretStore, SettingsPersistence } from '../../shared/bridge/bridge-deps';
import { defaultSettings, type Settings } from '../../shared/settings/settings-schema';

/** What the page sends: the settings and the keys of its profiles. */
export interface SettingsSnapshot {
  settings: Settings;
  apiKeys: Record<string, string>;
}

/** The message that carries a snapshot. */
export interface SettingsMessage {
  settings: SettingsSnapshot;
}

/** Whether a port message is a settings snapshot. */
export function isSettingsMessage(data: unknown): data is SettingsMessage {
  return typeof data === 'object' && data !== null && 'settings' in data && !('id' in data);
}

/** The snapshot of the page's settings store. */
export function snapshotOf(store: {
  settings: Pick<SettingsPersistence, 'current'>;
  secrets: Pick<SecretStore, 'read'>;
}): SettingsSnapshot {
  const settings = store.settings.current();
  const apiKeys: Record<string, string> = {};
  for (const profile of settings.profiles) {
    try {
      const key = store.secrets.read(profile.id);
      if (key) apiKeys[profile.id] = key;
    } catch {
      // A key that cannot be read stays behind; the worker then says so for that profile.
    }
  }
  return { settings, apiKeys };
}

/** The worker's read-only view, updated by each snapshot. */
export function createSettingsMirror(): {
  settings: Pick<SettingsPersistence, 'current'>;
  secrets: Pick<SecretStore, 'has' | 'read'>;
  update(snapshot: SettingsSnapshot): void;
} {
  let current: SettingsSnapshot = { settings: defaultSettings(), apiKeys: {} };
  return {
    settings: { current: () => current.settings },
    secrets: {
      has: (id) => Object.hasOwn(current.apiKeys, id),
      read: (id) => (Object.hasOwn(current.apiKeys, id) ? current.apiKeys[id] : undefined),
    },
    update: (snapshot) => void (current = snapshot),
  };
}
