/**
 * The app's one lookup store: an external store (read with `useSyncExternalStore`, lookup-context.tsx)
 * holding the running lookup's progress apart from its results, the last finished lookup and the error
 * of one that failed as a whole. The lookup itself is a job (shared/jobs/lookup-job.ts) that runs where
 * the client is — Electron main, or the web build's worker — on the indexer it was started for; its
 * events land here: each batch's rows go into a {@link RowBuilder}, which builds them once; the store
 * publishes the progress at most every {@link FLUSH_INTERVAL_MS} and the rows at most every
 * {@link rowsFlushIntervalMs}, so a screen that reads only progress, or nothing, is not re-rendered by
 * the rows, and vice versa. The job logs the lookup when it ends; the store only hears where.
 *
 * Cancel stops what has not started and keeps what came; "Retry failed" runs only the accounts whose
 * batch failed. The last finished lookup stays on screen while a new one runs, and stays if the new one
 * fails as a whole.
 */
import type { BridgeArg, TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { BulkProgress } from '../../shared/bulk/bulk-lookup';
import { errorText, type AppErrorInfo } from '../../shared/errors';
import type { JobWait, LookupLogged } from '../../shared/jobs/job-events';
import { followJob, type FollowedJob } from './job-client';
import {
  answeredCount,
  type LookupOutcome,
  type LookupRequest,
  type RequestedAccount,
} from './lookup-outcome';
import { RowBuilder } from './row-builder';
import { nextTurn } from '../../shared/next-turn';
import { joinLines } from '../../shared/bridge/api/api-parts';

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

/**
 * The argument of the start of a lookup of `accounts`: the lists as lines, each joined in a task of its
 * own, so that the start's task is the post alone.
 */
async function startArg(
  request: LookupRequest,
  accounts: readonly RequestedAccount[],
  retriedLogId: string | undefined,
): Promise<BridgeArg<'startLookup'>> {
  const addressLines = joinLines(accounts.map((a) => a.raw));
  await nextTurn();
  const inputLines = joinLines(accounts.map((a) => a.input));
  await nextTurn();
  return {
    addressLines,
    inputLines,
    includeBoc: request.includeBoc,
    profileId: request.profile.id,
    ...(retriedLogId ? { retriedLogId } : {}),
    ...(request.pasted ? { pasted: request.pasted } : {}),
    ...(request.baseline ? { rerunOf: request.baseline.logId } : {}),
  };
}

/** The running lookup as the progress bar shows it. */
export interface RunningLookup {
  readonly request: LookupRequest;
  /** Null until the first event. */
  readonly progress: BulkProgress | null;
  /** The longest wait before a retry announced so far (it may have ended: compare `resumesAt` with `performance.now()`). */
  readonly waiting?: JobWait | null;
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

/** What the store needs from the app. */
export interface LookupStoreDeps {
  bridge: TonIndexBridge;
  /** Told when a lookup's job has logged it (the Log screen reads the log again). */
  onLogged: () => void;
}

const EMPTY: LookupStoreState = {
  running: null,
  current: null,
  last: null,
  error: null,
  attempted: null,
  logError: null,
};

const LOST: AppErrorInfo = {
  kind: 'unexpected',
  message: 'The lookup lost its connection to the app; run it again.',
};

/** The store. */
export class LookupStore {
  private state: LookupStoreState = EMPTY;
  private readonly listeners = new Set<() => void>();
  /** The lookup this store follows now; a newer one supersedes it. */
  private job: FollowedJob | null = null;
  private deps: LookupStoreDeps | null = null;

  /** Connects the store to the app (its bridge); returns the function that disconnects it. */
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
    void this.execute(request, request.accounts, (final) => RowBuilder.allPending(final, nextTurn));
  }

  /** Looks up again only the accounts whose batch failed, keeping everything that arrived. */
  retryFailed(): void {
    const { last } = this.state;
    if (!last || last.failed.size === 0 || this.state.running) return;
    const failed = last.request.accounts.filter((a) => last.failed.has(a.raw));
    const raws = failed.map((a) => a.raw);
    const resume = async (final: LookupRequest) => {
      const builder = new RowBuilder(final, last);
      builder.clearFailed(raws);
      return builder;
    };
    const retried = last.loggedAs ?? last.fromLog?.id;
    void this.execute(last.request, failed, resume, retried);
  }

  /** Stops the running lookup: nothing new starts, what arrived is kept. */
  cancel(): void {
    this.job?.cancel();
  }

  /** Shows a logged lookup as it was (nothing is fetched). */
  reopen(outcome: LookupOutcome): void {
    this.supersede();
    this.set({ running: null, current: null, error: null, last: outcome });
  }

  /** Shows an error that stopped a lookup from starting. */
  reportError(error: AppErrorInfo): void {
    this.set({ error });
  }

  /** Stops whatever runs (the app is going away). */
  dispose(): void {
    this.supersede();
  }

  private set(change: Partial<LookupStoreState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Stops following the running lookup; its job is cancelled, and logs what it got. */
  private supersede(): void {
    this.job?.cancel();
    this.job?.forget();
    this.job = null;
  }

  /**
   * Starts a lookup job for `accounts` of `request` and follows it, publishing progress and rows as they
   * come. The work is spread over tasks, so no single one is long: the click's task shows the progress
   * bar, the next ones make the pending rows, the next starts the job; the table of pending rows shows
   * in a task of its own when the job has answered which indexer it runs on.
   */
  private async execute(
    request: LookupRequest,
    accounts: readonly RequestedAccount[],
    makeBuilder: (request: LookupRequest) => Promise<RowBuilder>,
    retriedLogId?: string,
  ): Promise<void> {
    this.supersede();
    this.set({ error: null, attempted: request, running: { request, progress: null }, current: null });
    await nextTurn();
    const bridge = this.deps?.bridge;
    if (!bridge) {
      this.set({ running: null, error: LOST });
      return;
    }
    const superseded = () => this.state.attempted !== request || this.state.running?.request !== request;
    if (superseded()) return;
    // The rows are made in tasks of their own, before the job's start (which sends every address).
    const builder = await makeBuilder(request);
    if (superseded()) return;
    let arg: BridgeArg<'startLookup'> | null;
    try {
      arg = await startArg(request, accounts, retriedLogId);
    } catch (error) {
      this.set({
        running: null,
        error: { kind: 'invalid-input', message: `The lookup cannot start: ${errorText(error)}.` },
      });
      return;
    }
    if (superseded()) return;
    let final = request;
    let progress: BulkProgress | null = null;
    let progressShown: BulkProgress | null = null;
    let waiting: JobWait | null = null;
    let firstFailure: AppErrorInfo | undefined;
    /** The outcome shown once every account answered, before the job has logged it. */
    let settled: LookupOutcome | null = null;
    let rowsShownAt = 0;
    const rowsInterval = rowsFlushIntervalMs(accounts.length);
    let timer: ReturnType<typeof setInterval> | undefined;
    const isCurrent = () => this.job === job;
    const flush = () => {
      if (!isCurrent()) return;
      const change: { -readonly [K in keyof LookupStoreState]?: LookupStoreState[K] } = {};
      if (progress !== progressShown) {
        progressShown = progress;
        change.running = { request: final, progress, waiting };
      }
      const now = performance.now();
      if (now - rowsShownAt >= rowsInterval) {
        const outcome = builder.outcome('running', Date.now());
        if (outcome !== this.state.current) change.current = outcome;
        rowsShownAt = now;
      }
      if (Object.keys(change).length > 0) this.set(change);
    };
    const end = (change: Partial<LookupStoreState>) => {
      clearInterval(timer);
      if (!isCurrent()) return;
      this.job = null;
      this.set({ running: null, current: null, ...change });
    };

    const job: FollowedJob = followJob(
      bridge,
      'lookup',
      () => {
        // The lists are let go once sent: this function's scope lives as long as the job does.
        const sent = bridge.startLookup(arg!);
        arg = null;
        return sent;
      },
      {
        // The job says which indexer it runs on, under which limits: the results say so too.
        onStarted: (started) => {
          if (!isCurrent()) return;
          final = {
            ...request,
            profile: {
              id: started.indexer.profileId,
              name: started.indexer.name,
              baseUrl: started.indexer.baseUrl,
            },
            policy: started.policy,
            lastBlock: started.lastBlock ?? request.lastBlock,
          };
          builder.request = final;
          setTimeout(() => {
            if (!isCurrent()) return;
            rowsShownAt = performance.now();
            this.set({
              attempted: final,
              running: { request: final, progress },
              current: builder.outcome('running', Date.now()),
            });
            timer = setInterval(flush, FLUSH_INTERVAL_MS);
          }, 0);
        },
        onRefused: (reply) => end({ error: reply.error }),
        'job-rows': (event) => {
          progress = event.progress;
          firstFailure ??= event.rows.find((row) => row.failure)?.failure ?? undefined;
          builder.place(event.rows, event.addressBook, event.metadata);
          // Every account answered: the table is final now; the job writes the log after this, and
          // `job-done` says where (with a failure, "Retry failed" waits for that entry to link to it).
          const { doneAccounts, totalAccounts, failedAccounts } = event.progress;
          if (isCurrent() && doneAccounts === totalAccounts && failedAccounts === 0) {
            settled = builder.outcome('complete', Date.now());
            this.finish(settled, false, undefined, null, end);
          }
        },
        'job-progress': (event) => void (progress = event.progress),
        'job-retry': (event) => {
          progress = event.progress;
          const { wait } = event;
          if (wait.delayMs > 0 && (!waiting || wait.resumesAt >= waiting.resumesAt)) waiting = wait;
        },
        'job-done': (event) => {
          if (settled) return this.logged(settled, event.logged);
          const ended = builder.outcome(event.cancelled ? 'cancelled' : 'complete', Date.now());
          this.finish(ended, event.cancelled, firstFailure, event.logged, end);
        },
        'job-failed': (event) => end({ error: event.error }),
      },
    );
    this.job = job;
  }

  /** Where the job logged a lookup already shown as finished: the outcome links to its entry. */
  private logged(outcome: LookupOutcome, logged: LookupLogged): void {
    if (!logged) return;
    if ('error' in logged) {
      if (this.state.last === outcome) this.set({ logError: logged.error });
      return;
    }
    if (this.state.last === outcome) this.set({ last: { ...outcome, loggedAs: logged.entry.id } });
    this.deps?.onLogged();
  }

  /** Ends a lookup: its outcome becomes the last one, or, when nothing arrived, an error (the previous results stay). */
  private finish(
    ended: LookupOutcome,
    cancelled: boolean,
    firstFailure: AppErrorInfo | undefined,
    logged: LookupLogged,
    end: (change: Partial<LookupStoreState>) => void,
  ): void {
    if (answeredCount(ended) === 0) {
      const error: AppErrorInfo = cancelled
        ? { kind: 'aborted', message: 'The lookup was cancelled before any account arrived.' }
        : (firstFailure ?? { kind: 'unexpected', message: 'The lookup ended without an answer.' });
      end({ error });
      return;
    }
    const last = logged && 'entry' in logged ? { ...ended, loggedAs: logged.entry.id } : ended;
    end({ last, logError: logged && 'error' in logged ? logged.error : null });
    if (logged && 'entry' in logged) this.deps?.onLogged();
  }
}
