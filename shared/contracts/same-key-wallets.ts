/**
 * The other wallets of the same public key: the addresses the standard wallets v3r2, v4r2 and v5r1 have
 * for a key, each with its default wallet id — derived here from the real wallet code and the initial
 * data each version starts with, so "my funds vanished after the app moved me to W5" has an answer
 * without asking anyone: look the siblings up and the coins are in one of them.
 *
 * The address of a contract is the hash of its initial state (code + data): a wallet's initial data is
 * its seqno (0), its wallet id and the key, so one key gives one address per version and wallet id.
 * Default wallet ids: v3 and v4 use 698983191 + workchain; v5r1 uses the network's global id XOR its
 * client context (workchain, version 0, subwallet 0) — 2147483409 on mainnet's basechain.
 */
import { Cell, beginCell, contractAddress, type Builder } from '@ton/core';
import { addressForms } from '../address/address-codec';
import type { KindSource } from './kinds';
import { STANDARD_WALLET_CODES, type StandardWalletVersion } from './wallet-codes';

/** The network's global id: -239 mainnet, -3 testnet. */
export const NETWORK_GLOBAL_ID = { mainnet: -239, testnet: -3 } as const;

/** The default subwallet id of wallets v3 and v4 (plus the workchain). */
export const DEFAULT_SUBWALLET_ID = 698_983_191;

/** One derived wallet of a key. */
export interface SameKeyWallet {
  readonly version: StandardWalletVersion;
  /** Its default wallet id. */
  readonly walletId: number;
  /** `wc:UPPERHEX`. */
  readonly raw: string;
}

/** Whether a wallet's public key may stand for its owner's, and why not. */
export type KeyTrust = { readonly verified: true } | { readonly verified: false; readonly why: string };

/** Why a key from code named otherwise than by its hash proves nothing, by how the code was named. */
const UNVERIFIED_WHY: Record<Exclude<KindSource, 'code_hash'>, string> = {
  interfaces:
    'the indexer calls it a wallet, but the app does not know this code (its hash is in no table the app carries)',
  get_methods: 'it answers like a wallet (get_public_key), but the app does not know this code',
  unknown: 'the app cannot name this code',
};

/**
 * Whether the key an account's code returned is a wallet's own: only code the app names by its hash
 * (a known wallet, directly or as a library cell) keeps the key it signs with where the app reads it.
 * Code named by the indexer's interfaces or by the methods it answers can return any key — a stranger's,
 * whose wallets then pass for its owner's ("same key" as proof of ownership) — so its key is a claim.
 */
export function keyTrust(kindSource: KindSource): KeyTrust {
  return kindSource === 'code_hash'
    ? { verified: true }
    : { verified: false, why: UNVERIFIED_WHY[kindSource] };
}

/** What to derive for. */
export interface SameKeyOptions {
  /** The workchain of the wallets (that of the wallet the key was read from). Default 0. */
  readonly workchain?: 0 | -1;
  readonly network: 'mainnet' | 'testnet';
}

const codes = new Map<StandardWalletVersion, Cell>();
const codeOf = (version: StandardWalletVersion): Cell => {
  let cell = codes.get(version);
  if (!cell) {
    cell = Cell.fromBase64(STANDARD_WALLET_CODES[version]);
    codes.set(version, cell);
  }
  return cell;
};

/** The v5r1 default wallet id: global id XOR the client context (1, workchain int8, version 0, subwallet 0). */
export function defaultV5r1WalletId(network: 'mainnet' | 'testnet', workchain: 0 | -1 = 0): number {
  const context = (1 << 31) | ((workchain & 0xff) << 23) | 0;
  return NETWORK_GLOBAL_ID[network] ^ context;
}

/** The initial data of `version` for `key` (a 256-bit integer) and `walletId`. */
function initialData(version: StandardWalletVersion, key: bigint, walletId: number): Cell {
  const b: Builder = beginCell();
  if (version === 'wallet_v5r1') {
    // is_signature_allowed, seqno, wallet_id (int32), public key, extensions (empty dict).
    return b.storeBit(1).storeUint(0, 32).storeInt(walletId, 32).storeUint(key, 256).storeBit(0).endCell();
  }
  b.storeUint(0, 32).storeUint(walletId, 32).storeUint(key, 256);
  // v4 adds its plugins dictionary, empty.
  if (version === 'wallet_v4r2') b.storeBit(0);
  return b.endCell();
}

/**
 * The v3r2, v4r2 and v5r1 wallets of `publicKeyHex` (64 hex digits), with their default wallet ids.
 * Throws a plain Error for a key that is not 64 hex digits.
 */
export function sameKeyWallets(publicKeyHex: string, options: SameKeyOptions): SameKeyWallet[] {
  if (!/^[0-9a-fA-F]{64}$/.test(publicKeyHex)) throw new Error('a public key is 64 hex digits');
  const key = BigInt(`0x${publicKeyHex}`);
  const workchain = options.workchain ?? 0;
  const ids: Record<StandardWalletVersion, number> = {
    wallet_v3r2: DEFAULT_SUBWALLET_ID + workchain,
    wallet_v4r2: DEFAULT_SUBWALLET_ID + workchain,
    wallet_v5r1: defaultV5r1WalletId(options.network, workchain),
  };
  return (Object.keys(ids) as StandardWalletVersion[]).map((version) => {
    const walletId = ids[version];
    const address = contractAddress(workchain, {
      code: codeOf(version),
      data: initialData(version, key, walletId),
    });
    return { version, walletId, raw: addressForms(address.toRawString()).raw };
  });
}
