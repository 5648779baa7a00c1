/**
 * The settings store of the main process: profiles and preferences in `settings.json`, API keys apart
 * in `api-keys.json` (one per profile, encrypted by the injected {@link SecretCipher}, base64 on disk).
 * Both files live in the user-data folder and are written atomically; a damaged file is kept aside and
 * the defaults are restored, with a notice saying where the old file went.
 *
 * Keys go in and never come back out to the renderer: {@link SettingsStore.toPublic} reports only
 * `hasApiKey`. Only the ipc registry, in main, reads a key ({@link SettingsStore.getApiKey}) to put it
 * on a request.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { BridgeContract } from '../shared/bridge/contract';
import { AppError } from '../shared/errors';
import {
  baseUrlSchema,
  BUILT_IN_PROFILES,
  defaultSettings,
  settingsSchema,
  type Preferences,
  type Profile,
  type PublicSettings,
  type RequestLimits,
  type Settings,
} from '../shared/settings/settings-schema';
import type { AtomicWriteFs } from './atomic-write';
import { readJsonFile, writeJsonFile } from './json-file';
import type { SecretCipher } from './secret-cipher';

/** File names inside the user-data folder. */
export const SETTINGS_FILE = 'settings.json';
export const API_KEYS_FILE = 'api-keys.json';

/** Custom profiles a user may have; a guard against a runaway renderer filling the disk. */
export const MAX_PROFILES = 50;

/** The id of the profile made from `TON_INDEX_URL` on a first start. */
export const INITIAL_PROFILE_ID = 'local-indexer';

/** How one key is kept: by the OS (`encrypted`), by safeStorage's fixed password (`basic-text`), or not at all (`plain`, with consent). */
const keyProtectionSchema = z.enum(['encrypted', 'basic-text', 'plain']);

/** The keys file: consent to weak storage, and one protected key per profile id. */
export const apiKeyFileSchema = z.object({
  version: z.literal(1),
  allowWeakKeyStorage: z.boolean(),
  keys: z.record(z.string(), z.object({ protection: keyProtectionSchema, data: z.base64() })),
});
export type ApiKeyFile = z.infer<typeof apiKeyFileSchema>;

/** A profile as `saveProfile` receives it (already parsed by the contract schema). */
export type ProfileInput = z.output<BridgeContract['saveProfile']['arg']>;

/** Options of {@link openSettingsStore}. */
export interface SettingsStoreOptions {
  /** The user-data folder (Electron's `app.getPath('userData')`). */
  dir: string;
  cipher: SecretCipher;
  /** A base URL to add as the active "Local indexer" profile when there is no settings file yet (`TON_INDEX_URL`). */
  initialIndexerUrl?: string;
  /** Clock for the timestamp of a kept-aside file. */
  now?: () => number;
  /** File operations for the atomic writes (tests inject failures here). */
  fs?: AtomicWriteFs;
}

/** The settings of the app, kept in memory and persisted on every change. */
export interface SettingsStore {
  readonly settingsFile: string;
  readonly keysFile: string;
  /** A copy of the stored settings (no keys). */
  getSettings(): Settings;
  /** What the renderer may see: profiles with `hasApiKey`, never a key. */
  toPublic(): PublicSettings;
  getProfile(id: string): Profile | undefined;
  activeProfile(): Profile;
  /** The decrypted key of a profile, for main's requests only. */
  getApiKey(profileId: string): string | undefined;
  saveProfile(input: ProfileInput): Promise<PublicSettings>;
  deleteProfile(id: string): Promise<PublicSettings>;
  setActiveProfile(id: string): Promise<PublicSettings>;
  setApiKey(profileId: string, apiKey: string | null): Promise<PublicSettings>;
  setAllowWeakKeyStorage(allow: boolean): Promise<PublicSettings>;
  /** Sets a profile's request limits; `null` returns it to the defaults. Built-in profiles too. */
  setProfileLimits(profileId: string, limits: RequestLimits | null): Promise<PublicSettings>;
  savePreferences(changes: Partial<Preferences>): Promise<PublicSettings>;
}

/** An error the user caused (unknown profile, built-in profile, no encryption): shown as is. */
function refused(message: string, detail?: string): AppError {
  return new AppError({ kind: 'invalid-input', message, ...(detail ? { detail } : {}) });
}

/** Turns a profile name into an id the schema accepts (`My Node #2` → `my-node-2`). */
function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/g, '');
  return slug || 'profile';
}

/**
 * Repairs what the schema cannot express: built-in profiles are always there (with their fixed name and
 * URL), ids are unique, and the active profile exists (else mainnet).
 */
function normalise(settings: Settings): Settings {
  const seen = new Set<string>();
  const custom = settings.profiles.filter((p) => {
    if (BUILT_IN_PROFILES.some((b) => b.id === p.id) || seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
  const profiles = [
    // Built-in names and URLs always come from the code; only the user's request limits are kept.
    ...BUILT_IN_PROFILES.map((builtIn) => {
      const stored = settings.profiles.find((p) => p.id === builtIn.id);
      return stored?.requestLimits ? { ...builtIn, requestLimits: stored.requestLimits } : { ...builtIn };
    }),
    ...custom.map((p) => ({ ...p, builtIn: false })),
  ];
  const activeProfileId = profiles.some((p) => p.id === settings.activeProfileId)
    ? settings.activeProfileId
    : 'toncenter-mainnet';
  return { version: 1, profiles, activeProfileId, preferences: { ...settings.preferences } };
}

/** The first-start settings: defaults, plus the `TON_INDEX_URL` profile when one was given and is valid. */
function firstStartSettings(initialIndexerUrl: string | undefined): Settings {
  const settings = defaultSettings();
  const url = initialIndexerUrl === undefined ? undefined : baseUrlSchema.safeParse(initialIndexerUrl);
  if (url?.success) {
    settings.profiles.push({
      id: INITIAL_PROFILE_ID,
      name: 'Local indexer',
      baseUrl: url.data,
      builtIn: false,
    });
    settings.activeProfileId = INITIAL_PROFILE_ID;
  }
  return settings;
}

/** Loads (or creates in memory) the settings and keys from `options.dir`. */
export async function openSettingsStore(options: SettingsStoreOptions): Promise<SettingsStore> {
  const { cipher, dir } = options;
  const settingsFile = join(dir, SETTINGS_FILE);
  const keysFile = join(dir, API_KEYS_FILE);
  const readOptions = options.now ? { now: options.now } : {};
  const writeOptions = options.fs ? { fs: options.fs } : {};
  const notices: string[] = [];

  const settingsRead = await readJsonFile(settingsFile, settingsSchema, readOptions);
  let settings: Settings;
  if (settingsRead.kind === 'ok') settings = normalise(settingsRead.value);
  else if (settingsRead.kind === 'missing') settings = firstStartSettings(options.initialIndexerUrl);
  else {
    settings = defaultSettings();
    notices.push(
      `Your settings file could not be read because ${settingsRead.reason}, so the default settings were restored. ` +
        `The old file was kept as ${settingsRead.keptAs}.`,
    );
  }

  const keysRead = await readJsonFile(keysFile, apiKeyFileSchema, readOptions);
  let keys: ApiKeyFile = { version: 1, allowWeakKeyStorage: false, keys: {} };
  if (keysRead.kind === 'ok') keys = keysRead.value;
  else if (keysRead.kind === 'corrupt') {
    notices.push(
      `Your saved API keys could not be read because ${keysRead.reason}; enter them again in Settings. ` +
        `The old file was kept as ${keysRead.keptAs}.`,
    );
  }
  // Keys of profiles that no longer exist (settings restored to defaults) are dropped on the next save.
  const notice = notices.length > 0 ? notices.join(' ') : undefined;

  // One change at a time: two quick clicks must not interleave their read-modify-write.
  let queue: Promise<unknown> = Promise.resolve();
  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  }

  /** Persists the next state, and only then makes it current (a failed write changes nothing). */
  async function commit(next: { settings?: Settings; keys?: ApiKeyFile }): Promise<PublicSettings> {
    try {
      if (next.settings) await writeJsonFile(settingsFile, settingsSchema.parse(next.settings), writeOptions);
      if (next.keys) await writeJsonFile(keysFile, apiKeyFileSchema.parse(next.keys), writeOptions);
    } catch (error) {
      throw new AppError(
        {
          kind: 'unexpected',
          message: `The settings could not be saved to ${dir}; your change was not kept.`,
          detail: error instanceof Error ? error.message : String(error),
        },
        { cause: error },
      );
    }
    if (next.settings) settings = next.settings;
    if (next.keys) keys = next.keys;
    return toPublic();
  }

  function getProfile(id: string): Profile | undefined {
    const profile = settings.profiles.find((p) => p.id === id);
    return profile ? { ...profile } : undefined;
  }

  function requireProfile(id: string): Profile {
    const profile = getProfile(id);
    if (!profile)
      throw refused(
        `There is no network profile "${id}"; it may have been deleted. Pick another one in Settings.`,
      );
    return profile;
  }

  function toPublic(): PublicSettings {
    return {
      profiles: settings.profiles.map((p) => ({ ...p, hasApiKey: Object.hasOwn(keys.keys, p.id) })),
      activeProfileId: settings.activeProfileId,
      preferences: { ...settings.preferences },
      keyStorage: cipher.backend(),
      allowWeakKeyStorage: keys.allowWeakKeyStorage,
      ...(notice ? { notice } : {}),
    };
  }

  /** Keys restricted to profiles that exist. */
  function keysFor(profiles: readonly Profile[], from: ApiKeyFile['keys']): ApiKeyFile['keys'] {
    return Object.fromEntries(Object.entries(from).filter(([id]) => profiles.some((p) => p.id === id)));
  }

  return {
    settingsFile,
    keysFile,
    getSettings: () => structuredClone(settings),
    toPublic,
    getProfile,
    activeProfile: () => requireProfile(settings.activeProfileId),

    getApiKey(profileId) {
      const stored = keys.keys[profileId];
      if (!stored) return undefined;
      const bytes = Uint8Array.from(Buffer.from(stored.data, 'base64'));
      if (stored.protection === 'plain') return Buffer.from(bytes).toString('utf8');
      try {
        return cipher.decrypt(bytes);
      } catch (error) {
        throw new AppError(
          {
            kind: 'invalid-input',
            message: `The saved API key of "${requireProfile(profileId).name}" could not be decrypted (the system keyring may have changed). Enter the key again in Settings.`,
            detail: error instanceof Error ? error.message : String(error),
          },
          { cause: error },
        );
      }
    },

    saveProfile: (input) =>
      serialised(async () => {
        const existing =
          input.id === undefined ? undefined : settings.profiles.find((p) => p.id === input.id);
        if (existing?.builtIn) {
          if (existing.name === input.name && existing.baseUrl === input.baseUrl) return toPublic();
          throw refused(
            `"${existing.name}" is built in: it cannot be renamed or pointed at another URL. Add a profile of your own instead.`,
          );
        }
        if (!existing && settings.profiles.length >= MAX_PROFILES) {
          throw refused(`There are already ${MAX_PROFILES} profiles; delete one before adding another.`);
        }
        let id = existing?.id ?? input.id;
        if (!id) {
          const base = slugOf(input.name);
          id = base;
          for (let n = 2; settings.profiles.some((p) => p.id === id); n++) id = `${base}-${n}`;
        }
        // Editing the name or URL keeps the limits the user set for the profile.
        const profile: Profile = { ...existing, id, name: input.name, baseUrl: input.baseUrl, builtIn: false };
        const profiles = existing
          ? settings.profiles.map((p) => (p.id === id ? profile : p))
          : [...settings.profiles, profile];
        return commit({ settings: { ...settings, profiles } });
      }),

    deleteProfile: (id) =>
      serialised(async () => {
        const profile = requireProfile(id);
        if (profile.builtIn) throw refused(`"${profile.name}" is built in and cannot be deleted.`);
        const profiles = settings.profiles.filter((p) => p.id !== id);
        const activeProfileId =
          settings.activeProfileId === id ? 'toncenter-mainnet' : settings.activeProfileId;
        const hadKey = Object.hasOwn(keys.keys, id);
        return commit({
          settings: { ...settings, profiles, activeProfileId },
          // The key of a deleted profile must not linger on disk.
          ...(hadKey ? { keys: { ...keys, keys: keysFor(profiles, keys.keys) } } : {}),
        });
      }),

    setActiveProfile: (id) =>
      serialised(async () => {
        requireProfile(id);
        return commit({ settings: { ...settings, activeProfileId: id } });
      }),

    setApiKey: (profileId, apiKey) =>
      serialised(async () => {
        const profile = requireProfile(profileId);
        const rest = Object.fromEntries(Object.entries(keys.keys).filter(([id]) => id !== profileId));
        if (apiKey === null) return commit({ keys: { ...keys, keys: keysFor(settings.profiles, rest) } });
        const backend = cipher.backend();
        if (backend !== 'encrypted' && !keys.allowWeakKeyStorage) {
          throw refused(
            backend === 'basic-text'
              ? `The key for "${profile.name}" was not saved: this system has no keyring, so it could only be stored with a fixed, publicly known password. Allow weak key storage in Settings if you accept that.`
              : `The key for "${profile.name}" was not saved: this system offers no encryption for secrets. Allow weak key storage in Settings if you accept storing it unencrypted.`,
          );
        }
        const entry =
          backend === 'unavailable'
            ? { protection: 'plain' as const, data: Buffer.from(apiKey, 'utf8').toString('base64') }
            : { protection: backend, data: Buffer.from(cipher.encrypt(apiKey)).toString('base64') };
        return commit({
          keys: { ...keys, keys: keysFor(settings.profiles, { ...rest, [profileId]: entry }) },
        });
      }),

    setProfileLimits: (profileId, limits) =>
      serialised(async () => {
        requireProfile(profileId);
        const profiles = settings.profiles.map((p) => {
          if (p.id !== profileId) return p;
          const { requestLimits: _old, ...rest } = p;
          return limits ? { ...rest, requestLimits: limits } : rest;
        });
        return commit({ settings: { ...settings, profiles } });
      }),

    setAllowWeakKeyStorage: (allow) =>
      serialised(async () => {
        // Withdrawing consent removes the keys that were kept only because of it.
        const kept = allow
          ? keys.keys
          : Object.fromEntries(Object.entries(keys.keys).filter(([, k]) => k.protection === 'encrypted'));
        return commit({ keys: { ...keys, allowWeakKeyStorage: allow, keys: kept } });
      }),

    savePreferences: (changes) =>
      serialised(async () =>
        commit({ settings: { ...settings, preferences: { ...settings.preferences, ...changes } } }),
      ),
  };
}
