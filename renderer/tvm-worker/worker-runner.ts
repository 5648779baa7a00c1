/**
 * The get-method runner of the browser build: the same engine (shared/tvm/engine.ts) in a module
 * Worker. The Worker (≈9 MB: the emulator's WebAssembly) is created on the first call, so nothing of it
 * loads with the first screen; this module itself is tiny and is loaded only when something asks for
 * it. Results come back as the engine gives them; only a Worker that cannot start or dies rejects.
 */
import type { GetMethodBatchRequest, GetMethodRequest, GetMethodResult, TvmRunner } from '../../shared/tvm/runner';
import type { TvmWorkerRequest, TvmWorkerResponse } from './protocol';

/** Creates the Worker; injectable for tests. */
export type WorkerFactory = () => Worker;

const defaultWorker: WorkerFactory = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'tvm' });

/** A runner backed by one Worker, started on first use. */
export function createWorkerTvmRunner(createWorker: WorkerFactory = defaultWorker): TvmRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  function start(): Worker {
    const created = createWorker();
    created.onmessage = (event: MessageEvent<TvmWorkerResponse>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if ('error' in event.data) entry.reject(new Error(`The TVM emulator failed: ${event.data.error}`));
      else entry.resolve(event.data.result as never);
    };
    created.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      failAll(`The TVM emulator could not run in this browser: ${event.message || 'its worker did not start'}.`);
    };
    return created;
  }

  function call<T>(message: Omit<TvmWorkerRequest, 'id'>): Promise<T> {
    worker ??= start();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker!.postMessage({ ...message, id });
    });
  }

  return {
    runGetMethod: (request: GetMethodRequest) => call<GetMethodResult>({ method: 'runGetMethod', request }),
    runGetMethods: (request: GetMethodBatchRequest) => call<GetMethodResult[]>({ method: 'runGetMethods', request }),
    dispose: () => failAll('The TVM emulator was stopped.'),
  };
}
