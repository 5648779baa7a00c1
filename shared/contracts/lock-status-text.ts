/**
 * A jetton wallet's lock status (its own `get_status`, jetton-details.ts) in words, one wording for the
 * jetton wallet's detail, the owner's account page, the results table's token cell, the Tokens screen
 * and the answer copied for a ticket: "outgoing transfers locked (status 1)" — and what it means for a
 * person: who sets it, what each status means, what still works and what the customer can do (the
 * stablecoin wallet's contract: status bit 1 refuses what the owner sends, bit 2 what others send to it;
 * the master, on its admin's order, sets the status and may move or burn the tokens whatever it is).
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

/** Who sets a lock and what the statuses are, the same for every lock. */
export const LOCK_STATUSES_TEXT =
  "The lock is set by the jetton's admin (the address its jetton master names), through the master; the wallet's owner cannot change it. Statuses: 0 unlocked, 1 outgoing transfers locked, 2 incoming transfers locked, 3 both.";

/** What a locked wallet still does, and what its owner can do: by which directions are locked. */
const WHAT_IT_MEANS: Record<number, string> = {
  // Not "its owner can send them": an owner that is itself a jetton wallet never can (the owner note says so).
  0: 'This wallet is not locked: the jetton does not stop transfers from it or to it.',
  1: 'This wallet cannot send these tokens (transfers and burns from it are refused); incoming transfers still arrive, and the balance stays in the wallet.',
  2: "Transfers to this wallet are refused and the tokens go back to the sender's wallet; its owner can still send what it holds.",
  3: "Nothing can be sent from this wallet, and transfers to it are refused (the tokens go back to the sender's wallet); the balance stays in the wallet.",
};

/** What the customer can do about a lock (nothing to do when it is unlocked). */
const WHAT_TO_DO =
  "Only the jetton's issuer (its admin) can unlock it or move the tokens: the customer should contact the issuer with this wallet's address. Sending more TON or trying again does not help.";

/**
 * The hint of a lock, in plain words: who sets it, what the statuses mean, what this one still allows,
 * and what the customer can do. For an answer that is no status: that the lock cannot be told from it.
 */
export function lockStatusHint(lock: LockStatus): string {
  if ('unreadable' in lock)
    return `The wallet's get_status answered something that is not a lock status, so whether it is locked cannot be told from it. ${LOCK_STATUSES_TEXT}`;
  const means =
    WHAT_IT_MEANS[lock.code] ??
    WHAT_IT_MEANS[(lock.outgoing_locked ? 1 : 0) + (lock.incoming_locked ? 2 : 0)]!;
  const locked = lock.outgoing_locked || lock.incoming_locked;
  return `${means} ${LOCK_STATUSES_TEXT}${locked ? ` ${WHAT_TO_DO}` : ''}`;
}
