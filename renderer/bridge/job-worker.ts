/**
 * The web build's job worker: the one dedicated Worker that owns the index client, the bulk scheduler,
 * the lookup log (IndexedDB through browser-level), the labels, the watch list and its timer, and starts
 * the emulator's own Worker (renderer/tvm-worker) on first use. Lookups, tokens runs and inspects run
 * here as jobs (job-worker-serve.ts), so a 100,000-account lookup is fetched, checked, merged and logged
 * off the page's main thread; the page renders the events it is sent.
 */
// First: the labels store parses addresses with @ton/core, which calls the global Buffer.
import '../polyfills';
import { createIndexClient } from '../../shared/client/index-client';
import { serveBackEnd } from './job-worker-serve';
import type { PortLike } from './port-dispatch';
import { openWebLookupLog } from './web-lookup-log';

const stores = openWebLookupLog();
serveBackEnd(self as unknown as PortLike, {
  createClient: (client) => createIndexClient({ ...client, fetch: (url, init) => fetch(url, init) }),
  lookupLog: stores.log,
  labels: stores.labels,
  libraries: stores.libraries,
  paces: stores.paces,
  storage: stores.core,
  watch: stores.watch,
  // The emulator runs in a Worker of its own, whose script alone may compile WebAssembly.
  tvmRunner: async () => (await import('../tvm-worker/worker-runner')).createWorkerTvmRunner(),
  logger: console,
});
