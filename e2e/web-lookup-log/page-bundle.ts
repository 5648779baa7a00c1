/**
 * Builds page-entry.ts into one IIFE for `page.addInitScript`, with the same `events` alias as the
 * renderer's Vite configs (browser-level needs Node's EventEmitter), once per test process.
 */
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

const projectRoot = resolve(import.meta.dirname, '..', '..');
let bundle: Promise<string> | undefined;

async function buildBundle(): Promise<string> {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias: [{ find: /^events$/, replacement: join(projectRoot, 'renderer/shims/events.ts') }] },
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry: join(import.meta.dirname, 'page-entry.ts'), formats: ['iife'], name: 'WebLookupLogPage', fileName: () => 'page.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error('Could not bundle e2e/web-lookup-log/page-entry.ts (no output chunk).');
  return chunk.code;
}

/** The IIFE that puts the web lookup log on `window.__webLookupLog`. */
export function webLookupLogBundle(): Promise<string> {
  bundle ??= buildBundle().catch((error: unknown) => {
    bundle = undefined;
    throw error;
  });
  return bundle;
}
