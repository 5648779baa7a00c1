/**
 * An NFT sale contract, from its own `get_sale_data`: while an NFT is listed, the marketplace's sale
 * contract owns it; a buyer who sends the full price gets the NFT, the seller gets it back by
 * cancelling. Two shapes are decoded: getgems' fix-price sales v2–v3r3 (getgems-io/nft-contracts
 * nft-fixprice-sale-v*.fc: 11 values, "FIXP" first) and the original sale (nft-sale.fc, tonweb's
 * NftSale: 7 values). getgems' auctions answer 20 values, "AUC" first (nft-auction*.func v1–v3r3,
 * all the same order: getgems-io/nft-contracts packages/contracts/sources/nft-auction-v3r2/struct/get-met.func
 * @ 7f2cf76ea4db): while one runs, the auction contract owns the NFT. getgems' fix-price sale v4 (TON
 * and/or jetton prices) has no `get_sale_data`: its `get_fix_price_data_v4` is read by sale-v4-details.ts.
 * Amounts are nanotons (a jetton's smallest units) as exact text.
 */
import type { Cell } from '@ton/core';
import { z } from 'zod';
import type { StackReader } from '../stack-reader';
import { jsonInteger } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import type { KindExtras } from './kind-extras';
import type { MethodResults } from './method-results';
import { fixPriceV4Sale, saleV4Schema, type WalletsKnown } from './sale-v4-details';

const nanotons = z.string().regex(/^-?\d+$/);

/** getgems' fix-price sale v4's getter (the other sales' codes have none: the code's dictionary skips it). */
export const FIX_PRICE_V4 = 'get_fix_price_data_v4';

/** `get_sale_data`'s first value in getgems' fix-price sales: "FIXP". */
const FIXP = 0x46495850n;
/** Its first value in getgems' auctions: "AUC". */
const AUC = 0x415543n;

/**
 * getgems' published auction codes (getgems-io/nft-contracts
 * packages/contracts/nft-auction and nft-auction-v2, the …CodeBoc of each .source.ts @ 7f2cf76ea4db; their cells' hashes).
 */
const AUCTION_VERSIONS = new Map<string, 'v1' | 'v2' | 'v3r2' | 'v3r3'>([
  ['fc00a29dd0205bcdcc0d3ffb9ca38cc3c8c159ec60d8aa543240a92f10592d40', 'v1'], // nft-auction
  ['6668872fa79705443ffd47523e8e9ea9f76ab99f9a0b59d27de8f81a1c27b9d4', 'v2'], // nft-auction-v2
  ['1bd9c5a39bffb7a0f341588b5dd92b813a842bf65ef14109382200ceaf8f72df', 'v3r2'], // nft-auction-v3r2
  ['bb6f62ade0feb2d79fab3b8aebf0930af98553df60093b2027f0a8bf169bfcec', 'v3r3'], // nft-auction-v3r3
]);

/** A share of the final bid, as the auction keeps it: `factor / base` (math::get_percent). */
const shareSchema = z.object({ factor: jsonIntegerSchema, base: jsonIntegerSchema });

/** A getgems auction's `get_sale_data`. */
const auctionSchema = z.object({
  shape: z.literal('auction'),
  /** `end?`: finished (the NFT sent to the winner, or back to the seller) or cancelled. */
  ended: z.boolean(),
  cancelled: z.boolean(),
  /** Unix time the bidding stops (a bid in its last `step_time` seconds moves it on). */
  end_time: jsonIntegerSchema,
  marketplace: rawAddressSchema.nullable(),
  nft: rawAddressSchema.nullable(),
  /** `nft_owner`: who gets the TON (or the NFT back); null until the NFT has arrived. */
  seller: rawAddressSchema.nullable(),
  /** 0 before the first bid. */
  last_bid: nanotons,
  last_bidder: rawAddressSchema.nullable(),
  /** Unix time of the last bid; 0 before the first. */
  last_bid_at: jsonIntegerSchema,
  min_bid: nanotons,
  /** The buy-now price; 0: none. */
  max_bid: nanotons,
  /** As the contract keeps it; what it counts, `version` says. */
  min_step: z.string().regex(/^-?\d+$/),
  /**
   * Which of getgems' published auction codes runs (by its hash), as their rules differ — v1 and v2
   * count min_step in nanotons, v3r2 and v3r3 in percent; null: none of them.
   */
  version: z.enum(['v1', 'v2', 'v3r2', 'v3r3']).nullable(),
  marketplace_fee_address: rawAddressSchema.nullable(),
  marketplace_fee: shareSchema,
  royalty_address: rawAddressSchema.nullable(),
  royalty: shareSchema,
  created_at: jsonIntegerSchema,
});

/** A sale contract's details. */
export const saleSchema = z.discriminatedUnion('shape', [
  z.object({
    /** `fixprice`: getgems' fix-price sale (v2–v3r3); `original`: nft-sale.fc / tonweb's NftSale. */
    shape: z.enum(['fixprice', 'original']),
    /** The seller: who gets the NFT back by cancelling; null until the NFT has arrived. */
    seller: rawAddressSchema.nullable(),
    full_price: nanotons,
    marketplace: rawAddressSchema.nullable(),
    nft: rawAddressSchema.nullable(),
    /** Where the marketplace fee goes (the original sale pays it to the marketplace: null). */
    marketplace_fee_address: rawAddressSchema.nullable(),
    marketplace_fee: nanotons,
    royalty_address: rawAddressSchema.nullable(),
    royalty_amount: nanotons,
    /** Sold or cancelled; null for the original sale, which does not say. */
    complete: z.boolean().nullable(),
    /** Unix time; null for the original sale, which does not keep it. */
    created_at: jsonIntegerSchema.nullable(),
  }),
  auctionSchema,
  saleV4Schema,
]);
export type SaleDetails = z.infer<typeof saleSchema>;
/** A sale contract's details, under `sale`. */
export const saleDetailsSchema = z.object({ sale: saleSchema });

/** getgems' fix-price sale: FIXP, is_complete, created_at, marketplace, nft, owner, price, fee address, fee, royalty address, royalty. */
function fixPriceSale(reader: StackReader): SaleDetails {
  reader.expectCount(11);
  return {
    shape: 'fixprice',
    complete: reader.int(1) !== 0n,
    created_at: jsonInteger(reader.int(2)),
    marketplace: reader.address(3),
    nft: reader.address(4),
    seller: reader.address(5),
    full_price: reader.int(6).toString(),
    marketplace_fee_address: reader.address(7),
    marketplace_fee: reader.int(8).toString(),
    royalty_address: reader.address(9),
    royalty_amount: reader.int(10).toString(),
  };
}

/** The original sale: marketplace, nft, owner, price, marketplace fee, royalty address, royalty. */
function originalSale(reader: StackReader): SaleDetails {
  reader.expectCount(7);
  return {
    shape: 'original',
    complete: null,
    created_at: null,
    marketplace: reader.address(0),
    nft: reader.address(1),
    seller: reader.address(2),
    full_price: reader.int(3).toString(),
    marketplace_fee_address: null,
    marketplace_fee: reader.int(4).toString(),
    royalty_address: reader.address(5),
    royalty_amount: reader.int(6).toString(),
  };
}

/**
 * A getgems auction: AUC, end?, end_time, marketplace, nft, owner, last_bid, last_member, min_step, fee
 * address, fee factor, base, royalty address, factor, base, max_bid, min_bid, created_at, last_bid_at,
 * is_canceled.
 */
function auction(reader: StackReader, code: Cell | null): SaleDetails {
  reader.expectCount(20);
  const share = (at: number) => ({
    factor: jsonInteger(reader.int(at)),
    base: jsonInteger(reader.int(at + 1)),
  });
  return {
    shape: 'auction',
    ended: reader.int(1) !== 0n,
    end_time: jsonInteger(reader.int(2)),
    marketplace: reader.address(3),
    nft: reader.address(4),
    seller: reader.address(5),
    last_bid: reader.int(6).toString(),
    last_bidder: reader.address(7),
    min_step: reader.int(8).toString(),
    version: (code && AUCTION_VERSIONS.get(code.hash().toString('hex'))) ?? null,
    marketplace_fee_address: reader.address(9),
    marketplace_fee: share(10),
    royalty_address: reader.address(12),
    royalty: share(13),
    max_bid: reader.int(15).toString(),
    min_bid: reader.int(16).toString(),
    created_at: jsonInteger(reader.int(17)),
    last_bid_at: jsonInteger(reader.int(18)),
    cancelled: reader.int(19) !== 0n,
  };
}

/**
 * Reads `get_sale_data` in whichever shape it came, or a v4 sale's `get_fix_price_data_v4`; null when
 * neither answered. `code`: the code that ran, which tells which of getgems' auctions it is (null: not
 * known); `known`: what the inspection learnt of the jetton wallets a v4 sale's prices are keyed by; `self`: the
 * sale's own raw address (whose jetton wallet that must be).
 */
export function decodeSale(
  results: MethodResults,
  code: Cell | null = null,
  known?: WalletsKnown,
  self: string | null = null,
): SaleDetails | null {
  const v4 = results.reader(FIX_PRICE_V4);
  if (v4) return fixPriceV4Sale(v4, known, self);
  const stack = results.stack('get_sale_data');
  const reader = results.reader('get_sale_data');
  if (!stack || !reader) return null;
  // The original sale begins with the marketplace's address; getgems' contracts with their tag.
  const first = stack[0]?.type === 'int' ? reader.int(0) : null;
  if (first === FIXP) return fixPriceSale(reader);
  if (first === AUC) return auction(reader, code);
  return originalSale(reader);
}

/** An NFT sale contract. */
export const SALE_EXTRAS: KindExtras = {
  key: 'sale',
  calls: [{ method: 'get_sale_data' }, { method: FIX_PRICE_V4 }],
  decode: (results, context) =>
    decodeSale(
      results,
      context.code,
      {
        jettonOf: context.jettonOfWallet ?? (() => null),
        deployed: context.deployed ?? (() => null),
      },
      context.address ?? null,
    ),
};
