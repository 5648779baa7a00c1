/**
 * The results table, virtualised with @tanstack/react-virtual so 10,000 rows scroll smoothly: only the
 * rows in view (plus a few) are in the DOM. ARIA table semantics with aria-rowcount/aria-rowindex so
 * assistive tech knows the real size. One row is in the tab order at a time; arrow keys, Home/End and
 * PageUp/PageDown move between rows; Enter (or a click) opens the detail.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { formatNanotons } from '../../shared/format/amounts';
import { displayAmountOptions, localizeDecimal } from '../../shared/format/locale-format';
import type { AccountChange, Change } from '../../shared/lookup-log/lookup-diff';
import { ColumnResizer, useResizerStop } from './column-resizer';
import { copySelectedCells, madeSelectionIn } from './table-copy';
import { STICKY_COLUMNS, type ShownColumn } from './column-registry';
import type { ResultRow, SortState } from '../model/result-rows';
import { rowVirtualizerOptions } from './row-virtualizer-options';

/** Row height in px (fixed, so the virtualiser never needs to measure). */
export const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
/** The selection box's column. */
const SELECT_WIDTH = 36;
/** The table never gets shorter than this, however little room is left below it. */
const MIN_TABLE_HEIGHT = 240;

/** Which change of a re-run shows in which column, and how its earlier value reads. */
const CHANGE_FIELDS: Record<
  string,
  { field: 'status' | 'balance' | 'lastTransaction' | 'jettonBalance'; show: (value: string) => string }
> = {
  token: { field: 'jettonBalance', show: (v) => localizeDecimal(v) },
  status: { field: 'status', show: (v) => v },
  balance: { field: 'balance', show: (v) => `${formatNanotons(v, displayAmountOptions()).text} TON` },
  'last-tx': { field: 'lastTransaction', show: (v) => `lt ${v}` },
};

/** The earlier value of a changed cell, shown inline under the value now ("was …"). */
function changeOf(columnId: string, change: AccountChange | undefined): { before: string } | null {
  const how = CHANGE_FIELDS[columnId];
  if (!how || !change) return null;
  const pair: Change<string> | undefined = change[how.field];
  if (!pair)
    return columnId === 'status' && (change.appeared || change.disappeared)
      ? { before: change.appeared ? 'not found' : 'known' }
      : null;
  return { before: pair[0] === null ? 'nothing' : how.show(pair[0]) };
}

/** Left offsets of the sticky columns (they lead the list; the selection box is first). */
function stickyOffsets(columns: readonly ShownColumn[]): Map<string, number> {
  const offsets = new Map<string, number>();
  let left = SELECT_WIDTH;
  for (const { spec, width } of columns) {
    if (!STICKY_COLUMNS.has(spec.id)) break;
    offsets.set(spec.id, left);
    left += width;
  }
  return offsets;
}

/** The cells of one row. */
function RowCells(props: {
  row: ResultRow;
  columns: readonly ShownColumn[];
  sticky: ReadonlyMap<string, number>;
  selected: boolean;
  onToggle: (raw: string) => void;
  change: AccountChange | undefined;
}) {
  const { row, columns, sticky, selected, onToggle, change } = props;
  return (
    <>
      <div
        role="cell"
        data-col="select"
        className="sticky-col"
        style={{ left: 0 }}
        onClick={(event) => event.stopPropagation()}
      >
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(row.raw)}
          onKeyDown={(event) => event.stopPropagation()}
          aria-label={`Select row ${row.index + 1}`}
          tabIndex={-1}
          data-testid="row-select"
        />
      </div>
      {columns.map(({ spec }) => {
        const was = changeOf(spec.id, change);
        const left = sticky.get(spec.id);
        const className =
          [spec.className, left !== undefined ? 'sticky-col' : '', was ? 'changed' : '']
            .filter(Boolean)
            .join(' ') || undefined;
        return (
          <div
            key={spec.id}
            role="cell"
            className={className}
            data-col={spec.id}
            style={left !== undefined ? { left } : undefined}
          >
            {was ? (
              <span className="cell-stack">
                <span className="cell-now">{spec.cell(row)}</span>
                <span className="was-inline" data-testid="was-inline">
                  was {was.before}
                </span>
              </span>
            ) : (
              spec.cell(row)
            )}
          </div>
        );
      })}
    </>
  );
}

/**
 * The room the page keeps under an element: the bottom padding, border and margin of each box it is in
 * (the screen's padding under the table). Measured, not assumed: a guess 2 px short gave the whole page
 * a scrollbar beside the table's at 1366×768.
 */
function roomBelow(element: HTMLElement): number {
  let room = 0;
  for (let box = element.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    room +=
      parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth) + parseFloat(style.marginBottom);
  }
  return room;
}

/**
 * Keeps the table's bottom (and so its horizontal scrollbar) inside the window, and the page without a
 * scrollbar of its own: its height is what is left between its top and the room the page keeps below it.
 */
function useFitHeight(ref: RefObject<HTMLDivElement | null>): number {
  const [height, setHeight] = useState(MIN_TABLE_HEIGHT * 2);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_TABLE_HEIGHT, Math.floor(window.innerHeight - top - roomBelow(element))));
    };
    measure();
    // The screen's size changes when something above the table does (the paste box folding, a banner).
    const screen = element.closest('.screen') ?? document.body;
    const observer = new ResizeObserver(measure);
    observer.observe(screen);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height;
}

/** The header row: select-all, then each column's sort button and resize handle. */
function HeaderRow(props: {
  columns: readonly ShownColumn[];
  sticky: ReadonlyMap<string, number>;
  sort: SortState;
  onSort: (key: string) => void;
  onResize: (id: string, width: number, done: boolean) => void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  resizers: ReturnType<typeof useResizerStop>;
}) {
  const { columns, sticky, sort, onSort, onResize, allSelected, someSelected, onToggleAll, resizers } = props;
  const ariaSort = (key: string | undefined) =>
    key && sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <div role="rowgroup" className="results-head">
      <div role="row" aria-rowindex={1} className="results-row" style={{ height: HEADER_HEIGHT }}>
        <div role="columnheader" data-col="select" className="sticky-col" style={{ left: 0 }}>
          <input
            type="checkbox"
            checked={allSelected}
            ref={(box) => {
              if (box) box.indeterminate = !allSelected && someSelected;
            }}
            onChange={onToggleAll}
            aria-label={allSelected ? 'Clear the selection' : 'Select all shown rows'}
            data-testid="select-all"
          />
        </div>
        {columns.map(({ spec, width }) => {
          const sortable = Boolean(spec.compare ?? spec.text);
          const left = sticky.get(spec.id);
          return (
            <div
              key={spec.id}
              role="columnheader"
              aria-sort={sortable ? ariaSort(spec.id) : undefined}
              className={
                [spec.className, left !== undefined ? 'sticky-col' : ''].filter(Boolean).join(' ') ||
                undefined
              }
              style={left !== undefined ? { left } : undefined}
              data-col={spec.id}
            >
              {sortable ? (
                <button
                  type="button"
                  className="sort-button"
                  onClick={() => onSort(spec.id)}
                  data-testid={`sort-${spec.id}`}
                >
                  {spec.label}
                  <span aria-hidden="true">
                    {sort.key === spec.id ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              ) : (
                spec.label
              )}
              <ColumnResizer
                label={spec.label}
                width={width}
                min={spec.minWidth ?? 40}
                onResize={(w, done) => onResize(spec.id, w, done)}
                {...resizers.propsOf(spec.id)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** What the results view may ask of the table. */
export interface ResultsTableHandle {
  /** Scrolls to the row at `position` (of the shown rows) and focuses it. */
  focusRow(position: number): void;
}

/** The virtualised table; `onOpen` opens a row's detail. */
export function ResultsTable(props: {
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
}) {
  const { rows, columns, sort, onSort, onOpen, selected, onToggle, onToggleAll, changes } = props;
  const sticky = stickyOffsets(columns);
  const tableWidth = SELECT_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  const gridStyle = {
    '--cols': `${SELECT_WIDTH}px ${columns.map((c) => `${c.width}px`).join(' ')}`,
    '--table-width': `${tableWidth}px`,
  } as CSSProperties;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.raw));
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = useFitHeight(scrollRef);
  const [active, setActive] = useState(0);
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  const [shownLookup, setShownLookup] = useState(props.lookupKey);
  if (shownLookup !== props.lookupKey) {
    setShownLookup(props.lookupKey);
    setActive(0);
  }
  useLayoutEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [props.lookupKey]);

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer(
    rowVirtualizerOptions(rows.length, scrollRef, ROW_HEIGHT, HEADER_HEIGHT),
  );

  // Keep the active row inside the list when filtering shrinks it.
  useEffect(() => {
    if (active >= rows.length) setActive(Math.max(0, rows.length - 1));
  }, [rows.length, active]);

  const virtualItems = virtualizer.getVirtualItems();
  // Focus the requested row once the virtualiser has rendered it.
  useEffect(() => {
    if (focusRequest === null) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-row-position="${focusRequest}"]`);
    if (element) {
      element.focus({ preventScroll: true });
      setFocusRequest(null);
    }
  }, [focusRequest, virtualItems]);

  const moveTo = (position: number) => {
    if (rows.length === 0) return;
    const next = Math.min(rows.length - 1, Math.max(0, position));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    setFocusRequest(next);
  };
  useImperativeHandle(props.ref, () => ({ focusRow: moveTo }));

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>, position: number) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: position + 1,
      ArrowUp: position - 1,
      PageDown: position + page,
      PageUp: position - page,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === ' ') {
      // Space selects, as in a file manager; Enter opens.
      event.preventDefault();
      onToggle(rows[position]!.raw);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(rows[position]!);
    }
  };

  const resizers = useResizerStop(
    columns.map((c) => c.spec.id),
    scrollRef,
  );

  return (
    <div
      ref={scrollRef}
      className="results-scroll"
      style={{ ...gridStyle, height }}
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
        sort={sort}
        onSort={onSort}
        onResize={props.onResize}
        allSelected={allSelected}
        someSelected={selected.size > 0}
        onToggleAll={onToggleAll}
        resizers={resizers}
      />
      <div role="rowgroup" className="results-body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={row.raw}
              role="row"
              aria-rowindex={item.index + 2}
              tabIndex={item.index === active ? 0 : -1}
              className="results-row results-data-row"
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start - HEADER_HEIGHT}px)` }}
              data-testid="result-row"
              data-row-position={item.index}
              data-raw={row.raw}
              data-status={row.status}
              data-selected={selected.has(row.raw) || undefined}
              data-changed={changes?.has(row.raw) || undefined}
              onClick={(event) => {
                setActive(item.index);
                // A drag that selected text is the user's selection (to copy), not a click.
                if (!madeSelectionIn(event.currentTarget)) onOpen(row);
              }}
              onFocus={() => setActive(item.index)}
              onKeyDown={(event) => onRowKey(event, item.index)}
            >
              <RowCells
                row={row}
                columns={columns}
                sticky={sticky}
                selected={selected.has(row.raw)}
                onToggle={onToggle}
                change={changes?.get(row.raw)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
