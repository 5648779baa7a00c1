/**
 * What changed between two lookups of the same accounts (a logged one and its re-run): balance, status
 * and last transaction per raw address, and accounts that appeared (not found before, known now) or
 * disappeared (known before, not found now). Only changed accounts are in the answer; an account one
 * side has no answer for (its batch failed) is left out rather than reported as changed.
 */
import { tokenSummary } from '../format/token-summary';
import type { KeptLookup } from './log-entry';

/** A value before and after; `null` where the account was not known (or the field was empty). */
export type Change<T> = [before: T | null, after: T | null];

/** How one account changed. */
export interface AccountChange {
  balance?: Change<string>;
  status?: Change<string>;
  /** Logical time of the last transaction. */
  lastTransaction?: Change<string>;
  /** A jetton wallet's balance in token units, as the indexer's metadata gives it. */
  jettonBalance?: Change<string>;
  /** Not known to the indexer before, known now. */
  appeared?: true;
  /** Known before, not found now. */
  disappeared?: true;
}

/** A lookup as either side has it: its accounts and those not found, and its metadata as a record or a lookup's Map. */
type Lookup = Pick<KeptLookup, 'accounts' | 'not_found' | 'metadata'>;
type State = Lookup['accounts'][number];

/** Raw address → how it changed, for every account whose balance, status or last transaction differs. */
export function diffLookups(before: Lookup, after: Lookup): Map<string, AccountChange> {
  const key = (raw: string) => raw.toUpperCase();
  const old = new Map<string, State>(before.accounts.map((a) => [key(a.address), a]));
  const now = new Map<string, State>(after.accounts.map((a) => [key(a.address), a]));
  const changes = new Map<string, AccountChange>();

  const jetton = (lookup: Lookup, state: State | undefined) =>
    state ? (tokenSummary(lookup.metadata, state.address)?.jettonBalance ?? null) : null;
  const compare = (raw: string, a: State | undefined, b: State | undefined) => {
    const change: AccountChange = {};
    const pairs: [keyof Omit<AccountChange, 'appeared' | 'disappeared'>, string | null, string | null][] = [
      ['balance', a?.balance ?? null, b?.balance ?? null],
      ['status', a?.status ?? null, b?.status ?? null],
      ['lastTransaction', a?.last_transaction_lt ?? null, b?.last_transaction_lt ?? null],
      ['jettonBalance', jetton(before, a), jetton(after, b)],
    ];
    for (const [field, x, y] of pairs) if (x !== y) change[field] = [x, y];
    if (!a && b) change.appeared = true;
    if (a && !b) change.disappeared = true;
    if (Object.keys(change).length > 0) changes.set(raw, change);
  };

  const notFoundBefore = new Set(before.not_found.map(key));
  const notFoundAfter = new Set(after.not_found.map(key));
  // An account missing from one side counts only if that side asked and the indexer said "not found":
  // missing because its batch failed (or it was not asked for) tells nothing about it.
  for (const [raw, a] of old) {
    const b = now.get(raw);
    if (b || notFoundAfter.has(raw)) compare(raw, a, b);
  }
  for (const [raw, b] of now) if (!old.has(raw) && notFoundBefore.has(raw)) compare(raw, undefined, b);
  return changes;
}
