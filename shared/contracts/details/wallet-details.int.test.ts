/**
 * Wallet details of every wallet version in the code table, on the real code with data built to that
 * code's layout: what each getter answers, and — where a version has no getter for a field — the data
 * cell read by that version's layout, checked against a sibling version whose getter reads the same.
 */
import { Address, beginCell, Dictionary, type Cell, type DictionaryValue } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../../local-index-server/contract-codes';
import {
  highloadV3Data,
  walletV3Data,
  walletV4Data,
  walletV5BetaData,
} from '../../../local-index-server/contract-data';
import { inspectStates, rawOf, stateOf } from '../../../test-support/tvm-states';
import { createTvmEngine } from '../../tvm/engine';
import type { TvmRunner } from '../../tvm/runner';
import { nodeEmulatorWasm } from '../../../node-host/emulator-wasm';

let runner: TvmRunner;
beforeAll(() => {
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const KEY = Buffer.from('a'.repeat(64), 'hex');
const KEY_HEX = 'a'.repeat(64);
const raw = rawOf;

const seqnoKey = (seqno: number) => beginCell().storeUint(seqno, 32).storeBuffer(KEY).endCell();
const highloadV1 = (seqno: number, subwallet: number) =>
  beginCell().storeUint(seqno, 32).storeUint(subwallet, 32).storeBuffer(KEY).endCell();
const highloadV2 = (subwallet: number) =>
  beginCell().storeUint(subwallet, 32).storeUint(1_700_000_000, 64).storeBuffer(KEY).storeBit(0).endCell();
const lockup = (seqno: number, subwallet: number) =>
  beginCell()
    .storeUint(seqno, 32)
    .storeUint(subwallet, 32)
    .storeBuffer(KEY)
    .storeBuffer(Buffer.alloc(32, 1))
    .storeBit(0)
    .storeCoins(0)
    .storeBit(0)
    .storeCoins(0)
    .storeBit(0)
    .endCell();
const vesting = (seqno: number, subwallet: number) =>
  beginCell()
    .storeUint(seqno, 32)
    .storeUint(subwallet, 32)
    .storeBuffer(KEY)
    .storeBit(0)
    .storeRef(
      beginCell()
        .storeUint(1_700_000_000, 64)
        .storeUint(3600, 32)
        .storeUint(60, 32)
        .storeUint(0, 32)
        .storeCoins(10n ** 9n)
        .storeAddress(Address.parseRaw(raw(1)))
        .storeAddress(Address.parseRaw(raw(2)))
        .endCell(),
    )
    .endCell();

describe('wallet details on real code', () => {
  const cases: Array<[fixture: string, data: Cell, expected: Record<string, unknown>]> = [
    [
      'wallet_v1r1',
      seqnoKey(3),
      { seqno: 3, public_key: KEY_HEX, wallet_id: null, from_data: ['seqno', 'public_key'] },
    ],
    ['wallet_v1r2', seqnoKey(4), { seqno: 4, public_key: KEY_HEX, from_data: ['public_key'] }],
    ['wallet_v1r3', seqnoKey(5), { seqno: 5, public_key: KEY_HEX }],
    ['wallet_v2r1', seqnoKey(6), { seqno: 6, public_key: KEY_HEX, from_data: ['public_key'] }],
    ['wallet_v2r2', seqnoKey(7), { seqno: 7, public_key: KEY_HEX }],
    [
      'wallet_v3r1',
      walletV3Data(8, KEY, 42),
      { seqno: 8, public_key: KEY_HEX, wallet_id: 42, from_data: ['public_key', 'wallet_id'] },
    ],
    [
      'wallet_v3r2',
      walletV3Data(9, KEY, 43),
      { seqno: 9, public_key: KEY_HEX, wallet_id: 43, from_data: ['wallet_id'] },
    ],
    [
      'wallet_v4r1',
      walletV4Data(10, KEY, 44),
      { seqno: 10, public_key: KEY_HEX, wallet_id: 44, plugins: [] },
    ],
    [
      'wallet_highload_v1r1',
      highloadV1(11, 45),
      { seqno: 11, public_key: KEY_HEX, wallet_id: 45, from_data: ['public_key', 'wallet_id'] },
    ],
    [
      'wallet_highload_v1r2',
      highloadV1(12, 46),
      { seqno: 12, public_key: KEY_HEX, wallet_id: 46, from_data: ['wallet_id'] },
    ],
    [
      'wallet_highload_v2r1',
      highloadV2(47),
      { seqno: null, public_key: KEY_HEX, wallet_id: 47, from_data: ['public_key', 'wallet_id'] },
    ],
    [
      'wallet_highload_v2r2',
      highloadV2(48),
      { seqno: null, public_key: KEY_HEX, wallet_id: 48, from_data: ['wallet_id'] },
    ],
    [
      'wallet_highload_v2 (',
      highloadV2(49),
      { public_key: KEY_HEX, wallet_id: 49, from_data: ['wallet_id'] },
    ],
    [
      'wallet_highload_v3r1',
      highloadV3Data(KEY, 1_700_000_000, 3600, 50),
      { seqno: null, public_key: KEY_HEX, wallet_id: 50, timeout: 3600, last_clean_time: 1_700_000_000 },
    ],
    ['lockup', lockup(13, 51), { seqno: 13, public_key: KEY_HEX, wallet_id: 51 }],
    ['vesting', vesting(14, 52), { seqno: 14, public_key: KEY_HEX, wallet_id: 52 }],
  ];

  it('every version: seqno, public key (64 lower-case hex) and wallet id, and which fields came from the data cell', async () => {
    const states = cases.map(([fixture, data], i) => stateOf(raw(i + 1), codeInfo(fixture).cell, data));
    const accounts = await inspectStates(runner, states);
    cases.forEach(([fixture, , expected], i) => {
      expect(accounts[i]!.kind_source, fixture).toBe('code_hash');
      expect(accounts[i]!.details, fixture).toMatchObject(expected);
      expect(accounts[i]!.details, fixture).not.toHaveProperty('problems');
      if (!('from_data' in expected)) expect(accounts[i]!.details, fixture).not.toHaveProperty('from_data');
    });
  });

  it("the data layouts used without a getter read what a sibling version's own getter reads", async () => {
    // v1r3/v2r2 share v1r1/v2r1's layout; v3r2 shares v3r1's; highload v1r2/v2r2 share v1r1/v2r1's; v4 starts like v3.
    const pairs: Array<[withGetter: string, data: Cell]> = [
      ['wallet_v1r3', seqnoKey(1)],
      ['wallet_v2r2', seqnoKey(2)],
      ['wallet_v3r2', walletV3Data(3, KEY, 9)],
      ['wallet_highload_v1r2', highloadV1(4, 9)],
      ['wallet_highload_v2r2', highloadV2(9)],
    ];
    const accounts = await inspectStates(
      runner,
      pairs.map(([fixture, data], i) => stateOf(raw(i + 1), codeInfo(fixture).cell, data)),
    );
    for (const account of accounts) expect(account.details).toMatchObject({ public_key: KEY_HEX });
    const v4 = await inspectStates(runner, [
      stateOf(raw(9), codeInfo('wallet_v4r2').cell, walletV4Data(1, KEY, 9)),
    ]);
    expect(v4[0]!.details).toMatchObject({ wallet_id: 9 });
  });

  it("wallet v4: installed plugins; wallet v5 r1 and beta: extensions, signatures allowed, the beta's wallet id parts", async () => {
    const plugin = Address.parseRaw(`-1:${'CD'.repeat(32)}`);
    const ext = Address.parseRaw(raw(0xee));
    const extensions = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Int(1));
    extensions.set(BigInt(`0x${ext.hash.toString('hex')}`), -1);
    // v5r1: is_signature_allowed:1 seqno:32 wallet_id:32 public_key:256 extensions — signatures turned off.
    const v5r1 = beginCell()
      .storeBit(0)
      .storeUint(21, 32)
      .storeUint(2147483409, 32)
      .storeBuffer(KEY)
      .storeDict(extensions)
      .endCell();
    const accounts = await inspectStates(runner, [
      stateOf(raw(1), codeInfo('wallet_v4r2').cell, walletV4Data(20, KEY, 698983191, [plugin])),
      stateOf(raw(2), codeInfo('wallet_v5r1').cell, v5r1),
      stateOf(raw(3), codeInfo('wallet_v5_beta').cell, walletV5BetaData(-22, KEY, [ext, plugin])),
    ]);
    expect(accounts[0]!.details).toMatchObject({
      seqno: 20,
      wallet_id: 698983191,
      plugins: [`-1:${'CD'.repeat(32)}`],
    });
    expect(accounts[1]!.details).toMatchObject({
      seqno: 21,
      wallet_id: 2147483409,
      extensions: [raw(0xee)],
      signature_allowed: false,
    });
    expect(accounts[2]!.details).toMatchObject({
      seqno: 22,
      public_key: KEY_HEX,
      signature_allowed: false,
      wallet_id_parts: { network_global_id: -239, workchain: 0, version: 0, subwallet: 0 },
    });
    expect((accounts[2]!.details as { extensions: string[] }).extensions.sort()).toEqual(
      [raw(0xee), `-1:${'CD'.repeat(32)}`].sort(),
    );
  });
});

/** A query dictionary's value: highload v2 stores an empty builder for each query it has processed. */
const PROCESSED: DictionaryValue<null> = { serialize: () => undefined, parse: () => null };

/**
 * Highload v2 data as its code keeps it — subwallet:uint32 last_cleaned:uint64 public_key:uint256
 * old_queries:(HashmapE 64 ^Cell) — with `queries` processed query ids, `(expires << 32) | n`.
 */
function highloadV2WithQueries(subwallet: number, queries: number): Cell {
  const old = Dictionary.empty(Dictionary.Keys.BigUint(64), PROCESSED);
  for (let n = 0; n < queries; n++) old.set((BigInt(1_721_068_800 + (n % 60)) << 32n) | BigInt(n), null);
  return beginCell()
    .storeUint(subwallet, 32)
    .storeUint(1_721_068_000n << 32n, 64)
    .storeBuffer(KEY)
    .storeDict(old)
    .endCell();
}

/** `code` with its root's last byte (THROWARG 11's argument, reached only by an unknown method id) set to 12. */
function unlistedBuild(code: Cell): Cell {
  const bytes = code.bits.subbuffer(0, code.bits.length)!;
  bytes[bytes.length - 1] = 12;
  const root = beginCell().storeBuffer(bytes);
  for (const ref of code.refs) root.storeRef(ref);
  return root.endCell();
}

describe('a highload wallet v2 with 5,000 processed queries in its dictionary', () => {
  const data = highloadV2WithQueries(0, 5_000);

  it('every build the table lists: named by its code, wallet id 0 and its key', async () => {
    const builds: Array<[fixture: string, kind: string]> = [
      ['wallet_highload_v2 (', 'wallet_highload_v2'],
      ['wallet_highload_v2r1', 'wallet_highload_v2r1'],
      ['wallet_highload_v2r2', 'wallet_highload_v2r2'],
    ];
    const accounts = await inspectStates(
      runner,
      builds.map(([fixture], i) => stateOf(raw(i + 1), codeInfo(fixture).cell, data)),
    );
    builds.forEach(([fixture, kind], i) => {
      expect(accounts[i], fixture).toMatchObject({
        kind,
        kind_source: 'code_hash',
        details: { public_key: KEY_HEX, wallet_id: 0 },
      });
      expect(accounts[i]!.details, fixture).not.toHaveProperty('problems');
    });
  });

  it('a build the table does not list is named highload v2 by its getters, with wallet id 0 and its key', async () => {
    // The real code with only its unknown-method exit changed: its hash is in no table, as a
    // recompiled or patched deployment's would be; its get-methods are the real ones.
    const code = unlistedBuild(codeInfo('wallet_highload_v2 (').cell);
    expect(code.hash().equals(codeInfo('wallet_highload_v2 (').cell.hash())).toBe(false);
    const [account] = await inspectStates(runner, [stateOf(raw(9), code, data)]);
    expect(account).toMatchObject({
      kind: 'wallet_highload_v2',
      kind_source: 'get_methods',
      details: {
        contract: 'highload wallet v2',
        public_key: KEY_HEX,
        wallet_id: 0,
        from_data: ['wallet_id'],
      },
    });
    expect(account!.details).not.toHaveProperty('problems');
  });
});
