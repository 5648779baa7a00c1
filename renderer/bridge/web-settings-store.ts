/**
 * Where the web build keeps its settings: this browser's localStorage, one document holding the settings,
 * the API keys and the weak-storage consent. Persistence only — every rule is in
 * shared/settings/settings-rules.ts, applied by the shared bridge handlers. Web mode has no OS keychain:
 * keys are stored in localStorage too, which the settings screen says plainly (`keyStorage: 'browser'`).
 *
 * A document that cannot be read is copied aside under a key of its own (never dropped), its keys are
 * kept when they can be read, and the defaults are used with a notice.
 */
import { z } from 'zod';
import type { SecretStore, SettingsPersistence } from '../../shared/bridge/bridge-deps';
import { normaliseSettings, withStartupProfile } from '../../shared/settings/settings-rules';
import {
  baseUrlSchema,
  defaultSettings,
  SETTINGS_LIMITS,
  settingsSchema,
  type Settings,
} from '../../shared/settings/settings-schema';

/** The localStorage key of the whole document. */
export const WEB_SETTINGS_KEY = 'ton-index-explorer.settings.v1';

/** Id and name of the profile that `?indexer=` adds. */
export const URL_PROFILE = { id: 'local-from-url', name: 'Local indexer (from URL)' } as const;

const apiKeysSchema = z.record(z.string(), z.string().min(1).max(SETTINGS_LIMITS.apiKey.max));

/** What is stored: the settings plus the secrets the renderer never sees through the bridge. */
const storedSchema = z.object({
  settings: settingsSchema,
  apiKeys: apiKeysSchema,
  allowWeakKeyStorage: z.boolean(),
  /**
   * The `?indexer=` last applied. The URL seeds its profile once: a reload with the same URL leaves the
   * profile the user chose since (in Settings) active; a different URL seeds again.
   */
  seededIndexer: z.string().max(2048).optional(),
});
export type StoredWebSettings = z.infer<typeof storedSchema>;

/** What can be saved of an unreadable document: its keys and consent, when those parse. */
const salvageSchema = z.object({ apiKeys: apiKeysSchema, allowWeakKeyStorage: z.boolean().catch(false) });

/** A tiny Storage subset, so tests and private-mode browsers without storage still work. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The web build's settings and keys, as the bridge handlers use them. */
export interface WebSettingsStore {
  readonly settings: SettingsPersistence;
  readonly secrets: SecretStore;
}

/** In-memory fallback when localStorage is unavailable (blocked cookies, some private modes). */
function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

function safeGet(store: StorageLike, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** Copies an unreadable document to a free key beside it; answers the key, or undefined if storage refused. */
function keepAside(store: StorageLike, text: string, now: number): string | undefined {
  const stem = `${WEB_SETTINGS_KEY}.corrupt-${new Date(now).toISOString()}`;
  let key = stem;
  for (let n = 2; safeGet(store, key) !== null; n++) key = `${stem}-${n}`;
  try {
    store.setItem(key, text);
    return key;
  } catch {
    return undefined;
  }
}

/** Reads the saved document: valid (normalised), or defaults with whatever keys could be saved from it. */
function load(store: StorageLike, notices: string[], now: number): StoredWebSettings {
  const empty: StoredWebSettings = { settings: defaultSettings(), apiKeys: {}, allowWeakKeyStorage: false };
  const saved = safeGet(store, WEB_SETTINGS_KEY);
  if (saved === null) return empty;
  let json: unknown;
  try {
    json = JSON.parse(saved);
  } catch {
    json = undefined;
  }
  const parsed = storedSchema.safeParse(json);
  if (parsed.success) return { ...parsed.data, settings: normaliseSettings(parsed.data.settings) };
  const salvaged = salvageSchema.safeParse(json);
  const aside = keepAside(store, saved, now);
  notices.push(
    'The settings saved in this browser could not be read, so the defaults were restored' +
      (salvaged.success && Object.keys(salvaged.data.apiKeys).length > 0
        ? ' (your saved API keys were kept)'
        : '') +
      (aside ? `. The old settings were kept in this browser's storage as "${aside}".` : '.'),
  );
  return salvaged.success ? { ...empty, ...salvaged.data } : empty;
}

/**
 * Opens the store: reads and checks what is saved, falls back to the defaults with a notice when it is
 * unreadable, and applies `?indexer=` (adds or updates the "Local indexer (from URL)" profile and makes
 * it active) when given and not applied before — so a profile chosen in Settings survives a reload.
 */
export function openWebSettingsStore(
  storage: StorageLike | null,
  indexerParam: string | null,
  options: { now?: () => number } = {},
): WebSettingsStore {
  const store = storage ?? memoryStorage();
  const notices: string[] = [];
  if (!storage)
    notices.push(
      'This browser does not allow local storage here: settings last only until the page is closed.',
    );
  let current = load(store, notices, (options.now ?? Date.now)());
  if (indexerParam !== null) {
    const url = baseUrlSchema.safeParse(indexerParam);
    if (url.success) {
      if (current.seededIndexer !== url.data)
        current = {
          ...current,
          settings: withStartupProfile(current.settings, { ...URL_PROFILE, baseUrl: url.data }),
          seededIndexer: url.data,
        };
    } else
      notices.push(
        `The indexer address in the page URL ("${indexerParam}") is not a usable http(s) URL, so it was ignored.`,
      );
  }

  let writeFailed = false;
  const write = (next: StoredWebSettings) => {
    current = next;
    try {
      store.setItem(WEB_SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // Quota or privacy mode: keep working from memory, and say so.
      writeFailed = true;
    }
  };
  write(current);

  const settings: SettingsPersistence = {
    current: () => current.settings,
    save: async (next: Settings) => write({ ...current, settings: settingsSchema.parse(next) }),
    notice: () =>
      [
        ...notices,
        ...(writeFailed
          ? ['This browser refused to save the settings: changes last only until the page is closed.']
          : []),
      ].join(' ') || undefined,
  };
  const secrets: SecretStore = {
    keyStorage: () => 'browser',
    allowWeakKeyStorage: () => current.allowWeakKeyStorage,
    has: (id) => Object.hasOwn(current.apiKeys, id),
    read: (id) => (Object.hasOwn(current.apiKeys, id) ? current.apiKeys[id] : undefined),
    write: async (id, apiKey) => {
      const apiKeys = Object.fromEntries(Object.entries(current.apiKeys).filter(([key]) => key !== id));
      write({ ...current, apiKeys: apiKey === null ? apiKeys : { ...apiKeys, [id]: apiKey } });
    },
    setAllowWeakKeyStorage: async (allow) => write({ ...current, allowWeakKeyStorage: allow }),
  };
  return { settings, secrets };
}
