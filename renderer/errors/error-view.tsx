/**
 * Every error kind of the shared client as a plain message, a "Details" toggle (detail, field path,
 * status — never a stack) and a way forward: retry, fix the URL, add a key, wait out a rate limit.
 */
import { useEffect, useId, useState } from 'react';
import type { AppErrorInfo } from '../../shared/errors';
import { useNavigation } from '../ui/navigation';

/** What the error banner may offer. */
export interface ErrorActions {
  onRetry?: () => void;
  /** Shown in the title line, e.g. "Refresh failed". */
  title?: string;
}

/**
 * The way forward for each kind, in a sentence; null where the message already says it (an input
 * refused as a whole, such as a lookup too large for the log, lists no entries to correct).
 */
export function errorAdvice(error: AppErrorInfo): string | null {
  switch (error.kind) {
    case 'network':
      return 'Check the indexer URL in Settings and your connection, then retry.';
    case 'timeout':
      return 'The indexer may be busy. Retry, or allow more time in Settings (request timeout).';
    case 'http':
      if (error.status === 401 || error.status === 403)
        return 'Add or check the API key of this network profile in Settings.';
      if (error.status !== undefined && error.status >= 500)
        return 'The indexer or its gateway has a problem; retry in a moment.';
      return 'Check the indexer URL in Settings; if it is right, retry.';
    case 'rate-limited':
      return 'The indexer limits how often it may be asked. Wait, or add an API key in Settings for a higher limit.';
    case 'schema':
      // A path like "(the whole answer)" is a description, not a field name: no "(field …)" around it.
      return `The indexer answered something this app does not understand${error.path && !error.path.startsWith('(') ? ` (field ${error.path})` : ''}. Check that the URL points at a TON Index API v3, then retry.`;
    case 'invalid-input':
      return error.entries && error.entries.length > 0 ? 'Correct the entries listed and try again.' : null;
    case 'aborted':
      return 'Nothing else happened; run it again when you are ready.';
    case 'unexpected':
      return 'This is a problem in the app; retrying may help.';
    case 'storage':
      return 'Nothing else was changed. The app checks its stores each time it starts and repairs a damaged one, keeping a copy: restart it if this persists.';
  }
}

/** Whether Settings is the place to fix this kind of error. */
function pointsToSettings(error: AppErrorInfo): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'rate-limited' ||
    (error.kind === 'http' && (error.status === 401 || error.status === 403 || error.status === 404))
  );
}

/** Seconds left until a rate limit lifts, counting down once a second. */
function useCountdown(seconds: number | undefined): number {
  // The tick remembers which wait it counts; a new wait shows its full length until its first tick.
  const [tick, setTick] = useState({ seconds, left: seconds ?? 0 });
  useEffect(() => {
    if (!seconds) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil(seconds - (Date.now() - started) / 1000));
      setTick({ seconds, left: remaining });
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return tick.seconds === seconds ? tick.left : (seconds ?? 0);
}

/** An error banner (`role="alert"`), with `data-error-kind` for tests. */
export function ErrorView(props: { error: AppErrorInfo } & ErrorActions) {
  const { error, onRetry } = props;
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const navigation = useNavigation();
  const waitLeft = useCountdown(error.kind === 'rate-limited' ? error.retryAfterSeconds : undefined);
  const hasDetails = Boolean(error.detail || error.path || error.status !== undefined);
  const tone = error.kind === 'aborted' ? 'notice' : 'error';
  const advice = errorAdvice(error);

  return (
    <div
      className={`banner banner-${tone}`}
      role="alert"
      data-testid="error-banner"
      data-error-kind={error.kind}
      data-error-status={error.status}
    >
      <p className="banner-title">
        {props.title ? <strong>{props.title}: </strong> : null}
        {error.message}
      </p>
      {advice !== null && <p className="banner-advice">{advice}</p>}
      {error.kind === 'invalid-input' && error.entries && error.entries.length > 0 && (
        <ul className="entry-list">
          {error.entries.slice(0, 50).map((entry) => (
            <li key={`${entry.position}-${entry.input}`}>
              {entry.line !== undefined
                ? `line ${entry.line}${entry.column !== undefined ? `, column ${entry.column}` : ''}: `
                : `#${entry.position}: `}
              <span className="mono">{entry.input}</span> — {entry.message}
            </li>
          ))}
        </ul>
      )}
      <div className="banner-actions">
        {onRetry && (
          <button type="button" onClick={onRetry} disabled={waitLeft > 0}>
            {waitLeft > 0 ? `Retry in ${waitLeft} s` : 'Retry'}
          </button>
        )}
        {pointsToSettings(error) && navigation.current !== 'settings' && (
          <button type="button" onClick={() => navigation.go('settings')}>
            Open Settings
          </button>
        )}
        {hasDetails && (
          <button
            type="button"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails(!showDetails)}
          >
            {showDetails ? 'Hide details' : 'Details'}
          </button>
        )}
      </div>
      {showDetails && (
        <dl id={detailsId} className="banner-details">
          <dt>Kind</dt>
          <dd>{error.kind}</dd>
          {error.status !== undefined && (
            <>
              <dt>HTTP status</dt>
              <dd>{error.status}</dd>
            </>
          )}
          {error.path && (
            <>
              <dt>Field</dt>
              <dd className="mono">{error.path}</dd>
            </>
          )}
          {error.detail && (
            <>
              <dt>Detail</dt>
              <dd className="mono pre-wrap">{error.detail}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
