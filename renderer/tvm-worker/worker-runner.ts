/**
 * The get-method runner of the browser build: the same engine (shared/tvm/engine.ts) in a module
 * Worker. The Worker (≈7 MB: the emulator's WebAssembly) is created on the first call, so nothing of it
 * loads with the first screen; this module itself is tiny and is loaded only when something asks for
 * it. Results come back as the engine gives them; only a Worker that cannot start or dies rejects.
 */
import { createChannelTvmRunner } from '../../shared/tvm/message-runner';
import type { TvmRequestMessage, TvmResponseMessage } from '../../shared/tvm/message-runner';
import type { TvmRunner } from '../../shared/tvm/runner';

/** Creates the Worker; injectable for tests. */
export type WorkerFactory = () => Worker;

const defaultWorker: WorkerFactory = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'tvm' });

/** A runner backed by one Worker, started on first use. */
export function createWorkerTvmRunner(createWorker: WorkerFactory = defaultWorker): TvmRunner {
  return createChannelTvmRunner(
    () => {
      const worker = createWorker();
      return {
        post: (message: TvmRequestMessage) => worker.postMessage(message),
        onMessage: (listener) => {
          worker.onmessage = (event: MessageEvent<TvmResponseMessage>) => listener(event.data);
        },
        onFailure: (listener) => {
          worker.onerror = (event: ErrorEvent) => {
            event.preventDefault();
            listener(event.message || 'its worker did not start');
          };
        },
        terminate: () => worker.terminate(),
      };
    },
    (reason) => `The TVM emulator could not run in this browser: ${reason}.`,
  );
}
