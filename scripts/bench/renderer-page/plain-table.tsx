/**
 * The bench's baseline: the same eleven columns with the same formatted values (the renderer's own
 * formatters and status badge) in a plain, unvirtualised `<table>` — every row in the DOM. It is what the
 * results table would be without @tanstack/react-virtual.
 */
import { formatExtraCurrencies } from '../../../shared/format/amounts';
import { balanceText } from '../../../renderer/model/balance-text';
import type { ResultRow } from '../../../renderer/model/result-rows';
import { tokenLabel } from '../../../shared/format/token-summary';
import { shorten } from '../../../renderer/ui/shorten';
import { StatusBadge } from '../../../renderer/ui/status-badge';
import './plain-table.css';

// Same labels and widths as the results table (renderer/results/results-table.tsx, styles.css `--cols`).
const COLUMNS: { label: string; width: number; num?: boolean }[] = [
  { label: '#', width: 56, num: true },
  { label: 'Input', width: 210 },
  { label: 'Address', width: 410 },
  { label: 'Status', width: 100 },
  { label: 'Balance', width: 270, num: true },
  { label: 'Domain', width: 170 },
  { label: 'Token', width: 340 },
  { label: 'Interfaces', width: 170 },
  { label: 'Extra currencies', width: 190 },
  { label: 'Last transaction', width: 260 },
  { label: 'Raw address', width: 170 },
];

/** One row's cells, the same text and titles as the results table's `RowCells`. */
function PlainCells(props: { row: ResultRow }) {
  const { row } = props;
  const balance = balanceText(row);
  const extras = formatExtraCurrencies(row.account?.extra_currencies ?? null);
  const interfaces = row.account?.interfaces ?? row.book?.interfaces ?? [];
  const token = row.token;
  const extrasText = extras.map((e) => `#${e.id}: ${e.amount.text}`);
  return (
    <>
      <td className="num">{row.index + 1}</td>
      <td
        className="mono"
        title={`${row.requested.input} (line ${row.requested.line}, column ${row.requested.column})`}
      >
        {shorten(row.requested.input, 10, 9)}
        {row.requested.repeats > 0 && <span className="muted"> ×{row.requested.repeats + 1}</span>}
      </td>
      <td className="mono" title={row.raw}>
        {row.book?.user_friendly ?? '—'}
      </td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td className={balance.real ? 'num mono' : 'num muted'} title={balance.title}>
        {balance.text}
      </td>
      <td title={row.book?.domain ?? undefined}>{row.book?.domain ?? ''}</td>
      <td title={tokenLabel(token) || undefined}>
        {token?.isScam && <span className="scam-mark">scam </span>}
        {tokenLabel(token)}
        {token?.jettonBalance !== undefined && <span className="muted"> · {token.jettonBalance}</span>}
      </td>
      <td title={interfaces.join(', ') || undefined}>{interfaces.join(', ')}</td>
      <td className="mono" title={extrasText.join('\n') || undefined}>
        {extrasText.join(', ')}
      </td>
      <td
        className="mono"
        title={
          row.account?.last_transaction_hash
            ? `lt ${row.account.last_transaction_lt ?? '?'}, hash ${row.account.last_transaction_hash}`
            : undefined
        }
      >
        {row.account?.last_transaction_lt
          ? `${row.account.last_transaction_lt} · ${shorten(row.account.last_transaction_hash ?? '', 5, 4)}`
          : ''}
      </td>
      <td className="mono" title={row.raw}>
        {shorten(row.raw, 8, 6)}
      </td>
    </>
  );
}

/** Every row of `rows` in one `<table>`, inside a scroll container the size of the results table's. */
export function PlainTable(props: { rows: readonly ResultRow[] }) {
  return (
    // The results table sets its own height from the room below its top (the window less ~40 px on this
    // page); the baseline gets the same box, or it would not scroll at all.
    <div className="results-scroll" data-testid="plain-table-scroll" style={{ height: 'calc(100vh - 40px)' }}>
      <table className="plain-table">
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.label} style={{ width: c.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} className={c.num ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, position) => (
            <tr key={row.raw} data-row-position={position} data-raw={row.raw}>
              <PlainCells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
