/**
 * The web app as the app benches load it: the project's own vite.config.ts built into a folder, without
 * source maps, plus any plugins a bench adds (the zod-pass counter).
 */
import { join, resolve } from 'node:path';
import { build, type PluginOption } from 'vite';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** Builds the web app (the project's vite.config.ts) into `outDir`, without source maps, plus `plugins`. */
export async function buildWebApp(outDir: string, plugins: PluginOption[] = []): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    mode: 'production',
    plugins,
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}
