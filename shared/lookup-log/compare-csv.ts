/**
 * A comparison as CSV (the app's "Save CSV" of a re-run, `cli compare --csv`): apart from the words of
 * compare-output.ts so the window loads papaparse only when a comparison is saved, never on its first
 * screen.
 */
import Papa from 'papaparse';
import { neutraliseCell } from '../format/spreadsheet-safety';
import type { ComparedAddress } from './compare-output';
import { COMPARED_FIELDS, type AccountComparison, type ComparedField } from './lookup-compare';

/**
 * The unit of each compared amount in the CSV, by field: nanotons; the jetton's symbol (its units, as
 * the lookup scaled them). The other fields are no amounts and have none.
 */
const UNITS: Partial<Record<ComparedField, (comparison: AccountComparison) => string>> = {
  balance: () => 'nanoton',
  jetton_balance: (comparison) => comparison.jettonSymbol ?? 'jetton units',
};

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
