/**
 * The app's one lookup store: an external store (read with `useSyncExternalStore`, lookup-context.tsx)
 * holding the running lookup's progress apart from its results, the last finished lookup and the error
 * of one that failed as a whole. The lookup itself is a job (shared/jobs/lookup-job.ts) that runs where
 * the client is — Electron main, or the web build's worker — on the indexer it was started for; its
 * events land here: each batch's ready rows are placed by a {@link RowBuilder}, and the running lookup's
 * state (live-lookup.ts) publishes progress and rows each at its own pace, so a screen that reads only
 * progress, or nothing, is not re-rendered by the rows, and vice versa. The window names the job; what
 * the job is bound to (its indexer, limits, last block) is what its start answered. The job logs the
 * lookup when it ends; the store only hears where.
 *
 * Cancel stops what has not started and keeps what came; "Retry failed" runs only the accounts whose
 * batch failed. The last finished lookup stays on screen while a new one runs, and stays if the new one
 * fails as a whole.
 */
import type { BridgeArg, TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { BulkProgress } from '../../shared/bulk/bulk-lookup';
import { errorText, type AppErrorInfo } from '../../shared/errors';
import type { JobWait, LookupJobStart, LookupLogged } from '../../shared/jobs/job-events';
import { followJob, type FollowedJob } from './job-client';
import { LiveLookup } from './live-lookup';
import {
  answeredCount,
  type LookupBound,
  type LookupOutcome,
  type LookupRequest,
  type RequestedAccount,
} from './lookup-outcome';
import { RowBuilder } from './row-builder';
import { nextTurn } from '../../shared/next-turn';
import { joinLines } from '../../shared/bridge/api/api-parts';

/**
 * The argument of the start of a lookup of `accounts` (without its job id, which the start adds): the
 * lists as lines, each joined in a task of its own, so that the start's task is the post alone.
 */
async function startArg(
  request: LookupRequest,
  accounts: readonly RequestedAccount[],
  retriedLogId: string | undefined,
): Promise<Omit<BridgeArg<'startLookup'>, 'jobId'>> {
  const addressLines = joinLines(accounts.map((a) => a.raw));
  await nextTurn();
  const inputLines = joinLines(accounts.map((a) => a.input));
  await nextTurn();
  return {
    addressLines,
    inputLines,
    includeBoc: request.includeBoc,
    profileId: request.profileId,
    ...(retriedLogId ? { retriedLogId } : {}),
    ...(request.pasted ? { pasted: request.pasted } : {}),
    ...(request.baseline ? { rerunOf: request.baseline.logId } : {}),
    ...(request.listFile ? { listFile: request.listFile.id } : {}),
  };
}

/** The running lookup as the progress bar shows it. */
export interface RunningLookup {
  readonly request: LookupRequest;
  /** What its job is bound to; null until the job's start has answered. */
  readonly bound: LookupBound | null;
  /** How many earlier jobs of this window run before it starts (absent when it runs). */
  readonly queued?: number;
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
    void this.execute(request, request.accounts, () => RowBuilder.allPending(request, nextTurn));
  }

  /** Looks up again only the accounts whose batch failed, keeping everything that arrived. */
  retryFailed(): void {
    const { last } = this.state;
    if (!last || last.failed.size === 0 || this.state.running) return;
    const failed = last.request.accounts.filter((a) => last.failed.has(a.raw));
    const raws = failed.map((a) => a.raw);
    const resume = async () => {
      const builder = new RowBuilder(last.request, last);
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
   * in a task of its own when the job has answered which indexer it is bound to.
   */
  private async execute(
    request: LookupRequest,
    accounts: readonly RequestedAccount[],
    makeBuilder: () => Promise<RowBuilder>,
    retriedLogId?: string,
  ): Promise<void> {
    this.supersede();
    this.set({
      error: null,
      attempted: request,
      running: { request, bound: null, progress: null },
      current: null,
    });
    await nextTurn();
    const bridge = this.deps?.bridge;
    if (!bridge) {
      this.set({ running: null, error: LOST });
      return;
    }
    const superseded = () => this.state.attempted !== request || this.state.running?.request !== request;
    if (superseded()) return;
    // The rows are made in tasks of their own, before the job's start (which sends every address).
    const builder = await makeBuilder();
    if (superseded()) return;
    let arg: Awaited<ReturnType<typeof startArg>> | null;
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
    this.follow(bridge, request, builder, accounts, () => {
      // The lists are let go once sent: this function's scope lives as long as the job does.
      const sent = arg!;
      arg = null;
      return sent;
    });
  }

  /** Follows the lookup's job: its events go into the builder, and the store publishes what changed. */
  private follow(
    bridge: TonIndexBridge,
    request: LookupRequest,
    builder: RowBuilder,
    accounts: readonly RequestedAccount[],
    takeArg: () => Awaited<ReturnType<typeof startArg>>,
  ): void {
    const live = new LiveLookup(request, builder, accounts, (change) => {
      if (this.isJob(job)) this.set(change);
    });
    const end = (change: Partial<LookupStoreState>) => {
      live.stop();
      if (!this.isJob(job)) return;
      this.job = null;
      this.set({ running: null, current: null, ...change });
    };
    const job: FollowedJob = followJob(
      bridge,
      'lookup',
      (jobId) => bridge.startLookup({ ...takeArg(), jobId }),
      {
        onStarted: (bound: LookupJobStart) => {
          if (this.isJob(job)) live.bind(bound);
        },
        onRefused: (reply) => end({ error: reply.error }),
        'job-queued': (event) => live.queued(event.ahead),
        'job-rows': (event) => {
          live.rows(event);
          // Every account answered: the table is final now; the job writes the log after this, and
          // `job-done` says where (with a failure, "Retry failed" waits for that entry to link to it).
          const { doneAccounts, totalAccounts, failedAccounts } = event.progress;
          if (this.isJob(job) && doneAccounts === totalAccounts && failedAccounts === 0)
            live.whenBound(() => {
              live.settled = live.outcome('complete');
              this.finish(live.settled, false, undefined, null, end);
            });
        },
        'job-progress': (event) => live.progress(event.progress),
        'job-retry': (event) => live.retry(event),
        'job-done': (event) =>
          live.whenBound(() => {
            if (live.settled) return this.logged(live.settled, event.logged);
            const ended = live.outcome(event.cancelled ? 'cancelled' : 'complete');
            this.finish(ended, event.cancelled, live.firstFailure, event.logged, end);
          }),
        'job-failed': (event) => end({ error: event.error }),
      },
    );
    this.job = job;
  }

  private isJob(job: FollowedJob | undefined): boolean {
    return job !== undefined && this.job === job;
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
