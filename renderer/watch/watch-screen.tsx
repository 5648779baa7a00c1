/**
 * The Watch screen: addresses the app re-checks on a timer while it runs (shared/watch/watch-runner.ts,
 * in main or the web's in-page bridge), each with its last state and history; add and remove, the
 * interval, "Check now" and the notifications toggle. On the web, turning notifications on is the one
 * moment the browser is asked for permission; without it, changes still land in the history and here.
 */
import { Fragment, useState } from 'react';
import { formatNanotons } from '../../shared/format/amounts';
import { WATCH_INTERVAL_SECONDS, type WatchSettings } from '../../shared/watch/watch-schema';
import { formatDateTime } from '../../shared/format/locale-format';
import { accountRole } from '../../shared/format/address-display';
import { useAddressDisplay } from '../model/use-address-display';
import { Address } from '../model/address';
import { errorInfoOf, useBridgeKind } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { LabelTag } from '../ui/label-tag';
import { useLabels } from '../model/use-labels';
import { useNavigation } from '../ui/navigation';
import { useWatchChange, useWatchList } from '../model/use-watch';
import { WatchHistory } from './watch-history';
import { StoreNotices } from '../storage/store-notices';
import { TableHead } from '../ui/table-head';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

/** Asks the browser for permission to notify; answers a sentence when it is not given. */
async function browserPermission(): Promise<string | null> {
  if (typeof Notification === 'undefined')
    return 'This browser cannot show notifications; changes are kept in the history below.';
  const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  return answer === 'granted'
    ? null
    : 'The browser does not allow notifications for this page; changes are still kept in the history below.';
}

/** Why a typed re-check interval is refused, or null when it can be saved. */
function intervalRefusal(typed: string): string | null {
  const { min, max } = WATCH_INTERVAL_SECONDS;
  const seconds = Number(typed);
  if (/^\d+$/.test(typed) && seconds >= min && seconds <= max) return null;
  const shown = typed === '' ? 'An empty interval' : `“${typed.slice(0, 20)}”`;
  return `${shown} was not saved: the interval must be a whole number of seconds from ${min} to ${max.toLocaleString('en-US')} (one day). The interval in force is unchanged.`;
}

/** The Watch screen. */
export function WatchScreen() {
  const kind = useBridgeKind();
  const { current } = useNavigation();
  const { list, status } = useWatchList(current === 'watch');
  const labels = useLabels();
  const show = useAddressDisplay(current === 'watch');
  const change = useWatchChange();
  const [address, setAddress] = useState('');
  const [interval, setIntervalText] = useState<string | null>(null);
  const [intervalError, setIntervalError] = useState<string | null>(null);
  const [intervalSaved, setIntervalSaved] = useState<number | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [permissionNote, setPermissionNote] = useState<string | null>(null);
  // The toggle shows the user's choice at once, while it is asked for and saved.
  const [notifyChoice, setNotifyChoice] = useState<boolean | null>(null);

  const settings: WatchSettings = list.data?.settings ?? { intervalSeconds: WATCH_INTERVAL_SECONDS.default };
  /** Saves the typed interval; the field keeps it until the save has landed (it never flips back). */
  const saveInterval = (seconds: number) => {
    setIntervalSaved(null);
    change.mutate(
      { kind: 'settings', settings: { ...settings, intervalSeconds: seconds } },
      {
        onSuccess: () => {
          setIntervalSaved(seconds);
          // A user who typed another value while this one was on its way keeps it.
          setIntervalText((now) => (now !== null && Number(now.trim()) === seconds ? null : now));
        },
      },
    );
  };
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
    <div className="screen" data-testid="watch">
      <h2>Watch list</h2>
      <StoreNotices store="watch" />
      <p className="muted small">
        These addresses are checked again every interval while the app is open (never faster than the
        profile's rate limit allows). A change of balance, status, last transaction or a watched jetton
        balance is kept in the address's history, and shown as a notification when you turn notifications on.
      </p>
      <section className="card" aria-labelledby="watch-add-heading">
        <h3 id="watch-add-heading">Add an address</h3>
        <form
          className="toolbar"
          onSubmit={(e) => {
            e.preventDefault();
            const submitted = address.trim();
            // Clear the field only if it still holds what was saved: a user who typed the next
            // address while this save was on its way keeps it.
            if (submitted)
              change.mutate(
                { kind: 'watch', address: submitted },
                { onSuccess: () => setAddress((now) => (now.trim() === submitted ? '' : now)) },
              );
          }}
        >
          <label>
            Address to watch{' '}
            <input
              className="mono"
              size={52}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              data-testid="watch-address"
            />
          </label>
          <button type="submit" className="primary" data-testid="watch-add">
            Watch
          </button>
        </form>
      </section>
      <section className="card" aria-labelledby="watch-settings-heading">
        <h3 id="watch-settings-heading">Checking</h3>
        <div className="toolbar">
          <form
            className="toolbar"
            // The browser's own range check would refuse silently: the app says what is wrong.
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const typed = (interval ?? String(settings.intervalSeconds)).trim();
              const refused = intervalRefusal(typed);
              setIntervalError(refused);
              setIntervalSaved(null);
              if (!refused) saveInterval(Number(typed));
            }}
          >
            <label>
              Check every (seconds){' '}
              <input
                type="number"
                min={WATCH_INTERVAL_SECONDS.min}
                max={WATCH_INTERVAL_SECONDS.max}
                value={interval ?? String(settings.intervalSeconds)}
                onChange={(e) => {
                  setIntervalText(e.target.value);
                  setIntervalSaved(null);
                }}
                data-testid="watch-interval"
              />
            </label>
            <button type="submit" data-testid="watch-interval-save">
              Save interval
            </button>
            {intervalSaved !== null && (
              <p role="status" className="muted" data-testid="watch-interval-saved">
                Saved: checked every {intervalSaved.toLocaleString('en-US')} seconds.
              </p>
            )}
            {intervalError && (
              <p role="alert" className="error-text" data-testid="watch-interval-error">
                {intervalError}
              </p>
            )}
          </form>
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
        <p role="status" className="muted" data-testid="watch-status">
          {last
            ? `Last check ${when(last.at)}: ${last.checked} checked, ${last.changes} change${last.changes === 1 ? '' : 's'}${last.failed ? `, ${last.failed} request${last.failed === 1 ? '' : 's'} failed` : ''}.`
            : 'Not checked yet in this session.'}{' '}
          {status.data?.nextCheckAt ? `Next check ${when(status.data.nextCheckAt)}.` : ''}
        </p>
        {last?.error && <p className="error-text">The last check could not run: {last.error}</p>}
        {status.data?.note && <p className="muted">{status.data.note}</p>}
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
      {change.error && <ErrorView error={errorInfoOf(change.error)} title="The watch list was not changed" />}
      {list.error && <ErrorView error={errorInfoOf(list.error)} title="The watch list could not be read" />}
      <section className="card" aria-labelledby="watch-list-heading">
        <h3 id="watch-list-heading">Watched addresses ({list.data?.entries.length ?? 0})</h3>
        {list.data && list.data.entries.length === 0 ? (
          <p className="muted">
            Nothing is watched yet. Add an address above, or use "Watch" in an account's detail.
          </p>
        ) : (
          <table className="data-table" data-testid="watch-table">
            <TableHead
              names={['Address', 'Status', 'Balance', 'Last transaction (lt)', 'Last checked', 'Actions']}
            />
            <tbody>
              {list.data?.entries.map((entry) => {
                const state = list.data.states[entry.raw];
                const role = accountRole({ status: state?.status });
                const name = labels.byRaw.get(entry.raw)?.text ?? show(entry.raw, { role });
                return (
                  <Fragment key={entry.raw}>
                    <tr data-testid="watch-row" data-raw={entry.raw}>
                      <td>
                        <Address raw={entry.raw} role={role} />{' '}
                        <LabelTag label={labels.byRaw.get(entry.raw)} />
                      </td>
                      <td data-testid="watch-state-status">{state?.status ?? '—'}</td>
                      <td className="mono" data-testid="watch-state-balance">
                        {state?.balance ? `${formatNanotons(state.balance).text} TON` : '—'}
                      </td>
                      <td className="mono">{state?.lastTransaction?.lt ?? '—'}</td>
                      <td>{when(state?.at)}</td>
                      <td>
                        <button
                          type="button"
                          aria-expanded={open === entry.raw}
                          onClick={() => setOpen(open === entry.raw ? null : entry.raw)}
                          aria-label={`History of ${name}`}
                          data-testid="watch-history-toggle"
                        >
                          History
                        </button>{' '}
                        <button
                          type="button"
                          onClick={() => change.mutate({ kind: 'unwatch', address: entry.raw })}
                          aria-label={`Stop watching ${name}`}
                          data-testid="watch-remove"
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                    {open === entry.raw && (
                      <tr>
                        <td colSpan={6}>
                          <WatchHistory raw={entry.raw} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
