/**
 * The settings' bridge handlers, once for every transport: each change goes through the pure rules of
 * shared/settings/settings-rules.ts, one at a time, and is persisted by the transport's own store (a file
 * in Electron main, localStorage on the web). Keys go in and never come back out: the renderer sees the
 * public view only, which says whether a key is set.
 */
import { createSerialLock } from '../storage/serial-lock';
import * as rules from '../settings/settings-rules';
import type { PublicSettings, Settings } from '../settings/settings-schema';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { settingsApi } from './api/settings-api';
import type { SecretStore, SettingsPersistence } from './bridge-deps';

/** What the settings handlers are built from. */
export interface SettingsDeps {
  settings: SettingsPersistence;
  secrets: SecretStore;
  /** Told after every change has been persisted (the web build hands the new settings to its worker). */
  onChange?: () => void;
}

/** Builds the settings handlers. */
export function createSettingsHandlers(deps: SettingsDeps): HandlersOf<MethodsOf<typeof settingsApi>> {
  const { settings, secrets } = deps;
  const publicView = (): PublicSettings =>
    rules.publicSettingsOf(
      settings.current(),
      {
        hasKey: (id) => secrets.has(id),
        keyStorage: secrets.keyStorage(),
        allowWeakKeyStorage: secrets.allowWeakKeyStorage(),
      },
      settings.notice(),
    );

  // One change at a time: two quick clicks must not interleave their read-modify-write.
  const settingsLock = createSerialLock();
  const serialised = (task: () => Promise<void>): Promise<PublicSettings> =>
    settingsLock.run(async () => {
      try {
        await task();
      } finally {
        deps.onChange?.();
      }
      return publicView();
    });
  /** Applies a rule to the current settings and persists the result (unless nothing changed). */
  const change = (rule: (current: Settings) => Settings) =>
    serialised(async () => {
      const current = settings.current();
      const next = rule(current);
      if (next !== current) await settings.save(next);
    });

  return {
    getSettings: async () => publicView(),
    // A new profile never takes an id a stored key still belongs to (one left by a damaged settings
    // file or an interrupted delete), so it can never inherit someone else's key.
    saveProfile: (input) => change((current) => rules.saveProfile(current, input, (id) => secrets.has(id))),
    deleteProfile: ({ id }) =>
      serialised(async () => {
        await settings.save(rules.deleteProfile(settings.current(), id));
        // The key of a deleted profile must not linger in storage.
        if (secrets.has(id)) await secrets.write(id, null);
      }),
    setActiveProfile: ({ id }) => change((current) => rules.setActiveProfile(current, id)),
    setProfileLimits: ({ profileId, limits }) =>
      change((current) => rules.setProfileLimits(current, profileId, limits)),
    savePreferences: (changes) => change((current) => rules.savePreferences(current, changes)),
    setApiKey: ({ profileId, apiKey }) =>
      serialised(async () => {
        const profile = rules.requireProfile(settings.current(), profileId);
        if (apiKey !== null) {
          const refusal = rules.keyStorageRefusal(
            profile,
            secrets.keyStorage(),
            secrets.allowWeakKeyStorage(),
          );
          if (refusal) throw refusal;
        }
        await secrets.write(profileId, apiKey);
      }),
    setAllowWeakKeyStorage: ({ allow }) => serialised(() => secrets.setAllowWeakKeyStorage(allow)),
  };
}
