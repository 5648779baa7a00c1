/** The account status badge: active, uninit, frozen, nonexist, "not found", or an unknown status as written. */
import { statusDescription } from '../../shared/format/status';

/** Badge for a status (`null` reads "unknown"); the meaning is in the title for hover and screen readers. */
export function StatusBadge(props: { status: string | null | undefined }) {
  const d = statusDescription(props.status);
  const tone = d.known ? d.label.replace(' ', '-') : 'unknown';
  return (
    <span className={`badge badge-${tone}`} title={d.description} data-status={d.label}>
      {d.label}
    </span>
  );
}
