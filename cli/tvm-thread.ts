/** A worker thread of the CLI's threaded runner (cli/tvm-thread-runner.ts): one emulator, serving requests. */
import { parentPort } from 'node:worker_threads';
import { createTvmEngine } from '../shared/tvm/engine';
import { serveTvmRequest, type TvmRequestMessage } from '../shared/tvm/message-runner';

const engine = createTvmEngine({
  createExecutor: async () => (await import('@ton/sandbox/dist/executor/Executor.js')).Executor.create(),
});

parentPort?.on('message', (message: TvmRequestMessage) => {
  void serveTvmRequest(engine, message).then((answer) => parentPort?.postMessage(answer));
});
