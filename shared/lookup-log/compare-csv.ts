/**
 * A comparison as CSV (the app's "Save CSV" of a re-run, `cli compare --csv`): apart from the words of
 * compare-output.ts so the window loads papaparse only when a comparison is saved, never on its first
 * screen.
 */
import Papa from 'papaparse';
import { neutraliseCell } from '../format/spreadsheet-safety';
import { finishSteps } from '../work-steps';
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

/** How many accounts {@link comparisonToCsvSteps} writes between two steps: a few ms of work. */
export const CSV_STEP_ACCOUNTS = 1_000;

/** One account's cells, each spreadsheet-safe. */
function accountCells(c: AccountComparison, addressOf: ComparedAddress): string[] {
  const cells = [
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
  ];
  return cells.map(neutraliseCell);
}

const unparse = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n', quotes: false, header: false });

/**
 * {@link comparisonToCsv} a step at a time: yields after every {@link CSV_STEP_ACCOUNTS} accounts and
 * returns the same text in parts, one a step (`saveFile` writes parts one after another, so no step joins
 * 16 MB). The page saves a comparison of 100,000 accounts this way (about a second of work) instead of
 * holding its main thread for it.
 */
export function* comparisonToCsvSteps(
  compared: readonly AccountComparison[],
  addressOf: ComparedAddress,
): Generator<void, string[], void> {
  // Papa quotes each cell by its own content, so rows written in chunks read as rows written at once.
  const chunks = [`${unparse([[...COMPARISON_CSV_COLUMNS]])}\r\n`];
  for (let from = 0; from < compared.length; from += CSV_STEP_ACCOUNTS) {
    // A row at a time, joined per step: each part is one flat string. A chunk unparsed whole is built of
    // Papa's concatenations, which whoever reads the part next unfolds (0.1-0.2 s for 100,000 rows).
    const rows = compared
      .slice(from, from + CSV_STEP_ACCOUNTS)
      .map((c) => unparse([accountCells(c, addressOf)]));
    chunks.push(`${rows.join('\r\n')}\r\n`);
    yield;
  }
  return chunks;
}

/** CSV with a header (CRLF lines), one row per account, every cell spreadsheet-safe. */
export function comparisonToCsv(compared: readonly AccountComparison[], addressOf: ComparedAddress): string {
  return finishSteps(comparisonToCsvSteps(compared, addressOf)).join('');
}
