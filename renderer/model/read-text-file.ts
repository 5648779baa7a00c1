/**
 * Reads a dropped or chosen file into the Addresses box: only .txt and .csv (by extension or MIME
 * type), at most {@link MAX_FILE_BYTES}, as UTF-8 text. Everything else gets a clear sentence. From a
 * CSV file only the address columns are taken (labels and amounts would read as invalid addresses).
 */
import { extractCsvAddresses } from '../../shared/address/address-csv';
import { formatBytes } from '../../shared/byte-size';

/**
 * 16 MB: about 240,000 raw addresses one per line (100,000 take 6.7 MB raw, 4.7 MB as EQ…), and still
 * parsed in a few seconds in the page. Bigger lists belong to the CLI, which streams them.
 */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Whether a file looks like a plain text or CSV list. */
export function isTextListFile(file: { name: string; type: string }): boolean {
  return /\.(txt|csv)$/i.test(file.name) || file.type === 'text/plain' || file.type === 'text/csv';
}

/** What a file gave: the text for the Addresses box (and, for CSV, what was taken), or an error sentence. */
export type FileReadResult = { ok: true; text: string; note?: string } | { ok: false; error: string };

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
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = typeof reader.result === 'string' ? reader.result : '';
      const csv = isCsvFile(file) ? extractCsvAddresses(text) : null;
      resolve(csv ? { ok: true, text: csv.text, note: `${file.name}: ${csv.summary}` } : { ok: true, text });
    };
    reader.onerror = () => resolve({ ok: false, error: `“${file.name}” could not be read.` });
    reader.readAsText(file);
  });
}
