/**
 * "Where are this wallet's tokens": for owners × jetton masters, each master's own `get_wallet_address`
 * (run on the master's indexed state) derives the owner's jetton wallet, which is then looked up and
 * its own `get_wallet_data` read for the balance. A jetton wallet the index does not have (or that is
 * not deployed) means the owner holds none of that jetton yet: balance "0", status `no_wallet`.
 *
 * A derived answer is verified before it is shown: the wallet the master names must itself say, in its
 * own `get_wallet_data`, that it belongs to the owner who was asked and to this master. A wallet that
 * names anyone else is not this owner's balance (status `wrong_wallet`, with what it named). A wallet
 * whose code has `get_status` (the USD₮ stablecoin's) has its lock read with its balance (`lock_status`,
 * jetton-wallet-lock.ts), so every reader of the rows — the CLI, the app — sees a locked balance as one.
 *
 * Pacing: the owners go through the bulk scheduler (shared/bulk `runBulkLookup`): each of its
 * one-request batches carries the jetton wallets derived for its owners, so requests keep the profile's
 * rate, size and URL limits, retries and cancellation. Derivation runs ahead of the requests in small
 * chunks (yielding between them), so emulation overlaps the waits between requests instead of adding
 * to them; the balances are read once every wallet is derived (token-rows.ts), so they never take a
 * thread from the derivations a next request waits for. A master whose `get_wallet_address` runs past a limit for the first owner is not run for
 * the others (each would cost the whole limit).
 *
 * Its steps: the masters (shared/contracts/jetton-masters.ts), the owners' wallets derived
 * (token-deriver.ts), the owners' rows (token-rows.ts), over what they share (tokens-context.ts).
 */
import { z } from 'zod';
import type { AccountLookup, AccountState } from '../api/account-states';
import { rawAddressText as rawAddress } from '../api/primitives';
import { DEFAULT_ADDRESSES_PER_REQUEST } from '../api/request-limits';
import {
  runBulkLookup,
  type BulkFailure,
  type BulkLookupOptions,
  type BulkProgress,
} from '../bulk/bulk-lookup';
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { TvmRunner } from '../tvm/runner';
import { lockStatusSchema, type JettonMasterDetails } from './details/jetton-details';
import { loadJettons } from './jetton-masters';
import { createDeriver } from './token-deriver';
import { ownersBatch } from './token-rows';
import { rowKey, tokenRow, type TokensRun } from './tokens-context';

/** What a row says about the jetton wallet. */
export const tokenRowStatusSchema = z.enum([
  /** The jetton wallet exists; `balance` is what its own `get_wallet_data` says. */
  'active',
  /** No jetton wallet yet (not in the index, or not deployed): balance "0". */
  'no_wallet',
  /** The jetton wallet is frozen: its balance cannot be read. */
  'frozen',
  /**
   * The wallet the master names does not say it is this owner's wallet of this jetton (its own
   * `get_wallet_data` names another owner or master): no balance is shown; `error` says what it named.
   */
  'wrong_wallet',
  /**
   * The jetton wallet's code is a library cell whose library the app does not carry and the user has
   * not added: its balance cannot be read until it is added (`error` names it).
   */
  'library_missing',
  /** The jetton master is missing, not active or not a jetton master. */
  'jetton_unavailable',
  /** Deriving the address or reading the wallet failed in the emulator. */
  'emulation_failed',
  /** The lookup of the jetton wallet failed (after retries). */
  'lookup_failed',
  /** Not looked up: the run was cancelled. */
  'pending',
]);
export type TokenRowStatus = z.infer<typeof tokenRowStatusSchema>;

/** One owner × jetton. */
export const tokenRowSchema = z.object({
  owner: rawAddress,
  /** The jetton master. */
  jetton: rawAddress,
  /** The owner's jetton wallet as the master derives it; null when it could not be derived. */
  jetton_wallet: rawAddress.nullable(),
  status: tokenRowStatusSchema,
  /** Base units, exact; "0" for `no_wallet`; null when unknown. */
  balance: z.string().nullable(),
  /** The jetton's decimals (the master's content, else the indexer's metadata); null when unknown. */
  decimals: z.number().int().nullable(),
  symbol: z.string().nullable(),
  /**
   * An `active` wallet's lock, by its own `get_status` (the USD₮ stablecoin wallet's: who may send and
   * receive; lock-status-text.ts words it); absent for a wallet whose code has no such method.
   */
  lock_status: lockStatusSchema.optional(),
  /** For the failure statuses: what went wrong. */
  error: z.string().optional(),
});
export type TokenRow = z.infer<typeof tokenRowSchema>;

/** One jetton as the run sees it. */
export interface JettonInfo {
  master: string;
  state: AccountState | null;
  details: JettonMasterDetails | null;
  symbol: string | null;
  /** Why it cannot be used, when it cannot. */
  problem: string | null;
}

/** Progress of a tokens run. */
export interface TokensProgress {
  owners: number;
  /** Owners whose jetton wallets are derived. */
  derived: number;
  /** The owners' lookup (the scheduler's own figures). */
  lookup: BulkProgress | null;
}

/** Options of {@link tokensOfWallets}: the bulk scheduler's own (transport, limits, pacing…) plus these. */
export interface TokensOptions extends Pick<
  BulkLookupOptions,
  'transport' | 'urlLength' | 'limits' | 'rate' | 'budget' | 'concurrency' | 'retry' | 'signal'
> {
  /**
   * The masters' states with their code and data, in the order asked (the caller's lookup — a job's
   * at its indexer's pace, through the same budget as the owners' requests that follow).
   */
  lookUpMasters: (masters: readonly string[]) => Promise<{ result: AccountLookup; failed: BulkFailure[] }>;
  /** Owners, raw `wc:HEX`, distinct. */
  owners: readonly string[];
  /** Jetton masters, raw, distinct. */
  masters: readonly string[];
  runner: TvmRunner;
  /** `now()` for the get-methods: the last indexed block's time. */
  unixTime: number;
  onProgress?: (progress: TokensProgress) => void;
  /** Each get-method's limits (defaults: shared/tvm/limits.ts). */
  methodLimits?: GetMethodLimits;
  /** The user's own libraries (code BoCs), sent with every emulator call. */
  libraries?: readonly string[];
}

/** The result. */
export interface TokensOutcome {
  /** Owners in input order, each with its jettons in the order given. */
  rows: TokenRow[];
  jettons: JettonInfo[];
  cancelled: boolean;
}

/** The longest raw address (`-1:` + 64 hex digits): URL budgets use it for wallets not derived yet. */
const LONGEST_RAW = `-1:${'F'.repeat(64)}`;

/** The tokens of `owners` for every jetton of `masters`. */
export async function tokensOfWallets(options: TokensOptions): Promise<TokensOutcome> {
  const progress: TokensProgress = { owners: options.owners.length, derived: 0, lookup: null };
  const report = () => options.onProgress?.({ ...progress });
  // The emulator starts while the masters are looked up, on every thread (the first at once, the others
  // when it is ready): the derivations will keep them all busy.
  const ready = options.runner.prepare({ all: true }).catch(() => undefined);
  // One budget for the run: the masters' request and the owners' share it (the caller's lookup of the
  // masters goes through it), or the first owners' request would follow the masters' at once and a
  // server counting a window would answer 429.
  const jettons = await loadJettons(options);
  await ready;
  const run: TokensRun = {
    options,
    usable: jettons.filter((j) => j.problem === null),
    rows: new Map(),
    deriver: createDeriver(options, jettons, (count) => {
      progress.derived = count;
      report();
    }),
    reading: [],
  };
  let cancelled = false;
  if (run.usable.length > 0 && options.owners.length > 0)
    cancelled = await lookUpOwners(run, (lookup) => {
      progress.lookup = lookup;
      report();
    });
  return { rows: orderedRows(run, jettons), jettons, cancelled };
}

/**
 * The owners through the bulk scheduler, each batch's request carrying their derived jetton wallets;
 * the rows of owners whose batch failed or was never sent say so. True when it was cancelled.
 */
async function lookUpOwners(run: TokensRun, onLookup: (progress: BulkProgress) => void): Promise<boolean> {
  const { options, usable } = run;
  const perRequest = Math.max(
    1,
    Math.floor((options.limits?.maxAddressesPerRequest ?? DEFAULT_ADDRESSES_PER_REQUEST) / usable.length),
  );
  const ahead = run.deriver.runAhead();
  const outcome = await runBulkLookup({
    raws: options.owners,
    transport: (owners, signal) => ownersBatch(run, owners, signal),
    // Each owner stands for one jetton wallet per jetton; budget the longest address for each.
    urlLength: (owners) => options.urlLength(owners.flatMap(() => usable.map(() => LONGEST_RAW))),
    limits: { ...options.limits, maxAddressesPerRequest: perRequest },
    ...(options.rate ? { rate: options.rate } : {}),
    ...(options.budget ? { budget: options.budget } : {}),
    // Derived before the batch takes its turn, so each request leaves at the budget's pace.
    prepare: (owners) => run.deriver.walletsOf(owners),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    onProgress: (event) => onLookup(event.progress),
  });
  await ahead.catch(() => undefined);
  await Promise.all(run.reading);
  for (const failure of outcome.failed) {
    for (const owner of failure.addresses) {
      for (const jetton of usable) {
        run.rows.set(
          rowKey(owner, jetton.master),
          tokenRow(owner, jetton, null, 'lookup_failed', null, failure.error.message),
        );
      }
    }
  }
  for (const owner of outcome.pending) {
    for (const jetton of usable)
      run.rows.set(rowKey(owner, jetton.master), tokenRow(owner, jetton, null, 'pending', null));
  }
  return outcome.cancelled;
}

/** Every owner × jetton in the order given: its row, or why the jetton could not be used. */
function orderedRows(run: TokensRun, jettons: readonly JettonInfo[]): TokenRow[] {
  const ordered: TokenRow[] = [];
  for (const owner of run.options.owners) {
    for (const jetton of jettons) {
      if (jetton.problem !== null)
        ordered.push(tokenRow(owner, jetton, null, 'jetton_unavailable', null, jetton.problem));
      else
        ordered.push(
          run.rows.get(rowKey(owner, jetton.master)) ?? tokenRow(owner, jetton, null, 'pending', null),
        );
    }
  }
  return ordered;
}
