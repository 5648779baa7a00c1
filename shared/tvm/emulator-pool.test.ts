/**
 * The emulator pool's own rules, over stand-in threads (a channel answering like an engine): a call
 * that kills its thread fails alone — the rest of its batch is run again one by one and answered — with a
 * sentence naming the account and the method; a thread that cannot start answers every waiting call
 * with a sentence instead of leaving it pending; and threads are started only while work waits.
 * The real threads, time limits and cancelling: node-host/tvm-threads.int.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { rawOf } from '../../test-support/tvm-states';
import { createEmulatorPool } from './emulator-pool';
import type { TvmChannel, TvmRequestMessage, TvmResponseMessage } from './emulator-protocol';
import type { GetMethodResult } from './runner';

const raw = rawOf;
const CRASHER = raw(0xdead);

/** What a stand-in thread answers for one account. */
const answerFor = (address: string): GetMethodResult => ({
  ran: true,
  method_id: 85143,
  exit_code: 0,
  exit_meaning: 'success',
  gas_used: 1,
  stack: [{ type: 'int', value: String(parseInt(address.slice(2), 16)) }],
});

/**
 * A stand-in thread: dies on any request that touches CRASHER; `start` decides whether it loads; `served`
 * gets the first address of each request in the order the threads took them.
 */
function standIn(
  opened: { count: number },
  start: () => boolean = () => true,
  served: string[] = [],
): () => TvmChannel {
  return () => {
    opened.count++;
    let onMessage: (m: TvmResponseMessage) => void = () => undefined;
    let onFailure: (reason: string) => void = () => undefined;
    let alive = true;
    return {
      post: (message: TvmRequestMessage) =>
        queueMicrotask(() => {
          if (!alive) return;
          if (message.method === 'prepare') {
            if (start()) onMessage({ id: message.id, result: null });
            else onFailure('its thread could not load the emulator');
            return;
          }
          if (message.method === 'runGetMethods') {
            served.push(message.request.calls[0]!.address);
            if (message.request.calls.some((c) => c.address === CRASHER))
              return onFailure('its thread ran out of memory');
            onMessage({ id: message.id, result: message.request.calls.map((c) => answerFor(c.address)) });
          } else if (message.method === 'runGetMethod') {
            if (message.request.account.address === CRASHER) return onFailure('its thread ran out of memory');
            onMessage({ id: message.id, result: answerFor(message.request.account.address) });
          }
        }),
      onMessage: (listener) => void (onMessage = listener),
      onFailure: (listener) => void (onFailure = listener),
      terminate: () => void (alive = false),
    };
  };
}

const batch = (addresses: string[]) => ({
  code_boc: 'te6cc',
  unix_time: 1,
  calls: addresses.map((address) => ({ address, balance: '1', method: 'get_wallet_data', args: [] })),
});

describe('the emulator pool', () => {
  it('a call that kills its thread fails alone, in words; its batch neighbours are answered', async () => {
    const opened = { count: 0 };
    const pool = createEmulatorPool({ open: standIn(opened), size: 2 });
    const results = await pool.runGetMethods(batch([raw(1), CRASHER, raw(3)]));
    expect(results[0]).toEqual(answerFor(raw(1)));
    expect(results[2]).toEqual(answerFor(raw(3)));
    expect(results[1]).toEqual({
      ran: false,
      method_id: 97026,
      reason: 'emulator_error',
      message: `The emulator stopped while running get_wallet_data on ${CRASHER} (its thread ran out of memory); a fresh one runs the next call, so no other account is affected.`,
    });
    pool.dispose?.();
  });

  it('a thread that cannot start answers every waiting call with a sentence; a later call starts one again', async () => {
    const opened = { count: 0 };
    let loads = false;
    const pool = createEmulatorPool({ open: standIn(opened, () => loads) });
    const [failed] = await pool.runGetMethods(batch([raw(1)]));
    expect(failed).toMatchObject({
      ran: false,
      reason: 'emulator_error',
      message: `The emulator could not start to run get_wallet_data on ${raw(1)} (its thread could not load the emulator).`,
    });
    loads = true;
    expect(await pool.runGetMethods(batch([raw(2)]))).toEqual([answerFor(raw(2))]);
    pool.dispose?.();
  });

  it('starts threads only while work waits, at most its size, and spreads a large batch over them', async () => {
    const opened = { count: 0 };
    const pool = createEmulatorPool({ open: standIn(opened), size: 2 });
    expect(opened.count).toBe(0);
    const addresses = Array.from({ length: 300 }, (_, i) => raw(i + 1));
    const results = await pool.runGetMethods(batch(addresses));
    expect(results).toEqual(addresses.map(answerFor));
    expect(opened.count).toBe(2);
    pool.dispose?.();
  });

  it('prepare starts one thread ahead of work, or every thread when asked for all', async () => {
    const opened = { count: 0 };
    const pool = createEmulatorPool({ open: standIn(opened), size: 2 });
    await pool.prepare();
    expect(opened.count).toBe(1);
    await pool.prepare({ all: true });
    expect(opened.count).toBe(2);
    pool.dispose?.();
  });

  it('prepare for all starts the first thread alone, and the others once it is ready', async () => {
    const opened = { count: 0 };
    const pool = createEmulatorPool({ open: standIn(opened), size: 3 });
    const ready = pool.prepare({ all: true });
    // The others would share the machine with it while it loads, and it would be ready later.
    expect(opened.count).toBe(1);
    await ready;
    expect(opened.count).toBe(3);
    pool.dispose?.();
  });

  it('background work waits behind every other request, in order, and still gets its answers', async () => {
    const opened = { count: 0 };
    const served: string[] = [];
    const pool = createEmulatorPool({ open: standIn(opened, () => true, served), size: 1 });
    await pool.prepare();
    const running = pool.runGetMethods(batch([raw(1)]));
    const later = [
      pool.runGetMethods(batch([raw(2)]), { background: true }),
      pool.runGetMethods(batch([raw(3)]), { background: true }),
      pool.runGetMethods(batch([raw(4)])),
      pool.runGetMethods(batch([raw(5)])),
    ];
    const answers = await Promise.all([running, ...later]);
    expect(served).toEqual([raw(1), raw(4), raw(5), raw(2), raw(3)]);
    expect(answers.flat()).toEqual([1, 2, 3, 4, 5].map((i) => answerFor(raw(i))));
    pool.dispose?.();
  });

  it('runs background work in short sessions, so a request that comes later waits for one only', async () => {
    const opened = { count: 0 };
    const served: string[] = [];
    const pool = createEmulatorPool({ open: standIn(opened, () => true, served), size: 1 });
    await pool.prepare();
    const owners = Array.from({ length: 100 }, (_, i) => raw(i + 1));
    const balances = pool.runGetMethods(batch(owners), { background: true });
    const next = pool.runGetMethods(batch([raw(500)]));
    const [background, wanted] = await Promise.all([balances, next]);
    // The first session was taken at once; the request waited for it alone, not for all 100 calls.
    expect(served).toEqual([raw(1), raw(500), raw(49), raw(97)]);
    expect(background).toEqual(owners.map(answerFor));
    expect(wanted).toEqual([answerFor(raw(500))]);
    pool.dispose?.();
  });
});
