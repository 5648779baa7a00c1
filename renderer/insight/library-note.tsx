/**
 * Where a contract's code came from when its code is a library cell: bundled with the app, added by the
 * user, or missing — then what it is where the app knows, where to get it, and what would fix it, at
 * hand: add the library's code here (its hash is checked against the one the library cell names), and
 * the contract is inspected again with it.
 */
import { useState } from 'react';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import { whereToGetLibrary } from '../../shared/tvm/failures';
import { AddLibraryForm } from '../libraries/add-library-form';
import { MISSING_LIBRARY_TITLE } from '../model/ticket-answer';

/**
 * The one of the account's problems that the note states itself (its library missing, so nothing ran):
 * the Contract section's list of problems leaves it out. Null when the note states none.
 */
export function problemTheNoteStates(inspected: InspectedAccount): string | null {
  const notRun = inspected.details.not_run;
  return notRun?.reason === 'library_missing' ? notRun.problem : null;
}

/** The note, or nothing for code that is not a library cell. */
export function LibraryNote(props: { inspected: InspectedAccount; onAdded: () => void }) {
  const library = props.inspected.details.library;
  const [adding, setAdding] = useState(false);
  if (!library) return null;
  const hash = <span className="mono">{library.hash}</span>;
  if (library.origin === 'bundled')
    return (
      <p className="muted" data-testid="insight-library" data-origin="bundled">
        Its code is library {hash}
        {library.name ? ` (${library.name})` : ''}, which the app carries.
      </p>
    );
  if (library.origin === 'user')
    return (
      <p className="muted" data-testid="insight-library" data-origin="user">
        Its code is library {hash}, which you added (Settings → Libraries).
      </p>
    );
  return (
    <div className="banner banner-warning" role="status" data-testid="insight-library" data-origin="missing">
      <p className="banner-title">{MISSING_LIBRARY_TITLE}</p>
      <p>
        The code is a library cell naming library {hash}
        {library.name ? ` (${library.name})` : ''}. The indexer cannot send libraries, and the app does not
        carry this one, so none of its get-methods can run. {whereToGetLibrary(library.hash)} Add it here —
        paste the BoC, or load it saved as a .boc file — and it runs here.
      </p>
      {adding ? (
        <AddLibraryForm
          expectedHash={library.hash}
          onAdded={() => {
            setAdding(false);
            props.onAdded();
          }}
        />
      ) : (
        <button type="button" onClick={() => setAdding(true)} data-testid="insight-add-library">
          Add this library…
        </button>
      )}
    </div>
  );
}
