/**
 * The progress of a running bulk lookup: a bar of answered accounts, requests done, the current request
 * rate against the profile's limit, and the time left; Cancel stops what has not started and keeps
 * what arrived. It reads only the store's progress, so its five updates a second re-render nothing else.
 */
import { useEffect, useState } from 'react';
import type { JobWait } from '../../shared/jobs/job-events';
import { bulkProgressText } from '../../shared/format/progress-text';
import { retryWaitText, waitSecondsLeft } from '../../shared/format/retry-wait';
import { useLookup, useLookupActions } from '../model/lookup-context';
import { formatCount } from '../../shared/format/locale-format';

/**
 * A wait before a retry, counted down each second ("waiting 42 s: the indexer said 429 Too Many
 * Requests (Retry-After 999999, capped at 60 s)"), gone when it ends. The wait was re-timed to this
 * page's `performance.now()` when it arrived (renderer/model/job-client.ts), so the countdown reads it.
 */
function WaitLine(props: { wait: JobWait }) {
  const { wait } = props;
  const [now, setNow] = useState(() => performance.now());
  const left = waitSecondsLeft(wait, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(timer);
  }, [left]);
  if (left === 0) return null;
  return (
    <p className="small lookup-waiting" data-testid="lookup-waiting" data-seconds-left={left}>
      {retryWaitText(wait, now)}. Cancel stops the lookup now and keeps what arrived.
    </p>
  );
}

/** The bar and figures of the running lookup, if one runs; `live: false` while its screen is hidden. */
export function LookupProgress(props: { live: boolean }) {
  const running = useLookup((state) => state.running, props.live);
  const { cancel } = useLookupActions();
  if (!running) return null;
  const { progress, request, bound, queued } = running;
  const total = progress?.totalAccounts ?? request.accounts.length;
  const done = progress?.doneAccounts ?? 0;
  return (
    <div className="lookup-progress" data-testid="lookup-progress" data-done={done} data-total={total}>
      <div className="progress-line">
        <progress value={done} max={Math.max(total, 1)} aria-label="Accounts answered" />
        <button type="button" onClick={cancel} data-testid="cancel-button">
          Cancel
        </button>
      </div>
      {/* Announced once: figures that change five times a second would flood a screen reader. */}
      <span className="visually-hidden" role="status">
        Looking up {formatCount(total)} accounts
      </span>
      <p className="muted small" data-testid="lookup-running">
        {progress
          ? bulkProgressText(progress, { limit: bound?.policy.requestsPerSecond ?? null })
          : `Looking up ${formatCount(total)} accounts…`}
      </p>
      {queued !== undefined && queued > 0 && (
        <p className="muted small" data-testid="lookup-queued">
          Waiting: {formatCount(queued)} earlier {queued === 1 ? 'job' : 'jobs'} of this window run first (a
          window runs a few at a time, each at its indexer's pace).
        </p>
      )}
      {running.waiting && <WaitLine key={running.waiting.resumesAt} wait={running.waiting} />}
      {bound && (
        <p className="muted small" data-testid="lookup-policy">
          {bound.indexer.name}: {bound.policy.explanation}.
        </p>
      )}
    </div>
  );
}
