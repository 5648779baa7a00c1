/**
 * The job worker for web-lookup-log.spec.ts: the production worker code (renderer/bridge/job-worker-serve.ts)
 * over the production IndexedDB stores (renderer/bridge/web-lookup-log.ts) and the page's fetch — all of
 * renderer/bridge/job-worker.ts but the emulator, which this spec does not need.
 */
import '../../renderer/polyfills';
import { createIndexClient } from '../../shared/client/index-client';
import { serveBackEnd } from '../../renderer/bridge/job-worker-serve';
import type { PortLike } from '../../renderer/bridge/port-dispatch';
import { openWebLookupLog } from '../../renderer/bridge/web-lookup-log';

const stores = openWebLookupLog();
serveBackEnd(self as unknown as PortLike, {
  createClient: (client) => createIndexClient({ ...client, fetch: (url, init) => fetch(url, init) }),
  lookupLog: stores.log,
  labels: stores.labels,
  libraries: stores.libraries,
  storage: stores.core,
  watch: stores.watch,
  startWatcher: false,
});
