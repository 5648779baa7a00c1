/**
 * Below the Addresses box: the corrections applied before the lookup, each with what the customer wrote
 * beside what it became — the same pairs the log's case record keeps (shared/lookup-log/
 * pasted-input-schema.ts), so the typo is never gone from view once "Did you mean" replaced it.
 */
import type { PastedCorrection } from '../../shared/lookup-log/pasted-input-schema';
import { countOf } from '../../shared/format/locale-format';

/** The list; nothing when no correction stands in the box. */
export function CorrectedNote(props: { corrections: readonly PastedCorrection[] }) {
  const { corrections } = props;
  if (corrections.length === 0) return null;
  return (
    <section className="entry-problems" aria-labelledby="corrected-heading" data-testid="corrected-entries">
      <h4 id="corrected-heading">
        {countOf(corrections.length, 'address', 'addresses')} corrected before the lookup — as the customer
        wrote {corrections.length === 1 ? 'it' : 'them'}
      </h4>
      <ul className="entry-list">
        {corrections.map((c) => (
          <li
            key={`${c.line}:${c.column}`}
            data-line={c.line}
            data-column={c.column}
            data-testid="corrected-entry"
          >
            line {c.line}, column {c.column}: the customer wrote{' '}
            <span className="mono" data-testid="corrected-typed">
              {c.typed}
            </span>
            , looked up as{' '}
            <span className="mono" data-testid="corrected-to">
              {c.to}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
