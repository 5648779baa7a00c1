/**
 * What the indexer's metadata says about an account, reduced to what a row and an export show: token
 * kind, name, symbol, decimals and flags. A jetton wallet has no name of its own: it takes its jetton
 * master's, found through the wallet's `extra.jetton` (the master's entry is in the same `metadata`
 * map, docs/indexer-api.md §4.4.4). One reading for the results table, the detail view and shared/export.
 */
import type { MetadataMap, TokenInfo } from '../api/account-states';
import { normalizeAddress } from '../address/address-codec';
import { formatTokenAmount, usableDecimals } from './amounts';
import { metadataState, type MetadataState } from './metadata-state';

/** An account's token information. */
export interface TokenSummary {
  /** `jetton_wallets`, `jetton_masters`, `nft_items`, `nft_collections`, or whatever the indexer wrote. */
  readonly type: string;
  readonly name?: string;
  readonly symbol?: string;
  /**
   * The jetton's decimals as the metadata gives them (the master's own for a master, the master's for a
   * wallet), when they are an integer 0…255 (TEP-64 stores a uint8). Absent otherwise.
   */
  readonly decimals?: number;
  /** For a jetton wallet: the raw address of its master. */
  readonly jettonMaster?: string;
  /** For a jetton wallet: its balance in token units, exact (the master's decimals; 9 when it has none, TEP-64). */
  readonly jettonBalance?: string;
  /**
   * For an NFT item: the raw address of its collection, when the metadata names it
   * (`extra.collection_address`; ton-index-go does not send it today, other indexers may).
   */
  readonly nftCollection?: string;
  /** Any entry (own or master's) is flagged as scam / NSFW by the indexer. */
  readonly isScam: boolean;
  readonly isNsfw: boolean;
  /** Metadata not fetched yet by the indexer (`is_indexed: false`). */
  readonly pending: boolean;
  /** An entry (own or master's) says `valid: false`: the indexer could not read the token's metadata. */
  readonly invalid: boolean;
}

/** A string from `extra` (unknown shape), or undefined. */
function extraString(info: TokenInfo | undefined, key: string): string | undefined {
  const value = info?.extra?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** `extra.decimals` (text, as the indexer sends it, or a number) when it is an integer 0…255. */
function extraDecimals(info: TokenInfo | undefined): number | undefined {
  // formatTokenAmount's rule for usable decimals (amounts.ts), not restated.
  return usableDecimals(info?.extra?.['decimals']) ?? undefined;
}

/** The first token_info of an address, if any. */
function firstToken(metadata: MetadataMap, raw: string): TokenInfo | undefined {
  return metadata.get(raw)?.token_info[0];
}

/** Human label of a token type. */
export function tokenTypeLabel(type: string): string {
  switch (type) {
    case 'jetton_wallets':
      return 'jetton wallet';
    case 'jetton_masters':
      return 'jetton';
    case 'nft_items':
      return 'NFT item';
    case 'nft_collections':
      return 'NFT collection';
    default:
      return type;
  }
}

/**
 * The token summary of `raw`, or null when the metadata has nothing for it. An entry the indexer has
 * not fetched yet (`is_indexed: false`, usually with no token_info) is summarised as pending, type
 * `unknown`, so the table and exports say so instead of showing nothing.
 */
export function tokenSummary(metadata: MetadataMap, raw: string): TokenSummary | null {
  const entry = metadata.get(raw);
  const own = entry?.token_info[0];
  const state = metadataState(metadata, raw);
  if (!entry || !state) return null;
  if (!own) return state.pending ? withFlags({ type: 'unknown' }, state) : null;
  const type = own.type ?? 'unknown';
  // Made field by field, in the order every summary has: one object a row, not one per optional field.
  const summary: Partial<Mutable<TokenSummary>> = { type };
  if (type === 'jetton_wallets') {
    const master = extraString(own, 'jetton');
    const masterInfo = master ? firstToken(metadata, master) : undefined;
    const balance = extraString(own, 'balance');
    const amount =
      balance !== undefined ? formatTokenAmount(balance, masterInfo?.extra?.['decimals']) : undefined;
    named(summary, masterInfo, extraDecimals(masterInfo));
    if (master) summary.jettonMaster = master;
    if (amount?.valid) summary.jettonBalance = amount.text;
    return withFlags(summary, state);
  }
  const collectionText = type === 'nft_items' ? extraString(own, 'collection_address') : undefined;
  const collection = collectionText !== undefined ? normalizeAddress(collectionText) : null;
  named(summary, own, type === 'jetton_masters' ? extraDecimals(own) : undefined);
  if (collection !== null) summary.nftCollection = collection;
  return withFlags(summary, state);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Adds the name, symbol (as `info` has them) and decimals a summary shows, each when there is one. */
function named(
  summary: Partial<Mutable<TokenSummary>>,
  info: TokenInfo | undefined,
  decimals: number | undefined,
): void {
  if (info?.name !== undefined) summary.name = info.name;
  if (info?.symbol !== undefined) summary.symbol = info.symbol;
  if (decimals !== undefined) summary.decimals = decimals;
}

/** `summary` with the metadata states as its last fields: the summary complete. */
function withFlags(summary: Partial<Mutable<TokenSummary>>, state: MetadataState): TokenSummary {
  summary.isScam = state.scam;
  summary.isNsfw = state.nsfw;
  summary.pending = state.pending;
  summary.invalid = state.invalid;
  return summary as TokenSummary;
}

/** The metadata states a token summary carries, as its badges show them (metadata-state.ts). */
export function tokenStates(token: TokenSummary): MetadataState {
  return { scam: token.isScam, nsfw: token.isNsfw, invalid: token.invalid, pending: token.pending };
}

/** One-line text of a token summary: `Tether USD (USD₮) · jetton wallet`. */
export function tokenLabel(token: TokenSummary | null): string {
  if (!token) return '';
  const name =
    token.name ?? (token.pending ? 'metadata not indexed yet' : token.invalid ? 'metadata unreadable' : '');
  const symbol = token.symbol ? ` (${token.symbol})` : '';
  if (token.type === 'unknown' && name && !symbol) return name;
  return `${name}${symbol}${name || symbol ? ' · ' : ''}${tokenTypeLabel(token.type)}`;
}
