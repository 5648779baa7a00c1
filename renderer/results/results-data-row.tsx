/**
 * One data row of the results table: its cells (a change since a re-run lookup shown under the value
 * now), at its place in the virtualised body, and what a click, focus or key on it does.
 */
import { memo, type KeyboardEvent } from 'react';
import { formatNanotons } from '../../shared/format/amounts';
import { displayAmountOptions, localizeDecimal } from '../../shared/format/locale-format';
import type { AccountChange, Change } from '../../shared/lookup-log/lookup-diff';
import { ROW_HEIGHT } from './results-grid';
import { madeSelectionIn } from './table-copy';
import type { ShownColumn } from './column-registry';
import type { ResultRow } from '../model/result-rows';

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
 * A data row at `position` of the shown rows, `top` px from the top of the body. A click or focus makes
 * it the row in the tab order (`onActivate`); a click opens it unless it was a drag that selected text.
 */
function DataRow(props: {
  row: ResultRow;
  position: number;
  top: number;
  inTabOrder: boolean;
  columns: readonly ShownColumn[];
  sticky: ReadonlyMap<string, number>;
  selected: boolean;
  change: AccountChange | undefined;
  onToggle: (raw: string) => void;
  onOpen: (row: ResultRow) => void;
  onActivate: (position: number) => void;
  onKey: (event: KeyboardEvent<HTMLDivElement>, position: number) => void;
}) {
  const { row, position, selected, change, onActivate } = props;
  return (
    <div
      role="row"
      aria-rowindex={position + 2}
      tabIndex={props.inTabOrder ? 0 : -1}
      className="results-row results-data-row"
      style={{ height: ROW_HEIGHT, transform: `translateY(${props.top}px)` }}
      data-testid="result-row"
      data-row-position={position}
      data-raw={row.raw}
      data-status={row.status}
      data-selected={selected || undefined}
      data-changed={change !== undefined || undefined}
      onClick={(event) => {
        onActivate(position);
        // A drag that selected text is the user's selection (to copy), not a click.
        if (!madeSelectionIn(event.currentTarget)) props.onOpen(row);
      }}
      onFocus={() => onActivate(position)}
      onKeyDown={(event) => props.onKey(event, position)}
    >
      <RowCells
        row={row}
        columns={props.columns}
        sticky={props.sticky}
        selected={selected}
        onToggle={props.onToggle}
        change={change}
      />
    </div>
  );
}

/**
 * {@link DataRow}, rendered again only when one of its props changed: the table renders again as its
 * height is measured, a row comes into view or a progress tick publishes, and every row in view was
 * rendered again with it (each cell's address encoded anew). Its handlers must be stable for this.
 */
export const ResultsDataRow = memo(DataRow);
