/**
 * A worker thread of the emulator pool (node-host/tvm-threads.ts): one engine, serving one request at a
 * time. The pool measures each request's time and ends this thread when one runs past its limit.
 * Method names for the disassembly come from the contracts' table (injected, so shared/tvm does not
 * depend on shared/contracts).
 * The emulator comes compiled from the pool's process, which posts it to every thread it starts: the
 * thread neither reads nor compiles the 5 MB binary, and loads its modules while the pool compiles.
 */
import { parentPort } from 'node:worker_threads';
import { methodName } from '../shared/contracts/method-names';
import type { CompiledEmulator } from '../shared/tvm/emulator-compile';
import { createTvmEngine } from '../shared/tvm/engine';
import { serveTvmRequest } from '../shared/tvm/emulator-protocol';
import type { TvmThreadMessage } from './tvm-threads';

let received: (compiled: CompiledEmulator) => void = () => undefined;
const fromPool = new Promise<CompiledEmulator>((resolve) => (received = resolve));
const engine = createTvmEngine({ methodName, wasm: () => fromPool });

parentPort?.on('message', (message: TvmThreadMessage) => {
  if ('emulator' in message) return received(message.emulator);
  void serveTvmRequest(engine, message).then((answer) => parentPort?.postMessage(answer));
});
