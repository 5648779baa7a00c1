/**
 * The watch list's bridge methods: what is watched, the interval, the history per address (the store:
 * shared/bridge/watch-handlers.ts), and the timer that re-checks (shared/bridge/watch-runner-handlers.ts).
 */
import { z } from 'zod';
import {
  MAX_JETTON_WALLETS,
  watchChangeSchema,
  watchEntrySchema,
  watchSettingsSchema,
  watchSnapshotSchema,
  watchStatusSchema,
  watchTrimmedSchema,
} from '../../watch/watch-schema';
import { anyAddressArg, noArg } from './api-parts';

/** The watch store's methods. */
export const watchStoreApi = {
  /** Watched addresses, the re-check interval and the last state of each. */
  listWatch: {
    arg: noArg,
    result: z.object({
      entries: z.array(watchEntrySchema),
      settings: watchSettingsSchema,
      states: z.record(z.string(), watchSnapshotSchema),
    }),
  },
  /** Watches an address (any form) and jetton wallets under it; already watched: its wallets are replaced. */
  watchAddress: {
    arg: z
      .object({
        address: anyAddressArg,
        jettonWallets: z.array(anyAddressArg).max(MAX_JETTON_WALLETS).optional(),
      })
      .strict(),
    result: watchEntrySchema,
  },
  /** Stops watching an address (its last state and history go too). */
  unwatchAddress: {
    arg: z.object({ address: anyAddressArg }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
  /** Sets the re-check interval (seconds, 30 s … 1 day). */
  setWatchSettings: { arg: watchSettingsSchema.strict(), result: watchSettingsSchema },
  /** An address's changes, newest first, and what was dropped from them to keep within the bounds. */
  watchHistory: {
    arg: z.object({ address: anyAddressArg, limit: z.number().int().min(1).max(1000).optional() }).strict(),
    result: z.object({
      changes: z.array(watchChangeSchema),
      /** What was dropped from it to keep it within its bounds, or null when nothing was. */
      trimmed: watchTrimmedSchema.nullable(),
    }),
  },
} as const;

/** The watch timer's methods. */
export const watchTimerApi = {
  /** The running watcher: last check, next check, the interval in force (shared/watch/watch-runner.ts). */
  watchStatus: { arg: noArg, result: watchStatusSchema },
  /** Re-checks the watch list now (within the profile's rate limit); answers once changes are stored and notified. */
  checkWatchNow: { arg: noArg, result: watchStatusSchema },
} as const;

/** Every watch-list method. */
export const watchApi = { ...watchStoreApi, ...watchTimerApi } as const;
