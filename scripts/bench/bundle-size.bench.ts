/**
 * Bench: the JavaScript the renderer's first screen loads, gzipped, for BOTH builds of the renderer:
 *
 * - `renderer-first-screen-js-gzip` — the web build, with the root `vite.config.ts` (exactly what
 *   `npm run build:web` ships);
 * - `desktop-renderer-first-screen-js-gzip` — the desktop build, with the renderer part of
 *   `electron.vite.config.ts` as electron-vite resolves it (what `npm run build` writes to out/renderer
 *   and the Electron window loads).
 *
 * Each is built into a temp dir; the gzip sizes (zlib level 9) of the entry chunk and everything it
 * imports statically (what index.html loads or modulepreloads) are summed; lazily imported chunks are
 * listed in `detail` but not counted. Target: ≤ 250 KB (1 KB = 1000 bytes, as Vite reports).
 * `baseline` is the same JS as built but not gzipped; `ratio` is gzip / raw. Run directly
 * (`npx tsx scripts/bench/bundle-size.bench.ts`) it prints one JSON line per build.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { resolveConfig } from 'electron-vite';
import { build, type InlineConfig, type Manifest } from 'vite';
import { result, type BenchResult } from './harness';

const ROOT = resolve(import.meta.dirname, '../..');
const TARGET_KB = 250;
const KB = 1000;

/** Raw and gzip (level 9) sizes of one built file, in bytes. */
async function sizes(outDir: string, file: string): Promise<{ file: string; raw: number; gzip: number }> {
  const bytes = await readFile(join(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The manifest keys of `entry` and every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return seen;
}

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const sum = (list: { raw: number; gzip: number }[], key: 'raw' | 'gzip') =>
  list.reduce((total, item) => total + item[key], 0);

/** Builds the web renderer into `outDir` with a manifest. */
async function buildWeb(outDir: string): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
}

/** Builds the desktop renderer (electron.vite.config.ts's `renderer`, resolved by electron-vite) into `outDir`. */
async function buildDesktop(outDir: string): Promise<void> {
  // electron-vite sets NODE_ENV while resolving; keep the bench process's own.
  const nodeEnv = process.env.NODE_ENV;
  let renderer: InlineConfig | undefined;
  try {
    const resolved = await resolveConfig(
      { configFile: join(ROOT, 'electron.vite.config.ts'), mode: 'production', logLevel: 'error' },
      'build',
      'production',
    );
    renderer = resolved.config?.renderer as InlineConfig | undefined;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (!renderer) throw new Error('electron.vite.config.ts has no renderer build.');
  await build({
    ...renderer,
    configFile: false,
    logLevel: 'error',
    build: { ...renderer.build, outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
}

/** Measures the first-screen JS of one build made by `make` into a temp dir. */
async function measure(name: string, make: (outDir: string) => Promise<void>): Promise<BenchResult> {
  const outDir = await mkdtemp(join(tmpdir(), 'bundle-size-'));
  try {
    await make(outDir);
    const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    // The page's entry (index.html); other entries (the TVM runner) load only when first needed.
    const entries = Object.entries(manifest).filter(
      ([, chunk]) => chunk.isEntry && chunk.src === 'index.html',
    );
    if (entries.length !== 1)
      throw new Error(`Expected one page entry (index.html) in the ${name} build, found ${entries.length}.`);
    const [entryKey, entryChunk] = entries[0]!;
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    if (!html.includes(entryChunk.file))
      throw new Error(`index.html does not load the entry chunk ${entryChunk.file}.`);

    const initial = staticClosure(manifest, entryKey);
    const jsFiles = [...initial].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const cssFiles = [...new Set([...initial].flatMap((key) => manifest[key]!.css ?? []))];
    const lazyFiles = Object.entries(manifest)
      .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith('.js'))
      .map(([, chunk]) => chunk.file);

    const js = await Promise.all(jsFiles.map((file) => sizes(outDir, file)));
    const css = await Promise.all(cssFiles.map((file) => sizes(outDir, file)));
    const lazy = await Promise.all(lazyFiles.map((file) => sizes(outDir, file)));
    const gzip = sum(js, 'gzip');
    const raw = sum(js, 'raw');
    return {
      ...result(name, { ours: gzip / KB, baseline: raw / KB }, TARGET_KB, undefined, 'KB'),
      detail: {
        jsFiles: js.map((f) => ({ file: f.file, rawKB: kb(f.raw), gzipKB: kb(f.gzip) })),
        cssGzipKB: kb(sum(css, 'gzip')),
        cssRawKB: kb(sum(css, 'raw')),
        lazyJsChunks: lazy.length,
        lazyJsGzipKB: kb(sum(lazy, 'gzip')),
        gzipLevel: 9,
        kbBytes: KB,
      },
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Runs the bench and returns its result lines: the web build, then the desktop build. */
export async function run(): Promise<BenchResult[]> {
  return [
    await measure('renderer-first-screen-js-gzip', buildWeb),
    await measure('desktop-renderer-first-screen-js-gzip', buildDesktop),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
