/**
 * The results table, virtualised so 100,000 rows scroll smoothly and mount at once: only the rows in
 * view (plus a few) are in the DOM, and its rows being of one fixed height, which those are is worked out
 * from the scroll offset alone (row-window.ts) — no per-row measurement, no layout read while rendering.
 * ARIA table semantics with aria-rowcount/aria-rowindex so assistive tech knows the real size. Its parts:
 * the header (results-header.tsx), each row (results-data-row.tsx), the keys that move between rows
 * (use-row-navigation.ts), its height (use-fit-height.ts) and its grid (results-grid.ts).
 */
import { useMemo, useRef, type Ref } from 'react';
import type { AccountChange } from '../../shared/lookup-log/lookup-diff';
import { useResizerStop } from './column-resizer';
import { HeaderRow } from './results-header';
import { ResultsDataRow } from './results-data-row';
import { gridStyle, HEADER_HEIGHT, ROW_HEIGHT, stickyOffsets } from './results-grid';
import { useRowWindow } from './row-window';
import { copySelectedCells } from './table-copy';
import { useFitHeight } from './use-fit-height';
import { useRowNavigation, type ResultsTableHandle } from './use-row-navigation';
import { useStableHandler } from '../ui/use-stable-handler';
import { LastLookupProvider } from '../model/address';
import { LookAlikesProvider } from '../model/address-look-alike';
import type { LookAlikeOf } from '../../shared/address/look-alike-address';
import type { ShownColumn } from './column-registry';
import type { ResultRow, SortState } from '../model/result-rows';

export type { ResultsTableHandle } from './use-row-navigation';

/** What the results view gives the table. */
export interface ResultsTableProps {
  ref?: Ref<ResultsTableHandle>;
  /** The lookup shown: a new one starts at its first row (the row in the tab order, and the scroll). */
  lookupKey: string;
  rows: readonly ResultRow[];
  totalRows: number;
  /** The shown columns, in order, at their widths. */
  columns: readonly ShownColumn[];
  /** A column's width while dragged (`done: false`) and when the drag ends. */
  onResize: (id: string, width: number, done: boolean) => void;
  sort: SortState;
  onSort: (key: string) => void;
  onOpen: (row: ResultRow) => void;
  /** Raw addresses of selected rows. */
  selected: ReadonlySet<string>;
  onToggle: (raw: string) => void;
  /** Select every shown row, or clear the selection when all are selected. */
  onToggleAll: () => void;
  /** What changed since a logged lookup that is being re-run, by raw address. */
  changes?: ReadonlyMap<string, AccountChange> | undefined;
  /** The lookup's look-alike marks (its address cells' badges). */
  lookAlikes?: ReadonlyMap<string, LookAlikeOf>;
}

/** The virtualised table; `onOpen` opens a row's detail. */
export function ResultsTable(props: ResultsTableProps) {
  const { rows, columns, selected, changes } = props;
  // Stable, with the columns: a row renders again only when something it shows changed (its account, its
  // place, its selection), not each time the table does (its height measured, a progress tick).
  const sticky = useMemo(() => stickyOffsets(columns), [columns]);
  const onToggle = useStableHandler(props.onToggle);
  const onOpen = useStableHandler(props.onOpen);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.raw));
  const scrollRef = useRef<HTMLDivElement>(null);
  const { height, viewHeight, measured } = useFitHeight(scrollRef);
  const rowWindow = useRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
    viewportHeight: measured ? viewHeight : undefined,
    overscan: 12,
    scrollRef,
  });
  const { ref, lookupKey } = props;
  const navigation = { ref, lookupKey, rows, scrollRef, rowWindow, onToggle, onOpen };
  const { tabRow, setActive, onRowKey: rowKey } = useRowNavigation(navigation);
  const onRowKey = useStableHandler(rowKey);
  const resizers = useResizerStop(
    columns.map((c) => c.spec.id),
    scrollRef,
  );
  return (
    <div
      ref={scrollRef}
      className="results-scroll"
      style={{ ...gridStyle(columns), height }}
      role="table"
      id="results-table"
      aria-label="Lookup results"
      aria-rowcount={rows.length + 1}
      data-testid="results-table"
      data-row-count={rows.length}
      data-total-rows={props.totalRows}
      onCopy={copySelectedCells}
    >
      <HeaderRow
        columns={columns}
        sticky={sticky}
        sort={props.sort}
        onSort={props.onSort}
        onResize={props.onResize}
        allSelected={allSelected}
        someSelected={selected.size > 0}
        onToggleAll={props.onToggleAll}
        resizers={resizers}
      />
      <div role="rowgroup" className="results-body" style={{ height: rowWindow.totalHeight }}>
        <LastLookupProvider>
          <LookAlikesProvider lookAlikes={props.lookAlikes}>
            {rowWindow.rows.map(({ index, top }) => {
              const row = rows[index]!;
              return (
                <ResultsDataRow
                  key={row.raw}
                  row={row}
                  position={index}
                  top={top}
                  inTabOrder={index === tabRow}
                  columns={columns}
                  sticky={sticky}
                  selected={selected.has(row.raw)}
                  change={changes?.get(row.raw)}
                  onToggle={onToggle}
                  onOpen={onOpen}
                  onActivate={setActive}
                  onKey={onRowKey}
                />
              );
            })}
          </LookAlikesProvider>
        </LastLookupProvider>
      </div>
    </div>
  );
}
