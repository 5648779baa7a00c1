/**
 * The Accounts screen: the lookup form with its progress, any lookup error, what failed or was
 * cancelled (with "Retry failed"), and the results — streaming while a lookup runs. Hidden, it reads
 * the lookup store but is not re-rendered by it.
 */
import { useDeferredValue } from 'react';
import { ErrorView } from '../errors/error-view';
import { contractColumns } from '../insight/contract-columns';
import { walletTokenColumns } from '../insight/wallet-token-columns';

import { ResultsView } from '../results/results-view';
import { useNavigation } from '../ui/navigation';
import { useLookup, useLookupActions } from '../model/lookup-context';
import { LookupForm } from './lookup-form';
import { PreviousLookupNote } from './previous-lookup-note';

/** The columns derived on this machine, on request: contract fields, then a wallet's tokens. */
const DERIVED_COLUMNS = [...contractColumns, ...walletTokenColumns];
import { answeredCount, type LookupOutcome } from '../model/lookup-outcome';
import { formatCount } from '../../shared/format/locale-format';

/** What the finished lookup left undone: failed batches (with the first reason) or a cancel. */
function IncompleteNote(props: { outcome: LookupOutcome; onRetryFailed: () => void; busy: boolean }) {
  const { outcome, onRetryFailed, busy } = props;
  const failed = outcome.failed.size;
  const answered = answeredCount(outcome);
  const requested = outcome.request.accounts.length;
  const missing = requested - answered - failed;
  if (failed === 0 && outcome.state !== 'cancelled') return null;
  const reason = failed > 0 ? outcome.failed.values().next().value : undefined;
  return (
    <div
      className={`banner ${failed > 0 ? 'banner-error' : 'banner-warning'}`}
      role="alert"
      data-testid="lookup-incomplete"
      data-failed={failed}
    >
      <p className="banner-title">
        {outcome.state === 'cancelled'
          ? `Cancelled: ${formatCount(answered)} of ${formatCount(requested)} accounts arrived and are shown${missing > 0 ? `; ${formatCount(missing)} were not looked up` : ''}.`
          : `${formatCount(failed)} of ${formatCount(requested)} accounts could not be looked up; the other ${formatCount(answered)} are shown.`}
      </p>
      {reason && <p data-testid="failed-reason">{reason.message}</p>}
      {failed > 0 && (
        <div className="banner-actions">
          <button type="button" onClick={onRetryFailed} disabled={busy} data-testid="retry-failed">
            Retry the {formatCount(failed)} failed
          </button>
        </div>
      )}
    </div>
  );
}

/** Lookup and results. */
export function AccountsScreen() {
  const live = useNavigation().current === 'accounts';
  const pending = useLookup((state) => state.running !== null, live);
  const error = useLookup((state) => state.error, live);
  const logError = useLookup((state) => state.logError, live);
  const last = useLookup((state) => state.last, live);
  const canRetry = useLookup((state) => state.attempted !== null, live);
  // The running lookup's rows (published at the rows' pace, not the progress bar's), else the last one.
  const published = useLookup((state) => state.current ?? state.last, live);
  // A deferred value, not the store's synchronous render: the store's update paints the rest of the
  // screen at once, and React renders the results section (a lookup's first, 100,000 pending rows:
  // toolbars, filters, table) in a later, interruptible render that yields between components and runs
  // its effects after the paint. In the store's synchronous render it held the page 77 ms at load 4
  // (issue 35).
  const shown = useDeferredValue(published);
  const actions = useLookupActions();
  return (
    <div className="screen" data-testid="accounts">
      <h2 className="visually-hidden">Accounts</h2>
      <LookupForm live={live} />
      <PreviousLookupNote />
      {error && !pending && (
        <ErrorView
          error={error}
          title={
            error.kind === 'aborted'
              ? 'Lookup cancelled'
              : last
                ? 'The lookup failed; the results below are from the previous lookup'
                : 'The lookup failed'
          }
          {...(canRetry && error.kind !== 'invalid-input' ? { onRetry: actions.retry } : {})}
        />
      )}
      {logError && (
        <ErrorView error={logError} title="The results are shown, but the lookup log could not record them" />
      )}
      {!pending && last && (
        <IncompleteNote outcome={last} onRetryFailed={actions.retryFailed} busy={pending} />
      )}
      {shown ? (
        <ResultsView outcome={shown} extraColumns={DERIVED_COLUMNS} />
      ) : (
        !pending && <p className="muted empty-note">Results appear here after a lookup.</p>
      )}
    </div>
  );
}
