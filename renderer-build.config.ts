/**
 * What the two builds of the renderer share: the web build (vite.config.ts) and the desktop build
 * (electron.vite.config.ts, the page the Electron window loads). Both are minified and split the same
 * way — one first-screen chunk, the export module and the web lookup log loaded on first use — so the
 * desktop window loads no more than the browser does (`npm run bench` measures both). Only the CSP
 * (renderer/csp.ts) and where the files go differ.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { cspHtmlPlugin } from './renderer/csp.ts';
import { nodeOnlyStub } from './renderer/node-only-stub.ts';
import type { CspTarget } from './shared/csp.ts';

const root = import.meta.dirname;

/**
 * How both renderer builds split chunks (`rolldownOptions.output.codeSplitting`). Lazy parts (the
 * detail's contract section, the Tokens screen) share modules with the first screen, which rolldown
 * then moves into common chunks the entry imports before running its own code. The Buffer polyfill
 * gets a chunk of its own, imported first, so it runs before @ton/core (in a common chunk) needs it.
 */
export const RENDERER_CODE_SPLITTING = {
  groups: [
    {
      name: 'polyfills',
      test: /renderer[\\/]polyfills\.ts$|node_modules[\\/](buffer|base64-js|ieee754)[\\/]/,
      priority: 20,
    },
    // Small first-screen modules that lazy chunks also import each became a chunk of their own (0.1–1.5 KB
    // gzip each, every one with its own import/export glue and gzip header). Held in one chunk they cost
    // 1.8 KB less on the first screen. Only first-screen modules match, so no lazy code moves forward.
    {
      name: 'first-screen-shared',
      test: /zod[\\/]v4[\\/]classic[\\/]iso\.js$|renderer[\\/](model[\\/](store-parts|use-labels)|ui[\\/](use-steps-after-paint|navigation|copy-button|label-tag|server-text))\.tsx?$|shared[\\/](labels[\\/]label-record|bridge[\\/]api[\\/]labels-api)\.ts$/,
      priority: 10,
    },
  ],
};

/**
 * The renderer's @ton/crypto: the package's index drags its mnemonic and HD-key code into the first
 * screen, and TweetNaCl with them (renderer/shims/ton-crypto.ts). The packed CLI bundles the same
 * (cli.vite.config.ts: its start and its emulator threads' are shorter without them); Node from
 * the sources — main, the CLI under tsx and Vitest — keeps the whole package.
 */
export const TON_CRYPTO_SHIM = {
  find: /^@ton\/crypto$/,
  replacement: resolve(root, 'renderer/shims/ton-crypto.ts'),
};

/** The renderer's shared Vite options, with the CSP of `target` written into index.html. */
export function rendererBuildConfig(target: CspTarget) {
  return {
    root: resolve(root, 'renderer'),
    base: './',
    plugins: [react(), cspHtmlPlugin(target), nodeOnlyStub()],
    // browser-level (web lookup log) needs Node's `events`; the page gets a small shim (renderer/shims/events.ts).
    resolve: {
      alias: [{ find: /^events$/, replacement: resolve(root, 'renderer/shims/events.ts') }, TON_CRYPTO_SHIM],
    },
    build: {
      // electron-vite leaves its renderer unminified unless told; the window then loads 1.8 MB.
      minify: true,
      cssMinify: true,
      // The first screen is ~760 kB minified in a few chunks (~227 kB gzip, measured by `npm run bench`,
      // target ≤ 250 kB): React, TanStack, zod and @ton/core are all needed by it; the contract section,
      // the Tokens screen and the emulator are lazy chunks. The emulator's Worker (≈7 MB, its WebAssembly
      // inlined) is the one big file by design, and Workers inherit this limit; the bench, not this
      // warning, guards the first screen.
      chunkSizeWarningLimit: 8_000,
    },
  };
}
