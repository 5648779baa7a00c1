/**
 * The get-method engine on real contract code (local-index-server/fixtures: the codes as published by
 * their authors) with data cells built to each code's own layout: single runs answer what the data
 * says, a batch answers exactly what single runs answer (stack, exit code and gas), libraries are
 * resolved from the bundle or reported missing, and bad requests are results, never exceptions.
 */
import type { Cell } from '@ton/core';
import { Address, beginCell, contractAddress } from '@ton/core';
import { runtime, text } from 'ton-assembly';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import {
  jettonMinterData,
  jettonWalletData,
  nftItemData,
  offchainContent,
  stablecoinMinterData,
  stablecoinWalletData,
  walletV3Data,
  walletV4Data,
  walletV5BetaData,
  walletV5Data,
} from '../../local-index-server/contract-data';
import { createTvmEngine } from './engine';
import type { GetMethodBatchRequest, GetMethodResult, TvmAccount, TvmRunner } from './runner';
import { addressArgument, cellToBoc, rawOf } from './stack';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';

let engine: TvmRunner;
beforeAll(async () => {
  engine = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const UNIX_TIME = 1_721_068_768;
const key = (n: number) => Buffer.alloc(32, n);
const raw = (n: number) => `0:${n.toString(16).padStart(64, '0').toUpperCase()}`;
const boc = cellToBoc;
const account = (address: string, code: Cell, data: Cell, balance = '1000000000'): TvmAccount => ({
  address,
  code_boc: boc(code),
  data_boc: boc(data),
  balance,
});
const run = (
  acc: TvmAccount,
  method: string | number,
  args: GetMethodBatchRequest['calls'][number]['args'] = [],
) => engine.runGetMethod({ account: acc, method, args: args ?? [], unix_time: UNIX_TIME });
/** The answer's stack values, for a run that must have succeeded. */
function stackOf(result: GetMethodResult) {
  if (!result.ran) throw new Error(`not run: ${result.message}`);
  expect(result.exit_code).toBe(0);
  return result.stack;
}
const assemble = (source: string) => {
  const parsed = text.parse('test.tasm', source);
  if (parsed.$ !== 'ParseSuccess') throw new Error(JSON.stringify(parsed.error));
  return runtime.compileCell(parsed.instructions);
};

const master = Address.parseRaw(raw(0xaa));
const usdtMaster = Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');

describe('single runs on real code', () => {
  it('wallet v4r2 answers seqno, public key, subwallet id and plugins from its data', async () => {
    const v4 = codeInfo('wallet_v4r2');
    const plugin = Address.parseRaw(raw(0x77));
    const acc = account(raw(1), v4.cell, walletV4Data(42, key(5), 698983191, [plugin]));
    expect(stackOf(await run(acc, 'seqno'))).toEqual([{ type: 'int', value: '42' }]);
    expect(stackOf(await run(acc, 'get_public_key'))).toEqual([
      { type: 'int', value: BigInt(`0x${key(5).toString('hex')}`).toString() },
    ]);
    expect(stackOf(await run(acc, 'get_subwallet_id'))).toEqual([{ type: 'int', value: '698983191' }]);
    const [list] = stackOf(await run(acc, 'get_plugin_list'));
    expect(JSON.stringify(list)).toContain(BigInt(`0x${plugin.hash.toString('hex')}`).toString());
  });

  it('reports the exit code with its meaning, and gas', async () => {
    const result = await run(
      account(raw(1), codeInfo('wallet_v4r2').cell, walletV4Data(1, key(1))),
      'no_such_method',
    );
    expect(result).toMatchObject({
      ran: true,
      exit_code: 11,
      exit_meaning: expect.stringMatching(/no such method/),
    });
    expect(result.ran && result.gas_used).toBeGreaterThan(0);
  });

  it('runs wallet v5 beta, whose code is a library cell, with the bundled library', async () => {
    const beta = codeInfo('wallet_v5_beta');
    expect(beta.cell.isExotic).toBe(true);
    const acc = account(raw(2), beta.cell, walletV5BetaData(12, key(7)));
    expect(stackOf(await run(acc, 'seqno'))).toEqual([{ type: 'int', value: '12' }]);
  });

  it('says a library is missing, and runs nothing, when the code is a library cell the app does not carry', async () => {
    const unknownLibrary = beginCell()
      .storeUint(2, 8)
      .storeBuffer(Buffer.alloc(32, 0xab))
      .endCell({ exotic: true });
    const result = await run(account(raw(3), unknownLibrary, beginCell().endCell()), 'seqno');
    expect(result).toMatchObject({ ran: false, reason: 'missing_library', missing_library: 'ab'.repeat(32) });
    expect(!result.ran && result.message).toMatch(/neither carries nor has among your added libraries/);
    expect(!result.ran && result.message).toMatch(/Settings → Libraries/);
  });

  it("runs library-cell code with a library the request brings (the user's own), keyed by the BoC's own hash", async () => {
    // A code the app does not carry (it carries v3r2, v4r2, v5r1, v1r3 and multisig v2 behind library cells).
    const v3 = codeInfo('wallet_v3r1');
    const libraryCell = beginCell().storeUint(2, 8).storeBuffer(v3.cell.hash()).endCell({ exotic: true });
    const acc = account(raw(5), libraryCell, walletV3Data(33, key(5)));
    const withIt = await engine.runGetMethod({
      account: acc,
      method: 'seqno',
      args: [],
      unix_time: UNIX_TIME,
      libraries: [v3.boc],
    });
    expect(stackOf(withIt)).toEqual([{ type: 'int', value: '33' }]);
    // Another code sent as "the library" cannot stand in for it: it has another hash.
    const wrong = await engine.runGetMethod({
      account: acc,
      method: 'seqno',
      args: [],
      unix_time: UNIX_TIME,
      libraries: [codeInfo('wallet_v4r2').boc],
    });
    expect(wrong).toMatchObject({
      ran: false,
      reason: 'missing_library',
      missing_library: v3.cell.hash().toString('hex'),
    });
    const [batched] = await engine.runGetMethods({
      code_boc: acc.code_boc,
      unix_time: UNIX_TIME,
      libraries: [v3.boc],
      calls: [
        { address: acc.address, data_boc: acc.data_boc, balance: acc.balance, method: 'seqno', args: [] },
      ],
    });
    expect(stackOf(batched!)).toEqual([{ type: 'int', value: '33' }]);
  });

  it('says a library is missing when the code loads one it does not carry from its data (the emulator names it)', async () => {
    const unknownLibrary = beginCell()
      .storeUint(2, 8)
      .storeBuffer(Buffer.alloc(32, 0xcd))
      .endCell({ exotic: true });
    const code = assemble('PUSHCTR c4\nCTOS\nLDREF\nDROP\nCTOS\nSBITS');
    const acc = account(raw(4), code, beginCell().storeRef(unknownLibrary).endCell());
    const result = await run(acc, 0);
    expect(result).toMatchObject({ ran: false, reason: 'missing_library', missing_library: 'cd'.repeat(32) });
    // In a batch the child VM only sees exit code 9; the call is run again alone to name the library.
    const [batched] = await engine.runGetMethods({
      code_boc: acc.code_boc,
      unix_time: UNIX_TIME,
      calls: [{ address: acc.address, data_boc: acc.data_boc, balance: acc.balance, method: 0, args: [] }],
    });
    expect(batched).toEqual(result);
  });

  it('turns bad requests into results: a bad BoC, a method that is neither name nor id, a bad argument', async () => {
    const v4 = account(raw(1), codeInfo('wallet_v4r2').cell, walletV4Data(1, key(1)));
    expect(await run({ ...v4, code_boc: 'not a boc' }, 'seqno')).toMatchObject({
      ran: false,
      reason: 'invalid_state',
      message: expect.stringMatching(new RegExp(`^The code_boc of ${raw(1)} is not a readable BoC`)),
    });
    expect(await run(v4, '  ')).toMatchObject({ ran: false, reason: 'invalid_request' });
    expect(await run(v4, 'seqno', [{ type: 'cell', boc: '!!' }])).toMatchObject({
      ran: false,
      reason: 'invalid_request',
    });
    expect(await run({ ...v4, address: 'EQ…' }, 'seqno')).toMatchObject({
      ran: false,
      reason: 'invalid_request',
    });
  });
});

describe('jetton wallet addresses', () => {
  it('get_wallet_address on the token-contract minter equals the StateInit address computed with @ton/core', async () => {
    const minter = codeInfo('jetton_minter (tonweb');
    const walletCode = codeInfo('jetton_wallet (tonweb').cell;
    const acc = account(
      rawOf(master),
      minter.cell,
      jettonMinterData(10n ** 15n, master, offchainContent('https://x'), walletCode),
    );
    for (const n of [1, 2, 0xfe]) {
      const owner = Address.parseRaw(raw(n));
      const [slice] = stackOf(await run(acc, 'get_wallet_address', [addressArgument(raw(n))]));
      const expected = contractAddress(0, {
        code: walletCode,
        data: jettonWalletData(0n, owner, master, walletCode),
      });
      expect(slice).toMatchObject({ type: 'slice', address: rawOf(expected) });
    }
  });

  it('the real USD₮ minter code at the USD₮ address derives the documented mainnet jetton wallet, and the StateInit address', async () => {
    const walletLibraryCell = codeInfo('jetton_wallet (mainnet USDT').cell;
    const acc = account(
      rawOf(usdtMaster),
      codeInfo('jetton_minter (stablecoin').cell,
      stablecoinMinterData(1n, null, walletLibraryCell, 'https://tether.to/usdt-ton.json'),
    );
    // ton-docs cookbook, "How to calculate user's Jetton wallet address (offline)": this owner's USD₮ wallet.
    const owner = Address.parse('UQANCZLrRHVnenvs31J26Y6vUcirln0-6zs_U18w93WaN2da');
    const [slice] = stackOf(await run(acc, 'get_wallet_address', [addressArgument(rawOf(owner))]));
    expect(slice).toMatchObject({
      address: rawOf(Address.parse('EQAXgYVGR0rl2az6qPJcPlxFyiNKPCQckoI2ZXaGxLnWJDja')),
    });
    const stateInit = contractAddress(0, {
      code: walletLibraryCell,
      data: stablecoinWalletData(0, 0n, owner, usdtMaster),
    });
    expect(slice).toMatchObject({ address: rawOf(stateInit) });
  });

  it('a USD₮ jetton wallet (library-cell code) answers get_wallet_data and get_status with the bundled library', async () => {
    const owner = Address.parseRaw(raw(9));
    const acc = account(
      raw(10),
      codeInfo('jetton_wallet (mainnet USDT').cell,
      stablecoinWalletData(2, 25_000_000n, owner, usdtMaster),
    );
    const data = stackOf(await run(acc, 'get_wallet_data'));
    expect(data.slice(0, 3)).toEqual([
      { type: 'int', value: '25000000' },
      expect.objectContaining({ address: rawOf(owner) }),
      expect.objectContaining({ address: rawOf(usdtMaster) }),
    ]);
    expect(stackOf(await run(acc, 'get_status'))).toEqual([{ type: 'int', value: '2' }]);
  });
});

describe('batches', () => {
  /** Runs `calls` as one batch and one by one; both must say exactly the same. */
  async function expectSameAsSingleRuns(
    code: Cell,
    calls: GetMethodBatchRequest['calls'],
  ): Promise<GetMethodResult[]> {
    const batch = await engine.runGetMethods({ code_boc: boc(code), unix_time: UNIX_TIME, calls });
    const singles: GetMethodResult[] = [];
    for (const call of calls) {
      singles.push(
        await engine.runGetMethod({
          account: {
            address: call.address,
            code_boc: boc(code),
            ...(call.data_boc ? { data_boc: call.data_boc } : {}),
            balance: call.balance,
          },
          method: call.method,
          args: call.args ?? [],
          unix_time: UNIX_TIME,
        }),
      );
    }
    expect(batch).toEqual(singles);
    return batch;
  }

  it('one state asked for many owners: the same answers, gas included, as single runs', async () => {
    const minter = codeInfo('jetton_minter (tonweb');
    const data = boc(
      jettonMinterData(
        10n ** 15n,
        master,
        offchainContent('https://x'),
        codeInfo('jetton_wallet (tonweb').cell,
      ),
    );
    const calls = Array.from({ length: 12 }, (_, i) => ({
      address: rawOf(master),
      data_boc: data,
      balance: '5',
      method: 'get_wallet_address',
      args: [addressArgument(raw(i + 1))],
    }));
    const results = await expectSameAsSingleRuns(minter.cell, calls);
    expect(new Set(results.map((r) => JSON.stringify(r.ran && r.stack))).size).toBe(12);
  });

  it('masters in alternation on the one emulator the engine keeps: each session derives its own master’s wallets', async () => {
    // The engine keeps its emulator instance, and each code's session base (code, data, address,
    // balance), from one session to the next: nothing of a session may reach the next. Two masters
    // share the USD₮ minter's code (other data, other address); a third has another code.
    const usdtWallet = codeInfo('jetton_wallet (mainnet USDT').cell;
    const tonwebWallet = codeInfo('jetton_wallet (tonweb').cell;
    const other = Address.parseRaw(raw(0xbb));
    const masters = [
      {
        at: usdtMaster,
        code: codeInfo('jetton_minter (stablecoin').cell,
        data: stablecoinMinterData(1n, null, usdtWallet, 'https://tether.to/usdt-ton.json'),
        wallet: (owner: Address) => ({
          code: usdtWallet,
          data: stablecoinWalletData(0, 0n, owner, usdtMaster),
        }),
      },
      {
        at: other,
        code: codeInfo('jetton_minter (stablecoin').cell,
        data: stablecoinMinterData(7n, null, usdtWallet, 'https://x'),
        wallet: (owner: Address) => ({ code: usdtWallet, data: stablecoinWalletData(0, 0n, owner, other) }),
      },
      {
        at: master,
        code: codeInfo('jetton_minter (tonweb').cell,
        data: jettonMinterData(10n ** 15n, master, offchainContent('https://x'), tonwebWallet),
        wallet: (owner: Address) => ({
          code: tonwebWallet,
          data: jettonWalletData(0n, owner, master, tonwebWallet),
        }),
      },
    ];
    for (let round = 0; round < 2; round++) {
      for (const [m, minter] of masters.entries()) {
        const owners = Array.from({ length: 5 }, (_, i) =>
          Address.parseRaw(raw(0x100 * round + 0x10 * m + i + 1)),
        );
        const results = await engine.runGetMethods({
          code_boc: boc(minter.code),
          unix_time: UNIX_TIME,
          calls: owners.map((owner) => ({
            address: rawOf(minter.at),
            data_boc: boc(minter.data),
            balance: '5',
            method: 'get_wallet_address',
            args: [addressArgument(rawOf(owner))],
          })),
        });
        expect(results.map((result) => stackOf(result)[0])).toEqual(
          owners.map((owner) =>
            expect.objectContaining({ address: rawOf(contractAddress(0, minter.wallet(owner))) }),
          ),
        );
      }
    }
  });

  it('many states of one code, different methods, a missing method and a throwing one', async () => {
    const v4 = codeInfo('wallet_v4r2').cell;
    const calls = [
      { address: raw(1), data_boc: boc(walletV4Data(1, key(1))), balance: '1', method: 'seqno', args: [] },
      {
        address: raw(2),
        data_boc: boc(walletV4Data(2, key(2), 7)),
        balance: '2',
        method: 'get_subwallet_id',
        args: [],
      },
      {
        address: raw(3),
        data_boc: boc(walletV4Data(3, key(3))),
        balance: '3',
        method: 'get_public_key',
        args: [],
      },
      {
        address: raw(4),
        data_boc: boc(walletV4Data(4, key(4))),
        balance: '4',
        method: 'no_such_method',
        args: [],
      },
      // is_plugin_installed with no arguments: the code underflows the stack.
      {
        address: raw(5),
        data_boc: boc(walletV4Data(5, key(5))),
        balance: '5',
        method: 'is_plugin_installed',
        args: [],
      },
    ];
    const results = await expectSameAsSingleRuns(v4, calls);
    expect(results.map((r) => r.ran && r.exit_code)).toEqual([0, 0, 0, 11, 2]);
  });

  it('library-cell code in a batch: USD₮ jetton wallets of several owners', async () => {
    const code = codeInfo('jetton_wallet (mainnet USDT').cell;
    const calls = [1, 2, 3].map((n) => ({
      address: raw(100 + n),
      data_boc: boc(
        stablecoinWalletData(n === 2 ? 1 : 0, BigInt(n) * 1_000_000n, Address.parseRaw(raw(n)), usdtMaster),
      ),
      balance: '10',
      method: n === 3 ? 'get_status' : 'get_wallet_data',
      args: [],
    }));
    await expectSameAsSingleRuns(code, calls);
  });

  it('wallets v3r2 and v5r1, NFT items: same answers as single runs', async () => {
    await expectSameAsSingleRuns(codeInfo('wallet_v3r2').cell, [
      { address: raw(1), data_boc: boc(walletV3Data(17, key(1))), balance: '1', method: 'seqno', args: [] },
      {
        address: raw(2),
        data_boc: boc(walletV3Data(18, key(2))),
        balance: '1',
        method: 'get_public_key',
        args: [],
      },
    ]);
    await expectSameAsSingleRuns(codeInfo('wallet_v5r1').cell, [
      {
        address: raw(1),
        data_boc: boc(walletV5Data(5, key(1))),
        balance: '1',
        method: 'get_extensions',
        args: [],
      },
      {
        address: raw(2),
        data_boc: boc(walletV5Data(6, key(2))),
        balance: '1',
        method: 'is_signature_allowed',
        args: [],
      },
    ]);
    const collection = Address.parseRaw(raw(0xc0));
    await expectSameAsSingleRuns(codeInfo('nft_item (tonweb').cell, [
      {
        address: raw(1),
        data_boc: boc(
          nftItemData(
            7,
            collection,
            Address.parseRaw(raw(5)),
            beginCell().storeStringTail('7.json').endCell(),
          ),
        ),
        balance: '1',
        method: 'get_nft_data',
        args: [],
      },
    ]);
  });

  it('each child VM sees exactly the context (c7) a single run of that account sees', async () => {
    // A "contract" that returns its whole context: my address, balance, now, config, its own code…
    const dump = assemble('PUSHCTR c7');
    const calls = [1, 2, 3].map((n) => ({
      address: raw(n),
      data_boc: boc(beginCell().storeUint(n, 8).endCell()),
      balance: String(n * 1000),
      method: 0,
      args: [],
    }));
    const results = await expectSameAsSingleRuns(dump, calls);
    expect(JSON.stringify(results[1])).toContain('"value":"2000"');
  });

  it('more calls than one session holds are split, in order', async () => {
    const v4 = codeInfo('wallet_v4r2').cell;
    const calls = Array.from({ length: 300 }, (_, i) => ({
      address: raw(i + 1),
      data_boc: boc(walletV4Data(i, key(1))),
      balance: '1',
      method: 'seqno',
      args: [],
    }));
    const results = await engine.runGetMethods({ code_boc: boc(v4), unix_time: UNIX_TIME, calls });
    expect(results.map((r) => r.ran && r.stack[0])).toEqual(
      calls.map((_, i) => ({ type: 'int', value: String(i) })),
    );
  });
});
