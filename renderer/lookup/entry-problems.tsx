/** The invalid entries (line, column, reason) and the duplicates (and what they repeat) of a paste. */
import type { AddressList } from '../../shared/address';
import { describeEntryError } from '../../shared/address';

const SHOWN = 100;

/** Lists of problems below the Addresses box. */
export function EntryProblems(props: { list: AddressList }) {
  const { invalid, duplicates } = props.list;
  if (invalid.length === 0 && duplicates.length === 0) return null;
  return (
    <div className="entry-problems">
      {invalid.length > 0 && (
        <section aria-labelledby="invalid-heading" data-testid="invalid-entries">
          <h4 id="invalid-heading">Invalid entries ({invalid.length})</h4>
          <ul className="entry-list">
            {invalid.slice(0, SHOWN).map((entry) => (
              <li key={entry.index} data-line={entry.line} data-column={entry.column} data-reason={entry.reason}>
                {describeEntryError(entry)}
              </li>
            ))}
          </ul>
          {invalid.length > SHOWN && <p className="muted">…and {invalid.length - SHOWN} more.</p>}
        </section>
      )}
      {duplicates.length > 0 && (
        <details data-testid="duplicate-entries">
          <summary>Duplicates ({duplicates.length}) — each account is looked up once</summary>
          <ul className="entry-list">
            {duplicates.slice(0, SHOWN).map((entry) => (
              <li key={entry.index} data-line={entry.line} data-column={entry.column}>
                {describeEntryError(entry)}
              </li>
            ))}
          </ul>
          {duplicates.length > SHOWN && <p className="muted">…and {duplicates.length - SHOWN} more.</p>}
        </details>
      )}
    </div>
  );
}
