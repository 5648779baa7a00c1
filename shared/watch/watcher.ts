/**
 * The watch list's timer: while the app runs, re-checks every watched address (and watched jetton
 * wallet) at the interval the user set, through the same one-request transport and bulk scheduler as a
 * lookup — paced at a share of the profile's rate limit (watch-plan.ts) — compares what it sees with the
 * last state kept, stores the changes, and hands them to `onCheck` (watch-runner.ts turns them into notifications). Time is an
 * injected {@link Clock}, so tests drive it with a fake one; nothing here touches a timer directly.
 */
import type { CheckedLookup } from '../api/account-states';
import type { BulkFailure, BulkRetryPolicy } from '../bulk/bulk-lookup';
import { collectLookup } from '../jobs/collect-lookup';
import { createTokenBucket, realClock, type Clock, type TokenBucket } from '../bulk/token-bucket';
import { toErrorInfo, type AppErrorInfo } from '../errors';
import { createSerialLock, type SerialLock } from '../storage/serial-lock';
import { planWatchCheck, DEFAULT_WATCH_RATE_SHARE, type WatchPlan, type WatchPolicy } from './watch-plan';
import { WATCH_INTERVAL_SECONDS, type WatchChange, type WatchSnapshot } from './watch-schema';
import { diffSnapshots, indexLookup, snapshotOf } from './watch-snapshot';
import type { WatchStore } from './watch-store';

/** How often a waiting watcher reads the interval again (the shortest interval a user may set). */
const SETTINGS_RECHECK_MS = WATCH_INTERVAL_SECONDS.min * 1000;

/** Options of {@link createWatcher}. */
export interface WatcherOptions {
  /** The parts of the store a re-check uses (on the web, a proxy to the log's Worker). */
  store: Pick<WatchStore, 'list' | 'settings' | 'states' | 'recordCheck'>;
  /** Sends ONE request for these raw addresses (without code and data), as for a lookup. */
  transport: (raws: string[], signal: AbortSignal) => Promise<CheckedLookup>;
  /** The URL length a request for these raw addresses has. */
  urlLength: (raws: readonly string[]) => number;
  /** The profile's limits (`effectiveRequestPolicy`); a function is asked at every re-check (the active profile may change). */
  policy: WatchPolicy | (() => WatchPolicy);
  /** Share of the profile's rate the watch list may use; default {@link DEFAULT_WATCH_RATE_SHARE}. */
  rateShare?: number;
  /** Retries of a failed request within one re-check (fewer than a lookup's: the next re-check comes anyway). */
  retry?: Partial<BulkRetryPolicy>;
  /** Monotonic time for pacing and waiting; the real clock by default. */
  clock?: Clock;
  /** Wall-clock time of snapshots and changes. */
  now?: () => Date;
  /** After every re-check (changes may be empty). A listener's error never stops the watcher. */
  onCheck?: (result: WatchCheckResult) => void;
}

/** One re-check, done. */
export interface WatchCheckResult {
  /** ISO 8601 time of the re-check. */
  at: string;
  plan: WatchPlan;
  /** Addresses whose state was seen. */
  checked: number;
  changes: WatchChange[];
  /** Requests that failed after their retries: those addresses keep their last state. */
  failed: BulkFailure[];
  /** When the whole re-check could not run (e.g. the store could not be read). */
  error?: AppErrorInfo;
}

/** The running watcher. */
export interface Watcher {
  /** Starts re-checking: at once, then every interval. No-op when running. */
  start(): void;
  /** Stops: no new re-check starts, one in flight is cancelled. Resolves once the loop has ended. */
  stop(): Promise<void>;
  /**
   * One re-check now (also while stopped), paced with the others; never rejects — a failure is in the
   * result. Asked again before it has started, the same re-check answers.
   */
  checkNow(): Promise<WatchCheckResult>;
  readonly running: boolean;
}

/** What the watcher's steps share. */
interface WatcherState {
  options: WatcherOptions;
  clock: Clock;
  now: () => Date;
  /** Share of the profile's rate the watch list may use. */
  share: number;
  controller: AbortController | null;
  loop: Promise<void> | null;
  /** One re-check at a time: checkNow while the timer's re-check runs waits for it. */
  checks: SerialLock;
  /** A "Check now" waiting for its turn: more clicks meanwhile join it instead of queueing more checks. */
  waiting: Promise<WatchCheckResult> | null;
  /** The pace of every re-check's requests, across re-checks (made again when the rate changes). */
  pace: { rps: number | null; bucket: TokenBucket } | null;
}

/** Creates a watcher; it does nothing until {@link Watcher.start} or {@link Watcher.checkNow}. */
export function createWatcher(options: WatcherOptions): Watcher {
  const watcher: WatcherState = {
    options,
    clock: options.clock ?? realClock,
    now: options.now ?? (() => new Date()),
    share: options.rateShare ?? DEFAULT_WATCH_RATE_SHARE,
    controller: null,
    loop: null,
    checks: createSerialLock(),
    waiting: null,
    pace: null,
  };
  return {
    start() {
      if (watcher.controller) return;
      watcher.controller = new AbortController();
      watcher.loop = run(watcher, watcher.controller.signal);
    },
    async stop() {
      watcher.controller?.abort();
      watcher.controller = null;
      await watcher.loop;
      watcher.loop = null;
    },
    checkNow() {
      watcher.waiting ??= checkOnce(watcher, undefined, () => {
        watcher.waiting = null;
      });
      return watcher.waiting;
    },
    get running() {
      return watcher.controller !== null;
    },
  };
}

/** The bucket that paces every re-check's requests, made again when the rate changes. */
function pacer(watcher: WatcherState, rps: number | null): TokenBucket {
  if (watcher.pace?.rps !== rps)
    watcher.pace = { rps, bucket: createTokenBucket({ requestsPerSecond: rps }, watcher.clock) };
  return watcher.pace.bucket;
}

/** One re-check: plan, look up, compare and store; never rejects — a failure is in the result. */
async function check(watcher: WatcherState, signal: AbortSignal | undefined): Promise<WatchCheckResult> {
  const { options } = watcher;
  const at = watcher.now().toISOString();
  // Until the settings are read (or if they cannot be), the shortest interval: the next try comes soon.
  let plan: WatchPlan = {
    raws: [],
    requests: 0,
    requestsPerSecond: null,
    minIntervalSeconds: 0,
    intervalSeconds: WATCH_INTERVAL_SECONDS.min,
  };
  try {
    const policy = typeof options.policy === 'function' ? options.policy() : options.policy;
    const [entries, settings, states] = await Promise.all([
      options.store.list(),
      options.store.settings(),
      options.store.states(),
    ]);
    plan = planWatchCheck(entries, policy, settings.intervalSeconds, options.urlLength, watcher.share);
    if (plan.raws.length === 0) return { at, plan, checked: 0, changes: [], failed: [] };
    const outcome = await lookUpWatched(watcher, plan, policy, signal);
    const index = indexLookup(outcome.result);
    const snapshots: Record<string, WatchSnapshot> = {};
    const changes: WatchChange[] = [];
    for (const entry of entries) {
      const snapshot = snapshotOf(index, entry, at);
      if (!snapshot) continue;
      snapshots[entry.raw] = snapshot;
      changes.push(...diffSnapshots(entry.raw, states[entry.raw], snapshot));
    }
    if (!outcome.cancelled) await options.store.recordCheck({ snapshots, changes });
    return {
      at,
      plan,
      checked: Object.keys(snapshots).length,
      changes: outcome.cancelled ? [] : changes,
      failed: outcome.failed,
    };
  } catch (error) {
    return { at, plan, checked: 0, changes: [], failed: [], error: toErrorInfo(error) };
  }
}

/** The watched addresses' states, through the scheduler at the watch list's share of the rate. */
function lookUpWatched(
  watcher: WatcherState,
  plan: WatchPlan,
  policy: WatchPolicy,
  signal: AbortSignal | undefined,
): ReturnType<typeof collectLookup> {
  const { options } = watcher;
  // Paced by one bucket for every re-check, so "Check now" clicked again and again stays within the rate.
  const bucket = pacer(watcher, plan.requestsPerSecond);
  return collectLookup({
    raws: plan.raws,
    transport: async (raws, requestSignal) => {
      await bucket.take(requestSignal);
      return options.transport(raws, requestSignal);
    },
    urlLength: options.urlLength,
    limits: {
      maxAddressesPerRequest: policy.maxAddressesPerRequest,
      maxUrlLength: policy.maxUrlLength,
    },
    // The pace is the shared bucket's (above), not one that starts full for each re-check.
    rate: { requestsPerSecond: null },
    concurrency: policy.concurrency,
    retry: { maxAttempts: 2, ...options.retry },
    clock: watcher.clock,
    ...(signal ? { signal } : {}),
  });
}

function checkOnce(
  watcher: WatcherState,
  signal?: AbortSignal,
  onStart?: () => void,
): Promise<WatchCheckResult> {
  return watcher.checks.run(async () => {
    onStart?.();
    const result = await check(watcher, signal);
    try {
      watcher.options.onCheck?.(result);
    } catch {
      // A listener's defect must not stop the watcher.
    }
    return result;
  });
}

/** The interval now in force: the user's (read again: it may have changed), never below what the plan allows. */
async function intervalMsNow(watcher: WatcherState, plan: WatchPlan, fallbackMs: number): Promise<number> {
  try {
    return Math.max((await watcher.options.store.settings()).intervalSeconds, plan.minIntervalSeconds) * 1000;
  } catch {
    return fallbackMs;
  }
}

async function run(watcher: WatcherState, signal: AbortSignal): Promise<void> {
  const { clock } = watcher;
  while (!signal.aborted) {
    const started = clock.now();
    const result = await checkOnce(watcher, signal);
    if (signal.aborted) break;
    // The next re-check is due one interval after this one started (never sooner than the plan allows).
    // The wait is cut into pieces of the shortest interval, so a new interval the user sets applies
    // within that much, not only after the old (perhaps day-long) wait.
    let intervalMs = result.plan.intervalSeconds * 1000;
    try {
      for (
        let wait = started + intervalMs - clock.now();
        wait > 0;
        wait = started + intervalMs - clock.now()
      ) {
        await clock.sleep(Math.min(wait, SETTINGS_RECHECK_MS), signal);
        intervalMs = await intervalMsNow(watcher, result.plan, intervalMs);
      }
    } catch {
      break; // stopped while waiting
    }
  }
}
