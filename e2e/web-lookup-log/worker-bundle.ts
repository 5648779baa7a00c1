/**
 * The web build's lookup log worker (renderer/bridge/lookup-log-worker.ts) as one classic script, with
 * the renderer's `events` shim, for web-lookup-log.spec.ts to serve to its test page (built once per
 * test process).
 */
import { join, resolve } from 'node:path';
import { memoisedIifeBundle } from '../support/iife-bundle';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** The worker script's code. */
export const lookupLogWorkerBundle = memoisedIifeBundle({
  entry: join(projectRoot, 'renderer/bridge/lookup-log-worker.ts'),
  name: 'LookupLogWorker',
  alias: [{ find: /^events$/, replacement: join(projectRoot, 'renderer/shims/events.ts') }],
});
