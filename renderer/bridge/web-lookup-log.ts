/**
 * Web mode's lookup log: the same shared log (shared/lookup-log) over IndexedDB through browser-level.
 * Opened only inside the log's Worker (lookup-log-worker.ts), never on the page's main thread; the
 * desktop app keeps its log in main (LevelDB).
 */
import { BrowserLevel } from 'browser-level';
import { createLabelStore, LABELS_SUBLEVEL, type LabelStore } from '../../shared/labels';
import { createUserLibraryStore, LIBRARIES_SUBLEVEL, type UserLibraryStore } from '../../shared/libraries';
import { createLookupLog, type LookupLog } from '../../shared/lookup-log/lookup-log';
import { createWatchStore, WATCH_SUBLEVEL, type WatchStore } from '../../shared/watch';

/** The IndexedDB database that holds the log in this browser (per origin). */
export const WEB_LOOKUP_LOG_DB_NAME = 'ton-index-explorer-lookup-log';

/** Opens (lazily, at first use) the lookup log in this browser's IndexedDB, and the labels beside it. */
export function openWebLookupLog(): {
  log: LookupLog;
  labels: LabelStore;
  watch: WatchStore;
  libraries: UserLibraryStore;
} {
  const db = new BrowserLevel<string, string>(WEB_LOOKUP_LOG_DB_NAME, {
    keyEncoding: 'utf8',
    valueEncoding: 'utf8',
  });
  const location = "this browser's storage";
  return {
    log: createLookupLog(db, { location }),
    labels: createLabelStore(db.sublevel<string, string>(LABELS_SUBLEVEL, { valueEncoding: 'utf8' }), {
      location,
    }),
    watch: createWatchStore(db.sublevel<string, string>(WATCH_SUBLEVEL, { valueEncoding: 'utf8' }), {
      location,
    }),
    libraries: createUserLibraryStore(
      db.sublevel<string, string>(LIBRARIES_SUBLEVEL, { valueEncoding: 'utf8' }),
      { location },
    ),
  };
}
