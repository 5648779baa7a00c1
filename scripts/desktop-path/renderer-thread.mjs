// The app window's thread (renderer-thread.ts), started as node-host's emulator threads are: a worker
// thread does not inherit tsx, so it registers it here; with `coverage`, V8 coverage starts first.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
if (workerData?.coverage) await (await import('./thread-coverage.ts')).startCoverage();
await import('./renderer-thread.ts');
