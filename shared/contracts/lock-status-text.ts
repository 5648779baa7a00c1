/**
 * A jetton wallet's lock status (its own `get_status`, jetton-details.ts) in words, one wording for the
 * jetton wallet's detail and the owner's account page: "outgoing transfers locked (status 1)".
 */
import type { LockStatus } from './details/jetton-details';

/** The words, and whether they are a warning (locked either way, or an answer that is no status). */
export function lockStatusText(lock: LockStatus): { text: string; warning: boolean } {
  if ('unreadable' in lock) return { text: `unreadable: ${lock.unreadable}`, warning: true };
  const locked = [
    lock.outgoing_locked && 'outgoing transfers locked',
    lock.incoming_locked && 'incoming transfers locked',
  ].filter(Boolean);
  return locked.length > 0
    ? { text: `${locked.join(', ')} (status ${lock.code})`, warning: true }
    : { text: `unlocked (status ${lock.code})`, warning: false };
}
