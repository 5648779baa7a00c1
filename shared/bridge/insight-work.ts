/**
 * The heavy half of the insight handlers (insight-handlers.ts), loaded on first use:
 * the inspect and tokens flows of shared/contracts, adapted to the bridge's shapes.
 */
import type { AccountState, Metadata } from '../api/account-states';
import { inspectAccounts, type InspectOptions } from '../contracts/inspect';
import type { InspectedAccount } from '../contracts/inspected-account';
import { tokensOfWallets, type TokensOptions } from '../contracts/tokens';
import type { TokensJetton } from './api/insight-api';
import type { TokenRow } from '../contracts/tokens';

/** Inspects states the renderer holds; related masters and collections come from `lookupMore`. */
export function inspect(options: {
  accounts: AccountState[];
  metadata: Metadata;
  unixTime: number;
  runner: InspectOptions['runner'];
  lookupMore: NonNullable<InspectOptions['lookupMore']>;
  /** The user's own libraries (BoCs). */
  libraries: readonly string[];
  /** Cancels the run (its emulation ends at once). */
  signal?: AbortSignal;
}): Promise<InspectedAccount[]> {
  return inspectAccounts({
    lookup: { accounts: options.accounts, address_book: {}, metadata: options.metadata, not_found: [] },
    unixTime: options.unixTime,
    runner: options.runner,
    lookupMore: options.lookupMore,
    libraries: options.libraries,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Tokens of the owners, with each jetton's column facts (decimals, symbol, why it is unusable). */
export async function tokens(
  options: TokensOptions,
): Promise<{ rows: TokenRow[]; jettons: TokensJetton[]; cancelled: boolean }> {
  const outcome = await tokensOfWallets(options);
  return {
    rows: outcome.rows,
    jettons: outcome.jettons.map((j) => ({
      master: j.master,
      symbol: j.symbol,
      decimals: j.details?.decimals ?? null,
      problem: j.problem,
    })),
    cancelled: outcome.cancelled,
  };
}
