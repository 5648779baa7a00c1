/**
 * The stores the back end (shared/bridge/back-end.ts) is built over, each in its place of one storage
 * core — as the web worker opens them (renderer/bridge/web-lookup-log.ts) and Electron main does
 * (electron/lookup-log-store.ts) — for tests that build a back end over a database of their own.
 */
import { createKeptPaceStore, PACES_SUBLEVEL } from '../shared/bulk/kept-pace-store';
import { createLabelStore, LABELS_SUBLEVEL } from '../shared/labels/label-store';
import { createUserLibraryStore, LIBRARIES_SUBLEVEL } from '../shared/libraries/user-library-store';
import { createLookupLog } from '../shared/lookup-log/lookup-log';
import { ROOT_STORE, type StorageCore } from '../shared/storage/storage-core';
import { createWatchStore, WATCH_SUBLEVEL } from '../shared/watch/watch-store';

/** The log, labels, watch list, libraries and learned paces over `core`, and `core` as their storage. */
export function backEndStores(core: StorageCore) {
  return {
    lookupLog: createLookupLog(core.store(ROOT_STORE)),
    labels: createLabelStore(core.store(LABELS_SUBLEVEL)),
    watch: createWatchStore(core.store(WATCH_SUBLEVEL)),
    libraries: createUserLibraryStore(core.store(LIBRARIES_SUBLEVEL)),
    paces: createKeptPaceStore(core.store(PACES_SUBLEVEL)),
    storage: core,
  };
}
