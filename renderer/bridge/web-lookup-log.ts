/**
 * Web mode's side of the lookup log and of `saveFile`: the same shared log (shared/lookup-log) over
 * IndexedDB through browser-level, and exports as a download instead of a save dialog. Used by the web
 * bridge only; the desktop app keeps its log in main (LevelDB) and saves through the native dialog.
 */
import { BrowserLevel } from 'browser-level';
import type { BridgeArg, BridgeValue, SaveFileFormat } from '../../shared/bridge/contract';
import { createLookupLog, type LookupLog } from '../../shared/lookup-log/lookup-log';

/** The IndexedDB database that holds the log in this browser (per origin). */
export const WEB_LOOKUP_LOG_DB_NAME = 'ton-index-explorer-lookup-log';

/** Opens (lazily, at first use) the lookup log in this browser's IndexedDB. */
export function openWebLookupLog(): LookupLog {
  const db = new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME, { keyEncoding: 'utf8', valueEncoding: 'utf8' });
  return createLookupLog(db, { location: "this browser's storage" });
}

/** MIME type of each export format (what the browser records for the download). */
export const DOWNLOAD_TYPES: Record<SaveFileFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  tsv: 'text/tab-separated-values;charset=utf-8',
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

/**
 * Saves `content` as a download named `suggestedName` (a Blob behind an `<a download>` clicked once).
 * The browser decides where it goes (usually Downloads, or it asks), so no location is answered.
 */
export function downloadFile(arg: BridgeArg<'saveFile'>, dom: DownloadDom = pageDom()): BridgeValue<'saveFile'> {
  const blob = new Blob([arg.content], { type: DOWNLOAD_TYPES[arg.format] });
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
