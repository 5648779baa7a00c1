/**
 * The storage core's notices over the bridge, once for every transport: what was found damaged in the
 * stores' database and what the app did about it (shared/storage/storage-core.ts), for the Log,
 * Favourites and Watch screens to show until the user dismisses it. In Electron they run in main; on the
 * web in the log's Worker, where the database is.
 */
import type { StorageCore } from '../storage/storage-core';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { storageApi } from './api/storage-api';

/** What the notice handlers read: the storage core's notices. */
export type NoticeStorage = Pick<StorageCore, 'notices' | 'dismissNotice'>;

/** Builds the notice handlers over the storage core. */
export function createStoreNoticeHandlers(storage: NoticeStorage): HandlersOf<MethodsOf<typeof storageApi>> {
  return {
    storeNotices: async () => ({ notices: await storage.notices() }),
    dismissStoreNotice: async ({ id }) => ({ dismissed: await storage.dismissNotice(id) }),
  };
}
