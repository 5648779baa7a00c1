/**
 * The app's one lookup store: an external store (read with `useSyncExternalStore`, lookup-context.tsx)
 * holding the running lookup's progress apart from its results, the last finished lookup and the error
 * of one that failed as a whole. The shared bulk scheduler (shared/bulk) streams each batch's answer
 * into a {@link RowBuilder}, which builds the rows of that batch once; the store publishes the progress
 * at most every {@link FLUSH_INTERVAL_MS} and the rows at most every {@link rowsFlushIntervalMs}, so a
 * screen that reads only progress, or nothing, is not re-rendered by the rows, and vice versa.
 *
 * Cancel stops what has not started and keeps what came; "Retry failed" runs only the accounts whose
 * batch failed. The last finished lookup stays on screen while a new one runs, and stays if the new one
 * fails as a whole.
 */
import type { AccountLookup } from '../../shared/api/account-states';
import { runBulkLookup, type BulkProgress, type RetryEvent } from '../../shared/bulk';
import { apiRoot } from '../../shared/client/base-url';
import { accountStatesUrlLength } from '../../shared/client/index-client';
import { AppError, type AppErrorInfo } from '../../shared/errors';
import { RowBuilder } from './row-builder';
import { answeredCount, type LookupOutcome, type LookupRequest } from './lookup-outcome';

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

/** Resolves in a task of its own (after the page has had a chance to render). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The running lookup as the progress bar shows it. */
export interface RunningLookup {
  readonly request: LookupRequest;
  /** Null until the first event. */
  readonly progress: BulkProgress | null;
  /** The longest wait before a retry announced so far (it may have ended: compare `resumesAt` with `performance.now()`). */
  readonly waiting?: RetryEvent | null;
}

/** Everything the store holds; a new object on every change, each part kept when it did not change. */
export interface LookupStoreState {
  /** The running lookup and its progress (null when none runs): changes with every progress tick. */
  readonly running: RunningLookup | null;
  /** The running lookup's rows so far: changes when rows are published. */
  readonly current: LookupOutcome | null;
  /** The last finished lookup (complete, cancelled with results, or reopened from the log). */
  readonly last: LookupOutcome | null;
  /** The last lookup failed as a whole (nothing arrived), or was cancelled before anything arrived. */
  readonly error: AppErrorInfo | null;
  /** The request of the last lookup started, for "Retry" after an error. */
  readonly attempted: LookupRequest | null;
  /** Recording the last finished lookup in the log failed. */
  readonly logError: AppErrorInfo | null;
}

/** Sends ONE request for these raw addresses (the bridge's `lookupAccounts`); throws an AppError. */
export type BatchTransport = (
  raws: string[],
  includeBoc: boolean,
  signal: AbortSignal,
) => Promise<AccountLookup>;

/** What the store needs from the app. */
export interface LookupStoreDeps {
  transport: BatchTransport;
  /** Called with every lookup that finishes with at least one answer (the lookup log records it). */
  onFinished: (outcome: LookupOutcome) => void;
}

const EMPTY: LookupStoreState = {
  running: null,
  current: null,
  last: null,
  error: null,
  attempted: null,
  logError: null,
};

/** The store. */
export class LookupStore {
  private state: LookupStoreState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private deps: LookupStoreDeps | null = null;

  /** Connects the store to the app (its bridge and log); returns the function that disconnects it. */
  connect(deps: LookupStoreDeps): () => void {
    this.deps = deps;
    return () => {
      if (this.deps === deps) this.deps = null;
    };
  }

  /** The current state (the same object until something changes). */
  getState = (): LookupStoreState => this.state;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Looks up every account of `request`. */
  start(request: LookupRequest): void {
    void this.execute(
      request,
      () => new RowBuilder(request),
      request.accounts.map((a) => a.raw),
    );
  }

  /** Looks up again only the accounts whose batch failed, keeping everything that arrived. */
  retryFailed(): void {
    const { last } = this.state;
    if (!last || last.failed.size === 0 || this.controller) return;
    const raws = [...last.failed.keys()];
    const resume = () => {
      const builder = new RowBuilder(last.request, last);
      builder.clearFailed(raws);
      return builder;
    };
    void this.execute(last.request, resume, raws);
  }

  /** Stops the running lookup: nothing new starts, what arrived is kept. */
  cancel(): void {
    this.controller?.abort();
  }

  /** Shows a logged lookup as it was (nothing is fetched). */
  reopen(outcome: LookupOutcome): void {
    this.controller?.abort();
    this.controller = null;
    this.set({ running: null, current: null, error: null, last: outcome });
  }

  /** Shows an error that stopped a lookup from starting. */
  reportError(error: AppErrorInfo): void {
    this.set({ error });
  }

  /** Records whether the log got the last lookup. */
  setLogError(logError: AppErrorInfo | null): void {
    if (logError !== this.state.logError) this.set({ logError });
  }

  /** Stops whatever runs (the app is going away). */
  dispose(): void {
    this.controller?.abort();
  }

  private set(change: Partial<LookupStoreState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /**
   * Runs `raws` of `request` into the builder `makeBuilder` makes, publishing progress and rows as they
   * come. The work is spread over tasks, so no single one is long: the click's task shows the progress
   * bar, the next one the table of pending rows, the one after plans the batches.
   */
  private async execute(
    request: LookupRequest,
    makeBuilder: () => RowBuilder,
    raws: readonly string[],
  ): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const { policy, includeBoc } = request;
    const root = apiRoot(request.profile.baseUrl);
    const rowsInterval = rowsFlushIntervalMs(request.accounts.length);
    let progress: BulkProgress | null = null;
    let progressShown: BulkProgress | null = null;
    let waiting: RetryEvent | null = null;
    this.set({ error: null, attempted: request, running: { request, progress }, current: null });
    await nextTask();
    if (this.controller !== controller) return; // superseded before anything was asked
    const builder = makeBuilder();
    this.set({ current: builder.outcome('running', Date.now()) });
    let rowsShownAt = performance.now();
    const flush = () => {
      if (this.controller !== controller) return;
      const change: { -readonly [K in keyof LookupStoreState]?: LookupStoreState[K] } = {};
      if (progress !== progressShown) {
        progressShown = progress;
        change.running = { request, progress, waiting };
      }
      const now = performance.now();
      if (now - rowsShownAt >= rowsInterval) {
        const outcome = builder.outcome('running', Date.now());
        if (outcome !== this.state.current) change.current = outcome;
        rowsShownAt = now;
      }
      if (Object.keys(change).length > 0) this.set(change);
    };
    const timer = setInterval(flush, FLUSH_INTERVAL_MS);

    try {
      await nextTask();
      const outcome = await runBulkLookup({
        raws,
        signal: controller.signal,
        limits: { maxAddressesPerRequest: policy.maxAddressesPerRequest, maxUrlLength: policy.maxUrlLength },
        rate: { requestsPerSecond: policy.requestsPerSecond },
        concurrency: policy.concurrency,
        urlLength: (batch) => accountStatesUrlLength(root, batch, includeBoc),
        transport: (batch, signal) => {
          if (!this.deps)
            throw new AppError({
              kind: 'unexpected',
              message: 'The lookup lost its connection to the app; run it again.',
            });
          return this.deps.transport(batch, includeBoc, signal);
        },
        onProgress: (event) => {
          progress = event.progress;
          if (event.type === 'batch-done') builder.addBatch(event.raws, event.result);
          else if (event.type === 'batch-failed') builder.markFailed(event.addresses, event.error);
          else if (event.delayMs > 0 && (!waiting || event.resumesAt >= waiting.resumesAt)) waiting = event;
        },
      });
      clearInterval(timer);
      const ended = builder.outcome(outcome.cancelled ? 'cancelled' : 'complete', Date.now());
      if (this.controller !== controller) {
        // Superseded (a new lookup, a reopened log entry): what arrived is still recorded, not shown.
        if (answeredCount(ended) > 0) this.recordLater(ended);
        return;
      }
      this.controller = null;
      this.finish(ended, outcome.cancelled, outcome.failed[0]?.error);
    } catch (thrown) {
      clearInterval(timer);
      if (this.controller !== controller) return;
      this.controller = null;
      const error =
        thrown instanceof AppError
          ? thrown.info
          : { kind: 'unexpected' as const, message: 'The lookup could not run.', detail: String(thrown) };
      this.set({ running: null, current: null, error });
    }
  }

  /** Ends a lookup: its outcome becomes the last one, or, when nothing arrived, an error (the previous results stay). */
  private finish(ended: LookupOutcome, cancelled: boolean, firstFailure: AppErrorInfo | undefined): void {
    if (answeredCount(ended) === 0) {
      const error: AppErrorInfo = cancelled
        ? { kind: 'aborted', message: 'The lookup was cancelled before any account arrived.' }
        : (firstFailure ?? { kind: 'unexpected', message: 'The lookup ended without an answer.' });
      this.set({ running: null, current: null, error });
      return;
    }
    this.set({ running: null, current: null, last: ended });
    this.recordLater(ended);
  }

  /** Hands a finished lookup to the log in a task of its own, so the finished table is painted first. */
  private recordLater(ended: LookupOutcome): void {
    setTimeout(() => this.deps?.onFinished(ended), 0);
  }
}
