/**
 * @ton/sandbox's emulator binary for a Node host (Electron main's worker threads, the CLI, tests), as
 * the engine takes it (shared/tvm/engine.ts imports none: the browser's Worker bundles its own).
 */
import { createRequire } from 'node:module';
import type { EmulatorWasm } from '../shared/tvm/emulator-instance';

const require = createRequire(import.meta.url);

/**
 * The binary's Base64 text. It is a 6.7 MB CommonJS file: `require` reads it in ≈45 ms, where an ESM
 * import takes 170–250 ms under tsx, whose loader passes the source between threads — and every
 * emulator thread pays this before its first answer.
 */
export const nodeEmulatorWasm: EmulatorWasm = () =>
  (require('@ton/sandbox/dist/executor/emulator-emscripten.wasm.js') as { EmulatorEmscriptenWasm: string })
    .EmulatorEmscriptenWasm;
