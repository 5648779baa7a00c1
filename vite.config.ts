/**
 * Vite config for the renderer in web mode (`npm run web`, e2e) and for Vitest (unit tests).
 * The Electron build (main, preload, renderer) is in electron.vite.config.ts.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: './',
  plugins: [react()],
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
