/**
 * The web build's lookup log, in a dedicated Worker: the shared log handlers (draft parts checked and
 * assembled, one atomic write) over IndexedDB through browser-level. A 100,000-account entry is
 * assembled, serialised (~65 MB of JSON) and written here, so the page's main thread never holds one
 * long task for it. The page talks to it through renderer/bridge/port-dispatch.ts.
 */
// First: the labels store parses addresses with @ton/core, which calls the global Buffer.
import '../polyfills';
import { createBridgeDispatch } from '../../shared/bridge/dispatch';
import { createLabelHandlers } from '../../shared/bridge/label-handlers';
import { createLibraryHandlers } from '../../shared/bridge/library-handlers';
import { createLookupLogHandlers } from '../../shared/bridge/lookup-log-handlers';
import { createStoreNoticeHandlers } from '../../shared/bridge/store-notice-handlers';
import { createWatchHandlers } from '../../shared/bridge/watch-handlers';
import { serveOverPort, type PortLike } from './port-dispatch';
import { openWebLookupLog } from './web-lookup-log';

const stores = openWebLookupLog();
const { handlers } = createLookupLogHandlers({ lookupLog: stores.log });
// The labels live in a sublevel of the log's database, so they are served here too.
serveOverPort(
  self as unknown as PortLike,
  createBridgeDispatch({
    ...handlers,
    ...createLabelHandlers({ labels: stores.labels }),
    ...createWatchHandlers({ watch: stores.watch }),
    ...createLibraryHandlers({ libraries: stores.libraries }),
    ...createStoreNoticeHandlers({ storage: stores.core }),
  }),
);
