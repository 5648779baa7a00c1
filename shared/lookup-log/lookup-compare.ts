/**
 * A field-by-field comparison of two lookups of the same accounts (a logged one, or a file of an earlier
 * `accounts --json` answer, against a fresh one): for every account and every compared field, the
 * previous value, the value now and the difference — numbers as signed deltas, exact (BigInt) — so a CI
 * job or a support agent sees what moved and by how much. Unlike {@link diffLookups} (which highlights
 * changed rows in the table) every compared field of every account is in the answer.
 */
import { tokenSummary } from '../format/token-summary';
import { finishSteps } from '../work-steps';
import type { KeptLookup } from './log-entry';

/** A lookup as either side has it: its accounts and those not found, and its metadata as a record or a lookup's Map. */
type Lookup = Pick<KeptLookup, 'accounts' | 'not_found' | 'metadata'>;

/** The compared fields, in the order they are shown. */
export const COMPARED_FIELDS = ['status', 'balance', 'last_transaction_lt', 'jetton_balance'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** One field of one account, then and now. */
export interface FieldComparison {
  /** The value before (`not found` for the status of an account the indexer did not know); null when unknown. */
  readonly previous: string | null;
  readonly now: string | null;
  /** For numbers: `now − previous`, signed (`+1500000000`, `-1`, `0`); null when either is not a number. */
  readonly difference: string | null;
  /** Both sides are known and differ. */
  readonly changed: boolean;
}

/** One account compared. */
export interface AccountComparison {
  readonly raw: string;
  /** What the user typed for it (or its raw form). */
  readonly input: string;
  readonly fields: Readonly<Record<ComparedField, FieldComparison>>;
  /** Any field changed. */
  readonly changed: boolean;
  /** The symbol of the jetton whose balance `jetton_balance` is (now, else before), when the metadata names it. */
  readonly jettonSymbol?: string;
}

/**
 * A lookup's accounts by upper-case raw address (the first of any repeated one) and its not-found
 * addresses, made once per comparison: a search of the whole list for each account made a comparison
 * of 20,000 accounts take 27 s on the page's main thread, and one of 100,000 about ten minutes.
 */
interface IndexedLookup {
  readonly lookup: Lookup;
  readonly states: ReadonlyMap<string, Lookup['accounts'][number]>;
  readonly notFound: ReadonlySet<string>;
}

/** How many accounts {@link compareLookupsSteps} indexes or compares between two steps: a few ms of work. */
export const COMPARE_STEP_ACCOUNTS = 500;

/** `lookup` indexed, a step at a time ({@link COMPARE_STEP_ACCOUNTS} accounts between steps). */
function* indexing(lookup: Lookup): Generator<void, IndexedLookup, void> {
  const states = new Map<string, Lookup['accounts'][number]>();
  let done = 0;
  for (const state of lookup.accounts) {
    const key = state.address.toUpperCase();
    if (!states.has(key)) states.set(key, state);
    if (++done % COMPARE_STEP_ACCOUNTS === 0) yield;
  }
  const notFound = new Set<string>();
  for (const raw of lookup.not_found) {
    notFound.add(raw.toUpperCase());
    if (++done % COMPARE_STEP_ACCOUNTS === 0) yield;
  }
  return { lookup, states, notFound };
}

/** The compared values of `raw` in `lookup`: null for a field the answer does not know. */
function valuesOf(
  { lookup, states, notFound }: IndexedLookup,
  raw: string,
): Record<ComparedField, string | null> | null {
  const state = states.get(raw);
  if (!state) {
    if (!notFound.has(raw)) return null;
    return { status: 'not found', balance: null, last_transaction_lt: null, jetton_balance: null };
  }
  return {
    status: state.status ?? null,
    balance: state.balance ?? null,
    last_transaction_lt: state.last_transaction_lt ?? null,
    jetton_balance: tokenSummary(lookup.metadata, state.address)?.jettonBalance ?? null,
  };
}

/** The symbol of the jetton `raw` holds, by `lookup`'s metadata (a jetton wallet's master's), if any. */
function jettonSymbolOf({ lookup, states }: IndexedLookup, raw: string): string | undefined {
  const state = states.get(raw);
  return state ? tokenSummary(lookup.metadata, state.address)?.symbol : undefined;
}

/** `after − before` of two exact decimal texts (`"-1.5"`, `"42"`), signed, or null if either is not one. */
export function decimalDifference(before: string | null, after: string | null): string | null {
  const read = (text: string | null) => (text !== null ? /^(-?)(\d+)(?:\.(\d+))?$/.exec(text) : null);
  const a = read(before);
  const b = read(after);
  if (!a || !b) return null;
  const scale = Math.max(a[3]?.length ?? 0, b[3]?.length ?? 0);
  const units = (m: RegExpExecArray) => BigInt(`${m[1]}${m[2]}${(m[3] ?? '').padEnd(scale, '0')}`);
  const delta = units(b) - units(a);
  const magnitude = (delta < 0n ? -delta : delta).toString().padStart(scale + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - scale);
  const fraction = scale > 0 ? magnitude.slice(-scale).replace(/0+$/, '') : '';
  const sign = delta < 0n ? '-' : delta > 0n ? '+' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** One account compared between the two indexed lookups. */
function compareAccount(
  earlier: IndexedLookup,
  later: IndexedLookup,
  { raw, input }: { readonly raw: string; readonly input: string },
): AccountComparison {
  const key = raw.toUpperCase();
  const then = valuesOf(earlier, key);
  const now = valuesOf(later, key);
  const fields = Object.fromEntries(
    COMPARED_FIELDS.map((field) => {
      const previous = then?.[field] ?? null;
      const current = now?.[field] ?? null;
      const known = then !== null && now !== null;
      const difference = field === 'status' ? null : decimalDifference(previous, current);
      return [field, { previous, now: current, difference, changed: known && previous !== current }];
    }),
  ) as Record<ComparedField, FieldComparison>;
  const jettonSymbol = jettonSymbolOf(later, key) ?? jettonSymbolOf(earlier, key);
  return {
    raw,
    input,
    fields,
    changed: COMPARED_FIELDS.some((f) => fields[f].changed),
    ...(jettonSymbol !== undefined ? { jettonSymbol } : {}),
  };
}

/**
 * {@link compareLookups} a step at a time: yields after every {@link COMPARE_STEP_ACCOUNTS} accounts
 * indexed or compared and returns the same comparison. The page compares a re-run of 100,000 accounts
 * this way, pausing between steps, instead of holding its main thread for 0.4 s.
 */
export function* compareLookupsSteps(
  before: Lookup,
  after: Lookup,
  accounts: readonly { readonly raw: string; readonly input: string }[],
): Generator<void, AccountComparison[], void> {
  const earlier = yield* indexing(before);
  const later = yield* indexing(after);
  const compared: AccountComparison[] = [];
  for (const account of accounts) {
    compared.push(compareAccount(earlier, later, account));
    if (compared.length % COMPARE_STEP_ACCOUNTS === 0) yield;
  }
  return compared;
}

/**
 * Every account of `accounts` compared between `before` and `after`, in that order. An account one side
 * has no answer for (its request failed, or it was not asked) has null values there and counts as
 * unchanged: nothing is known to have moved.
 */
export function compareLookups(
  before: Lookup,
  after: Lookup,
  accounts: readonly { readonly raw: string; readonly input: string }[],
): AccountComparison[] {
  return finishSteps(compareLookupsSteps(before, after, accounts));
}
