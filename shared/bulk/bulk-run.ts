/**
 * One bulk lookup's state (shared/bulk/bulk-lookup.ts) and what the end of each request does to it: an
 * answer counted and handed on (and the accounts a row cap cut off asked for again), a batch too long
 * for the server split, a passing failure retried after a backoff (a 429 pausing every batch), any
 * other failure recorded for good. The loop that starts the batches is shared/bulk/bulk-schedule.ts.
 */
import { DEFAULT_CONCURRENCY, RETRY_AFTER_CAP_SECONDS } from '../api/request-limits';
import { AppError, toErrorInfo, type AppErrorInfo } from '../errors';
import { planBatches, streamBatches, type BatchStream } from './batch-planner';
import type {
  BatchAnswer,
  BulkEvent,
  BulkFailure,
  BulkLimits,
  BulkLookupOptions,
  BulkProgress,
  BulkRetryPolicy,
  RetryEvent,
  RetryReason,
  StreamedRaws,
} from './bulk-lookup';
import { createRequestBudget, type RequestBudget } from './request-budget';
import { realClock, type Clock, type RateLimit } from './token-bucket';

/** The longest Retry-After obeyed as asked; a longer one is cut to this. */
const MAX_RETRY_AFTER_MS = RETRY_AFTER_CAP_SECONDS * 1000;

/** A batch of raw addresses sent as one request. */
export interface Batch {
  raws: string[];
  /** Attempts already made. */
  attempts: number;
  /** Not before this time (backoff). */
  readyAt: number;
  /** Straight from the plan, never tried (what {@link BulkLookupOptions.holdNew} holds back). */
  fresh?: boolean;
  /** When its last request left (the budget's clock): a 429 to it tells the budget what the server took. */
  sentAt?: number;
}

/** What one bulk lookup knows while it runs; `A` is what its transport answers. */
export interface BulkRun<A extends BatchAnswer> {
  options: BulkLookupOptions<A>;
  limits: BulkLimits;
  retry: BulkRetryPolicy;
  concurrency: number;
  clock: Clock;
  random: () => number;
  rate: RateLimit;
  budget: RequestBudget;
  /** Our own controller: aborted by the caller's signal, and by us once everything is settled. */
  controller: AbortController;
  signal: AbortSignal;
  totalAccounts: number;
  startedAt: number;
  failed: BulkFailure[];
  counts: {
    doneAccounts: number;
    failedAccounts: number;
    requestsSent: number;
    requestsDone: number;
    requestsPlanned: number;
    retries: number;
  };
  /** Batches that may start now, in order. */
  ready: Batch[];
  /** Batches waiting out a backoff. */
  waiting: Batch[];
  inFlight: Set<Batch>;
  /** The streamed accounts' batches, planned as they are needed; null for a list given whole. */
  source: BatchStream | null;
  sourceEnded: boolean;
  /** Shortest URL the server refused with 414/431: longer batches are split before sending. */
  refusedUrlLength: number;
  /** A 429 pauses every new request, not only the batch that got it: the limit is shared. */
  pausedUntil: number;
  /** Wakes the scheduling loop when a request finishes. */
  wake: () => void;
}

/**
 * A lookup's state before anything is sent: the accounts given whole are planned into batches now,
 * streamed ones as they are needed. `limits` and `retry` are the checked options with their defaults.
 */
export function createBulkRun<A extends BatchAnswer>(
  options: BulkLookupOptions<A>,
  accounts: { listed: string[] } | { streamed: StreamedRaws },
  limits: BulkLimits,
  retry: BulkRetryPolicy,
): BulkRun<A> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));
  const clock = options.clock ?? realClock;
  const rate = options.rate ?? { requestsPerSecond: null };
  const budget = options.budget ?? createRequestBudget({ rate, concurrency: null }, { clock });
  const controller = new AbortController();
  const startedAt = clock.now();
  const ready: Batch[] =
    'listed' in accounts
      ? planBatches(accounts.listed, limits, options.urlLength).map((b) => ({
          raws: b,
          attempts: 0,
          readyAt: startedAt,
          fresh: true,
        }))
      : [];
  const source =
    'streamed' in accounts ? streamBatches(accounts.streamed.stream, limits, options.urlLength) : null;
  return {
    options,
    limits,
    retry,
    concurrency,
    clock,
    random: options.random ?? Math.random,
    rate,
    budget,
    controller,
    signal: controller.signal,
    totalAccounts: 'listed' in accounts ? accounts.listed.length : accounts.streamed.expected,
    startedAt,
    failed: [],
    counts: {
      doneAccounts: 0,
      failedAccounts: 0,
      requestsSent: 0,
      requestsDone: 0,
      requestsPlanned: ready.length,
      retries: 0,
    },
    ready,
    waiting: [],
    inFlight: new Set(),
    source,
    sourceEnded: source === null,
    refusedUrlLength: Infinity,
    pausedUntil: startedAt,
    wake: () => undefined,
  };
}

/** Batches the stream is expected to give still, for progress (the stream is planned as it goes). */
function unplannedRequests<A extends BatchAnswer>(run: BulkRun<A>): number {
  if (run.sourceEnded) return 0;
  return Math.ceil(Math.max(0, run.totalAccounts - run.source!.planned) / run.limits.maxAddressesPerRequest);
}

/** The lookup's progress now. */
export function progress<A extends BatchAnswer>(run: BulkRun<A>): BulkProgress {
  const { counts, startedAt } = run;
  const elapsed = run.clock.now() - startedAt;
  const remaining = counts.requestsPlanned + unplannedRequests(run) - counts.requestsDone;
  const learned = run.budget.learnedRate();
  let etaMs: number | null = null;
  if (remaining === 0) etaMs = 0;
  else if (counts.requestsDone > 0 && elapsed > 0) {
    let perMs = counts.requestsDone / elapsed;
    const pace = run.rate.requestsPerSecond ?? learned;
    if (pace !== null) perMs = Math.min(perMs, pace / 1000);
    etaMs = Math.round(remaining / perMs);
  }
  return {
    totalAccounts: run.totalAccounts,
    ...counts,
    requestsPlanned: counts.requestsPlanned + unplannedRequests(run),
    ratePerSecond: run.budget.currentRate(),
    ...(learned !== null ? { learnedRate: learned } : {}),
    etaMs,
    startedAt,
  };
}

/** Hands an event to the caller's listener. */
function emit<A extends BatchAnswer>(run: BulkRun<A>, event: BulkEvent<A>): void {
  try {
    run.options.onProgress?.(event);
  } catch {
    // A listener's defect must not stop the lookup.
  }
}

/** Sends a batch's request, and counts and hands on its answer or deals with its failure. */
export async function send<A extends BatchAnswer>(run: BulkRun<A>, batch: Batch): Promise<void> {
  const { counts } = run;
  batch.attempts += 1;
  counts.requestsSent += 1;
  if (batch.attempts > 1) counts.retries += 1;
  try {
    const answer = await run.options.transport(batch.raws, run.signal);
    checkCovers(batch.raws, answer);
    counts.requestsDone += 1;
    // Accounts an answer cut at a row cap left out are neither found nor not found: they are asked again.
    counts.doneAccounts += answer.accounts.length + answer.not_found.length;
    askAgain(run, batch, answer, answer.unanswered ?? []);
    emit(run, { type: 'batch-done', raws: batch.raws, result: answer, progress: progress(run) });
  } catch (error) {
    if (run.signal.aborted) {
      // Cancelled in flight: these addresses stay pending.
      run.ready.unshift({ ...batch, attempts: batch.attempts - 1 });
      return;
    }
    handleFailure(run, batch, toErrorInfo(error));
  }
}

/** A retry event: the wait, when it ends and why (see {@link RetryEvent}). */
function retryEvent<A extends BatchAnswer>(
  run: BulkRun<A>,
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
    maxAttempts: run.retry.maxAttempts,
    delayMs,
    resumesAt: run.clock.now() + delayMs,
    reason,
    cause: error.message,
    ...(asked !== undefined ? { retryAfterSeconds: asked } : {}),
    capped: asked !== undefined && asked * 1000 > MAX_RETRY_AFTER_MS,
    pausesAll: reason === 'rate-limited',
    error,
    progress: progress(run),
  };
}

/** Accounts an answer may have cut off (a row cap): asked for again at once, as a batch of their own. */
function askAgain<A extends BatchAnswer>(
  run: BulkRun<A>,
  batch: Batch,
  result: A,
  unanswered: readonly string[],
): void {
  if (unanswered.length === 0) return;
  run.ready.unshift({ raws: [...unanswered], attempts: batch.attempts - 1, readyAt: run.clock.now() });
  run.counts.requestsPlanned += 1;
  const rows = result.accounts.length;
  const error: AppErrorInfo = {
    kind: 'schema',
    message: `The answer held ${rows} of the ${batch.raws.length} accounts asked for — exactly a row cap (an older indexer cuts answers at 100 rows) — so the other ${unanswered.length} are asked for again rather than called "not found".`,
  };
  emit(run, retryEvent(run, unanswered.length, batch.attempts, 0, 'incomplete', error));
}

/** A failed request: its batch split, retried after a wait, or failed for good. */
function handleFailure<A extends BatchAnswer>(run: BulkRun<A>, batch: Batch, error: AppErrorInfo): void {
  const now = run.clock.now();
  if ((error.status === 414 || error.status === 431) && batch.raws.length > 1)
    return splitTooLong(run, batch, error, now);
  const reason = retryReason(error);
  if (reason && batch.attempts < run.retry.maxAttempts) return retryLater(run, batch, error, reason, now);
  run.counts.requestsDone += 1;
  run.counts.failedAccounts += batch.raws.length;
  run.failed.push({ addresses: batch.raws, error });
  emit(run, { type: 'batch-failed', addresses: batch.raws, error, progress: progress(run) });
}

/** Too long for the server: split in two and send both halves, no attempt charged. */
function splitTooLong<A extends BatchAnswer>(
  run: BulkRun<A>,
  batch: Batch,
  error: AppErrorInfo,
  now: number,
): void {
  run.refusedUrlLength = Math.min(run.refusedUrlLength, run.options.urlLength(batch.raws));
  const half = Math.ceil(batch.raws.length / 2);
  run.ready.unshift(
    { raws: batch.raws.slice(0, half), attempts: batch.attempts - 1, readyAt: now },
    { raws: batch.raws.slice(half), attempts: batch.attempts - 1, readyAt: now },
  );
  run.counts.requestsPlanned += 1;
  emit(run, retryEvent(run, batch.raws.length, batch.attempts, 0, 'too-long', error));
}

/** A passing failure: the batch waits out a jittered backoff (or the Retry-After asked); a 429 pauses all. */
function retryLater<A extends BatchAnswer>(
  run: BulkRun<A>,
  batch: Batch,
  error: AppErrorInfo,
  reason: RetryReason,
  now: number,
): void {
  const { retry } = run;
  const backoff = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (batch.attempts - 1));
  const jittered = Math.floor(run.random() * backoff);
  const asked =
    error.retryAfterSeconds !== undefined ? Math.min(MAX_RETRY_AFTER_MS, error.retryAfterSeconds * 1000) : 0;
  const delayMs = Math.max(asked, jittered);
  if (error.kind === 'rate-limited') {
    run.pausedUntil = Math.max(run.pausedUntil, now + Math.max(asked, Math.min(jittered, 1000)));
    run.budget.pause(run.pausedUntil, batch.sentAt);
  }
  run.waiting.push({ ...batch, readyAt: now + delayMs });
  emit(run, retryEvent(run, batch.raws.length, batch.attempts + 1, delayMs, reason, error));
}

/**
 * The transport checked the answer against the request (one check, where the reply entered); this only
 * makes sure it kept its side of the contract — one entry per address asked (found, not found, or
 * unanswered) — so the counts stay true.
 */
function checkCovers(batchRaws: readonly string[], answer: BatchAnswer): void {
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
