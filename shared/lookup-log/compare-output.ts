/**
 * A comparison (lookup-compare.ts) as a file: the JSON document the CLI's `compare --json` prints and
 * the app's compare view saves, and a CSV of one row per account with previous, now and the signed
 * difference of every compared field — every account, changed or not, so a spreadsheet can filter.
 * Balances stay exact: nanotons and token units as the lookups gave them, never rounded.
 */
import Papa from 'papaparse';
import { neutraliseCell } from '../format/spreadsheet-safety';
import { formatNanotons } from '../format/amounts';
import { COMPARED_FIELDS, type AccountComparison, type ComparedField } from './lookup-compare';

/** A compared value for a person: balances in TON (a difference keeps its sign); "—" when unknown. */
export function comparedValueText(field: ComparedField, value: string | null): string {
  if (value === null) return '—';
  if (field !== 'balance') return value;
  const sign = /^[+-]/.exec(value)?.[0] ?? '';
  const ton = formatNanotons(value.slice(sign.length));
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

/** The CSV's columns: the account, then each field's previous, now and (for numbers) difference. */
export const COMPARISON_CSV_COLUMNS: readonly string[] = [
  'address',
  'raw',
  'changed',
  ...COMPARED_FIELDS.flatMap((field) =>
    field === 'status'
      ? [`${field}_previous`, `${field}_now`]
      : [`${field}_previous`, `${field}_now`, `${field}_difference`],
  ),
];

/** CSV with a header (CRLF lines), one row per account, every cell spreadsheet-safe. */
export function comparisonToCsv(compared: readonly AccountComparison[], addressOf: ComparedAddress): string {
  const rows = compared.map((c) => [
    addressOf(c),
    c.raw,
    String(c.changed),
    ...COMPARED_FIELDS.flatMap((name) => {
      const field = c.fields[name];
      const both = [field.previous ?? '', field.now ?? ''];
      return name === 'status' ? both : [...both, field.difference ?? ''];
    }),
  ]);
  const cells = rows.map((row) => row.map(neutraliseCell));
  return `${Papa.unparse([[...COMPARISON_CSV_COLUMNS], ...cells], { newline: '\r\n', quotes: false, header: false })}\r\n`;
}
