/**
 * One chart of the summary as a figure: its caption, the SVG, its figures as a table (the chart's text
 * alternative, the same numbers, under a fold), and Save as SVG or PNG through the bridge's `saveFile`
 * (the save dialog in the desktop app, a download in the browser).
 */
import { useRef, useState, type ReactNode } from 'react';
import { exportFileName } from '../../../shared/export/export-file-name';
import { useBridgeCall } from '../../model/bridge-query';
import { TableHead } from '../../ui/table-head';
import { chartSize, standaloneSvg, svgToPngBase64 } from './chart-export';

/** A figure's table: column names and rows of cells (the first cell of a row names it). */
export interface FigureTable {
  readonly columns: readonly string[];
  readonly rows: readonly { readonly key: string; readonly cells: readonly ReactNode[] }[];
}

/** The words a save ends with. */
function savedText(format: 'svg' | 'png', saved: { saved: boolean; location?: string | undefined }): string {
  if (!saved.saved) return 'Not saved.';
  return `Saved as ${format.toUpperCase()}${saved.location ? ` to ${saved.location}` : ''}.`;
}

/** Saves the chart inside `holder` as `format`; answers what to tell the user. */
function useChartSave(id: string, holder: React.RefObject<HTMLElement | null>) {
  const call = useBridgeCall();
  return async (format: 'svg' | 'png'): Promise<string> => {
    const figure = holder.current;
    const svg = figure?.querySelector('svg');
    if (!figure || !svg) return 'The chart is not drawn yet; nothing was saved.';
    try {
      const text = standaloneSvg(svg, getComputedStyle(figure).backgroundColor);
      const content = format === 'svg' ? text : await svgToPngBase64(text, chartSize(svg));
      const suggestedName = exportFileName(format, new Date(), id, 'summary');
      return savedText(format, await call('saveFile', { suggestedName, content, format }));
    } catch (error) {
      return `The ${format.toUpperCase()} could not be saved: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
}

/**
 * A figure's table under its fold, its rows made only once the fold is opened: a closed fold shows none
 * of them, and they were 319 of the 687 elements of a summary, made in the task that draws it after a
 * lookup.
 */
function TableFold(props: { id: string; name: string; table: FigureTable }) {
  const { table } = props;
  const [open, setOpen] = useState(false);
  return (
    <details
      className="summary-table"
      data-testid={`summary-${props.id}-table`}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{props.name}</summary>
      {open && (
        <table className="kv-table">
          <TableHead names={table.columns} />
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} data-key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="num mono">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}

/** A chart with its caption, its figures as a table, and its saving. */
export function ChartFigure(props: {
  /** Names the figure's test id and its saved files (`ton-summary-balance-…svg`). */
  id: string;
  caption: ReactNode;
  /** The chart (an SVG); absent when there is nothing to draw (`empty` says why). */
  chart: ReactNode | null;
  empty?: string;
  table: FigureTable;
  /** What the table's fold says (`Figures as a table`). */
  tableName?: string;
  note?: ReactNode;
}) {
  const { id, table } = props;
  const holder = useRef<HTMLElement>(null);
  const save = useChartSave(id, holder);
  const [status, setStatus] = useState<string | null>(null);
  const run = (format: 'svg' | 'png') => {
    setStatus(null);
    void save(format).then(setStatus);
  };
  return (
    <figure className="summary-figure" ref={holder} data-testid={`summary-${id}`}>
      <figcaption>{props.caption}</figcaption>
      {props.chart ?? <p className="muted small">{props.empty}</p>}
      {props.note}
      <TableFold id={id} name={props.tableName ?? 'Figures as a table'} table={table} />
      {props.chart && (
        <div className="summary-actions" role="group" aria-label="Save the chart">
          <button type="button" onClick={() => run('svg')} data-testid={`summary-${id}-svg`}>
            Save SVG
          </button>
          <button type="button" onClick={() => run('png')} data-testid={`summary-${id}-png`}>
            Save PNG
          </button>
          {status && (
            <span className="muted small" role="status">
              {status}
            </span>
          )}
        </div>
      )}
    </figure>
  );
}
