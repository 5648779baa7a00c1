// Entry of the emulator's worker thread when the TypeScript sources run under tsx (the CLI, tests).
// A worker thread does not inherit the loader its parent runs under (tsx registers its hooks per
// thread), so it registers it here, then loads the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./tvm-thread.ts');
