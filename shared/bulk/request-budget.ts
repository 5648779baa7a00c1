/**
 * The one request budget of an indexer: every job that asks it — lookups, tokens runs, inspects, a
 * followed account's row, the watch list — takes each request from here, so twenty lookups started
 * together still keep the profile's rate (toncenter without a key: 1 request a second) and its number
 * of requests in flight, and a 429 that one of them meets pauses them all. Each job keeps its own
 * batches, retries and cancel (shared/bulk/bulk-lookup.ts); only the pace is shared.
 *
 * An indexer with no configured rate gets one from its 429s (shared/bulk/learned-pace.ts), held here,
 * so every job, the progress lines, the CLI and Settings read the same figure; a configured rate always
 * wins and is never changed.
 */
import { RETRY_AFTER_CAP_SECONDS } from '../api/request-limits';
import { AppError } from '../errors';
import { createLearnedPace, type LearnedPace } from './learned-pace';
import { createTokenBucket, realClock, type Clock, type RateLimit } from './token-bucket';

/** What a budget allows. */
export interface BudgetLimits {
  rate: RateLimit;
  /** Requests in flight at once, across every job (null: no bound beyond each job's own). */
  concurrency: number | null;
}

/** A request's turn: call it to free the slot once the request has settled. */
export interface BudgetTurn {
  (): void;
  /** When the turn was given (the clock's milliseconds): what {@link RequestBudget.pause} is told. */
  readonly sentAt: number;
}

/** The budget. */
export interface RequestBudget {
  /**
   * Waits for a request's turn — a free slot, the end of a shared pause, then a token of the rate —
   * and answers the function that frees the slot once the request has settled. Rejects when `signal`
   * aborts (nothing is held then).
   */
  acquire(signal?: AbortSignal): Promise<BudgetTurn>;
  /**
   * A 429: no job's new request starts before `until` (the clock's milliseconds). `sentAt`, the refused
   * request's turn's (default now), lets a budget without a configured rate learn its pace.
   */
  pause(until: number, sentAt?: number): void;
  /** Until when new requests wait (in the past when they do not). */
  pausedUntil(): number;
  /** The budget's clock, in the milliseconds {@link pause} takes. */
  now(): number;
  /** Requests started per second over the last few seconds, by every job. */
  currentRate(): number;
  /** The pace learned from the indexer's 429s (requests/s), or null: a rate is configured, or none met. */
  learnedRate(): number | null;
  /** Forgets the learned pace: requests go as fast as the in-flight cap allows until the next 429. */
  forgetLearned(): void;
}

/** What a budget is told besides its limits. */
export interface BudgetOptions {
  clock?: Clock;
  /**
   * The pace kept from an earlier session for this indexer (shared/bulk/kept-pace-store.ts), on its way
   * from the store: the first request waits for it, and, unless a rate is configured, the budget starts
   * at it (it still rises and falls as a learned pace does). Null or a failed read: nothing to start from.
   */
  keptPace?: Promise<number | null>;
  /** The learned pace changed (learned, cut or raised; not when restored): kept for the next session. */
  onLearned?: (requestsPerSecond: number) => void;
}

/** An error for an aborted wait. */
function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/** A counting semaphore whose waiters are served in call order and leave at once when aborted. */
function createSlots(size: number | null) {
  let free = size ?? Infinity;
  const waiting: { grant: () => void }[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else free += 1;
  };
  return {
    take(signal?: AbortSignal): Promise<void> {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(abortError(signal!));
        };
        waiting.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    release,
  };
}

/** Creates a budget for `limits`. */
export function createRequestBudget(limits: BudgetLimits, options: BudgetOptions = {}): RequestBudget {
  const { clock = realClock, onLearned } = options;
  const bucket = createTokenBucket(limits.rate, clock);
  const slots = createSlots(limits.concurrency);
  let pausedUntil = -Infinity;
  const learning: LearnedPace | null =
    limits.rate.requestsPerSecond === null
      ? createLearnedPace({
          now: () => clock.now(),
          sentBetween: (from, to) => bucket.takenBetween(from, to),
        })
      : null;
  let starting: Promise<void> | undefined = options.keptPace?.then(
    (rate) => {
      const restored = rate === null ? null : (learning?.restore(rate) ?? null);
      if (restored !== null) bucket.setRate(restored);
    },
    () => undefined,
  );
  void starting?.then(() => (starting = undefined));
  /** The bucket follows what was learned. */
  const follow = (rate: number | null) => {
    if (rate === null) return;
    bucket.setRate(rate);
    onLearned?.(rate);
  };

  async function acquire(signal?: AbortSignal): Promise<BudgetTurn> {
    if (starting) await starting;
    await slots.take(signal);
    let sentAt: number;
    try {
      // A pause may begin while this request waits for its token: it is honoured before it leaves.
      while (clock.now() < pausedUntil) await clock.sleep(pausedUntil - clock.now(), signal);
      sentAt = await bucket.take(signal);
      if (learning) follow(learning.sent());
    } catch (error) {
      slots.release();
      throw error;
    }
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      slots.release();
    };
    return Object.assign(free, { sentAt });
  }

  return {
    acquire,
    pause(until, sentAt) {
      pausedUntil = Math.max(pausedUntil, until);
      if (learning) follow(learning.refused(sentAt ?? clock.now()));
    },
    pausedUntil: () => pausedUntil,
    now: () => clock.now(),
    currentRate: () => bucket.currentRate(),
    learnedRate: () => learning?.rate() ?? null,
    forgetLearned: () => {
      if (!learning) return;
      learning.forget();
      bucket.setRate(null);
    },
  };
}

/** How long a lone request's 429 without a Retry-After pauses the budget. */
const LONE_429_PAUSE_MS = 1000;

/**
 * One request outside a bulk run — the chain status, the watch list's check — sent in `budget`'s turn:
 * it waits for the pace and a free slot like every job's request, and a 429 it meets pauses them all
 * (for the Retry-After asked, capped as a lookup caps it, else a second) and teaches the pace, as a
 * lookup's batch does. Without this, a chain status refreshed during a lookup at the indexer's limit
 * is the request over it.
 */
export async function sendInTurn<T>(
  budget: RequestBudget,
  send: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const turn = await budget.acquire(signal);
  try {
    return await send();
  } catch (error) {
    if (error instanceof AppError && error.kind === 'rate-limited') {
      const asked = error.info.retryAfterSeconds;
      const waitMs =
        asked === undefined ? LONE_429_PAUSE_MS : Math.min(asked, RETRY_AFTER_CAP_SECONDS) * 1000;
      budget.pause(budget.now() + waitMs, turn.sentAt);
    }
    throw error;
  } finally {
    turn();
  }
}
