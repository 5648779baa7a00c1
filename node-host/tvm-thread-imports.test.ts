/**
 * What an emulator thread loads before its first answer: the modules node-host/tvm-thread.ts reaches
 * through static imports. Every thread pays for them at start-up, and a tokens run waits for its threads
 * before the first owners' request. zod alone was 90–100 ms of a thread's start under tsx, so the
 * thread's graph keeps it out (the limits' schema lives in shared/tvm/limits-schema.ts); the views that
 * need it (disassembly, cell tree) are imported when first asked for.
 * The emulator itself comes compiled from the thread's pool (node-host/tvm-threads.ts), so the thread
 * does not load the binary's 6.7 MB of Base64 text either.
 *
 * The graph is read from the sources as the bundlers see them (test-support/static-imports.ts).
 */
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../test-support/static-imports';

describe("an emulator thread's start", () => {
  it('loads the engine and the emulator without zod', () => {
    const { files, packages } = staticGraph('node-host/tvm-thread.ts');
    expect(files).toContain('shared/tvm/engine.ts');
    expect(files).toContain('shared/tvm/emulator-instance.ts');
    expect(packages).toContain('@ton/core');
    expect(packages).not.toContain('zod');
  });

  it('gets the emulator compiled from its pool: it loads no binary of its own', () => {
    const { files } = staticGraph('node-host/tvm-thread.ts');
    expect(files).not.toContain('node-host/emulator-wasm.ts');
    expect(files).not.toContain('node-host/emulator-wasm-file.ts');
    expect(staticGraph('node-host/tvm-threads.ts').files).toContain('node-host/emulator-wasm.ts');
  });

  it('is read as the bundlers read it: a module that imports zod is seen to', () => {
    expect(staticGraph('shared/tvm/limits-schema.ts').packages).toContain('zod');
    expect(staticGraph('shared/tvm/stack-schema.ts').packages).toContain('zod');
  });
});
