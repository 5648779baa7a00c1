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
 * to them. A master whose `get_wallet_address` runs past a limit for the first owner is not run for
 * the others (each would cost the whole limit).
 */
import { z } from 'zod';
import type { AccountLookup, AccountState } from '../api/account-states';
import { rawAddressText as rawAddress } from '../api/primitives';
import {
  runBulkLookup,
  type BulkFailure,
  type BulkLookupOptions,
  type BulkProgress,
} from '../bulk/bulk-lookup';
import { DEFAULT_ADDRESSES_PER_REQUEST } from '../api/request-limits';
import { isOutOfGas } from '../tvm/exit-codes';
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { GetMethodResult, RunOptions, TvmRunner } from '../tvm/runner';
import { addressArgument } from '../tvm/stack';
import {
  decodeJettonMaster,
  decodeJettonWalletData,
  lockStatusSchema,
  type JettonMasterDetails,
  type LockStatus,
} from './details/jetton-details';
import { lockStatusFromRun, statusMethodOf } from './jetton-wallet-lock';
import { MethodResults } from './details/method-results';
import { runPlanned, tvmAccountOf, type PlannedCall } from './planned-calls';
import { nextTurn } from '../next-turn';

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

/**
 * Owners derived per emulator call: few enough that the pool hands each chunk whole to one thread (it
 * splits a call of 64 or more over its threads, and a split chunk waits for its slower half), and that
 * a chunk is done within a request's interval while the emulator is still cold.
 */
const DERIVE_CHUNK = 48;
/**
 * Chunks derived at once, ahead of the requests: one per emulator thread (at most two), so both derive
 * while the emulator warms up, when a chunk takes longer than the interval between two requests.
 */
const DERIVE_LANES = 2;

/** The derived jetton wallet of one owner for one master, or why there is none. */
type Derived = { wallet: string } | { error: string };

/** Whether a run ended on a limit (gas, time, memory): another owner would cost the same. */
function pastLimit(result: GetMethodResult): boolean {
  return result.ran
    ? isOutOfGas(result.exit_code)
    : result.reason === 'time_limit' || result.reason === 'memory_limit';
}

/** The run options of a tokens run's emulator calls. */
const runOptionsOf = (options: TokensOptions): RunOptions =>
  options.signal ? { signal: options.signal } : {};

/** What every emulator request of the run carries: the limits and the user's libraries, when any. */
function requestExtras(options: TokensOptions): { limits?: GetMethodLimits; libraries?: string[] } {
  return {
    ...(options.methodLimits ? { limits: options.methodLimits } : {}),
    ...(options.libraries && options.libraries.length > 0 ? { libraries: [...options.libraries] } : {}),
  };
}

/** What a balance read gave: the wallet's data (and its lock, when it has one), a missing library, or why it failed. */
type BalanceRead =
  | { data: NonNullable<ReturnType<typeof decodeJettonWalletData>>; lock?: LockStatus }
  | { missingLibrary: string }
  | { error: string };

/** Words for a jetton wallet whose library nobody has. */
function libraryMissingText(hash: string): string {
  return `the jetton wallet's code is library ${hash}, which the app does not carry and you have not added: add it in Settings → Libraries (at the CLI: --library FILE) to read this balance`;
}

/** Reads `get_wallet_address`'s answer. */
function derivedFrom(result: GetMethodResult): Derived {
  const results = new MethodResults(new Map([['get_wallet_address', result]]));
  const reader = results.reader('get_wallet_address');
  if (!reader) return { error: results.problem('get_wallet_address') ?? 'get_wallet_address did not answer' };
  try {
    const wallet = reader.address(0);
    return wallet ? { wallet } : { error: 'get_wallet_address returned no address' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Looks up the masters and reads each one's `get_jetton_data`. */
async function loadJettons(options: TokensOptions): Promise<JettonInfo[]> {
  const outcome = await options.lookUpMasters(options.masters);
  const found = outcome.result;
  const byRaw = new Map(found.accounts.map((a) => [a.address, a]));
  const failed = new Map(
    outcome.failed.flatMap((f) => f.addresses.map((a) => [a, f.error.message] as const)),
  );
  const jettons: JettonInfo[] = [];
  for (const master of options.masters) {
    const state = byRaw.get(master) ?? null;
    const account = state && state.status === 'active' ? tvmAccountOf(state) : null;
    if (!account) {
      const why =
        failed.get(master) ??
        (state
          ? `the jetton master is ${state.status ?? 'not active'}`
          : 'the jetton master is not in the index');
      jettons.push({ master, state, details: null, symbol: null, problem: why });
      continue;
    }
    const result = await options.runner.runGetMethod(
      {
        account,
        method: 'get_jetton_data',
        args: [],
        unix_time: options.unixTime,
        ...requestExtras(options),
      },
      runOptionsOf(options),
    );
    if (!result.ran && result.reason === 'missing_library' && result.missing_library) {
      jettons.push({
        master,
        state,
        details: null,
        symbol: found.metadata[master]?.token_info[0]?.symbol ?? null,
        problem: `the jetton master's code is library ${result.missing_library}, which the app does not carry and you have not added: add it in Settings → Libraries (at the CLI: --library FILE)`,
      });
      continue;
    }
    const results = new MethodResults(new Map([['get_jetton_data', result]]));
    let details: JettonMasterDetails | null = null;
    let problem: string | null = null;
    try {
      const extra = found.metadata[master]?.token_info[0]?.extra?.['decimals'];
      const indexerDecimals =
        typeof extra === 'string' && /^\d{1,3}$/.test(extra) && Number(extra) <= 255 ? Number(extra) : null;
      details = decodeJettonMaster(results, indexerDecimals);
      if (!details) problem = `not a jetton master: ${results.problem('get_jetton_data')}`;
    } catch (error) {
      problem = `not a jetton master: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!problem && options.owners.length > 0) problem = await probeDerivation(options, account);
    const content = details?.content;
    const symbol =
      content && (content.layout === 'onchain' || content.layout === 'semichain') && content.fields.symbol
        ? content.fields.symbol
        : (found.metadata[master]?.token_info[0]?.symbol ?? null);
    jettons.push({ master, state, details, symbol, problem });
  }
  return jettons;
}

/**
 * Runs the master's `get_wallet_address` for the first owner alone: a master whose code runs past a
 * limit would cost that limit once per owner, so it is not run for the others. Null when it is fine.
 */
async function probeDerivation(
  options: TokensOptions,
  account: NonNullable<ReturnType<typeof tvmAccountOf>>,
): Promise<string | null> {
  const result = await options.runner.runGetMethod(
    {
      account,
      method: 'get_wallet_address',
      args: [addressArgument(options.owners[0]!)],
      unix_time: options.unixTime,
      ...requestExtras(options),
    },
    runOptionsOf(options),
  );
  if (!pastLimit(result)) return null;
  const why = result.ran ? result.exit_meaning : result.message;
  return `its get_wallet_address ran past a limit for the first owner (${why}); it was not run for the others`;
}

/** Derives the owners' jetton wallets chunk by chunk, ahead of the lookups that need them. */
function createDeriver(
  options: TokensOptions,
  jettons: readonly JettonInfo[],
  onDerived: (count: number) => void,
) {
  const usable = jettons.filter((j) => j.problem === null && j.state);
  const position = new Map(options.owners.map((owner, i) => [owner, i]));
  const chunks = new Map<number, Promise<void>>();
  const derived = new Map<string, Map<string, Derived>>();
  let count = 0;

  async function deriveChunk(index: number): Promise<void> {
    const owners = options.owners.slice(index * DERIVE_CHUNK, (index + 1) * DERIVE_CHUNK);
    for (const owner of owners) derived.set(owner, new Map());
    for (const jetton of usable) {
      const account = tvmAccountOf(jetton.state!)!;
      const results = await options.runner.runGetMethods(
        {
          code_boc: account.code_boc,
          unix_time: options.unixTime,
          calls: owners.map((owner) => ({
            address: account.address,
            ...(account.data_boc ? { data_boc: account.data_boc } : {}),
            balance: account.balance,
            method: 'get_wallet_address',
            args: [addressArgument(owner)],
          })),
          ...requestExtras(options),
        },
        runOptionsOf(options),
      );
      owners.forEach((owner, i) => derived.get(owner)!.set(jetton.master, derivedFrom(results[i]!)));
    }
    count += owners.length;
    onDerived(count);
  }

  const chunkOf = (index: number): Promise<void> => {
    let promise = chunks.get(index);
    if (!promise) {
      promise = deriveChunk(index);
      chunks.set(index, promise);
    }
    return promise;
  };

  /** Works through the chunks in order, ahead of the requests, until done or cancelled. */
  async function runAhead(): Promise<void> {
    const total = Math.ceil(options.owners.length / DERIVE_CHUNK);
    let next = 0;
    const lane = async () => {
      while (next < total && !options.signal?.aborted) {
        await chunkOf(next++);
        // Timers and I/O run between emulator calls (an in-process emulator blocks while it runs).
        await nextTurn();
      }
    };
    await Promise.all(Array.from({ length: DERIVE_LANES }, lane));
  }

  return {
    runAhead,
    /** The derived wallets of these owners, deriving any that are not yet. */
    async walletsOf(owners: readonly string[]): Promise<Map<string, Map<string, Derived>>> {
      const needed = new Set(owners.map((o) => Math.floor(position.get(o)! / DERIVE_CHUNK)));
      await Promise.all([...needed].map(chunkOf));
      return new Map(owners.map((o) => [o, derived.get(o)!]));
    },
  };
}

/**
 * Why a wallet's own answer does not confirm it as `owner`'s wallet of `master`, or null when it does:
 * the master pointed somewhere else (a hostile or broken master, or a wallet code that names others).
 */
function notTheAskedWallet(
  data: NonNullable<ReturnType<typeof decodeJettonWalletData>>,
  owner: string,
  master: string,
): string | null {
  if (data.owner !== owner)
    return `the master points to a wallet of another owner: its own get_wallet_data names ${data.owner ?? 'no owner'}`;
  if (data.jetton !== master)
    return `the master points to a wallet of another jetton: its own get_wallet_data names the master ${data.jetton ?? 'none'}`;
  return null;
}

/** The tokens of `owners` for every jetton of `masters`. */
export async function tokensOfWallets(options: TokensOptions): Promise<TokensOutcome> {
  const progress: TokensProgress = { owners: options.owners.length, derived: 0, lookup: null };
  const report = () => options.onProgress?.({ ...progress });
  // The emulator starts while the masters are looked up, on every thread: the derivations will keep
  // them all busy, and a thread that starts later slows the first requests down while it loads.
  const ready = options.runner.prepare({ all: true }).catch(() => undefined);
  // One budget for the run: the masters' request and the owners' share it (the caller's lookup of the
  // masters goes through it), or the first owners' request would follow the masters' at once and a
  // server counting a window would answer 429.
  const jettons = await loadJettons(options);
  await ready;
  const usable = jettons.filter((j) => j.problem === null);
  const rows = new Map<string, TokenRow>();
  const key = (owner: string, master: string) => `${owner}|${master}`;
  /** A row, keys in the order of the JSON shape. */
  const row = (
    owner: string,
    jetton: JettonInfo,
    wallet: string | null,
    status: TokenRowStatus,
    balance: string | null,
    error?: string,
    lock?: LockStatus,
  ): TokenRow => ({
    owner,
    jetton: jetton.master,
    jetton_wallet: wallet,
    status,
    balance,
    decimals: jetton.details?.decimals ?? null,
    symbol: jetton.symbol,
    ...(lock !== undefined ? { lock_status: lock } : {}),
    ...(error !== undefined ? { error } : {}),
  });

  const deriver = createDeriver(options, jettons, (count) => {
    progress.derived = count;
    report();
  });

  /**
   * Reads the found jetton wallets' `get_wallet_data` — and `get_status`, the lock, where their code has
   * it (jetton-wallet-lock.ts) — with their own code (grouped by code).
   */
  async function walletData(states: AccountState[]): Promise<Map<string, BalanceRead>> {
    const out = new Map<string, BalanceRead>();
    const locks = new Map<string, LockStatus>();
    const calls: PlannedCall[] = [];
    for (const state of states) {
      const account = tvmAccountOf(state);
      if (!account) continue;
      const statusMethod = statusMethodOf(account.code_boc, options.libraries);
      if (statusMethod !== 'absent')
        calls.push({
          account,
          method: 'get_status',
          args: [],
          done: (result) => {
            const lock = lockStatusFromRun(result, statusMethod);
            if (lock) locks.set(state.address, lock);
          },
        });
      calls.push({
        account,
        method: 'get_wallet_data',
        args: [],
        done: (result) => {
          if (!result.ran && result.reason === 'missing_library' && result.missing_library) {
            out.set(state.address, { missingLibrary: result.missing_library });
            return;
          }
          const results = new MethodResults(new Map([['get_wallet_data', result]]));
          try {
            const data = decodeJettonWalletData(results);
            out.set(
              state.address,
              data
                ? { data }
                : { error: results.problem('get_wallet_data') ?? 'get_wallet_data did not answer' },
            );
          } catch (error) {
            out.set(state.address, { error: error instanceof Error ? error.message : String(error) });
          }
        },
      });
    }
    await runPlanned(
      {
        runner: options.runner,
        unixTime: options.unixTime,
        ...requestExtras(options),
        ...(options.signal ? { signal: options.signal } : {}),
        // Nobody waits for a balance until the end: the next request's derivations go first.
        background: true,
      },
      calls,
    );
    for (const [address, lock] of locks) {
      const read = out.get(address);
      if (read && 'data' in read) out.set(address, { ...read, lock });
    }
    return out;
  }

  /** Balance reads still running: a batch's request slot is freed before its wallets are read. */
  const reading: Promise<void>[] = [];

  /**
   * One scheduler batch: derive, look the wallets up in one request; their balances are read after the
   * batch has given its request slot back, so emulation never holds up the next request.
   */
  async function ownersBatch(owners: string[], signal: AbortSignal): Promise<AccountLookup> {
    const wallets = await deriver.walletsOf(owners);
    const asked = new Set<string>();
    for (const perMaster of wallets.values())
      for (const d of perMaster.values()) if ('wallet' in d) asked.add(d.wallet);
    const answer =
      asked.size > 0
        ? await options.transport([...asked], signal)
        : { accounts: [], address_book: {}, metadata: {}, not_found: [] };
    reading.push(
      fillRows(owners, wallets, answer).catch((error: unknown) => {
        // Cancelled: these rows stay "pending".
        if (options.signal?.aborted) return;
        // The emulator itself failed (it could not start): these rows say so.
        const message = error instanceof Error ? error.message : String(error);
        for (const owner of owners) {
          for (const jetton of usable) {
            const derived = wallets.get(owner)?.get(jetton.master);
            const wallet = derived && 'wallet' in derived ? derived.wallet : null;
            rows.set(
              key(owner, jetton.master),
              row(owner, jetton, wallet, 'emulation_failed', null, message),
            );
          }
        }
      }),
    );
    // The scheduler counts these owners as answered; the rows hold what was found.
    return { accounts: [], address_book: {}, metadata: {}, not_found: owners };
  }

  /** Reads the found wallets' balances and writes the rows of `owners`. */
  async function fillRows(
    owners: readonly string[],
    wallets: Map<string, Map<string, Derived>>,
    answer: AccountLookup,
  ): Promise<void> {
    const states = new Map(answer.accounts.map((a) => [a.address, a]));
    const readable = answer.accounts.filter((a) => a.status === 'active');
    const read = await walletData(readable);
    for (const owner of owners) {
      for (const jetton of usable) {
        const derived = wallets.get(owner)?.get(jetton.master);
        const at = key(owner, jetton.master);
        if (!derived || 'error' in derived) {
          rows.set(
            at,
            row(owner, jetton, null, 'emulation_failed', null, derived ? derived.error : 'not derived'),
          );
          continue;
        }
        const state = states.get(derived.wallet);
        if (!state || state.status === 'nonexist' || state.status === 'uninit') {
          rows.set(at, row(owner, jetton, derived.wallet, 'no_wallet', '0'));
        } else if (state.status === 'frozen') {
          rows.set(at, row(owner, jetton, derived.wallet, 'frozen', null, 'the jetton wallet is frozen'));
        } else {
          const read1 = read.get(derived.wallet);
          const data = read1 && 'data' in read1 ? read1.data : null;
          const mismatch = data ? notTheAskedWallet(data, owner, jetton.master) : null;
          const [status, balance, error]: [TokenRowStatus, string | null, string?] = mismatch
            ? ['wrong_wallet', null, mismatch]
            : data
              ? ['active', data.balance.toString()]
              : read1 && 'missingLibrary' in read1
                ? ['library_missing', null, libraryMissingText(read1.missingLibrary)]
                : [
                    'emulation_failed',
                    null,
                    (read1 && 'error' in read1 ? read1.error : undefined) ??
                      `the jetton wallet is ${state.status ?? 'of unknown status'}`,
                  ];
          // The lock of the owner's own wallet only (a wrong wallet's is not theirs).
          const lock = status === 'active' && read1 && 'lock' in read1 ? read1.lock : undefined;
          rows.set(at, row(owner, jetton, derived.wallet, status, balance, error, lock));
        }
      }
    }
  }

  let cancelled = false;
  if (usable.length > 0 && options.owners.length > 0) {
    const perRequest = Math.max(
      1,
      Math.floor((options.limits?.maxAddressesPerRequest ?? DEFAULT_ADDRESSES_PER_REQUEST) / usable.length),
    );
    const ahead = deriver.runAhead();
    const outcome = await runBulkLookup({
      raws: options.owners,
      transport: ownersBatch,
      // Each owner stands for one jetton wallet per jetton; budget the longest address for each.
      urlLength: (owners) => options.urlLength(owners.flatMap(() => usable.map(() => LONGEST_RAW))),
      limits: { ...options.limits, maxAddressesPerRequest: perRequest },
      ...(options.rate ? { rate: options.rate } : {}),
      ...(options.budget ? { budget: options.budget } : {}),
      // Derived before the batch takes its turn, so each request leaves at the budget's pace.
      prepare: (owners) => deriver.walletsOf(owners),
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: (event) => {
        progress.lookup = event.progress;
        report();
      },
    });
    await ahead.catch(() => undefined);
    await Promise.all(reading);
    cancelled = outcome.cancelled;
    for (const failure of outcome.failed) {
      for (const owner of failure.addresses) {
        for (const jetton of usable) {
          rows.set(
            key(owner, jetton.master),
            row(owner, jetton, null, 'lookup_failed', null, failure.error.message),
          );
        }
      }
    }
    for (const owner of outcome.pending) {
      for (const jetton of usable)
        rows.set(key(owner, jetton.master), row(owner, jetton, null, 'pending', null));
    }
  }

  const ordered: TokenRow[] = [];
  for (const owner of options.owners) {
    for (const jetton of jettons) {
      if (jetton.problem !== null)
        ordered.push(row(owner, jetton, null, 'jetton_unavailable', null, jetton.problem));
      else ordered.push(rows.get(key(owner, jetton.master)) ?? row(owner, jetton, null, 'pending', null));
    }
  }
  return { rows: ordered, jettons, cancelled };
}
