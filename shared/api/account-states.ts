/**
 * Schemas of `GET /api/v3/accountStates` (docs/indexer-api.md §4.4). Absent-versus-null follows the server:
 * `frozen_hash`, `code_hash`, `data_hash`, `code_boc`, `data_boc` are absent when empty; `balance`,
 * `status`, `last_transaction_*`, `extra_currencies`, `contract_methods`, `interfaces` are present and may
 * be null. `contract_methods` and `interfaces` are optional too, because servers before v1.2.0/v1.2.3 do
 * not send them (§6.11). Fields the schemas do not name are kept (a newer server is shown, not refused)
 * through the `freeFormJson` catch-all, which cuts them at a depth and size bound (free-form.ts). Every
 * string is bounded too (server-strings.ts): text cut with a note, exact values refused past their bound.
 * After changing a schema here, regenerate its validator: `npx tsx scripts/generate-api-validators.ts`.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { freeFormJson } from './free-form';
import { base64Boc, base64Hash, decimalText, rawAddressText, unsignedDecimalText } from './primitives';
import {
  ADDRESS_TEXT_MAX_CHARS,
  FREE_TEXT_MAX_CHARS,
  NAME_MAX_CHARS,
  STATUS_MAX_CHARS,
  boundedText,
  exactText,
  interfaceNames,
} from './server-strings';

/** The four statuses the indexer's Postgres enum knows (§4.4.2). Anything else is shown as written. */
export const KNOWN_ACCOUNT_STATUSES = ['active', 'uninit', 'frozen', 'nonexist'] as const;
export type KnownAccountStatus = (typeof KNOWN_ACCOUNT_STATUSES)[number];

/** Extra currencies: currency id (a uint32, as decimal text) → amount (decimal text). */
export const extraCurrenciesSchema = lazySchema(() =>
  z.record(
    z.string().regex(/^\d{1,10}$/, { error: 'expected a currency id (decimal, at most 10 digits)' }),
    unsignedDecimalText,
  ),
);

/** One account's latest indexed state (`AccountStateFull`). */
export const accountStateSchema = lazySchema(() =>
  z
    .object({
      address: rawAddressText,
      account_state_hash: base64Hash,
      balance: unsignedDecimalText.nullable(),
      extra_currencies: extraCurrenciesSchema.nullable(),
      /** Tolerant on purpose: an unknown status is shown as written (cut past its bound), not a crash. */
      status: boundedText(STATUS_MAX_CHARS).nullable(),
      frozen_hash: base64Hash.optional(),
      last_transaction_hash: base64Hash.nullable(),
      last_transaction_lt: decimalText.nullable(),
      data_hash: base64Hash.optional(),
      code_hash: base64Hash.optional(),
      data_boc: base64Boc.optional(),
      code_boc: base64Boc.optional(),
      contract_methods: z.array(z.number().int()).nullable().optional(),
      interfaces: interfaceNames.nullable().optional(),
    })
    .catchall(freeFormJson),
);
export type AccountState = z.infer<typeof accountStateSchema>;

/** An address-book entry (§4.4.3); older servers send only `user_friendly`, or also `domain`. */
export const addressBookEntrySchema = lazySchema(() =>
  z
    .object({
      user_friendly: exactText(ADDRESS_TEXT_MAX_CHARS, 'an address'),
      domain: boundedText(FREE_TEXT_MAX_CHARS).nullable().optional(),
      interfaces: interfaceNames.nullable().optional(),
    })
    .catchall(freeFormJson),
);
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

/** One token description inside a metadata entry (§4.4.4); every key is `omitempty` on the server. */
export const tokenInfoSchema = lazySchema(() =>
  z
    .object({
      valid: z.boolean().optional(),
      type: boundedText(NAME_MAX_CHARS).optional(),
      name: boundedText(FREE_TEXT_MAX_CHARS).optional(),
      symbol: boundedText(FREE_TEXT_MAX_CHARS).optional(),
      description: boundedText(FREE_TEXT_MAX_CHARS).optional(),
      image: boundedText(FREE_TEXT_MAX_CHARS).optional(),
      nft_index: unsignedDecimalText.optional(),
      is_nsfw: z.boolean().optional(),
      is_scam: z.boolean().optional(),
      /** Free-form metadata, bounded in depth and size as a whole, its keys too (free-form.ts). */
      extra: freeFormJson.pipe(z.record(z.string(), z.unknown())).optional(),
    })
    .catchall(freeFormJson),
);
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

/** A metadata entry: jetton wallets/masters, NFT items/collections (§4.4.4). */
export const metadataEntrySchema = lazySchema(() =>
  z
    .object({
      is_indexed: z.boolean(),
      token_info: z
        .array(tokenInfoSchema)
        .nullable()
        .transform((v) => v ?? []),
    })
    .catchall(freeFormJson),
);
export type MetadataEntry = z.infer<typeof metadataEntrySchema>;

/** Address book keyed by raw address; `null` (metadata-cache deployments) reads as empty. */
export const addressBookSchema = lazySchema(() =>
  z
    .record(exactText(ADDRESS_TEXT_MAX_CHARS, 'an address'), addressBookEntrySchema)
    .nullable()
    .transform((v) => v ?? {}),
);
export type AddressBook = z.infer<typeof addressBookSchema>;

/** Metadata keyed by raw address; `null` reads as empty. */
export const metadataSchema = lazySchema(() =>
  z
    .record(exactText(ADDRESS_TEXT_MAX_CHARS, 'an address'), metadataEntrySchema)
    .nullable()
    .transform((v) => v ?? {}),
);
export type Metadata = z.infer<typeof metadataSchema>;

/**
 * The address book and metadata as a lookup keeps them once its answers are checked (the job owner's
 * answer, the page's outcome, a reopened log entry): a Map keyed by raw address. Writing 100,000 fresh
 * keys into a record costs V8 ~3x what a Map does (each key is internalised), and a key such as
 * `__proto__` is plain data in a Map.
 */
export type AddressBookMap = ReadonlyMap<string, AddressBookEntry>;
/** Metadata keyed by raw address, as a lookup keeps it ({@link AddressBookMap}). */
export type MetadataMap = ReadonlyMap<string, MetadataEntry>;

/** The whole `accountStates` response envelope. */
export const accountStatesResponseSchema = lazySchema(() =>
  z
    .object({
      accounts: z.array(accountStateSchema),
      address_book: addressBookSchema,
      metadata: metadataSchema,
    })
    .catchall(freeFormJson),
);
export type AccountStatesResponse = z.infer<typeof accountStatesResponseSchema>;

/**
 * What the client returns for one lookup: the API's own field names (so `--json` output and the UI read
 * the same), accounts in the order they were asked for, and the requested addresses the indexer does not
 * know, as an explicit list.
 */
export const accountLookupSchema = lazySchema(() =>
  z.object({
    accounts: z.array(accountStateSchema),
    address_book: addressBookSchema,
    metadata: metadataSchema,
    /** Requested raw addresses the indexer returned nothing for, in request order. */
    not_found: z.array(rawAddressText),
    /**
     * Requested raw addresses the answer may have cut off: it held exactly a row cap's worth of rows, fewer
     * than asked for (an older indexer's hidden `limit`, docs/indexer-api.md §4.1). Neither found nor not
     * found: ask for them again. Absent when the answer is complete.
     */
    unanswered: z.array(rawAddressText).optional(),
  }),
);
export type AccountLookup = z.infer<typeof accountLookupSchema>;
