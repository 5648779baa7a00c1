/**
 * Vite config for the renderer in web mode (`npm run web`, e2e) and for Vitest (unit tests). What the
 * web and desktop renderer builds share is in renderer-build.config.ts; the Electron build (main,
 * preload, renderer) is electron.vite.config.ts.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { rendererBuildConfig } from './renderer-build.config.ts';

// The web build's CSP lets the in-page bridge reach whichever indexer the user sets (renderer/csp.ts).
const renderer = rendererBuildConfig('web');

export default defineConfig({
  ...renderer,
  build: {
    ...renderer.build,
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    root: import.meta.dirname,
    include: ['{shared,electron,cli,e2e,renderer,scripts,local-index-server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
