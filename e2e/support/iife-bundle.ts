/**
 * Bundles one entry file into a single IIFE script for `page.addInitScript`, with Vite's library mode,
 * in memory, once per test process (a failed build is retried on the next call). Used to run production
 * modules (the preload API, the web lookup log) inside a plain page.
 */
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** What to bundle. */
export interface IifeBundleOptions {
  /** Absolute path of the entry module. */
  entry: string;
  /** The IIFE's global name. */
  name: string;
  /** Module aliases, as in the renderer's Vite config (e.g. `events` → the renderer's shim). */
  alias?: { find: RegExp; replacement: string }[];
}

async function buildIife({ entry, name, alias = [] }: IifeBundleOptions): Promise<string> {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias },
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name, fileName: () => `${name}.iife.js` },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error(`Could not bundle ${entry} (no output chunk).`);
  return chunk.code;
}

/** A function that builds the bundle on its first call and returns the same code after. */
export function memoisedIifeBundle(options: IifeBundleOptions): () => Promise<string> {
  let bundle: Promise<string> | undefined;
  return () => {
    bundle ??= buildIife(options).catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
    return bundle;
  };
}
