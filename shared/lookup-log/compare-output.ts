/**
 * A comparison (lookup-compare.ts) as a file: the JSON document the CLI's `compare --json` prints and
 * the app's compare view saves, and a CSV of one row per account with previous, now and the signed
 * difference of every compared field — every account, changed or not, so a spreadsheet can filter.
 * Balances stay exact: nanotons and token units as the lookups gave them, never rounded, each with its
 * unit in a column beside it.
 */
import { formatNanotons } from '../format/amounts';
import { displayAmountOptions, localizeDecimal } from '../format/locale-format';
import type { AccountComparison, ComparedField } from './lookup-compare';

/** How a compared value is written for a person. */
export interface ComparedTextOptions {
  /**
   * Group the whole part of amounts and mark decimals as the locale does (`1,310.393426523 TON`), as
   * every screen writes amounts (locale-format.ts); plain digits when false or absent.
   */
  readonly grouped?: boolean;
  /** The locale; the runtime's own when absent. */
  readonly locale?: string;
}

/**
 * A compared value for a person: balances in TON (a difference keeps its sign), jetton balances as
 * they are; amounts grouped when asked; "—" when unknown. A logical time is a number, not an amount:
 * never grouped.
 */
export function comparedValueText(
  field: ComparedField,
  value: string | null,
  options: ComparedTextOptions = {},
): string {
  if (value === null) return '—';
  const sign = /^[+-]/.exec(value)?.[0] ?? '';
  const magnitude = value.slice(sign.length);
  if (field === 'jetton_balance' && options.grouped)
    return `${sign}${localizeDecimal(magnitude, options.locale)}`;
  if (field !== 'balance') return value;
  const ton = formatNanotons(magnitude, options.grouped ? displayAmountOptions(options.locale) : {});
  return ton.valid ? `${sign}${ton.text} TON` : value;
}

/** The written form of each compared account's address (the one rule of shared/format/address-display). */
export type ComparedAddress = (comparison: AccountComparison) => string;

/** What a comparison document says besides the accounts. */
export interface ComparisonSummary {
  /** Accounts compared. */
  readonly compared: number;
  /** Accounts with at least one changed field. */
  readonly changed: number;
  /** Accounts the fresh lookup could not ask for (their request failed). */
  readonly failed: number;
}

/** The JSON document: the summary, then every account with every field (previous, now, difference). */
export function comparisonDocument(
  compared: readonly AccountComparison[],
  addressOf: ComparedAddress,
  failed = 0,
): ComparisonSummary & { accounts: unknown[] } {
  return {
    compared: compared.length,
    changed: compared.filter((c) => c.changed).length,
    failed,
    accounts: compared.map((c) => ({
      address: addressOf(c),
      raw: c.raw,
      changed: c.changed,
      fields: c.fields,
    })),
  };
}
