/**
 * How full the lookup log is, said before it drops anything (entries and size against its bounds), and
 * what it last dropped to make room — so no older lookup disappears without a word. Kept entries
 * (pinned) are never dropped.
 */
import { useLogStatus } from '../model/use-lookup-log';
import { formatDateTime } from '../../shared/format/locale-format';
import { formatBytes } from '../../shared/byte-size';

/** The fill line and the last eviction's notice. */
export function LogStatus() {
  const status = useLogStatus();
  const s = status.data;
  if (!s) return null;
  const fill = Math.max(s.entries / s.maxEntries, s.bytes / s.maxBytes);
  return (
    <>
      <p
        className={fill >= 0.8 ? 'banner banner-warning' : 'muted small'}
        data-testid="log-fill"
        data-fill={fill.toFixed(2)}
      >
        The log holds {s.entries} of at most {s.maxEntries} lookups, {formatBytes(s.bytes)} of{' '}
        {formatBytes(s.maxBytes)}
        {s.pinned > 0 ? ` (${s.pinned} kept)` : ''}.{' '}
        {fill >= 0.8
          ? 'It is nearly full: the next lookups will remove the oldest ones that are not kept. Keep the ones you need.'
          : 'When it is full the oldest lookups that are not kept are removed first.'}
      </p>
      {s.lastEviction && (
        <p className="banner banner-warning" role="status" data-testid="log-evicted">
          {s.lastEviction.count} older {s.lastEviction.count === 1 ? 'lookup was' : 'lookups were'} removed on{' '}
          {formatDateTime(s.lastEviction.at)} to make room (the newest of them from{' '}
          {formatDateTime(s.lastEviction.newest)}).
        </p>
      )}
    </>
  );
}
