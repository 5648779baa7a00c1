/**
 * Electron main's get-method runner: the CLI's thread pool (cli/tvm-thread-runner.ts) over
 * cli/tvm-thread.ts, which the main build bundles as its own entry beside main (out/main/tvm-thread.cjs,
 * electron.vite.config.ts). The emulator (WebAssembly) runs in those threads — never in the renderer,
 * whose CSP stays without 'wasm-unsafe-eval', and never on main's event loop, which keeps answering
 * IPC while it runs. Threads start on the first contract-insight call.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createThreadTvmRunner } from '../cli/tvm-thread-runner';
import type { TvmRunner } from '../shared/tvm/runner';

/** The bundled thread entry's file name, beside main.cjs. */
export const TVM_THREAD_FILE = 'tvm-thread.cjs';

/** The runner main's bridge handlers use (BridgeDeps.tvmRunner); `dir` is where main.cjs is. */
export function createMainTvmRunner(dir: string = __dirname): TvmRunner {
  return createThreadTvmRunner(undefined, () => new Worker(join(dir, TVM_THREAD_FILE)));
}
