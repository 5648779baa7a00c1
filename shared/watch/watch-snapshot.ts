/**
 * From a lookup's answer to what the watch list compares: one snapshot per watched address, and the
 * changes between two snapshots. Pure functions.
 */
import type { CheckedLookup, MetadataMap } from '../api/account-states';
import { NOT_FOUND_STATUS } from '../format/status';
import { tokenSummary } from '../format/token-summary';
import {
  WATCH_TEXT_MAX,
  type JettonState,
  type WatchChange,
  type WatchEntry,
  type WatchSnapshot,
} from './watch-schema';

/** The answered accounts of a lookup by raw address, and which the indexer said it does not know. */
export interface LookupIndex {
  readonly accounts: ReadonlyMap<string, CheckedLookup['accounts'][number]>;
  readonly notFound: ReadonlySet<string>;
  readonly metadata: MetadataMap;
}

/** Indexes a (merged) lookup answer once for many snapshots. */
export function indexLookup(result: CheckedLookup): LookupIndex {
  return {
    accounts: new Map(result.accounts.map((a) => [a.address, a])),
    notFound: new Set(result.not_found),
    metadata: result.metadata,
  };
}

/** Free text from the indexer as a snapshot keeps it: at most {@link WATCH_TEXT_MAX} characters. */
export function keptText(text: string): string {
  return text.length <= WATCH_TEXT_MAX ? text : `${text.slice(0, WATCH_TEXT_MAX - 1)}…`;
}

/** Whether the answer says anything about `raw` (found, or known not to exist). */
const answered = (index: LookupIndex, raw: string) => index.accounts.has(raw) || index.notFound.has(raw);

/** A jetton wallet's state in the answer, or null when the answer does not cover it. */
function jettonState(index: LookupIndex, wallet: string): JettonState | null {
  if (!answered(index, wallet)) return null;
  const token = tokenSummary(index.metadata, wallet);
  return {
    balance: token?.jettonBalance ?? null,
    ...(token?.symbol !== undefined ? { symbol: keptText(token.symbol) } : {}),
  };
}

/**
 * What the answer says about a watched address, at `at`; null when it says nothing (its request
 * failed): then nothing is compared and the last state stays.
 */
export function snapshotOf(index: LookupIndex, entry: WatchEntry, at: string): WatchSnapshot | null {
  if (!answered(index, entry.raw)) return null;
  const account = index.accounts.get(entry.raw);
  const own = tokenSummary(index.metadata, entry.raw);
  const jettons: Record<string, JettonState> = {};
  for (const wallet of entry.jettonWallets) {
    const state = jettonState(index, wallet);
    if (state) jettons[wallet] = state;
  }
  return {
    status: account ? keptText(account.status ?? 'unknown') : NOT_FOUND_STATUS,
    balance: account?.balance ?? null,
    lastTransaction: account?.last_transaction_lt
      ? { lt: account.last_transaction_lt, hash: account.last_transaction_hash ?? null }
      : null,
    jettonBalance: own?.type === 'jetton_wallets' ? (own.jettonBalance ?? null) : null,
    jettons,
    at,
  };
}

/**
 * The changes from `before` to `after` of one address: status, balance, last transaction, its own
 * jetton balance, and each watched jetton wallet's balance (a wallet missing from either snapshot is
 * not compared). No `before`: the first check of the address, a baseline — no changes.
 */
export function diffSnapshots(
  raw: string,
  before: WatchSnapshot | undefined,
  after: WatchSnapshot,
): WatchChange[] {
  if (!before) return [];
  const changes: WatchChange[] = [];
  const at = after.at;
  const add = (change: Omit<WatchChange, 'raw' | 'at'>) => changes.push({ raw, at, ...change });
  if (before.status !== after.status) add({ field: 'status', before: before.status, after: after.status });
  if (before.balance !== after.balance)
    add({ field: 'balance', before: before.balance, after: after.balance });
  const lt = (s: WatchSnapshot) => s.lastTransaction?.lt ?? null;
  if (lt(before) !== lt(after) || before.lastTransaction?.hash !== after.lastTransaction?.hash) {
    add({ field: 'last_transaction', before: lt(before), after: lt(after) });
  }
  if (before.jettonBalance !== after.jettonBalance)
    add({ field: 'jetton_balance', before: before.jettonBalance, after: after.jettonBalance });
  for (const [wallet, now] of Object.entries(after.jettons)) {
    const then = before.jettons[wallet];
    if (then && then.balance !== now.balance) {
      add({
        field: 'watched_jetton_balance',
        jettonWallet: wallet,
        ...(now.symbol !== undefined ? { symbol: now.symbol } : {}),
        before: then.balance,
        after: now.balance,
      });
    }
  }
  return changes;
}
