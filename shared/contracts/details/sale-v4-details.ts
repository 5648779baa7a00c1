/**
 * getgems' fix-price sale v4 (getgems-io/nft-contracts packages/contracts/sources/nft-fixprice-sale-v4r1.fc
 * @ 7f2cf76ea4dbe6b84da99796adc8fcb80d5a7e4e): an NFT sold for TON and/or jettons. It has no
 * `get_sale_data`; `get_fix_price_data_v4` answers 13 values. Its jetton prices are a dictionary keyed by
 * the hash of the jetton wallet (workchain 0) a buyer's jettons must arrive from — the sale's own wallet
 * of that jetton, as getgems' buildJettonPriceDict derives it — each value the price in the jetton's
 * smallest units, then (NftFixPriceSaleV4.data.ts `NftFixPriceJettonPriceValue`) the master the
 * marketplace wrote beside it, which the contract itself never reads.
 */
import { Dictionary, type Slice } from '@ton/core';
import { z } from 'zod';
import { rawOf } from '../../tvm/stack';
import type { StackReader } from '../stack-reader';
import { jsonInteger } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import { walletJettonSchema, type WalletJetton } from './jetton-details';
import { rawFromHash } from './kind-extras';

const units = z.string().regex(/^\d+$/);

/** One jetton price of the sale. */
const jettonPriceSchema = z.object({
  /** The jetton wallet the price is keyed by (the dictionary's key, on workchain 0). */
  wallet: rawAddressSchema,
  /** The price in the jetton's smallest units, exact. */
  amount: units,
  /** The master written beside the price (the contract does not read it); null when none reads. */
  listed_master: rawAddressSchema.nullable(),
  /** What the wallet's own `get_wallet_data` (or the indexer's row of it) says; null when not known. */
  jetton: walletJettonSchema.nullable(),
  /**
   * Whether that wallet's owner is the sale itself — only then do a buyer's jettons reach the sale
   * through it; null when its owner is not known.
   */
  held_by_sale: z.boolean().nullable(),
  /** Whether the indexer has that wallet deployed (false: not active, or not in the index); null: not asked. */
  wallet_deployed: z.boolean().nullable(),
});
export type JettonPrice = z.infer<typeof jettonPriceSchema>;

/** A fix-price sale v4's `get_fix_price_data_v4`. */
export const saleV4Schema = z.object({
  shape: z.literal('fixprice_v4'),
  /** Sold or cancelled. */
  complete: z.boolean(),
  created_at: jsonIntegerSchema,
  /** May cancel the sale (and sign new jetton prices at deployment). */
  marketplace: rawAddressSchema.nullable(),
  nft: rawAddressSchema.nullable(),
  /** `nft_owner_address`: gets the price, or the NFT back by cancelling; null until the NFT has arrived. */
  seller: rawAddressSchema.nullable(),
  /** The TON price in nanotons; 0: the NFT cannot be bought for TON. */
  full_price: units,
  marketplace_fee_address: rawAddressSchema.nullable(),
  /** Fee and royalty as the contract keeps them: percent × 1,000 (5000 = 5%), of whatever price is paid. */
  marketplace_fee_percent_100k: jsonIntegerSchema,
  royalty_address: rawAddressSchema.nullable(),
  royalty_percent_100k: jsonIntegerSchema,
  /** Unix time it was sold; 0 while on sale and after a cancel (which sets it back to 0). */
  sold_at: jsonIntegerSchema,
  sold_query_id: z.string().regex(/^\d+$/),
  jetton_prices: z.array(jettonPriceSchema),
  /** Why the price dictionary could not be read; null when it read (or is empty). */
  jetton_prices_unreadable: z.string().nullable(),
});
export type SaleV4Details = z.infer<typeof saleV4Schema>;

/** A dictionary value: the price, then (unread by the contract) the master. */
const priceValue = {
  serialize: () => {
    throw new Error('read only');
  },
  parse: (slice: Slice) => {
    const amount = slice.loadCoins();
    let master: string | null = null;
    try {
      const address = slice.loadMaybeAddress();
      master = address ? rawOf(address) : null;
    } catch {
      // A value of the price alone is all the contract needs.
    }
    return { amount, master };
  },
};

/** What the inspection learnt of the jetton wallets other accounts name (kind-extras.ts ExtraContext). */
export interface WalletsKnown {
  jettonOf: (raw: string) => WalletJetton | null;
  deployed: (raw: string) => boolean | null;
}

/** Nothing learnt: the prices alone. */
const NOTHING_KNOWN: WalletsKnown = { jettonOf: () => null, deployed: () => null };

/** The jetton prices of the dictionary `root`, or why they do not read. */
function jettonPrices(
  root: ReturnType<StackReader['dict']>,
  known: WalletsKnown,
  self: string | null,
): Pick<SaleV4Details, 'jetton_prices' | 'jetton_prices_unreadable'> {
  if (!root) return { jetton_prices: [], jetton_prices_unreadable: null };
  try {
    const dict = Dictionary.loadDirect(Dictionary.Keys.BigUint(256), priceValue, root);
    const prices = [...dict].map(([hash, { amount, master }]) => {
      const wallet = rawFromHash(0, hash);
      const jetton = known.jettonOf(wallet);
      const owner = jetton?.owner ?? null;
      const held = owner === null || self === null ? null : owner === self;
      const deployed = known.deployed(wallet);
      return {
        wallet,
        amount: amount.toString(),
        listed_master: master,
        jetton,
        held_by_sale: held,
        wallet_deployed: deployed,
      };
    });
    return { jetton_prices: prices, jetton_prices_unreadable: null };
  } catch (error) {
    return {
      jetton_prices: [],
      jetton_prices_unreadable: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * `get_fix_price_data_v4`: is_complete, created_at, marketplace, nft, owner, full_price, fee address,
 * fee percent, royalty address, royalty percent, sold_at, sold_query_id, jetton price dictionary.
 * `known`: what the inspection learnt of the jetton wallets; `self`: the sale's raw address, or null.
 */
export function fixPriceV4Sale(
  reader: StackReader,
  known: WalletsKnown = NOTHING_KNOWN,
  self: string | null = null,
): SaleV4Details {
  reader.expectCount(13);
  return {
    shape: 'fixprice_v4',
    complete: reader.flag(0),
    created_at: jsonInteger(reader.int(1)),
    marketplace: reader.address(2),
    nft: reader.address(3),
    seller: reader.address(4),
    full_price: reader.int(5).toString(),
    marketplace_fee_address: reader.address(6),
    marketplace_fee_percent_100k: jsonInteger(reader.int(7)),
    royalty_address: reader.address(8),
    royalty_percent_100k: jsonInteger(reader.int(9)),
    sold_at: jsonInteger(reader.int(10)),
    sold_query_id: reader.int(11).toString(),
    ...jettonPrices(reader.dict(12), known, self),
  };
}

/** The jetton wallets a v4 sale's prices are keyed by (raw): looked up to name their jettons. */
export function saleJettonWallets(reader: StackReader | null): string[] {
  if (!reader) return [];
  try {
    return jettonPrices(reader.dict(12), NOTHING_KNOWN, null).jetton_prices.map((p) => p.wallet);
  } catch {
    return [];
  }
}
