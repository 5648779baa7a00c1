/** Builds page-entry.ts into one IIFE for `page.addInitScript` (the renderer's `events` shim included). */
import { join, resolve } from 'node:path';
import { memoisedIifeBundle } from '../support/iife-bundle';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** The IIFE that puts the desk stores on `window.__deskStores`. */
export const deskStoresBundle = memoisedIifeBundle({
  entry: join(import.meta.dirname, 'page-entry.ts'),
  name: 'DeskStoresPage',
  alias: [{ find: /^events$/, replacement: join(projectRoot, 'renderer/shims/events.ts') }],
});
