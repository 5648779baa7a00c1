/**
 * Addresses out of a CSV export (a spreadsheet, an exchange report): the columns that hold addresses are
 * taken for the lookup, and every other column (labels, amounts, customer ids) is kept beside them as
 * the user's own data (input-columns.ts) for the export to write back, so a file with
 * `address,label,amount` rows does not turn its labels and amounts into "invalid address" entries.
 * The file is read as papaparse reads it: quoted cells, `""`, a byte-order mark, CRLF, and the
 * delimiter guessed among comma, semicolon (Excel in many locales) and tab; a row whose number of cells
 * differs from the first row's is read as it is, and named.
 */
import Papa from 'papaparse';
import { AppError } from '../errors';
import { parseAddressList } from './address-list';
import { InputColumns } from './input-columns';

/** What {@link extractCsvAddresses} took from a file. */
export interface CsvAddresses {
  /** One address per line, in file order: the text to put in the Addresses box. */
  readonly text: string;
  /** The address columns (0-based) and their header text, if the first row was a header. */
  readonly columns: readonly { readonly index: number; readonly header?: string }[];
  /** The file's other columns, kept with each address; null when it has none. */
  readonly inputColumns: InputColumns | null;
  /** Data rows read (the header excluded). */
  readonly rows: number;
  /** Whether the first row was taken as a header and left out. */
  readonly skippedHeader: boolean;
  /** The rows (1-based, as a spreadsheet numbers them) whose number of cells differs from the first row's. */
  readonly raggedRows: readonly number[];
  /**
   * Sentences for the user, e.g. `Took column 1 ("address") of 3 from 120 rows; skipped the header row.
   * Kept columns 2 ("customer_id"), 3 ("note") for the export.`
   */
  readonly summary: string;
}

/** How to read a file. */
export interface CsvReadOptions {
  /** The one address column: its header (case ignored) or its 1-based number. Absent: found by content. */
  readonly addressColumn?: string;
}

/** A row as read, with its 1-based number in the file (as a spreadsheet numbers rows). */
interface NumberedRow {
  readonly cells: readonly string[];
  readonly number: number;
}

/** The account a cell names: its raw form when the cell holds exactly one valid address (any form, or a link). */
function rawOfCell(cell: string): string | null {
  const text = cell.trim();
  if (!text) return null;
  const list = parseAddressList(text);
  return list.summary.tokens === 1 && list.summary.valid === 1 ? list.unique[0]!.raw : null;
}

/** The delimiters a file may use: comma, semicolon (Excel in many locales), tab. */
const DELIMITERS = [',', ';', '\t'];

/**
 * The file's rows as papaparse reads them, with their numbers; rows of blank cells left out. The
 * delimiter is papaparse's guess over the first rows, blank lines aside (a file's last line break
 * would otherwise count as a one-cell row and spoil the guess).
 */
function readRows(csv: string): NumberedRow[] {
  const guess = Papa.parse<string[]>(csv, {
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: 'greedy',
    preview: 10,
  });
  const parsed = Papa.parse<string[]>(csv, { delimiter: guess.meta.delimiter, header: false });
  const rows: NumberedRow[] = [];
  parsed.data.forEach((cells, i) => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ cells, number: i + 1 });
  });
  return rows;
}

/** The column `chosen` names (header text, case ignored, or 1-based number), or an error naming the choices. */
function chosenColumn(chosen: string, first: readonly string[]): number {
  const byName = first.findIndex((cell) => cell.trim().toLowerCase() === chosen.trim().toLowerCase());
  if (byName >= 0) return byName;
  const number = /^\d+$/.test(chosen.trim()) ? Number(chosen) : 0;
  if (number >= 1 && number <= first.length) return number - 1;
  throw new AppError({
    kind: 'invalid-input',
    message: `The file has no column “${chosen}”: its first row is ${first.map((c) => `“${c}”`).join(', ')} (name a header, or a number from 1 to ${first.length}).`,
  });
}

/** Per column (0-based), the raw address of each data row's cell (null: not an address). */
type ColumnRaws = (string | null)[][];

/** The address columns by content: at least half of a column's non-empty cells are addresses. */
function addressColumnsByContent(data: readonly NumberedRow[], width: number, raws: ColumnRaws): number[] {
  const found: number[] = [];
  for (let index = 0; index < width; index++) {
    let filled = 0;
    let addresses = 0;
    data.forEach((row, r) => {
      if ((row.cells[index] ?? '').trim() === '') return;
      filled += 1;
      const raw = rawOfCell(row.cells[index]!);
      (raws[index] ??= [])[r] = raw;
      if (raw !== null) addresses += 1;
    });
    if (addresses > 0 && addresses * 2 >= filled) found.push(index);
  }
  return found;
}

/** The raw addresses of one column's cells (made when the content search did not). */
function rawsOf(data: readonly NumberedRow[], index: number, raws: ColumnRaws): (string | null)[] {
  return (raws[index] ??= data.map((row) => rawOfCell(row.cells[index] ?? '')));
}

/** The other columns, each data row's cells kept with the raw addresses its address cells name. */
function keptColumns(
  data: readonly NumberedRow[],
  width: number,
  address: readonly number[],
  header: readonly string[] | null,
  raws: ColumnRaws,
): { kept: number[]; columns: InputColumns | null } {
  const kept = [...Array(width).keys()].filter((i) => !address.includes(i));
  if (kept.length === 0) return { kept, columns: null };
  const names = kept.map((i) => header?.[i]?.trim() || `column ${i + 1}`);
  const columns = new InputColumns(names);
  const addressRaws = address.map((i) => rawsOf(data, i, raws));
  data.forEach((row, r) => {
    const named = addressRaws.map((column) => column[r]).filter((raw): raw is string => raw != null);
    columns.addLine(
      kept.map((i) => row.cells[i] ?? ''),
      named,
    );
  });
  return { kept, columns };
}

/** `1 ("address"), 3` — columns by number, with their header text when there is one. */
const columnNames = (columns: readonly { index: number; header?: string }[]): string =>
  columns.map((c) => `${c.index + 1}${c.header ? ` ("${c.header}")` : ''}`).join(', ');

/** The sentence that names ragged rows: the first few, and how many more. */
function raggedSentence(ragged: readonly number[], width: number): string {
  if (ragged.length === 0) return '';
  const shown = ragged.slice(0, 5).join(', ');
  const more = ragged.length > 5 ? ` and ${ragged.length - 5} more` : '';
  return ` Row${ragged.length > 1 ? 's' : ''} ${shown}${more} ${ragged.length > 1 ? 'have' : 'has'} a different number of cells than the first row (${width}); read as they are.`;
}

/** The user's sentences about what was taken and kept. */
function summaryOf(
  taken: readonly { index: number; header?: string }[],
  kept: readonly number[],
  header: readonly string[] | null,
  read: { width: number; rows: number; ragged: readonly number[]; firstWidth: number },
): string {
  const plural = (n: number, word: string) => `${word}${n === 1 ? '' : 's'}`;
  const keptNamed = kept.map((index) => (header?.[index] ? { index, header: header[index] } : { index }));
  return (
    `Took ${plural(taken.length, 'column')} ${columnNames(taken)} of ${read.width} from ${read.rows} ${plural(read.rows, 'row')}` +
    `${header ? '; skipped the header row' : ''}.` +
    (kept.length > 0
      ? ` Kept ${plural(kept.length, 'column')} ${columnNames(keptNamed)} for the export.`
      : '') +
    raggedSentence(read.ragged, read.firstWidth)
  );
}

/**
 * The address columns of CSV text (found by content: a column counts when at least half of its
 * non-empty cells, after a possible header row, are addresses; or the one `options.addressColumn`
 * names) and the other columns kept with each address. Returns null when the text has no address
 * column, or is a single column without a header — then the plain list parser reads the text as it is.
 * Throws an `AppError` (`invalid-input`) when `options.addressColumn` names no column.
 */
export function extractCsvAddresses(csv: string, options: CsvReadOptions = {}): CsvAddresses | null {
  const table = readRows(csv);
  if (table.length === 0) return null;
  const first = table[0]!.cells;
  // Not Math.max(...rows): 100,000 arguments overflow a worker's stack (its own is smaller than a page's).
  const width = table.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
  const chosen = options.addressColumn === undefined ? null : chosenColumn(options.addressColumn, first);
  const byName =
    chosen !== null && first[chosen]!.trim().toLowerCase() === options.addressColumn!.trim().toLowerCase();
  const skippedHeader =
    table.length > 1 &&
    (byName ||
      (chosen !== null ? rawOfCell(first[chosen]!) === null : !first.some((c) => rawOfCell(c) !== null)));
  const header = skippedHeader ? first : null;
  const data = skippedHeader ? table.slice(1) : table;
  const raws: ColumnRaws = [];
  const address = chosen !== null ? [chosen] : addressColumnsByContent(data, width, raws);
  // A one-column file without a header is just a list: the list parser reads it as it is.
  if (address.length === 0 || (width === 1 && !skippedHeader)) return null;
  const columns = address.map((index) => (header?.[index] ? { index, header: header[index] } : { index }));
  const { kept, columns: inputColumns } = keptColumns(data, width, address, header, raws);
  const text = data
    .flatMap((row) => address.map((i) => (row.cells[i] ?? '').trim()).filter((cell) => cell !== ''))
    .join('\n');
  const ragged = table.filter((row) => row.cells.length !== first.length).map((row) => row.number);
  const summary = summaryOf(columns, kept, header, {
    width,
    rows: data.length,
    ragged,
    firstWidth: first.length,
  });
  return { text, columns, inputColumns, rows: data.length, skippedHeader, raggedRows: ragged, summary };
}
