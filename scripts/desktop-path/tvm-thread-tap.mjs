// An emulator thread as node-host/tvm-thread.mjs starts it (tsx registered, then the thread's own code),
// with this thread's V8 coverage started first and served on the port the walk passed in, when asked.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
if (workerData?.coveragePort) {
  const { startCoverage, serveCoverage } = await import('./thread-coverage.ts');
  await startCoverage();
  serveCoverage(workerData.coveragePort);
}
await import('../../node-host/tvm-thread.ts');
