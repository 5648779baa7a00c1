/**
 * The Node host of the emulator (worker threads, as the CLI and Electron main run it) against real code:
 * a run past its wall-clock limit is stopped with the limit named and its thread replaced; in a batch
 * only the slow call is stopped — its neighbours answer; cancelling ends a running call at once, and the
 * next call is served by a fresh thread. (Before: no time limit at all — a get-method given 100,000,000
 * gas ran for minutes, and neither Ctrl-C nor Cancel could stop it.)
 */
import { beginCell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../local-index-server/contract-codes';
import { walletV4Data } from '../local-index-server/contract-data';
import { assemble, rawOf } from '../test-support/tvm-states';
import { isAppError } from '../shared/errors';
import type { TvmAccount, TvmRunner } from '../shared/tvm/runner';
import { cellToBoc } from '../shared/tvm/stack';
import { MAX_MEMORY_LIMIT_MB } from '../shared/tvm/limits';
import { createThreadTvmRunner } from './tvm-threads';

const UNIX_TIME = 1_721_068_768;
const raw = rawOf;
const wallet: TvmAccount = {
  address: raw(1),
  code_boc: codeInfo('wallet_v4r2').boc,
  data_boc: cellToBoc(walletV4Data(42, Buffer.alloc(32, 7))),
  balance: '1',
};
/** Loops for as long as its gas lasts (the data says how many rounds; 0 for none), then answers 7. */
const LOOPER = cellToBoc(
  assemble('DROP\nPUSHCTR c4\nCTOS\nPLDU 32\nPUSHREFCONT {\n  NOP\n}\nREPEAT\nPUSHINT_4 7'),
);
const looperData = (rounds: number) => cellToBoc(beginCell().storeUint(rounds, 32).endCell());
const looper = (n: number, rounds: number): TvmAccount => ({
  address: raw(n),
  code_boc: LOOPER,
  data_boc: looperData(rounds),
  balance: '1',
});
/**
 * Room for the looper's whole gas: the emulator's memory grows with the instructions it runs (≈ 65 MB/s
 * on an idle 2-core machine), so at the default 256 MB a fast machine stopped the loop for memory before
 * a 1–2 s time limit could; all 100,000,000 gas of it runs within 2,048 MB, so only time stops it here.
 */
const LOOP_MEMORY = { memory_mb: MAX_MEMORY_LIMIT_MB };
/** Enough gas to loop for minutes. */
const LONG = { gas: 100_000_000, time_ms: 300_000, ...LOOP_MEMORY };

let runner: TvmRunner;
beforeAll(async () => {
  runner = createThreadTvmRunner({ threads: 1 });
  await runner.prepare();
});
afterAll(() => runner.dispose?.());

const seqno = () => runner.runGetMethod({ account: wallet, method: 'seqno', unix_time: UNIX_TIME });

describe('the wall-clock limit', () => {
  it('stops a run past it with the limit named; the call after it is answered by a fresh thread', async () => {
    const [slow, next] = await Promise.all([
      runner.runGetMethod({
        account: looper(2, 2_000_000_000),
        method: 'get_wallet_address',
        unix_time: UNIX_TIME,
        limits: { gas: 100_000_000, time_ms: 1_000, ...LOOP_MEMORY },
      }),
      seqno(),
    ]);
    expect(slow).toEqual({
      ran: false,
      method_id: 103289,
      reason: 'time_limit',
      message: `The run of get_wallet_address on ${raw(2)} was stopped after 1 s, the time limit of one get-method.`,
    });
    expect(next).toMatchObject({ ran: true, stack: [{ type: 'int', value: '42' }] });
  });

  it('in a batch, only the slow call is stopped: its neighbours answer', async () => {
    const calls = [3, 4, 5, 6].map((n) => ({
      address: raw(n),
      data_boc: looperData(n === 4 ? 2_000_000_000 : 0),
      balance: '1',
      method: 'seqno',
    }));
    const results = await runner.runGetMethods({
      code_boc: LOOPER,
      unix_time: UNIX_TIME,
      calls,
      limits: { gas: 100_000_000, time_ms: 2_000, ...LOOP_MEMORY },
    });
    expect(results.map((r) => (r.ran ? r.stack : r.reason))).toEqual([
      [{ type: 'int', value: '7' }],
      'time_limit',
      [{ type: 'int', value: '7' }],
      [{ type: 'int', value: '7' }],
    ]);
    expect(results[1]).toMatchObject({
      message: expect.stringContaining(`seqno on ${raw(4)} was stopped after 2 s`),
    });
  });
});

describe('cancelling', () => {
  it('ends a running call at once (its thread is terminated); the next call is answered', async () => {
    const controller = new AbortController();
    const running = runner.runGetMethod(
      { account: looper(7, 2_000_000_000), method: 'seqno', unix_time: UNIX_TIME, limits: LONG },
      { signal: controller.signal },
    );
    // Cancel once the run has had time to start; the assertion is that the promise ends, not when.
    setTimeout(() => controller.abort(), 300);
    const error = await running.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.kind).toBe('aborted');
    expect(await seqno()).toMatchObject({ ran: true, stack: [{ type: 'int', value: '42' }] });
  });

  it('drops a call still waiting for a thread', async () => {
    const controller = new AbortController();
    const first = runner.runGetMethod({
      account: looper(8, 2_000_000_000),
      method: 'seqno',
      unix_time: UNIX_TIME,
      limits: { ...LONG, time_ms: 1_000 },
    });
    const waiting = runner.runGetMethod(
      { account: wallet, method: 'seqno', unix_time: UNIX_TIME },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'aborted' });
    expect(await first).toMatchObject({ reason: 'time_limit' });
  });
});
