/**
 * The web build's notifier: the browser's Notification API, used only once the user allowed it (the
 * watch screen asks when notifications are turned on). Without permission nothing is shown here; the
 * change is in the watch list's history and on the watch screen all the same.
 */
import type { WatchNotifier } from '../../shared/watch/watch-notice';

/** Shows a watch-list notification through `window.Notification`, if it is there and allowed. */
export const browserNotifier: WatchNotifier = {
  notify({ title, body, raw }) {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    // Text only (the API renders no markup); one notification per address replaces the previous one.
    new Notification(title, { body, ...(raw ? { tag: `watch-${raw}` } : {}) });
  },
};
