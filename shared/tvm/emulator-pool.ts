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
 */
import { AppError } from '../errors';
import type { CellTree } from './cell-tree';
import type { Disassembly } from './disassembly';
import type { TvmChannel, TvmRequest, TvmRequestMessage, TvmResponseMessage } from './emulator-protocol';
import { crashFailure, failure, methodLabel, named, timeLimitFailure, type CallName } from './failures';
import { DEFAULT_TIME_LIMIT_MS, durationText, resolveLimits } from './limits';
import { resolveMethodId } from './method-id';
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
/** Batches from this many calls on are spread over the threads. */
const SPREAD_FROM = 64;
/** Time allowed to a disassembly or a cell tree. */
const VIEW_TIME_LIMIT_MS = 3 * DEFAULT_TIME_LIMIT_MS;

/** The order of the places a request can wait in. */
const PLACE_RANK = { first: 0, normal: 1, background: 2 } as const;

/** Where a caller's request waits. */
const placeOf = (runOptions: RunOptions | undefined): 'normal' | 'background' =>
  runOptions?.background ? 'background' : 'normal';

/** Why a request's thread was stopped. */
type Stop =
  | { kind: 'time' }
  /** The thread died under it (the host's words). */
  | { kind: 'crash'; reason: string }
  /** No thread could be started. */
  | { kind: 'unavailable'; reason: string };

/** A request waiting for, or running in, a thread. */
interface Job {
  request: TvmRequest;
  /** Where it waits: first in line, in line, or behind every other request. */
  place: 'first' | 'normal' | 'background';
  budgetMs: number;
  signal: AbortSignal | undefined;
  /** The engine's answer. */
  answer(value: unknown): void;
  /** The request cannot complete (cancelled; the engine threw, which is a defect). */
  fail(error: Error): void;
  /** Its thread was stopped or died, or none could start: the job answers for itself. */
  stopped(stop: Stop): void;
}

/** One thread's place in the pool. */
interface Slot {
  channel: TvmChannel | null;
  state: 'empty' | 'starting' | 'idle' | 'busy';
  job: Job | null;
  messageId: number;
  timer: ReturnType<typeof setTimeout> | null;
}

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

/** The error a cancelled request rejects with. */
function cancelled(): AppError {
  return new AppError({ kind: 'aborted', message: 'The emulation was cancelled.' });
}

/** Creates the pool. */
export function createEmulatorPool(options: EmulatorPoolOptions): TvmRunner {
  const size = Math.max(1, options.size ?? 1);
  const startupTimeoutMs = options.startupTimeoutMs ?? 120_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    channel: null,
    state: 'empty',
    job: null,
    messageId: 0,
    timer: null,
  }));
  const queue: Job[] = [];
  const startWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let nextId = 1;

  /** Ends a slot's thread (whatever it is doing); the slot is free for a fresh one. */
  function reset(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.channel?.terminate();
    slot.channel = null;
    slot.state = 'empty';
    slot.job = null;
  }

  /** Settles the waiters of `prepare`: once a thread is ready, or none is ready or starting. */
  function settleStartWaiters(error?: Error): void {
    const ready = slots.some((s) => s.state === 'idle' || s.state === 'busy');
    if (!ready && slots.some((s) => s.state === 'starting')) return;
    for (const waiter of startWaiters.splice(0))
      if (ready || !error) waiter.resolve();
      else waiter.reject(error);
  }

  /** A thread could not start: what waits for one is answered, unless another thread is coming. */
  function startFailed(slot: Slot, reason: string): void {
    reset(slot);
    const error = new AppError({ kind: 'unexpected', message: `The emulator could not start: ${reason}.` });
    if (!slots.some((s) => s.state !== 'empty')) {
      for (const job of queue.splice(0)) job.stopped({ kind: 'unavailable', reason });
    }
    settleStartWaiters(error);
  }

  /** Starts a thread in `slot`: it is ready when its engine has loaded the emulator. */
  function start(slot: Slot): void {
    const channel = options.open();
    slot.channel = channel;
    slot.state = 'starting';
    const id = nextId++;
    slot.messageId = id;
    slot.timer = setTimeout(
      () => startFailed(slot, `it did not load within ${durationText(startupTimeoutMs)}`),
      startupTimeoutMs,
    );
    channel.onMessage((message) => received(slot, channel, message));
    channel.onFailure((reason) => died(slot, channel, reason));
    channel.post({ id, method: 'prepare' });
  }

  /** An answer from a slot's thread. */
  function received(slot: Slot, channel: TvmChannel, message: TvmResponseMessage): void {
    if (slot.channel !== channel || message.id !== slot.messageId) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (slot.state === 'starting') {
      if ('error' in message) return startFailed(slot, message.error);
      slot.state = 'idle';
      settleStartWaiters();
      return pump();
    }
    const job = slot.job;
    slot.job = null;
    slot.state = 'idle';
    if (job) {
      if ('error' in message) job.fail(new Error(`The emulator failed: ${message.error}`));
      else job.answer(message.result);
    }
    pump();
  }

  /** A slot's thread died. */
  function died(slot: Slot, channel: TvmChannel, reason: string): void {
    if (slot.channel !== channel) return;
    if (slot.state === 'starting') return startFailed(slot, reason);
    const job = slot.job;
    reset(slot);
    job?.stopped({ kind: 'crash', reason });
    pump();
  }

  /** Hands waiting requests to ready threads, and starts threads while requests wait for one. */
  function pump(): void {
    for (const slot of slots) {
      if (queue.length === 0) break;
      if (slot.state !== 'idle') continue;
      const job = queue.shift()!;
      const id = nextId++;
      slot.job = job;
      slot.state = 'busy';
      slot.messageId = id;
      slot.timer = setTimeout(() => {
        reset(slot);
        job.stopped({ kind: 'time' });
        pump();
      }, job.budgetMs);
      slot.channel!.post({ ...job.request, id } as TvmRequestMessage);
    }
    const starting = slots.filter((s) => s.state === 'starting').length;
    let needed = queue.length - starting;
    for (const slot of slots) {
      if (needed <= 0) break;
      if (slot.state !== 'empty') continue;
      start(slot);
      needed--;
    }
  }

  /** Queues a job in its place, wired to its signal. */
  function enqueue(job: Job): void {
    const signal = job.signal;
    if (signal?.aborted) return job.fail(cancelled());
    let entry = job;
    if (signal) {
      const onAbort = () => {
        const waiting = queue.indexOf(entry);
        if (waiting >= 0) queue.splice(waiting, 1);
        const slot = slots.find((s) => s.job === entry);
        if (slot) reset(slot);
        job.fail(cancelled());
        pump();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      entry = {
        ...job,
        answer: (value) => {
          done();
          job.answer(value);
        },
        fail: (error) => {
          done();
          job.fail(error);
        },
        stopped: (stop) => {
          done();
          job.stopped(stop);
        },
      };
    }
    // In order within its place: before the first request of a later place.
    const rank = PLACE_RANK[entry.place];
    const behind = queue.findIndex((waiting) => PLACE_RANK[waiting.place] > rank);
    queue.splice(behind < 0 ? queue.length : behind, 0, entry);
    pump();
  }

  /** One get-method; a stopped run answers with the sentence that says why. */
  function runGetMethod(
    request: GetMethodRequest,
    runOptions?: RunOptions,
    place: Job['place'] = placeOf(runOptions),
  ): Promise<GetMethodResult> {
    const limits = resolveLimits(request.limits);
    const methodId = resolveMethodId(request.method);
    const name = { method: methodLabel(request.method, methodId), address: request.account.address };
    return new Promise((resolve, reject) =>
      enqueue({
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
  function runPart(request: GetMethodBatchRequest, runOptions?: RunOptions): Promise<GetMethodResult[]> {
    const limits = resolveLimits(request.limits);
    return new Promise((resolve, reject) =>
      enqueue({
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
            request.calls.map((call) => runGetMethod(alone(request, call), runOptions, 'first')),
          ).then(resolve, reject);
        },
      }),
    );
  }

  async function runGetMethods(
    request: GetMethodBatchRequest,
    runOptions?: RunOptions,
  ): Promise<GetMethodResult[]> {
    const { calls } = request;
    if (calls.length === 0) return [];
    const per =
      calls.length >= SPREAD_FROM && size > 1
        ? Math.min(CALLS_PER_REQUEST, Math.ceil(calls.length / size))
        : CALLS_PER_REQUEST;
    const parts: Promise<GetMethodResult[]>[] = [];
    for (let start = 0; start < calls.length; start += per)
      parts.push(runPart({ ...request, calls: calls.slice(start, start + per) }, runOptions));
    return (await Promise.all(parts)).flat();
  }

  /** A view (disassembly, cell tree): bounded in time too; a stopped one rejects with the reason. */
  function view<T>(request: TvmRequest, what: string, runOptions?: RunOptions): Promise<T> {
    return new Promise((resolve, reject) =>
      enqueue({
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

  return {
    runGetMethod: (request, runOptions) => runGetMethod(request, runOptions),
    runGetMethods,
    disassemble: (codeBoc, runOptions) =>
      view<Disassembly>({ method: 'disassemble', codeBoc }, 'disassembly', runOptions),
    cellTree: (boc, maxCells, runOptions) =>
      view<CellTree>(
        { method: 'cellTree', boc, ...(maxCells !== undefined ? { maxCells } : {}) },
        'cell tree',
        runOptions,
      ),
    // One thread is started ahead of work for one account (its first answer comes sooner when it does not
    // share the machine with a second one loading); all of them for work that will keep them busy.
    prepare: (prepareOptions) =>
      new Promise<void>((resolve, reject) => {
        const all = prepareOptions?.all === true;
        if (all) for (const slot of slots) if (slot.state === 'empty') start(slot);
        if (slots.some((s) => s.state === 'idle' || s.state === 'busy')) return resolve();
        if (!slots.some((s) => s.state === 'starting')) start(slots[0]!);
        startWaiters.push({ resolve, reject });
      }),
    dispose: () => {
      for (const slot of slots) {
        const job = slot.job;
        reset(slot);
        job?.fail(new AppError({ kind: 'aborted', message: 'The emulator was stopped.' }));
      }
      for (const job of queue.splice(0))
        job.fail(new AppError({ kind: 'aborted', message: 'The emulator was stopped.' }));
      settleStartWaiters(new Error('The emulator was stopped.'));
    },
  };
}
