/**
 * The bulk lookup scheduler: any number of accounts, given as the raw forms the caller already parsed,
 * split into requests bounded by count and URL length, sent concurrently within a rate limit through a
 * one-request transport (the index client's `accountStatesRequest` in the CLI, the bridge's
 * `lookupAccounts` in the app). It streams: each batch's answer is handed to `onProgress` as it lands
 * and not kept — a caller that wants the whole result gathers it (`collectLookup`, shared/jobs). Failures are
 * handled per batch: 414/431 split the batch; 429, 5xx, network and timeouts back off exponentially with
 * full jitter (honouring Retry-After) up to a cap of attempts; anything else fails the batch at once. A
 * failed batch never sinks the others; cancelling keeps what arrived.
 *
 * A run's state and what each request's end does to it are shared/bulk/bulk-run.ts; the loop that
 * starts the batches is shared/bulk/bulk-schedule.ts.
 */
import { isNormalisedRaw } from '../address/raw-form';
import type { AccountLookup, CheckedLookup } from '../api/account-states';
import {
  DEFAULT_ADDRESSES_PER_REQUEST,
  DEFAULT_MAX_URL_LENGTH,
  MAX_ADDRESSES_PER_REQUEST,
} from '../api/request-limits';
import { AppError, type AppErrorInfo, type InvalidEntry } from '../errors';
import { createBulkRun, progress } from './bulk-run';
import { schedule } from './bulk-schedule';
import type { RequestBudget } from './request-budget';
import type { Clock, RateLimit } from './token-bucket';

/** How requests are bounded. */
export interface BulkLimits {
  /** Addresses per request; default 1000 (the server's row cap), at most 1024 (the spec's limit). */
  maxAddressesPerRequest: number;
  /** Longest URL, in characters, as measured by the `urlLength` option; default 8192. */
  maxUrlLength: number;
}

/** How failed requests are retried. */
export interface BulkRetryPolicy {
  /** Attempts per batch, the first included; default 5. */
  maxAttempts: number;
  /** Scale of the exponential backoff: attempt n waits up to `baseDelayMs · 2^(n-1)`; default 500. */
  baseDelayMs: number;
  /** Cap of one backoff wait; default 30 000. A Retry-After is honoured up to 60 s even past it. */
  maxDelayMs: number;
}

/** Defaults of {@link BulkLimits}. */
export const DEFAULT_BULK_LIMITS: BulkLimits = {
  maxAddressesPerRequest: DEFAULT_ADDRESSES_PER_REQUEST,
  maxUrlLength: DEFAULT_MAX_URL_LENGTH,
};
/** Defaults of {@link BulkRetryPolicy}. */
export const DEFAULT_BULK_RETRY: BulkRetryPolicy = { maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 30_000 };

/** Progress of a bulk lookup, sent with every event and in the outcome. */
export interface BulkProgress {
  /** Distinct accounts asked for. */
  totalAccounts: number;
  /** Accounts answered: found plus not found. */
  doneAccounts: number;
  /** Accounts in batches that failed for good. */
  failedAccounts: number;
  /** HTTP requests started, retries included. */
  requestsSent: number;
  /** Batches finished (answered or failed for good). */
  requestsDone: number;
  /** Batches planned so far (a 414 split adds one). */
  requestsPlanned: number;
  /** Requests sent again after a failure (splits not counted). */
  retries: number;
  /** Requests started per second over the last few seconds. */
  ratePerSecond: number;
  /**
   * The pace (requests/s) the indexer's request budget learned from its 429s, when no rate is configured
   * (shared/bulk/learned-pace.ts); absent otherwise.
   */
  learnedRate?: number;
  /** Estimated time to finish, ms; null until something has finished. */
  etaMs: number | null;
  /** `clock.now()` at the start (monotonic milliseconds: compare, do not show as a date). */
  startedAt: number;
}

/**
 * Why a batch is sent again:
 * - `rate-limited`: 429; every batch pauses, honouring Retry-After (at most 60 s);
 * - `server-error`: 5xx, 408, or a 422 that is the server's own database failure (docs/indexer-api.md §4.5);
 * - `network`, `timeout`: the request did not get an answer;
 * - `too-long`: 414/431, the batch is split in two and both halves are sent at once;
 * - `incomplete`: the answer held exactly a row cap's worth of rows, fewer than asked (an older
 *   indexer's hidden limit, §4.1); the accounts it left out are asked for again.
 */
export type RetryReason = 'rate-limited' | 'server-error' | 'network' | 'timeout' | 'too-long' | 'incomplete';

/**
 * A batch (or part of one) is about to be sent again: the wait, and why. Shown as it happens (the CLI's
 * progress line and stderr), so a long wait is never silent; cancelling the lookup ends the wait.
 */
export interface RetryEvent {
  type: 'retrying';
  /** How many addresses are sent again. */
  addresses: number;
  /** The attempt about to be made, counting the first (2 = the first retry). A split or a re-ask keeps the count. */
  attempt: number;
  /** Attempts a batch gets before it is reported failed. */
  maxAttempts: number;
  /** The wait before the attempt, in ms (0 for a split or a re-ask). */
  delayMs: number;
  /** `clock.now()` when the attempt may start (monotonic ms). */
  resumesAt: number;
  reason: RetryReason;
  /** One sentence for a person: what happened, in the server's words where it gave any. */
  cause: string;
  /** What the server asked for in Retry-After, in seconds, before the 60 s cap. */
  retryAfterSeconds?: number;
  /** The server asked for a longer wait than is honoured (Retry-After over 60 s). */
  capped: boolean;
  /** A 429: every batch waits, not only this one. */
  pausesAll: boolean;
  /** The failure that caused it (for `incomplete`, a description of the cut answer). */
  error: AppErrorInfo;
  progress: BulkProgress;
}

/**
 * What a bulk lookup reports while it runs. `batch-done` carries the batch's raw addresses and its answer
 * as the transport gave it (accounts in the order of `raws`, the others in `not_found` or — cut off by a
 * row cap, asked again in a batch of their own — in `unanswered`, so an account's raw form is known
 * without parsing its address); the scheduler keeps none of it.
 */
export type BulkEvent<A extends BatchAnswer = BatchAnswer> =
  | { type: 'batch-done'; raws: readonly string[]; result: A; progress: BulkProgress }
  | { type: 'batch-failed'; addresses: string[]; error: AppErrorInfo; progress: BulkProgress }
  | RetryEvent;

/**
 * What the scheduler reads of a transport's answer: one entry per account asked (found, not found or
 * cut off by a row cap); the rest travels on untouched with `batch-done`.
 */
export type BatchAnswer = Pick<CheckedLookup, 'accounts' | 'not_found' | 'unanswered'>;

/**
 * Options of {@link runBulkLookup}; `A` is what the transport answers: the index client's checked
 * answer for a lookup, the API's document shape for a tokens run (shared/contracts/tokens.ts).
 */
export interface BulkLookupOptions<A extends BatchAnswer = AccountLookup> {
  /**
   * The accounts, in the normalised raw form `parseAddress` gives (`wc:UPPERHEX`): the caller parsed
   * them, the scheduler does not parse again. Repeats are looked up once; anything else in the list
   * makes the call reject before sending.
   */
  raws: readonly string[] | StreamedRaws;
  /**
   * Sends ONE request for these raw addresses and answers it matched to the request — every account one
   * that was asked for, in request order, the rest in `not_found` or `unanswered` (the index client's
   * `accountStatesRequest` checks exactly that) — or throws an AppError.
   */
  transport: (raws: string[], signal: AbortSignal) => Promise<A>;
  /** The URL length a request for these raw addresses has (`accountStatesUrlLength`, bound by the caller). */
  urlLength: (raws: readonly string[]) => number;
  limits?: Partial<BulkLimits>;
  /** Default: unlimited. */
  rate?: RateLimit;
  /**
   * The indexer's request budget (shared/bulk/request-budget.ts) every job asking it shares: its rate,
   * its requests in flight and a 429's pause hold across them all. Default: this lookup's own, of `rate`.
   */
  budget?: RequestBudget;
  /**
   * Work a batch needs before its request can leave (a tokens run derives the jetton wallets it asks
   * for), awaited before the batch takes its token: the token is taken as the request leaves, so the
   * pace the server sees is the bucket's, whatever the work costs. A failure is left to `transport`.
   */
  prepare?: (raws: readonly string[], signal: AbortSignal) => Promise<unknown>;
  /** Requests in flight at once; default 4. */
  concurrency?: number;
  retry?: Partial<BulkRetryPolicy>;
  /** Cancels: nothing new starts, requests in flight are aborted, what arrived is kept. */
  signal?: AbortSignal;
  /**
   * While this answers true, no batch is started that has not been tried yet (retries, splits and
   * re-asks go on): a consumer that writes rows in input order holds the lookup back while the rows it
   * must keep waiting for an earlier batch pile up. Asked again whenever a request ends.
   */
  holdNew?: () => boolean;
  /** Streamed as batches complete (with their answer), fail or are retried. */
  onProgress?: (event: BulkEvent<A>) => void;
  /** [0, 1) for the backoff jitter; `Math.random` by default. */
  random?: () => number;
  clock?: Clock;
}

/**
 * Accounts read as they stream (a list too long to hold whole): distinct and in the normalised raw
 * form by the caller's check — a malformed one stops the lookup with an `invalid-input` error when it
 * is reached. Batches are planned from it one at a time, as the scheduler has room.
 */
export interface StreamedRaws {
  readonly stream: Iterator<string>;
  /** How many it will give, for progress. */
  readonly expected: number;
}

/** A batch that failed for good, with the reason. */
export interface BulkFailure {
  addresses: string[];
  error: AppErrorInfo;
}

/** The end of a bulk lookup (the answers went out with the `batch-done` events). */
export interface BulkLookupOutcome {
  /** Batches that failed for good: `runBulkLookup({ raws: failed.flatMap(f => f.addresses) })` retries them. */
  failed: BulkFailure[];
  /**
   * Raw addresses never answered because the lookup was cancelled (empty otherwise). For streamed
   * accounts, only those already taken from the stream: the rest are still in it.
   */
  pending: string[];
  cancelled: boolean;
  progress: BulkProgress;
}

/**
 * Looks up every account, streaming each batch's answer to `onProgress`, and resolves with what failed
 * or was left pending. Never rejects, except with an `invalid-input` AppError for addresses not in the
 * normalised raw form or impossible options (nothing is sent then).
 */
export async function runBulkLookup<A extends BatchAnswer>(
  options: BulkLookupOptions<A>,
): Promise<BulkLookupOutcome> {
  const limits = checkedLimits(options.limits);
  const accounts = isStreamed(options.raws)
    ? { streamed: options.raws }
    : { listed: distinctRaws(options.raws as readonly string[]) };
  const run = createBulkRun(options, accounts, limits, { ...DEFAULT_BULK_RETRY, ...options.retry });
  const onCallerAbort = () => run.controller.abort();
  if (options.signal?.aborted) run.controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // A cancel ends the loop's wait, whatever it waits for: one listener for the whole lookup.
  const wakeOnAbort = () => run.wake();
  run.signal.addEventListener('abort', wakeOnAbort, { once: true });
  try {
    await schedule(run);
    // Cancelled: let the aborted requests settle so the outcome is final.
    while (run.inFlight.size > 0) await new Promise<void>((resolve) => (run.wake = resolve));
  } finally {
    options.signal?.removeEventListener('abort', onCallerAbort);
    run.signal.removeEventListener('abort', wakeOnAbort);
  }
  const pending = [...run.ready, ...run.waiting].flatMap((b) => b.raws);
  // An abort that came after the last answer cancelled nothing.
  return {
    failed: run.failed,
    pending,
    cancelled: run.signal.aborted && pending.length > 0,
    progress: progress(run),
  };
}

function isStreamed(raws: readonly string[] | StreamedRaws): raws is StreamedRaws {
  return !Array.isArray(raws);
}

/**
 * Distinct raw forms in first-seen order; rejects (nothing sent) when any entry is not in the normalised
 * raw form — a caller's defect (it parses first), checked by the form alone, without parsing again.
 */
function distinctRaws(raws: readonly string[]): string[] {
  const invalid: InvalidEntry[] = [];
  raws.forEach((input, index) => {
    if (!isNormalisedRaw(input)) {
      invalid.push({
        input,
        position: index + 1,
        reason: 'not-an-address',
        message: 'not a parsed raw address (wc:UPPERHEX)',
      });
    }
  });
  if (invalid.length > 0) {
    const first = invalid[0]!;
    throw new AppError({
      kind: 'invalid-input',
      message: `${invalid.length} of ${raws.length} addresses are not parsed raw addresses (the first is #${first.position}, "${first.input}"). Nothing was sent.`,
      entries: invalid,
    });
  }
  return [...new Set(raws)];
}

function checkedLimits(given: Partial<BulkLimits> | undefined): BulkLimits {
  const limits = { ...DEFAULT_BULK_LIMITS, ...given };
  const count = limits.maxAddressesPerRequest;
  if (!Number.isInteger(count) || count < 1 || count > MAX_ADDRESSES_PER_REQUEST) {
    throw new AppError({
      kind: 'invalid-input',
      message: `At most ${MAX_ADDRESSES_PER_REQUEST} addresses fit in one request; ${count} was asked for.`,
    });
  }
  if (!Number.isFinite(limits.maxUrlLength) || limits.maxUrlLength < 1) {
    throw new AppError({
      kind: 'invalid-input',
      message: `The longest URL must be a positive length, got ${limits.maxUrlLength}.`,
    });
  }
  return limits;
}
