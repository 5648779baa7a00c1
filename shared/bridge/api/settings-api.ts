/**
 * The settings' bridge methods: profiles, API keys, request limits and preferences as the renderer may
 * see and change them (never a key). Implemented by shared/bridge/settings-handlers.ts over the pure
 * rules of shared/settings/settings-rules.ts.
 */
import { z } from 'zod';
import {
  baseUrlSchema,
  preferencesSchema,
  profileNameSchema,
  publicSettingsSchema,
  requestLimitsSchema,
  SETTINGS_LIMITS,
} from '../../settings/settings-schema';
import { noArg } from './api-parts';

/** The settings methods. `arg: noArg` means the method takes no argument. */
export const settingsApi = {
  /** The settings as the renderer may see them (no keys). */
  getSettings: { arg: noArg, result: publicSettingsSchema },
  /** Adds or changes a custom profile (built-in ones only get a key). */
  saveProfile: {
    arg: z
      .object({
        id: z
          .string()
          .regex(/^[a-z0-9-]{1,40}$/)
          .optional(),
        name: profileNameSchema,
        baseUrl: baseUrlSchema,
      })
      .strict(),
    result: publicSettingsSchema,
  },
  /** Deletes a custom profile. */
  deleteProfile: { arg: z.object({ id: z.string() }).strict(), result: publicSettingsSchema },
  /** Chooses the profile every request goes to. */
  setActiveProfile: { arg: z.object({ id: z.string() }).strict(), result: publicSettingsSchema },
  /** Sets (or with `null` removes) a profile's API key. The key goes in and never comes back out. */
  setApiKey: {
    arg: z
      .object({
        profileId: z.string(),
        apiKey: z.string().trim().min(1).max(SETTINGS_LIMITS.apiKey.max).nullable(),
      })
      .strict(),
    result: publicSettingsSchema,
  },
  /** Sets (or with `null` resets to the defaults) how hard bulk lookups may press a profile's indexer. */
  setProfileLimits: {
    arg: z.object({ profileId: z.string(), limits: requestLimitsSchema.nullable() }).strict(),
    result: publicSettingsSchema,
  },
  /** Accepts storing keys without OS encryption (Linux without a keyring). */
  setAllowWeakKeyStorage: { arg: z.object({ allow: z.boolean() }).strict(), result: publicSettingsSchema },
  /** Changes timeout, refresh interval, include-BoC default. */
  savePreferences: { arg: preferencesSchema.partial().strict(), result: publicSettingsSchema },
} as const;
