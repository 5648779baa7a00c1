/**
 * A comparison (lookup-compare.ts) as a file: the JSON document the CLI's `compare --json` prints and
 * the app's compare view saves, and a CSV of one row per account with previous, now and the signed
 * difference of every compared field — every account, changed or not, so a spreadsheet can filter.
 * Balances stay exact: nanotons and token units as the lookups gave them, never rounded, each with its
 * unit in a column beside it.
 */
import Papa from 'papaparse';
import { neutraliseCell } from '../format/spreadsheet-safety';
import { formatNanotons } from '../format/amounts';
import { displayAmountOptions, localizeDecimal } from '../format/locale-format';
import { COMPARED_FIELDS, type AccountComparison, type ComparedField } from './lookup-compare';

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

/**
 * The unit of each compared amount in the CSV, by field: nanotons; the jetton's symbol (its units, as
 * the lookup scaled them). The other fields are no amounts and have none.
 */
const UNITS: Partial<Record<ComparedField, (comparison: AccountComparison) => string>> = {
  balance: () => 'nanoton',
  jetton_balance: (comparison) => comparison.jettonSymbol ?? 'jetton units',
};

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

/**
 * The CSV's columns: the account, then each field's previous, now and (for numbers) difference, and
 * for amounts their unit (`balance_unit` nanoton, `jetton_balance_unit` the jetton's symbol) — so
 * `="-1500000000"` reads as what it is.
 */
export const COMPARISON_CSV_COLUMNS: readonly string[] = [
  'address',
  'raw',
  'changed',
  ...COMPARED_FIELDS.flatMap((field) => [
    `${field}_previous`,
    `${field}_now`,
    ...(field === 'status' ? [] : [`${field}_difference`]),
    ...(UNITS[field] ? [`${field}_unit`] : []),
  ]),
];

/** CSV with a header (CRLF lines), one row per account, every cell spreadsheet-safe. */
export function comparisonToCsv(compared: readonly AccountComparison[], addressOf: ComparedAddress): string {
  const rows = compared.map((c) => [
    addressOf(c),
    c.raw,
    String(c.changed),
    ...COMPARED_FIELDS.flatMap((name) => {
      const field = c.fields[name];
      const unit = UNITS[name];
      return [
        field.previous ?? '',
        field.now ?? '',
        ...(name === 'status' ? [] : [field.difference ?? '']),
        ...(unit ? [unit(c)] : []),
      ];
    }),
  ]);
  const cells = rows.map((row) => row.map(neutraliseCell));
  return `${Papa.unparse([[...COMPARISON_CSV_COLUMNS], ...cells], { newline: '\r\n', quotes: false, header: false })}\r\n`;
}
