/**
 * The results area: status and text filters, the row count, the table, and the detail dialog. The rows
 * come built (once per batch, by the lookup store); here they are only filtered and sorted for view.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { diffLookups } from '../../shared/lookup-log';
import { resultOf, type LookupOutcome } from '../lookup/lookup-outcome';
import { AccountDetailDialog } from '../detail/account-detail-dialog';
import { statusRank, visibleRows, type ResultRow, type SortKey, type SortState, type StatusFilter } from './result-rows';
import { ExportBar } from './export-bar';
import { ResultsTable } from './results-table';

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'active' },
  { value: 'uninit', label: 'uninit' },
  { value: 'frozen', label: 'frozen' },
  { value: 'nonexist', label: 'nonexist' },
  { value: 'not found', label: 'not found' },
  { value: 'failed', label: 'failed' },
  { value: 'pending', label: 'pending' },
  { value: 'other', label: 'other' },
];

/** "3 active · 1 not found · 2 pending", in the statuses' order. */
function summaryOf(counts: ReadonlyMap<string, number>): string {
  return [...counts.entries()]
    .sort(([a], [b]) => statusRank(a) - statusRank(b) || a.localeCompare(b))
    .map(([status, n]) => `${n} ${status}`)
    .join(' · ');
}

/** Results of the running lookup (rows filling in) or of the last finished one. */
export function ResultsView(props: { outcome: LookupOutcome }) {
  const { outcome } = props;
  const { rows, statusCounts } = outcome;
  const [sort, setSort] = useState<SortState>({ key: 'input', direction: 'asc' });
  const [status, setStatus] = useState<StatusFilter>('all');
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const shown = useMemo(() => visibleRows(rows, sort, status, deferredText), [rows, sort, status, deferredText]);
  const [open, setOpen] = useState<ResultRow | null>(null);
  const [selection, setSelection] = useState<{ requestId: string; raws: ReadonlySet<string> }>({ requestId: '', raws: new Set() });
  const baseline = outcome.request.baseline;
  const changes = useMemo(() => (baseline ? diffLookups(baseline.result, resultOf(outcome)) : undefined), [baseline, outcome]);

  // A different lookup starts with nothing selected (the same one streaming in keeps the selection).
  const requestId = outcome.request.requestId;
  const selected = selection.requestId === requestId ? selection.raws : NOTHING_SELECTED;
  const setSelected = (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection((current) => ({ requestId, raws: change(current.requestId === requestId ? current.raws : NOTHING_SELECTED) }));

  const toggle = (raw: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(raw)) next.add(raw);
      return next;
    });
  const toggleAll = () => setSelected((current) => (shown.length > 0 && shown.every((r) => current.has(r.raw)) ? new Set() : new Set(shown.map((r) => r.raw))));

  const onSort = (key: SortKey) =>
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' }));

  return (
    <section className="results" aria-labelledby="results-heading" data-testid="results">
      <div className="results-toolbar">
        <h3 id="results-heading">Results</h3>
        <p className="muted" data-testid="results-summary">
          {rows.length} requested · {summaryOf(statusCounts)}
          {outcome.request.includeBoc ? '' : ' · code and data not included'}
          {outcome.fromLog ? ` · from the lookup log, ${new Date(outcome.fromLog.createdAt).toLocaleString()}` : ''}
        </p>
        {baseline && (
          <p className="muted small" data-testid="changes-summary" data-changed={changes?.size ?? 0}>
            {changes?.size ?? 0} {changes?.size === 1 ? 'account' : 'accounts'} changed since the lookup of {new Date(baseline.createdAt).toLocaleString()} (highlighted)
          </p>
        )}
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
      <ExportBar outcome={outcome} rows={shown} selected={selected} />
      <ResultsTable
        rows={shown}
        totalRows={rows.length}
        sort={sort}
        onSort={onSort}
        onOpen={setOpen}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        changes={changes}
      />
      <AccountDetailDialog row={open} outcome={outcome} onClose={() => setOpen(null)} />
    </section>
  );
}
