/**
 * The figures of a running bulk lookup in words — one wording for the app's progress line and the
 * CLI's (stderr, on a terminal): "4,000 of 10,000 accounts · 4 of 10 requests · 9.8 requests/s
 * (limit 10/s) · 2 retries · about 1 min left", and where no rate is configured and the indexer's 429s
 * taught one, "… 7.9 requests/s · pacing at 8 requests/s, learned from the indexer's 429s · …".
 */
import { formatDuration } from './time';
import { groupedInteger } from '../grouped-integer';

/** The figures the line says: the scheduler's progress (`BulkProgress` in shared/bulk) has them all. */
export interface BulkProgressFigures {
  readonly totalAccounts: number;
  readonly doneAccounts: number;
  readonly failedAccounts: number;
  readonly requestsDone: number;
  readonly requestsPlanned: number;
  readonly retries: number;
  readonly ratePerSecond: number;
  /** The pace the indexer's request budget learned from its 429s (shared/bulk/learned-pace.ts). */
  readonly learnedRate?: number;
  readonly etaMs: number | null;
}

/** A pace in requests/s as said to a person: whole above 10, else to a tenth ("8", "0.8", "12"). */
export function paceFigure(requestsPerSecond: number): string {
  const rounded =
    requestsPerSecond >= 10 ? Math.round(requestsPerSecond) : Math.round(requestsPerSecond * 10) / 10;
  return String(rounded);
}

/** The one sentence of a learned pace, e.g. "pacing at 8 requests/s, learned from the indexer's 429s". */
export function learnedPaceText(requestsPerSecond: number): string {
  return `pacing at ${paceFigure(requestsPerSecond)} requests/s, learned from the indexer's 429s`;
}

/** The progress as one line; `limit` (requests/s) is said after the rate; `accounts: false` leaves the accounts out. */
export function bulkProgressText(
  progress: BulkProgressFigures,
  options: { limit?: number | null; accounts?: boolean } = {},
): string {
  const parts: string[] = [];
  if (options.accounts !== false)
    parts.push(
      `${groupedInteger(progress.doneAccounts)} of ${groupedInteger(progress.totalAccounts)} accounts`,
    );
  const limit = options.limit ?? null;
  parts.push(
    `${groupedInteger(progress.requestsDone)} of ${groupedInteger(progress.requestsPlanned)} requests`,
    `${progress.ratePerSecond.toFixed(1)} requests/s${limit === null ? '' : ` (limit ${limit}/s)`}`,
  );
  if (progress.learnedRate !== undefined) parts.push(learnedPaceText(progress.learnedRate));
  if (progress.failedAccounts > 0) parts.push(`${groupedInteger(progress.failedAccounts)} failed`);
  if (progress.retries > 0)
    parts.push(`${groupedInteger(progress.retries)} ${progress.retries === 1 ? 'retry' : 'retries'}`);
  if (progress.etaMs !== null)
    parts.push(progress.etaMs < 1000 ? 'almost done' : `about ${formatDuration(progress.etaMs / 1000)} left`);
  return parts.join(' · ');
}
