/**
 * The one set of rules for settings, as pure functions from settings to settings: how ids are made, how
 * many profiles there may be, what a built-in profile allows, which profile takes over after a delete,
 * how stored settings are repaired on load, and what the renderer may see. Every transport (Electron
 * main, the in-page web bridge) applies these through the shared bridge handlers and only persists the
 * result, so the two can no longer disagree.
 */
import { AppError } from '../errors';
import {
  BUILT_IN_PROFILES,
  type KeyStorage,
  type Preferences,
  type Profile,
  type PublicProfile,
  type PublicSettings,
  type RequestLimits,
  type Settings,
} from './settings-schema';

/** Profiles there may be in all (built-ins included): a guard against a runaway renderer filling the disk. */
export const MAX_PROFILES = 50;

/** The profile every lookup goes to when the chosen one is gone. */
export const DEFAULT_PROFILE_ID = 'toncenter-mainnet';

/** A profile as `saveProfile` receives it: a new one without `id`, an edit with it. */
export interface ProfileInput {
  id?: string | undefined;
  name: string;
  baseUrl: string;
}

/** An error the user caused (unknown profile, built-in profile, too many): shown as is. */
export function refused(message: string): AppError {
  return new AppError({ kind: 'invalid-input', message });
}

/** The profile with `id`, or a refusal that names the id. */
export function requireProfile(settings: Settings, id: string): Profile {
  const profile = settings.profiles.find((p) => p.id === id);
  if (!profile)
    throw refused(
      `There is no network profile "${id}"; it may have been deleted. Pick another one in Settings.`,
    );
  return profile;
}

/** Turns a profile name into an id the schema accepts (`My Node #2` → `my-node-2`; nothing usable → `profile`). */
export function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/g, '');
  return slug || 'profile';
}

/** The first of `slug`, `slug-2`, `slug-3`, … that `taken` does not hold. */
export function newProfileId(name: string, taken: (id: string) => boolean): string {
  const base = slugOf(name);
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * Repairs what the schema cannot express, on every load: the built-in profiles come first, with the
 * name and URL the code ships (only the user's request limits are kept); custom ids are unique and
 * never a built-in's; the active profile exists, else mainnet.
 */
export function normaliseSettings(settings: Settings): Settings {
  const builtInIds = new Set(BUILT_IN_PROFILES.map((p) => p.id));
  const seen = new Set<string>();
  const custom = settings.profiles.filter((p) => {
    if (builtInIds.has(p.id) || seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
  const profiles: Profile[] = [
    ...BUILT_IN_PROFILES.map((builtIn) => {
      const stored = settings.profiles.find((p) => p.id === builtIn.id);
      return stored?.requestLimits ? { ...builtIn, requestLimits: stored.requestLimits } : { ...builtIn };
    }),
    ...custom.map((p) => ({ ...p, builtIn: false })),
  ];
  const activeProfileId = profiles.some((p) => p.id === settings.activeProfileId)
    ? settings.activeProfileId
    : DEFAULT_PROFILE_ID;
  return { version: 1, profiles, activeProfileId, preferences: { ...settings.preferences } };
}

/**
 * Adds a profile (id from its name) or edits one by id. Re-saving a built-in profile unchanged is no
 * change (the same object comes back); changing one is refused. `taken` says which ids are not free
 * besides the profiles' own (e.g. ids a stored key still belongs to), so a new profile never inherits
 * anything of an old one.
 */
export function saveProfile(
  settings: Settings,
  input: ProfileInput,
  taken: (id: string) => boolean = () => false,
): Settings {
  if (input.id !== undefined) {
    const existing = requireProfile(settings, input.id);
    if (existing.builtIn) {
      if (existing.name === input.name && existing.baseUrl === input.baseUrl) return settings;
      throw refused(
        `"${existing.name}" is built in: it cannot be renamed or pointed at another URL. Add a profile of your own instead.`,
      );
    }
    // Editing the name or URL keeps the limits the user set for the profile.
    const edited: Profile = { ...existing, name: input.name, baseUrl: input.baseUrl, builtIn: false };
    return { ...settings, profiles: settings.profiles.map((p) => (p.id === existing.id ? edited : p)) };
  }
  if (settings.profiles.length >= MAX_PROFILES) {
    throw refused(`There are already ${MAX_PROFILES} profiles; delete one before adding another.`);
  }
  const id = newProfileId(
    input.name,
    (candidate) => settings.profiles.some((p) => p.id === candidate) || taken(candidate),
  );
  return {
    ...settings,
    profiles: [...settings.profiles, { id, name: input.name, baseUrl: input.baseUrl, builtIn: false }],
  };
}

/** Deletes a custom profile; when it was the active one, toncenter mainnet takes over. */
export function deleteProfile(settings: Settings, id: string): Settings {
  const profile = requireProfile(settings, id);
  if (profile.builtIn) throw refused(`"${profile.name}" is built in and cannot be deleted.`);
  return {
    ...settings,
    profiles: settings.profiles.filter((p) => p.id !== id),
    activeProfileId: settings.activeProfileId === id ? DEFAULT_PROFILE_ID : settings.activeProfileId,
  };
}

/** Makes an existing profile the one every request goes to. */
export function setActiveProfile(settings: Settings, id: string): Settings {
  requireProfile(settings, id);
  return { ...settings, activeProfileId: id };
}

/** Sets a profile's request limits; `null` returns it to the defaults. Built-in profiles too. */
export function setProfileLimits(settings: Settings, id: string, limits: RequestLimits | null): Settings {
  requireProfile(settings, id);
  const profiles = settings.profiles.map((p) => {
    if (p.id !== id) return p;
    const { requestLimits: _old, ...rest } = p;
    return limits ? { ...rest, requestLimits: { ...limits } } : rest;
  });
  return { ...settings, profiles };
}

/** Changes some preferences (each already within its range). */
export function savePreferences(settings: Settings, changes: Partial<Preferences>): Settings {
  return { ...settings, preferences: { ...settings.preferences, ...changes } };
}

/**
 * Adds (or points at a new URL) the custom profile `id` and makes it active: the indexer the app was
 * started with (`TON_INDEX_URL` on a first start in Electron, `?indexer=` on the web).
 */
export function withStartupProfile(
  settings: Settings,
  profile: { id: string; name: string; baseUrl: string },
): Settings {
  const others = settings.profiles.filter((p) => p.id !== profile.id);
  const kept = settings.profiles.find((p) => p.id === profile.id);
  return normaliseSettings({
    ...settings,
    profiles: [
      ...others,
      { ...kept, id: profile.id, name: profile.name, baseUrl: profile.baseUrl, builtIn: false },
    ],
    activeProfileId: profile.id,
  });
}

/** Key storages where a key is kept only with the user's consent (no real encryption here). */
const NEEDS_CONSENT: ReadonlySet<KeyStorage> = new Set(['basic-text', 'unavailable']);

/** Why a key may not be stored for `profile` here now, or undefined when it may. */
export function keyStorageRefusal(
  profile: Profile,
  keyStorage: KeyStorage,
  allowWeakKeyStorage: boolean,
): AppError | undefined {
  if (!NEEDS_CONSENT.has(keyStorage) || allowWeakKeyStorage) return undefined;
  return refused(
    keyStorage === 'basic-text'
      ? `The key for "${profile.name}" was not saved: this system has no keyring, so it could only be stored with a fixed, publicly known password. Allow weak key storage in Settings if you accept that.`
      : `The key for "${profile.name}" was not saved: this system offers no encryption for secrets. Allow weak key storage in Settings if you accept storing it unencrypted.`,
  );
}

/** What the public view needs to know about the keys: never a key itself. */
export interface KeyFacts {
  hasKey(profileId: string): boolean;
  keyStorage: KeyStorage;
  allowWeakKeyStorage: boolean;
}

/**
 * What the renderer may see. Built field by field (never by spreading a stored object), so nothing the
 * public schema does not list — a key above all — can reach it, whatever the stores hold.
 */
export function publicSettingsOf(settings: Settings, keys: KeyFacts, notice?: string): PublicSettings {
  const profiles: PublicProfile[] = settings.profiles.map((p) => ({
    id: p.id,
    name: p.name,
    baseUrl: p.baseUrl,
    builtIn: p.builtIn,
    ...(p.requestLimits
      ? {
          requestLimits: {
            requestsPerSecond: p.requestLimits.requestsPerSecond,
            maxAddressesPerRequest: p.requestLimits.maxAddressesPerRequest,
            maxUrlLength: p.requestLimits.maxUrlLength,
          },
        }
      : {}),
    hasApiKey: keys.hasKey(p.id),
  }));
  const { requestTimeoutMs, refreshIntervalSeconds, includeBocDefault, resultColumns } = settings.preferences;
  return {
    profiles,
    activeProfileId: settings.activeProfileId,
    preferences: {
      requestTimeoutMs,
      refreshIntervalSeconds,
      includeBocDefault,
      ...(resultColumns ? { resultColumns } : {}),
    },
    keyStorage: keys.keyStorage,
    allowWeakKeyStorage: keys.allowWeakKeyStorage,
    ...(notice ? { notice } : {}),
  };
}
