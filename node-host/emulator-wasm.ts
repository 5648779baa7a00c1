/**
 * @ton/sandbox's emulator binary for a Node host (the pool of Electron main and of the CLI from its
 * sources, which compiles it for its threads; tests' in-process engines), as the engine takes it
 * (shared/tvm/engine.ts imports none: the browser's Worker bundles its own, and the packed CLI reads
 * node-host/emulator-wasm-file.ts's file instead).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The package's module holding the binary as Base64 text. */
export const EMULATOR_WASM_MODULE = '@ton/sandbox/dist/executor/emulator-emscripten.wasm.js';

/**
 * The binary's bytes. Its Base64 text is a 6.7 MB CommonJS file: `require` reads it in ≈45 ms, where an
 * ESM import takes 170–250 ms under tsx, whose loader passes the source between threads — and a pool
 * pays this before its first thread can answer. Node's own decoder then takes ≈10 ms, where the
 * engine's portable one (`atob` and a loop) takes 40–160 ms.
 */
export const nodeEmulatorWasm = (): Uint8Array =>
  Buffer.from(
    (require(EMULATOR_WASM_MODULE) as { EmulatorEmscriptenWasm: string }).EmulatorEmscriptenWasm,
    'base64',
  );
