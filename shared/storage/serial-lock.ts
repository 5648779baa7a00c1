/**
 * One piece of work at a time, in call order: the app's one serial lock (in the manner of
 * ton-org/sandbox's `AsyncLock`, with an explicit queue of waiters). Stores run every read-modify-write
 * under one, so two quick clicks never interleave; the rate limiter serves its takers through one; the
 * settings and the watch timer queue their changes and checks through one.
 *
 * A failed piece of work never stalls the ones behind it (its caller gets the failure). A waiter whose
 * `signal` aborts leaves the queue at once and rejects with the signal's reason; work that has started
 * is never interrupted by the lock (it may watch the signal itself).
 */

/** The lock. */
export interface SerialLock {
  /**
   * Runs `work` once every earlier piece has settled and answers its result (or failure). `signal`:
   * stop waiting for the turn (rejects with `signal.reason`).
   */
  run<T>(work: () => T | Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Pieces running or waiting. */
  readonly size: number;
}

/** The reason an aborted wait rejects with. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('aborted');
}

/** Creates a free lock. */
export function createSerialLock(): SerialLock {
  /** Turns waiting, oldest first; each starts its piece when called. */
  const waiting: (() => void)[] = [];
  let busy = false;

  /** Hands the lock to the next waiter, or frees it. */
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  }

  return {
    run<T>(work: () => T | Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', onAbort);
          // Settles the caller, then hands over: the next piece starts after this one has fully ended.
          Promise.resolve().then(work).then(resolve, reject).finally(release);
        };
        const onAbort = () => {
          const at = waiting.indexOf(start);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(abortReason(signal!));
        };
        if (!busy) {
          busy = true;
          start();
          return;
        }
        waiting.push(start);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    get size() {
      return waiting.length + (busy ? 1 : 0);
    },
  };
}
