/**
 * A jetton wallet's lock status in words (shared/contracts/lock-status-text.ts), a lock flagged, and
 * what it means one click away ("What this means": who sets it, what the statuses are, what still
 * works, what the customer can do) — the same on the account page and in the contract's details.
 */
import type { LockStatus } from '../../shared/contracts/details/jetton-details';
import { lockStatusHint, lockStatusText } from '../../shared/contracts/lock-status-text';

/** The words (strong and flagged when locked or unreadable), with the hint under a disclosure. */
export function LockStatusWords(props: { lock: LockStatus }) {
  const { text, warning } = lockStatusText(props.lock);
  const hint = lockStatusHint(props.lock);
  return (
    <span className="lock-status">
      <span data-testid="lock-words" title={hint}>
        {warning ? <strong className="insight-flag">{text}</strong> : text}
      </span>{' '}
      <details className="lock-hint" data-testid="lock-hint">
        <summary>What this means</summary>
        <p className="small">{hint}</p>
      </details>
    </span>
  );
}
