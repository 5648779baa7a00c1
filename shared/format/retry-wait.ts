/**
 * A wait before a retry, said in words for a person: how long is left and what the indexer said —
 * "waiting 60 s: the indexer said 429 Too Many Requests (Retry-After 999999, capped at 60 s)". One
 * wording for the app's lookup progress and the CLI's stderr line (docs/indexer-api.md §5.3 for 429).
 */
import { RETRY_AFTER_CAP_SECONDS } from '../api/request-limits';
import type { AppErrorInfo } from '../errors';
import { formatDuration } from './time';

/** What a wait is made of: the retry event's fields that the sentence needs. */
export interface RetryWait {
  /** When the wait ends, on the scheduler's monotonic clock (`performance.now()`). */
  readonly resumesAt: number;
  readonly reason: 'rate-limited' | 'server-error' | 'network' | 'timeout' | 'too-long' | 'incomplete';
  /** What the server asked for in Retry-After, in seconds (before the cap). */
  readonly retryAfterSeconds?: number;
  /** The server asked for more than is honoured. */
  readonly capped: boolean;
  readonly error: AppErrorInfo;
  readonly attempt: number;
  readonly maxAttempts: number;
}

/** Reason phrases of the statuses a retry follows. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  408: 'Request Timeout',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Whole seconds left until `resumesAt` (never negative). */
export function waitSecondsLeft(wait: Pick<RetryWait, 'resumesAt'>, now: number): number {
  return Math.max(0, Math.ceil((wait.resumesAt - now) / 1000));
}

/** What the indexer said (or what failed), e.g. "the indexer said 429 Too Many Requests (Retry-After 5)". */
export function waitCause(wait: RetryWait): string {
  const status = wait.error.status ?? (wait.error.kind === 'rate-limited' ? 429 : undefined);
  const asked = wait.retryAfterSeconds;
  const after =
    asked === undefined
      ? ''
      : ` (Retry-After ${asked}${wait.capped ? `, capped at ${RETRY_AFTER_CAP_SECONDS} s` : ''})`;
  if (status !== undefined)
    return `the indexer said ${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ''}${after}`;
  if (wait.reason === 'timeout') return 'the indexer did not answer in time';
  if (wait.reason === 'network') return 'the indexer could not be reached';
  return `the request failed${after}`;
}

/** The whole sentence, counted down from `now` (monotonic ms). */
export function retryWaitText(wait: RetryWait, now: number): string {
  const left = waitSecondsLeft(wait, now);
  return `waiting ${left < 120 ? `${left} s` : formatDuration(left)}: ${waitCause(wait)} — attempt ${wait.attempt} of ${wait.maxAttempts} next`;
}
