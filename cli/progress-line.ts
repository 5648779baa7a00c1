/**
 * The one updating progress line a bulk lookup shows on stderr when stderr is a terminal:
 * `3,400/10,000 accounts · 34/96 requests · 9.8 req/s · about 6 s left`. Redrawn in place (carriage
 * return + erase line), at most a few times a second, and erased before the results are printed.
 */
import type { BulkProgress } from '../shared/bulk';
import { formatDuration } from '../shared/format';
import type { CliIo } from './io';

/** Minimum time between two redraws. */
const REDRAW_MS = 100;

const count = (n: number) => n.toLocaleString('en-US');

/** The progress as one line of text. */
export function progressText(p: BulkProgress): string {
  const parts = [
    `${count(p.doneAccounts)}/${count(p.totalAccounts)} accounts`,
    `${count(p.requestsDone)}/${count(p.requestsPlanned)} requests`,
    `${p.ratePerSecond.toFixed(1)} req/s`,
  ];
  if (p.etaMs !== null && p.etaMs > 0) parts.push(`about ${formatDuration(Math.ceil(p.etaMs / 1000))} left`);
  if (p.retries > 0) parts.push(`${count(p.retries)} retried`);
  if (p.failedAccounts > 0) parts.push(`${count(p.failedAccounts)} failed`);
  return parts.join(' · ');
}

/** A progress display on `io.stderr`; does nothing unless stderr is a terminal. */
export function progressLine(io: CliIo, now: () => number = Date.now) {
  const enabled = Boolean(io.stderr.isTTY);
  let lastDraw = -Infinity;
  let shown = false;
  return {
    /** Redraws the line unless it was redrawn very recently (`force` for the final state). */
    update(progress: BulkProgress, force = false): void {
      if (!enabled) return;
      const t = now();
      if (!force && t - lastDraw < REDRAW_MS) return;
      lastDraw = t;
      shown = true;
      io.stderr.write(`\r\x1b[K${progressText(progress)}`);
    },
    /** Erases the line so the next output starts clean. */
    clear(): void {
      if (enabled && shown) io.stderr.write('\r\x1b[K');
      shown = false;
    },
  };
}
