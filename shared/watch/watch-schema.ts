/**
 * The watch list: addresses the app re-checks on a timer while it runs, each with jetton wallets whose
 * jetton balance is watched too, the last state seen of each, and a bounded history of what changed.
 * Zod schemas are the single source of the types; a bridge handler checks its arguments with the
 * `…ArgsSchema`s below and calls the store as it is.
 */
import { z } from 'zod';
import { rawAddressText } from '../api/primitives';

/** Most addresses on the watch list. */
export const MAX_WATCHED = 1_000;
/** Most jetton wallets watched under one address. */
export const MAX_JETTON_WALLETS = 20;
/** Change events kept per address by default (oldest dropped first). */
export const DEFAULT_HISTORY_PER_ADDRESS = 200;
/** Bytes of changes kept per address by default (oldest dropped first): 1,000 addresses stay under 64 MB. */
export const DEFAULT_HISTORY_BYTES_PER_ADDRESS = 64 * 1024;
/**
 * The longest text a snapshot keeps of a value the indexer sends as free text (a status, a symbol): a
 * real one is a few characters; a longer one is kept cut, marked with "…", so one hostile answer cannot
 * grow the store by megabytes per check.
 */
export const WATCH_TEXT_MAX = 256;

/** What was dropped from an address's history to keep it within its bounds. */
export const watchTrimmedSchema = z.object({
  /** Changes dropped so far (oldest first). */
  count: z.number().int().nonnegative(),
  /** When the last were dropped (ISO 8601). */
  at: z.iso.datetime(),
});
export type WatchTrimmed = z.infer<typeof watchTrimmedSchema>;
/** The re-check interval the user may set, in seconds. */
export const WATCH_INTERVAL_SECONDS = { min: 30, max: 86_400, default: 300 } as const;

/** A watched address. */
export const watchEntrySchema = z.object({
  raw: rawAddressText,
  /** Jetton wallets whose jetton balance is watched as part of this entry (raw). */
  jettonWallets: z.array(rawAddressText).max(MAX_JETTON_WALLETS),
  addedAt: z.iso.datetime(),
});
export type WatchEntry = z.infer<typeof watchEntrySchema>;

/** A watched jetton wallet's state: its balance in token units (exact text), null when the indexer gave none. */
export const jettonStateSchema = z.object({
  balance: z.string().nullable(),
  symbol: z.string().optional(),
});
export type JettonState = z.infer<typeof jettonStateSchema>;

/** What one check saw of an entry. */
export const watchSnapshotSchema = z.object({
  /** The indexer's status, or `not found`. */
  status: z.string(),
  /** Nanotons, exact decimal text; null when the indexer knows no account. */
  balance: z.string().nullable(),
  /** The last transaction (lt and hash), null when there is none. */
  lastTransaction: z.object({ lt: z.string(), hash: z.string().nullable() }).nullable(),
  /** For an address that is itself a jetton wallet: its jetton balance. */
  jettonBalance: z.string().nullable(),
  /** Watched jetton wallets, by raw address; a wallet the check could not see is left out. */
  jettons: z.record(z.string(), jettonStateSchema),
  /** When (ISO 8601). */
  at: z.iso.datetime(),
});
export type WatchSnapshot = z.infer<typeof watchSnapshotSchema>;

/** What changed. */
export const watchFieldSchema = z.enum([
  'status',
  'balance',
  'last_transaction',
  'jetton_balance',
  'watched_jetton_balance',
]);

/** One change of one watched address: the event a notification is made of. */
export const watchChangeSchema = z.object({
  raw: rawAddressText,
  field: watchFieldSchema,
  /** For `watched_jetton_balance`: the jetton wallet. */
  jettonWallet: rawAddressText.optional(),
  symbol: z.string().optional(),
  /** Values as text (`null`: none); for `last_transaction` the lt. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  at: z.iso.datetime(),
});
export type WatchChange = z.infer<typeof watchChangeSchema>;

/** The watch list's settings. */
export const watchSettingsSchema = z.object({
  intervalSeconds: z.number().int().min(WATCH_INTERVAL_SECONDS.min).max(WATCH_INTERVAL_SECONDS.max),
  /** Whether a change raises a desktop (or browser) notification; off until the user turns it on. */
  notify: z.boolean().optional(),
});
export type WatchSettings = z.infer<typeof watchSettingsSchema>;

/** The running watcher, as the watch screen shows it. */
export const watchStatusSchema = z.object({
  /** Whether the timer runs (it does while the app runs). */
  running: z.boolean(),
  /** The last re-check, or null before the first. */
  lastCheck: z
    .object({
      at: z.iso.datetime(),
      checked: z.number().int(),
      changes: z.number().int(),
      /** Requests that failed after their retries. */
      failed: z.number().int(),
      /** Why the whole re-check could not run. */
      error: z.string().optional(),
    })
    .nullable(),
  /** When the next re-check is due (ISO 8601), or null when not running. */
  nextCheckAt: z.iso.datetime().nullable(),
  /** The interval in force, seconds (the user's, or longer if the rate limit needs it). */
  intervalSeconds: z.number().int(),
  /** Why the interval in force is longer than the user's. */
  note: z.string().optional(),
});
export type WatchStatus = z.infer<typeof watchStatusSchema>;
