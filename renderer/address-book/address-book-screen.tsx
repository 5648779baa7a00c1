/**
 * The address book and metadata of the last lookup as one table: every address either map mentions
 * (metadata also covers jetton masters that were not asked for). Strings are text, domains in full.
 *
 * Cheap at 100,000 entries: the addresses come sorted with the lookup, the table is virtualised
 * (address-book-table.tsx) and makes only the rows in view, a text filter finds an entry without
 * scrolling, and nothing is made until the tab has been opened for the lookup shown — screens stay
 * mounted while hidden, so a lookup finishing behind another tab costs nothing here until the user
 * comes to look.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { addressQueryRaw } from '../../shared/format/address-display';
import { formatCount } from '../../shared/format/locale-format';
import { AccountDetailDialog } from '../detail/lazy-account-detail';
import type { ResultRow } from '../model/result-rows';
import { rowOfRaw, type LookupOutcome } from '../model/lookup-outcome';
import { useLookup } from '../model/lookup-context';
import { useNavigation } from '../ui/navigation';
import { addressBookRow, normaliseQuery, searchTextOf } from '../model/address-book-rows';
import { AddressBookTable } from './address-book-table';

/**
 * The lookup result the screen should show rows for: the current one while the screen is visible; while
 * it is hidden, the one it last showed if that is still current, else `undefined` (nothing is built, and
 * nothing stale is kept alive).
 */
function useResultWhileShown(result: LookupOutcome | null, shown: boolean): LookupOutcome | null | undefined {
  const [built, setBuilt] = useState<LookupOutcome | null | undefined>(shown ? result : undefined);
  const wanted = shown || built === result ? result : undefined;
  // Adjusting state while rendering (React's documented pattern): no extra commit with stale rows.
  if (wanted !== built) setBuilt(wanted);
  return wanted;
}

const NO_KEYS: readonly string[] = [];

/** The address book screen. */
export function AddressBookScreen() {
  const shown = useNavigation().current === 'address-book';
  // Only the last finished lookup matters here: it changes once per lookup, never while one streams in.
  // Followed while hidden too, so the rows of a lookup that is no longer the last are let go.
  const last = useLookup((state) => state.last);
  const result = useResultWhileShown(last, shown);
  const [filter, setFilter] = useState('');
  const query = normaliseQuery(useDeferredValue(filter));
  const filtering = query !== '';

  const keys = result?.addressKeys ?? NO_KEYS;
  const rowOf = useMemo(() => (result ? (raw: string) => addressBookRow(raw, result) : null), [result]);
  // Built on the first filter only: most users never type one.
  const searchTexts = useMemo(
    () => (filtering && rowOf ? keys.map((raw) => searchTextOf(rowOf(raw))) : null),
    [keys, rowOf, filtering],
  );
  // A whole address in any form finds its entry (the EQ form of a listed UQ wallet too).
  const queryRaw = addressQueryRaw(filter);
  const visible = useMemo(
    () => (searchTexts ? keys.filter((raw, i) => raw === queryRaw || searchTexts[i]!.includes(query)) : keys),
    [keys, searchTexts, query, queryRaw],
  );
  // The lookup's own rows, so an entry that was looked up opens its account's detail.
  const rowAsked = (raw: string) => (result ? rowOfRaw(result, raw) : undefined);
  const [open, setOpen] = useState<ResultRow | null>(null);

  return (
    <div className="screen" data-testid="address-book">
      <h2>Address book</h2>
      {!last ? (
        <p className="muted">
          Look up accounts first; the indexer's address book and metadata for them appear here.
        </p>
      ) : result === undefined || !rowOf ? null : keys.length === 0 ? (
        <p className="muted">The last lookup returned no address book or metadata entries.</p>
      ) : (
        <>
          <div className="toolbar address-book-toolbar">
            <label className="field-inline">
              <span>Filter</span>
              <input
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                placeholder="address, domain, name"
                data-testid="address-book-filter"
              />
            </label>
            <span className="muted" role="status" data-testid="address-book-count">
              Showing {formatCount(visible.length)} of {formatCount(keys.length)}
            </span>
          </div>
          {visible.length === 0 ? (
            <p className="muted" data-testid="address-book-no-match">
              No entry matches the filter.
            </p>
          ) : (
            <AddressBookTable
              keys={visible}
              rowOf={rowOf}
              total={keys.length}
              shown={shown}
              onOpen={(raw) => setOpen(rowAsked(raw) ?? null)}
              canOpen={(raw) => rowAsked(raw) !== undefined}
            />
          )}
          {result && <AccountDetailDialog row={open} outcome={result} onClose={() => setOpen(null)} />}
        </>
      )}
    </div>
  );
}
