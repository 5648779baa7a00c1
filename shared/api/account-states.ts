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

/** Address book keyed by raw address, as the API's documents write it; `null` (metadata-cache deployments) reads as empty. */
export const addressBookSchema = lazySchema(() =>
  z
    .record(exactText(ADDRESS_TEXT_MAX_CHARS, 'an address'), addressBookEntrySchema)
    .nullable()
    .transform((v) => v ?? {}),
);
export type AddressBook = z.infer<typeof addressBookSchema>;

/** Metadata keyed by raw address, as the API's documents write it; `null` reads as empty. */
export const metadataSchema = lazySchema(() =>
  z
    .record(exactText(ADDRESS_TEXT_MAX_CHARS, 'an address'), metadataEntrySchema)
    .nullable()
    .transform((v) => v ?? {}),
);
export type Metadata = z.infer<typeof metadataSchema>;

/**
 * The address book and metadata as a lookup keeps them from where an answer is checked on (the client's
 * checked answer, the job owner's answer, the page's outcome, a logged lookup read back): a Map keyed
 * by raw address. Writing 100,000 fresh keys into a record costs V8 ~3x what a Map does (each key is
 * internalised), and a key such as `constructor` or `toString` is plain data in a Map.
 */
export type AddressBookMap = ReadonlyMap<string, AddressBookEntry>;
/** Metadata keyed by raw address, as a lookup keeps it ({@link AddressBookMap}). */
export type MetadataMap = ReadonlyMap<string, MetadataEntry>;

/**
 * A record's entries as a Map, in the record's order: the transform where a checked record becomes a
 * lookup's Map, inside the one pass that checks it (`null` reads as empty). The record is one the check
 * made: its `__proto__` key already dropped, as zod drops it.
 */
function mapOfRecord<E>(record: Readonly<Record<string, E>> | null): ReadonlyMap<string, E> {
  const map = new Map<string, E>();
  if (record) for (const key in record) map.set(key, record[key]!);
  return map;
}

/** An address book checked into a Map ({@link AddressBookMap}), in the one pass that checks it. */
export const addressBookMapSchema = lazySchema(() =>
  z
    .record(exactText(ADDRESS_TEXT_MAX_CHARS, 'an address'), addressBookEntrySchema)
    .nullable()
    .transform(mapOfRecord<AddressBookEntry>),
);

/** Metadata checked into a Map ({@link MetadataMap}), in the one pass that checks it. */
export const metadataMapSchema = lazySchema(() =>
  z
    .record(exactText(ADDRESS_TEXT_MAX_CHARS, 'an address'), metadataEntrySchema)
    .nullable()
    .transform(mapOfRecord<MetadataEntry>),
);

/**
 * The whole `accountStates` response envelope, checked: its address book and metadata made Maps in the
 * same pass (the generated validator calls the transform where it has checked the record).
 */
export const accountStatesResponseSchema = lazySchema(() =>
  z
    .object({
      accounts: z.array(accountStateSchema),
      address_book: addressBookMapSchema,
      metadata: metadataMapSchema,
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

/**
 * A lookup as the client answers it once checked (shared/client/answer-check.ts), as every batch
 * reaches the one answer (shared/jobs/lookup-answer.ts) and as a document read back holds it (the log,
 * `cli compare`'s file): {@link AccountLookup} with its address book and metadata as Maps, made in the
 * pass that checks them.
 */
export const checkedLookupSchema = lazySchema(() =>
  accountLookupSchema.extend({ address_book: addressBookMapSchema, metadata: metadataMapSchema }),
);
export type CheckedLookup = z.infer<typeof checkedLookupSchema>;

/**
 * `lookup` in the API's document shape (the CLI's JSON, what shared/contracts reads): the Maps as
 * records in their order, `fromEntries` making a key such as `__proto__` an own key, as JSON.parse does.
 */
export function lookupDocument(lookup: CheckedLookup): AccountLookup {
  const { accounts, address_book, metadata, not_found, unanswered } = lookup;
  return {
    accounts,
    address_book: Object.fromEntries(address_book),
    metadata: Object.fromEntries(metadata),
    not_found,
    ...(unanswered ? { unanswered } : {}),
  };
}
