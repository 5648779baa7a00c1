/**
 * A token bucket that paces requests to an indexer's rate limit. Gateways count requests in a sliding
 * one-second window (toncenter: 1/s without a key), so the bucket holds at most `burst` tokens
 * (default 1) and refills from the moment a token is actually taken: a late take never lets the next
 * one come early. Each interval is also stretched by a small margin, because the server stamps
 * requests on arrival and a few milliseconds of network jitter would otherwise push the
 * (N+1)th request into the same window and earn a 429 with a one-second wait.
 */
import { createSerialLock } from '../storage/serial-lock';

/** How fast requests may go. */
export interface RateLimit {
  /** Requests per second; `null` = unlimited. */
  requestsPerSecond: number | null;
  /** Tokens that may be saved up while idle (default 1: sliding-window gateways allow no bursts). */
  burst?: number;
}

/** Time as the scheduler sees it; injectable so tests of long waits need not wait. */
export interface Clock {
  /** Milliseconds, monotonic (performance.now by default): only differences are used. */
  now(): number;
  /** Resolves after `ms`, or rejects as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The bucket's interface. */
export interface TokenBucket {
  /**
   * Resolves, with the clock's time of the take, when a request may start; takers are served in call
   * order. Rejects when `signal` aborts.
   */
  take(signal?: AbortSignal): Promise<number>;
  /** Tokens taken per second over the last {@link RATE_WINDOW_MS} (or since the first take). */
  currentRate(): number;
  /** Tokens taken from `from` (included) until `to` (excluded), at most {@link RATE_WINDOW_MS} back from now. */
  takenBetween(from: number, to: number): number;
  /**
   * Changes the pace from now on (the request budget's learned rate, shared/bulk/request-budget.ts);
   * a taker already waiting is paced at the new rate when it next looks.
   */
  setRate(requestsPerSecond: number | null): void;
}

/** Window over which {@link TokenBucket.currentRate} averages. */
export const RATE_WINDOW_MS = 5_000;

/** Each interval is lengthened by this share and this many ms (arrival jitter at the server). */
const MARGIN_SHARE = 0.01;
const MARGIN_MS = 2;

/** An error for an aborted wait (callers turn it into their own error family). */
function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/**
 * The real clock: `performance.now` and `setTimeout`. Monotonic on purpose: a wall clock set back
 * (NTP, the user, a test that pins `Date`) must not stall the pacing of a lookup that is running.
 */
export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError(signal!));
      };
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** Milliseconds between two tokens at `rps` (0: unlimited), with the arrival margin; throws on a bad rate. */
function intervalOf(rps: number | null): number {
  if (rps !== null && !(rps > 0 && Number.isFinite(rps))) {
    throw new RangeError(`requestsPerSecond must be a positive number or null, got ${rps}`);
  }
  return rps === null ? 0 : (1000 / rps) * (1 + MARGIN_SHARE) + MARGIN_MS;
}

/** Creates a bucket for `limit`. With `requestsPerSecond: null` every take resolves at once. */
export function createTokenBucket(limit: RateLimit, clock: Clock = realClock): TokenBucket {
  const burst = Math.max(1, Math.floor(limit.burst ?? 1));
  let intervalMs = intervalOf(limit.requestsPerSecond);
  let tokens = burst;
  let refilledAt = clock.now();
  /** Times of recent takes, for currentRate(). */
  const taken: number[] = [];
  let firstTake: number | undefined;
  /** Takers are served one at a time, in call order. */
  const takers = createSerialLock();

  function record(now: number): void {
    firstTake ??= now;
    taken.push(now);
    while (taken.length > 0 && now - taken[0]! > RATE_WINDOW_MS) taken.shift();
  }

  async function acquire(signal?: AbortSignal): Promise<number> {
    for (;;) {
      if (signal?.aborted) throw abortError(signal);
      const now = clock.now();
      if (intervalMs > 0) {
        tokens = Math.min(burst, tokens + (now - refilledAt) / intervalMs);
        refilledAt = now;
      }
      if (intervalMs === 0 || tokens >= 1) {
        if (intervalMs > 0) tokens -= 1;
        record(now);
        return now;
      }
      await clock.sleep(Math.ceil((1 - tokens) * intervalMs), signal);
    }
  }

  return {
    take(signal) {
      if (intervalMs === 0) {
        // Unlimited: nothing to wait for, and no queue to join.
        if (signal?.aborted) return Promise.reject(abortError(signal));
        const now = clock.now();
        record(now);
        return Promise.resolve(now);
      }
      // Served in call order; an aborted taker leaves the queue at once and never stalls the ones behind.
      return takers
        .run(() => acquire(signal), signal)
        .catch((error: unknown) => {
          throw signal?.aborted ? abortError(signal) : error;
        });
    },

    currentRate() {
      const now = clock.now();
      while (taken.length > 0 && now - taken[0]! > RATE_WINDOW_MS) taken.shift();
      if (taken.length === 0 || firstTake === undefined) return 0;
      const span = Math.min(RATE_WINDOW_MS, Math.max(1_000, now - firstTake));
      return (taken.length * 1000) / span;
    },

    takenBetween(from, to) {
      return taken.filter((t) => t >= from && t < to).length;
    },

    setRate(requestsPerSecond) {
      const next = intervalOf(requestsPerSecond);
      // Unlimited kept no account of tokens: the bucket starts full, from now.
      if (intervalMs === 0) {
        tokens = burst;
        refilledAt = clock.now();
      }
      intervalMs = next;
    },
  };
}
