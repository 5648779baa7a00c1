/**
 * A running lookup as the store publishes it: the job's events go in (what it is bound to, its place in
 * the window's queue, its rows, progress and waits), and out come the store's changes — the progress at
 * most every {@link FLUSH_INTERVAL_MS}, the rows at most every {@link rowsFlushIntervalMs}, so a screen
 * that reads only progress, or nothing, is not re-rendered by the rows, and vice versa.
 */
import type { BulkProgress } from '../../shared/bulk/bulk-lookup';
import type { AppErrorInfo } from '../../shared/errors';
import type { JobEvents, JobWait } from '../../shared/jobs/job-events';
import { columnsOfRows } from '../../shared/jobs/row-columns';
import {
  type LookupBound,
  type LookupOutcome,
  type LookupRequest,
  type LookupState,
  type RequestedAccount,
} from './lookup-outcome';
import type { RunningLookup } from './lookup-store';
import type { RowBuilder } from './row-builder';

/** How often the progress bar is refreshed while batches stream in. */
export const FLUSH_INTERVAL_MS = 200;

/**
 * How often the rows are published while batches stream in: every progress tick for up to 20,000
 * accounts, then less often in proportion (1 s at 100,000) — each publication hands the table a new
 * array of every row, and a page that re-renders 100,000 rows five times a second has less time to scroll.
 */
export function rowsFlushIntervalMs(totalAccounts: number): number {
  return Math.min(1_000, Math.max(FLUSH_INTERVAL_MS, Math.round(totalAccounts / 100)));
}

/** What the store changes as a running lookup goes. */
export interface LiveChange {
  running?: RunningLookup | null;
  current?: LookupOutcome | null;
}

/** One running lookup's live state. */
export class LiveLookup {
  /** The outcome shown once every account answered, before the job has logged it. */
  settled: LookupOutcome | null = null;
  /** The first failure of a batch, for a lookup where nothing arrived. */
  firstFailure: AppErrorInfo | undefined;
  private progressNow: BulkProgress | null = null;
  private progressShown: BulkProgress | null = null;
  private waiting: JobWait | null = null;
  private ahead: number | undefined;
  private rowsShownAt = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly rowsInterval: number;
  /** What waits for the job's binding (an end that came before its start's answer). */
  private afterBind: (() => void) | null = null;

  constructor(
    private readonly request: LookupRequest,
    private readonly builder: RowBuilder,
    /** The accounts the job was started with, in the order sent: a batch names their raws by position. */
    private readonly sent: readonly RequestedAccount[],
    private readonly publish: (change: LiveChange) => void,
  ) {
    this.rowsInterval = rowsFlushIntervalMs(sent.length);
  }

  /** The job's start answered what it is bound to: the table of pending rows shows, in a task of its own. */
  bind(bound: LookupBound): void {
    this.builder.bound = bound;
    setTimeout(() => {
      this.rowsShownAt = performance.now();
      this.publish({ running: this.running(), current: this.builder.outcome('running', Date.now()) });
      this.timer ??= setInterval(() => this.flush(), FLUSH_INTERVAL_MS);
      this.afterBind?.();
      this.afterBind = null;
    }, 0);
  }

  /** Runs `then` once the job is bound (at once if it is). */
  whenBound(then: () => void): void {
    if (this.builder.bound) then();
    else this.afterBind = then;
  }

  /** The job waits for `ahead` earlier jobs of this window. */
  queued(ahead: number): void {
    this.ahead = ahead;
    this.publish({ running: this.running() });
  }

  /**
   * A batch's rows, placed straight from the columns they crossed as (shared/jobs/row-columns.ts); a
   * batch handed over as rows (a test's bridge) is made columns first, so that every batch is placed one way.
   */
  rows(event: JobEvents['job-rows'] & { kind: 'lookup' }): void {
    this.progressNow = event.progress;
    this.ahead = undefined;
    const columns = event.columns ?? columnsOfRows(event.rows, event.addressBook, event.metadata);
    this.firstFailure ??= columns.failure?.find((failure) => failure) ?? undefined;
    this.builder.place(columns, this.sentRaw);
    this.builder.markLookAlikes(event.lookAlikes);
  }

  /** The raw address sent at `index` (shared/jobs/row-columns.ts: a row's raw crosses only when it is another). */
  private readonly sentRaw = (index: number): string | undefined => this.sent[index]?.raw;

  progress(progress: BulkProgress): void {
    this.progressNow = progress;
    this.ahead = undefined;
  }

  /** A wait before a retry: the longest announced so far is shown. */
  retry(event: JobEvents['job-retry']): void {
    this.progressNow = event.progress;
    const { wait } = event;
    if (wait.delayMs > 0 && (!this.waiting || wait.resumesAt >= this.waiting.resumesAt)) this.waiting = wait;
  }

  /** The rows as they stand, in `state`. */
  outcome(state: LookupState): LookupOutcome {
    return this.builder.outcome(state, Date.now());
  }

  /** Stops publishing (the lookup ended or was superseded). */
  stop(): void {
    clearInterval(this.timer);
  }

  private running(): RunningLookup {
    return {
      request: this.request,
      bound: this.builder.bound,
      progress: this.progressNow,
      waiting: this.waiting,
      ...(this.ahead !== undefined ? { queued: this.ahead } : {}),
    };
  }

  /** Publishes the progress when it changed, and the rows when their interval has passed. */
  private flush(): void {
    const change: LiveChange = {};
    if (this.progressNow !== this.progressShown) {
      this.progressShown = this.progressNow;
      change.running = this.running();
    }
    const now = performance.now();
    if (now - this.rowsShownAt >= this.rowsInterval) {
      change.current = this.builder.outcome('running', Date.now());
      this.rowsShownAt = now;
    }
    if (change.running !== undefined || change.current !== undefined) this.publish(change);
  }
}
