/**
 * Settings of the in-page web bridge, kept in this browser's localStorage and validated with the shared
 * settings schema on every load. Web mode has no OS keychain: API keys are stored in localStorage too,
 * which the settings screen says plainly (`keyStorage: 'browser'`).
 */
import { z } from 'zod';
import {
  baseUrlSchema,
  defaultSettings,
  SETTINGS_LIMITS,
  settingsSchema,
  type PublicSettings,
  type Settings,
} from '../../shared/settings/settings-schema';

/** The localStorage key of the whole document. */
export const WEB_SETTINGS_KEY = 'ton-index-explorer.settings.v1';

/** Id and name of the profile that `?indexer=` adds. */
export const URL_PROFILE = { id: 'local-from-url', name: 'Local indexer (from URL)' } as const;

/** What is stored: the settings plus the secrets the renderer never sees through the bridge. */
const storedSchema = z.object({
  settings: settingsSchema,
  apiKeys: z.record(z.string(), z.string().min(1).max(SETTINGS_LIMITS.apiKey.max)),
  allowWeakKeyStorage: z.boolean(),
});
export type StoredWebSettings = z.infer<typeof storedSchema>;

/** A tiny Storage subset, so tests and private-mode browsers without storage still work. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The web store: current document, a one-time notice for the user, and save. */
export interface WebSettingsStore {
  read(): StoredWebSettings;
  write(next: StoredWebSettings): void;
  /** The public view (no keys). */
  publicView(): PublicSettings;
  /** The key of a profile (used only to build the index client, never returned through the bridge). */
  apiKeyOf(profileId: string): string | undefined;
}

/** In-memory fallback when localStorage is unavailable (blocked cookies, some private modes). */
function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

/**
 * Opens the store: reads and validates what is saved, falls back to defaults with a notice when it is
 * unreadable, and applies `?indexer=` (adds or updates the "Local indexer (from URL)" profile and makes
 * it active) when given.
 */
export function openWebSettingsStore(storage: StorageLike | null, indexerParam: string | null): WebSettingsStore {
  const store = storage ?? memoryStorage();
  const notices: string[] = [];
  if (!storage) notices.push('This browser does not allow local storage here: settings last only until the page is closed.');

  let current: StoredWebSettings = { settings: defaultSettings(), apiKeys: {}, allowWeakKeyStorage: false };
  const saved = safeGet(store);
  if (saved !== null) {
    let json: unknown;
    try {
      json = JSON.parse(saved);
    } catch {
      json = undefined;
    }
    const parsed = storedSchema.safeParse(json);
    if (parsed.success && parsed.data.settings.profiles.some((p) => p.id === parsed.data.settings.activeProfileId)) {
      current = parsed.data;
    } else {
      notices.push('The settings saved in this browser could not be read, so the defaults were restored.');
    }
  }

  if (indexerParam !== null) {
    const url = baseUrlSchema.safeParse(indexerParam);
    if (url.success) current = withUrlProfile(current, url.data);
    else notices.push(`The indexer address in the page URL ("${indexerParam}") is not a usable http(s) URL, so it was ignored.`);
  }

  const write = (next: StoredWebSettings) => {
    current = storedSchema.parse(next);
    try {
      store.setItem(WEB_SETTINGS_KEY, JSON.stringify(current));
    } catch {
      // Quota or privacy mode: keep working from memory; the next load falls back to defaults.
    }
  };
  write(current);
  const notice = notices.length ? notices.join(' ') : undefined;

  return {
    read: () => current,
    write,
    publicView: () => toPublic(current, notice),
    apiKeyOf: (id) => current.apiKeys[id],
  };
}

function safeGet(store: StorageLike): string | null {
  try {
    return store.getItem(WEB_SETTINGS_KEY);
  } catch {
    return null;
  }
}

/** Adds or updates the URL profile and activates it. */
function withUrlProfile(stored: StoredWebSettings, baseUrl: string): StoredWebSettings {
  const others = stored.settings.profiles.filter((p) => p.id !== URL_PROFILE.id);
  const settings: Settings = {
    ...stored.settings,
    profiles: [...others, { id: URL_PROFILE.id, name: URL_PROFILE.name, baseUrl, builtIn: false }],
    activeProfileId: URL_PROFILE.id,
  };
  return { ...stored, settings };
}

/** The public form: profiles with `hasApiKey`, never the keys. */
function toPublic(stored: StoredWebSettings, notice: string | undefined): PublicSettings {
  const { settings } = stored;
  return {
    profiles: settings.profiles.map((p) => ({ ...p, hasApiKey: Boolean(stored.apiKeys[p.id]) })),
    activeProfileId: settings.activeProfileId,
    preferences: settings.preferences,
    keyStorage: 'browser',
    allowWeakKeyStorage: stored.allowWeakKeyStorage,
    ...(notice ? { notice } : {}),
  };
}
