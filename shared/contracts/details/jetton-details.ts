/**
 * Jetton details from the contracts' own get-methods: a master's `get_jetton_data` (TEP-74: total
 * supply, mintable, admin, content, wallet code), a wallet's `get_wallet_data` (balance, owner, master)
 * and, for the USD₮ stablecoin wallet, `get_status` (its lock bits). Amounts stay exact decimal text;
 * a scaled amount is given only when the decimals are known, with where they came from.
 */
import { masterIdentitySchema } from './master-identity';
import { z } from 'zod';
import { scaled } from '../../format/amounts';
import { readTokenContent, tokenContentSchema, contentDecimals, type TokenContent } from '../token-content';
import { decimalsSourceSchema, rawAddressSchema, type DecimalsSource } from './common';
import type { MethodResults } from './method-results';

/** The decimals of a jetton and their source. */
export interface JettonDecimals {
  decimals: number | null;
  source: DecimalsSource;
}

/** Jetton master details. */
export const jettonMasterDetailsSchema = z.object({
  /** Base units, exact. */
  total_supply: z.string(),
  /** `total_supply` scaled by `decimals`; null when the decimals are unknown. */
  total_supply_scaled: z.string().nullable(),
  decimals: z.number().int().nullable(),
  decimals_source: decimalsSourceSchema,
  mintable: z.boolean(),
  /** Null when the master has no admin (`addr_none`). */
  admin: rawAddressSchema.nullable(),
  /** The stablecoin master's pending admin, when it has `get_next_admin_address`. */
  next_admin: rawAddressSchema.nullable().optional(),
  content: tokenContentSchema,
  /** Hash of the jetton wallet code it hands out (hex). */
  wallet_code_hash: z.string(),
  /** Which jetton it is, on the indexer's network (absent when the inspection was given none). */
  identity: masterIdentitySchema.optional(),
});
export type JettonMasterDetails = z.infer<typeof jettonMasterDetailsSchema>;

/**
 * A stablecoin jetton wallet's lock status (`status:uint4`; the contract defines 0–3: bit 1 outgoing
 * locked, bit 2 incoming locked). Any other answer is not read as a state: `unreadable` says what came.
 */
export const lockStatusSchema = z.union([
  z.object({
    code: z.number().int(),
    outgoing_locked: z.boolean(),
    incoming_locked: z.boolean(),
  }),
  z.object({ unreadable: z.string() }),
]);
export type LockStatus = z.infer<typeof lockStatusSchema>;

/** The lock status a `get_status` answer stands for. */
export function lockStatusOf(status: bigint): LockStatus {
  if (status < 0n || status > 3n)
    return {
      unreadable: `get_status returned ${status.toString().length > 40 ? `a ${status.toString().length}-digit number` : status}, which is not a lock status (the contract defines 0–3)`,
    };
  return {
    code: Number(status),
    outgoing_locked: (status & 1n) !== 0n,
    incoming_locked: (status & 2n) !== 0n,
  };
}

/** The lock a wallet's `get_status` answer stands for; undefined when it did not answer. */
export function decodeLockStatus(results: MethodResults): LockStatus | undefined {
  const status = results.reader('get_status')?.int(0);
  return status === undefined ? undefined : lockStatusOf(status);
}

/** Jetton wallet details. */
export const jettonWalletDetailsSchema = z.object({
  /** Base units, exact. */
  balance: z.string(),
  /** `balance` scaled by the master's decimals; null when they are unknown. */
  balance_scaled: z.string().nullable(),
  decimals: z.number().int().nullable(),
  decimals_source: decimalsSourceSchema,
  owner: rawAddressSchema.nullable(),
  /** The jetton master. */
  jetton: rawAddressSchema.nullable(),
  /** The jetton's symbol, from the master's content or the indexer's metadata. */
  symbol: z.string().nullable().optional(),
  /** Only wallets that have `get_status` (the USD₮ stablecoin contract). */
  lock_status: lockStatusSchema.optional(),
  /**
   * Whether the master's own `get_wallet_address(owner)` names this wallet: true, false (then neither
   * its decimals nor its symbol are taken), null when it could not be asked.
   */
  master_confirms: z.boolean().nullable().optional(),
});
export type JettonWalletDetails = z.infer<typeof jettonWalletDetailsSchema>;

/**
 * The jetton a wallet holds, as known where the wallet is not the account inspected (a multisig order's
 * transfer goes to the multisig's own jetton wallet): its master and where that came from, and the
 * master's decimals and symbol when known.
 */
export const walletJettonSchema = z.object({
  master: rawAddressSchema,
  /** The wallet's own `get_wallet_data` (run by the app), or the indexer's metadata row of the wallet. */
  master_source: z.enum(['wallet_data', 'indexer_metadata']),
  /** The wallet's owner, from the same source as its master; null when it names none. */
  owner: rawAddressSchema.nullable(),
  decimals: z.number().int().nullable(),
  decimals_source: decimalsSourceSchema,
  symbol: z.string().nullable(),
  /**
   * The well-known jetton whose name its master takes without being that jetton's master (the master's
   * identity, master-identity.ts), or null; absent when the inspection was given no network.
   */
  look_alike: masterIdentitySchema.shape.look_alike.optional(),
});
export type WalletJetton = z.infer<typeof walletJettonSchema>;

/** Methods a master is asked. */
export const JETTON_MASTER_METHODS = ['get_jetton_data', 'get_next_admin_address'] as const;
/** Methods a jetton wallet is asked. */
export const JETTON_WALLET_METHODS = ['get_wallet_data', 'get_status'] as const;

/** Decimals from a master's content (on-chain field, or TEP-64's default for on-chain content without one). */
export function decimalsFromContent(content: TokenContent): JettonDecimals | null {
  const onchain = contentDecimals(content);
  if (onchain !== null) return { decimals: onchain, source: 'master_content' };
  if (content.layout === 'onchain') return { decimals: 9, source: 'tep64_default' };
  return null;
}

/**
 * Decodes a master. `indexerDecimals` is what the indexer's metadata says (used only when the content
 * itself does not say: off-chain content keeps its decimals in the JSON the indexer fetched).
 */
export function decodeJettonMaster(
  results: MethodResults,
  indexerDecimals: number | null,
): JettonMasterDetails | null {
  const reader = results.reader('get_jetton_data', 5);
  if (!reader) return null;
  const totalSupply = reader.int(0);
  const content = readTokenContent(reader.cell(3));
  const decimals =
    decimalsFromContent(content) ??
    (indexerDecimals !== null
      ? { decimals: indexerDecimals, source: 'indexer_metadata' as const }
      : { decimals: null, source: 'unknown' as const });
  const next = results.reader('get_next_admin_address');
  return {
    total_supply: totalSupply.toString(),
    total_supply_scaled: scaled(totalSupply, decimals.decimals),
    decimals: decimals.decimals,
    decimals_source: decimals.source,
    mintable: reader.int(1) !== 0n,
    admin: reader.address(2),
    ...(next ? { next_admin: next.address(0) } : {}),
    content,
    wallet_code_hash: reader.cell(4).hash().toString('hex'),
  };
}

/** The part of a jetton wallet's answer that does not need the master: balance, owner, master. */
export function decodeJettonWalletData(
  results: MethodResults,
): { balance: bigint; owner: string | null; jetton: string | null } | null {
  const reader = results.reader('get_wallet_data', 3);
  if (!reader) return null;
  return { balance: reader.int(0), owner: reader.address(1), jetton: reader.address(2) };
}

/** Decodes a jetton wallet, with the master's decimals (and symbol) as found. */
export function decodeJettonWallet(
  results: MethodResults,
  decimals: JettonDecimals,
  symbol: string | null,
): JettonWalletDetails | null {
  const data = decodeJettonWalletData(results);
  if (!data) return null;
  const lock = decodeLockStatus(results);
  return {
    balance: data.balance.toString(),
    balance_scaled: scaled(data.balance, decimals.decimals),
    decimals: decimals.decimals,
    decimals_source: decimals.source,
    owner: data.owner,
    jetton: data.jetton,
    symbol,
    ...(lock ? { lock_status: lock } : {}),
  };
}
