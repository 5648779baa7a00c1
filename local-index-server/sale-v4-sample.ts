/**
 * A getgems fix-price sale v4r1 listing an NFT for 100 USD₮ (getgems-io/nft-contracts
 * nft-fixprice-sale-v4r1.fc and NftFixPriceSaleV4.data.ts @ 7f2cf76ea4db), as it stands on chain once
 * deployed the way getgems deploys it: the StateInit's data is buildNftFixPriceSaleV4R1DeployData's —
 * the deployer as marketplace, no seller yet, no jetton price, a deployment key — so its address
 * follows from that; the deploy message (op 0xfb5dbf47, signed) then set the marketplace and the
 * jetton prices, keyed by the sale's own USD₮ wallet (the address the USD₮ master derives for the sale:
 * buildJettonPriceDict); the NFT's arrival (ownership_assigned) set the seller. Not for TON (price 0).
 */
import { Address, beginCell, type Cell } from '@ton/core';
import { codeInfo } from './contract-codes';
import {
  nftItemData,
  nftItemInitData,
  nftSaleV4Data,
  stablecoinWalletData,
  stateInitAddress,
  type NftSaleV4Terms,
} from './contract-data';
import { derivedBytes } from './seeded-random';

/** The item index of `nft-item-on-sale-v4` in the sample collection. */
export const ITEM_ON_SALE_V4_INDEX = 10;
/** Its price: 100 USD₮ (6 decimals), in the jetton's smallest units. */
export const SALE_V4_USDT_UNITS = 100_000_000n;
/** When it was listed: Nov 1, 2024, 00:00 UTC. */
const LISTED_AT = 1_730_419_200;

/** An account of the sample: its raw address, code and data. */
export interface SampleState {
  address: string;
  code: Cell;
  data: Cell;
}

/** The accounts the sample is made of. */
export interface SaleV4Sample {
  sale: SampleState;
  item: SampleState;
  /** The sale's USD₮ wallet (empty: nothing sold). */
  wallet: SampleState;
}

/** The v4 sale of item #10 of `collection` by `seller` on `marketplace` for 100 USD₮ of `usdtMaster`. */
export function sampleSaleV4(
  seed: number,
  links: { collection: string; marketplace: string; seller: string; usdtMaster: string },
): SaleV4Sample {
  const collection = Address.parseRaw(links.collection);
  const marketplace = Address.parseRaw(links.marketplace);
  const usdtMaster = Address.parseRaw(links.usdtMaster);
  const itemCode = codeInfo('nft_item (tonweb').cell;
  const item = stateInitAddress(0, itemCode, nftItemInitData(ITEM_ON_SALE_V4_INDEX, collection));
  const deployed: NftSaleV4Terms = {
    complete: false,
    marketplace,
    seller: null,
    tonPrice: 0n,
    soldAt: 0,
    soldQueryId: 0n,
    feeTo: marketplace,
    royaltyTo: collection,
    feePercent100k: 5000,
    royaltyPercent100k: 5000,
    nft: Address.parseRaw(item),
    createdAt: LISTED_AT,
    jettonPrices: [],
    publicKey: derivedBytes(seed, 'nft-sale-v4', 'deploy_key'),
  };
  const saleCode = codeInfo('nft_sale (getgems fix-price v4r1)').cell;
  const sale = stateInitAddress(0, saleCode, nftSaleV4Data(deployed));
  const walletCode = codeInfo('jetton_wallet (mainnet USDT').cell;
  const saleAddress = Address.parseRaw(sale);
  const wallet = stateInitAddress(0, walletCode, stablecoinWalletData(0, 0n, saleAddress, usdtMaster));
  const listed = nftSaleV4Data({
    ...deployed,
    seller: Address.parseRaw(links.seller),
    jettonPrices: [{ wallet: Address.parseRaw(wallet), amount: SALE_V4_USDT_UNITS, master: usdtMaster }],
  });
  const content = beginCell().storeStringTail(`${ITEM_ON_SALE_V4_INDEX}.json`).endCell();
  return {
    sale: { address: sale, code: saleCode, data: listed },
    item: {
      address: item,
      code: itemCode,
      data: nftItemData(ITEM_ON_SALE_V4_INDEX, collection, saleAddress, content),
    },
    wallet: { address: wallet, code: walletCode, data: stablecoinWalletData(0, 0n, saleAddress, usdtMaster) },
  };
}
