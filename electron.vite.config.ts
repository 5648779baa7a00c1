/**
 * electron-vite build of the desktop app (docs/toolchain.md §7):
 * - main    → out/main/main.cjs (CommonJS; dependencies stay external, they ship in node_modules —
 *   classic-level, a native module, must);
 * - preload → out/preload/preload.cjs, ONE CommonJS file with zod and the bridge API bundled in, because a
 *   sandboxed preload can require nothing but 'electron';
 * - renderer (root renderer/, entry index.html) → out/renderer, served to the window over app://, with
 *   the Electron CSP written into its meta tag (renderer/csp.ts), minified and split exactly as the web
 *   build (renderer-build.config.ts holds what the two share).
 * The web build of the renderer (no Electron) is vite.config.ts.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { RENDERER_CODE_SPLITTING, rendererBuildConfig } from './renderer-build.config.ts';
import { sandboxDebuggerStub } from './renderer/csp.ts';
import { nodeOnlyStub } from './renderer/node-only-stub.ts';

const root = import.meta.dirname;
/** Where the three builds go; `TON_INDEX_OUT_DIR` lets the build-output test build into a temp folder. */
const out = process.env.TON_INDEX_OUT_DIR ? resolve(process.env.TON_INDEX_OUT_DIR) : resolve(root, 'out');
const desktopRenderer = rendererBuildConfig('electron');

export default defineConfig({
  main: {
    build: {
      outDir: resolve(out, 'main'),
      // Dependencies stay `require`s resolved from node_modules at run time. Essential for classic-level
      // (the lookup log): a native module whose loader finds its prebuilt .node binary next to its own
      // package, so it cannot be bundled (electron-builder.yml unpacks those binaries from the asar).
      externalizeDeps: true,
      rolldownOptions: {
        // No "plugins took N% of the build" notice: it shows on a busy machine and reads as an error.
        checks: { bundlerTimings: false },
        // The contract emulator's worker thread (node-host/tvm-threads.ts) is an entry of its own.
        input: {
          main: resolve(root, 'electron/main.ts'),
          'tvm-thread': resolve(root, 'node-host/tvm-thread.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(out, 'preload'),
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        checks: { bundlerTimings: false },
        input: { preload: resolve(root, 'electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    // The Electron CSP (no connect-src: main does all HTTP); app:// answers carry the same policy as a header.
    ...desktopRenderer,
    // The page's Workers get the same stubs as the web build's (vite.config.ts): the debugger-only and
    // Node-only parts of the emulator's packages are never loaded in a page.
    worker: { format: 'es', plugins: () => [sandboxDebuggerStub(), nodeOnlyStub()] },
    build: {
      ...desktopRenderer.build,
      outDir: resolve(out, 'renderer'),
      emptyOutDir: true,
      rolldownOptions: {
        checks: { bundlerTimings: false },
        input: resolve(root, 'renderer/index.html'),
        output: { codeSplitting: RENDERER_CODE_SPLITTING },
      },
    },
  },
});
