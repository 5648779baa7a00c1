/**
 * The engine as a sandbox, on real code (programs assembled with ton-assembly, the real wallet v4r2): a
 * contract that leaves 311 or 1,000 values, nests a tuple 310 or 400 deep, returns a continuation, a
 * 1.25 MB cell 255 times, burns its gas or its memory, or whose code is deeper than TVM loads, ends
 * within its limits with a sentence naming the account and the method — and the real wallet asked next,
 * by the same engine, still answers. (Before: the 311-value stack broke every later call with "null
 * function or function signature mismatch"; a continuation rejected the whole call; the 1.25 MB cell
 * became hundreds of megabytes.) The wall-clock limit and cancelling are the pool's
 * (node-host/tvm-threads.int.test.ts).
 */
import { beginCell, serializeTuple, type Cell } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { walletV4Data } from '../../local-index-server/contract-data';
import { assemble, rawOf } from '../../test-support/tvm-states';
import type { EmulatorInstance } from './emulator-instance';
import { createTvmEngine } from './engine';
import type { GetMethodFailure, GetMethodResult, GetMethodRun, TvmAccount, TvmRunner } from './runner';
import { cellToBoc } from './stack';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';

const UNIX_TIME = 1_721_068_768;
const raw = rawOf;
const account = (n: number, code: Cell, data: Cell = beginCell().endCell()): TvmAccount => ({
  address: raw(n),
  code_boc: cellToBoc(code),
  data_boc: cellToBoc(data),
  balance: '1000000000',
});

/** A real wallet v4r2 with seqno 42: the neighbour that must keep answering. */
const wallet = account(1, codeInfo('wallet_v4r2').cell, walletV4Data(42, Buffer.alloc(32, 7)));
/** Every method id runs `body` (the id is dropped first). */
const hostile = (n: number, body: string, data?: Cell) => account(n, assemble(`DROP\n${body}`), data);

let engine: TvmRunner;
beforeAll(() => {
  engine = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const run = (
  acc: TvmAccount,
  method: string | number = 'seqno',
  limits?: { gas?: number; memory_mb?: number },
) =>
  engine.runGetMethod({
    account: acc,
    method,
    args: [],
    unix_time: UNIX_TIME,
    ...(limits ? { limits } : {}),
  });

/** The neighbour's seqno, which every test asks after its hostile call. */
async function expectWalletStillAnswers(): Promise<void> {
  expect(await run(wallet)).toMatchObject({ ran: true, exit_code: 0, stack: [{ type: 'int', value: '42' }] });
}

const ran = (result: GetMethodResult): GetMethodRun => {
  if (!result.ran) throw new Error(`not run: ${result.message}`);
  return result;
};
const failed = (result: GetMethodResult): GetMethodFailure => {
  if (result.ran) throw new Error(`ran: exit ${result.exit_code}`);
  return result;
};
/** A failure's sentence names the account and the method, and carries no emulator internals. */
function expectWorded(result: GetMethodResult, address: string, method: string): void {
  const { message } = failed(result);
  expect(message).toContain(`${method} on ${address}`);
  expect(message.replace(address, '')).not.toMatch(
    /Aborted|null function|signature mismatch|out of bounds|\d{5,}/,
  );
}

const REPEAT = (count: number, body: string) => `PUSHINT_LONG ${count}\nPUSHREFCONT {\n${body}\n}\nREPEAT`;

describe('one hostile account does not break the next', () => {
  it('311 values: the first 255 read, the rest said; the wallet asked next still answers', async () => {
    const result = ran(await run(hostile(2, `PUSHINT_4 1\n${REPEAT(310, 'DUP')}`), 'get_wallet_data'));
    expect(result.stack).toHaveLength(256);
    expect(result.stack[255]).toEqual({
      type: 'unread',
      what: '56 more value(s): the method left 311 values and a result is read up to 255',
    });
    await expectWalletStillAnswers();
  });

  it('1,000 values: a sentence, then the wallet answers', async () => {
    const result = await run(hostile(3, `PUSHINT_4 1\n${REPEAT(999, 'DUP')}`), 'get_jetton_data');
    if (result.ran) expect(result.stack.at(-1)).toMatchObject({ type: 'unread' });
    else expectWorded(result, raw(3), 'get_jetton_data');
    await expectWalletStillAnswers();
  });

  it('a tuple nested 310 deep: read down to 128 levels, the rest said; then the wallet answers', async () => {
    const result = ran(await run(hostile(4, `PUSHNULL\n${REPEAT(310, 'TUPLE 1')}`)));
    let value = result.stack[0]!;
    let depth = 0;
    while (value.type === 'tuple') {
      value = value.items[0]!;
      depth++;
    }
    expect(depth).toBe(128);
    expect(value).toEqual({ type: 'unread', what: 'a tuple nested more than 128 levels deep' });
    await expectWalletStillAnswers();
  });

  it('a tuple nested 400 deep: a sentence naming the account and method, then the wallet answers', async () => {
    const result = await run(hostile(5, `PUSHNULL\n${REPEAT(400, 'TUPLE 1')}`), 'get_nft_data');
    expectWorded(result, raw(5), 'get_nft_data');
    await expectWalletStillAnswers();
  });

  it('a continuation is shown as its type, the values around it as they are', async () => {
    const result = ran(await run(hostile(6, 'PUSHINT_4 5\nPUSHCONT {\n  NOP\n}\nPUSHINT_4 7')));
    expect(result.stack).toEqual([
      { type: 'int', value: '5' },
      { type: 'continuation' },
      { type: 'int', value: '7' },
    ]);
  });

  it('a 1.25 MB cell returned 255 times: read up to 4 MB in all, the rest said with its size', async () => {
    let counter = 0;
    const tree = (level: number): Cell => {
      const b = beginCell().storeUint(counter++, 32).storeBuffer(Buffer.alloc(123, level));
      if (level > 1) for (let r = 0; r < 3; r++) b.storeRef(tree(level - 1));
      return b.endCell();
    };
    const result = ran(
      await run(hostile(7, `PUSHCTR c4\n${REPEAT(254, 'DUP')}`, tree(9)), 'get_collection_data'),
    );
    expect(result.stack).toHaveLength(255);
    const written = result.stack.filter((v) => v.type === 'cell');
    expect(written.length).toBeGreaterThan(0);
    expect(JSON.stringify(result).length).toBeLessThan(12 * 1024 * 1024);
    expect(result.stack.at(-1)).toEqual({
      type: 'unread',
      what: expect.stringMatching(/^a cell of 9,841 cells \(1\.2 MB\): a result is read up to 4 MB in all$/),
    });
    await expectWalletStillAnswers();
  });

  it('code 1,100 cells deep: said as such, not as an exit code "thrown by the contract"', async () => {
    let code = beginCell().storeUint(1, 8).endCell();
    for (let i = 1; i < 1100; i++) code = beginCell().storeRef(code).endCell();
    const result = failed(await run(account(8, code)));
    expect(result).toMatchObject({
      reason: 'invalid_state',
      message: `The code of ${raw(8)} nests cells 1,099 levels deep; TVM loads at most 1,024, so seqno cannot run on it.`,
    });
  });
});

describe('limits', () => {
  const burner = hostile(9, REPEAT(1_000_000_000, 'NOP'));

  it('gas: 1,000,000 unless raised; running out names the limit', async () => {
    const result = ran(await run(burner, 'get_wallet_address'));
    expect(result.exit_code).toBe(-14);
    expect(result.gas_used).toBeGreaterThanOrEqual(1_000_000);
    expect(result.gas_used).toBeLessThan(1_100_000);
    expect(result.exit_meaning).toBe(
      'out of gas: it used up the limit of 1,000,000 gas a get-method is given',
    );
    const raised = ran(await run(burner, 'get_wallet_address', { gas: 2_000_000 }));
    expect(raised.gas_used).toBeGreaterThanOrEqual(2_000_000);
    expect(raised.exit_meaning).toContain('2,000,000 gas');
  });

  it('memory: a run that needs more than its limit stops with the limit named; the wallet answers next', async () => {
    const hog = hostile(10, `PUSHINT_4 0\n${REPEAT(1_000_000_000, 'DUP')}`);
    const result = failed(await run(hog, 'seqno', { gas: 100_000_000, memory_mb: 64 }));
    expect(result).toMatchObject({
      reason: 'memory_limit',
      message: `The run of seqno on ${raw(10)} was stopped: it needed more than 64 MB of emulator memory, the memory limit of one get-method.`,
    });
    await expectWalletStillAnswers();
  });
});

describe('batches', () => {
  // One code for every call: its data says how many extra values to leave (0 for the good ones).
  const code = assemble('DROP\nPUSHINT_4 7\nPUSHCTR c4\nCTOS\nPLDU 16\nPUSHREFCONT {\n  DUP\n}\nREPEAT');
  const call = (n: number, extra: number) => ({
    address: raw(n),
    data_boc: cellToBoc(beginCell().storeUint(extra, 16).endCell()),
    balance: '1',
    method: 'seqno',
    args: [],
  });

  it('a call leaving 1,000 values among good ones: each good call still answers', async () => {
    const results = await engine.runGetMethods({
      code_boc: cellToBoc(code),
      unix_time: UNIX_TIME,
      calls: [call(11, 999), call(12, 0), call(13, 0), call(14, 2)],
    });
    expect(results.slice(1).map((r) => r.ran && r.stack)).toEqual([
      [{ type: 'int', value: '7' }],
      [{ type: 'int', value: '7' }],
      [
        { type: 'int', value: '7' },
        { type: 'int', value: '7' },
        { type: 'int', value: '7' },
      ],
    ]);
    await expectWalletStillAnswers();
  });
});

describe('instances', () => {
  it('an instance that failed is never used again: the next run gets a fresh one, and the failure is a sentence', async () => {
    let created = 0;
    const answer = {
      success: true as const,
      stack: cellToBoc(serializeTuple([{ type: 'int', value: 42n }])),
      gas_used: '1',
      vm_exit_code: 0,
      missing_library: null,
    };
    const instance = (fail: boolean): EmulatorInstance => ({
      runGetMethod: () => {
        if (fail) throw 3835064; // what emscripten throws for a C++ exception: a pointer
        return answer;
      },
      memoryBytes: () => 0,
      capMemory: () => undefined,
      memoryRefused: () => false,
    });
    const counted = createTvmEngine({ createInstance: async () => instance(created++ === 0) });
    const first = await counted.runGetMethod({ account: wallet, method: 'seqno', unix_time: UNIX_TIME });
    expect(first).toMatchObject({
      ran: false,
      reason: 'emulator_error',
      message: `The emulator failed while running seqno on ${raw(1)} (an internal error of the emulator); it was replaced by a fresh one, so no other account is affected.`,
    });
    expect(
      await counted.runGetMethod({ account: wallet, method: 'seqno', unix_time: UNIX_TIME }),
    ).toMatchObject({
      ran: true,
      exit_code: 0,
    });
    expect(created).toBe(2);
  });
});
