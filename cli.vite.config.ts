/**
 * The packed CLI (`npm run build:cli`, run by `npm pack` through `prepack`): cli/main.ts and the
 * emulator's worker thread (node-host/tvm-thread.ts) bundled for Node into out/cli/, every dependency
 * inside, so the command needs nothing from node_modules at run time — package.json's `bin` points
 * `ton-index` at out/cli/ton-index.mjs.
 *
 * - What a lookup runs before its first request — cli/main.ts and everything `accounts` and `info` import
 *   statically — is one chunk, the entry itself ({@link startChunks}): Node's ES module loader resolves,
 *   reads and links each file on its own, and the twenty chunks the automatic splitting made of that path
 *   were a cost every command paid before its first request. Each other command's module is a chunk of
 *   its own, loaded when the command runs (cli/command-table.ts).
 * - Every chunk lies flat in out/cli/, beside the thread's entry `tvm-thread.mjs`: node-host/tvm-threads.ts
 *   starts its threads from `./tvm-thread.mjs` next to its own module — the tsx shim in the sources, the
 *   bundled thread here.
 * - The emulator pool reads the emulator's WebAssembly from out/cli/emulator.wasm, written here from the
 *   package's Base64 text ({@link emulatorWasmFile}), and compiles it once for its threads.
 * - The entry starts with a `#!` line running Node without flags. Any V8 flag changes V8's flag hash, and
 *   Node then refuses the code cache of its own modules (built with none): with package.json's `cli`
 *   flags (`--max-semi-space-size=4`) every built-in a lookup loads — fetch's undici, http2, tls,
 *   streams — was compiled from source before its first request (≈90 ms of CPU more to it). The price:
 *   V8's default young generation, ≈35 MB more resident on a million-address `--file` stream than
 *   `npm run cli` (d7b535f). Node 20 cannot set it after start, nor replace its own process with a
 *   flagged one, and a flagged child would hold more than it saves (its parent, ≈50 MB).
 * Electron main bundles its own copy of the thread (electron.vite.config.ts, out/main/tvm-thread.cjs).
 */
import { chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { EMULATOR_WASM_MODULE } from './node-host/emulator-wasm.ts';
import { EMULATOR_WASM_FILE } from './node-host/emulator-wasm-file.ts';
import { sandboxDebuggerStub } from './renderer/csp.ts';
import { TON_CRYPTO_SHIM } from './renderer-build.config.ts';

const root = import.meta.dirname;
/** Where the bundle goes (`vite build -c cli.vite.config.ts --outDir DIR` builds elsewhere: tests, benches). */
const out = resolve(root, 'out/cli');

/**
 * The emulator binary as a file: node-host/emulator-wasm.ts (which `require`s the Base64 text
 * from node_modules, where a bundler does not follow) is replaced by node-host/emulator-wasm-file.ts,
 * and the bytes are written beside the bundle.
 */
function emulatorWasmFile() {
  const SOURCE = resolve(root, 'node-host/emulator-wasm.ts');
  return {
    name: 'ton-index-emulator-wasm-file',
    enforce: 'pre' as const,
    async resolveId(
      this: { resolve(source: string, importer?: string, options?: object): Promise<{ id: string } | null> },
      source: string,
      importer: string | undefined,
    ) {
      if (!source.includes('emulator-wasm')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === SOURCE ? resolve(root, 'node-host/emulator-wasm-file.ts') : null;
    },
    generateBundle(this: {
      emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string;
    }) {
      const { EmulatorEmscriptenWasm } = createRequire(import.meta.url)(EMULATOR_WASM_MODULE) as {
        EmulatorEmscriptenWasm: string;
      };
      this.emitFile({
        type: 'asset',
        fileName: EMULATOR_WASM_FILE,
        source: Buffer.from(EmulatorEmscriptenWasm, 'base64'),
      });
    },
  };
}

/** What {@link startChunks} reads of Rolldown's module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `entries` reach through static imports (dynamic `import()` is where loading stops). */
function staticClosure(graph: ModuleGraph, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunks of the start: the modules the CLI's entry and the commands whose first act is a request
 * (`accounts`, `info`) import statically go into the entry's chunk, save those the emulator's thread
 * imports too, which make one chunk shared by both — were they in the entry, the thread would import
 * the entry, and evaluate the CLI in each thread. Rolldown's automatic splitting cuts the rest.
 */
function startChunks() {
  let start: Set<string> | undefined;
  let thread: Set<string> | undefined;
  const closures = (graph: ModuleGraph) => {
    start ??= staticClosure(
      graph,
      ['cli/main.ts', 'cli/commands/accounts.ts', 'cli/commands/info.ts'].map((file) => resolve(root, file)),
    );
    thread ??= staticClosure(graph, [resolve(root, 'node-host/tvm-thread.ts')]);
    return { start, thread };
  };
  return {
    groups: [
      {
        name: (id: string, graph: ModuleGraph) => {
          const { start, thread } = closures(graph);
          return start.has(id) && thread.has(id) ? 'thread-shared' : null;
        },
        // Taken first, so that the start's group (which takes its modules' imports along) leaves them here.
        priority: 2,
      },
      {
        name: (id: string, graph: ModuleGraph) => {
          const { start, thread } = closures(graph);
          return start.has(id) && !thread.has(id) ? 'ton-index' : null;
        },
        priority: 1,
      },
    ],
  };
}

/** Makes the entry executable, so that out/cli/ton-index.mjs runs as a command by its `#!` line. */
function executableEntry() {
  return {
    name: 'ton-index-executable-entry',
    writeBundle(options: { dir?: string }) {
      chmodSync(resolve(options.dir ?? out, 'ton-index.mjs'), 0o755);
    },
  };
}

export default defineConfig({
  root,
  // Only the bundle: no public/ folder, no .env files read.
  publicDir: false,
  envDir: false,
  plugins: [emulatorWasmFile(), sandboxDebuggerStub(), executableEntry()],
  // @ton/crypto as the renderer bundles it: its index (mnemonics, HD keys, TweetNaCl, ≈100 KB bundled)
  // was evaluated by every command that loads @ton/core and by every emulator thread before it was
  // ready; the CLI, like the app, only hashes cells and never signs.
  resolve: { alias: [TON_CRYPTO_SHIM] },
  // CommonJS packages bundled into ES modules: their `__dirname` is the chunk's own folder.
  define: { __dirname: 'import.meta.dirname' },
  // Node's built-ins stay imports; every package is bundled.
  ssr: { target: 'node', noExternal: true },
  build: {
    ssr: true,
    // The emulator's binary is an asset of the bundle (Vite drops the assets of an SSR build by default).
    ssrEmitAssets: true,
    target: 'node20',
    outDir: out,
    emptyOutDir: true,
    minify: true,
    reportCompressedSize: false,
    rolldownOptions: {
      // No "plugins took N% of the build" notice: it shows on a busy machine and reads as an error.
      checks: { bundlerTimings: false },
      input: {
        'ton-index': resolve(root, 'cli/main.ts'),
        'tvm-thread': resolve(root, 'node-host/tvm-thread.ts'),
      },
      output: {
        format: 'esm',
        entryFileNames: '[name].mjs',
        chunkFileNames: '[name]-[hash].mjs',
        codeSplitting: startChunks(),
        banner: (chunk) => (chunk.isEntry && chunk.name === 'ton-index' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
});
