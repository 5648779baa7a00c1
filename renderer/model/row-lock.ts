/**
 * Whether a row's account is locked, as far as its jetton wallets' own `get_status` has been read (the
 * insight store reads it: for a jetton wallet row with the lookup when its code and data came with it
 * (results/jetton-wallet-locks.ts), else when its page or its contract columns ask; for a
 * wallet's jetton wallets when its token columns derive them — wallet-tokens-store.ts). A lock nobody
 * has read is not guessed: such a row is neither locked nor unlocked, and the quick filter's count says
 * how many rows it could count.
 */
import { kindFamily } from '../../shared/contracts/kinds';
import { PENDING_STATUS } from '../../shared/format/status';
import { lockStatusHint, lockStatusText } from '../../shared/contracts/lock-status-text';
import type { InsightEntry, InsightStore } from './insight-store';
import type { ResultRow } from './result-rows';
import type { WalletTokensStore } from './wallet-tokens-store';

/**
 * The lock of a jetton wallet, when its own get_status has been read (null: read, and it has none): its
 * words and what it means.
 */
export function lockOf(
  entry: InsightEntry | undefined,
): { text: string; warning: boolean; hint: string } | null {
  if (entry?.state !== 'done' || !('lock_status' in entry.inspected.details)) return null;
  const lock = entry.inspected.details.lock_status;
  return lock ? { ...lockStatusText(lock), hint: lockStatusHint(lock) } : null;
}

/** Where a row's lock is read from: the stores, and the lookup's time its tokens were derived at. */
export interface LockSources {
  readonly insight: InsightStore;
  readonly tokens: WalletTokensStore;
  readonly unixTime: number | undefined;
}

/** One jetton wallet's lock: locked (or unreadable, as its cell flags it), open, or not read yet. */
function walletLock(entry: InsightEntry | undefined): 'locked' | 'open' | undefined {
  if (entry?.state !== 'done') return undefined;
  return lockOf(entry)?.warning ? 'locked' : 'open';
}

/**
 * The row's lock: a jetton wallet's own; a wallet's, from the jetton wallets its tokens were derived
 * to (locked when any is, open when every one was read and none is); undefined while not read.
 */
export function rowLock(row: ResultRow, from: LockSources): 'locked' | 'open' | undefined {
  // Nothing is read of an account before its answer (quick-counter.ts skips pending rows for this).
  if (row.status === PENDING_STATUS) return undefined;
  if (row.kind && kindFamily(row.kind.kind) === 'jetton_wallet') return walletLock(from.insight.get(row.raw));
  const tokens = from.tokens.get(row.raw, from.unixTime);
  if (tokens?.state !== 'done') return undefined;
  let lock: 'locked' | 'open' | undefined = 'open';
  for (const token of tokens.rows) {
    if (token.status !== 'active' || !token.jetton_wallet) continue;
    const one = walletLock(from.insight.get(token.jetton_wallet));
    if (one === 'locked') return 'locked';
    if (one === undefined) lock = undefined;
  }
  return lock;
}
