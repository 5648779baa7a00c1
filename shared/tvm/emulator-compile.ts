/**
 * Compiling the emulator's WebAssembly (5 MB), the expensive part of an engine's start — kept apart from
 * shared/tvm/emulator-instance.ts (which loads emscripten's glue) so that a host can compile the module
 * where no engine runs: Node's pool compiles it once in its own process and posts it to each of its
 * threads (node-host/tvm-threads.ts), since a compiled module crosses to a worker thread as it is.
 */

/** The emulator's binary as Base64 text (as @ton/sandbox ships it) or bytes. */
export type EmulatorBinary = string | Uint8Array;

/** The emulator compiled: a `WebAssembly.Module`, opaque here (shared/ loads no DOM types). */
export interface CompiledEmulator {
  readonly __compiledEmulator?: never;
}

/** The part of the WebAssembly API used here (see emulator-instance.ts). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledEmulator> };
  }
).WebAssembly;

/** The binary of Base64 text, decoded natively (`atob`): 6.7 MB, once per compile. */
function wasmBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Compiles the emulator's binary. */
export function compileEmulator(binary: EmulatorBinary): Promise<CompiledEmulator> {
  return wasm.compile(typeof binary === 'string' ? wasmBytes(binary) : binary);
}
