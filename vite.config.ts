/**
 * Vite config for the renderer in web mode (`npm run web`, e2e) and for Vitest (unit tests).
 * The Electron build (main, preload, renderer) is in electron.vite.config.ts.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { cspHtmlPlugin } from './renderer/csp';

export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: './',
  // The web build's CSP lets the in-page bridge reach whichever indexer the user sets (renderer/csp.ts).
  plugins: [react(), cspHtmlPlugin('web')],
  build: {
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    root: import.meta.dirname,
    include: ['{shared,electron,cli,e2e,renderer,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
