/**
 * Code that is a library cell, and state the indexer sent without data: the kind is named by looking
 * through the library cell; a library nobody has is said once, with what would fix it, and nothing is
 * run; the user's own library makes it run; an account without data says so instead of a cell
 * underflow per method; and one such account never costs the others in the batch their answers.
 */
import { beginCell, Cell } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { walletV4Data } from '../../local-index-server/contract-data';
import { rawOf, stateOf } from '../../test-support/tvm-states';
import type { AccountState } from '../api/account-states';
import { createTvmEngine } from '../tvm/engine';
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

const inspect = (accounts: AccountState[], libraries?: string[]) =>
  inspectAccounts({
    lookup: { accounts, address_book: {}, metadata: {}, not_found: [] },
    unixTime: 1_721_068_768,
    runner,
    ...(libraries ? { libraries } : {}),
  });

describe('library-cell code', () => {
  const v1r3 = codeInfo('wallet_v1r3');
  const deployedAsLibrary = () => stateOf(rawOf(1), libraryCellOf(v1r3.cell.hash()), v1Data(7));

  it("names a wallet deployed as a library cell of a code the app knows, and reads its data by that code's layout", async () => {
    const [account] = await inspect([deployedAsLibrary()]);
    expect(account).toMatchObject({ kind: 'wallet_v1r3', kind_source: 'code_hash' });
    expect(account!.details).toMatchObject({
      library: { hash: v1r3.cell.hash().toString('hex'), origin: 'missing' },
      seqno: 7,
      public_key: KEY.toString('hex'),
      from_data: ['seqno', 'public_key'],
    });
    // One sentence says what is missing and what would fix it; nothing was run, so no method errors.
    expect(account!.details.problems).toEqual([
      expect.stringMatching(/library .*which the app does not carry.*Settings → Libraries/),
    ]);
    expect(account!.methods).toEqual([]);
  });

  it("runs it with the user's own library, and says the library came from the user", async () => {
    const [account] = await inspect([deployedAsLibrary()], [v1r3.boc]);
    expect(account).toMatchObject({ kind: 'wallet_v1r3' });
    expect(account!.details).toMatchObject({
      library: { origin: 'user' },
      seqno: 7,
      public_key: KEY.toString('hex'),
    });
    expect(account!.details).not.toHaveProperty('problems');
    expect(account!.methods.map((m) => [m.method, m.exit_code])).toEqual([
      ['seqno', 0],
      ['get_public_key', 0],
    ]);
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
