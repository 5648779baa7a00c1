/**
 * Bundles `electron/preload-api.ts` (with zod and the bridge API) into one IIFE script for
 * `page.addInitScript`, so the page runs the production preload code. Built with Vite's library mode
 * once per test process (≈ 0.3 s), kept in memory, and also written to node_modules/.cache/shell-harness/
 * for inspection. Rebuilt each process so it can never be stale.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { memoisedIifeBundle } from '../support/iife-bundle';

const projectRoot = resolve(import.meta.dirname, '..', '..');
/** Where a copy of the bundle is written. */
export const PRELOAD_BUNDLE_CACHE = join(
  projectRoot,
  'node_modules',
  '.cache',
  'shell-harness',
  'preload-api.iife.js',
);

const build = memoisedIifeBundle({
  entry: join(import.meta.dirname, 'page-entry.ts'),
  name: 'TonIndexShellHarness',
});
let written: Promise<void> | undefined;

/** The IIFE that installs `window.tonIndex` over `window.__tonIndexInvoke` (built once per process). */
export async function preloadApiBundle(): Promise<string> {
  const code = await build();
  written ??= mkdir(join(PRELOAD_BUNDLE_CACHE, '..'), { recursive: true }).then(() =>
    writeFile(PRELOAD_BUNDLE_CACHE, code),
  );
  await written;
  return code;
}
