/** A jetton wallet's lock status in words (shared/contracts/lock-status-text.ts), a lock flagged. */
import type { LockStatus } from '../../shared/contracts/details/jetton-details';
import { lockStatusText } from '../../shared/contracts/lock-status-text';

/** The words; strong and flagged when locked or unreadable. */
export function LockStatusWords(props: { lock: LockStatus }) {
  const { text, warning } = lockStatusText(props.lock);
  return warning ? <strong className="insight-flag">{text}</strong> : <>{text}</>;
}
