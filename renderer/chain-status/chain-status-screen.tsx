/**
 * Chain status: the first and last indexed masterchain blocks side by side, the indexed range, and how
 * fresh the index is (re-rendered every second). Refreshes automatically while visible; a failed refresh
 * keeps the last data on screen under an error banner.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { MasterchainInfo } from '../../shared/api/block';
import {
  formatAge,
  formatDuration,
  freshness,
  parseUnixSeconds,
  FRESHNESS_THRESHOLDS,
} from '../../shared/format/time';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { activeProfileOf, useSettings } from '../model/use-settings';
import { JsonToggle } from '../ui/json-view';
import { useNow } from '../ui/use-now';
import { BlockCard } from './block-card';
import { masterchainInfoKey, useMasterchainInfo } from '../model/use-masterchain-info';
import { formatCount } from '../../shared/format/locale-format';

const LEVEL_TEXT = {
  fresh: 'Up to date',
  lagging: 'Lagging behind',
  stale: 'Stale — the indexer may have stopped',
} as const;

/** The indexed range and freshness summary. */
function RangeSummary(props: { info: MasterchainInfo; now: number }) {
  const { first, last } = props.info;
  const fresh = freshness(last.gen_utime, props.now);
  const span = parseUnixSeconds(last.gen_utime) - parseUnixSeconds(first.gen_utime);
  return (
    <section className="card range-card" aria-labelledby="range-heading" data-testid="indexed-range">
      <h3 id="range-heading">Indexed range</h3>
      <dl className="fields">
        <dt>Blocks</dt>
        <dd data-field="block-count">{formatCount(last.seqno - first.seqno + 1)}</dd>
        <dt>Time span</dt>
        <dd data-field="time-span">{formatDuration(span)}</dd>
        <dt>Freshness</dt>
        <dd data-field="freshness">
          <span
            className={`freshness freshness-${fresh.level}`}
            data-testid="freshness"
            data-level={fresh.level}
            title={`Fresh: last block at most ${FRESHNESS_THRESHOLDS.freshMaxSeconds} s old; lagging: at most ${formatDuration(FRESHNESS_THRESHOLDS.laggingMaxSeconds)}; stale: older.`}
          >
            {LEVEL_TEXT[fresh.level]}: last block {formatAge(fresh.seconds)}
          </span>
        </dd>
      </dl>
    </section>
  );
}

/** The chain status screen. */
export function ChainStatusScreen() {
  const query = useMasterchainInfo();
  const settings = useSettings().data;
  const queryClient = useQueryClient();
  const now = useNow(1000);
  const profile = activeProfileOf(settings);
  const interval = settings?.preferences.refreshIntervalSeconds ?? 0;

  const refresh = () => {
    void queryClient.refetchQueries({ queryKey: masterchainInfoKey(settings?.activeProfileId), exact: true });
  };

  return (
    <div className="screen" data-testid="chain-status">
      <div className="screen-header">
        <h2>Chain status</h2>
        <p className="muted">
          {profile ? `First and last masterchain blocks indexed by ${profile.name}. ` : null}
          {interval > 0
            ? `Refreshes every ${interval} s while this window is visible.`
            : 'Automatic refresh is off.'}
        </p>
        <div className="toolbar">
          <button type="button" onClick={refresh} disabled={query.isFetching} data-testid="refresh-status">
            {query.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
          {query.dataUpdatedAt > 0 && (
            <span className="muted" data-testid="status-updated">
              Updated {formatAge((now - query.dataUpdatedAt) / 1000)}
            </span>
          )}
        </div>
      </div>

      {query.isError && (
        <ErrorView
          error={errorInfoOf(query.error)}
          title={
            query.data ? 'Refresh failed; showing the last data received' : 'Could not load the chain status'
          }
          onRetry={refresh}
        />
      )}

      {query.isPending && !query.isError && (
        <p role="status" className="muted">
          Loading the chain status…
        </p>
      )}

      {query.data && (
        <div className={query.isError ? 'stale-data' : undefined} data-testid="chain-status-data">
          <RangeSummary info={query.data} now={now} />
          <div className="block-pair">
            <BlockCard block={query.data.first} which="first" now={now} />
            <BlockCard block={query.data.last} which="last" now={now} />
          </div>
          <JsonToggle value={query.data} label="raw JSON of the chain status" />
        </div>
      )}
    </div>
  );
}
