/**
 * The progress of a running bulk lookup: a bar of answered accounts, requests done, the current request
 * rate against the profile's limit, and the time left; Cancel stops what has not started and keeps
 * what arrived. It reads only the store's progress, so its five updates a second re-render nothing else.
 * Once the lookup has ended, what it came to stays in the same lines until the next lookup or Close.
 */
import { useEffect, useState } from 'react';
import type { JobWait } from '../../shared/jobs/job-events';
import { bulkProgressText, paceFigure } from '../../shared/format/progress-text';
import { useBridgeQuery } from '../model/bridge-query';
import { retryWaitText, waitSecondsLeft } from '../../shared/format/retry-wait';
import { useLookup, useLookupActions } from '../model/lookup-context';
import { formatCount } from '../../shared/format/locale-format';
import type { RunningLookup } from '../model/lookup-store';
import { answeredCount, type LookupBound, type LookupOutcome } from '../model/lookup-outcome';

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

/**
 * The bar and figures of the running lookup, if one runs; once it has ended, what it came to in their
 * place (see {@link EndedLookup}). `live: false` while its screen is hidden.
 */
export function LookupProgress(props: { live: boolean }) {
  const running = useLookup((state) => state.running, props.live);
  const last = useLookup((state) => state.last, props.live);
  // The lookup whose rows this screen showed landing, some answered and some not: only its end keeps
  // the bar's place. A list answered at once had no rows to aim at meanwhile, and a lookup reopened
  // from the log, or the last session's, never ran here.
  const [landing, setLanding] = useState<string | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const done = running?.progress?.doneAccounts ?? 0;
  if (running && landing !== running.request.key && done > 0 && done < running.request.accounts.length)
    setLanding(running.request.key);
  if (running) return <RunningLookupProgress running={running} />;
  if (!last || last.request.key !== landing || closed === landing) return null;
  return <EndedLookup outcome={last} onClose={() => setClosed(landing)} />;
}

/** The running lookup's bar, its figures, Cancel, and why it waits. */
function RunningLookupProgress(props: { running: RunningLookup }) {
  const { cancel } = useLookupActions();
  const { progress, request, bound, queued } = props.running;
  const total = progress?.totalAccounts ?? request.accounts.length;
  const done = progress?.doneAccounts ?? 0;
  return (
    <div className="lookup-progress" data-testid="lookup-progress" data-done={done} data-total={total}>
      <div className="progress-line">
        <progress value={done} max={Math.max(total, 1)} aria-label="Accounts answered" />
        <p className="muted small progress-figures" data-testid="lookup-running">
          {progress
            ? bulkProgressText(progress, { limit: bound?.policy.requestsPerSecond ?? null })
            : `Looking up ${formatCount(total)} accounts…`}
        </p>
        <button type="button" onClick={cancel} data-testid="cancel-button">
          Cancel
        </button>
      </div>
      {/* Announced once: figures that change five times a second would flood a screen reader. */}
      <span className="visually-hidden" role="status">
        Looking up {formatCount(total)} accounts
      </span>
      {queued !== undefined && queued > 0 && (
        <p className="muted small" data-testid="lookup-queued">
          Waiting: {formatCount(queued)} earlier {queued === 1 ? 'job' : 'jobs'} of this window run first (a
          window runs a few at a time, each at its indexer's pace).
        </p>
      )}
      {props.running.waiting && (
        <WaitLine key={props.running.waiting.resumesAt} wait={props.running.waiting} />
      )}
      {bound && <PolicyLine bound={bound} />}
    </div>
  );
}

/** The indexer's limits the lookup runs under. */
function PolicyLine(props: { bound: LookupBound }) {
  return (
    <p className="muted small" data-testid="lookup-policy">
      {props.bound.indexer.name}: {props.bound.policy.explanation}.
    </p>
  );
}

/** "Done: 100,000 of 100,000 accounts answered", or how far a cancelled one got. */
function endedText(outcome: LookupOutcome): string {
  const answered = `${formatCount(answeredCount(outcome))} of ${formatCount(outcome.rows.length)} accounts answered`;
  const failed = outcome.failed.size > 0 ? ` · ${formatCount(outcome.failed.size)} failed` : '';
  return `${outcome.state === 'cancelled' ? 'Cancelled' : 'Done'}: ${answered}${failed}`;
}

/**
 * The lookup whose rows landed here, ended: its bar, what it came to and its indexer's limits, in the
 * lines of the running one until the next lookup or Close. Gone at once, it lifted the results table
 * 88 px under the pointer at the moment the last rows landed.
 */
function EndedLookup(props: { outcome: LookupOutcome; onClose: () => void }) {
  const { outcome } = props;
  return (
    <div className="lookup-progress" data-testid="lookup-ended" data-state={outcome.state}>
      <div className="progress-line">
        <progress
          value={answeredCount(outcome)}
          max={Math.max(outcome.rows.length, 1)}
          aria-label="Accounts answered"
        />
        <p className="muted small progress-figures" data-testid="lookup-ended-text">
          {endedText(outcome)}
        </p>
        <button type="button" onClick={props.onClose} data-testid="lookup-ended-close">
          Close
        </button>
      </div>
      <PolicyLine bound={outcome.bound} />
      {outcome.bound.policy.requestsPerSecond === null && (
        <LearnedPaceLine profileId={outcome.request.profileId} />
      )}
    </div>
  );
}

/**
 * Under an ended lookup whose profile sets no rate, the pace the indexer's 429s taught its request
 * budget (its owner behind the bridge answers it): without it, the line above says "no rate limit" of
 * an indexer that has just refused requests, and the running line's "pacing at …" is gone.
 */
function LearnedPaceLine(props: { profileId: string }) {
  const learned = useBridgeQuery('learnedPace', { profileId: props.profileId });
  if (!learned.data) return null;
  return (
    <p className="muted small" data-testid="lookup-learned-pace">
      Its 429s taught a pace of ~{paceFigure(learned.data.requestsPerSecond)} requests/s, which the next
      lookups start at (Settings keeps or forgets it).
    </p>
  );
}
