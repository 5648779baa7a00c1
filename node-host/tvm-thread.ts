/**
 * A worker thread of the emulator pool (node-host/tvm-threads.ts): one engine, serving one request at a
 * time. The pool measures each request's time and ends this thread when one runs past its limit.
 * Method names for the disassembly come from the contracts' table (injected, so shared/tvm does not
 * depend on shared/contracts).
 */
import { parentPort } from 'node:worker_threads';
import { methodName } from '../shared/contracts/method-names';
import { createTvmEngine } from '../shared/tvm/engine';
import { serveTvmRequest, type TvmRequestMessage } from '../shared/tvm/emulator-protocol';
import { nodeEmulatorWasm } from './emulator-wasm';

const engine = createTvmEngine({ methodName, wasm: nodeEmulatorWasm });

parentPort?.on('message', (message: TvmRequestMessage) => {
  void serveTvmRequest(engine, message).then((answer) => parentPort?.postMessage(answer));
});
