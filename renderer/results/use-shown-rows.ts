/**
 * The rows the table shows: the lookup's rows filtered (status, kind, text, quick filters) and sorted,
 * with each quick filter's count over all the rows. The text filter searches the words a row shows —
 * its own (result-rows.ts `rowSearchText`, kept per row only while a text filter is on), its extra
 * columns' (labels, decoded fields) and the marks that change apart from it (look-alike, locked).
 */
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { nextTurn } from '../../shared/next-turn';
import type { AccountChange } from '../../shared/lookup-log/lookup-diff';
import type { ColumnSpec } from '../model/column-spec';
import type { LookupOutcome } from '../model/lookup-outcome';
import { QuickCounter } from '../model/quick-counter';
import {
  fillSearchTexts,
  visibleRows,
  type QuickCounts,
  type ResultRow,
  type RowFacts,
  type SearchTexts,
  type SortState,
} from '../model/result-rows';
import { useRowFacts } from '../model/use-row-facts';
import { lookAlikesOf } from '../model/address-look-alike';
import { useJettonWalletLocks } from './jetton-wallet-locks';
import { NO_FILTER, type FilterChoice, type FilterCounts } from './results-filters';

/** The rows counted in the table's first render: none. */
const NO_ROWS: readonly ResultRow[] = [];

/** The words of the marks a row shows that are not in its own text. */
function markWords(row: ResultRow, facts: RowFacts, lookAlikes: ReadonlyMap<string, unknown>): string {
  const address = lookAlikes.has(row.raw) ? 'look-alike address ' : '';
  return `${address}${row.token && facts.lookAlike(row) ? 'look-alike ' : ''}${facts.lock(row) === 'locked' ? 'locked' : ''}`;
}

/** The rows' test of the quick filters read beside a row (token look-alike, address look-alike, locked). */
function besideRow(
  choice: Pick<FilterChoice, 'lookAlike' | 'addressLookAlike' | 'locked'>,
  facts: RowFacts,
  lookAlikes: ReadonlyMap<string, unknown>,
): ((row: ResultRow) => boolean) | undefined {
  const { lookAlike, addressLookAlike, locked } = choice;
  if (!lookAlike && !addressLookAlike && !locked) return undefined;
  return (row) =>
    (!lookAlike || facts.lookAlike(row)) &&
    (!addressLookAlike || lookAlikes.has(row.raw)) &&
    (!locked || facts.lock(row) === 'locked');
}

/** How `sort` orders rows: the column's own comparison, else its text, else a built-in key's (none for a column sorted by its `sortKey`). */
function comparison(spec: ColumnSpec | undefined, facts: RowFacts) {
  if (spec?.sortKey) return undefined;
  if (spec?.compare) {
    const compare = spec.compare;
    return (a: ResultRow, b: ResultRow) => compare(a, b, facts);
  }
  const text = spec?.text;
  return text ? (a: ResultRow, b: ResultRow) => (text(a) ?? '').localeCompare(text(b) ?? '') : undefined;
}

/**
 * The filter choice and the function that changes it. A hook of its own: `change` is made once and kept
 * as long as the table is, and a closure keeps the whole scope it was made in — made beside the rows,
 * it kept the first outcome (100,000 pending rows) alive for the page's life.
 */
function useFilterChoice(): [FilterChoice, (change: Partial<FilterChoice>) => void] {
  const [choice, setChoice] = useState<FilterChoice>(NO_FILTER);
  const change = useCallback((next: Partial<FilterChoice>) => setChoice((c) => ({ ...c, ...next })), []);
  return [choice, change];
}

/** How long one slice of the quick counts may hold the page, in ms. */
const COUNT_SLICE_MS = 8;

/**
 * The quick filters' counts over `rows`, counted a slice at a time after the render that shows them,
 * and published once whole: a streaming lookup's batches do not each hold the page (counting one batch's
 * rows was up to 40 ms of a render), nor does the table's first render (its 100,000 pending rows count
 * in nothing). The counter counts only the rows placed since its last snapshot (quick-counter.ts); a
 * newer snapshot stops the slices of the one before, and the counter goes on from where they were.
 */
function useQuickCounts(rows: readonly ResultRow[], facts: RowFacts): QuickCounts {
  const [counter] = useState(() => new QuickCounter());
  const [counts, setCounts] = useState(() => counter.counts(NO_ROWS, facts));
  useEffect(() => {
    let stopped = false;
    void (async () => {
      for (;;) {
        // Every slice in a task of its own, the first too: React runs a render's pending effects in
        // whatever task renders next, and a synchronous render inside a frame (the table's height,
        // measured between layout and paint) ran an 8 ms slice in that frame, which was then the
        // lookup's longest task; the section's mount task had one too. A batch's rows still count
        // from the turn after its render, so a stream of batches always makes progress.
        await nextTurn();
        if (stopped) return;
        const counted = counter.countSome(rows, facts, performance.now() + COUNT_SLICE_MS);
        // A transition, as the deferred render that counted before: React renders the filters' new
        // counts a slice at a time, not in one task with the whole results section.
        if (counted) return startTransition(() => setCounts(counted));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [counter, rows, facts]);
  return counts;
}

/** What the table shows, and the filters that made it. */
export interface ShownRows {
  readonly shown: readonly ResultRow[];
  readonly choice: FilterChoice;
  readonly change: (change: Partial<FilterChoice>) => void;
  readonly counts: FilterCounts;
  /** What changed since the logged lookup being re-run, by raw address. */
  readonly changes: ReadonlyMap<string, AccountChange> | undefined;
  /** The filter box got (true) or lost (false) focus: the rows' search texts are made, or let go. */
  readonly warmSearch: (focused: boolean) => void;
}

/**
 * The filter box's focus handler: made outside the hook, so that the closure the page keeps for the
 * whole lookup holds `setWarm` only. A closure made inside shares the render's scope with `rows`, and
 * V8 keeps the whole scope: it kept the first render's 100,000 pending rows alive (~60 B an account).
 */
function searchWarmer(
  setWarm: (update: (texts: SearchTexts | undefined) => SearchTexts | undefined) => void,
): (focused: boolean) => void {
  return (focused) => setWarm((texts) => (focused ? (texts ?? new WeakMap()) : undefined));
}

/**
 * The rows' search texts (a row's text never changes: rows are replaced, not changed): made a slice at a
 * time once the filter box has focus, so the first keystroke finds them made, and kept while a filter
 * text is on; let go when the box loses focus with no text in it.
 */
function useSearchTexts(
  rows: readonly ResultRow[],
  filtering: boolean,
): { searchTexts: SearchTexts | undefined; warmSearch: (focused: boolean) => void } {
  const [warm, setWarm] = useState<SearchTexts | undefined>(undefined);
  const [warmSearch] = useState(() => searchWarmer(setWarm));
  const made = useMemo<SearchTexts | undefined>(
    () => warm ?? (filtering ? new WeakMap() : undefined),
    [warm, filtering],
  );
  useEffect(() => {
    if (!made) return;
    let stopped = false;
    void fillSearchTexts(rows, made, nextTurn, () => stopped);
    return () => {
      stopped = true;
    };
  }, [rows, made]);
  // Only a filter text reads them: focus alone re-filters nothing.
  return { searchTexts: filtering ? made : undefined, warmSearch };
}

/** The shown rows of `outcome`; `textColumns` are the extra columns whose text the filter searches. */
export function useShownRows(
  outcome: LookupOutcome,
  sort: SortState,
  sortSpec: ColumnSpec | undefined,
  textColumns: readonly ColumnSpec[],
): ShownRows {
  const { rows } = outcome;
  const [choice, change] = useFilterChoice();
  const text = useDeferredValue(choice.text);
  const facts = useRowFacts();
  // Marked as the rows were placed (model/row-changes.ts): nothing here compares the whole list.
  const { changes } = outcome;
  const quick = useQuickCounts(rows, facts);
  const locks = useJettonWalletLocks(outcome);
  const lookAlikes = lookAlikesOf(outcome);
  const counts = useMemo(
    () => ({ ...quick, locks, addressLookAlike: lookAlikes.size }),
    [quick, locks, lookAlikes],
  );
  const { status, kind, scam, notDeployed, lookAlike, addressLookAlike, locked, changed } = choice;
  const { searchTexts, warmSearch } = useSearchTexts(rows, text.trim() !== '');
  const shown = useMemo(
    () =>
      visibleRows(rows, sort, status, text, {
        kind: kind || undefined,
        scam,
        notDeployed,
        where: besideRow({ lookAlike, addressLookAlike, locked }, facts, lookAlikes),
        only: changed ? changes : undefined,
        moreText: (row) =>
          `${markWords(row, facts, lookAlikes)} ${textColumns.map((c) => c.text!(row) ?? '').join(' ')}`,
        compare: comparison(sortSpec, facts),
        sortKey: sortSpec?.sortKey,
        searchTexts,
      }),
    [
      rows,
      sort,
      status,
      text,
      kind,
      scam,
      notDeployed,
      lookAlike,
      addressLookAlike,
      lookAlikes,
      locked,
      changed,
      changes,
      facts,
      textColumns,
      sortSpec,
      searchTexts,
    ],
  );
  return { shown, choice, change, counts, changes, warmSearch };
}
