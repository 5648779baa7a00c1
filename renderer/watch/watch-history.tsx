/** One watched address's history: each change as "previous → now", newest first. */
import { changePhrase } from '../../shared/watch/watch-notice';
import {
  DEFAULT_HISTORY_BYTES_PER_ADDRESS,
  DEFAULT_HISTORY_PER_ADDRESS,
} from '../../shared/watch/watch-schema';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useWatchHistory } from '../model/use-watch';
import { formatCount, formatDateTime } from '../../shared/format/locale-format';

/** The history of `raw`. */
export function WatchHistory(props: { raw: string }) {
  const history = useWatchHistory(props.raw);
  if (history.error)
    return <ErrorView error={errorInfoOf(history.error)} title="The history could not be read" />;
  if (!history.data) return <p role="status">Reading the history…</p>;
  if (history.data.changes.length === 0)
    return <p className="muted">No changes seen yet (the first check only records the state).</p>;
  const trimmed = history.data.trimmed;
  return (
    <>
      {trimmed && (
        <p className="muted small" data-testid="watch-history-trimmed">
          {formatCount(trimmed.count)} older change{trimmed.count === 1 ? ' was' : 's were'} dropped to keep
          this history within {DEFAULT_HISTORY_PER_ADDRESS} changes and{' '}
          {DEFAULT_HISTORY_BYTES_PER_ADDRESS / 1024} KB (the last on {formatDateTime(trimmed.at)}).
        </p>
      )}
      <ol className="watch-history" data-testid="watch-history">
        {history.data.changes.map((change, i) => (
          <li key={`${change.at}-${i}`} data-testid="watch-change" data-field={change.field}>
            <time dateTime={change.at}>{formatDateTime(change.at)}</time> —{' '}
            {changePhrase(change, { indexerText: true })}
          </li>
        ))}
      </ol>
    </>
  );
}
