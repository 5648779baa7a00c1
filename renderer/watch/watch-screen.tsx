/**
 * The Watch screen: addresses the app re-checks on a timer while it runs (shared/watch/watch-runner.ts,
 * in main or the web's in-page bridge), each with its last state and history; add and remove, the
 * interval, "Check now" and the notifications toggle. Its cards share one mutation, so its error shows
 * once, under the cards, whichever card made the change.
 */
import { WATCH_INTERVAL_SECONDS, type WatchSettings } from '../../shared/watch/watch-schema';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useNavigation } from '../ui/navigation';
import { useWatchChange, useWatchList } from '../model/use-watch';
import { StoreNotices } from '../storage/store-notices';
import { WatchAddForm } from './watch-add-form';
import { WatchCheckingCard } from './watch-checking-card';
import { WatchTable } from './watch-table';

/** The Watch screen. */
export function WatchScreen() {
  const { current } = useNavigation();
  const { list, status } = useWatchList(current === 'watch');
  const change = useWatchChange();
  const settings: WatchSettings = list.data?.settings ?? { intervalSeconds: WATCH_INTERVAL_SECONDS.default };
  return (
    <div className="screen" data-testid="watch">
      <h2>Watch list</h2>
      <StoreNotices store="watch" />
      <p className="muted small">
        These addresses are checked again every interval while the app is open (never faster than the
        profile's rate limit allows). A change of balance, status, last transaction or a watched jetton
        balance is kept in the address's history, and shown as a notification when you turn notifications on.
      </p>
      <WatchAddForm change={change} />
      <WatchCheckingCard settings={settings} status={status} change={change} />
      {change.error && <ErrorView error={errorInfoOf(change.error)} title="The watch list was not changed" />}
      {list.error && <ErrorView error={errorInfoOf(list.error)} title="The watch list could not be read" />}
      <WatchTable list={list} change={change} />
    </div>
  );
}
