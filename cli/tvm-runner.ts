/**
 * The CLI's get-method runner: the shared engine in this process, with @ton/sandbox's Executor created
 * on first use (≈200 ms; commands that never run a method never load the emulator).
 */
import { createTvmEngine } from '../shared/tvm/engine';
import type { TvmRunner } from '../shared/tvm/runner';

/** A fresh in-process runner. */
export function createCliTvmRunner(): TvmRunner {
  return createTvmEngine({
    createExecutor: async () => (await import('@ton/sandbox/dist/executor/Executor.js')).Executor.create(),
  });
}
