/**
 * Bundled into the test page (web-lookup-log.spec.ts): the production web lookup log and download code,
 * and the production web bridge over a job worker at a given URL, plus sample drafts, on
 * `window.__webLookupLog`, so a spec can drive them in real Chromium against real IndexedDB (and a real
 * Worker) without going through the UI.
 */
import '../../renderer/polyfills';
import { BrowserLevel } from 'browser-level';
import { sampleDraft } from '../../test-support/sample-log-drafts';
import { createLookupLog } from '../../shared/lookup-log/lookup-log';
import { downloadFile } from '../../renderer/bridge/download-file';
import { createWebBridge } from '../../renderer/bridge/web-bridge';
import { openWebLookupLog, WEB_LOOKUP_LOG_DB_NAME } from '../../renderer/bridge/web-lookup-log';

const log = openWebLookupLog().log;

(window as unknown as { __webLookupLog: unknown }).__webLookupLog = {
  log,
  sampleDraft,
  downloadFile,
  /**
   * The web bridge over a job worker running `code` (from a blob URL, so that its own requests go to the
   * network as the page's would: the test routes the page's origin), its active profile the indexer at
   * `indexer`.
   */
  jobBridge: (code: string, indexer: string) => {
    const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    const items = new Map<string, string>();
    return createWebBridge({
      storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) },
      indexer,
      openWorker: () => new Worker(url, { name: 'jobs' }),
      logger: { warn: () => undefined },
    });
  },
  /** Marks the store as written by a newer app, through a second connection. */
  async markNewerSchema() {
    const db = new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME);
    await db.put('meta:schema', '4');
    await db.close();
  },
  /** A fresh log object over the same database, as a new page load makes. */
  reopen: () => openWebLookupLog().log,
  /** The app's log over the same database, keeping at most `maxValueBytes` in one stored value. */
  valueBound: (maxValueBytes: number) => openWebLookupLog(maxValueBytes).log,
  /** The byte size of each stored part of entry `id`'s body, in key order, read through a second connection. */
  async bodyPartSizes(id: string) {
    const db = new BrowserLevel<string, Uint8Array>(WEB_LOOKUP_LOG_DB_NAME, { valueEncoding: 'view' });
    try {
      const rows = await db.iterator({ gte: `body:${id}`, lt: `body:${id};` }).all();
      return rows.map(([key, value]) => [key, value.byteLength] as const);
    } finally {
      await db.close();
    }
  },
  /** A log over the same database with a small entry bound. */
  bounded: (maxEntries: number) =>
    createLookupLog(new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME), { maxEntries }),
  /** Every key and value in the database, read through a second connection. */
  async rawEntries() {
    const db = new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME);
    try {
      return await db.iterator().all();
    } finally {
      await db.close();
    }
  },
};
