/**
 * The bridge contract: the one list of what the renderer may ask of the privileged side, with zod
 * schemas for every argument and result. Its behaviour is implemented once (shared/bridge/handlers.ts,
 * shared/bridge/lookup-log-handlers.ts) and carried by three transports — the Electron IPC registry
 * behind the preload, the in-page web bridge, and the e2e shell harness — which the renderer cannot
 * tell apart.
 *
 * Arguments come from the renderer and are parsed with these schemas exactly once, where they arrive
 * (shared/bridge/dispatch.ts: main's IPC registry in Electron, the in-page dispatch or the log worker
 * on the web). Results are made by trusted code and cross back typed, not re-parsed; the result schemas
 * are the single source of those types.
 *
 * Every method takes at most one argument and answers a {@link BridgeResult}: errors travel as data,
 * because Electron's IPC flattens thrown errors to a string and would lose the kind.
 */
import { z } from 'zod';
import { masterchainInfoSchema } from '../api/block';
import { accountLookupSchema, addressBookEntrySchema, metadataEntrySchema } from '../api/account-states';
import { rawAddressInput as rawAddress, rawAddressText } from '../api/primitives';
import { MAX_ADDRESSES_PER_REQUEST } from '../api/request-limits';
import type { AppErrorInfo } from '../errors';
import { contractInsightContract } from './contract-insight-contract';
import {
  loggedAccountStateSchema,
  loggedInputSchema,
  lookupLogDraftSchema,
  lookupLogEntrySchema,
  lookupLogIdSchema,
  lookupLogNotesSchema,
  lookupLogStatusSchema,
  lookupLogSummarySchema,
} from '../lookup-log/log-entry';
// The codec-free part only: the preload (sandboxed, no Buffer) loads this contract. Addresses in any form
// and label texts are checked by the labels store, which says what is wrong with them.
import { favouriteSchema, LABEL_MAX_LENGTH, labelSchema, MAX_LABELS_CSV_BYTES } from '../labels/label-record';
import {
  MAX_JETTON_WALLETS,
  watchChangeSchema,
  watchCheckRecordSchema,
  watchEntrySchema,
  watchSettingsSchema,
  watchSnapshotSchema,
  watchStatusSchema,
} from '../watch/watch-schema';
import {
  baseUrlSchema,
  preferencesSchema,
  publicSettingsSchema,
  requestLimitsSchema,
  SETTINGS_LIMITS,
} from '../settings/settings-schema';

/** The result envelope of every bridge method. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: AppErrorInfo };

/** An id the renderer picks for a request so that it can cancel it. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The file kinds `saveFile` writes (they pick the dialog's filter and the download's type). */
export const saveFileFormatSchema = z.enum(['csv', 'json', 'tsv']);
export type SaveFileFormat = z.infer<typeof saveFileFormatSchema>;

/**
 * A suggested file name: a plain name, never a path (no separators, no `..`, no leading dot, no
 * characters Windows forbids), so the renderer can only propose a name in the folder the user picks.
 */
export const saveFileNameSchema = z
  .string()
  .min(1)
  .max(200)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  .regex(/^(?!\.)[^/\\:*?"<>|\u0000-\u001f]+$/, { error: 'expected a plain file name' });

/** The largest text `saveFile` takes (characters): a 100,000-account JSON export is well below. */
export const MAX_SAVE_FILE_CHARS = 512 * 1024 * 1024;

/**
 * Items (inputs, accounts, addresses, address-book or metadata entries, all counted together) one part
 * of a lookup log draft carries. A 100,000-account lookup crosses in ~130 parts, each small enough that
 * its structured clone (IPC, postMessage) and its check take a few milliseconds, never a long task.
 */
export const LOG_DRAFT_CHUNK_ITEMS = 2_000;

/** The id `beginLookupLogEntry` gives a draft being received. */
export const lookupLogDraftIdSchema = z
  .string()
  .regex(/^draft-[0-9a-z]{1,40}$/, { error: 'expected a draft id' });

/** What a draft says of itself before its parts arrive (its counts bound what the parts may add up to). */
export const lookupLogDraftHeadSchema = lookupLogDraftSchema
  .pick({ profile: true, lastBlock: true, includeBoc: true, counts: true, cancelled: true })
  .strict();
export type LookupLogDraftHead = z.output<typeof lookupLogDraftHeadSchema>;

/** A record of at most one chunk's entries, keyed by (raw) address. */
function chunkRecord<T extends z.ZodType>(entry: T) {
  return z.record(z.string().max(100), entry);
}

/** One part of a draft: any of its lists and maps, sliced; items across all fields ≤ {@link LOG_DRAFT_CHUNK_ITEMS}. */
export const lookupLogDraftPartSchema = z
  .object({
    inputs: z.array(loggedInputSchema).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    accounts: z.array(loggedAccountStateSchema).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    notFound: z.array(rawAddressText).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    failed: z.array(rawAddressText).max(LOG_DRAFT_CHUNK_ITEMS).optional(),
    addressBook: chunkRecord(addressBookEntrySchema).optional(),
    metadata: chunkRecord(metadataEntrySchema).optional(),
  })
  .strict()
  .refine((part) => draftPartItems(part) <= LOG_DRAFT_CHUNK_ITEMS, {
    error: `a part carries at most ${LOG_DRAFT_CHUNK_ITEMS} items`,
  });
export type LookupLogDraftPart = z.output<typeof lookupLogDraftPartSchema>;
/** A draft part as the sender writes it (before zod's transforms). */
export type LookupLogDraftPartInput = z.input<typeof lookupLogDraftPartSchema>;

/** The items a part carries, all fields together. */
export function draftPartItems(part: {
  inputs?: readonly unknown[] | undefined;
  accounts?: readonly unknown[] | undefined;
  notFound?: readonly unknown[] | undefined;
  failed?: readonly unknown[] | undefined;
  addressBook?: object | undefined;
  metadata?: object | undefined;
}): number {
  return (
    (part.inputs?.length ?? 0) +
    (part.accounts?.length ?? 0) +
    (part.notFound?.length ?? 0) +
    (part.failed?.length ?? 0) +
    Object.keys(part.addressBook ?? {}).length +
    Object.keys(part.metadata ?? {}).length
  );
}

/** An address in any form (a link is the longest), parsed by the labels store. */
const labelAddressArg = z.string().min(1).max(512);

const draftRef = z.object({ draftId: lookupLogDraftIdSchema }).strict();

/** Arguments and results of each method. `arg: null` means the method takes no argument. */
export const bridgeContract = {
  /** First and last indexed masterchain blocks of the active profile's indexer. */
  getMasterchainInfo: {
    arg: z.object({ requestId: requestId.optional() }).strict().optional(),
    result: masterchainInfoSchema,
  },
  /**
   * States of up to 1024 accounts in exactly ONE request to the indexer — no retry, no split: the
   * renderer's bulk scheduler (shared/bulk) batches, paces, retries and splits. Matched to the request;
   * unknown ones listed in `not_found`; a failure keeps its HTTP status and Retry-After. Keep batches at
   * 1000 or fewer (the server's row cap).
   */
  lookupAccounts: {
    arg: z
      .object({
        requestId,
        addresses: z.array(rawAddress).min(1).max(MAX_ADDRESSES_PER_REQUEST),
        includeBoc: z.boolean(),
      })
      .strict(),
    result: accountLookupSchema,
  },
  /** Cancels a running request by id; answers whether one was running. */
  cancelRequest: {
    arg: z.object({ requestId }).strict(),
    result: z.object({ cancelled: z.boolean() }),
  },
  /** The settings as the renderer may see them (no keys). */
  getSettings: {
    arg: z.undefined().optional(),
    result: publicSettingsSchema,
  },
  /** Adds or changes a custom profile (built-in ones only get a key). */
  saveProfile: {
    arg: z
      .object({
        id: z
          .string()
          .regex(/^[a-z0-9-]{1,40}$/)
          .optional(),
        name: z.string().trim().min(1).max(SETTINGS_LIMITS.profileName.max),
        baseUrl: baseUrlSchema,
      })
      .strict(),
    result: publicSettingsSchema,
  },
  /** Deletes a custom profile. */
  deleteProfile: {
    arg: z.object({ id: z.string() }).strict(),
    result: publicSettingsSchema,
  },
  /** Chooses the profile every request goes to. */
  setActiveProfile: {
    arg: z.object({ id: z.string() }).strict(),
    result: publicSettingsSchema,
  },
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
  setAllowWeakKeyStorage: {
    arg: z.object({ allow: z.boolean() }).strict(),
    result: publicSettingsSchema,
  },
  /** Changes timeout, refresh interval, include-BoC default. */
  savePreferences: {
    arg: preferencesSchema.partial().strict(),
    result: publicSettingsSchema,
  },
  /** Runs masterchainInfo against a profile (saved key included) and answers its result or error. */
  testConnection: {
    arg: z.object({ profileId: z.string() }).strict(),
    result: masterchainInfoSchema,
  },
  /** Opens an https link on an allow-listed explorer in the system browser. */
  openExternal: {
    arg: z.object({ url: z.string().max(2048) }).strict(),
    result: z.object({ opened: z.boolean() }),
  },
  /** Summaries of the logged lookups, newest first (no inputs or results). */
  listLookupLog: {
    arg: z.undefined().optional(),
    result: z.array(lookupLogSummarySchema),
  },
  /** One logged lookup, whole (results without BoCs). */
  getLookupLogEntry: {
    arg: z.object({ id: lookupLogIdSchema }).strict(),
    result: lookupLogEntrySchema,
  },
  /**
   * Starts logging a lookup: its head now, its lists in parts (`appendLookupLogEntry`), then
   * `finishLookupLogEntry` commits it as ONE atomic write. A draft is held in memory where the log is
   * (main, or the web's log worker) and never on disk until then: a crash or an abandoned draft leaves
   * nothing behind.
   */
  beginLookupLogEntry: {
    arg: lookupLogDraftHeadSchema,
    result: z.object({ draftId: lookupLogDraftIdSchema }),
  },
  /** Adds one part to a draft; answers how many items the draft holds so far. */
  appendLookupLogEntry: {
    arg: z.object({ draftId: lookupLogDraftIdSchema, part: lookupLogDraftPartSchema }).strict(),
    result: z.object({ received: z.number().int().nonnegative() }),
  },
  /**
   * Logs the draft whole (the log assigns id and time, drops BoCs, evicts the oldest beyond its bounds)
   * once its parts add up to its counts; answers the summary.
   */
  finishLookupLogEntry: {
    arg: draftRef,
    result: lookupLogSummarySchema,
  },
  /** Drops a draft (the lookup was replaced, or sending it failed); answers whether there was one. */
  discardLookupLogEntry: {
    arg: draftRef,
    result: z.object({ discarded: z.boolean() }),
  },
  /** Deletes one logged lookup; answers whether there was one. */
  deleteLookupLogEntry: {
    arg: z.object({ id: lookupLogIdSchema }).strict(),
    result: z.object({ deleted: z.boolean() }),
  },
  /**
   * Saves text the renderer made (an export) as a file the user picks: the native save dialog and an
   * atomic write in Electron, a download in web mode. Cancelled → `saved: false`. `location` is the path
   * written, where the platform tells it.
   */
  saveFile: {
    arg: z
      .object({
        suggestedName: saveFileNameSchema,
        content: z.string().max(MAX_SAVE_FILE_CHARS),
        format: saveFileFormatSchema,
      })
      .strict(),
    result: z.object({ saved: z.boolean(), location: z.string().optional() }),
  },
  ...contractInsightContract,
  /** Sets the title, note (ticket number) or pin of a logged lookup; a pinned one is never evicted. */
  annotateLookupLogEntry: {
    arg: z.object({ id: lookupLogIdSchema, notes: lookupLogNotesSchema }).strict(),
    result: lookupLogSummarySchema,
  },
  /** How full the log is (entries, bytes, bounds, pinned) and what it last dropped to make room. */
  lookupLogStatus: { arg: z.undefined().optional(), result: lookupLogStatusSchema },
  /** Ids of the logged lookups that asked for an account (raw form), newest first. */
  findInLookupLog: {
    arg: z.object({ raw: rawAddressText }).strict(),
    result: z.object({ ids: z.array(lookupLogIdSchema) }),
  },
  /** Every private label and the favourites list (label-handlers.ts; on the web in the log's worker). */
  listLabels: {
    arg: z.undefined().optional(),
    result: z.object({ labels: z.array(labelSchema), favourites: z.array(favouriteSchema) }),
  },
  /** Names an address (any form; kept by its raw form). One visible line, at most 120 characters. */
  setLabel: {
    arg: z.object({ address: labelAddressArg, text: z.string().max(4 * LABEL_MAX_LENGTH) }).strict(),
    result: labelSchema,
  },
  /** Removes an address's label. */
  removeLabel: {
    arg: z.object({ address: labelAddressArg }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
  /** Adds an address to the favourites (at the end; already there: unchanged). */
  addFavourite: { arg: z.object({ address: labelAddressArg }).strict(), result: favouriteSchema },
  /** Takes an address off the favourites. */
  removeFavourite: {
    arg: z.object({ address: labelAddressArg }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
  /** Labels and favourites as CSV text (shared/labels/labels-csv.ts), for the renderer to save. */
  exportLabels: { arg: z.undefined().optional(), result: z.object({ csv: z.string() }) },
  /** Imports labels CSV text in one batch: the whole file or nothing, unless `partial`. */
  importLabels: {
    arg: z.object({ csv: z.string().max(MAX_LABELS_CSV_BYTES), partial: z.boolean().optional() }).strict(),
    result: z.object({
      labels: z.number().int(),
      favourites: z.number().int(),
      refused: z.array(z.string()),
    }),
  },
  /** The watch list: watched addresses, the re-check interval and the last state of each (watch-handlers.ts). */
  listWatch: {
    arg: z.undefined().optional(),
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
        address: labelAddressArg,
        jettonWallets: z.array(labelAddressArg).max(MAX_JETTON_WALLETS).optional(),
      })
      .strict(),
    result: watchEntrySchema,
  },
  /** Stops watching an address (its last state and history go too). */
  unwatchAddress: {
    arg: z.object({ address: labelAddressArg }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
  /** Sets the re-check interval (seconds, 30 s … 1 day). */
  setWatchSettings: { arg: watchSettingsSchema.strict(), result: watchSettingsSchema },
  /** An address's changes, newest first. */
  watchHistory: {
    arg: z.object({ address: labelAddressArg, limit: z.number().int().min(1).max(1000).optional() }).strict(),
    result: z.object({ changes: z.array(watchChangeSchema) }),
  },
  /** Keeps one re-check's snapshots and changes (the web's watcher runs in the page, its store in the log's Worker). */
  recordWatchCheck: { arg: watchCheckRecordSchema.strict(), result: z.object({ recorded: z.literal(true) }) },
  /** The running watcher: last check, next check, the interval in force (shared/watch/watch-runner.ts). */
  watchStatus: { arg: z.undefined().optional(), result: watchStatusSchema },
  /** Re-checks the watch list now (within the profile's rate limit); answers once changes are stored and notified. */
  checkWatchNow: { arg: z.undefined().optional(), result: watchStatusSchema },
} as const;

/** The contract's shape, for implementations that want to be checked against it. */
export type BridgeContract = typeof bridgeContract;
/** The name of a bridge method. */
export type BridgeMethod = keyof BridgeContract;
/** The names of all bridge methods, in a stable order. */
export const BRIDGE_METHODS = Object.keys(bridgeContract) as BridgeMethod[];

/** Input type of a method's argument (what a caller writes). */
export type BridgeArg<M extends BridgeMethod> = z.input<BridgeContract[M]['arg']>;
/** A method's argument after the contract's schema checked it (what a handler gets). */
export type BridgeParsedArg<M extends BridgeMethod> = z.output<BridgeContract[M]['arg']>;
/** Output type of a method's result value. */
export type BridgeValue<M extends BridgeMethod> = z.output<BridgeContract[M]['result']>;

/** What `window.tonIndex` offers: one named async method per contract entry. */
export type TonIndexBridge = {
  [M in BridgeMethod]: undefined extends BridgeArg<M>
    ? (arg?: BridgeArg<M>) => Promise<BridgeResult<BridgeValue<M>>>
    : (arg: BridgeArg<M>) => Promise<BridgeResult<BridgeValue<M>>>;
};

/** The IPC channel of a method (Electron only): one fixed channel per named method. */
export function ipcChannel(method: BridgeMethod): string {
  return `ton-index:${method}`;
}

/** Allow-listed hosts for links out (explorers). Only https URLs on these hosts are opened. */
export const EXTERNAL_LINK_HOSTS = [
  'tonviewer.com',
  'testnet.tonviewer.com',
  'tonscan.org',
  'testnet.tonscan.org',
  'explorer.toncoin.org',
  'toncenter.com',
  'testnet.toncenter.com',
] as const;

/** Whether a URL may be opened outside the app: parsed, `https:`, host on the allow-list, no credentials. */
export function isAllowedExternalUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.port === '' &&
    (EXTERNAL_LINK_HOSTS as readonly string[]).includes(url.hostname)
  );
}
