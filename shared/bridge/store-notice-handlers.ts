/**
 * The storage core's notices over the bridge, once for every transport: what was found damaged in the
 * stores' database and what the app did about it (shared/storage/storage-core.ts), for the Log,
 * Favourites and Watch screens to show until the user dismisses it. In Electron they run in main; on the
 * web in the log's Worker, where the database is.
 */
import type { StorageCore } from '../storage/storage-core';
import type { BridgeHandlers } from './handlers';

/** The notice methods; on the web they run in the log's worker, like the log's. */
export const STORE_NOTICE_METHODS = ['storeNotices', 'dismissStoreNotice'] as const;
export type StoreNoticeMethod = (typeof STORE_NOTICE_METHODS)[number];

/** What the notice handlers are built from. */
export interface StoreNoticeDeps {
  storage: Pick<StorageCore, 'notices' | 'dismissNotice'>;
}

/** Builds the notice handlers over `deps.storage`. */
export function createStoreNoticeHandlers(deps: StoreNoticeDeps): Pick<BridgeHandlers, StoreNoticeMethod> {
  const { storage } = deps;
  return {
    storeNotices: async () => ({ notices: await storage.notices() }),
    dismissStoreNotice: async ({ id }) => ({ dismissed: await storage.dismissNotice(id) }),
  };
}
