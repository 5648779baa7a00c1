/**
 * `inspectAccounts` over real HTTP: every sample account of the local index server, looked up with
 * the client, named and detailed by running its own code; and the indexer's hints (code_hash,
 * interfaces) never overriding what the code itself is.
 */
import { beginCell } from '@ton/core';
import { runtime, text } from 'ton-assembly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupDocument } from '../api/account-states';
import { codeInfo } from '../../local-index-server/contract-codes';
import { walletV4Data } from '../../local-index-server/contract-data';
import { sampleAccounts, startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { USDT_MASTER_RAW } from '../../local-index-server/sample-data';
import { inspectStates, rawOf, stateOf } from '../../test-support/tvm-states';
import { createIndexClient } from '../client/index-client';
import { createTvmEngine } from '../tvm/engine';
import type { TvmRunner } from '../tvm/runner';
import { inspectAccounts, type InspectedAccount } from './inspect';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';

let server: RunningIndexServer;
let runner: TvmRunner;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});
afterAll(() => server.close());

describe('inspecting the sample accounts', () => {
  let byLabel: Map<string, InspectedAccount>;
  beforeAll(async () => {
    const client = createIndexClient({ baseUrl: server.url });
    const samples = sampleAccounts();
    // Ask for everything except the masters and the collection: the details must fetch them.
    const asked = samples.filter(
      (s) => !['jetton-master', 'usdt-master', 'nft-collection'].includes(s.label),
    );
    const lookup = lookupDocument(await client.accountStatesRequest(asked.map((s) => s.raw)));
    const inspected = await inspectAccounts({
      lookup,
      unixTime: 1_721_068_768,
      runner,
      lookupMore: async (raws) => lookupDocument(await client.accountStatesRequest(raws)),
    });
    byLabel = new Map(asked.map((s) => [s.label, inspected.find((a) => a.address === s.raw)!]));
  });

  it("names every contract by its code hash and reads the wallets' own getters", () => {
    expect(byLabel.get('wallet-v3r2')).toMatchObject({
      kind: 'wallet_v3r2',
      kind_source: 'code_hash',
      details: { seqno: 17, wallet_id: 698983191, from_data: ['wallet_id'] },
    });
    expect(byLabel.get('wallet-v4r2')).toMatchObject({
      kind: 'wallet_v4r2',
      details: { seqno: 42, wallet_id: 698983191, plugins: [] },
    });
    expect(byLabel.get('wallet-v5r1')).toMatchObject({
      kind: 'wallet_v5r1',
      details: { seqno: 5, wallet_id: 2147483409, signature_allowed: true, extensions: [] },
    });
    expect(byLabel.get('wallet-v5-beta')).toMatchObject({
      kind: 'wallet_v5_beta',
      details: { seqno: 12, extensions: [sampleAccounts().find((s) => s.label === 'wallet-v4r2')!.raw] },
    });
    expect(byLabel.get('masterchain-wallet')).toMatchObject({ kind: 'wallet_v3r2', details: { seqno: 3 } });
    expect(byLabel.get('extra-currencies')!.details).toMatchObject({
      seqno: 9,
      plugins: [sampleAccounts().find((s) => s.label === 'contract-no-interface')!.raw],
    });
    expect(byLabel.get('wallet-highload-v3')).toMatchObject({
      kind: 'wallet_highload_v3',
      details: { seqno: null, wallet_id: 0x10ad },
    });
    for (const label of ['wallet-v3r2', 'wallet-v4r2', 'wallet-v5r1', 'wallet-v5-beta']) {
      expect((byLabel.get(label)!.details as { public_key: string }).public_key, label).toMatch(
        /^[0-9a-f]{64}$/,
      );
    }
  });

  it("jetton wallets: owner, master, and the balance scaled by the master's decimals", () => {
    expect(byLabel.get('jetton-wallet-1')).toMatchObject({
      kind: 'jetton_wallet',
      details: {
        balance: '4100100',
        balance_scaled: '4.1001',
        decimals: 6,
        decimals_source: 'indexer_metadata',
        owner: sampleAccounts().find((s) => s.label === 'wallet-v4r2')!.raw,
      },
    });
    expect(byLabel.get('usdt-wallet')).toMatchObject({
      details: {
        balance: '25000000',
        balance_scaled: '25',
        decimals_source: 'master_content',
        jetton: USDT_MASTER_RAW,
        lock_status: { code: 0 },
      },
    });
    expect(byLabel.get('usdt-wallet-locked')).toMatchObject({
      details: { balance_scaled: '1.5', lock_status: { outgoing_locked: true, incoming_locked: false } },
    });
    expect(byLabel.get('jetton-wallet-1')!.details).not.toHaveProperty('mismatches');
  });

  it('an NFT item with its full content from the collection, accounts without code say why', () => {
    expect(byLabel.get('nft-item')).toMatchObject({
      kind: 'nft_item',
      details: {
        index: 7,
        content: { layout: 'offchain', url: 'https://nft.example/index-explorer/items/7.json' },
      },
    });
    expect(byLabel.get('uninit')).toMatchObject({
      kind: 'unknown',
      kind_source: 'unknown',
      details: {
        account_status: 'uninit',
        problems: [expect.stringMatching(/no code/)],
        not_run: { reason: 'no_code', problem: expect.stringMatching(/no code/) },
      },
    });
    expect(byLabel.get('nonexist')!.methods).toEqual([]);
  });

  it('reports gas and exit code of every method run', () => {
    const methods = byLabel.get('wallet-v4r2')!.methods;
    expect(methods.map((m) => m.method)).toEqual([
      'seqno',
      'get_public_key',
      'get_subwallet_id',
      'get_plugin_list',
    ]);
    for (const m of methods)
      expect(m).toMatchObject({
        exit_code: 0,
        exit_meaning: 'success',
        gas_used: expect.any(Number),
        error: null,
      });
  });

  it('a multisig v2 and a wallet v5r1 deployed as library cells of code the app carries show their values', () => {
    // Before: "the code needs library d3d1…, which the app does not carry", and no values.
    expect(byLabel.get('multisig-v2-library')).toMatchObject({
      kind: 'multisig_v2',
      details: {
        library: {
          hash: expect.stringMatching(/^d3d14da9/),
          origin: 'bundled',
          name: 'multisig wallet v2 code',
        },
        multisig: { threshold: 2 },
      },
    });
    expect(byLabel.get('wallet-v5r1-library')).toMatchObject({
      kind: 'wallet_v5r1',
      details: { library: { hash: expect.stringMatching(/^20834b7b/), origin: 'bundled' }, seqno: 3 },
    });
    for (const label of ['multisig-v2-library', 'wallet-v5r1-library'])
      expect(byLabel.get(label)!.details, label).not.toHaveProperty('problems');
  });

  it('an earlier mintless jetton wallet names its library, what it is and where to get it', () => {
    const hash = '0ef19e1bf40f2ba492fcaac386eeca59bf6827a3850708d9fcd9adb683abc336';
    const account = byLabel.get('mintless-wallet-early')!;
    expect(account).toMatchObject({
      kind: 'jetton_wallet',
      details: { library: { hash, origin: 'missing', name: 'mintless jetton wallet, earlier build' } },
    });
    expect(account.details.problems).toEqual([
      `The code is a library cell naming library ${hash} (mintless jetton wallet, earlier build), which the app does not carry and you have not added, so none of its get-methods can run. Its code is on the chain as a public library: toncenter's API v2 gives it at https://toncenter.com/api/v2/getLibraries?library_list=${hash} (testnet.toncenter.com on testnet), an answer that can be pasted or saved as a file as it is; the contract's authors may publish it too. Add it in Settings → Libraries (pasted, or loaded from a file), or pass the file with --library FILE at the CLI, then look again.`,
    ]);
    // Marked as the reason nothing ran, so the page's banner can say it in the list's place.
    expect(account.details.not_run).toEqual({
      reason: 'library_missing',
      problem: account.details.problems![0],
    });
  });
});

describe("an NFT item's owner, when it is a sale contract", () => {
  const sample = (label: string) => sampleAccounts().find((s) => s.label === label)!.raw;

  it('is looked up with the collection in one more request and read for its seller, price and marketplace', async () => {
    const client = createIndexClient({ baseUrl: server.url });
    const asked: string[][] = [];
    const [item] = await inspectAccounts({
      lookup: lookupDocument(await client.accountStatesRequest([sample('nft-item-on-sale')])),
      unixTime: 1_721_068_768,
      runner,
      lookupMore: async (raws) => {
        asked.push(raws);
        return lookupDocument(await client.accountStatesRequest(raws));
      },
    });
    expect(asked).toEqual([[sample('nft-collection'), sample('nft-sale')]]);
    expect(item!.details).toMatchObject({
      owner: sample('nft-sale'),
      collection_confirms: true,
      owner_is: {
        kind: 'nft_sale',
        status: 'active',
        sale: {
          shape: 'original',
          nft: sample('nft-item-on-sale'),
          seller: sample('wallet-v4r2'),
          full_price: '12500000000',
          marketplace: sample('contract-no-interface'),
        },
      },
    });
  });

  it('is read from the list when it is there, and a wallet owner is said as its kind', async () => {
    const client = createIndexClient({ baseUrl: server.url });
    const inspected = await inspectAccounts({
      lookup: lookupDocument(
        await client.accountStatesRequest(
          ['nft-item-on-sale', 'nft-sale', 'nft-item', 'nft-collection'].map(sample),
        ),
      ),
      unixTime: 1_721_068_768,
      runner,
      lookupMore: async (raws) => lookupDocument(await client.accountStatesRequest(raws)),
    });
    expect(inspected[0]!.details).toMatchObject({
      owner_is: { kind: 'nft_sale', sale: { seller: sample('wallet-v4r2'), full_price: '12500000000' } },
    });
    expect(inspected[1]).toMatchObject({
      kind: 'nft_sale',
      details: { sale: { nft: sample('nft-item-on-sale') } },
    });
    expect(inspected[2]!.details).toMatchObject({ owner_is: { kind: 'wallet_v5r1', sale: null } });
  });
});

describe("an NFT item's owner, when it is a getgems auction", () => {
  const sample = (label: string) => sampleAccounts().find((s) => s.label === label)!.raw;

  it('is run for get_sale_data: the seller, the exact last bid and bidder, the end time, and that it holds this item', async () => {
    const client = createIndexClient({ baseUrl: server.url });
    const [item, auction] = await inspectAccounts({
      lookup: lookupDocument(
        await client.accountStatesRequest(['nft-item-on-auction', 'nft-auction'].map(sample)),
      ),
      unixTime: 1_721_068_768,
      runner,
      lookupMore: async (raws) => lookupDocument(await client.accountStatesRequest(raws)),
    });
    const sale = {
      shape: 'auction',
      ended: false,
      cancelled: false,
      seller: sample('wallet-v5r1'),
      last_bid: '12000000000',
      last_bidder: sample('wallet-v4r2'),
      end_time: 1_735_689_600,
      nft: sample('nft-item-on-auction'),
      max_bid: '100000000000',
      min_step: '5',
      version: 'v3r2',
    };
    expect(item!.details).toMatchObject({
      owner: sample('nft-auction'),
      collection_confirms: true,
      owner_is: { kind: 'nft_sale', status: 'active', sale, sells_this_item: true },
    });
    expect(auction).toMatchObject({ kind: 'nft_sale', details: { sale } });
  });

  it("a getgems v4 sale names its USD₮ price by its own USD₮ wallet, looked up and run: 100 USD₮, the sale's own wallet, 6 decimals from the indexer", async () => {
    const client = createIndexClient({ baseUrl: server.url });
    const lookUp = async (raws: string[]) => lookupDocument(await client.accountStatesRequest(raws));
    const [sale] = await inspectAccounts({
      lookup: await lookUp([sample('nft-sale-v4')]),
      unixTime: 1_721_068_768,
      runner,
      lookupMore: lookUp,
    });
    expect(sale).toMatchObject({
      kind: 'nft_sale',
      details: {
        sale: {
          shape: 'fixprice_v4',
          complete: false,
          seller: sample('wallet-v4r2'),
          nft: sample('nft-item-on-sale-v4'),
          full_price: '0',
          jetton_prices: [
            {
              wallet: sample('nft-sale-v4-usdt-wallet'),
              amount: '100000000',
              listed_master: sample('usdt-master'),
              jetton: {
                master: sample('usdt-master'),
                master_source: 'wallet_data',
                owner: sample('nft-sale-v4'),
                decimals: 6,
                symbol: 'USD₮',
              },
              held_by_sale: true,
              wallet_deployed: true,
            },
          ],
        },
      },
    });
    expect(sale!.details.problems).toBeUndefined();
    // The item's page: its owner is the v4 sale, selling this item for the same 100 USD₮.
    const [item] = await inspectAccounts({
      lookup: await lookUp([sample('nft-item-on-sale-v4')]),
      unixTime: 1_721_068_768,
      runner,
      lookupMore: lookUp,
    });
    expect(item!.details).toMatchObject({
      owner: sample('nft-sale-v4'),
      owner_is: {
        kind: 'nft_sale',
        sale: {
          shape: 'fixprice_v4',
          // Its wallet looked up and run in a second round, once the sale had named it.
          jetton_prices: [
            {
              amount: '100000000',
              jetton: {
                master: sample('usdt-master'),
                owner: sample('nft-sale-v4'),
                decimals: 6,
                symbol: 'USD₮',
              },
              held_by_sale: true,
              wallet_deployed: true,
            },
          ],
        },
        sells_this_item: true,
      },
    });
  });
});

describe("the indexer's hints never override the code", () => {
  it("a code_hash that differs from the hash of code_boc is reported, and the code's own hash names it", async () => {
    const v3r2Hash = codeInfo('wallet_v3r2').hash;
    const state = stateOf(rawOf(1), codeInfo('wallet_v4r2').cell, walletV4Data(3, Buffer.alloc(32, 1)), {
      code_hash: v3r2Hash,
      interfaces: ['wallet_v3r2'],
    });
    const [account] = await inspectStates(runner, [state]);
    expect(account).toMatchObject({ kind: 'wallet_v4r2', kind_source: 'code_hash' });
    expect(account!.details).toMatchObject({ problems: [expect.stringMatching(/code_hash differs/)] });
  });

  it('code without a method dictionary and no hint is named by the standard methods it answers when run', async () => {
    // A hand-written contract unknown to every table: it answers seqno (85143) and get_public_key (78748).
    const parsed = text.parse(
      'probe.tasm',
      [
        'DUP',
        'PUSHINT_LONG 85143',
        'EQUAL',
        'PUSHCONT {',
        '  DROP',
        '  PUSHINT_4 5',
        '}',
        'IFJMP',
        'PUSHINT_LONG 78748',
        'EQUAL',
        'PUSHCONT {',
        '  PUSHINT_4 7',
        '}',
        'IFJMP',
        'THROW 11',
      ].join('\n'),
    );
    if (parsed.$ !== 'ParseSuccess') throw new Error(JSON.stringify(parsed.error));
    const [account] = await inspectStates(runner, [
      stateOf(rawOf(2), runtime.compileCell(parsed.instructions), beginCell().endCell()),
    ]);
    expect(account).toMatchObject({
      kind: 'wallet',
      kind_source: 'get_methods',
      details: { seqno: 5, public_key: '7'.padStart(64, '0') },
    });
  });
});
