/**
 * The results area: status and text filters, the row count, the table, and the detail dialog. The rows
 * come built (once per batch, by the lookup store); here they are only filtered and sorted for view.
 */
import { Fragment, memo, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { LookupOutcome } from '../model/lookup-outcome';
import { AccountDetailDialog } from '../detail/lazy-account-detail';
import { CompareView } from './compare-view';
import { useLabelColumn } from './columns/label-column';
import { allColumns, shownColumns } from './column-registry';
import { ColumnPicker } from './column-picker';
import type { ColumnSpec } from '../model/column-spec';
import { type SortState } from '../model/result-rows';
import { ExportBar } from './export-bar';
import { QuickFilterBar, ValueFilters } from './results-filters';
import { ResultsTable, type ResultsTableHandle } from './results-table';
import { SummarySlot } from './summary/summary-slot';
import { statusDescription, statusRank } from '../../shared/format/status';
import { useColumnChoice } from './use-column-choice';
import { lookAlikesOf } from '../model/address-look-alike';
import { useShownRows } from './use-shown-rows';
import { ReservedFigure, reserveOf } from './reserved-figure';
import { formatCount, formatDateTime } from '../../shared/format/locale-format';
import { useSettings } from '../model/use-settings';

/**
 * Which indexer the results came from: a lookup runs on the profile it started with to its end (a
 * profile switched meanwhile does not change it), so a table never mixes two indexers — and when the
 * active profile is another one now, the line says so.
 */
function IndexerLine(props: { outcome: LookupOutcome }) {
  const profile = props.outcome.bound.indexer;
  const active = useSettings().data?.activeProfileId;
  const other = active !== undefined && active !== profile.profileId;
  return (
    <span
      className="muted small"
      data-testid="results-indexer"
      data-profile-id={profile.profileId}
      title={profile.baseUrl}
    >
      From <strong>{profile.name}</strong>{' '}
      {/* The app's header says the active indexer's address: in a narrow window it is the word to go. */}
      <span className="mono heading-words">{profile.baseUrl}</span>
      {other && ' — not the active profile; look up again to ask the active one'}
    </span>
  );
}

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

/**
 * "3 active · 1 not found · 2 pending", in the statuses' order, each count as wide while the lookup runs
 * as its row total (`reserve` characters).
 */
function StatusCounts(props: { counts: ReadonlyMap<string, number>; reserve: number }) {
  const statuses = [...props.counts.entries()].sort(
    ([a], [b]) => statusRank(a) - statusRank(b) || a.localeCompare(b),
  );
  return statuses.map(([status, n], i) => (
    <Fragment key={status}>
      {i > 0 && ' · '}
      <ReservedFigure text={formatCount(n)} reserve={props.reserve} />
      {/* An unknown status as its badge writes it: inert, cut short. */}
      {` ${statusDescription(status).label}`}
    </Fragment>
  ));
}

/** How many accounts changed since the lookup a re-run compares with (their rows are highlighted). */
function ChangesLine(props: { since: string; changed: number; reserve: number }) {
  return (
    <span className="muted small" data-testid="changes-summary" data-changed={props.changed}>
      <ReservedFigure text={formatCount(props.changed)} reserve={props.reserve} />
      {` ${props.changed === 1 ? 'account' : 'accounts'} changed since the lookup of ${formatDateTime(props.since)} (highlighted)`}
    </span>
  );
}

const NO_EXTRA: readonly ColumnSpec[] = [];

/** The order rows come in: as pasted. */
const INPUT_ORDER: SortState = { key: 'index', direction: 'asc' };
const inInputOrder = (sort: SortState) =>
  (sort.key === 'index' || sort.key === 'input') && sort.direction === 'asc';

/**
 * The results' heading line: what was asked and what came back, how many rows show, where from — and a
 * link (seen when focused) that skips the filters and the headers to the first row: a new lookup puts
 * the focus on the summary, so it is the next Tab. One line of one height from a lookup's first row to
 * its end, at any window width and list size: its counts keep their width while the rows come in, its
 * less important words (the indexer's address, "in pictures") go in a narrow window, and what still does
 * not fit scrolls sideways — a second line would move the table down under the pointer, then up again.
 * Below 1200 px (styles.css) the counts take a line of their own under it (two below 960 px), kept from
 * the first row.
 */
function ResultsSummary(props: {
  outcome: LookupOutcome;
  shown: number;
  changed: number | undefined;
  summaryRef: RefObject<HTMLParagraphElement | null>;
  onSkip: () => void;
}) {
  const { outcome, summaryRef } = props;
  const { rows, statusCounts } = outcome;
  const reserve = reserveOf(outcome.state === 'running' ? rows.length : 0);
  const baseline = outcome.request.baseline;
  return (
    <div className="results-heading-line" data-testid="results-heading-line">
      <h3 id="results-heading">Results</h3>
      {/* The rows the table shows first, then where the lookup stands; the words last: when the line
          must scroll, what is out of sight is words, not half a figure. */}
      <span className="muted small" role="status" data-testid="shown-count">
        Showing <ReservedFigure text={formatCount(props.shown)} reserve={reserve} /> of{' '}
        {formatCount(rows.length)}
      </span>
      <p className="muted small heading-counts" data-testid="results-summary" tabIndex={-1} ref={summaryRef}>
        {formatCount(rows.length)} requested · <StatusCounts counts={statusCounts} reserve={reserve} />
        {outcome.request.includeBoc ? '' : ' · code and data not included'}
        {outcome.fromLog ? ` · from the lookup log, ${formatDateTime(outcome.fromLog.createdAt)}` : ''}
      </p>
      <a
        href="#results-table"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          props.onSkip();
        }}
        data-testid="skip-to-rows"
      >
        Skip to the first row
      </a>
      {baseline && <ChangesLine since={baseline.createdAt} changed={props.changed ?? 0} reserve={reserve} />}
      <IndexerLine outcome={outcome} />
    </div>
  );
}

/** The results of one outcome (see {@link ResultsView}). */
function Results(props: { outcome: LookupOutcome; extraColumns?: readonly ColumnSpec[] }) {
  const { outcome, extraColumns = NO_EXTRA } = props;
  const { rows, statusCounts } = outcome;
  // The user's own label column leads the extra columns.
  const labelCol = useLabelColumn();
  const extras = useMemo(() => [labelCol, ...extraColumns], [labelCol, extraColumns]);
  const columns = useMemo(() => allColumns(extras), [extras]);
  const { choice, toggle: toggleColumn, reset: resetColumns, resize } = useColumnChoice(columns);
  // Kept while neither changes: the table's rows render again when their columns do.
  const shownCols = useMemo(() => shownColumns(columns, choice), [columns, choice]);
  const [sort, setSort] = useState<SortState>(INPUT_ORDER);
  // Extra columns' text is searched too (labels, decoded fields): they change apart from the rows.
  const textColumns = useMemo(() => columns.filter((c) => c.text && extras.includes(c)), [columns, extras]);
  const sortSpec = columns.find((c) => c.id === sort.key);
  // Exports add the shown columns their fixed record lacks: the kind and every extra column with text.
  const exportExtras = shownCols
    .map((c) => c.spec)
    .filter((c) => c.text && (c.id === 'kind' || extras.includes(c)));
  const {
    shown,
    choice: filters,
    change: changeFilters,
    counts,
    changes,
    warmSearch,
  } = useShownRows(outcome, sort, sortSpec, textColumns);
  // The open page follows its address, not the row it was opened from: a row opened while it was
  // pending fills in (its balance, contract and tokens) when the indexer answers.
  const [openRaw, setOpenRaw] = useState<string | null>(null);
  const open = useMemo(
    () => (openRaw === null ? null : (rows.find((r) => r.raw === openRaw) ?? null)),
    [rows, openRaw],
  );
  const [selection, setSelection] = useState<{ key: string; raws: ReadonlySet<string> }>({
    key: '',
    raws: new Set(),
  });

  // A different lookup starts with nothing selected (the same one streaming in keeps the selection)
  // and in input order: a sort chosen for one lookup never silently carries over to the next.
  const key = outcome.request.key;
  const [sortedFor, setSortedFor] = useState(key);
  if (sortedFor !== key) {
    setSortedFor(key);
    if (!inInputOrder(sort)) setSort(INPUT_ORDER);
  }
  // A new lookup moves focus to its summary (the paste box folds away under it), never to the page.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-testid="lookup-form"]'))
      summaryRef.current?.focus();
  }, [key]);
  const selected = selection.key === key ? selection.raws : NOTHING_SELECTED;
  const setSelected = (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection((current) => ({
      key,
      raws: change(current.key === key ? current.raws : NOTHING_SELECTED),
    }));

  const toggle = (raw: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(raw)) next.add(raw);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      shown.length > 0 && shown.every((r) => current.has(r.raw))
        ? new Set()
        : new Set(shown.map((r) => r.raw)),
    );

  // A first click on a header sorts as its column says (a balance largest first), a second the other way.
  const onSort = (id: string) =>
    setSort((current) =>
      current.key === id
        ? { key: id, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key: id, direction: columns.find((c) => c.id === id)?.firstSort ?? 'asc' },
    );
  const table = useRef<ResultsTableHandle>(null);

  return (
    <section className="results" aria-labelledby="results-heading" data-testid="results">
      {/* The heading line, then the summary's fold at its end (open, its pictures take a row below). */}
      <div className="results-toolbar results-heading">
        <ResultsSummary
          outcome={outcome}
          shown={shown.length}
          changed={changes?.size}
          summaryRef={summaryRef}
          onSkip={() => table.current?.focusRow(0)}
        />
        <SummarySlot outcome={outcome} onOpen={setOpenRaw} />
      </div>
      <CompareView outcome={outcome} />
      <div className="results-toolbar">
        <ValueFilters
          choice={filters}
          onChange={changeFilters}
          statusCounts={statusCounts}
          total={rows.length}
          counts={counts}
          onTextFocus={warmSearch}
        />
        {!inInputOrder(sort) && (
          <span className="sort-choice" data-testid="sort-choice">
            Sorted by {sortSpec?.label ?? sort.key}, {sort.direction === 'asc' ? 'ascending' : 'descending'}{' '}
            <button type="button" onClick={() => setSort(INPUT_ORDER)} data-testid="sort-reset">
              Input order
            </button>
          </span>
        )}
        <ColumnPicker
          columns={columns}
          shown={new Set(shownCols.map((c) => c.spec.id))}
          onToggle={toggleColumn}
          onReset={resetColumns}
        />
      </div>
      <div className="results-toolbar quick-line">
        <QuickFilterBar
          choice={filters}
          onChange={changeFilters}
          counts={counts}
          changes={changes?.size}
          growingTo={outcome.state === 'running' ? rows.length : 0}
        />
        <ExportBar outcome={outcome} rows={shown} selected={selected} extraColumns={exportExtras} />
      </div>
      <ResultsTable
        ref={table}
        lookupKey={key}
        rows={shown}
        totalRows={rows.length}
        columns={shownCols}
        onResize={resize}
        sort={sort}
        onSort={onSort}
        onOpen={(row) => setOpenRaw(row.raw)}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        changes={changes}
        lookAlikes={lookAlikesOf(outcome)}
      />
      <AccountDetailDialog row={open} outcome={outcome} onClose={() => setOpenRaw(null)} />
    </section>
  );
}

/**
 * Results of the running lookup (rows filling in) or of the last finished one. `extraColumns` are
 * column specs from elsewhere (decoded contract fields, the user's labels): the picker lists them, the
 * table draws them, the filter searches their text and the exports add the shown ones that have text.
 * Rendered again only when the outcome or the columns change (or its own state does): the Accounts
 * screen renders on every tab switch that shows it, and its 100,000 rows' filters, summary and table
 * were all rendered again for nothing then.
 */
export const ResultsView = memo(Results);
