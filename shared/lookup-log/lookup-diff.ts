/**
 * What changed between two lookups of the same accounts (a logged one and its re-run): balance, status
 * and last transaction per raw address, and accounts that appeared (not found before, known now) or
 * disappeared (known before, not found now). Only changed accounts are in the answer; an account one
 * side has no answer for (its batch failed) is left out rather than reported as changed.
 */
import type { MetadataMap } from '../api/account-states';
import { tokenSummary } from '../format/token-summary';
import { finishSteps } from '../work-steps';
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

/** How an address is matched between the two lookups: its raw form, whatever its hex case. */
const keyOf = (raw: string) => raw.toUpperCase();

/** A jetton wallet's balance in token units, as `metadata` gives it; null for any other account. */
function jettonBalance(metadata: MetadataMap, state: State | null | undefined): string | null {
  return state ? (tokenSummary(metadata, state.address)?.jettonBalance ?? null) : null;
}

/** Addresses indexed between two steps of {@link ChangeBaseline.steps}. */
export const BASELINE_STEP_ACCOUNTS = 5_000;

/**
 * The earlier lookup, indexed once (its accounts by address, the last of any repeated one; its
 * not-found addresses), so the change of each account of the later one is found as that account's
 * answer arrives: a running re-run marks each batch's rows as it places them, instead of comparing
 * the whole list again on every publication of its rows (127–171 ms a time at 100,000 accounts).
 */
export class ChangeBaseline {
  private constructor(
    private readonly before: Lookup,
    private readonly states: ReadonlyMap<string, State>,
    private readonly notFound: ReadonlySet<string>,
  ) {}

  /** `before` indexed at once. */
  static of(before: Lookup): ChangeBaseline {
    return finishSteps(ChangeBaseline.steps(before));
  }

  /**
   * `before` indexed a step at a time, stopping (`yield`) after every {@link BASELINE_STEP_ACCOUNTS}
   * addresses: a page indexes a logged lookup of 100,000 accounts between other tasks (at once it was
   * 70 ms and more).
   */
  static *steps(before: Lookup): Generator<void, ChangeBaseline, void> {
    const states = new Map<string, State>();
    const notFound = new Set<string>();
    let done = 0;
    for (const state of before.accounts) {
      states.set(keyOf(state.address), state);
      if (++done % BASELINE_STEP_ACCOUNTS === 0) yield;
    }
    for (const raw of before.not_found) {
      notFound.add(keyOf(raw));
      if (++done % BASELINE_STEP_ACCOUNTS === 0) yield;
    }
    return new ChangeBaseline(before, states, notFound);
  }

  /**
   * How the account of `key` (upper-case raw) changed, its answer now being `now` (null: the indexer
   * said "not found"), with `metadata` the later lookup's; undefined when nothing changed or nothing
   * is known to have: an account the earlier lookup has no answer for (its batch failed, or it was
   * not asked) is left out, as is one not found on both sides.
   */
  changeOf(key: string, now: State | null, metadata: MetadataMap): AccountChange | undefined {
    const then = this.states.get(key);
    if (now ? !then && !this.notFound.has(key) : !then) return undefined;
    const change: AccountChange = {};
    const pairs: [keyof Omit<AccountChange, 'appeared' | 'disappeared'>, string | null, string | null][] = [
      ['balance', then?.balance ?? null, now?.balance ?? null],
      ['status', then?.status ?? null, now?.status ?? null],
      ['lastTransaction', then?.last_transaction_lt ?? null, now?.last_transaction_lt ?? null],
      ['jettonBalance', jettonBalance(this.before.metadata, then), jettonBalance(metadata, now)],
    ];
    for (const [field, x, y] of pairs) if (x !== y) change[field] = [x, y];
    if (!then && now) change.appeared = true;
    if (then && !now) change.disappeared = true;
    return Object.keys(change).length > 0 ? change : undefined;
  }
}

/**
 * The key a row of the later lookup is matched by, and its answer: its account's address and state
 * when found, its own raw address and null when not found; undefined when it has no answer.
 */
export function answerKey(
  account: State | null,
  raw: string,
  notFound: boolean,
): { key: string; now: State | null } | undefined {
  if (account) return { key: keyOf(account.address), now: account };
  return notFound ? { key: keyOf(raw), now: null } : undefined;
}

/** Raw address → how it changed, for every account whose balance, status or last transaction differs. */
export function diffLookups(before: Lookup, after: Lookup): Map<string, AccountChange> {
  const baseline = ChangeBaseline.of(before);
  // The last answer of a repeated address, as a Map made from the list keeps.
  const now = new Map<string, State>(after.accounts.map((a) => [keyOf(a.address), a]));
  const changes = new Map<string, AccountChange>();
  const mark = (key: string, state: State | null) => {
    const change = baseline.changeOf(key, state, after.metadata);
    if (change) changes.set(key, change);
  };
  for (const [key, state] of now) mark(key, state);
  // An address answered and also said "not found" counts as answered.
  for (const key of new Set(after.not_found.map(keyOf))) if (!now.has(key)) mark(key, null);
  return changes;
}
