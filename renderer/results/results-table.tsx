/**
 * The results table, virtualised with @tanstack/react-virtual so 10,000 rows scroll smoothly: only the
 * rows in view (plus a few) are in the DOM. ARIA table semantics with aria-rowcount/aria-rowindex so
 * assistive tech knows the real size. One row is in the tab order at a time; arrow keys, Home/End and
 * PageUp/PageDown move between rows; Enter (or a click) opens the detail.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatExtraCurrencies, formatNanotons } from '../../shared/format/amounts';
import type { AccountChange, Change } from '../../shared/lookup-log';
import { StatusBadge } from '../ui/status-badge';
import { shorten } from '../ui/shorten';
import { balanceText } from './balance-text';
import type { ResultRow, SortKey, SortState } from './result-rows';
import { tokenLabel } from './token-summary';

/** Row height in px (fixed, so the virtualiser never needs to measure). */
export const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;

const COLUMNS: { id: string; label: string; sort?: SortKey; className?: string }[] = [
  { id: 'select', label: '' },
  { id: 'index', label: '#', sort: 'input', className: 'num' },
  { id: 'input', label: 'Input' },
  { id: 'address', label: 'Address', sort: 'address' },
  { id: 'status', label: 'Status', sort: 'status' },
  { id: 'balance', label: 'Balance', sort: 'balance', className: 'num' },
  { id: 'domain', label: 'Domain' },
  { id: 'token', label: 'Token' },
  { id: 'interfaces', label: 'Interfaces' },
  { id: 'extra', label: 'Extra currencies' },
  { id: 'last-tx', label: 'Last transaction' },
  { id: 'raw', label: 'Raw address' },
];

/** "was …" for a cell whose value changed since the logged lookup being re-run. */
function was(change: Change<string> | undefined, show: (value: string) => string = (v) => v): string | undefined {
  return change ? `Changed since the logged lookup: was ${change[0] === null ? 'nothing' : show(change[0])}` : undefined;
}

/** The cells of one row. */
function RowCells(props: { row: ResultRow; selected: boolean; onToggle: (raw: string) => void; change: AccountChange | undefined }) {
  const { row, selected, onToggle, change } = props;
  const balance = balanceText(row);
  const extras = formatExtraCurrencies(row.account?.extra_currencies ?? null);
  const interfaces = row.account?.interfaces ?? row.book?.interfaces ?? [];
  const token = row.token;
  return (
    <>
      <div role="cell" data-col="select" onClick={(event) => event.stopPropagation()}>
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
      <div role="cell" className="num" data-col="index">
        {row.index + 1}
      </div>
      <div role="cell" className="mono" data-col="input" title={`${row.requested.input} (line ${row.requested.line}, column ${row.requested.column})`}>
        {/* Shortened in the middle: the end of an address matters as much as its start. */}
        {shorten(row.requested.input, 10, 9)}
        {row.requested.repeats > 0 && <span className="muted"> ×{row.requested.repeats + 1}</span>}
      </div>
      <div role="cell" className="mono" data-col="address" title={row.raw}>
        {row.book?.user_friendly ?? '—'}
      </div>
      <div role="cell" data-col="status" className={change?.status || change?.appeared || change?.disappeared ? 'changed' : undefined} title={was(change?.status)}>
        <StatusBadge status={row.status} />
      </div>
      <div
        role="cell"
        className={`${balance.real ? 'num mono' : 'num muted'}${change?.balance ? ' changed' : ''}`}
        data-col="balance"
        title={change?.balance ? `${was(change.balance, (v) => `${formatNanotons(v, { grouping: true }).text} TON`)}. ${balance.title}` : balance.title}
      >
        {balance.text}
      </div>
      <div role="cell" className="wrap" data-col="domain" title={row.book?.domain ?? undefined}>
        {row.book?.domain ?? ''}
      </div>
      <div role="cell" data-col="token" title={tokenLabel(token) || undefined}>
        {token?.isScam && <span className="scam-mark">scam </span>}
        {tokenLabel(token)}
        {token?.jettonBalance !== undefined && <span className="muted"> · {token.jettonBalance}</span>}
      </div>
      <div role="cell" data-col="interfaces" title={interfaces.join(', ') || undefined}>
        {interfaces.join(', ')}
      </div>
      <div role="cell" className="mono" data-col="extra" title={extras.map((e) => `#${e.id}: ${e.amount.text}`).join('\n') || undefined}>
        {extras.length === 0 ? '' : extras.map((e) => `#${e.id}: ${e.amount.text}`).join(', ')}
      </div>
      <div
        role="cell"
        className={change?.lastTransaction ? 'mono changed' : 'mono'}
        data-col="last-tx"
        title={
          was(change?.lastTransaction, (lt) => `lt ${lt}`) ??
          (row.account?.last_transaction_hash ? `lt ${row.account.last_transaction_lt ?? '?'}, hash ${row.account.last_transaction_hash}` : undefined)
        }
      >
        {row.account?.last_transaction_lt ? `${row.account.last_transaction_lt} · ${shorten(row.account.last_transaction_hash ?? '', 5, 4)}` : ''}
      </div>
      <div role="cell" className="mono" data-col="raw" title={row.raw}>
        {shorten(row.raw, 8, 6)}
      </div>
    </>
  );
}

/** The virtualised table; `onOpen` opens a row's detail. */
export function ResultsTable(props: {
  rows: readonly ResultRow[];
  totalRows: number;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onOpen: (row: ResultRow) => void;
  /** Raw addresses of selected rows. */
  selected: ReadonlySet<string>;
  onToggle: (raw: string) => void;
  /** Select every shown row, or clear the selection when all are selected. */
  onToggleAll: () => void;
  /** What changed since a logged lookup that is being re-run, by raw address. */
  changes?: ReadonlyMap<string, AccountChange> | undefined;
}) {
  const { rows, sort, onSort, onOpen, selected, onToggle, onToggleAll, changes } = props;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.raw));
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [focusRequest, setFocusRequest] = useState<number | null>(null);

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
  });

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
    const next = Math.min(rows.length - 1, Math.max(0, position));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    setFocusRequest(next);
  };

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>, position: number) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = { ArrowDown: position + 1, ArrowUp: position - 1, PageDown: position + page, PageUp: position - page, Home: 0, End: rows.length - 1 };
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

  const ariaSort = (key: SortKey | undefined) => (key && sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined);

  return (
    <div
      ref={scrollRef}
      className="results-scroll"
      role="table"
      aria-label="Lookup results"
      aria-rowcount={rows.length + 1}
      data-testid="results-table"
      data-row-count={rows.length}
      data-total-rows={props.totalRows}
    >
      <div role="rowgroup" className="results-head">
        <div role="row" aria-rowindex={1} className="results-row" style={{ height: HEADER_HEIGHT }}>
          {COLUMNS.map((column) => (
            <div key={column.id} role="columnheader" aria-sort={ariaSort(column.sort)} className={column.className} data-col={column.id}>
              {column.id === 'select' ? (
                <input
                  type="checkbox"
                  checked={allSelected}
                  ref={(box) => {
                    if (box) box.indeterminate = !allSelected && selected.size > 0;
                  }}
                  onChange={onToggleAll}
                  aria-label={allSelected ? 'Clear the selection' : 'Select all shown rows'}
                  data-testid="select-all"
                />
              ) : column.sort ? (
                <button type="button" className="sort-button" onClick={() => onSort(column.sort!)} data-testid={`sort-${column.sort}`}>
                  {column.label}
                  <span aria-hidden="true">{sort.key === column.sort ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              ) : (
                column.label
              )}
            </div>
          ))}
        </div>
      </div>
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
              onClick={() => {
                setActive(item.index);
                onOpen(row);
              }}
              onFocus={() => setActive(item.index)}
              onKeyDown={(event) => onRowKey(event, item.index)}
            >
              <RowCells row={row} selected={selected.has(row.raw)} onToggle={onToggle} change={changes?.get(row.raw)} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
