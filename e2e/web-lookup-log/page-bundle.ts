/**
 * Builds page-entry.ts into one IIFE for `page.addInitScript`, with the same `events` alias as the
 * renderer's Vite configs (browser-level needs Node's EventEmitter), once per test process.
 */
import { join, resolve } from 'node:path';
import { memoisedIifeBundle } from '../support/iife-bundle';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** The IIFE that puts the web lookup log on `window.__webLookupLog`. */
export const webLookupLogBundle = memoisedIifeBundle({
  entry: join(import.meta.dirname, 'page-entry.ts'),
  name: 'WebLookupLogPage',
  alias: [{ find: /^events$/, replacement: join(projectRoot, 'renderer/shims/events.ts') }],
});
