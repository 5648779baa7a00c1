/**
 * The stand-in's "database": the rows ton-index-go would read from `latest_account_states`,
 * `contract_methods`, `dns_entries`, `jetton_wallets`, `jetton_masters`, `nft_items`, `nft_collections`
 * and `address_metadata` (docs/indexer-api.md §4.3–4.4). Responses are built from these rows by
 * account-states.ts exactly as the Go handlers build them.
 */
import type { TokenInfo } from '../shared/api/account-states';
import { friendlyAddress } from './address-codec';
import type { CodeInfo } from './contract-codes';

/** The four values of the Postgres enum `account_status_type` (§4.4.2). */
export type AccountStatus = 'active' | 'uninit' | 'frozen' | 'nonexist';

/** A data cell as stored by the worker. */
export interface DataInfo {
  /** Standard Base64 BoC. */
  boc: string;
  /** Standard Base64 of `Cell.hash()`. */
  hash: string;
}

/** One row of `latest_account_states` (joined with `contract_methods` through `code`). */
export interface AccountRecord {
  /** Normalised raw address `wc:HEX` (§4.2). */
  raw: string;
  status: AccountStatus;
  /** Nanotons, decimal text (exact, may exceed 2^53). */
  balance: string;
  /** Currency id → amount, both decimal text. */
  extraCurrencies: Record<string, string>;
  accountStateHash: string;
  /** Only for frozen accounts. */
  frozenHash?: string;
  lastTransactionHash: string | null;
  lastTransactionLt: string | null;
  code?: CodeInfo;
  data?: DataInfo;
  /** Shortest `.ton`/`.t.me` name pointing back at this account (`dns_entries`), if any. */
  domain?: string;
  /** The stable sample label, for sample accounts. */
  label?: string;
  /** Memoised address-book forms (mainnet / testnet). */
  friendly?: { mainnet?: string; testnet?: string };
}

/** One row of `jetton_wallets` (§4.4.4). */
export interface JettonWalletRow {
  /** Jetton balance in the jetton's base units, decimal text. */
  balance: string;
  /** Raw address of the jetton master. */
  jetton: string;
  /** Raw address of the owner. */
  owner: string;
}

/** A metadata-bearing row (`jetton_masters`/`nft_items`/`nft_collections` joined with `address_metadata`). */
export type TokenRow = TokenInfo & { type: 'jetton_masters' | 'nft_items' | 'nft_collections' };

/** A sample account other tests refer to by label. */
export interface SampleAccount {
  label: string;
  /** Raw form as the server prints it: `wc:HEX`. */
  raw: string;
  status: AccountStatus;
  /** The `user_friendly` form the server's address book gives on mainnet. */
  friendly: string;
  /** The same on a testnet deployment (`network: 'testnet'`). */
  friendlyTestnet: string;
  /** The account's `interfaces` field as served. */
  interfaces: string[] | null;
  /** The `.ton` domain in its address-book entry, if any. */
  domain?: string;
  /** One line saying what makes this account interesting. */
  note: string;
}

/** The in-memory index one server serves. Tests may read it, or add/modify rows between requests. */
export class IndexData {
  /** Every account by raw address. */
  readonly accounts = new Map<string, AccountRecord>();
  /** The same accounts in insertion order (the "arbitrary" order of an unfiltered query, §2.7). */
  readonly list: AccountRecord[] = [];
  /** `jetton_wallets` by raw wallet address. */
  readonly jettonWallets = new Map<string, JettonWalletRow>();
  /** Token rows (masters, NFT items, collections) by raw address. */
  readonly tokens = new Map<string, TokenRow[]>();
  /** The labelled sample accounts, in a stable order. */
  readonly samples: SampleAccount[] = [];
  /** Valid addresses (raw) guaranteed not to be in this index. */
  readonly notIndexed: string[] = [];

  /** Adds or replaces an account. */
  put(record: AccountRecord): void {
    const existing = this.accounts.get(record.raw);
    if (existing) this.list[this.list.indexOf(existing)] = record;
    else this.list.push(record);
    this.accounts.set(record.raw, record);
  }

  /** The account with this raw address (`wc:HEX`, upper case), if indexed. */
  get(raw: string): AccountRecord | undefined {
    return this.accounts.get(raw);
  }

  /** Number of indexed accounts. */
  get size(): number {
    return this.list.length;
  }

  /** The sample account with this label; throws for an unknown label so typos fail loudly. */
  sample(label: string): SampleAccount {
    const found = this.samples.find((s) => s.label === label);
    if (!found) throw new Error(`no sample account labelled "${label}"`);
    return found;
  }
}

/**
 * The address-book form of an account (§4.4.3, [S3] `GetAccountAddressFriendly`): non-bounceable when it
 * has no code or a known wallet code, bounceable otherwise; testnet flag on testnet. Memoised per row.
 */
export function accountFriendly(record: AccountRecord, testnet: boolean): string {
  const key = testnet ? 'testnet' : 'mainnet';
  const memo = (record.friendly ??= {});
  const cached = memo[key];
  if (cached) return cached;
  const bounceable = record.code !== undefined && !record.code.isWallet;
  const text = friendlyAddress(record.raw, { bounceable, testnet });
  memo[key] = text;
  return text;
}

/** `interfaces` of the account itself (`MarkAccountStates`): detection result, `[]` without code. */
export function accountInterfaces(record: AccountRecord): string[] | null {
  return record.code ? record.code.interfaces : [];
}

/** `contract_methods`: the code's method ids, `null` without code or without a method dictionary. */
export function accountMethods(record: AccountRecord): number[] | null {
  return record.code ? record.code.methods : null;
}

/**
 * `interfaces` in the address book ([S7] `QueryAddressBookImpl`): `null` when the row has neither a
 * code hash nor methods (the Go slice stays nil), else the same detection as for the account.
 */
export function addressBookInterfaces(record: AccountRecord): string[] | null {
  return record.code ? record.code.interfaces : null;
}
