/**
 * `saveFile` in the web build: the export becomes a download instead of a save dialog. The desktop app
 * saves through the native dialog in main (electron/save-file.ts).
 */
import type { BridgeArg, BridgeValue } from '../../shared/bridge/api/bridge-api';
import { savedFileData, type SaveFileFormat } from '../../shared/bridge/api/system-api';

/** MIME type of each export format (what the browser records for the download). */
export const DOWNLOAD_TYPES: Record<SaveFileFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  tsv: 'text/tab-separated-values;charset=utf-8',
  svg: 'image/svg+xml;charset=utf-8',
  png: 'image/png',
};

/**
 * How long the object URL of a download stays valid. Revoking it at once races the download in some
 * browsers (the click only schedules it); a minute is far more than any browser needs to start it.
 */
const REVOKE_AFTER_MS = 60_000;

/** The page APIs a download uses; the real ones by default, injectable for tests. */
export interface DownloadDom {
  document: Pick<Document, 'createElement' | 'body'>;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

const pageDom = (): DownloadDom => ({
  document,
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});

/** Characters turned into a Blob part between two turns of the page (~2–6 MB of UTF-8). */
const BLOB_SLICE_CHARS = 2 * 1024 * 1024;

/**
 * The Blob of `content` (text, or text in parts), encoded a slice at a time with a turn of the page
 * between slices: made at once, a 100,000-row JSON export's Blob held the page for ~2 s; a Blob of
 * Blobs copies nothing more.
 */
async function blobInSlices(
  content: string | readonly string[],
  type: string,
  dom: DownloadDom,
): Promise<Blob> {
  const blobs: Blob[] = [];
  let sinceTurn = 0;
  for (const text of typeof content === 'string' ? [content] : content) {
    for (let start = 0; start < text.length;) {
      let end = Math.min(text.length, start + BLOB_SLICE_CHARS);
      // Never between the two halves of a surrogate pair: each half alone would be encoded as U+FFFD.
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
      blobs.push(new Blob([text.slice(start, end)]));
      sinceTurn += end - start;
      start = end;
      if (sinceTurn >= BLOB_SLICE_CHARS) {
        sinceTurn = 0;
        await new Promise<void>((resolve) => dom.setTimeout(resolve, 0));
      }
    }
  }
  return new Blob(blobs, { type });
}

/**
 * Saves `content` as a download named `suggestedName` (a Blob behind an `<a download>` clicked once).
 * The browser decides where it goes (usually Downloads, or it asks), so no location is answered.
 */
export async function downloadFile(
  arg: BridgeArg<'saveFile'>,
  dom: DownloadDom = pageDom(),
): Promise<BridgeValue<'saveFile'>> {
  const data = savedFileData(arg);
  const type = DOWNLOAD_TYPES[arg.format];
  const blob =
    data instanceof Uint8Array
      ? new Blob([data as Uint8Array<ArrayBuffer>], { type })
      : await blobInSlices(data, type, dom);
  const url = dom.createObjectURL(blob);
  const anchor = dom.document.createElement('a');
  anchor.href = url;
  anchor.download = arg.suggestedName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  dom.document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    dom.setTimeout(() => dom.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
  return { saved: true };
}
