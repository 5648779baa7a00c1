/**
 * The emulator as a sandbox: a pool of engines, each in a thread of its own (worker threads in Node —
 * node-host/tvm-threads.ts —, a Worker in the browser — renderer/tvm-worker/worker-runner.ts), that
 * gives every run its wall-clock limit and makes cancelling immediate. The WebAssembly call inside a
 * thread cannot be interrupted from within, so the pool does it from outside:
 *
 * - Each thread runs one request at a time, the rest wait in one queue; a request's clock starts when
 *   it is handed to a thread that is ready (its start-up does not count).
 * - A request past its time limit, or whose thread dies (out of memory, a crash), ends that thread,
 *   which is replaced by a fresh one for the next request. A single get-method then ends with a
 *   sentence naming the limit (or the failure), the account and the method. A batch's calls are run
 *   again one by one, each with its own limit, so only the bad call fails and its neighbours answer.
 * - Cancelling (an AbortSignal) drops a waiting request, or ends the thread running it, at once.
 *
 * Within a thread the engine (shared/tvm/engine.ts) enforces gas and memory, and replaces its emulator
 * instance after a failure, so nothing a contract did carries over to the next run.
 *
 * The threads and the queue are shared/tvm/pool-threads.ts; this file holds what each kind of request
 * answers, and how a batch is spread and run again call by call.
 */
import { AppError } from '../errors';
import type { CellTree } from './cell-tree';
import type { Disassembly } from './disassembly';
import type { TvmChannel, TvmRequest } from './emulator-protocol';
import { crashFailure, failure, methodLabel, named, timeLimitFailure, type CallName } from './failures';
import { DEFAULT_TIME_LIMIT_MS, durationText, resolveLimits } from './limits';
import { resolveMethodId } from './method-id';
import {
  createPoolThreads,
  disposeThreads,
  enqueue,
  prepareThreads,
  type Job,
  type PoolThreads,
  type Stop,
} from './pool-threads';
import type {
  GetMethodBatchCall,
  GetMethodBatchRequest,
  GetMethodRequest,
  GetMethodResult,
  RunOptions,
  TvmRunner,
} from './runner';

/** Options of {@link createEmulatorPool}. */
export interface EmulatorPoolOptions {
  /** Opens one channel to a fresh engine (starts a thread or a Worker). */
  open: () => TvmChannel;
  /** Threads at most; default 1. They start when work is waiting, not before. */
  size?: number;
  /** How long a thread may take to load the emulator before it is given up; default 120 s. */
  startupTimeoutMs?: number;
}

/** Most calls one batch request carries to a thread: one emulator session (a TVM tuple's 255 entries). */
const CALLS_PER_REQUEST = 255;
/**
 * Most calls a background request carries to a thread: work nobody waits for yet must not hold a
 * thread long, since what a next request needs waits behind it once a thread has taken it. A tokens
 * run's balances of 142 owners (284 calls) took a cold thread 0.3-1 s in halves; in sessions of 48 a
 * thread is free again after each (48 is the session a tokens run derives its wallets in, for the same
 * reason).
 */
const BACKGROUND_CALLS_PER_REQUEST = 48;
/** Batches from this many calls on are spread over the threads. */
const SPREAD_FROM = 64;
/** Time allowed to a disassembly or a cell tree. */
const VIEW_TIME_LIMIT_MS = 3 * DEFAULT_TIME_LIMIT_MS;

/** Where a caller's request waits. */
const placeOf = (runOptions: RunOptions | undefined): 'normal' | 'background' =>
  runOptions?.background ? 'background' : 'normal';

/** What a get-method whose thread was stopped answers. */
function stoppedResult(
  stop: Stop,
  limitMs: number,
  name: CallName,
  methodId: number | null,
): GetMethodResult {
  switch (stop.kind) {
    case 'time':
      return timeLimitFailure(limitMs, name, methodId);
    case 'crash':
      return crashFailure(stop.reason, name, methodId);
    case 'unavailable':
      return failure(
        'emulator_error',
        `The emulator could not start to run ${named(name)} (${stop.reason}).`,
        methodId,
      );
  }
}

/** The name of a batch call in messages. */
function callName(call: GetMethodBatchCall): { name: CallName; methodId: number | null } {
  const methodId = resolveMethodId(call.method);
  return { name: { method: methodLabel(call.method, methodId), address: call.address }, methodId };
}

/** Creates the pool. */
export function createEmulatorPool(options: EmulatorPoolOptions): TvmRunner {
  const size = Math.max(1, options.size ?? 1);
  const pool = createPoolThreads(options.open, size, options.startupTimeoutMs ?? 120_000);
  return {
    runGetMethod: (request, runOptions) => runGetMethod(pool, request, runOptions),
    runGetMethods: (request, runOptions) => runGetMethods(pool, size, request, runOptions),
    disassemble: (codeBoc, runOptions) =>
      view<Disassembly>(pool, { method: 'disassemble', codeBoc }, 'disassembly', runOptions),
    cellTree: (boc, maxCells, runOptions) =>
      view<CellTree>(
        pool,
        { method: 'cellTree', boc, ...(maxCells !== undefined ? { maxCells } : {}) },
        'cell tree',
        runOptions,
      ),
    prepare: (prepareOptions) => prepareThreads(pool, prepareOptions?.all === true),
    dispose: () => disposeThreads(pool),
  };
}

/** One get-method; a stopped run answers with the sentence that says why. */
function runGetMethod(
  pool: PoolThreads,
  request: GetMethodRequest,
  runOptions?: RunOptions,
  place: Job['place'] = placeOf(runOptions),
): Promise<GetMethodResult> {
  const limits = resolveLimits(request.limits);
  const methodId = resolveMethodId(request.method);
  const name = { method: methodLabel(request.method, methodId), address: request.account.address };
  return new Promise((resolve, reject) =>
    enqueue(pool, {
      request: { method: 'runGetMethod', request },
      place,
      budgetMs: limits.time_ms,
      signal: runOptions?.signal,
      answer: (value) => resolve(value as GetMethodResult),
      fail: reject,
      stopped: (stop) => resolve(stoppedResult(stop, limits.time_ms, name, methodId)),
    }),
  );
}

/** A batch call as a request of its own. */
const alone = (request: GetMethodBatchRequest, call: GetMethodBatchCall): GetMethodRequest => ({
  account: {
    address: call.address,
    code_boc: request.code_boc,
    ...(call.data_boc !== undefined ? { data_boc: call.data_boc } : {}),
    balance: call.balance,
  },
  method: call.method,
  args: call.args ?? [],
  unix_time: request.unix_time,
  ...(request.limits ? { limits: request.limits } : {}),
  ...(request.libraries ? { libraries: request.libraries } : {}),
});

/** One thread's share of a batch; if it is stopped, its calls run one by one. */
function runPart(
  pool: PoolThreads,
  request: GetMethodBatchRequest,
  runOptions?: RunOptions,
): Promise<GetMethodResult[]> {
  const limits = resolveLimits(request.limits);
  return new Promise((resolve, reject) =>
    enqueue(pool, {
      request: { method: 'runGetMethods', request },
      place: placeOf(runOptions),
      budgetMs: limits.time_ms,
      signal: runOptions?.signal,
      answer: (value) => resolve(value as GetMethodResult[]),
      fail: reject,
      stopped: (stop) => {
        if (stop.kind === 'unavailable' || request.calls.length === 1) {
          // Each call says the same: nothing more can be learned by running it alone.
          resolve(
            request.calls.map((call) => {
              const { name, methodId } = callName(call);
              return stoppedResult(stop, limits.time_ms, name, methodId);
            }),
          );
          return;
        }
        Promise.all(
          request.calls.map((call) => runGetMethod(pool, alone(request, call), runOptions, 'first')),
        ).then(resolve, reject);
      },
    }),
  );
}

/** A batch, in parts of one emulator session each (spread over the threads when it is large; short in the background). */
async function runGetMethods(
  pool: PoolThreads,
  size: number,
  request: GetMethodBatchRequest,
  runOptions?: RunOptions,
): Promise<GetMethodResult[]> {
  const { calls } = request;
  if (calls.length === 0) return [];
  const spread =
    calls.length >= SPREAD_FROM && size > 1
      ? Math.min(CALLS_PER_REQUEST, Math.ceil(calls.length / size))
      : CALLS_PER_REQUEST;
  const per = runOptions?.background ? Math.min(spread, BACKGROUND_CALLS_PER_REQUEST) : spread;
  const parts: Promise<GetMethodResult[]>[] = [];
  for (let start = 0; start < calls.length; start += per)
    parts.push(runPart(pool, { ...request, calls: calls.slice(start, start + per) }, runOptions));
  return (await Promise.all(parts)).flat();
}

/** A view (disassembly, cell tree): bounded in time too; a stopped one rejects with the reason. */
function view<T>(pool: PoolThreads, request: TvmRequest, what: string, runOptions?: RunOptions): Promise<T> {
  return new Promise((resolve, reject) =>
    enqueue(pool, {
      request,
      place: placeOf(runOptions),
      budgetMs: VIEW_TIME_LIMIT_MS,
      signal: runOptions?.signal,
      answer: (value) => resolve(value as T),
      fail: reject,
      stopped: (stop) =>
        reject(
          new AppError({
            kind: 'unexpected',
            message:
              stop.kind === 'time'
                ? `The ${what} was stopped after ${durationText(VIEW_TIME_LIMIT_MS)}.`
                : stop.kind === 'unavailable'
                  ? `The emulator could not start to make the ${what} (${stop.reason}).`
                  : `The emulator stopped while making the ${what} (${stop.reason}).`,
          }),
        ),
    }),
  );
}
