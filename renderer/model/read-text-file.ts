/**
 * Reads a dropped or chosen file into the Addresses box: only .txt and .csv (by extension or MIME
 * type), at most {@link MAX_FILE_BYTES}, as UTF-8 text. Everything else gets a clear sentence. From a
 * CSV file only the address columns are taken (labels and amounts would read as invalid addresses).
 */
import type { InputColumns } from '../../shared/address/input-columns';
import { formatBytes } from '../../shared/byte-size';

/**
 * 64 MB: the largest lookup the app takes (MAX_LOOKUP_ACCOUNTS, 500,000) one address per line
 * needs 34.5 MB in the longest form (raw masterchain, CRLF) and 24.5 MB as EQ…, with room left for a
 * CSV's label and amount columns. Bigger lists belong to the CLI, which streams them.
 */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Whether a file looks like a plain text or CSV list. */
export function isTextListFile(file: { name: string; type: string }): boolean {
  return /\.(txt|csv)$/i.test(file.name) || file.type === 'text/plain' || file.type === 'text/csv';
}

/**
 * What a file gave: the text for the Addresses box (and, for CSV, what was taken and the other columns
 * kept for the export), or an error sentence.
 */
export type FileReadResult =
  { ok: true; text: string; note?: string; inputColumns?: InputColumns } | { ok: false; error: string };

/** Whether a file is a CSV export (by extension or MIME type). */
function isCsvFile(file: { name: string; type: string }): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** The file's text (for CSV: its address columns), or an error sentence. */
export function readTextFile(file: File): Promise<FileReadResult> {
  if (!isTextListFile(file)) {
    return Promise.resolve({
      ok: false,
      error: `“${file.name}” is not a .txt or .csv file; drop a plain text or CSV list of addresses.`,
    });
  }
  if (file.size > MAX_FILE_BYTES) {
    return Promise.resolve({
      ok: false,
      error: `“${file.name}” is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_FILE_BYTES)}. Split the list, or use the command-line tool (accounts --file) for larger ones.`,
    });
  }
  // Blob.text() decodes UTF-8 as FileReader.readAsText does (a BOM dropped, bad bytes replaced).
  return file.text().then(
    (text) => (isCsvFile(file) ? readCsv(file.name, text) : { ok: true, text }),
    () => ({ ok: false, error: `“${file.name}” could not be read.` }),
  );
}

/** A CSV file's address columns for the box, and its other columns kept (the reader, with papaparse, loads here). */
async function readCsv(name: string, text: string): Promise<FileReadResult> {
  const { extractCsvAddresses } = await import('../../shared/address/address-csv');
  const csv = extractCsvAddresses(text);
  if (!csv) return { ok: true, text };
  return {
    ok: true,
    text: csv.text,
    note: `${name}: ${csv.summary}`,
    ...(csv.inputColumns ? { inputColumns: csv.inputColumns } : {}),
  };
}
