/**
 * What a bulk lookup shows on stderr while it runs. On a terminal, one updating progress line in the
 * app's words (shared/format/progress-text.ts):
 * `3,400 of 10,000 accounts · 34 of 96 requests · 9.8 requests/s · about 6 s left`, redrawn in place (carriage
 * return + erase line) at most a few times a second and erased before the results are printed. Every
 * retry is said as it happens — the wait, its cause and the attempt — so a long wait is never silent:
 * a line of its own (on a terminal above the progress line, which then counts the wait down), and
 * Ctrl-C stops the lookup at any time. Where no rate was given and the indexer's 429s taught a pace, the
 * progress line says it ("pacing at 8 requests/s, learned from the indexer's 429s"), and so does each 429's
 * retry line.
 */
import type { BulkProgress, RetryEvent } from '../shared/bulk/bulk-lookup';
import { retryWaitText } from '../shared/format/retry-wait';
import { bulkProgressText, learnedPaceText } from '../shared/format/progress-text';
import { inert } from './terminal-text';
import type { CliIo } from './io';
import { groupedInteger } from '../shared/grouped-integer';

/** Minimum time between two redraws. */
const REDRAW_MS = 100;

const count = groupedInteger;
const addresses = (n: number) => `${count(n)} address${n === 1 ? '' : 'es'}`;

/** Seconds left until `resumesAt` (the scheduler's monotonic clock). */
const secondsLeft = (resumesAt: number, now: number) => Math.max(0, Math.ceil((resumesAt - now) / 1000));

/** One line for a retry: what is sent again, after how long, which attempt, and why (the server's words). */
export function retryText(event: RetryEvent, now = performance.now()): string {
  const cause = event.cause.replace(/\s+/g, ' ');
  if (event.reason === 'too-long')
    return `splitting ${addresses(event.addresses)} in two and sending both at once: ${cause}`;
  if (event.reason === 'incomplete') return `asking again for ${addresses(event.addresses)}: ${cause}`;
  const everyone = event.pausesAll ? ' Every request waits.' : '';
  // Said here too, for a stderr that is not a terminal and so has no progress line.
  const learned = event.progress.learnedRate;
  const pace = learned !== undefined ? ` Then ${learnedPaceText(learned)}.` : '';
  // The same sentence as the app's lookup progress (shared/format/retry-wait.ts).
  return `${retryWaitText(event, now)}, for ${addresses(event.addresses)}. ${cause}${everyone}${pace} Ctrl-C stops the lookup.`;
}

/** The progress display and retry notes on `io.stderr`. */
export function progressLine(
  io: CliIo,
  now: () => number = Date.now,
  monotonic: () => number = () => performance.now(),
) {
  const terminal = Boolean(io.stderr.isTTY);
  let lastDraw = -Infinity;
  let shown = false;
  let last: BulkProgress | null = null;
  /** The wait the line counts down, while there is one. */
  let waiting: RetryEvent | null = null;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const draw = () => {
    if (!last) return;
    let text = bulkProgressText(last);
    if (waiting) {
      const left = secondsLeft(waiting.resumesAt, monotonic());
      if (left > 0) text += ` · ${retryWaitText(waiting, monotonic())} · Ctrl-C stops`;
      else waiting = null;
    }
    shown = true;
    io.stderr.write(`\r\x1b[K${inert(text)}`);
  };

  const stopTicker = () => {
    if (ticker) clearInterval(ticker);
    ticker = undefined;
  };

  return {
    /** Redraws the line unless it was redrawn very recently (`force` for the final state). */
    update(progress: BulkProgress, force = false): void {
      last = progress;
      if (!terminal) return;
      const t = now();
      if (!force && t - lastDraw < REDRAW_MS) return;
      lastDraw = t;
      draw();
    },
    /** Says a retry: a line of its own, then (on a terminal) the wait counted down on the progress line. */
    retrying(event: RetryEvent): void {
      last = event.progress;
      const text = `retry: ${retryText(event, monotonic())}`;
      if (!terminal) {
        io.stderr.write(`${inert(text)}\n`);
        return;
      }
      io.stderr.write(`\r\x1b[K${inert(text)}\n`);
      if (event.delayMs >= 1000 && (!waiting || event.resumesAt > waiting.resumesAt)) waiting = event;
      draw();
      if (waiting && !ticker) {
        ticker = setInterval(() => {
          draw();
          if (!waiting) stopTicker();
        }, 1000);
        ticker.unref?.();
      }
    },
    /** Erases the line so the next output starts clean. */
    clear(): void {
      stopTicker();
      waiting = null;
      if (terminal && shown) io.stderr.write('\r\x1b[K');
      shown = false;
    },
  };
}
