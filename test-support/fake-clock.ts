/**
 * A manual clock for tests of waits measured in seconds: time moves only when the test says so, and
 * every sleep due by then resumes in order. Not used by the app.
 */
import type { Clock } from '../shared/bulk/token-bucket';

/** A clock the test drives. */
export interface FakeClock extends Clock {
  /** Moves time forward by `ms`, resuming due sleepers one by one (each may schedule more). */
  advance(ms: number): Promise<void>;
  /** Sleeps not yet due. */
  pendingSleeps(): number;
}

/** Creates a clock starting at `start` ms. */
export function createFakeClock(start = 0): FakeClock {
  let now = start;
  const sleepers: { at: number; resolve: () => void }[] = [];
  const flush = async () => {
    // Let resumed code run up to its next await before time moves again.
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return {
    now: () => now,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(new Error('aborted'));
        const entry = { at: now + Math.max(0, ms), resolve };
        sleepers.push(entry);
        signal?.addEventListener(
          'abort',
          () => {
            sleepers.splice(sleepers.indexOf(entry), 1);
            reject(new Error('aborted'));
          },
          { once: true },
        );
      });
    },
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        await flush();
        sleepers.sort((a, b) => a.at - b.at);
        const next = sleepers[0];
        if (!next || next.at > end) break;
        sleepers.shift();
        now = next.at;
        next.resolve();
      }
      now = end;
      await flush();
    },
    pendingSleeps: () => sleepers.length,
  };
}
