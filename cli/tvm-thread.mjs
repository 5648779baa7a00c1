// Entry of the CLI's emulator thread (cli/tvm-thread-runner.ts). A worker thread does not inherit the
// TypeScript loader the CLI runs under (tsx registers its hooks per thread), so it registers it here,
// then loads the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./tvm-thread.ts');
