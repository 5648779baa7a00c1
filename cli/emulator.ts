/**
 * The emulator of the CLI's commands (inspect, run-method, tokens): node-host's worker threads, never
 * this process's event loop — which keeps pacing requests and answers Ctrl-C at once, ending the
 * threads mid-run — and the exit code a command gives when some account could not be decoded.
 */
import { isAppError } from '../shared/errors';
import type { TvmRunner } from '../shared/tvm/runner';
import { createThreadTvmRunner } from '../node-host/tvm-threads';
import type { CliIo } from './io';

/**
 * Exit code when the indexer answered but some account could not be run or decoded (a missing library,
 * a limit, a failed method): every account is still reported, each failure on stderr.
 */
export const EXIT_UNDECODED = 4;

/** Runs `task` with the CLI's emulator, which ends with it. */
export async function withEmulator<T>(task: (runner: TvmRunner) => Promise<T>): Promise<T> {
  const runner = createThreadTvmRunner();
  try {
    return await task(runner);
  } finally {
    runner.dispose?.();
  }
}

/** Whether `error` is the command's own cancellation (Ctrl-C). */
export function interrupted(error: unknown, io: CliIo): boolean {
  return io.signal?.aborted === true && isAppError(error) && error.kind === 'aborted';
}
