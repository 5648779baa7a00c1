/**
 * The desktop app's watch-list notifier: Electron's `Notification`, from main. Kept to this one file so
 * everything else about the watch list runs (and is tested) under Node with a notifier injected. The
 * text is plain and short already (shared/watch/watch-notice.ts); nothing here adds markup or actions.
 */
import { Notification } from 'electron';
import type { WatchNotifier } from '../shared/watch/watch-notice';

/** Shows each notification through the OS, where the OS supports them. */
export function createDesktopNotifier(): WatchNotifier {
  return {
    notify({ title, body }) {
      if (!Notification.isSupported()) return;
      new Notification({ title, body, silent: false }).show();
    },
  };
}
