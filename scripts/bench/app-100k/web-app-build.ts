/**
 * What the app-100k scripts (the A/B, the frames, the profile) each need before a page opens: the web
 * app of a checkout built for production, and the file of addresses a user would load — one way, here,
 * so the sides they compare are built and fed alike.
 */
import { join } from 'node:path';
import { Address } from '@ton/core';
import { build, type PluginOption } from 'vite';

/**
 * Builds the web app of the checkout at `root` into `outDir` for production, without source maps.
 * `minify: false` keeps function names readable in a profile; `plugins` are added to the config's
 * (the zod-pass counter of app-heap.bench.ts).
 */
export async function buildWebApp(
  root: string,
  outDir: string,
  options: { minify?: boolean; plugins?: PluginOption[] } = {},
): Promise<void> {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    mode: 'production',
    plugins: options.plugins ?? [],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      ...(options.minify === false ? { minify: false } : {}),
    },
  });
}

/** Raw addresses as the file a user loads: one user-friendly (bounceable, URL-safe) address a line. */
export function friendlyAddressFile(raws: readonly string[]): string {
  return raws.map((raw) => Address.parse(raw).toString({ urlSafe: true, bounceable: true })).join('\n');
}
