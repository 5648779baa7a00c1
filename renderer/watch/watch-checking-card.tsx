/**
 * The Watch screen's "Checking" card: the interval, the notifications toggle, "Check now" and what the
 * last check found. On the web, turning notifications on is the one moment the browser is asked for
 * permission; without it, changes still land in the history and on this screen.
 */
import { useState } from 'react';
import type { WatchSettings } from '../../shared/watch/watch-schema';
import { useBridgeKind } from '../bridge/bridge-context';
import type { useWatchList, WatchChange } from '../model/use-watch';
import { WatchIntervalForm } from './watch-interval-form';
import { when } from './watch-time';

/** The watcher's status query, as useWatchList reads it. */
type WatchStatusQuery = ReturnType<typeof useWatchList>['status'];

/** Asks the browser for permission to notify; answers a sentence when it is not given. */
async function browserPermission(): Promise<string | null> {
  if (typeof Notification === 'undefined')
    return 'This browser cannot show notifications; changes are kept in the history below.';
  const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  return answer === 'granted'
    ? null
    : 'The browser does not allow notifications for this page; changes are still kept in the history below.';
}

/** The card; `settings` are the saved ones, `change` the screen's shared mutation. */
export function WatchCheckingCard(props: {
  settings: WatchSettings;
  status: WatchStatusQuery;
  change: WatchChange;
}) {
  const { settings, status, change } = props;
  const kind = useBridgeKind();
  const [permissionNote, setPermissionNote] = useState<string | null>(null);
  // The toggle shows the user's choice at once, while it is asked for and saved.
  const [notifyChoice, setNotifyChoice] = useState<boolean | null>(null);
  const toggleNotify = async (on: boolean) => {
    setNotifyChoice(on);
    setPermissionNote(on && kind === 'web' ? await browserPermission() : null);
    change.mutate(
      { kind: 'settings', settings: { ...settings, notify: on } },
      { onSettled: () => setNotifyChoice(null) },
    );
  };
  const last = status.data?.lastCheck;
  return (
    <section className="card" aria-labelledby="watch-settings-heading">
      <h3 id="watch-settings-heading">Checking</h3>
      <div className="toolbar">
        <WatchIntervalForm settings={settings} change={change} />
        <label>
          <input
            type="checkbox"
            checked={notifyChoice ?? settings.notify ?? false}
            onChange={(e) => void toggleNotify(e.target.checked)}
            data-testid="watch-notify"
          />{' '}
          Notify me of changes
        </label>
        <button
          type="button"
          onClick={() => change.mutate({ kind: 'check' })}
          disabled={change.isPending}
          data-testid="watch-check-now"
        >
          Check now
        </button>
      </div>
      <WatchLastCheck status={status} checking={checking(change)} />
      {permissionNote && (
        <p className="muted" data-testid="watch-permission">
          {permissionNote}
        </p>
      )}
      {last && last.changes > 0 && (
        <p data-testid="watch-notice">
          <strong>
            The last check found {last.changes} change{last.changes === 1 ? '' : 's'}; open an address's
            history below.
          </strong>
        </p>
      )}
    </section>
  );
}

/**
 * Whether a check the user asked for runs now ("Check now", or the check an added address gets): the
 * status says so, or a click would show the last check's words unchanged until the new one lands.
 */
function checking(change: WatchChange): boolean {
  const kind = change.variables?.kind;
  return change.isPending && (kind === 'check' || kind === 'watch');
}

/** What the last check found, when the next one runs, and why the last one could not run. */
function WatchLastCheck({ status, checking }: { status: WatchStatusQuery; checking: boolean }) {
  const last = status.data?.lastCheck;
  return (
    <>
      <p role="status" className="muted" data-testid="watch-status">
        {checking && <strong data-testid="watch-checking">Checking now… </strong>}
        {last
          ? `Last check ${when(last.at)}: ${last.checked} checked, ${last.changes} change${last.changes === 1 ? '' : 's'}${last.failed ? `, ${last.failed} request${last.failed === 1 ? '' : 's'} failed` : ''}.`
          : 'Not checked yet in this session.'}{' '}
        {status.data?.nextCheckAt ? `Next check ${when(status.data.nextCheckAt)}.` : ''}
      </p>
      {last?.error && <p className="error-text">The last check could not run: {last.error}</p>}
      {status.data?.note && <p className="muted">{status.data.note}</p>}
    </>
  );
}
