/**
 * The live summary under the Addresses box — valid, duplicate and invalid counts, or the progress of
 * reading a long list — announced politely as the list changes. Its data attributes carry the counts
 * for tests and the box's aria-describedby points at it.
 */
import type { AddressList } from '../../shared/address/address-list';
import { countOf } from '../../shared/format/locale-format';
import { summaryExtras } from './entry-problems';

/** The summary of `list`; `reading` is the share of a long text read so far, or null once read. */
export function AddressSummary(props: { id: string; list: AddressList; reading: number | null }) {
  const { list, reading } = props;
  const { valid, duplicates, invalid, skipped } = list.summary;
  return (
    <p
      id={props.id}
      className="summary"
      role="status"
      aria-live="polite"
      data-testid="address-summary"
      data-valid={valid}
      data-duplicates={duplicates}
      data-invalid={invalid}
      data-skipped={skipped}
      data-reading={reading !== null}
    >
      {reading !== null ? (
        <>
          Reading the list… <progress max={1} value={reading} aria-label="Share of the list read" />
        </>
      ) : (
        <>
          {countOf(valid, 'valid address', 'valid addresses')}, {countOf(duplicates, 'duplicate')}, {invalid}{' '}
          invalid{summaryExtras(list)}
        </>
      )}
    </p>
  );
}
