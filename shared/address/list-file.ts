/**
 * A list file the user dropped or picked, read where long work runs (behind the bridge: Electron main,
 * the web build's job worker) rather than on the page: a CSV's address columns found by content
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

/** What a CSV list file gave: the Addresses box's text, the note on what was taken, the kept columns. */
export interface ListFileRead {
  /** One address per line (or the file's text, when it has no address column to take). */
  readonly text: string;
  /** `name.csv: Took column 1 ("address") of 3 from 120 rows; …` — absent when the text is taken as it is. */
  readonly note?: string;
  /** The file's other columns; null when it has none. */
  readonly columns: InputColumns | null;
}

/** The addresses of CSV file `name`'s `text`, its note and its other columns (papaparse loads here). */
export async function readCsvListFile(name: string, text: string): Promise<ListFileRead> {
  const { extractCsvAddresses } = await import('./address-csv');
  const csv = extractCsvAddresses(text);
  if (!csv) return { text, columns: null };
  return { text: csv.text, note: `${name}: ${csv.summary}`, columns: csv.inputColumns };
}
