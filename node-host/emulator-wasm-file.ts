/**
 * The emulator binary of the packed CLI's thread: a plain .wasm file beside the bundle, which
 * cli.vite.config.ts writes from @ton/sandbox's Base64 text and puts in place of node-host/emulator-wasm.ts.
 * Reading 5 MB of bytes takes a few milliseconds; the Base64 text would be 6.7 MB of JavaScript to
 * parse and decode in every thread before its first answer.
 */
import { readFileSync } from 'node:fs';
import type { EmulatorWasm } from '../shared/tvm/emulator-instance';

/** The file's name, beside the thread's bundle. */
export const EMULATOR_WASM_FILE = 'emulator.wasm';

/** The binary's bytes, read from beside this module's bundle. */
export const nodeEmulatorWasm: EmulatorWasm = () =>
  readFileSync(new URL(`./${EMULATOR_WASM_FILE}`, import.meta.url));
