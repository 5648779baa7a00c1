/**
 * The watch list while the app runs: the one {@link createWatcher} timer, plus what a person sees of it —
 * a notification per changed address when the user turned notifications on (watch-notice.ts), and a
 * status (last check, next check, the interval in force) for the watch screen. Built by the bridge
 * handlers (shared/bridge/handlers.ts) from injected deps in Electron main and the web's in-page bridge.
 */
import { errorText } from '../errors';
import { createSerialLock } from '../storage/serial-lock';
import { WATCH_INTERVAL_SECONDS, type WatchStatus } from './watch-schema';
import { createNoticeLimiter, watchNotifications, type WatchNotifier } from './watch-notice';
import { createWatcher, type WatchCheckResult, type WatcherOptions } from './watcher';

/** Options of {@link createWatchRunner}: the watcher's, a notifier and the user's labels. */
export interface WatchRunnerOptions extends Omit<WatcherOptions, 'onCheck'> {
  notifier: WatchNotifier;
  /** The user's labels of these raw addresses (raw → text); a failure names addresses by their form. */
  labelsOf: (raws: readonly string[]) => Promise<Record<string, string>>;
  /** Where a notifier's failure is told (a developer's log). */
  warn?: (message: string, details?: Record<string, unknown>) => void;
}

/** The running watch list. */
export interface WatchRunner {
  /** Starts the timer (a re-check at once, then every interval). */
  start(): void;
  /** Stops the timer (app quitting). */
  stop(): Promise<void>;
  /** One re-check now ("Check now"); its notifications are raised before it answers. */
  checkNow(): Promise<WatchStatus>;
  /** The last check, and the next one at the interval now set. */
  status(): Promise<WatchStatus>;
}

/** Creates the runner; nothing runs until {@link WatchRunner.start} or {@link WatchRunner.checkNow}. */
export function createWatchRunner(options: WatchRunnerOptions): WatchRunner {
  const now = options.now ?? (() => new Date());
  let last: WatchCheckResult | null = null;
  // Notifications of one check are raised before the next check's, never interleaved with them.
  const notices = createSerialLock();
  const limiter = createNoticeLimiter();
  let noticed: Promise<void> = Promise.resolve();

  async function notify(result: WatchCheckResult): Promise<void> {
    if (result.changes.length === 0) return;
    try {
      if (!(await options.store.settings()).notify) return;
      const raws = [...new Set(result.changes.map((c) => c.raw))];
      const labels = await options.labelsOf(raws).catch(() => ({}));
      const at = Date.parse(result.at);
      for (const notification of watchNotifications(result.changes, labels, { limiter, now: at }))
        options.notifier.notify(notification);
    } catch (error) {
      // The change is in the history whatever happens here.
      options.warn?.('A watch-list notification could not be shown', { error: errorText(error) });
    }
  }

  const watcher = createWatcher({
    ...options,
    onCheck: (result) => {
      last = result;
      noticed = notices.run(() => notify(result));
    },
  });

  async function status(): Promise<WatchStatus> {
    const minimum = last?.plan.minIntervalSeconds ?? 0;
    // The interval set now (the timer reads it again while it waits), or the last plan's if unreadable.
    const set = await options.store.settings().then(
      (settings) => settings.intervalSeconds,
      () => last?.plan.intervalSeconds ?? WATCH_INTERVAL_SECONDS.min,
    );
    const intervalSeconds = Math.max(set, minimum);
    let nextCheckAt: string | null = null;
    // Never in the past: a re-check that is due (or late, on a busy machine) is due now.
    if (watcher.running)
      nextCheckAt = new Date(
        Math.max(now().getTime(), last ? Date.parse(last.at) + intervalSeconds * 1000 : 0),
      ).toISOString();
    return {
      running: watcher.running,
      lastCheck: last && {
        at: last.at,
        checked: last.checked,
        changes: last.changes.length,
        failed: last.failed.length,
        ...(last.error ? { error: last.error.message } : {}),
      },
      nextCheckAt,
      intervalSeconds,
      ...(last?.plan.note && set < minimum ? { note: last.plan.note } : {}),
    };
  }

  return {
    start: () => watcher.start(),
    stop: () => watcher.stop(),
    async checkNow() {
      await watcher.checkNow();
      await noticed;
      return await status();
    },
    status,
  };
}
