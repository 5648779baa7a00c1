/** "A new lookup replaced yours — back to it": the note that keeps a replaced lookup one click away. */
import { formatCount } from '../../shared/format/locale-format';
import { useLookupActions } from '../model/lookup-context';
import { dismissPreviousLookup, takePreviousLookup, usePreviousLookup } from '../model/previous-lookup';

/** The note, while a replaced lookup is kept. */
export function PreviousLookupNote() {
  const previous = usePreviousLookup();
  const { reopen } = useLookupActions();
  if (!previous) return null;
  const count = previous.outcome.request.accounts.length;
  return (
    <div className="banner banner-notice" role="status" data-testid="previous-lookup">
      <p className="banner-title">
        {previous.replacedBy} started a new lookup; your previous lookup of {formatCount(count)} account
        {count === 1 ? '' : 's'} is kept.
      </p>
      <div className="banner-actions">
        <button
          type="button"
          onClick={() => {
            const outcome = takePreviousLookup();
            if (outcome) reopen(outcome);
          }}
          data-testid="previous-lookup-back"
        >
          Back to the previous lookup
        </button>
        <button type="button" onClick={dismissPreviousLookup}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
