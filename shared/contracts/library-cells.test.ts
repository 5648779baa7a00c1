/**
 * Code that is a library cell, and state the indexer sent without data: the kind is named by looking
 * through the library cell; a code the app carries runs behind one; a library nobody has is said once,
 * with where to get it and what would fix it, and nothing is run; the user's own library makes it run,
 * and so do libraries whose code names other libraries (8 levels at most); an account without data says
 * so instead of a cell underflow per method; and one such account never costs the others in the batch
 * their answers.
 */
import { beginCell, Cell } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { walletV4Data } from '../../local-index-server/contract-data';
import { rawOf, stateOf } from '../../test-support/tvm-states';
import type { AccountState } from '../api/account-states';
import { createTvmEngine } from '../tvm/engine';
import { cellToBoc } from '../tvm/stack';
import type { TvmRunner } from '../tvm/runner';
import { inspectAccounts } from './inspect';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';

let runner: TvmRunner;
beforeAll(() => {
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const KEY = Buffer.alloc(32, 0x5a);
const libraryCellOf = (hash: Buffer) =>
  beginCell().storeUint(2, 8).storeBuffer(hash).endCell({ exotic: true });
/** Wallet v1r3's data: seqno:uint32 public_key:uint256. */
const v1Data = (seqno: number) => beginCell().storeUint(seqno, 32).storeBuffer(KEY).endCell();
/** Wallet v3's data: seqno:uint32 subwallet:uint32 public_key:uint256. */
const v3Data = (seqno: number) =>
  beginCell().storeUint(seqno, 32).storeUint(698983191, 32).storeBuffer(KEY).endCell();

const inspect = (accounts: AccountState[], libraries?: string[]) =>
  inspectAccounts({
    lookup: { accounts, address_book: {}, metadata: {}, not_found: [] },
    unixTime: 1_721_068_768,
    runner,
    ...(libraries ? { libraries } : {}),
  });

describe('library-cell code', () => {
  const v1r3 = codeInfo('wallet_v1r3');
  const v3r1 = codeInfo('wallet_v3r1');
  const v3r1AsLibrary = () => stateOf(rawOf(1), libraryCellOf(v3r1.cell.hash()), v3Data(7));

  it('runs a wallet deployed as a library cell of a code the app carries (wallet v1r3, v4r2)', async () => {
    // Before: "the code needs library 587c…, which the app does not carry", though the app holds that code.
    const [v1, v4] = await inspect([
      stateOf(rawOf(7), libraryCellOf(v1r3.cell.hash()), v1Data(7)),
      stateOf(rawOf(8), libraryCellOf(codeInfo('wallet_v4r2').cell.hash()), walletV4Data(12, KEY)),
    ]);
    expect(v1).toMatchObject({ kind: 'wallet_v1r3', kind_source: 'code_hash' });
    expect(v1!.details).toMatchObject({
      library: { hash: v1r3.cell.hash().toString('hex'), origin: 'bundled', name: 'wallet v1 r3 code' },
      seqno: 7,
      public_key: KEY.toString('hex'),
    });
    expect(v1!.details).not.toHaveProperty('problems');
    expect(v1!.methods.map((m) => [m.method, m.exit_code])).toEqual([
      ['seqno', 0],
      ['get_public_key', 0],
    ]);
    expect(v4).toMatchObject({ kind: 'wallet_v4r2', details: { library: { origin: 'bundled' }, seqno: 12 } });
    expect(v4!.details).not.toHaveProperty('problems');
  });

  it("names a wallet deployed as a library cell of a code the app knows but does not carry, and reads its data by that code's layout", async () => {
    const [account] = await inspect([v3r1AsLibrary()]);
    expect(account).toMatchObject({ kind: 'wallet_v3r1', kind_source: 'code_hash' });
    expect(account!.details).toMatchObject({
      library: { hash: v3r1.cell.hash().toString('hex'), origin: 'missing', name: 'wallet v3 r1' },
      seqno: 7,
    });
    // One sentence says what is missing, where to get it and what would fix it; nothing was run.
    expect(account!.details.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `library ${v3r1.cell.hash().toString('hex')} \\(wallet v3 r1\\), which the app does not carry.*getLibraries\\?library_list=${v3r1.cell.hash().toString('hex')}.*Settings → Libraries`,
        ),
      ),
    ]);
    expect(account!.methods).toEqual([]);
  });

  it("runs it with the user's own library, and says the library came from the user", async () => {
    const [account] = await inspect([v3r1AsLibrary()], [v3r1.boc]);
    expect(account).toMatchObject({ kind: 'wallet_v3r1' });
    expect(account!.details).toMatchObject({ library: { origin: 'user' }, seqno: 7 });
    expect(account!.details).not.toHaveProperty('problems');
    expect(account!.methods.map((m) => [m.method, m.exit_code])).toEqual([['seqno', 0]]);
  });

  it('for an unknown library names only the library and the fix — no jetton probe, no method noise', async () => {
    const [account] = await inspect([stateOf(rawOf(2), libraryCellOf(Buffer.alloc(32, 0xab)), v1Data(1))]);
    expect(account).toMatchObject({ kind: 'unknown', kind_source: 'unknown' });
    const problems = account!.details.problems ?? [];
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`${'ab'.repeat(32)}.*Settings → Libraries`));
    expect(problems.join(' ')).not.toMatch(/get_jetton_data|get_wallet_data|exit code|underflow/);
    expect(account!.methods).toEqual([]);
  });
});

describe('a library whose code names another library', () => {
  const inner = codeInfo('wallet_v3r1');
  /** A library of no instructions and one reference, a library cell naming `next`: TVM jumps to it. */
  const through = (next: Cell) => beginCell().storeRef(libraryCellOf(next.hash())).endCell();
  const seqnoOf = (code: Cell, libraries: Cell[]) =>
    runner.runGetMethod({
      account: {
        address: rawOf(9),
        code_boc: cellToBoc(libraryCellOf(code.hash())),
        data_boc: cellToBoc(v3Data(5)),
        balance: '1000000000',
      },
      method: 'seqno',
      unix_time: 1_721_068_768,
      libraries: libraries.map(cellToBoc),
    });

  it('runs when both are given (before: "The code needs library b61041a5…", the inner one)', async () => {
    const outer = through(inner.cell);
    expect(await seqnoOf(outer, [outer, inner.cell])).toMatchObject({
      ran: true,
      exit_code: 0,
      stack: [{ type: 'int', value: '5' }],
    });
  });

  it('names the inner library when only the outer one is given', async () => {
    const outer = through(inner.cell);
    expect(await seqnoOf(outer, [outer])).toMatchObject({
      ran: false,
      reason: 'missing_library',
      missing_library: inner.cell.hash().toString('hex'),
    });
  });

  it('refuses a chain of libraries deeper than 8, naming the chain', async () => {
    const chain = [inner.cell];
    for (let i = 0; i < 9; i++) chain.unshift(through(chain[0]!));
    const result = await seqnoOf(chain[0]!, chain);
    expect(result).toMatchObject({ ran: false, reason: 'invalid_state' });
    expect(!result.ran && result.message).toMatch(
      /^The code's libraries name further libraries more than 8 levels deep \([0-9a-f]{8}… → (?:[0-9a-f]{8}… → ){7}[0-9a-f]{8}…\); the app follows at most 8/,
    );
    // Eight levels run.
    expect(await seqnoOf(chain[2]!, chain.slice(2))).toMatchObject({ ran: true, exit_code: 0 });
  });
});

describe('an account whose data the indexer did not send', () => {
  it('says so once instead of a cell underflow for each get-method', async () => {
    const state = stateOf(rawOf(3), codeInfo('wallet_v4r2').cell, beginCell().endCell());
    delete state.data_boc;
    const [account] = await inspect([state]);
    expect(account!.kind).toBe('wallet_v4r2');
    expect(account!.details.problems).toEqual([
      expect.stringMatching(/^The indexer sent no data for this account/),
    ]);
    expect(JSON.stringify(account)).not.toMatch(/underflow|exit code 9/);
    expect(account!.methods).toEqual([]);
  });
});

describe('a batch with an account that cannot be run', () => {
  it('answers every other account in full', async () => {
    const wallet = stateOf(rawOf(4), codeInfo('wallet_v4r2').cell, walletV4Data(11, KEY));
    const broken = stateOf(rawOf(5), libraryCellOf(Buffer.alloc(32, 0xcd)), Cell.EMPTY);
    const noData = stateOf(rawOf(6), codeInfo('wallet_v4r2').cell, Cell.EMPTY);
    delete noData.data_boc;
    const accounts = await inspect([broken, wallet, noData]);
    expect(accounts.map((a) => a.address)).toEqual([rawOf(5), rawOf(4), rawOf(6)]);
    expect(accounts[1]).toMatchObject({
      kind: 'wallet_v4r2',
      details: { seqno: 11, public_key: KEY.toString('hex'), plugins: [] },
    });
    expect(accounts[1]!.details).not.toHaveProperty('problems');
    expect(accounts[0]!.details.problems).toHaveLength(1);
    expect(accounts[2]!.details.problems).toHaveLength(1);
  });
});
