/**
 * Bundled into the test page (web-desk-stores.spec.ts): the labels store, its CSV and the watch list's
 * store, over browser-level (IndexedDB) in sublevels of the web lookup log's own database — the place
 * the web bridge will keep them — on `window.__deskStores`, so a spec can drive them in real Chromium.
 */
import '../../renderer/polyfills'; // @ton/core (the address codec) needs Buffer, as in the renderer
import { BrowserLevel } from 'browser-level';
import { LABELS_SUBLEVEL, createLabelStore } from '../../shared/labels/label-store';
import { exportLabelsCsv, importLabelsCsv } from '../../shared/labels/labels-csv';
import { createLookupLog } from '../../shared/lookup-log/lookup-log';
import { WATCH_SUBLEVEL, createWatchStore } from '../../shared/watch/watch-store';
import { sampleDraft } from '../../test-support/sample-log-drafts';
import { WEB_LOOKUP_LOG_DB_NAME } from '../../renderer/bridge/web-lookup-log';

/** The stores over one fresh connection to the log's database, as a page load makes them. */
function open() {
  const db = new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME, {
    keyEncoding: 'utf8',
    valueEncoding: 'utf8',
  });
  const sub = (name: string) =>
    db.sublevel<string, string>(name, { keyEncoding: 'utf8', valueEncoding: 'utf8' });
  return {
    log: createLookupLog(db),
    labels: createLabelStore(sub(LABELS_SUBLEVEL)),
    watch: createWatchStore(sub(WATCH_SUBLEVEL), { historyPerAddress: 2 }),
    close: () => db.close(),
    keys: async () => (await db.keys().all()).sort(),
  };
}

(window as unknown as { __deskStores: unknown }).__deskStores = {
  open,
  exportLabelsCsv,
  importLabelsCsv,
  sampleDraft,
};
