/**
 * Wallet details from the wallet's own get-methods: seqno, public key, wallet (subwallet) id, v4
 * plugins, v5 extensions and whether signatures are allowed. Old wallets lack some getters (v1r1 has
 * none, v3r2 no `get_subwallet_id`); for a code the code table names exactly, those fields are read
 * from the data cell by that code's own layout and listed in `from_data`, so nothing read that way
 * passes for a get-method's answer.
 */
import { Dictionary, type Cell } from '@ton/core';
import { z } from 'zod';
import type { ContractKind } from '../kinds';
import { jsonInteger } from '../stack-reader';
import { jsonIntegerSchema as jsonInt, rawAddressSchema as rawAddress } from './common';
import type { MethodResults } from './method-results';

/** Wallet details. */
export const walletDetailsSchema = z.object({
  seqno: jsonInt.nullable(),
  /** Ed25519 public key, 64 lower-case hex digits. */
  public_key: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** The wallet (subwallet) id as the contract stores it. */
  wallet_id: jsonInt.nullable(),
  /** Wallet v5 beta: the parts of its 80-bit wallet id. */
  wallet_id_parts: z
    .object({
      network_global_id: z.number().int(),
      workchain: z.number().int(),
      version: z.number().int(),
      subwallet: z.number().int(),
    })
    .optional(),
  /** Wallet v4: installed plugins. */
  plugins: z.array(rawAddress).optional(),
  /** Wallet v5: installed extensions. */
  extensions: z.array(rawAddress).optional(),
  /** Wallet v5: whether the key may still sign (false once an extension turned signatures off). */
  signature_allowed: z.boolean().optional(),
  /** Highload wallet v3: how long a query stays valid (seconds) and when processed queries were last cleaned. */
  timeout: jsonInt.optional(),
  last_clean_time: jsonInt.optional(),
  /** Fields read from the data cell by the code's known layout (the code has no get-method for them). */
  from_data: z.array(z.string()).optional(),
});
export type WalletDetails = z.infer<typeof walletDetailsSchema>;

/** The getters a wallet may have. */
export const WALLET_METHODS = [
  'seqno',
  'get_public_key',
  'get_subwallet_id',
  'get_wallet_id',
  'wallet_id',
  'get_plugin_list',
  'get_extensions',
  'is_signature_allowed',
  'get_is_signature_auth_allowed',
  'get_timeout',
  'get_last_clean_time',
] as const;

/**
 * The getters each known wallet code has (from its source; the indexer's interface table lists the
 * same). Hand-written codes answer an unknown method id with an error of their own rather than 11, so
 * only these are asked; an unnamed wallet gets those of WALLET_METHODS its dictionary holds.
 */
const WALLET_GETTERS: Partial<Record<ContractKind, readonly string[]>> = {
  wallet_v1r1: [],
  wallet_v1r2: ['seqno'],
  wallet_v1r3: ['seqno', 'get_public_key'],
  wallet_v2r1: ['seqno'],
  wallet_v2r2: ['seqno', 'get_public_key'],
  wallet_v3r1: ['seqno'],
  wallet_v3r2: ['seqno', 'get_public_key'],
  wallet_v4r1: ['seqno', 'get_public_key', 'get_subwallet_id', 'get_plugin_list'],
  wallet_v4r2: ['seqno', 'get_public_key', 'get_subwallet_id', 'get_plugin_list'],
  wallet_v5_beta: [
    'seqno',
    'get_wallet_id',
    'get_public_key',
    'get_extensions',
    'get_is_signature_auth_allowed',
  ],
  wallet_v5r1: ['seqno', 'get_subwallet_id', 'get_public_key', 'get_extensions', 'is_signature_allowed'],
  wallet_highload_v1r1: ['seqno'],
  wallet_highload_v1r2: ['seqno', 'get_public_key'],
  wallet_highload_v2: ['get_public_key'],
  wallet_highload_v2r1: [],
  wallet_highload_v2r2: ['get_public_key'],
  wallet_highload_v3: ['get_public_key', 'get_subwallet_id', 'get_timeout', 'get_last_clean_time'],
  wallet_lockup: ['seqno', 'get_public_key', 'wallet_id'],
  wallet_vesting: ['seqno', 'get_public_key', 'get_subwallet_id'],
};

/** The getters to ask a wallet of this kind (null: those of WALLET_METHODS its dictionary has). */
export function walletGetters(kind: ContractKind): readonly string[] | null {
  return WALLET_GETTERS[kind] ?? null;
}

const hex256 = (value: bigint) => (value < 0n ? null : value.toString(16).padStart(64, '0'));

/** Fields the known layouts give: [seqno bits, wallet id bits, key] offsets. */
interface Layout {
  seqno?: [offset: number, bits: number];
  walletId?: [offset: number, bits: number];
  publicKey?: number;
}

/** Data layouts of wallets whose code lacks a getter (their sources: shared/contracts/known-codes.ts). */
const LAYOUTS: Partial<Record<ContractKind, Layout>> = {
  wallet_v1r1: { seqno: [0, 32], publicKey: 32 },
  wallet_v1r2: { seqno: [0, 32], publicKey: 32 },
  wallet_v1r3: { seqno: [0, 32], publicKey: 32 },
  wallet_v2r1: { seqno: [0, 32], publicKey: 32 },
  wallet_v2r2: { seqno: [0, 32], publicKey: 32 },
  wallet_v3r1: { seqno: [0, 32], walletId: [32, 32], publicKey: 64 },
  wallet_v3r2: { seqno: [0, 32], walletId: [32, 32], publicKey: 64 },
  wallet_highload_v1r1: { seqno: [0, 32], walletId: [32, 32], publicKey: 64 },
  wallet_highload_v1r2: { seqno: [0, 32], walletId: [32, 32], publicKey: 64 },
  wallet_highload_v2: { walletId: [0, 32], publicKey: 96 },
  wallet_highload_v2r1: { walletId: [0, 32], publicKey: 96 },
  wallet_highload_v2r2: { walletId: [0, 32], publicKey: 96 },
};

/** Reads `bits` at `offset` of the data cell, or null when it is shorter. */
function dataField(data: Cell | null, offset: number, bits: number): bigint | null {
  if (!data || data.bits.length < offset + bits) return null;
  const slice = data.beginParse();
  slice.skip(offset);
  return slice.loadUintBig(bits);
}

/** v4 `get_plugin_list`: a list of `[wc, hash]` pairs (a lisp list, or a tuple of pairs). */
function pluginList(results: MethodResults): string[] | undefined {
  const stack = results.stack('get_plugin_list');
  if (!stack) return undefined;
  const out: string[] = [];
  const visit = (value: (typeof stack)[number] | undefined, depth: number): void => {
    if (!value || value.type !== 'tuple' || depth > 300) return;
    const [a, b] = value.items;
    if (value.items.length === 2 && a?.type === 'int' && b?.type === 'int') {
      out.push(`${a.value}:${BigInt(b.value).toString(16).padStart(64, '0').toUpperCase()}`);
      return;
    }
    for (const item of value.items) visit(item, depth + 1);
  };
  visit(stack[0], 0);
  return out;
}

/** A dictionary value read as nothing: only the keys matter. */
const KEYS_ONLY = {
  serialize: () => {
    throw new Error('read-only');
  },
  parse: () => true,
};

/** v5 `get_extensions`: keys are address hashes (r1: same workchain as the wallet; beta: hash XOR (wc+1), wc in the value). */
function extensionList(
  results: MethodResults,
  kind: ContractKind,
  walletWorkchain: number,
): string[] | undefined {
  const reader = results.reader('get_extensions');
  if (!reader) return undefined;
  const root = reader.maybeCell(0);
  if (!root) return [];
  const out: string[] = [];
  if (kind === 'wallet_v5_beta') {
    const dict = Dictionary.loadDirect(Dictionary.Keys.BigUint(256), Dictionary.Values.Int(8), root);
    for (const [packed, wc] of dict)
      out.push(`${wc}:${(packed ^ BigInt(wc + 1)).toString(16).padStart(64, '0').toUpperCase()}`);
  } else {
    const dict = Dictionary.loadDirect(Dictionary.Keys.BigUint(256), KEYS_ONLY, root);
    for (const hash of dict.keys())
      out.push(`${walletWorkchain}:${hash.toString(16).padStart(64, '0').toUpperCase()}`);
  }
  return out;
}

/** Decodes wallet details. `data` is the account's data cell (for the layouts above). */
export function decodeWalletDetails(
  kind: ContractKind,
  results: MethodResults,
  data: Cell | null,
  walletWorkchain: number,
): WalletDetails {
  const fromData: string[] = [];
  const layout = LAYOUTS[kind];
  const fallback = (field: string, read: () => bigint | null): bigint | null => {
    const value = read();
    if (value !== null) fromData.push(field);
    return value;
  };

  let seqno = results.reader('seqno')?.int(0) ?? null;
  if (seqno === null && layout?.seqno) seqno = fallback('seqno', () => dataField(data, ...layout.seqno!));

  let publicKey = results.reader('get_public_key')?.int(0) ?? null;
  if (publicKey === null && layout?.publicKey !== undefined)
    publicKey = fallback('public_key', () => dataField(data, layout.publicKey!, 256));

  let walletId =
    results.reader('get_subwallet_id')?.int(0) ??
    results.reader('get_wallet_id')?.int(0) ??
    results.reader('wallet_id')?.int(0) ??
    null;
  if (walletId === null && layout?.walletId)
    walletId = fallback('wallet_id', () => dataField(data, ...layout.walletId!));

  const details: WalletDetails = {
    seqno: seqno === null ? null : jsonInteger(seqno),
    public_key: publicKey === null ? null : hex256(publicKey),
    wallet_id: walletId === null ? null : jsonInteger(walletId),
  };
  if (kind === 'wallet_v5_beta' && walletId !== null) {
    // 80 bits: network_global_id:int32 workchain:int8 version:uint8 subwallet:uint32.
    const signed = (value: bigint, bits: number) => Number(BigInt.asIntN(bits, value));
    details.wallet_id_parts = {
      network_global_id: signed(walletId >> 48n, 32),
      workchain: signed((walletId >> 40n) & 0xffn, 8),
      version: Number((walletId >> 32n) & 0xffn),
      subwallet: Number(walletId & 0xffffffffn),
    };
  }
  const plugins = pluginList(results);
  if (plugins) details.plugins = plugins;
  const extensions = extensionList(results, kind, walletWorkchain);
  if (extensions) details.extensions = extensions;
  const allowed = results.reader('is_signature_allowed') ?? results.reader('get_is_signature_auth_allowed');
  if (allowed) details.signature_allowed = allowed.int(0) !== 0n;
  const timeout = results.reader('get_timeout');
  if (timeout) details.timeout = jsonInteger(timeout.int(0));
  const cleaned = results.reader('get_last_clean_time');
  if (cleaned) details.last_clean_time = jsonInteger(cleaned.int(0));
  if (fromData.length > 0) details.from_data = fromData;
  return details;
}
