/**
 * The Accounts screen: the lookup form with its progress, any lookup error, what failed or was
 * cancelled (with "Retry failed"), and the results — streaming while a lookup runs.
 */
import { ErrorView } from '../errors/error-view';
import { ResultsView } from '../results/results-view';
import { useLookup } from './lookup-context';
import { LookupForm } from './lookup-form';
import type { LookupOutcome } from './use-account-lookup';

const count = (n: number) => n.toLocaleString('en-US');

/** What the finished lookup left undone: failed batches (with the first reason) or a cancel. */
function IncompleteNote(props: { outcome: LookupOutcome; onRetryFailed: () => void; busy: boolean }) {
  const { outcome, onRetryFailed, busy } = props;
  const failed = outcome.failed.size;
  const answered = outcome.result.accounts.length + outcome.result.not_found.length;
  const missing = outcome.request.accounts.length - answered - failed;
  if (failed === 0 && outcome.state !== 'cancelled') return null;
  const reason = failed > 0 ? outcome.failed.values().next().value : undefined;
  return (
    <div className={`banner ${failed > 0 ? 'banner-error' : 'banner-warning'}`} role="alert" data-testid="lookup-incomplete" data-failed={failed}>
      <p className="banner-title">
        {outcome.state === 'cancelled'
          ? `Cancelled: ${count(answered)} of ${count(outcome.request.accounts.length)} accounts arrived and are shown${missing > 0 ? `; ${count(missing)} were not looked up` : ''}.`
          : `${count(failed)} of ${count(outcome.request.accounts.length)} accounts could not be looked up; the other ${count(answered)} are shown.`}
      </p>
      {reason && <p data-testid="failed-reason">{reason.message}</p>}
      {failed > 0 && (
        <div className="banner-actions">
          <button type="button" onClick={onRetryFailed} disabled={busy} data-testid="retry-failed">
            Retry the {count(failed)} failed
          </button>
        </div>
      )}
    </div>
  );
}

/** Lookup and results. */
export function AccountsScreen() {
  const lookup = useLookup();
  return (
    <div className="screen" data-testid="accounts">
      <h2 className="visually-hidden">Accounts</h2>
      <LookupForm />
      {lookup.error && !lookup.pending && (
        <ErrorView
          error={lookup.error}
          title={lookup.error.kind === 'aborted' ? 'Lookup cancelled' : lookup.last ? 'The lookup failed; the results below are from the previous lookup' : 'The lookup failed'}
          {...(lookup.retry && lookup.error.kind !== 'invalid-input' ? { onRetry: lookup.retry } : {})}
        />
      )}
      {lookup.logError && <ErrorView error={lookup.logError} title="The results are shown, but the lookup log could not record them" />}
      {!lookup.pending && lookup.last && <IncompleteNote outcome={lookup.last} onRetryFailed={lookup.retryFailed} busy={lookup.pending} />}
      {lookup.shown ? (
        <ResultsView outcome={lookup.shown} />
      ) : (
        !lookup.pending && <p className="muted empty-note">Results appear here after a lookup.</p>
      )}
    </div>
  );
}
