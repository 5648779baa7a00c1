/** "Watch" / "Watching" for one address (the account detail's label line): adds it to the watch list. */
import { errorInfoOf } from '../bridge/bridge-context';
import { useWatchChange, useWatchList } from './use-watch';

/** Watches `raw`, or says it is watched already. */
export function WatchButton(props: { raw: string }) {
  const { list } = useWatchList(false);
  const change = useWatchChange();
  const watched = list.data?.entries.some((e) => e.raw === props.raw) ?? false;
  return (
    <>
      <button
        type="button"
        disabled={watched || change.isPending}
        aria-pressed={watched}
        onClick={() => change.mutate({ kind: 'watch', address: props.raw })}
        data-testid="detail-watch"
      >
        {watched ? 'Watching' : 'Watch'}
      </button>
      {change.error && (
        <span role="alert" className="error-text">
          {errorInfoOf(change.error).message}
        </span>
      )}
    </>
  );
}
