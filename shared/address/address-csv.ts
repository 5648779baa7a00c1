/**
 * Addresses out of a CSV export (a spreadsheet, an exchange report): the columns that hold addresses are
 * taken and every other column (labels, amounts, dates) is left out, so a file with
 * `address,label,amount` rows does not turn its labels and amounts into "invalid address" entries.
 */
import { parseAddressList } from './address-list';

/** What {@link extractCsvAddresses} took from a file. */
export interface CsvAddresses {
  /** One address per line, in file order: the text to put in the Addresses box. */
  readonly text: string;
  /** The address columns (0-based) and their header text, if the first row was a header. */
  readonly columns: readonly { readonly index: number; readonly header?: string }[];
  /** Data rows read (the header excluded). */
  readonly rows: number;
  /** Whether the first row was taken as a header and left out. */
  readonly skippedHeader: boolean;
  /** One sentence for the user, e.g. `Took column 1 ("address") of 3 from 120 rows; skipped the header row.` */
  readonly summary: string;
}

/** Splits one CSV line into cells: the delimiter outside double quotes; `""` inside quotes is a quote. */
function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** The delimiter the first line uses most: comma, semicolon (European spreadsheets) or tab. */
function detectDelimiter(firstLine: string): string {
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** Whether a cell holds exactly one valid address (any form, or an explorer link). */
function isAddressCell(cell: string): boolean {
  if (!cell) return false;
  const list = parseAddressList(cell);
  return list.summary.tokens === 1 && list.summary.valid === 1;
}

/**
 * The address columns of CSV text: a column counts when at least half of its non-empty cells (after a
 * possible header row) are addresses. Returns null when the text has no such column, or is a single
 * column without a header — then the plain list parser reads the text as it is.
 */
export function extractCsvAddresses(csv: string): CsvAddresses | null {
  const lines = csv.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return null;
  const delimiter = detectDelimiter(lines[0]!);
  const table = lines.map((l) => splitCsvLine(l, delimiter));
  const width = Math.max(...table.map((r) => r.length));

  const firstRowHasAddress = table[0]!.some(isAddressCell);
  const skippedHeader = !firstRowHasAddress && table.length > 1;
  const data = skippedHeader ? table.slice(1) : table;
  const columns: { index: number; header?: string }[] = [];
  for (let index = 0; index < width; index++) {
    const cells = data.map((r) => r[index] ?? '').filter((c) => c !== '');
    const addresses = cells.filter(isAddressCell).length;
    if (addresses > 0 && addresses * 2 >= cells.length) {
      const header = skippedHeader ? table[0]![index] : undefined;
      columns.push(header ? { index, header } : { index });
    }
  }
  // A one-column file without a header is just a list: the list parser reads it as it is.
  if (columns.length === 0 || (width === 1 && !skippedHeader)) return null;

  const text = data
    .flatMap((row) => columns.map((c) => row[c.index] ?? '').filter((cell) => cell !== ''))
    .join('\n');
  const named = columns.map((c) => `${c.index + 1}${c.header ? ` ("${c.header}")` : ''}`).join(', ');
  const summary =
    `Took column${columns.length > 1 ? 's' : ''} ${named} of ${width} from ${data.length} row${data.length === 1 ? '' : 's'}` +
    `${skippedHeader ? '; skipped the header row' : ''}.`;
  return { text, columns, rows: data.length, skippedHeader, summary };
}
