/**
 * Reads a dropped or chosen file into the Addresses box: only .txt and .csv (by extension or MIME
 * type), at most {@link MAX_FILE_BYTES}, as UTF-8 text. Everything else gets a clear sentence. A CSV
 * is read behind the bridge (`readListFile`: its address columns found and its other columns kept there,
 * by the CLI's reader), never on this page: 100,000 rows × 5 columns were ~0.5 s of one task here. A
 * .txt is its own list and goes into the box as it is.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { isTableListFile, MAX_LIST_FILE_BYTES } from '../../shared/address/list-file';
import { formatBytes } from '../../shared/byte-size';
import { errorText } from '../../shared/errors';
import { unwrap, useBridge } from '../bridge/bridge-context';

/** The largest list file the box takes (shared/address/list-file.ts). */
export const MAX_FILE_BYTES = MAX_LIST_FILE_BYTES;

/** Whether a file looks like a plain text or CSV list. */
export function isTextListFile(file: { name: string; type: string }): boolean {
  return /\.(txt|csv)$/i.test(file.name) || file.type === 'text/plain' || file.type === 'text/csv';
}

/**
 * A list file's own columns, kept behind the bridge under `id` — a file read there (`readListFile`),
 * or the logged lookup that keeps them (a lookup reopened or re-run): their names, for the lookup that
 * names the file (`startLookup`'s `listFile`).
 */
export interface ListFileRef {
  readonly id: string;
  readonly headers: readonly string[];
}

/**
 * What a file gave: the text for the Addresses box (and, for CSV, what was taken and the file whose
 * other columns are kept for the export), or an error sentence.
 */
export type FileReadResult =
  { ok: true; text: string; note?: string; listFile?: ListFileRef } | { ok: false; error: string };

/** The file's addresses (for CSV: its address columns, read through `bridge`), or an error sentence. */
export function readTextFile(
  file: File,
  bridge: Pick<TonIndexBridge, 'readListFile'>,
): Promise<FileReadResult> {
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
    // A .txt is its own list (the CLI's reader keeps it as it is): sending it across and taking the
    // same text back held a second copy of the file on this page, +24 MB after GC at 500,000 lines
    // (app-500k-heap-after-gc 166.6 -> 190.0 MB). Only a table has columns to keep behind the bridge.
    (text) =>
      isTableListFile(listFileName(file)) ? readBehindBridge(bridge, file, text) : { ok: true, text },
    () => ({ ok: false, error: `“${file.name}” could not be read.` }),
  );
}

/** The name the file is read by: a CSV known by its MIME type alone is read as one. */
function listFileName(file: { name: string; type: string }): string {
  return file.type === 'text/csv' && !isTableListFile(file.name) ? `${file.name}.csv` : file.name;
}

/**
 * A table's addresses for the box — a CSV's address columns and the note — read behind the bridge by
 * the reader `cli accounts --file` uses, which keeps the file's other columns there.
 */
async function readBehindBridge(
  bridge: Pick<TonIndexBridge, 'readListFile'>,
  file: { name: string; type: string },
  text: string,
): Promise<FileReadResult> {
  try {
    const read = await unwrap(bridge.readListFile({ name: listFileName(file), text }));
    return {
      ok: true,
      text: read.text,
      ...(read.note ? { note: read.note } : {}),
      ...(read.file ? { listFile: read.file } : {}),
    };
  } catch (error) {
    return { ok: false, error: `“${file.name}” could not be read: ${errorText(error)}` };
  }
}

/** {@link readTextFile} over this window's bridge. */
export function useReadTextFile(): (file: File) => Promise<FileReadResult> {
  const { bridge } = useBridge();
  return (file) => readTextFile(file, bridge);
}
