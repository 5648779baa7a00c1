/**
 * Settings → Libraries: the code of library cells the app does not carry, added by the user and kept on
 * this machine (beside the labels): each with its hash, name, where it came from and when; remove any.
 * A stored library whose code is not the one it is kept for is refused, and its notice shown here.
 */
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { StoreNotices } from '../storage/store-notices';
import { AddLibraryForm } from './add-library-form';
import { useLibraries, useRemoveLibrary } from '../model/use-libraries';

/** The section. */
export function LibrariesSection() {
  const libraries = useLibraries();
  const remove = useRemoveLibrary();
  const list = libraries.data ?? [];
  return (
    <section aria-labelledby="libraries-heading" className="card" data-testid="libraries">
      <h3 id="libraries-heading">Libraries</h3>
      <p className="muted">
        Some contracts keep their code in a library the indexer cannot send. The app carries the most used
        ones; add the code of any other here (its hash is checked) and the app runs those contracts too. Kept
        on this machine only.
      </p>
      <StoreNotices store="libraries" />
      {libraries.isError && (
        <ErrorView error={errorInfoOf(libraries.error)} title="The libraries could not be read" />
      )}
      {list.length === 0 ? (
        <p className="muted" data-testid="libraries-empty">
          No libraries added.
        </p>
      ) : (
        <ul className="plain-list" data-testid="libraries-list">
          {list.map((library) => (
            <li key={library.hash} data-hash={library.hash}>
              <span className="mono">{library.hash}</span>
              {library.name && <strong> {library.name}</strong>}{' '}
              <span className="muted">
                ({library.origin === 'file' ? `from ${library.file_name ?? 'a file'}` : 'pasted'}, added{' '}
                {library.added_at.slice(0, 10)})
              </span>{' '}
              <button type="button" onClick={() => remove.mutate(library.hash)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <ErrorView error={errorInfoOf(remove.error)} title="The library was not removed" />}
      <h4>Add a library</h4>
      <AddLibraryForm />
    </section>
  );
}
