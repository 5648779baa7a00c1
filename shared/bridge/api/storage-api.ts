/**
 * What the stores (log, labels, watch list) found damaged when they were opened and what was done about
 * it, as bridge methods. Implemented by shared/bridge/store-notice-handlers.ts over the storage core's
 * notices: in main in Electron, in the log's Worker on the web.
 */
import { z } from 'zod';
import { storeNoticeSchema } from '../../storage/store-notice';
import { noArg } from './api-parts';

/** The store-notice methods. */
export const storageApi = {
  /** What was found damaged in the stores and what was done, newest first. */
  storeNotices: {
    arg: noArg,
    result: z.object({ notices: z.array(storeNoticeSchema) }),
  },
  /** Drops a notice once the user has read it. */
  dismissStoreNotice: {
    arg: z.object({ id: storeNoticeSchema.shape.id }).strict(),
    result: z.object({ dismissed: z.boolean() }),
  },
} as const;
