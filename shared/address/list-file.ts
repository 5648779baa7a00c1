/**
 * A list file the user dropped or picked, read where long work runs (behind the bridge: Electron main,
 * the web build's job worker) rather than on the page, by the reader `cli accounts --file` uses too:
 * a .txt as the list it is, a CSV's address columns found by content
 * (address-csv.ts, papaparse), its other columns kept (input-columns.ts) and the file's note for the
 * user. Reading 100,000 rows × 5 columns is ~0.5 s of one task: on the page it held every frame.
 */
import type { InputColumns } from './input-columns';

/**
 * 64 MB: the largest lookup the app takes (MAX_LOOKUP_ACCOUNTS, 500,000) one address per line
 * needs 34.5 MB in the longest form (raw masterchain, CRLF) and 24.5 MB as EQ…, with room left for a
 * CSV's label and amount columns. Bigger lists belong to the CLI, which streams them.
 */
export const MAX_LIST_FILE_BYTES = 64 * 1024 * 1024;

/** What a list file gave: the Addresses box's text, the note on what was taken, the kept columns. */
export interface ListFileRead {
  /** One address per line (or the file's text, when it has no address column to take). */
  readonly text: string;
  /** `name.csv: Took column 1 ("address") of 3 from 120 rows; …` — absent when the text is taken as it is. */
  readonly note?: string;
  /** The file's other columns; null when it has none. */
  readonly columns: InputColumns | null;
}

/** Whether a list file is a table (CSV, TSV) — its address columns are found, its other columns kept — by its name. */
export const isTableListFile = (name: string): boolean => /\.(csv|tsv)$/i.test(name);

/** How a table's address column is chosen: found by content, or the one named (the CLI's --address-column). */
export interface ListFileOptions {
  readonly addressColumn?: string;
}

/**
 * A list file's addresses, read the one way for the app (behind the bridge, `readListFile`) and the CLI
 * (`--file`): a table's ({@link isTableListFile}) address columns with the note on what was taken and its
 * other columns (papaparse loads here); any other file — a .txt list — is its text as it is, one address
 * a line, which the list parser reads where it is used. Throws the table reader's AppError for an
 * `addressColumn` the table lacks.
 */
export async function readListFile(
  name: string,
  text: string,
  options: ListFileOptions = {},
): Promise<ListFileRead> {
  if (!isTableListFile(name)) return { text, columns: null };
  const { extractCsvAddresses } = await import('./address-csv');
  const csv = extractCsvAddresses(text, options);
  if (!csv) return { text, columns: null };
  return { text: csv.text, note: `${name}: ${csv.summary}`, columns: csv.inputColumns };
}
