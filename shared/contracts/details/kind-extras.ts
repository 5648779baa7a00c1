/**
 * Details beyond a kind's family (wallet, jetton, NFT): what a multisig, a staking pool, a vesting
 * wallet, a 2FA guard, a subscription or a domain says through its own get-methods. Each kind lists the
 * methods it is asked (with arguments where a method takes the time) and decodes their answers into one
 * object kept under its own key of the details, so these fields never mix with a family's.
 */
import type { Cell } from '@ton/core';
import type { ContractKind } from '../kinds';
import type { StackArgument } from '../../tvm/stack-schema';
import type { WalletJetton } from './jetton-details';
import type { MethodResults } from './method-results';

/** What a decoder knows besides the answers. */
export interface ExtraContext {
  /** `now()` the methods ran at: the last indexed block's time. */
  unixTime: number;
  /** The account's balance in nanotons (what its code sees as its balance). */
  balance: bigint;
  /** The account's data cell, for fields a code keeps without a getter. */
  data: Cell | null;
  /** The code that runs (a library cell's library), for what a code names (a multisig's order code). */
  code: Cell | null;
  /** The account's own raw address (a v4 sale's jetton wallet must be owned by it). */
  address?: string;
  /** The jetton a wallet other than this account holds, when the inspection learnt it; null otherwise. */
  jettonOfWallet?: (raw: string) => WalletJetton | null;
  /**
   * Whether an account another one names (a jetton wallet) is deployed, as the indexer says: false when
   * it is not active or not in the index; null when it was not looked up or the lookup failed.
   */
  deployed?: (raw: string) => boolean | null;
}

/** One get-method a kind is asked, with its arguments. */
export interface ExtraCall {
  method: string;
  args?: (context: ExtraContext) => StackArgument[];
}

/** The extra details of one kind. */
export interface KindExtras {
  /** The key its details are kept under (`multisig`, `vesting`, …). */
  readonly key: string;
  readonly calls: readonly ExtraCall[];
  /** Decodes the answers; null when the main method did not answer (its problem is reported anyway). */
  decode(results: MethodResults, context: ExtraContext): Record<string, unknown> | null;
}

/** An integer argument. */
export const intArgument = (value: bigint | number): StackArgument => ({
  type: 'int',
  value: value.toString(),
});

/** `hash` (an unsigned 256-bit integer) as a raw address on `workchain`. */
export function rawFromHash(workchain: number, hash: bigint): string {
  return `${workchain}:${hash.toString(16).padStart(64, '0').toUpperCase()}`;
}

/** The registry, filled by the detail modules (kind-extras-registry.ts). */
export type KindExtrasTable = Partial<Record<ContractKind, KindExtras>>;
