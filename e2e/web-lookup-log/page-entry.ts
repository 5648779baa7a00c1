/**
 * Bundled into the test page (web-lookup-log.spec.ts): the production web lookup log and download code,
 * plus sample drafts, on `window.__webLookupLog`, so a spec can drive them in real Chromium against real
 * IndexedDB without going through the UI.
 */
import { BrowserLevel } from 'browser-level';
import { sampleDraft } from '../../test-support/sample-log-drafts';
import { createLookupLog } from '../../shared/lookup-log/lookup-log';
import { downloadFile } from '../../renderer/bridge/download-file';
import { openWebLookupLog, WEB_LOOKUP_LOG_DB_NAME } from '../../renderer/bridge/web-lookup-log';

const log = openWebLookupLog();

(window as unknown as { __webLookupLog: unknown }).__webLookupLog = {
  log,
  sampleDraft,
  downloadFile,
  /** Marks the store as written by a newer app, through a second connection. */
  async markNewerSchema() {
    const db = new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME);
    await db.put('meta:schema', '2');
    await db.close();
  },
  /** A fresh log object over the same database, as a new page load makes. */
  reopen: () => openWebLookupLog(),
  /** A log over the same database with a small entry bound. */
  bounded: (maxEntries: number) => createLookupLog(new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME), { maxEntries }),
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
