/** The results area: status and text filters, the row count, the table, and the detail dialog. */
import { useDeferredValue, useMemo, useState } from 'react';
import type { LookupOutcome } from '../lookup/use-account-lookup';
import { AccountDetailDialog } from '../detail/account-detail-dialog';
import { buildRows, visibleRows, type ResultRow, type SortKey, type SortState, type StatusFilter } from './result-rows';
import { ResultsTable } from './results-table';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'active' },
  { value: 'uninit', label: 'uninit' },
  { value: 'frozen', label: 'frozen' },
  { value: 'nonexist', label: 'nonexist' },
  { value: 'not found', label: 'not found' },
  { value: 'other', label: 'other' },
];

/** Results of the last successful lookup. */
export function ResultsView(props: { outcome: LookupOutcome }) {
  const { outcome } = props;
  const rows = useMemo(() => buildRows(outcome), [outcome]);
  const [sort, setSort] = useState<SortState>({ key: 'input', direction: 'asc' });
  const [status, setStatus] = useState<StatusFilter>('all');
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const shown = useMemo(() => visibleRows(rows, sort, status, deferredText), [rows, sort, status, deferredText]);
  const [open, setOpen] = useState<ResultRow | null>(null);

  const counts = useMemo(() => {
    const c = new Map<string, number>();
    for (const row of rows) c.set(row.status, (c.get(row.status) ?? 0) + 1);
    return c;
  }, [rows]);

  const onSort = (key: SortKey) =>
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' }));

  return (
    <section className="results" aria-labelledby="results-heading" data-testid="results">
      <div className="results-toolbar">
        <h3 id="results-heading">Results</h3>
        <p className="muted" data-testid="results-summary">
          {rows.length} requested · {[...counts.entries()].map(([s, n]) => `${n} ${s}`).join(' · ')}
          {outcome.request.includeBoc ? '' : ' · code and data not included'}
        </p>
        <label className="field-inline">
          <span>Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)} data-testid="status-filter">
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field-inline">
          <span>Filter</span>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="address, domain, token name" data-testid="text-filter" />
        </label>
        <span className="muted" role="status" data-testid="shown-count">
          Showing {shown.length} of {rows.length}
        </span>
      </div>
      <ResultsTable rows={shown} totalRows={rows.length} sort={sort} onSort={onSort} onOpen={setOpen} />
      <AccountDetailDialog row={open} outcome={outcome} onClose={() => setOpen(null)} />
    </section>
  );
}
