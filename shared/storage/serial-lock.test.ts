/**
 * The serial lock: pieces run one at a time in call order, a failure (thrown or rejected) never stalls
 * the next, an aborted waiter leaves the queue without running, and work already started is not cut.
 */
import { describe, expect, it } from 'vitest';
import { createSerialLock } from './serial-lock';

/** A promise resolved from outside. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every queued microtask run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('serial lock', () => {
  it('runs pieces one at a time, in call order, however long each takes', async () => {
    const lock = createSerialLock();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const gates = [deferred(), deferred(), deferred()];
    const runs = gates.map((gate, id) =>
      lock.run(async () => {
        running += 1;
        most = Math.max(most, running);
        events.push(`start ${id}`);
        await gate.promise;
        events.push(`end ${id}`);
        running -= 1;
        return id;
      }),
    );
    expect(lock.size).toBe(3);
    // Finish them out of order: the second and third still wait for the first.
    gates[2]!.resolve();
    gates[1]!.resolve();
    await settle();
    expect(events).toEqual(['start 0']);
    gates[0]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(events).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
    expect(most).toBe(1);
    expect(lock.size).toBe(0);
  });

  it('hands a failure to its caller only: a thrown or rejected piece never stalls the next', async () => {
    const lock = createSerialLock();
    const thrown = lock.run(() => {
      throw new Error('sync failure');
    });
    const rejected = lock.run(() => Promise.reject(new Error('async failure')));
    const after = lock.run(() => 'still runs');
    await expect(thrown).rejects.toThrow('sync failure');
    await expect(rejected).rejects.toThrow('async failure');
    await expect(after).resolves.toBe('still runs');
  });

  it('an aborted waiter leaves the queue at once and never runs; the others keep their order', async () => {
    const lock = createSerialLock();
    const gate = deferred();
    const ran: string[] = [];
    const first = lock.run(async () => {
      await gate.promise;
      ran.push('first');
    });
    const controller = new AbortController();
    const waiting = lock.run(() => ran.push('aborted one'), controller.signal);
    const last = lock.run(() => ran.push('last'));
    controller.abort(new Error('user cancelled'));
    // Rejected while the first still holds the lock.
    await expect(waiting).rejects.toThrow('user cancelled');
    expect(lock.size).toBe(2);
    gate.resolve();
    await Promise.all([first, last]);
    expect(ran).toEqual(['first', 'last']);
  });

  it('refuses at once with a signal aborted before the call, and does not cut work already started', async () => {
    const lock = createSerialLock();
    const before = new AbortController();
    before.abort(new Error('too late'));
    await expect(lock.run(() => 'never', before.signal)).rejects.toThrow('too late');

    const during = new AbortController();
    const gate = deferred();
    const started = lock.run(async () => {
      await gate.promise;
      return 'finished';
    }, during.signal);
    await settle();
    during.abort();
    gate.resolve();
    await expect(started).resolves.toBe('finished');
  });

  it('a piece that queues another piece on the same lock gets it after itself, not inside', async () => {
    const lock = createSerialLock();
    const order: string[] = [];
    let inner: Promise<void> | undefined;
    await lock.run(async () => {
      inner = lock.run(() => void order.push('inner'));
      await settle();
      order.push('outer');
    });
    await inner;
    expect(order).toEqual(['outer', 'inner']);
  });
});
