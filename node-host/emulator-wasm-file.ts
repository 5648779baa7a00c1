/**
 * The emulator binary of the packed CLI's pool (node-host/tvm-threads.ts compiles it for its threads): a
 * plain .wasm file beside the bundle, which cli.vite.config.ts writes from @ton/sandbox's Base64 text
 * and puts in place of node-host/emulator-wasm.ts. Reading 5 MB of bytes takes a few milliseconds, in the background; the
 * Base64 text would be 6.7 MB of JavaScript to parse and decode before the first thread could answer.
 */
import { readFile } from 'node:fs/promises';

/** The file's name, beside the bundle's chunks. */
export const EMULATOR_WASM_FILE = 'emulator.wasm';

/** The binary's bytes, read from beside this module's bundle. */
export const nodeEmulatorWasm = (): Promise<Uint8Array> =>
  readFile(new URL(`./${EMULATOR_WASM_FILE}`, import.meta.url));
