/**
 * Jetton and NFT details on real code (token-contract minter/wallet, the USD₮ stablecoin minter and
 * wallet, NFT item and collection), with data built to each code's layout: what the contract says,
 * the decimals and where they came from (never guessed), the collection completing an item's content,
 * and mismatches with the indexer's metadata.
 */
import { Address, beginCell } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../../local-index-server/contract-codes';
import {
  jettonMinterData,
  jettonWalletData,
  nftCollectionData,
  nftItemData,
  nftItemInitData,
  offchainContent,
  stablecoinMinterData,
  stablecoinWalletData,
  stateInitAddress,
} from '../../../local-index-server/contract-data';
import { inspectStates, rawOf, stateOf } from '../../../test-support/tvm-states';
import type { Metadata } from '../../api/account-states';
import { createTvmEngine } from '../../tvm/engine';
import type { TvmRunner } from '../../tvm/runner';
import { nodeEmulatorWasm } from '../../../node-host/emulator-wasm';

let runner: TvmRunner;
beforeAll(() => {
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const addr = (n: number) => Address.parseRaw(rawOf(n));
const tokenWalletCode = () => codeInfo('jetton_wallet (tonweb').cell;
const minterState = (n: number, supply = 5_000_000_000n) =>
  stateOf(
    rawOf(n),
    codeInfo('jetton_minter (tonweb').cell,
    jettonMinterData(supply, addr(0xad), offchainContent('https://example.org/j.json'), tokenWalletCode()),
  );
const walletState = (n: number, balance: bigint, owner: number, master: number) =>
  stateOf(
    rawOf(n),
    tokenWalletCode(),
    jettonWalletData(balance, addr(owner), addr(master), tokenWalletCode()),
  );
const metadata = (entries: Record<string, Record<string, unknown>>): Metadata =>
  Object.fromEntries(
    Object.entries(entries).map(([raw, token]) => [raw, { is_indexed: true, token_info: [token] }]),
  );

describe('jettons', () => {
  it('a master: total supply (exact and scaled), admin, mintable, content; decimals from the indexer when the content is off-chain', async () => {
    const [master] = await inspectStates(runner, [minterState(1)], {
      metadata: metadata({ [rawOf(1)]: { type: 'jetton_masters', extra: { decimals: '9' } } }),
    });
    expect(master).toMatchObject({ kind: 'jetton_master', kind_source: 'code_hash' });
    expect(master!.details).toMatchObject({
      total_supply: '5000000000',
      total_supply_scaled: '5',
      decimals: 9,
      decimals_source: 'indexer_metadata',
      mintable: true,
      admin: rawOf(0xad),
      content: { layout: 'offchain', url: 'https://example.org/j.json' },
    });
  });

  it('decimals nobody states are flagged unknown, and no scaled amount is given', async () => {
    const [master, wallet] = await inspectStates(runner, [minterState(1), walletState(2, 4_100_100n, 7, 1)]);
    expect(master!.details).toMatchObject({
      decimals: null,
      decimals_source: 'unknown',
      total_supply_scaled: null,
    });
    expect(wallet!.details).toMatchObject({
      balance: '4100100',
      balance_scaled: null,
      decimals: null,
      decimals_source: 'unknown',
    });
  });

  const usdt = Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');
  const usdtRaw = `0:${usdt.hash.toString('hex').toUpperCase()}`;
  const usdtWalletCode = () => codeInfo('jetton_wallet (mainnet USDT').cell;
  const usdtMaster = () =>
    stateOf(
      usdtRaw,
      codeInfo('jetton_minter (stablecoin').cell,
      stablecoinMinterData(10n ** 15n, null, usdtWalletCode(), 'https://tether.to/usdt-ton.json'),
    );
  /** Owner `owner`'s USD₮ wallet at `at` (by default where the master derives it). */
  const usdtWallet = (owner: number, status = 3, at?: string) =>
    stateOf(
      at ?? stateInitAddress(0, usdtWalletCode(), stablecoinWalletData(0, 0n, addr(owner), usdt)),
      usdtWalletCode(),
      stablecoinWalletData(status, 1_500_000n, addr(owner), usdt),
    );

  it("a wallet: balance scaled by its master's decimals — the master looked up when it was not in the list", async () => {
    const wallet = usdtWallet(8);
    const [details] = await inspectStates(runner, [wallet], { more: [usdtMaster()] });
    expect(details!.details).toMatchObject({
      balance: '1500000',
      balance_scaled: '1.5',
      decimals: 6,
      decimals_source: 'master_content',
      owner: rawOf(8),
      jetton: usdtRaw,
      symbol: null,
      lock_status: { code: 3, outgoing_locked: true, incoming_locked: true },
      master_confirms: true,
    });
  });

  it("a wallet its master does not derive for its owner is not shown as that jetton's: no decimals, no symbol, and it says so", async () => {
    // A contract with the real USD₮ wallet code and data naming USD₮, but at another address.
    const fake = usdtWallet(8, 0, rawOf(3));
    const metadataOfUsdt = metadata({
      [usdtRaw]: { type: 'jetton_masters', symbol: 'USD₮', extra: { decimals: '6' } },
    });
    const [details] = await inspectStates(runner, [fake], { more: [usdtMaster()], metadata: metadataOfUsdt });
    expect(details!.details).toMatchObject({
      balance: '1500000',
      balance_scaled: null,
      decimals: null,
      decimals_source: 'unknown',
      symbol: null,
      master_confirms: false,
    });
    const derived = usdtWallet(8).address;
    expect((details!.details as { problems: string[] }).problems).toContainEqual(
      `The jetton master ${usdtRaw} does not confirm this wallet: for the owner ${rawOf(8)} it names the wallet ${derived}. The balance is not shown as that jetton's (no decimals or symbol are taken from that master).`,
    );
  });

  it('a lock status the contract does not define is unreadable, not a state', async () => {
    const [details] = await inspectStates(runner, [usdtWallet(8, 9)], { more: [usdtMaster()] });
    expect(details!.details).toMatchObject({
      lock_status: {
        unreadable: expect.stringMatching(
          /get_status returned 9, which is not a lock status \(the contract defines 0–3\)/,
        ),
      },
    });
  });

  it("compares with the indexer's jetton_wallets row and reports every difference", async () => {
    const meta = metadata({
      [rawOf(2)]: { type: 'jetton_wallets', extra: { balance: '999', owner: rawOf(7), jetton: rawOf(5) } },
    });
    const [, wallet] = await inspectStates(runner, [minterState(1), walletState(2, 4_100_100n, 7, 1)], {
      metadata: meta,
    });
    expect(wallet!.details).toMatchObject({
      mismatches: [
        { field: 'balance', contract: '4100100', indexer: '999' },
        { field: 'jetton', contract: rawOf(1), indexer: rawOf(5) },
      ],
    });
    const same = metadata({
      [rawOf(2)]: {
        type: 'jetton_wallets',
        extra: { balance: '4100100', owner: rawOf(7), jetton: rawOf(1) },
      },
    });
    const [, agreeing] = await inspectStates(runner, [minterState(1), walletState(2, 4_100_100n, 7, 1)], {
      metadata: same,
    });
    expect(agreeing!.details).not.toHaveProperty('mismatches');
  });
});

describe('NFTs', () => {
  const collection = () =>
    stateOf(
      rawOf(0x10),
      codeInfo('nft_collection (tonweb').cell,
      nftCollectionData(
        addr(4),
        8,
        offchainContent('https://nft.example/c.json'),
        beginCell().storeStringTail('https://nft.example/items/').endCell(),
        codeInfo('nft_item (tonweb').cell,
        { numerator: 5, denominator: 100, destination: addr(4) },
      ),
    );
  /** Item 7 of the collection, where the collection derives it (or at `at`). */
  const item = (at?: string) =>
    stateOf(
      at ?? stateInitAddress(0, codeInfo('nft_item (tonweb').cell, nftItemInitData(7, addr(0x10))),
      codeInfo('nft_item (tonweb').cell,
      nftItemData(7, addr(0x10), addr(5), beginCell().storeStringTail('7.json').endCell()),
    );

  it('a collection: next item index, owner, content', async () => {
    const [details] = await inspectStates(runner, [collection()]);
    expect(details!.details).toMatchObject({
      next_item_index: 8,
      owner: rawOf(4),
      content: { layout: 'offchain', url: 'https://nft.example/c.json' },
    });
  });

  it("an item: index, collection, owner, and the full content from its collection's get_nft_content", async () => {
    const [details] = await inspectStates(runner, [item()], { more: [collection()] });
    expect(details!.details).toMatchObject({
      initialized: true,
      index: 7,
      collection: rawOf(0x10),
      owner: rawOf(5),
      content: { layout: 'offchain', url: 'https://nft.example/items/7.json' },
      content_suffix: '7.json',
      collection_confirms: true,
    });
  });

  it('an item its collection does not hold at its index: not completed from that collection, and it says so', async () => {
    const [details] = await inspectStates(runner, [item(rawOf(0x11))], { more: [collection()] });
    expect(details!.details).toMatchObject({
      collection: rawOf(0x10),
      content: { layout: 'unknown', reason: expect.stringMatching(/does not confirm this item/) },
      collection_confirms: false,
    });
    expect((details!.details as { problems: string[] }).problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^The collection ${rawOf(0x10)} does not confirm this item: at index 7 it names ${item().address}`,
        ),
      ),
    );
  });

  it('an item whose collection is not at hand says so instead of guessing the content', async () => {
    const [details] = await inspectStates(runner, [item()], {
      metadata: metadata({ [item().address]: { type: 'nft_items', nft_index: '8' } }),
    });
    expect(details!.details).toMatchObject({
      content: { layout: 'unknown' },
      mismatches: [{ field: 'index', contract: '7', indexer: '8' }],
    });
  });
});
