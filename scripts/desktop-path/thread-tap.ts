/**
 * The emulator thread boundary, tapped from outside: node-host's pool (node-host/tvm-threads.ts) takes a
 * spawner of its threads (`ThreadRunnerOptions.spawn`), and this one starts each thread as node-host
 * does (tvm-thread-tap.mjs loads node-host/tvm-thread.ts), then records every message the pool posts to
 * it and every answer it posts back — bytes as V8 serializes them, as `postMessage` does. With coverage,
 * each thread runs its own and answers takes on a port of its own. Nothing in node-host changes.
 */
import { serialize } from 'node:v8';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { TvmThreadSpawner } from '../../node-host/tvm-threads';
import { shapeOf, type CrossingLog } from './crossings';

/** The threads a tapped spawner started and that still run, for coverage takes. */
export interface TappedThreads {
  readonly spawn: TvmThreadSpawner;
  /** One coverage take of every thread still running (nothing without coverage). */
  takeCoverage(): Promise<string[]>;
}

/** Records what crosses one thread's boundary. */
function tap(worker: Worker, log: CrossingLog): void {
  const methods = new Map<number, string>();
  const post = worker.postMessage.bind(worker);
  worker.postMessage = (
    message: { id: number; method: string },
    transfer?: Parameters<Worker['postMessage']>[1],
  ) => {
    methods.set(message.id, message.method);
    const { id: _id, ...request } = message;
    const name = message.method;
    log.add({
      boundary: 'thread',
      direction: 'up',
      name,
      bytes: serialize(message).length,
      shape: shapeOf(name, request),
    });
    post(message, transfer);
  };
  worker.on('message', (answer: { id: number }) => {
    const name = methods.get(answer.id) ?? 'answer';
    methods.delete(answer.id);
    log.add({
      boundary: 'thread',
      direction: 'down',
      name,
      bytes: serialize(answer).length,
      shape: shapeOf(name, answer),
    });
  });
}

/** A spawner that taps each thread into `log` and, with `coverage`, runs coverage in it. */
export function tappedThreads(log: CrossingLog, coverage: boolean): TappedThreads {
  const running = new Map<MessagePort, Worker>();
  const spawn: TvmThreadSpawner = (resourceLimits) => {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(new URL('./tvm-thread-tap.mjs', import.meta.url), {
      resourceLimits,
      ...(coverage ? { workerData: { coveragePort: port2 }, transferList: [port2] } : {}),
    });
    tap(worker, log);
    if (coverage) {
      running.set(port1, worker);
      port1.unref();
      worker.once('exit', () => running.delete(port1));
    }
    return worker;
  };
  /** One thread's take; a thread that ends meanwhile answers nothing (what it ran is lost). */
  const takeOne = ([port, worker]: [MessagePort, Worker]) =>
    new Promise<string[]>((resolve) => {
      const gone = () => resolve([]);
      worker.once('exit', gone);
      port.once('message', (urls: string[]) => {
        worker.off('exit', gone);
        resolve(urls);
      });
      port.postMessage('take');
    });
  return {
    spawn,
    takeCoverage: async () => (await Promise.all([...running].map(takeOne))).flat(),
  };
}
