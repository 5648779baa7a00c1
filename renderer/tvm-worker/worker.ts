/**
 * The TVM Worker of the browser build: @ton/sandbox's emulator (WebAssembly) runs here, never on the
 * page's thread. It is the only script whose Content-Security-Policy allows compiling WebAssembly
 * (`'wasm-unsafe-eval'`, shared/csp.ts `cspForTvmWorker`, sent as this file's response header); the
 * page's own policy does not. The emulator is created when the pool asks the Worker to prepare; the
 * pool (shared/tvm/emulator-pool.ts) ends this Worker when a run passes its time limit or is cancelled.
 */
import '../polyfills';
import emulatorWasm from '@ton/sandbox/dist/executor/emulator-emscripten.wasm.js';
import { z } from 'zod';
import { methodName } from '../../shared/contracts/method-names';
import { createTvmEngine } from '../../shared/tvm/engine';
import {
  serveTvmRequest,
  type TvmRequestMessage,
  type TvmResponseMessage,
} from '../../shared/tvm/emulator-protocol';

// No eval here either: zod must not probe `new Function` (the policy would refuse it).
z.config({ jitless: true });

// The binary is bundled into this Worker's script (its policy loads no other code).
const engine = createTvmEngine({ methodName, wasm: () => emulatorWasm.EmulatorEmscriptenWasm });
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<TvmRequestMessage>) => void) | null;
  postMessage: (message: TvmResponseMessage) => void;
};

scope.onmessage = (event) => {
  void serveTvmRequest(engine, event.data).then((answer) => scope.postMessage(answer));
};
