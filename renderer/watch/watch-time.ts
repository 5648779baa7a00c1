/** How the Watch screen writes the time of a check. */
import { formatDateTime } from '../../shared/format/locale-format';

/** The local date and time of `iso`, or a dash when there is none (never checked yet). */
export const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');
