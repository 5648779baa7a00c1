/**
 * An NFT sale contract's `get_sale_data`, in both shapes: the original sale (tonweb's NftSale code from
 * the fixtures, run through the emulator on data built with @ton/core by its published layout) and
 * getgems' fix-price sale (a stack built here in the order nft-fixprice-sale-v3r3.fc returns it), and
 * getgems' auction v3r2 (its published code run on data laid out as its storage.func packs it).
 */
import { Address, beginCell } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../../local-index-server/contract-codes';
import {
  nftAuctionV3R2Data,
  nftSaleData,
  type NftAuctionTerms,
} from '../../../local-index-server/contract-data';
import { inspectStates, rawOf, stateOf } from '../../../test-support/tvm-states';
import { nodeEmulatorWasm } from '../../../node-host/emulator-wasm';
import { createTvmEngine } from '../../tvm/engine';
import type { GetMethodResult, TvmRunner } from '../../tvm/runner';
import { addressArgument } from '../../tvm/stack';
import type { StackValue } from '../../tvm/stack-schema';
import { MethodResults } from './method-results';
import { decodeSale } from './sale-details';

let runner: TvmRunner;
beforeAll(() => {
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const [MARKETPLACE, NFT, SELLER, ROYALTY, FEE_TO] = [11, 12, 13, 14, 15].map(rawOf) as [
  string,
  string,
  string,
  string,
  string,
];

describe('the original NFT sale (nft-sale.fc, tonweb NftSale), run on its own code', () => {
  it('is an nft_sale whose seller, price, NFT, marketplace and fees come from get_sale_data', async () => {
    const data = nftSaleData({
      marketplace: Address.parseRaw(MARKETPLACE),
      nft: Address.parseRaw(NFT),
      seller: Address.parseRaw(SELLER),
      fullPrice: 12_345_678_901_234_567_891n,
      marketplaceFee: 500_000_000n,
      royalty: Address.parseRaw(ROYALTY),
      royaltyAmount: 250_000_001n,
    });
    const [account] = await inspectStates(runner, [
      stateOf(rawOf(99), codeInfo('nft_sale (tonweb)').cell, data),
    ]);
    expect(account!.kind).toBe('nft_sale');
    expect(account!.details).toMatchObject({
      sale: {
        shape: 'original',
        seller: SELLER,
        full_price: '12345678901234567891',
        marketplace: MARKETPLACE,
        nft: NFT,
        marketplace_fee_address: null,
        marketplace_fee: '500000000',
        royalty_address: ROYALTY,
        royalty_amount: '250000001',
        complete: null,
        created_at: null,
      },
    });
    expect(account!.details.problems).toBeUndefined();
  });
});

/** `get_sale_data`'s answer as the emulator gives it. */
function answered(stack: StackValue[]): MethodResults {
  const result: GetMethodResult = {
    ran: true,
    method_id: 72748,
    exit_code: 0,
    exit_meaning: 'success',
    gas_used: 1,
    stack,
  };
  return new MethodResults(new Map([['get_sale_data', result]]));
}

const int = (value: bigint | number): StackValue => ({ type: 'int', value: value.toString() });
const addressNone: StackValue = {
  type: 'slice',
  boc: beginCell().storeUint(0, 2).endCell().toBoc().toString('base64'),
};

describe("getgems' fix-price sale (FIXP: 11 values)", () => {
  it('reads the seller, price, fees, completion and creation time in the contract’s order', () => {
    const stack = [
      int(0x46495850),
      int(-1),
      int(1_700_000_000),
      addressArgument(MARKETPLACE),
      addressArgument(NFT),
      addressArgument(SELLER),
      int(3_000_000_000n),
      addressArgument(FEE_TO),
      int(150_000_000n),
      addressArgument(ROYALTY),
      int(90_000_000n),
    ] as StackValue[];
    expect(decodeSale(answered(stack))).toEqual({
      shape: 'fixprice',
      complete: true,
      created_at: 1_700_000_000,
      marketplace: MARKETPLACE,
      nft: NFT,
      seller: SELLER,
      full_price: '3000000000',
      marketplace_fee_address: FEE_TO,
      marketplace_fee: '150000000',
      royalty_address: ROYALTY,
      royalty_amount: '90000000',
    });
  });

  it('has no seller until the NFT has arrived (addr_none)', () => {
    const stack = [
      int(0x46495850),
      int(0),
      int(1),
      addressArgument(MARKETPLACE),
      addressArgument(NFT),
      addressNone,
      int(1),
      addressArgument(FEE_TO),
      int(0),
      addressArgument(ROYALTY),
      int(0),
    ] as StackValue[];
    expect(decodeSale(answered(stack))).toMatchObject({ seller: null, complete: false });
  });
});

const [BIDDER, FEES_TO] = [16, 17].map(rawOf) as [string, string];

/** An auction's terms as v3r2 keeps them, with a bid placed. */
const auctionTerms: NftAuctionTerms = {
  ended: false,
  activated: true,
  cancelled: false,
  lastBidder: Address.parseRaw(BIDDER),
  lastBid: 12_000_000_001n,
  lastBidAt: 1_700_000_500,
  endTime: 1_700_086_400,
  seller: Address.parseRaw(SELLER),
  marketplace: Address.parseRaw(MARKETPLACE),
  nft: Address.parseRaw(NFT),
  minBid: 1_000_000_000n,
  maxBid: 100_000_000_000n,
  minStep: 5n,
  stepTime: 300,
  createdAt: 1_700_000_000,
  fees: { to: Address.parseRaw(FEES_TO), factor: 5, base: 100 },
  royalty: { to: Address.parseRaw(ROYALTY), factor: 7, base: 1000 },
};

describe("getgems' auction v3r2 (AUC: 20 values), run on its own published code", () => {
  const run = async (terms: NftAuctionTerms) => {
    const data = nftAuctionV3R2Data(terms);
    const code = codeInfo('nft_auction (getgems v3r2)').cell;
    const [account] = await inspectStates(runner, [stateOf(rawOf(98), code, data)]);
    return account!;
  };

  it('is an nft_sale whose seller, last bid and bidder, end time, bids and fee shares come from get_sale_data', async () => {
    const account = await run(auctionTerms);
    expect(account.kind).toBe('nft_sale');
    expect(account.details).toMatchObject({
      sale: {
        shape: 'auction',
        ended: false,
        cancelled: false,
        end_time: 1_700_086_400,
        marketplace: MARKETPLACE,
        nft: NFT,
        seller: SELLER,
        last_bid: '12000000001',
        last_bidder: BIDDER,
        last_bid_at: 1_700_000_500,
        min_bid: '1000000000',
        max_bid: '100000000000',
        min_step: '5',
        version: 'v3r2',
        marketplace_fee_address: FEES_TO,
        marketplace_fee: { factor: 5, base: 100 },
        royalty_address: ROYALTY,
        royalty: { factor: 7, base: 1000 },
        created_at: 1_700_000_000,
      },
    });
    expect(account.details.problems).toBeUndefined();
  });

  it('says a cancelled auction, one without a bid (no bidder) and one whose NFT has not arrived (no seller)', async () => {
    const account = await run({
      ...auctionTerms,
      ended: true,
      cancelled: true,
      lastBidder: null,
      lastBid: 0n,
      lastBidAt: 0,
      seller: null,
    });
    expect(account.details).toMatchObject({
      sale: {
        ended: true,
        cancelled: true,
        last_bid: '0',
        last_bidder: null,
        seller: null,
      },
    });
  });
});
