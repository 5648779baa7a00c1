/**
 * One field of a row's account record, for the readers that read every row of a lookup (the summary's
 * balances, the balance and lt sorts, the table's search, the insights' state hashes). A row placed on
 * the page from the parts its job packed builds its record only when something reads the record itself
 * (renderer/model/compact-records.ts `lazyRecordRow`: each compact record costs five own getters to
 * build); such a row answers one field from its parts, with the very text the record would give, so
 * that reading one field of 100,000 rows builds no record. Any other row answers from its record.
 */
import type { AccountState } from '../api/account-states';
import type { LookupRow } from './lookup-row';

/** The key of the method by which a row whose record is built lazily answers one field of it. */
export const ACCOUNT_FIELD: unique symbol = Symbol('account field');

/** A row whose record is built on first read, answering one field without building it. */
export interface LazyAccountRow {
  /** Field `field` of the row's record, exactly as the record gives it. */
  [ACCOUNT_FIELD]<K extends keyof AccountState>(field: K): AccountState[K] | undefined;
}

/**
 * Field `field` of `row`'s account record, exactly as `row.account?.[field]` gives it (undefined when the
 * row has no record), without building a record the row holds as parts.
 */
export function accountField<K extends keyof AccountState>(
  row: Pick<LookupRow, 'account'>,
  field: K,
): AccountState[K] | undefined {
  const lazy = (row as Partial<LazyAccountRow>)[ACCOUNT_FIELD];
  return lazy ? lazy.call(row, field) : row.account?.[field];
}

/** Whether `row` has an account record (`row.account !== null`), without building one it holds as parts. */
export const hasAccount = (row: Pick<LookupRow, 'account'>): boolean =>
  ACCOUNT_FIELD in row || row.account !== null;

/** The key of the method by which a row whose record is built lazily answers an amount as it holds it. */
export const ACCOUNT_AMOUNT: unique symbol = Symbol('account amount');

/** The decimal fields of a record that a row may hold as numbers (shared/jobs/packed-records.ts `DecimalField`). */
export type AmountField = 'balance' | 'last_transaction_lt';

/** A row that holds its record's decimal fields as it was sent them: numbers where exact. */
export interface AmountRow {
  /** Field `field` as held: its text, or the number whose `String()` is exactly that text. */
  [ACCOUNT_AMOUNT](field: AmountField): string | number | null | undefined;
}

/**
 * Field `field` of `row`'s record as the row holds it: the record's text (as {@link accountField} gives
 * it), or a number whose `String()` is exactly that text. A reader of every row's balance (the
 * summary) reads 500,000 numbers rather than writing 500,000 texts that are garbage at once (~11 MB of
 * the page's heap at its peak, as the summary is made after the largest lookup).
 */
export function accountAmount(
  row: Pick<LookupRow, 'account'>,
  field: AmountField,
): string | number | null | undefined {
  const held = (row as Partial<AmountRow>)[ACCOUNT_AMOUNT];
  return held ? held.call(row, field) : accountField(row, field);
}
