/**
 * The account page's "Input": the list file's own columns of each line that named the account
 * (`customer_id: c-1 · note: VIP`), one muted line each — for support, who answer that customer.
 * The cells are kept behind the bridge with the lookup (and its log entry); only this account's cross.
 * The user's text, written as text only.
 */
import { useBridgeQuery } from '../model/bridge-query';
import { inputColumnsRef, type LookupOutcome } from '../model/lookup-outcome';

/** The file's columns of each line that named `raw`; nothing when the lookup keeps none. */
export function InputColumnsLine(props: { outcome: LookupOutcome | null | undefined; raw: string }) {
  const { outcome, raw } = props;
  const columns = outcome ? inputColumnsRef(outcome) : null;
  const asked = columns
    ? {
        ...(columns.file ? { file: columns.file } : {}),
        ...(columns.log ? { log: columns.log } : {}),
        raws: [raw],
      }
    : undefined;
  const answer = useBridgeQuery('inputColumnsOf', asked, { enabled: asked !== undefined });
  const kept = answer.data;
  if (!kept) return null;
  return kept.lines[0]!.map((cells, line) => (
    <span key={line} className="muted input-columns" data-testid="detail-input-columns">
      {kept.headers.map((header, i) => `${header}: ${cells[i] ?? ''}`).join(' · ')}
    </span>
  ));
}
