/**
 * One exported row per requested account: every address form, the status, exact balances, the address
 * book's domain and interfaces, token metadata and the last transaction. The zod schema is the single
 * source of the record's type and of the CSV column order; CSV, JSON and TSV are all written from it.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { parseAddress } from '../address/address-codec';
import { decimalText, rawAddressText, unsignedDecimalText } from '../api/primitives';
import type { LookAlikeOf } from '../address/look-alike-address';
import { tokenLookAlike } from '../contracts/jetton-identity';
import { AppError } from '../errors';
import { displayFormKey } from '../format/address-display';
import { formatNanotons } from '../format/amounts';
import { roleOfRow, type LookupRow } from '../jobs/lookup-row';

/** An exact TON amount: whole TON, optionally a fraction of up to 9 digits (trailing zeros trimmed). */
const tonDecimalText = lazySchema(() =>
  z.string().regex(/^\d+(?:\.\d{0,8}[1-9])?$/, { error: 'expected an exact TON amount such as 1.000000001' }),
);

/** The networks an export can be for; testnet exports carry the testOnly flag in every friendly form. */
export const exportNetworkSchema = lazySchema(() => z.enum(['mainnet', 'testnet']));
export type ExportNetwork = z.infer<typeof exportNetworkSchema>;

/**
 * One exported account. Absent values are `null` (an empty CSV cell), never empty strings, so a record
 * reads back from CSV exactly. Field order here is the CSV column order.
 */
export const exportRecordSchema = lazySchema(() =>
  z.object({
    /** What the user typed for this account (any form). */
    input: z.string(),
    /**
     * The address as every screen writes it (shared/format/address-display.ts): the form the user gave
     * (raw `wc:HEX` when they gave it raw), else non-bounceable for a wallet or an account without code,
     * bounceable for other contracts.
     */
    address: z.union([z.string().length(48), rawAddressText]),
    /** `wc:UPPERHEX`, the indexer's form. */
    raw: rawAddressText,
    /** User-friendly bounceable, URL-safe (`EQ…`; `kQ…` with the testOnly flag on testnet). */
    bounceable: z.string().length(48),
    /** User-friendly non-bounceable, URL-safe (`UQ…`; `0Q…` on testnet). */
    non_bounceable: z.string().length(48),
    /**
     * `active`, `uninit`, `frozen`, `nonexist` (the indexer's), `not found` (the indexer does not know the
     * address), `failed` (its request failed after every retry), `pending` (its answer has not arrived),
     * `unknown` (the indexer sent no status), or any other status as the indexer wrote it.
     */
    status: z.string().min(1),
    /** The balance in nanotons as the indexer sent it (exact decimal text); null when nothing is known. */
    balance_nanoton: unsignedDecimalText.nullable(),
    /** The same balance in TON, exact to the nanoton (BigInt arithmetic, never a float). */
    balance_ton: tonDecimalText.nullable(),
    /** Extra currencies: currency id → amount in base units (exact decimal text). `{}` when none. */
    extra_currencies: z.record(z.string(), unsignedDecimalText),
    /** The `.ton`/`.t.me` domain from the address book. */
    domain: z.string().nullable(),
    /** Interfaces the indexer detected (the account's own, else the address book's). `[]` when none. */
    interfaces: z.array(z.string()),
    /** Metadata type: `jetton_wallets`, `jetton_masters`, `nft_items`, `nft_collections`, or as written. */
    token_kind: z.string().nullable(),
    /** Token name (a jetton wallet's is its master's). */
    token_name: z.string().nullable(),
    token_symbol: z.string().nullable(),
    /** The jetton's decimals from the metadata (a wallet's are its master's); null when not given. */
    token_decimals: z.number().int().min(0).max(255).nullable(),
    /**
     * A jetton wallet's balance in token units, exact, as the results table shows it (the master's
     * decimals; TEP-64's 9 when `token_decimals` is null).
     */
    jetton_balance: z.string().nullable(),
    /** A jetton wallet's master (raw). */
    jetton_master: rawAddressText.nullable(),
    /** An NFT item's collection (raw), when the metadata names it. */
    nft_collection: rawAddressText.nullable(),
    /** The indexer flags this token (or a jetton wallet's master) as a scam. */
    is_scam: z.boolean(),
    /** The indexer marks this token (or a jetton wallet's master) as not safe for work. */
    is_nsfw: z.boolean(),
    /** The indexer has not fetched the metadata yet (`is_indexed: false`, own or master's): token fields may fill in later. */
    metadata_pending: z.boolean(),
    /**
     * The indexer could not read the token's metadata (`valid: false`, own or master's): name, symbol and
     * decimals may be missing or wrong. False when there is no metadata.
     */
    metadata_invalid: z.boolean(),
    /**
     * Set when the token claims a well-known jetton (USD₮, …) whose master it is not: which one, and
     * that jetton's real master (shared/contracts/jetton-identity.ts).
     */
    look_alike: z.string().nullable(),
    /**
     * Set when the account's address begins and ends like another's (address poisoning): the raw form of
     * the address it looks like — another account of the lookup, or one the user labelled, saved or
     * watches (shared/address/look-alike-address.ts).
     */
    look_alike_of: rawAddressText.nullable(),
    last_transaction_lt: decimalText.nullable(),
    /** Base64, as the indexer writes hashes. */
    last_transaction_hash: z.string().nullable(),
    code_hash: z.string().nullable(),
    data_hash: z.string().nullable(),
    frozen_hash: z.string().nullable(),
  }),
);
export type ExportRecord = z.infer<typeof exportRecordSchema>;

let columns: readonly (keyof ExportRecord)[] | undefined;

/**
 * The column names, in order: the CSV header and the TSV header. Stable across releases. Read off the
 * schema when first asked for, since the schema itself is built on first use.
 */
export function exportColumns(): readonly (keyof ExportRecord)[] {
  columns ??= Object.keys(exportRecordSchema.shape) as (keyof ExportRecord)[];
  return columns;
}

/** `null` for absent and empty text, so CSV's empty cell means exactly "no value". */
const text = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/**
 * One record per row, in the rows' order: each requested account as its row has it — found, `not
 * found`, `failed` or `pending`, the same statuses the results table shows — with the facts the row
 * carries (its token, its kind, which picks the form its address is written in) and its look-alike
 * finding on `network`, and what its address looks like (`lookAlikes`, by raw). Linear in the number of rows.
 * Throws an `AppError` (`invalid-input`) naming the row when its raw address is not an address.
 */
export function exportRecords(
  rows: readonly LookupRow[],
  network: ExportNetwork,
  lookAlikes?: ReadonlyMap<string, Pick<LookAlikeOf, 'raw'>>,
): ExportRecord[] {
  return rows.map((row) => exportRecordOf(row, network, lookAlikes?.get(row.raw)));
}

/**
 * The record of one row (a caller writing a long list a slice at a time makes each with it); `lookAlike`:
 * what the job found its address looks like, if anything.
 */
export function exportRecordOf(
  row: LookupRow,
  network: ExportNetwork,
  lookAlike?: Pick<LookAlikeOf, 'raw'>,
): ExportRecord {
  const testnet = network === 'testnet';
  const parsed = parseAddress(row.raw);
  if (!parsed.ok) {
    throw new AppError({
      kind: 'invalid-input',
      message: `Cannot export account ${row.index + 1} (“${row.raw}”): ${parsed.message}.`,
    });
  }
  const { raw, forms } = parsed.address;
  const { account, book, token, status } = row;
  const balance = account ? text(account.balance) : null;
  const ton = balance === null ? null : formatNanotons(balance);
  // The indexer writes the master's raw form, but metadata is untrusted: anything else is left out.
  const master = token?.jettonMaster ? parseAddress(token.jettonMaster) : null;
  return {
    input: row.input,
    address: forms[displayFormKey(raw, { testnet, given: row.input, role: roleOfRow(row) })],
    raw,
    bounceable: testnet ? forms.testnetBounceable : forms.bounceable,
    non_bounceable: testnet ? forms.testnetNonBounceable : forms.nonBounceable,
    status,
    balance_nanoton: balance,
    balance_ton: ton?.valid ? ton.text : null,
    extra_currencies: { ...(account?.extra_currencies ?? {}) },
    domain: text(book?.domain),
    interfaces: [...(account?.interfaces ?? book?.interfaces ?? [])],
    token_kind: token?.type === 'unknown' && token.pending ? null : text(token?.type),
    token_name: text(token?.name),
    token_symbol: text(token?.symbol),
    token_decimals: token?.decimals ?? null,
    jetton_balance: text(token?.jettonBalance),
    jetton_master: master?.ok ? master.address.raw : null,
    nft_collection: token?.nftCollection ?? null,
    is_scam: token?.isScam ?? false,
    is_nsfw: token?.isNsfw ?? false,
    metadata_pending: token?.pending ?? false,
    metadata_invalid: token?.invalid ?? false,
    look_alike: tokenLookAlike(token, raw, network)?.message ?? null,
    look_alike_of: lookAlike?.raw ?? null,
    last_transaction_lt: account ? text(account.last_transaction_lt) : null,
    last_transaction_hash: account ? text(account.last_transaction_hash) : null,
    code_hash: text(account?.code_hash),
    data_hash: text(account?.data_hash),
    frozen_hash: text(account?.frozen_hash),
  };
}
