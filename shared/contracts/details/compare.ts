/**
 * Where the indexer's metadata states a fact the contract's own answer also gives — a jetton wallet's
 * balance, owner and master (`token_info[].extra`), a master's decimals, name and symbol when its
 * content is on-chain, an NFT item's index — the two are compared, and a difference becomes a mismatch
 * record the UI shows loudly and `inspect --json` lists. The indexer may lag or be wrong; the
 * contract's answer is what its code says on the indexed data.
 */
import { z } from 'zod';
import { normalizeAddress } from '../../address/address-codec';
import type { Metadata, TokenInfo } from '../../api/account-states';
import type { JettonMasterDetails, JettonWalletDetails } from './jetton-details';
import type { NftItemDetails } from './nft-details';

/** One difference. */
export const mismatchSchema = z.object({
  /** The detail field, e.g. `balance`. */
  field: z.string(),
  /** What the contract's own get-method says. */
  contract: z.string().nullable(),
  /** What the indexer's metadata says. */
  indexer: z.string().nullable(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

/** The account's own token row of a type. */
function ownToken(metadata: Metadata, raw: string, type: string): TokenInfo | undefined {
  return metadata[raw]?.token_info.find((t) => t.type === type);
}

/** `extra[key]` as text (numbers and text only). */
function extraText(token: TokenInfo | undefined, key: string): string | undefined {
  const value = token?.extra?.[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** An address the indexer wrote, in raw form (any form it used), or the text itself when unreadable. */
function rawOrText(text: string): string {
  return normalizeAddress(text) ?? text;
}

/** Compares a jetton wallet's answer with `token_info[].extra` (type `jetton_wallets`). */
export function compareJettonWallet(
  raw: string,
  details: JettonWalletDetails,
  metadata: Metadata,
): Mismatch[] {
  const token = ownToken(metadata, raw, 'jetton_wallets');
  if (!token) return [];
  const out: Mismatch[] = [];
  const balance = extraText(token, 'balance');
  if (balance !== undefined && balance !== details.balance)
    out.push({ field: 'balance', contract: details.balance, indexer: balance });
  const owner = extraText(token, 'owner');
  if (owner !== undefined && rawOrText(owner) !== details.owner)
    out.push({ field: 'owner', contract: details.owner, indexer: rawOrText(owner) });
  const jetton = extraText(token, 'jetton');
  if (jetton !== undefined && rawOrText(jetton) !== details.jetton)
    out.push({ field: 'jetton', contract: details.jetton, indexer: rawOrText(jetton) });
  return out;
}

/** Compares a master's on-chain content with its metadata row (type `jetton_masters`). */
export function compareJettonMaster(
  raw: string,
  details: JettonMasterDetails,
  metadata: Metadata,
): Mismatch[] {
  const token = ownToken(metadata, raw, 'jetton_masters');
  if (!token || (details.content.layout !== 'onchain' && details.content.layout !== 'semichain')) return [];
  const out: Mismatch[] = [];
  const fields = details.content.fields;
  const decimals = extraText(token, 'decimals');
  if (
    decimals !== undefined &&
    details.decimals_source === 'master_content' &&
    decimals !== String(details.decimals)
  ) {
    out.push({ field: 'decimals', contract: String(details.decimals), indexer: decimals });
  }
  for (const key of ['name', 'symbol'] as const) {
    const theirs = token[key];
    if (fields[key] !== undefined && theirs !== undefined && theirs !== fields[key])
      out.push({ field: key, contract: fields[key], indexer: theirs });
  }
  return out;
}

/** Compares an NFT item's index with `nft_index` (type `nft_items`). */
export function compareNftItem(raw: string, details: NftItemDetails, metadata: Metadata): Mismatch[] {
  const token = ownToken(metadata, raw, 'nft_items');
  if (token?.nft_index === undefined || token.nft_index === String(details.index)) return [];
  return [{ field: 'index', contract: String(details.index), indexer: token.nft_index }];
}
