/**
 * Settings: network profiles and preferences. The stored form lives in main (Electron) or in
 * localStorage (web mode); the renderer only ever sees the public form, in which an API key is reduced
 * to "is one set".
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { MAX_ADDRESSES_PER_REQUEST } from '../api/request-limits';
import { nameProblemMessage } from '../format/text-safety';

/** A base URL of an indexer: http(s), no credentials, no query or fragment. `/api/v3` is optional. */
export const baseUrlSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { error: 'Enter the indexer URL, e.g. https://toncenter.com' })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (
            (url.protocol === 'https:' || url.protocol === 'http:') &&
            !url.username &&
            !url.password &&
            !url.search &&
            !url.hash
          );
        } catch {
          return false;
        }
      },
      {
        error:
          'Enter a full http:// or https:// URL without a query, e.g. https://toncenter.com or http://127.0.0.1:8787',
      },
    ),
);

/** Limits shared by every store. */
export const SETTINGS_LIMITS = {
  timeoutMs: { min: 1_000, max: 120_000 },
  refreshSeconds: { min: 0, max: 3_600 },
  profileName: { max: 60 },
  apiKey: { max: 256 },
  requestsPerSecond: { max: 1_000 },
  addressesPerRequest: { max: MAX_ADDRESSES_PER_REQUEST },
  urlLength: { min: 512, max: 1_048_576 },
} as const;

/**
 * How hard a bulk lookup may press one indexer. Set per profile because it depends on the server and
 * the plan: toncenter allows 1 request/s without a key and 10/25/100 with one (docs/indexer-api.md §1);
 * a self-hosted ton-index-go has no gateway limit at all.
 */
export const requestLimitsSchema = lazySchema(() =>
  z.object({
    /** Requests per second; `null` = no limit (a self-hosted indexer). */
    requestsPerSecond: z.number().positive().max(SETTINGS_LIMITS.requestsPerSecond.max).nullable(),
    /** Addresses per request: the server answers at most 1000 rows; the spec's 1024 is the hard maximum. */
    maxAddressesPerRequest: z.number().int().min(1).max(SETTINGS_LIMITS.addressesPerRequest.max),
    /** Longest URL sent, in characters; a gateway answers 414 above its own limit. */
    maxUrlLength: z.number().int().min(SETTINGS_LIMITS.urlLength.min).max(SETTINGS_LIMITS.urlLength.max),
  }),
);
export type RequestLimits = z.infer<typeof requestLimitsSchema>;

/**
 * A profile name as the user gives it: trimmed, at most 60 characters, one line of visible text (no
 * control, direction-changing or invisible character: it names the indexer every screen shows). A
 * stored name is read as it is ({@link profileSchema}), so one saved before this rule stays readable.
 */
export const profileNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(SETTINGS_LIMITS.profileName.max)
    .superRefine((name, context) => {
      const problem = nameProblemMessage(name, 'A profile name');
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
);

/** A network profile as stored (without its key: keys are kept apart, encrypted, in main). */
export const profileSchema = lazySchema(() =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.string().trim().min(1).max(SETTINGS_LIMITS.profileName.max),
    baseUrl: baseUrlSchema,
    /** Built-in profiles (toncenter mainnet/testnet) cannot be deleted or renamed. */
    builtIn: z.boolean(),
    /** Chosen by the user; absent = the defaults of `effectiveRequestPolicy` (shared/bulk/request-policy.ts). */
    requestLimits: requestLimitsSchema.optional(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

/** A results column's id (column-spec.ts): kebab-case. */
const COLUMN_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Preferences that are not per profile. */
export const preferencesSchema = lazySchema(() =>
  z.object({
    requestTimeoutMs: z.number().int().min(SETTINGS_LIMITS.timeoutMs.min).max(SETTINGS_LIMITS.timeoutMs.max),
    /** 0 turns automatic refresh of the chain status off. */
    refreshIntervalSeconds: z
      .number()
      .int()
      .min(SETTINGS_LIMITS.refreshSeconds.min)
      .max(SETTINGS_LIMITS.refreshSeconds.max),
    includeBocDefault: z.boolean(),
    /** The results table's columns as the user arranged them (absent: the defaults). */
    resultColumns: z
      .object({
        /** Ids of the shown columns; absent: each column's default. */
        visible: z.array(z.string().regex(COLUMN_ID)).max(200).optional(),
        /** Widths in px the user dragged, by column id. */
        widths: z.record(z.string().regex(COLUMN_ID), z.number().int().min(24).max(2000)).optional(),
      })
      .strict()
      .optional(),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;

/** The settings document (without secrets). */
export const settingsSchema = lazySchema(() =>
  z.object({
    version: z.literal(1),
    profiles: z.array(profileSchema).min(1),
    activeProfileId: z.string(),
    preferences: preferencesSchema,
  }),
);
export type Settings = z.infer<typeof settingsSchema>;

/** How API keys are protected where the settings live. */
export const keyStorageSchema = lazySchema(() =>
  z.enum([
    /** The OS keychain/DPAPI/libsecret encrypts them (Electron safeStorage). */
    'encrypted',
    /** Linux without a keyring: safeStorage's `basic_text` — obfuscated with a fixed password, not secret. */
    'basic-text',
    /** No encryption available; keys are kept only if the user agreed. */
    'unavailable',
    /** Web mode: kept in this browser's local storage, readable by anyone with access to this profile. */
    'browser',
  ]),
);
export type KeyStorage = z.infer<typeof keyStorageSchema>;

/** What the renderer may know about a profile. */
export const publicProfileSchema = lazySchema(() => profileSchema.extend({ hasApiKey: z.boolean() }));
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** What the renderer may know about the settings. Never contains a key. */
export const publicSettingsSchema = lazySchema(() =>
  z.object({
    profiles: z.array(publicProfileSchema),
    activeProfileId: z.string(),
    preferences: preferencesSchema,
    keyStorage: keyStorageSchema,
    /** The user agreed to store keys although they cannot be encrypted here. */
    allowWeakKeyStorage: z.boolean(),
    /** A message for the user about the last load (e.g. a corrupted file was kept aside). */
    notice: z.string().optional(),
  }),
);
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The two built-in toncenter profiles; mainnet is the default. */
export const BUILT_IN_PROFILES: readonly Profile[] = [
  { id: 'toncenter-mainnet', name: 'toncenter mainnet', baseUrl: 'https://toncenter.com', builtIn: true },
  {
    id: 'toncenter-testnet',
    name: 'toncenter testnet',
    baseUrl: 'https://testnet.toncenter.com',
    builtIn: true,
  },
];

/** Factory defaults. */
export function defaultSettings(): Settings {
  return {
    version: 1,
    profiles: BUILT_IN_PROFILES.map((p) => ({ ...p })),
    activeProfileId: 'toncenter-mainnet',
    preferences: { requestTimeoutMs: 15_000, refreshIntervalSeconds: 10, includeBocDefault: true },
  };
}
