/**
 * `GET /api/v3/accountStates` (docs/indexer-api.md §4): parameter decoding with the Go server's exact
 * acceptance rules and error texts (§2, §4.1, §4.5), and the response built from `IndexData` the way
 * ton-index-go builds it (§4.3–§4.4).
 */
import type { AccountState, AddressBookEntry, MetadataEntry, TokenInfo } from '../shared/api/account-states';
import { parseAccountAddress } from './address-codec';
import { goJson } from './go-json';
import { accountFriendly, accountInterfaces, accountMethods, addressBookInterfaces } from './index-data';
import type { AccountRecord, IndexData } from './index-data';
import { BracketError, fiberQueryData } from './query-string';
import type { QueryPair } from './query-string';
import { SeededRandom } from './seeded-random';

/** The SQL's hard `limit 1000` (§4.3, [S15] `e7020902`). */
export const MAX_ROWS = 1000;

/** Decoded accountStates parameters. */
export interface AccountStatesParams {
  /** Normalised raw addresses in request order; `''` for an empty value (ZeroEmpty, §2.7). */
  addresses: string[];
  /** `include_boc`, default true (§4.1). */
  includeBoc: boolean;
  /** Hidden `code_hash` filter, standard Base64; `''` for empty values (§4.1). */
  codeHashes: string[];
  /** Servers before v1.2.2 only: the hidden `limit` and `offset` over the result rows (§4.1). */
  page?: { limit: number; offset: number };
}

/** How a server before v1.2.2 reads `limit`/`offset` (§4.1): its default limit; at most 1000. */
export interface LegacyLimit {
  defaultLimit: number;
}

/** Most rows a pre-v1.2.2 server lets `limit` ask for (`limit is not allowed: N > 1000`, §4.5). */
const LEGACY_MAX_LIMIT = 1000;

/** A whole number the way gorilla/schema converts an int (optional sign, decimal digits). */
const GO_INT = /^[+-]?\d+$/;

/** A failed decode: HTTP status and the `error` text. */
export interface ParamError {
  status: number;
  message: string;
}

/** gorilla/schema `convertBool` as fiber vendors it (§2.6): `on` plus Go `strconv.ParseBool`. */
const BOOL_VALUES: ReadonlyMap<string, boolean> = new Map([
  ['on', true],
  ...['1', 't', 'T', 'TRUE', 'true', 'True'].map((v): [string, boolean] => [v, true]),
  ...['0', 'f', 'F', 'FALSE', 'false', 'False'].map((v): [string, boolean] => [v, false]),
]);

const HEX_64 = /^[0-9A-Fa-f]{64}$/;
const STD_B64_44 = /^[A-Za-z0-9+/]{42}(?:[A-Za-z0-9+/]=|==|[A-Za-z0-9+/]{2})$/;
const URL_B64_44 = /^[A-Za-z0-9_-]{42}(?:[A-Za-z0-9_-]=|==|[A-Za-z0-9_-]{2})$/;

/** ton-index-go `HashConverter` ([S3]): 64 hex (optionally `0x`), or 44 chars of Base64/Base64url → standard Base64. */
export function parseHash(value: string): string | null {
  const hex = value.length === 66 && value.startsWith('0x') ? value.slice(2) : value;
  if (hex.length === 64) return HEX_64.test(hex) ? Buffer.from(hex, 'hex').toString('base64') : null;
  if (value.length === 44) {
    if (STD_B64_44.test(value)) return Buffer.from(value, 'base64').toString('base64');
    if (URL_B64_44.test(value)) return Buffer.from(value, 'base64url').toString('base64');
  }
  return null;
}

/**
 * gorilla/schema's slice decoding (§2.2, §2.7, §2.9): empty → zero value; a value that fails as a whole
 * but contains commas is split and each piece converted; a failure reports the index of the whole value.
 */
function decodeList(
  values: readonly string[],
  convert: (v: string) => string | null,
  key: string,
): string[] | string {
  const out: string[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index]!;
    if (value === '') {
      out.push('');
      continue;
    }
    const whole = convert(value);
    if (whole !== null) {
      out.push(whole);
      continue;
    }
    if (!value.includes(',')) return `schema: error converting value for index ${index} of "${key}"`;
    for (const piece of value.split(',')) {
      if (piece === '') {
        out.push('');
        continue;
      }
      const converted = convert(piece);
      if (converted === null) return `schema: error converting value for index ${index} of "${key}"`;
      out.push(converted);
    }
  }
  return out;
}

/**
 * Decodes the query like fiber's `QueryParser` + the handler's checks (§2, §4.1, §4.5). Parameter names
 * match case-insensitively (gorilla/schema `EqualFold`); unknown ones are ignored.
 */
export function decodeAccountStatesParams(
  pairs: readonly QueryPair[],
  legacy?: LegacyLimit,
): AccountStatesParams | ParamError {
  let data: Map<string, string[]>;
  try {
    data = fiberQueryData(pairs);
  } catch (error) {
    if (error instanceof BracketError) return { status: 422, message: error.message };
    throw error;
  }
  const errors: string[] = [];
  const addresses: string[] = [];
  const codeHashes: string[] = [];
  let includeBoc: boolean | undefined;
  const page = legacy ? { limit: legacy.defaultLimit, offset: 0 } : undefined;
  for (const [key, values] of data) {
    const field = key.toLowerCase();
    if (field === 'address') {
      const decoded = decodeList(values, parseAccountAddress, key);
      if (typeof decoded === 'string') errors.push(decoded);
      else addresses.push(...decoded);
    } else if (field === 'code_hash') {
      const decoded = decodeList(values, parseHash, key);
      if (typeof decoded === 'string') errors.push(decoded);
      else codeHashes.push(...decoded);
    } else if (field === 'include_boc') {
      // Scalars: the last value wins (§2.5); empty means false (ZeroEmpty, §2.6).
      const last = values[values.length - 1]!;
      const parsed = last === '' ? false : BOOL_VALUES.get(last);
      if (parsed === undefined) errors.push(`schema: error converting value for "${key}"`);
      else includeBoc = parsed;
    } else if (page && (field === 'limit' || field === 'offset')) {
      const last = values[values.length - 1]!;
      if (last === '') continue;
      if (!GO_INT.test(last)) errors.push(`schema: error converting value for "${key}"`);
      else page[field as 'limit' | 'offset'] = Number(last);
    }
  }
  if (errors.length > 0) {
    // gorilla's MultiError prints the first error and counts the rest.
    const more = errors.length - 1;
    const suffix = more === 0 ? '' : more === 1 ? ' (and 1 other error)' : ` (and ${more} other errors)`;
    return { status: 422, message: `failed to decode: ${errors[0]}${suffix}` };
  }
  if (addresses.length === 0) return { status: 422, message: 'address of account is required' };
  if (page && page.limit > LEGACY_MAX_LIMIT)
    return { status: 422, message: `limit is not allowed: ${page.limit} > ${LEGACY_MAX_LIMIT}` };
  return { addresses, includeBoc: includeBoc ?? true, codeHashes, ...(page ? { page } : {}) };
}

/** Per-request settings read from `X-No-Address-Book` / `X-No-Metadata` or their query twins (§1). */
export interface ResponseSettings {
  testnet: boolean;
  noAddressBook: boolean;
  noMetadata: boolean;
  /** Seeds this response's row order. */
  shuffleSeed: string | number;
}

/**
 * The rows the SQL would return (§4.3, [S6]): filter by the non-empty addresses (none left → unfiltered,
 * the §2.7 quirk) and code hashes, duplicates collapsed, unknown addresses absent, arbitrary order,
 * at most `MAX_ROWS` — or, on a server before v1.2.2, the `limit`/`offset` page of them.
 */
export function selectAccounts(
  data: IndexData,
  params: AccountStatesParams,
  shuffleSeed: string | number,
): AccountRecord[] {
  const wanted = [...new Set(params.addresses.filter((a) => a !== ''))];
  const hashes = new Set(params.codeHashes.filter((h) => h !== ''));
  let rows: AccountRecord[] =
    wanted.length > 0 ? wanted.map((raw) => data.get(raw)).filter((r) => r !== undefined) : [...data.list];
  if (hashes.size > 0) rows = rows.filter((r) => r.code !== undefined && hashes.has(r.code.hash));
  const shuffled = new SeededRandom('shuffle', shuffleSeed).shuffle(rows);
  // Servers before v1.2.2: `limit N offset M` over the rows, N defaulting to 100 (§4.1).
  if (params.page) return shuffled.slice(params.page.offset, params.page.offset + params.page.limit);
  return shuffled.slice(0, MAX_ROWS);
}

/** One `accounts[]` item in `AccountStateFull` field order, with its omitempty rules (§4.4.1–4.4.2). */
export function accountJson(record: AccountRecord, includeBoc: boolean): AccountState {
  return {
    address: record.raw,
    account_state_hash: record.accountStateHash,
    balance: record.balance,
    extra_currencies: { ...record.extraCurrencies },
    status: record.status,
    frozen_hash: record.status === 'frozen' ? record.frozenHash : undefined,
    last_transaction_hash: record.lastTransactionHash,
    last_transaction_lt: record.lastTransactionLt,
    data_hash: record.data?.hash,
    code_hash: record.code?.hash,
    data_boc: includeBoc ? record.data?.boc : undefined,
    code_boc: includeBoc ? record.code?.boc : undefined,
    contract_methods: accountMethods(record),
    interfaces: accountInterfaces(record),
  };
}

/** An address-book entry (`AddressBookRow`: user_friendly, domain, interfaces; §4.4.3). */
export function addressBookJson(record: AccountRecord, testnet: boolean): AddressBookEntry {
  return {
    user_friendly: accountFriendly(record, testnet),
    domain: record.domain ?? null,
    interfaces: addressBookInterfaces(record),
  };
}

/** `TokenInfo` in its Go field order (valid, type, name, symbol, description, image, nft_index, is_nsfw, is_scam, extra). */
function tokenInfoJson(row: TokenInfo): TokenInfo {
  return {
    valid: row.valid,
    type: row.type,
    name: row.name,
    symbol: row.symbol,
    description: row.description,
    image: row.image,
    nft_index: row.nft_index,
    is_nsfw: row.is_nsfw,
    is_scam: row.is_scam,
    extra: row.extra,
  };
}

/**
 * `QueryMetadataImpl` ([S7], §4.4.4): jetton-wallet entries first, which also pull in their jetton
 * masters even when those were not returned; then masters, NFT items and collections.
 */
export function metadataJson(data: IndexData, raws: readonly string[]): Record<string, MetadataEntry> {
  const infos = new Map<string, TokenInfo[]>();
  const lookup = [...raws];
  for (const raw of raws) {
    const wallet = data.jettonWallets.get(raw);
    if (!wallet) continue;
    infos.set(raw, [
      {
        valid: true,
        type: 'jetton_wallets',
        extra: { balance: wallet.balance, jetton: wallet.jetton, owner: wallet.owner },
      },
    ]);
    lookup.push(wallet.jetton);
  }
  for (const raw of new Set(lookup)) {
    const rows = data.tokens.get(raw);
    if (!rows) continue;
    const list = infos.get(raw) ?? [];
    list.push(...rows.map(tokenInfoJson));
    infos.set(raw, list);
  }
  const metadata: Record<string, MetadataEntry> = {};
  for (const [raw, tokenInfo] of infos) metadata[raw] = { is_indexed: true, token_info: tokenInfo };
  return metadata;
}

/** The full response body, `{accounts, address_book, metadata}` in that order (§4.4), as Go writes it. */
export function accountStatesBody(
  data: IndexData,
  params: AccountStatesParams,
  settings: ResponseSettings,
): string {
  const rows = selectAccounts(data, params, settings.shuffleSeed);
  const addressBook: Record<string, AddressBookEntry> = {};
  if (!settings.noAddressBook)
    for (const r of rows) addressBook[r.raw] = addressBookJson(r, settings.testnet);
  const metadata = settings.noMetadata
    ? {}
    : metadataJson(
        data,
        rows.map((r) => r.raw),
      );
  return goJson({
    accounts: rows.map((r) => accountJson(r, params.includeBoc)),
    address_book: addressBook,
    metadata,
  });
}
