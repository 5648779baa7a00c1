/**
 * Reading an exported CSV back into records: the inverse of `toCsv`, checked by the record schema.
 * The export tests use it to prove a file parses back to the same data (only tests use it, so it lives
 * here, outside the product).
 */
import Papa from 'papaparse';
import { AppError } from '../shared/errors';
import { exportColumns, exportRecordSchema, type ExportRecord } from '../shared/export/export-record';
import { restoreCell } from '../shared/format/spreadsheet-safety';

/** Columns written as compact JSON. */
const JSON_COLUMNS: ReadonlySet<string> = new Set(['extra_currencies', 'interfaces']);
/** Columns holding true/false (read off the schema). */
const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(
  exportColumns().filter((column) => exportRecordSchema.shape[column].safeParse(true).success),
);
/** Columns whose empty cell means null (read off the schema, so they cannot drift apart). */
const NULLABLE_COLUMNS: ReadonlySet<string> = new Set(
  exportColumns().filter((column) => exportRecordSchema.shape[column].safeParse(null).success),
);

/** One cell's value, typed as its column expects (the schema has the final word). */
function cellValue(column: string, cell: string): unknown {
  const text = restoreCell(cell);
  if (text === '' && NULLABLE_COLUMNS.has(column)) return null;
  if (JSON_COLUMNS.has(column)) return JSON.parse(text) as unknown;
  if (BOOLEAN_COLUMNS.has(column)) return text === 'true' ? true : text === 'false' ? false : text;
  if (column === 'token_decimals') return /^\d+$/.test(text) ? Number(text) : text;
  return text;
}

const unreadable = (message: string, detail?: string): AppError =>
  new AppError({ kind: 'schema', message, ...(detail !== undefined ? { detail } : {}) });

/**
 * The records of a CSV written by `toCsv` (a leading byte-order mark is allowed). Throws an
 * `AppError` (`schema`) naming the row and column when the file is not one of ours.
 */
export function readCsvRecords(csv: string): ExportRecord[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: true });
  if (parsed.errors.length > 0) {
    const first = parsed.errors[0]!;
    throw unreadable(`The file is not valid CSV (row ${(first.row ?? 0) + 1}).`, first.message);
  }
  const [header, ...rows] = parsed.data;
  if (!header || header.join(',') !== exportColumns().join(',')) {
    throw unreadable('The file is not an account export: its header row does not have the export columns.');
  }
  return rows.map((cells, index) => {
    if (cells.length !== exportColumns().length) {
      throw unreadable(`Row ${index + 2} has ${cells.length} cells; ${exportColumns().length} expected.`);
    }
    const object: Record<string, unknown> = {};
    try {
      exportColumns().forEach((column, i) => {
        object[column] = cellValue(column, cells[i]!);
      });
    } catch (error) {
      throw unreadable(
        `Row ${index + 2} has a cell that is not JSON where JSON was expected.`,
        String(error),
      );
    }
    const record = exportRecordSchema.safeParse(object);
    if (!record.success) {
      const issue = record.error.issues[0]!;
      throw unreadable(`Row ${index + 2}, column ${String(issue.path[0])}: ${issue.message}.`);
    }
    return record.data;
  });
}
