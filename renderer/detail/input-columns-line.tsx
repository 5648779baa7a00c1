/**
 * The account page's "Input": the list file's own columns of each line that named the account
 * (`customer_id: c-1 · note: VIP`), one muted line each — for support, who answer that customer.
 * The user's text, written as text only.
 */
import type { InputColumns } from '../../shared/address/input-columns';

/** The file's columns of each line that named `raw`; nothing when the list came without columns. */
export function InputColumnsLine(props: { columns: InputColumns | undefined; raw: string }) {
  const { columns, raw } = props;
  if (!columns) return null;
  return columns.linesOf(raw).map((cells, line) => (
    <span key={line} className="muted input-columns" data-testid="detail-input-columns">
      {columns.headers.map((header, i) => `${header}: ${cells[i] ?? ''}`).join(' · ')}
    </span>
  ));
}
