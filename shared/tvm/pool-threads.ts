/**
 * The threads of the emulator pool (shared/tvm/emulator-pool.ts) and its one queue: threads start
 * when work waits for them; each runs one request at a time, whose clock starts when a ready thread
 * takes it; a request past its time, or whose thread dies, ends that thread (a fresh one replaces it
 * for the next request) and answers for itself; cancelling drops a waiting request or ends the thread
 * running it, at once.
 */
import { AppError } from '../errors';
import type { TvmChannel, TvmRequest, TvmRequestMessage, TvmResponseMessage } from './emulator-protocol';
import { durationText } from './limits';

/** Why a request's thread was stopped. */
export type Stop =
  | { kind: 'time' }
  /** The thread died under it (the host's words). */
  | { kind: 'crash'; reason: string }
  /** No thread could be started. */
  | { kind: 'unavailable'; reason: string };

/** A request waiting for, or running in, a thread. */
export interface Job {
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

/** The pool's threads and what waits for them. */
export interface PoolThreads {
  /** Opens one channel to a fresh engine (starts a thread or a Worker). */
  open: () => TvmChannel;
  startupTimeoutMs: number;
  slots: Slot[];
  queue: Job[];
  /** The callers of `prepare` waiting for a thread. */
  startWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }>;
  /** `prepare({ all: true })` was asked before a thread was ready: every empty slot starts once one is. */
  startAll: boolean;
  nextId: number;
}

/** The order of the places a request can wait in. */
const PLACE_RANK = { first: 0, normal: 1, background: 2 } as const;

/** `size` empty slots; no thread starts before work waits for one. */
export function createPoolThreads(
  open: () => TvmChannel,
  size: number,
  startupTimeoutMs: number,
): PoolThreads {
  const slots: Slot[] = Array.from({ length: size }, () => ({
    channel: null,
    state: 'empty',
    job: null,
    messageId: 0,
    timer: null,
  }));
  return { open, startupTimeoutMs, slots, queue: [], startWaiters: [], startAll: false, nextId: 1 };
}

/** The error a cancelled request rejects with. */
function cancelled(): AppError {
  return new AppError({ kind: 'aborted', message: 'The emulation was cancelled.' });
}

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
function settleStartWaiters(pool: PoolThreads, error?: Error): void {
  const ready = pool.slots.some((s) => s.state === 'idle' || s.state === 'busy');
  if (!ready && pool.slots.some((s) => s.state === 'starting')) return;
  for (const waiter of pool.startWaiters.splice(0))
    if (ready || !error) waiter.resolve();
    else waiter.reject(error);
}

/** A thread could not start: what waits for one is answered, unless another thread is coming. */
function startFailed(pool: PoolThreads, slot: Slot, reason: string): void {
  reset(slot);
  const error = new AppError({ kind: 'unexpected', message: `The emulator could not start: ${reason}.` });
  if (!pool.slots.some((s) => s.state !== 'empty')) {
    for (const job of pool.queue.splice(0)) job.stopped({ kind: 'unavailable', reason });
  }
  settleStartWaiters(pool, error);
}

/** Starts a thread in `slot`: it is ready when its engine has loaded the emulator. */
function start(pool: PoolThreads, slot: Slot): void {
  const channel = pool.open();
  slot.channel = channel;
  slot.state = 'starting';
  const id = pool.nextId++;
  slot.messageId = id;
  slot.timer = setTimeout(
    () => startFailed(pool, slot, `it did not load within ${durationText(pool.startupTimeoutMs)}`),
    pool.startupTimeoutMs,
  );
  channel.onMessage((message) => received(pool, slot, channel, message));
  channel.onFailure((reason) => died(pool, slot, channel, reason));
  channel.post({ id, method: 'prepare' });
}

/** An answer from a slot's thread. */
function received(pool: PoolThreads, slot: Slot, channel: TvmChannel, message: TvmResponseMessage): void {
  if (slot.channel !== channel || message.id !== slot.messageId) return;
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  if (slot.state === 'starting') {
    if ('error' in message) return startFailed(pool, slot, message.error);
    slot.state = 'idle';
    settleStartWaiters(pool);
    if (pool.startAll) {
      pool.startAll = false;
      startEmpty(pool);
    }
    return pump(pool);
  }
  const job = slot.job;
  slot.job = null;
  slot.state = 'idle';
  if (job) {
    if ('error' in message) job.fail(new Error(`The emulator failed: ${message.error}`));
    else job.answer(message.result);
  }
  pump(pool);
}

/** A slot's thread died. */
function died(pool: PoolThreads, slot: Slot, channel: TvmChannel, reason: string): void {
  if (slot.channel !== channel) return;
  if (slot.state === 'starting') return startFailed(pool, slot, reason);
  const job = slot.job;
  reset(slot);
  job?.stopped({ kind: 'crash', reason });
  pump(pool);
}

/** Hands waiting requests to ready threads, and starts threads while requests wait for one. */
function pump(pool: PoolThreads): void {
  const { slots, queue } = pool;
  for (const slot of slots) {
    if (queue.length === 0) break;
    if (slot.state !== 'idle') continue;
    const job = queue.shift()!;
    const id = pool.nextId++;
    slot.job = job;
    slot.state = 'busy';
    slot.messageId = id;
    slot.timer = setTimeout(() => {
      reset(slot);
      job.stopped({ kind: 'time' });
      pump(pool);
    }, job.budgetMs);
    slot.channel!.post({ ...job.request, id } as TvmRequestMessage);
  }
  const starting = slots.filter((s) => s.state === 'starting').length;
  let needed = queue.length - starting;
  for (const slot of slots) {
    if (needed <= 0) break;
    if (slot.state !== 'empty') continue;
    start(pool, slot);
    needed--;
  }
}

/** Queues a job in its place, wired to its signal. */
export function enqueue(pool: PoolThreads, job: Job): void {
  if (job.signal?.aborted) return job.fail(cancelled());
  const entry = job.signal ? cancellable(pool, job, job.signal) : job;
  // In order within its place: before the first request of a later place.
  const rank = PLACE_RANK[entry.place];
  const behind = pool.queue.findIndex((waiting) => PLACE_RANK[waiting.place] > rank);
  pool.queue.splice(behind < 0 ? pool.queue.length : behind, 0, entry);
  pump(pool);
}

/** The job as it waits and runs: its signal's abort drops it or ends its thread, until it settles. */
function cancellable(pool: PoolThreads, job: Job, signal: AbortSignal): Job {
  const onAbort = () => {
    const waiting = pool.queue.indexOf(entry);
    if (waiting >= 0) pool.queue.splice(waiting, 1);
    const slot = pool.slots.find((s) => s.job === entry);
    if (slot) reset(slot);
    job.fail(cancelled());
    pump(pool);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const done = () => signal.removeEventListener('abort', onAbort);
  const entry: Job = {
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
  return entry;
}

/** Starts a thread in every empty slot. */
function startEmpty(pool: PoolThreads): void {
  for (const slot of pool.slots) if (slot.state === 'empty') start(pool, slot);
}

/**
 * Resolves once a thread is ready: one is started ahead of work for one account (its first answer
 * comes sooner when it does not share the machine with a second one loading); all of them for work
 * that will keep them busy — the first at once, the others as soon as one is ready. Started together
 * on two cores, with the pool compiling the emulator beside them, each thread took ≈twice as long to
 * be ready; work that arrives before then starts the threads it waits for, as always.
 */
export function prepareThreads(pool: PoolThreads, all: boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const { slots } = pool;
    if (slots.some((s) => s.state === 'idle' || s.state === 'busy')) {
      if (all) startEmpty(pool);
      return resolve();
    }
    if (all) pool.startAll = true;
    if (!slots.some((s) => s.state === 'starting')) start(pool, slots[0]!);
    pool.startWaiters.push({ resolve, reject });
  });
}

/** Ends every thread: what runs or waits fails as stopped. */
export function disposeThreads(pool: PoolThreads): void {
  pool.startAll = false;
  for (const slot of pool.slots) {
    const job = slot.job;
    reset(slot);
    job?.fail(new AppError({ kind: 'aborted', message: 'The emulator was stopped.' }));
  }
  for (const job of pool.queue.splice(0))
    job.fail(new AppError({ kind: 'aborted', message: 'The emulator was stopped.' }));
  settleStartWaiters(pool, new Error('The emulator was stopped.'));
}
