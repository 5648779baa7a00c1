/** The results table's header row, sticky above the virtualised rows. */
import { ColumnResizer, type useResizerStop } from './column-resizer';
import { HEADER_HEIGHT } from './results-grid';
import type { ShownColumn } from './column-registry';
import type { SortState } from '../model/result-rows';

/** The header row: select-all, then each column's sort button and resize handle. */
export function HeaderRow(props: {
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
          const sortable = Boolean(spec.sortKey ?? spec.compare ?? spec.text);
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
