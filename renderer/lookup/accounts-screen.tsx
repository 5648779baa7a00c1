/** The Accounts screen: the lookup form, any lookup error, and the results of the last lookup. */
import { ErrorView } from '../errors/error-view';
import { ResultsView } from '../results/results-view';
import { useLookup } from './lookup-context';
import { LookupForm } from './lookup-form';

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
      {lookup.last ? (
        <ResultsView outcome={lookup.last} />
      ) : (
        !lookup.pending && <p className="muted empty-note">Results appear here after a lookup.</p>
      )}
    </div>
  );
}
