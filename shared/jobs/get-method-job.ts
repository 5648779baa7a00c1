/**
 * One get-method as a job: the detail's form runs a method (by name or id) with typed arguments on an
 * account's state, within its limits and with the user's libraries. The result is the job's one
 * `job-rows`; cancelling stops the emulation at once (the sandbox's thread is replaced), so the next run
 * starts on a fresh one.
 */
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { GetMethodRequest, TvmRunner } from '../tvm/runner';
import type { JobEmit } from './job-events';
import { getMethodTime, type JobIndexer } from './job-indexer';

/** What a get-method job is given. */
export interface GetMethodJobInput {
  account: GetMethodRequest['account'];
  method: GetMethodRequest['method'];
  args: GetMethodRequest['args'];
  /** `now()` for the method; absent → the indexer's last block. */
  unixTime: number | undefined;
  limits: GetMethodLimits | undefined;
  indexer: JobIndexer;
  runner: () => Promise<TvmRunner>;
  libraries: () => Promise<readonly string[]>;
  signal: AbortSignal;
  emit: JobEmit;
}

/** Runs the job; emits the result, then `job-done`. */
export async function runGetMethodJob(input: GetMethodJobInput): Promise<void> {
  const { signal, emit } = input;
  const libraries = await input.libraries();
  const result = await (
    await input.runner()
  ).runGetMethod(
    {
      account: input.account,
      method: input.method,
      args: input.args,
      unix_time: await getMethodTime(input.indexer, input.unixTime, signal),
      ...(input.limits ? { limits: input.limits } : {}),
      ...(libraries.length > 0 ? { libraries: [...libraries] } : {}),
    },
    { signal },
  );
  emit('job-rows', { kind: 'get-method', result });
  emit('job-done', { kind: 'get-method', cancelled: false });
}
