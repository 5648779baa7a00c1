/**
 * Web mode's stores: the lookup log, labels and favourites, the watch list and the user's libraries,
 * over IndexedDB through browser-level, under the storage core (shared/storage), as in the desktop app.
 * Opened only inside the job worker (job-worker.ts), never on the page's main thread; the
 * desktop app keeps them in main (LevelDB).
 */
import { createKeptPaceStore, PACES_SUBLEVEL, type KeptPaceStore } from '../../shared/bulk/kept-pace-store';
import { createLabelStore, LABELS_SUBLEVEL, type LabelStore } from '../../shared/labels/label-store';
import {
  createUserLibraryStore,
  LIBRARIES_SUBLEVEL,
  type UserLibraryStore,
} from '../../shared/libraries/user-library-store';
import {
  createLookupLog,
  INDEXEDDB_MAX_VALUE_BYTES,
  type LookupLog,
} from '../../shared/lookup-log/lookup-log';
import { createStorageCore, ROOT_STORE, type StorageCore } from '../../shared/storage/storage-core';
import { createWatchStore, WATCH_SUBLEVEL, type WatchStore } from '../../shared/watch/watch-store';
import { createWebStoreEngine } from './web-store-engine';

/** The IndexedDB database that holds the log in this browser (per origin). */
export const WEB_LOOKUP_LOG_DB_NAME = 'ton-index-explorer-lookup-log';

/**
 * Opens (lazily, at first use) the stores in this browser's IndexedDB. `maxValueBytes` lowers the
 * log's bound on one stored value below IndexedDB's own (tests: a small body is then kept in parts).
 */
export function openWebLookupLog(maxValueBytes = INDEXEDDB_MAX_VALUE_BYTES): {
  log: LookupLog;
  labels: LabelStore;
  watch: WatchStore;
  libraries: UserLibraryStore;
  paces: KeptPaceStore;
  core: StorageCore;
} {
  const core = createStorageCore(createWebStoreEngine(WEB_LOOKUP_LOG_DB_NAME));
  const location = "this browser's storage";
  return {
    log: createLookupLog(core.store(ROOT_STORE), { location, maxValueBytes }),
    labels: createLabelStore(core.store(LABELS_SUBLEVEL), { location }),
    watch: createWatchStore(core.store(WATCH_SUBLEVEL), { location }),
    libraries: createUserLibraryStore(core.store(LIBRARIES_SUBLEVEL), { location }),
    paces: createKeptPaceStore(core.store(PACES_SUBLEVEL), { location }),
    core,
  };
}
