/**
 * Bundled into the test page (web-lookup-log.spec.ts): the production web lookup log and download code,
 * the page's side of the log worker's protocol and the draft uploader, plus sample drafts, on
 * `window.__webLookupLog`, so a spec can drive them in real Chromium against real IndexedDB (and a real
 * Worker) without going through the UI.
 */
import '../../renderer/polyfills';
import { BrowserLevel } from 'browser-level';
import { sampleDraft } from '../../test-support/sample-log-drafts';
import { createLookupLog } from '../../shared/lookup-log/lookup-log';
import { bridgeOver } from '../../shared/bridge/dispatch';
import { methodsOf } from '../../shared/bridge/api/bridge-api';
import { lookupLogApi } from '../../shared/bridge/api/lookup-log-api';
import { uploadLookupLogDraft } from '../../shared/bridge/log-draft-upload';
import { dispatchOverPort } from '../../renderer/bridge/port-dispatch';
import { downloadFile } from '../../renderer/bridge/download-file';
import { openWebLookupLog, WEB_LOOKUP_LOG_DB_NAME } from '../../renderer/bridge/web-lookup-log';

const log = openWebLookupLog().log;

(window as unknown as { __webLookupLog: unknown }).__webLookupLog = {
  log,
  sampleDraft,
  downloadFile,
  uploadLookupLogDraft,
  /** The log's methods as the web bridge routes them: to the worker script at `url`, started on first use. */
  workerLog: (url: string) =>
    bridgeOver(
      dispatchOverPort(() => new Worker(url, { name: 'lookup-log' })),
      methodsOf(lookupLogApi),
    ),
  /** Marks the store as written by a newer app, through a second connection. */
  async markNewerSchema() {
    const db = new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME);
    await db.put('meta:schema', '2');
    await db.close();
  },
  /** A fresh log object over the same database, as a new page load makes. */
  reopen: () => openWebLookupLog().log,
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
