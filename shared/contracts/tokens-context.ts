/**
 * What the steps of a tokens run (shared/contracts/tokens.ts) share: the run's options and usable
 * jettons, the rows written so far, the deriver of the owners' jetton wallets, the balance reads still
 * running — and what each of its emulator requests carries, and how a row is written.
 */
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { RunOptions } from '../tvm/runner';
import type { LockStatus } from './details/jetton-details';
import type { Deriver } from './token-deriver';
import type { JettonInfo, TokenRow, TokenRowStatus, TokensOptions } from './tokens';

/** One tokens run, once its jettons are loaded. */
export interface TokensRun {
  options: TokensOptions;
  /** The jettons the owners are looked up for (those without a problem). */
  usable: JettonInfo[];
  /** The rows written so far, by {@link rowKey}. */
  rows: Map<string, TokenRow>;
  deriver: Deriver;
  /** Balance reads still running: a batch's request slot is freed before its wallets are read. */
  reading: Promise<void>[];
}

/** The run options of a tokens run's emulator calls. */
export const runOptionsOf = (options: TokensOptions): RunOptions =>
  options.signal ? { signal: options.signal } : {};

/** What every emulator request of the run carries: the limits and the user's libraries, when any. */
export function requestExtras(options: TokensOptions): { limits?: GetMethodLimits; libraries?: string[] } {
  return {
    ...(options.methodLimits ? { limits: options.methodLimits } : {}),
    ...(options.libraries && options.libraries.length > 0 ? { libraries: [...options.libraries] } : {}),
  };
}

/** Where the row of an owner × jetton is kept in {@link TokensRun.rows}. */
export const rowKey = (owner: string, master: string) => `${owner}|${master}`;

/** A row, keys in the order of the JSON shape. */
export function tokenRow(
  owner: string,
  jetton: JettonInfo,
  wallet: string | null,
  status: TokenRowStatus,
  balance: string | null,
  error?: string,
  lock?: LockStatus,
): TokenRow {
  return {
    owner,
    jetton: jetton.master,
    jetton_wallet: wallet,
    status,
    balance,
    decimals: jetton.details?.decimals ?? null,
    symbol: jetton.symbol,
    ...(lock !== undefined ? { lock_status: lock } : {}),
    ...(error !== undefined ? { error } : {}),
  };
}
