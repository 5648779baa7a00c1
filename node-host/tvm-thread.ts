/**
 * A worker thread of the emulator pool (node-host/tvm-threads.ts): one engine, serving one request at a
 * time. The pool measures each request's time and ends this thread when one runs past its limit.
 * Method names for the disassembly come from the contracts' table (injected, so shared/tvm does not
 * depend on shared/contracts).
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { methodName } from '../shared/contracts/method-names';
import { createTvmEngine } from '../shared/tvm/engine';
import { serveTvmRequest, type TvmRequestMessage } from '../shared/tvm/emulator-protocol';

const require = createRequire(import.meta.url);

// The binary is a 6.7 MB CommonJS file: `require` reads it in ≈45 ms, where an ESM import (what the
// engine does by default) takes 170–250 ms under tsx, whose loader passes the source between threads.
// Every emulator thread pays this before its first answer.
const engine = createTvmEngine({
  methodName,
  wasm: () =>
    (require('@ton/sandbox/dist/executor/emulator-emscripten.wasm.js') as { EmulatorEmscriptenWasm: string })
      .EmulatorEmscriptenWasm,
});

parentPort?.on('message', (message: TvmRequestMessage) => {
  void serveTvmRequest(engine, message).then((answer) => parentPort?.postMessage(answer));
});
