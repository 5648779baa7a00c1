/**
 * @ton/sandbox's emulator binary for a Node host (the pool of Electron main and of the CLI from its
 * sources, which compiles it for its threads; tests' in-process engines), as the engine takes it
 * (shared/tvm/engine.ts imports none: the browser's Worker bundles its own, and the packed CLI reads
 * node-host/emulator-wasm-file.ts's file instead).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The package's module holding the binary as Base64 text. */
export const EMULATOR_WASM_MODULE = '@ton/sandbox/dist/executor/emulator-emscripten.wasm.js';

/** The module's one string literal (`module.exports = { EmulatorEmscriptenWasm: '…' }`), or null. */
function base64Literal(source: string): string | null {
  const start = source.indexOf("'");
  const end = source.lastIndexOf("'");
  const text = end > start ? source.slice(start + 1, end) : '';
  return /^[A-Za-z0-9+/]+=*$/.test(text.slice(0, 64)) && /^[A-Za-z0-9+/]*=*$/.test(text.slice(-64))
    ? text
    : null;
}

/**
 * The binary's bytes. Its Base64 text is a 6.7 MB CommonJS file, and `require` parses it as JavaScript
 * on the calling thread: 45–200 ms during which a tokens run's first request could not leave (the pool
 * compiles the binary as the run starts). So the file is read in the background, its literal cut out
 * and decoded natively (≈10 ms); a module of another shape is `require`d as before.
 */
export async function nodeEmulatorWasm(): Promise<Uint8Array> {
  const literal = base64Literal(await readFile(require.resolve(EMULATOR_WASM_MODULE), 'latin1'));
  return Buffer.from(
    literal ?? (require(EMULATOR_WASM_MODULE) as { EmulatorEmscriptenWasm: string }).EmulatorEmscriptenWasm,
    'base64',
  );
}
