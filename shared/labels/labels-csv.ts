/**
 * Labels and favourites as CSV, for a backup, a colleague or a spreadsheet: one row per labelled or
 * favourite address — the saved list first, in its order, then the other labels by raw address.
 *
 * `address,label,favourite,label_updated_at,favourite_added_at`: the raw address (exact and the same on
 * every network; any form is accepted back), the label, `true`/`false`, and the two times. Cells are
 * neutralised for spreadsheets like every export (shared/format/spreadsheet-safety.ts); an import of
 * the app's own file (its header, comma-separated) undoes exactly that, so export → import gives back
 * the same store, to the character. A file from another tool is read verbatim: a label that starts
 * with `'` or reads `="…"` there is the label.
 *
 * The separator is not guessed from the data: it is the one (comma, semicolon or tab) that makes the
 * header row name an `address` column, or the one the caller gives. An import checks every row first
 * and refuses the file — nothing is written — when any row is bad, naming each by its line (or, asked
 * to, writes the good rows and lists the refused ones): an address that is none, a label the rules
 * refuse, a time that is no real date and time. Columns are found by their header, so `address,label`
 * from another tool imports too; an empty label cell leaves an existing label as it is.
 */
import Papa from 'papaparse';
import { AppError, type InvalidEntry } from '../errors';
import { neutraliseCell, restoreCell } from '../format/spreadsheet-safety';
import { MAX_LABELS_CSV_BYTES } from './label-record';
import {
  MAX_LABELS,
  favouriteSchema,
  labelAddressSchema,
  labelSchema,
  labelTextSchema,
} from './label-schema';
import type { LabelImportResult, LabelImportRow, LabelStore } from './label-store';

/** The columns of an exported file, in order. */
export const LABELS_CSV_COLUMNS = [
  'address',
  'label',
  'favourite',
  'label_updated_at',
  'favourite_added_at',
] as const;

/** Largest file an import reads: far above MAX_LABELS rows of the longest labels. */
export { MAX_LABELS_CSV_BYTES } from './label-record';

/** The store's labels and favourites as CSV text (CRLF line ends, header first). */
export async function exportLabelsCsv(store: LabelStore): Promise<string> {
  const [labels, favourites] = await Promise.all([store.list(), store.favourites()]);
  const byRaw = new Map(labels.map((l) => [l.raw, l]));
  const rows: string[][] = [[...LABELS_CSV_COLUMNS]];
  for (const favourite of favourites) {
    const label = byRaw.get(favourite.raw);
    byRaw.delete(favourite.raw);
    rows.push([favourite.raw, label?.text ?? '', 'true', label?.updatedAt ?? '', favourite.addedAt]);
  }
  for (const label of [...byRaw.values()].sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0))) {
    rows.push([label.raw, label.text, 'false', label.updatedAt, '']);
  }
  return `${Papa.unparse(
    rows.map((row) => row.map(neutraliseCell)),
    { newline: '\r\n', quotes: false, header: false },
  )}\r\n`;
}

/** What a file holds: the rows to write, and the refused ones with their line and reason. */
export interface ParsedLabelsCsv {
  rows: LabelImportRow[];
  refused: InvalidEntry[];
}

const fileError = (message: string, detail?: string) =>
  new AppError({ kind: 'invalid-input', message, ...(detail ? { detail } : {}) });

/** The separators a labels file may use between cells. */
export const LABELS_CSV_DELIMITERS = [',', ';', '\t'] as const;
export type LabelsCsvDelimiter = (typeof LABELS_CSV_DELIMITERS)[number];

/** Options of {@link parseLabelsCsv}. */
export interface LabelsCsvOptions {
  /** The separator; default: the one that makes the header row name an `address` column. */
  delimiter?: LabelsCsvDelimiter;
}

const DELIMITER_NAMES: Record<LabelsCsvDelimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** The header row's cells, read with `delimiter`, trimmed and lower-cased. */
function headerCells(line: string, delimiter: LabelsCsvDelimiter): string[] {
  const parsed = Papa.parse<string[]>(line, { delimiter });
  return (parsed.data[0] ?? []).map((cell) => cell.trim().toLowerCase());
}

/**
 * The separator of a file: the one given, else the first of comma, semicolon and tab that makes its
 * header row (the first line that is not blank) name an `address` column. Throws an AppError naming
 * the header when none does.
 */
function fileDelimiter(source: string, given: LabelsCsvDelimiter | undefined): LabelsCsvDelimiter {
  if (given) return given;
  const header = /^[\r\n \t]*([^\r\n]*)/.exec(source)![1]!;
  if (header.trim() === '')
    throw fileError('This file is empty: a labels file has a header row and one row per address.');
  const found = LABELS_CSV_DELIMITERS.find((d) => headerCells(header, d).includes('address'));
  if (found) return found;
  throw fileError(
    `This is not a labels file that can be imported: line 1 has no "address" column (it reads “${header.slice(0, 80)}”). A labels file starts with a header row such as "address,label,favourite", separated by commas, semicolons or tabs.`,
  );
}

/** Reads labels CSV text into rows; throws an AppError when it is not such a file at all. */
export function parseLabelsCsv(text: string, options: LabelsCsvOptions = {}): ParsedLabelsCsv {
  if (text.length > MAX_LABELS_CSV_BYTES)
    throw fileError(
      `This file is larger than ${MAX_LABELS_CSV_BYTES / 1024 / 1024} MB; a labels file is far smaller.`,
    );
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = fileDelimiter(source, options.delimiter);
  const rows: LabelImportRow[] = [];
  const refused: InvalidEntry[] = [];
  const seen = new Map<string, number>();
  let columns: Record<(typeof LABELS_CSV_COLUMNS)[number], number> | null = null;
  /** The app's own export: its cells carry the spreadsheet guard, which is undone. */
  let ownExport = false;
  let counted = 0;
  let newlines = 0;
  let cursor = 0;
  let parseError: string | null = null;

  Papa.parse<string[]>(source, {
    delimiter,
    skipEmptyLines: 'greedy',
    step(result, parser) {
      // The row starts after the previous one's end and any blank lines: count line breaks up to it.
      let start = cursor;
      while (start < source.length && /[\r\n \t]/.test(source[start]!)) start++;
      for (; counted < start; counted++) {
        const c = source.charCodeAt(counted);
        if (c === 10 || (c === 13 && source.charCodeAt(counted + 1) !== 10)) newlines++;
      }
      cursor = result.meta.cursor;
      const line = newlines + 1;
      if (result.errors.length > 0) {
        parseError = `line ${line}: ${result.errors[0]!.message}`;
        parser.abort();
        return;
      }
      if (columns === null) {
        columns = headerColumns(result.data);
        ownExport = delimiter === ',' && result.data.join(',') === LABELS_CSV_COLUMNS.join(',');
        if (columns.address < 0) {
          parseError = `line 1 has no "address" column when read as ${DELIMITER_NAMES[delimiter]}-separated: a labels file starts with a header row such as "address,label,favourite"`;
          parser.abort();
        }
        return;
      }
      if (rows.length + refused.length >= MAX_LABELS) {
        parseError = `more than ${MAX_LABELS.toLocaleString('en-US')} rows`;
        parser.abort();
        return;
      }
      const cells = ownExport ? result.data.map((cell) => restoreCell(cell)) : result.data;
      const outcome = readRow(cells, columns, line, seen);
      if ('message' in outcome) refused.push(outcome);
      else rows.push(outcome);
    },
  });
  if (parseError !== null) throw fileError(`This is not a labels file that can be imported: ${parseError}.`);
  if (columns === null)
    throw fileError('This file is empty: a labels file has a header row and one row per address.');
  return { rows, refused };
}

/** Where each known column is in the header (-1 when absent); names are matched without case. */
function headerColumns(header: string[]): Record<(typeof LABELS_CSV_COLUMNS)[number], number> {
  const names = header.map((h) => h.trim().toLowerCase());
  const at = (name: string) => names.indexOf(name);
  return {
    address: at('address'),
    label: at('label'),
    favourite: at('favourite'),
    label_updated_at: at('label_updated_at'),
    favourite_added_at: at('favourite_added_at'),
  };
}

/** One data row, checked: the row to write, or why it is refused. */
function readRow(
  cells: string[],
  columns: Record<(typeof LABELS_CSV_COLUMNS)[number], number>,
  line: number,
  seen: Map<string, number>,
): LabelImportRow | InvalidEntry {
  const cell = (index: number) => (index >= 0 ? (cells[index] ?? '') : '');
  const input = cell(columns.address).trim();
  const refuse = (reason: string, message: string): InvalidEntry => ({
    input,
    position: line,
    line,
    reason,
    message: `line ${line}: ${message}`,
  });
  // An address written by a spreadsheet-safe export (`="-1:E567…"`) is taken too: no address has `="`.
  let address = labelAddressSchema.safeParse(input);
  if (!address.success && restoreCell(input) !== input) {
    const restored = labelAddressSchema.safeParse(restoreCell(input));
    if (restored.success) address = restored;
  }
  if (!address.success)
    return refuse(
      'address',
      input === ''
        ? 'no address'
        : `“${input.slice(0, 60)}” is not a TON address: ${address.error.issues[0]!.message}`,
    );
  const earlier = seen.get(address.data);
  if (earlier !== undefined) return refuse('duplicate', `the same account as line ${earlier}`);
  const favouriteText = cell(columns.favourite).trim().toLowerCase();
  if (!['', 'true', 'false', 'yes', 'no', '1', '0'].includes(favouriteText))
    return refuse('favourite', `favourite is “${favouriteText.slice(0, 20)}”; true or false expected`);
  const favourite = favouriteText === 'true' || favouriteText === 'yes' || favouriteText === '1';
  const labelText = cell(columns.label);
  let text: string | null = null;
  if (labelText.trim() !== '') {
    const parsed = labelTextSchema.safeParse(labelText);
    if (!parsed.success) return refuse('label', parsed.error.issues[0]!.message);
    text = parsed.data;
  }
  if (text === null && !favourite) return refuse('empty', 'neither a label nor a favourite');
  const labelUpdatedAt = cell(columns.label_updated_at).trim();
  const favouriteAddedAt = cell(columns.favourite_added_at).trim();
  for (const [name, value, schema] of [
    ['label_updated_at', labelUpdatedAt, labelSchema.shape.updatedAt],
    ['favourite_added_at', favouriteAddedAt, favouriteSchema.shape.addedAt],
  ] as const) {
    // The store's own rule for a time (a date and time that exist, in UTC): what passes is kept as
    // written, and reads back from the store.
    if (value !== '' && !schema.safeParse(value).success)
      return refuse(
        'time',
        `${name} is “${value.slice(0, 30)}”, which is not a date and time; one such as 2026-11-23T09:00:00.000Z (UTC) expected`,
      );
  }
  seen.set(address.data, line);
  return {
    line,
    raw: address.data,
    text,
    favourite,
    ...(labelUpdatedAt ? { labelUpdatedAt } : {}),
    ...(favouriteAddedAt ? { favouriteAddedAt } : {}),
  };
}

/** Options of {@link importLabelsCsv}. */
export interface LabelsImportOptions extends LabelsCsvOptions {
  /** Write the good rows even when some are refused (default: refuse the whole file). */
  partial?: boolean;
}

/**
 * Imports labels CSV text into the store, in one batch. Refuses the whole file — with every bad row in
 * the error's `entries`, each naming its line — unless `partial`, which writes the good rows and answers
 * the refused ones.
 */
export async function importLabelsCsv(
  store: LabelStore,
  text: string,
  options: LabelsImportOptions = {},
): Promise<LabelImportResult & { refused: InvalidEntry[] }> {
  const { rows, refused } = parseLabelsCsv(text, options);
  if (refused.length > 0 && !options.partial) {
    const shown = refused
      .slice(0, 3)
      .map((r) => r.message)
      .join('; ');
    throw new AppError({
      kind: 'invalid-input',
      message: `Nothing was imported: ${refused.length} row${refused.length === 1 ? ' is' : 's are'} not valid (${shown}${refused.length > 3 ? '; …' : ''}).`,
      entries: refused,
    });
  }
  const written = await store.importRows(rows);
  return { ...written, refused };
}
