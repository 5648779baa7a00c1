/**
 * The emulator binary a Node host compiles (node-host/emulator-wasm.ts) is read from @ton/sandbox's
 * module as text in the background rather than `require`d on the calling thread: it must be, byte for
 * byte, the binary the module itself exports.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EMULATOR_WASM_MODULE, nodeEmulatorWasm } from './emulator-wasm';

const require = createRequire(import.meta.url);

describe("a Node host's emulator binary", () => {
  it("is the binary @ton/sandbox's module exports, byte for byte", async () => {
    const exported = Buffer.from(
      (require(EMULATOR_WASM_MODULE) as { EmulatorEmscriptenWasm: string }).EmulatorEmscriptenWasm,
      'base64',
    );
    const read = await nodeEmulatorWasm();
    expect(read.length).toBe(exported.length);
    expect(Buffer.compare(Buffer.from(read), exported)).toBe(0);
    // A WebAssembly module: its magic number and version.
    expect([...read.subarray(0, 8)]).toEqual([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
  });
});
