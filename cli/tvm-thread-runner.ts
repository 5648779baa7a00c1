/**
 * The CLI's runner for long emulation work (tokens for thousands of owners): the same engine in worker
 * threads of this process — by default one per core, at most two — so emulating never holds up the
 * event loop that paces the requests, and runs on the other cores while requests wait. A big batch is
 * split across the threads; everything else goes to them in turn. Each thread loads the TypeScript
 * sources with the loader the CLI runs under (cli/tvm-thread.mjs); Electron main runs the same pool
 * over its bundled copy of the thread (electron/tvm-main-runner.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createChannelTvmRunner, type TvmResponseMessage } from '../shared/tvm/message-runner';
import type { GetMethodBatchRequest, GetMethodResult, TvmRunner } from '../shared/tvm/runner';

/** Calls below this many stay in one thread: splitting costs more than it saves. */
const SPLIT_FROM = 64;

/** Starts one emulator thread (cli/tvm-thread.ts under the host's loader or bundler). */
export type TvmThreadSpawner = () => Worker;

/** The CLI's thread: cli/tvm-thread.ts through the tsx loader the CLI runs under. */
const cliThread: TvmThreadSpawner = () => new Worker(new URL('./tvm-thread.mjs', import.meta.url));

/** One thread, started on first use. */
function threadRunner(spawn: TvmThreadSpawner): TvmRunner {
  return createChannelTvmRunner(
    () => {
      const worker = spawn();
      // The thread must not keep the process alive once the command is done…
      worker.unref();
      let onMessage: (message: TvmResponseMessage) => void = () => undefined;
      let onFailure: (reason: string) => void = () => undefined;
      // …but while any request is outstanding it must (every request gets one answer).
      let outstanding = 0;
      worker.on('message', (message: TvmResponseMessage) => {
        if (--outstanding === 0) worker.unref();
        onMessage(message);
      });
      worker.on('error', (error) => onFailure(error.message));
      worker.on('exit', (code) => onFailure(`its thread exited (code ${code})`));
      return {
        post: (message) => {
          if (outstanding++ === 0) worker.ref();
          worker.postMessage(message);
        },
        onMessage: (listener) => {
          onMessage = listener;
        },
        onFailure: (listener) => {
          onFailure = listener;
        },
        terminate: () => void worker.terminate(),
      };
    },
    (reason) => `The TVM emulator's thread failed: ${reason}.`,
  );
}

/**
 * A runner over `threads` worker threads (default: one per core, at most two). `spawn` starts one:
 * the CLI's own by default; Electron main passes its bundled thread (electron/tvm-main-runner.ts).
 */
export function createThreadTvmRunner(
  threads = Math.max(1, Math.min(2, availableParallelism())),
  spawn: TvmThreadSpawner = cliThread,
): TvmRunner {
  const pool = Array.from({ length: threads }, () => threadRunner(spawn));
  let turn = 0;
  const next = () => pool[turn++ % pool.length]!;

  async function runGetMethods(request: GetMethodBatchRequest): Promise<GetMethodResult[]> {
    if (pool.length === 1 || request.calls.length < SPLIT_FROM) return next().runGetMethods(request);
    const size = Math.ceil(request.calls.length / pool.length);
    const parts = await Promise.all(
      pool.map((runner, i) =>
        runner.runGetMethods({ ...request, calls: request.calls.slice(i * size, (i + 1) * size) }),
      ),
    );
    return parts.flat();
  }

  return {
    runGetMethod: (request) => next().runGetMethod(request),
    runGetMethods,
    disassemble: (codeBoc) => next().disassemble(codeBoc),
    cellTree: (boc, maxCells) => next().cellTree(boc, maxCells),
    prepare: async () => void (await Promise.all(pool.map((runner) => runner.prepare()))),
    dispose: () => pool.forEach((runner) => runner.dispose?.()),
  };
}
