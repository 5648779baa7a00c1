/**
 * The web build's job worker without its emulator (worker-entry.ts) as one classic script, with the
 * renderer's `events` shim, for web-lookup-log.spec.ts to serve to its test page (built once per test
 * process).
 */
import { join, resolve } from 'node:path';
import { memoisedIifeBundle } from '../support/iife-bundle';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** The worker script's code. */
export const jobWorkerBundle = memoisedIifeBundle({
  entry: join(import.meta.dirname, 'worker-entry.ts'),
  name: 'JobWorker',
  alias: [{ find: /^events$/, replacement: join(projectRoot, 'renderer/shims/events.ts') }],
});
