/**
 * The get-method runner of the browser build: the emulator pool (shared/tvm/emulator-pool.ts) over one
 * module Worker running the engine (renderer/tvm-worker/worker.ts). The Worker (≈7 MB: the emulator's
 * WebAssembly) is created on the first call, so nothing of it loads with the first screen; this module
 * itself is tiny and is loaded only when something asks for it. A run past its time limit, or
 * cancelled, ends the Worker at once; a fresh one serves the next call.
 */
import { createEmulatorPool } from '../../shared/tvm/emulator-pool';
import type { TvmRequestMessage, TvmResponseMessage } from '../../shared/tvm/emulator-protocol';
import type { TvmRunner } from '../../shared/tvm/runner';

/** Creates the Worker; injectable for tests. */
export type WorkerFactory = () => Worker;

const defaultWorker: WorkerFactory = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'tvm' });

/** A runner backed by one Worker at a time, started on first use. */
export function createWorkerTvmRunner(createWorker: WorkerFactory = defaultWorker): TvmRunner {
  return createEmulatorPool({
    open: () => {
      const worker = createWorker();
      return {
        post: (message: TvmRequestMessage) => worker.postMessage(message),
        onMessage: (listener) => {
          worker.onmessage = (event: MessageEvent<TvmResponseMessage>) => listener(event.data);
        },
        onFailure: (listener) => {
          worker.onerror = (event: ErrorEvent) => {
            event.preventDefault();
            listener(
              /out of memory/i.test(event.message)
                ? 'its Worker ran out of memory'
                : event.message
                  ? `its Worker failed: ${event.message}`
                  : 'its Worker could not start in this browser',
            );
          };
        },
        terminate: () => worker.terminate(),
      };
    },
  });
}
