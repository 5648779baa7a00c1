/**
 * Vite config for the renderer in web mode (`npm run web`, e2e) and for Vitest (unit tests). What the
 * web and desktop renderer builds share is in renderer-build.config.ts; the Electron build (main,
 * preload, renderer) is electron.vite.config.ts.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { sandboxDebuggerStub, tvmWorkerCspPlugin } from './renderer/csp.ts';
import { RENDERER_CODE_SPLITTING, rendererBuildConfig, TON_CRYPTO_SHIM } from './renderer-build.config.ts';
import { nodeOnlyStub } from './renderer/node-only-stub.ts';

// The web build's CSP lets the in-page bridge reach whichever indexer the user sets (renderer/csp.ts).
const renderer = rendererBuildConfig('web');
// Vitest runs in Node, as main and the CLI do: its tests use the whole @ton/crypto, not the page's shim.
const resolveOptions = process.env.VITEST
  ? { ...renderer.resolve, alias: renderer.resolve.alias.filter((alias) => alias !== TON_CRYPTO_SHIM) }
  : renderer.resolve;

/** The folders that hold Vitest tests (e2e/*.spec.ts are Playwright's). */
const TEST_FOLDERS = '{shared,electron,cli,node-host,e2e,renderer,scripts,local-index-server,test-support}';

export default defineConfig({
  ...renderer,
  resolve: resolveOptions,
  // The TVM Worker (renderer/tvm-worker) gets its own, wider policy as a response header.
  plugins: [...renderer.plugins, tvmWorkerCspPlugin()],
  build: {
    ...renderer.build,
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // No "plugins took N% of the build" notice: it shows on a busy machine and reads as an error.
      checks: { bundlerTimings: false },
      // Besides the page: the TVM runner, a tiny module loaded only when get-methods are first run
      // (stable name, exports kept), which starts the emulator's Worker.
      input: {
        index: resolve(import.meta.dirname, 'renderer/index.html'),
        'tvm-runner': resolve(import.meta.dirname, 'renderer/tvm-worker/worker-runner.ts'),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'tvm-runner' ? 'assets/tvm-runner.js' : 'assets/[name]-[hash].js',
        codeSplitting: RENDERER_CODE_SPLITTING,
      },
    },
  },
  // Workers are ES modules. The emulator's (the WebAssembly inlined, ≈7 MB) is named so that its CSP
  // header (renderer/csp.ts) finds it and no other worker's file.
  worker: {
    format: 'es',
    plugins: () => [sandboxDebuggerStub(), nodeOnlyStub()],
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        entryFileNames: (chunk) =>
          chunk.facadeModuleId?.replace(/\\/g, '/').endsWith('/renderer/tvm-worker/worker.ts')
            ? 'assets/tvm-worker-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  // Three tiers (docs/testing.md): `npm run unit` runs the first alone; `npm test` runs all three.
  test: {
    root: import.meta.dirname,
    environment: 'node',
    // expect.poll waits for a state; its default of 1 s is a budget a busy machine misses.
    expect: { poll: { timeout: 120_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${TEST_FOLDERS}/**/*.test.{ts,tsx}`],
          exclude: [`**/*.${'{int,sys}'}.test.{ts,tsx}`, '**/node_modules/**'],
          // No socket, process, thread or LevelDB on disk: each throws (test-support/unit-tier-guard.ts).
          setupFiles: ['test-support/unit-tier-guard.ts'],
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [`${TEST_FOLDERS}/**/*.int.test.{ts,tsx}`],
          // A hang guard only: the tests wait for states, and a loaded machine may take long to reach them.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: [`${TEST_FOLDERS}/**/*.sys.test.{ts,tsx}`],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
