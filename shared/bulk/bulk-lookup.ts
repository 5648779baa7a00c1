/**
 * The bulk lookup scheduler: any number of accounts, given as the raw forms the caller already parsed,
 * split into requests bounded by count and URL length, sent concurrently within a rate limit through a
 * one-request transport (the index client's `accountStatesRequest` in the CLI, the bridge's
 * `lookupAccounts` in the app). It streams: each batch's answer is handed to `onProgress` as it lands
 * and not kept — a caller that wants the whole result gathers it (`collectLookup`, shared/jobs). Failures are
 * handled per batch: 414/431 split the batch; 429, 5xx, network and timeouts back off exponentially with
 * full jitter (honouring Retry-After) up to a cap of attempts; anything else fails the batch at once. A
 * failed batch never sinks the others; cancelling keeps what arrived.
 */
import { isNormalisedRaw } from '../address/raw-form';
import type { AccountLookup } from '../api/account-states';
import {
  DEFAULT_ADDRESSES_PER_REQUEST,
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_URL_LENGTH,
  MAX_ADDRESSES_PER_REQUEST,
  RETRY_AFTER_CAP_SECONDS,
} from '../api/request-limits';
import { AppError, toErrorInfo, type AppErrorInfo, type InvalidEntry } from '../errors';
import { planBatches, streamBatches } from './batch-planner';
import { createRequestBudget, type RequestBudget } from './request-budget';
import { realClock, type Clock, type RateLimit } from './token-bucket';

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
/** The longest Retry-After obeyed as asked; a longer one is cut to this. */
const MAX_RETRY_AFTER_MS = RETRY_AFTER_CAP_SECONDS * 1000;

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
export type BulkEvent =
  | { type: 'batch-done'; raws: readonly string[]; result: AccountLookup; progress: BulkProgress }
  | { type: 'batch-failed'; addresses: string[]; error: AppErrorInfo; progress: BulkProgress }
  | RetryEvent;

/** Options of {@link runBulkLookup}. */
export interface BulkLookupOptions {
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
  transport: (raws: string[], signal: AbortSignal) => Promise<AccountLookup>;
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
  onProgress?: (event: BulkEvent) => void;
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

interface Batch {
  raws: string[];
  /** Attempts already made. */
  attempts: number;
  /** Not before this time (backoff). */
  readyAt: number;
  /** Straight from the plan, never tried (what {@link BulkLookupOptions.holdNew} holds back). */
  fresh?: boolean;
}

/**
 * Looks up every account, streaming each batch's answer to `onProgress`, and resolves with what failed
 * or was left pending. Never rejects, except with an `invalid-input` AppError for addresses not in the
 * normalised raw form or impossible options (nothing is sent then).
 */
export async function runBulkLookup(options: BulkLookupOptions): Promise<BulkLookupOutcome> {
  const limits = checkedLimits(options.limits);
  const streamed = isStreamed(options.raws) ? options.raws : null;
  const listed = streamed ? null : distinctRaws(options.raws as readonly string[]);
  const totalAccounts = streamed ? streamed.expected : listed!.length;
  const retry: BulkRetryPolicy = { ...DEFAULT_BULK_RETRY, ...options.retry };
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const rate = options.rate ?? { requestsPerSecond: null };
  const budget = options.budget ?? createRequestBudget({ rate, concurrency: null }, clock);

  // Our own controller: aborted by the caller's signal, and by us once everything is settled.
  const controller = new AbortController();
  const signal = controller.signal;
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const startedAt = clock.now();
  const failed: BulkFailure[] = [];
  const counts = {
    doneAccounts: 0,
    failedAccounts: 0,
    requestsSent: 0,
    requestsDone: 0,
    requestsPlanned: 0,
    retries: 0,
  };

  const ready: Batch[] = listed
    ? planBatches(listed, limits, options.urlLength).map((b) => ({
        raws: b,
        attempts: 0,
        readyAt: startedAt,
        fresh: true,
      }))
    : [];
  counts.requestsPlanned = ready.length;
  const source = streamed ? streamBatches(streamed.stream, limits, options.urlLength) : null;
  let sourceEnded = source === null;
  /** Batches the stream is expected to give still, for progress (the stream is planned as it goes). */
  const unplannedRequests = () =>
    sourceEnded ? 0 : Math.ceil(Math.max(0, totalAccounts - source!.planned) / limits.maxAddressesPerRequest);
  const waiting: Batch[] = [];
  const inFlight = new Set<Batch>();
  /** Shortest URL the server refused with 414/431: longer batches are split before sending. */
  let refusedUrlLength = Infinity;
  /** A 429 pauses every new request, not only the batch that got it: the limit is shared. */
  let pausedUntil = startedAt;

  function progress(): BulkProgress {
    const now = clock.now();
    const elapsed = now - startedAt;
    const remaining = counts.requestsPlanned + unplannedRequests() - counts.requestsDone;
    let etaMs: number | null = null;
    if (remaining === 0) etaMs = 0;
    else if (counts.requestsDone > 0 && elapsed > 0) {
      let perMs = counts.requestsDone / elapsed;
      if (rate.requestsPerSecond !== null) perMs = Math.min(perMs, rate.requestsPerSecond / 1000);
      etaMs = Math.round(remaining / perMs);
    }
    return {
      totalAccounts,
      ...counts,
      requestsPlanned: counts.requestsPlanned + unplannedRequests(),
      ratePerSecond: budget.currentRate(),
      etaMs,
      startedAt,
    };
  }

  const emit = (event: BulkEvent) => {
    try {
      options.onProgress?.(event);
    } catch {
      // A listener's defect must not stop the lookup.
    }
  };

  /** Wakes the scheduling loop when a request finishes. */
  let wake: () => void = () => undefined;

  async function send(batch: Batch): Promise<void> {
    batch.attempts += 1;
    counts.requestsSent += 1;
    if (batch.attempts > 1) counts.retries += 1;
    try {
      const answer = await options.transport(batch.raws, signal);
      checkCovers(batch.raws, answer);
      counts.requestsDone += 1;
      // Accounts an answer cut at a row cap left out are neither found nor not found: they are asked again.
      counts.doneAccounts += answer.accounts.length + answer.not_found.length;
      askAgain(batch, answer, answer.unanswered ?? []);
      emit({ type: 'batch-done', raws: batch.raws, result: answer, progress: progress() });
    } catch (error) {
      if (signal.aborted) {
        // Cancelled in flight: these addresses stay pending.
        ready.unshift({ ...batch, attempts: batch.attempts - 1 });
        return;
      }
      handleFailure(batch, toErrorInfo(error));
    }
  }

  /** A retry event: the wait, when it ends and why (see {@link RetryEvent}). */
  function retryEvent(
    addresses: number,
    attempt: number,
    delayMs: number,
    reason: RetryReason,
    error: AppErrorInfo,
  ): RetryEvent {
    const asked = error.retryAfterSeconds;
    return {
      type: 'retrying',
      addresses,
      attempt,
      maxAttempts: retry.maxAttempts,
      delayMs,
      resumesAt: clock.now() + delayMs,
      reason,
      cause: error.message,
      ...(asked !== undefined ? { retryAfterSeconds: asked } : {}),
      capped: asked !== undefined && asked * 1000 > MAX_RETRY_AFTER_MS,
      pausesAll: reason === 'rate-limited',
      error,
      progress: progress(),
    };
  }

  /** Accounts an answer may have cut off (a row cap): asked for again at once, as a batch of their own. */
  function askAgain(batch: Batch, result: AccountLookup, unanswered: readonly string[]): void {
    if (unanswered.length === 0) return;
    ready.unshift({ raws: [...unanswered], attempts: batch.attempts - 1, readyAt: clock.now() });
    counts.requestsPlanned += 1;
    const rows = result.accounts.length;
    const error: AppErrorInfo = {
      kind: 'schema',
      message: `The answer held ${rows} of the ${batch.raws.length} accounts asked for — exactly a row cap (an older indexer cuts answers at 100 rows) — so the other ${unanswered.length} are asked for again rather than called "not found".`,
    };
    emit(retryEvent(unanswered.length, batch.attempts, 0, 'incomplete', error));
  }

  function handleFailure(batch: Batch, error: AppErrorInfo): void {
    const now = clock.now();
    if ((error.status === 414 || error.status === 431) && batch.raws.length > 1) {
      // Too long for the server: split in two and send both halves, no attempt charged.
      refusedUrlLength = Math.min(refusedUrlLength, options.urlLength(batch.raws));
      const half = Math.ceil(batch.raws.length / 2);
      ready.unshift(
        { raws: batch.raws.slice(0, half), attempts: batch.attempts - 1, readyAt: now },
        { raws: batch.raws.slice(half), attempts: batch.attempts - 1, readyAt: now },
      );
      counts.requestsPlanned += 1;
      emit(retryEvent(batch.raws.length, batch.attempts, 0, 'too-long', error));
      return;
    }
    const reason = retryReason(error);
    if (reason && batch.attempts < retry.maxAttempts) {
      const backoff = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (batch.attempts - 1));
      const jittered = Math.floor(random() * backoff);
      const asked =
        error.retryAfterSeconds !== undefined
          ? Math.min(MAX_RETRY_AFTER_MS, error.retryAfterSeconds * 1000)
          : 0;
      const delayMs = Math.max(asked, jittered);
      if (error.kind === 'rate-limited') {
        pausedUntil = Math.max(pausedUntil, now + Math.max(asked, Math.min(jittered, 1000)));
        budget.pause(pausedUntil);
      }
      waiting.push({ ...batch, readyAt: now + delayMs });
      emit(retryEvent(batch.raws.length, batch.attempts + 1, delayMs, reason, error));
      return;
    }
    counts.requestsDone += 1;
    counts.failedAccounts += batch.raws.length;
    failed.push({ addresses: batch.raws, error });
    emit({ type: 'batch-failed', addresses: batch.raws, error, progress: progress() });
  }

  /** The next batch that may start now, splitting one the server is known to refuse as too long. */
  function nextReady(now: number): Batch | undefined {
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (waiting[i]!.readyAt <= now) ready.push(...waiting.splice(i, 1));
    }
    // A hold waits on a request that is running (or waiting to be retried): with none, nothing would
    // ever let it go, so it does not hold.
    const held = (inFlight.size > 0 || waiting.length > 0) && (options.holdNew?.() ?? false);
    if (held && ready[0]?.fresh) {
      // Held: a batch that is not new (a retry, a split, a re-ask) may still go.
      const index = ready.findIndex((b) => !b.fresh);
      return index < 0 ? undefined : ready.splice(index, 1)[0];
    }
    if (ready.length === 0 && !held) planFromStream(now);
    const batch = ready.shift();
    if (
      batch &&
      batch.raws.length > 1 &&
      refusedUrlLength !== Infinity &&
      options.urlLength(batch.raws) >= refusedUrlLength
    ) {
      const half = Math.ceil(batch.raws.length / 2);
      ready.unshift(
        { ...batch, raws: batch.raws.slice(0, half) },
        { ...batch, raws: batch.raws.slice(half) },
      );
      counts.requestsPlanned += 1;
      return nextReady(now);
    }
    return batch;
  }

  /** Takes the stream's next batch into `ready`, if it has one. */
  function planFromStream(now: number): void {
    if (!source || sourceEnded) return;
    const next = source.next();
    if (!next) {
      sourceEnded = true;
      return;
    }
    const malformed = next.find((raw) => !isNormalisedRaw(raw));
    if (malformed !== undefined) {
      controller.abort();
      throw new AppError({
        kind: 'invalid-input',
        message: `"${malformed}" is not a parsed raw address (wc:UPPERHEX); the lookup stopped there.`,
      });
    }
    ready.push({ raws: next, attempts: 0, readyAt: now, fresh: true });
    counts.requestsPlanned += 1;
  }

  // A cancel ends the loop's wait, whatever it waits for: one listener for the whole lookup.
  const wakeOnAbort = () => wake();
  signal.addEventListener('abort', wakeOnAbort, { once: true });
  try {
    while (!signal.aborted) {
      const now = clock.now();
      if (ready.length === 0 && waiting.length === 0 && inFlight.size === 0) {
        // Nothing runs, so a consumer's hold waits on nothing: take the stream's next batch regardless.
        planFromStream(now);
        if (ready.length === 0) break;
      }
      const batch = inFlight.size < concurrency && now >= pausedUntil ? nextReady(now) : undefined;
      if (batch) {
        try {
          await options.prepare?.(batch.raws, signal);
        } catch {
          if (signal.aborted) {
            ready.unshift(batch);
            break;
          }
        }
        let release: () => void;
        try {
          release = await budget.acquire(signal);
        } catch {
          ready.unshift(batch);
          break; // aborted while waiting for its turn
        }
        if (clock.now() < pausedUntil) {
          // A 429 arrived while we waited for the turn: respect the pause first.
          release();
          ready.unshift(batch);
          continue;
        }
        inFlight.add(batch);
        batch.fresh = false;
        void send(batch).finally(() => {
          release();
          inFlight.delete(batch);
          wake();
        });
        continue;
      }
      // Nothing can start now: wait for a request to finish, a backoff to end or the pause to lift.
      const nextTime = Math.min(pausedUntil > now ? pausedUntil : Infinity, ...waiting.map((b) => b.readyAt));
      const woken = new Promise<void>((resolve) => (wake = resolve));
      if (Number.isFinite(nextTime) && inFlight.size < concurrency) {
        const stopSleep = new AbortController();
        const slept = clock.sleep(Math.max(0, nextTime - now), stopSleep.signal).catch(() => undefined);
        await Promise.race([woken, slept]);
        stopSleep.abort();
      } else {
        // No controller or listener per wait: a cancel wakes it (wakeOnAbort). Made and aborted 705
        // times in a 100,000-address lookup, they took ~1 s of the web build's worker in a CPU profile.
        await woken;
      }
      wake = () => undefined;
    }
    // Cancelled: let the aborted requests settle so the outcome is final.
    while (inFlight.size > 0) await new Promise<void>((resolve) => (wake = resolve));
  } finally {
    options.signal?.removeEventListener('abort', onCallerAbort);
    signal.removeEventListener('abort', wakeOnAbort);
  }

  const pending = [...ready, ...waiting].flatMap((b) => b.raws);
  // An abort that came after the last answer cancelled nothing.
  return { failed, pending, cancelled: signal.aborted && pending.length > 0, progress: progress() };
}

/**
 * The transport checked the answer against the request (one check, where the reply entered); this only
 * makes sure it kept its side of the contract — one entry per address asked (found, not found, or
 * unanswered) — so the counts stay true.
 */
function checkCovers(batchRaws: readonly string[], answer: AccountLookup): void {
  const entries = answer.accounts.length + answer.not_found.length + (answer.unanswered?.length ?? 0);
  if (entries !== batchRaws.length) {
    throw new AppError({
      kind: 'schema',
      message: `The answer for ${batchRaws.length} accounts accounted for ${entries}; it was discarded.`,
      path: 'accounts',
    });
  }
}

/**
 * Why a failure is worth another try, or null when it is not: 429, network failures, timeouts, 5xx and
 * 408, and what the client marked `retryable` (a 422 carrying the server's database error, §4.5).
 */
function retryReason(error: AppErrorInfo): Exclude<RetryReason, 'too-long' | 'incomplete'> | null {
  if (error.kind === 'rate-limited') return 'rate-limited';
  if (error.kind === 'network' || error.kind === 'timeout') return error.kind;
  if (error.retryable) return 'server-error';
  return error.kind === 'http' && error.status !== undefined && (error.status >= 500 || error.status === 408)
    ? 'server-error'
    : null;
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
