/**
 * Bundles `electron/preload-api.ts` (with zod and the contract) into one IIFE script for
 * `page.addInitScript`, so the page runs the production preload code. Built with Vite's library mode
 * once per test process (≈ 0.3 s), kept in memory, and also written to node_modules/.cache/shell-harness/
 * for inspection. Rebuilt each process so it can never be stale.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

const projectRoot = resolve(import.meta.dirname, '..', '..');
/** Where a copy of the bundle is written. */
export const PRELOAD_BUNDLE_CACHE = join(
  projectRoot,
  'node_modules',
  '.cache',
  'shell-harness',
  'preload-api.iife.js',
);

let bundle: Promise<string> | undefined;

async function buildBundle(): Promise<string> {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      target: 'es2022',
      lib: {
        entry: join(import.meta.dirname, 'page-entry.ts'),
        formats: ['iife'],
        name: 'TonIndexShellHarness',
        fileName: () => 'preload-api.iife.js',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (!chunk)
    throw new Error('The shell harness could not bundle electron/preload-api.ts (no output chunk).');
  await mkdir(join(PRELOAD_BUNDLE_CACHE, '..'), { recursive: true });
  await writeFile(PRELOAD_BUNDLE_CACHE, chunk.code);
  return chunk.code;
}

/** The IIFE that installs `window.tonIndex` over `window.__tonIndexInvoke` (built once per process). */
export function preloadApiBundle(): Promise<string> {
  bundle ??= buildBundle().catch((error: unknown) => {
    bundle = undefined;
    throw error;
  });
  return bundle;
}
