/**
 * The CLI's runner for long emulation work (tokens for thousands of owners): the same engine in a
 * worker thread of this process, so emulating never holds up the event loop that paces the requests,
 * and runs on another core while requests wait. The thread loads the TypeScript sources with the loader
 * the CLI itself was started with (tsx), inherited through `execArgv`.
 */
import { Worker } from 'node:worker_threads';
import { createChannelTvmRunner, type TvmResponseMessage } from '../shared/tvm/message-runner';
import type { TvmRunner } from '../shared/tvm/runner';

/** A runner backed by one worker thread, started on first use; `dispose()` ends the thread. */
export function createThreadTvmRunner(): TvmRunner {
  return createChannelTvmRunner(
    () => {
      const worker = new Worker(new URL('./tvm-thread.mjs', import.meta.url));
      // The thread must not keep the process alive once the command is done.
      worker.unref();
      let onMessage: (message: TvmResponseMessage) => void = () => undefined;
      let onFailure: (reason: string) => void = () => undefined;
      // Every request gets one answer: while any is outstanding the thread keeps the process alive.
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
