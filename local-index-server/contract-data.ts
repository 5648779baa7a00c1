/**
 * Real persistent-data cells for the sample contracts, laid out as each contract's code reads them, so
 * `data_boc`/`data_hash` are what a real indexer would serve and StateInit addresses are genuine.
 */
import { beginCell, contractAddress, Dictionary } from '@ton/core';
import type { Address, Cell } from '@ton/core';
import { rawAddress } from './address-codec';
import type { DataInfo } from './index-data';

/** Default subwallet id of wallets v3/v4 on workchain 0 (698983191). */
export const DEFAULT_SUBWALLET_ID = 698983191;

/**
 * Wallet v5r1 id for mainnet, workchain 0, subwallet 0: `global_id (-239) XOR context`, where the
 * client context is `1 | wc:int8 | version:uint8 | subwallet:uint15` read as int32.
 */
export const WALLET_V5R1_MAINNET_ID = 2147483409;

/** The worker's view of a data cell: standard Base64 BoC without index/CRC (std_boc_serialize mode 0) and hash. */
export function dataInfo(cell: Cell): DataInfo {
  return {
    boc: cell.toBoc({ idx: false, crc32: false }).toString('base64'),
    hash: cell.hash().toString('base64'),
  };
}

/** The raw address (`wc:HEX`) of a contract with this code and initial data. */
export function stateInitAddress(workchain: number, code: Cell, data: Cell): string {
  const address = contractAddress(workchain, { code, data });
  return rawAddress(address.workChain, address.hash);
}

/** Wallet v3r2: seqno:uint32 subwallet_id:uint32 public_key:uint256. */
export function walletV3Data(seqno: number, publicKey: Buffer, subwalletId = DEFAULT_SUBWALLET_ID): Cell {
  return beginCell().storeUint(seqno, 32).storeUint(subwalletId, 32).storeBuffer(publicKey, 32).endCell();
}

/**
 * Wallet v4r2: as v3 plus the plugins dictionary, keyed by `wc:int8 hash:uint256` (264 bits) as the
 * v4 code reads it (`DICTGET 264`), values empty.
 */
export function walletV4Data(
  seqno: number,
  publicKey: Buffer,
  subwalletId = DEFAULT_SUBWALLET_ID,
  plugins: readonly Address[] = [],
): Cell {
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(264), Dictionary.Values.Cell());
  for (const plugin of plugins)
    dict.set(
      (BigInt(plugin.workChain & 0xff) << 256n) | BigInt(`0x${plugin.hash.toString('hex')}`),
      beginCell().endCell(),
    );
  return beginCell()
    .storeUint(seqno, 32)
    .storeUint(subwalletId, 32)
    .storeBuffer(publicKey, 32)
    .storeDict(dict)
    .endCell();
}

/** Wallet v5r1: is_signature_allowed:1 seqno:uint32 wallet_id:int32 public_key:uint256 extensions:(HashmapE). */
export function walletV5Data(seqno: number, publicKey: Buffer, walletId = WALLET_V5R1_MAINNET_ID): Cell {
  return beginCell()
    .storeBit(1)
    .storeUint(seqno, 32)
    .storeUint(walletId, 32)
    .storeBuffer(publicKey, 32)
    .storeBit(0)
    .endCell();
}

/**
 * Wallet v5 beta (tonkeeper/w5 @ 4458be0): seqno:int33 (negative once signatures are disabled)
 * wallet_id:80 (network_global_id:int32 workchain:int8 version:uint8 subwallet:uint32) public_key:uint256
 * extensions:(HashmapE 256 int8), keyed by `hash XOR (wc + 1)` with the workchain as the value.
 */
export function walletV5BetaData(
  seqno: number,
  publicKey: Buffer,
  extensions: readonly Address[] = [],
  networkGlobalId = -239,
): Cell {
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Int(8));
  for (const ext of extensions)
    dict.set(BigInt(`0x${ext.hash.toString('hex')}`) ^ BigInt(ext.workChain + 1), ext.workChain);
  return beginCell()
    .storeInt(seqno, 33)
    .storeInt(networkGlobalId, 32)
    .storeInt(0, 8)
    .storeUint(0, 8)
    .storeUint(0, 32)
    .storeBuffer(publicKey, 32)
    .storeDict(dict)
    .endCell();
}

/** Highload wallet v3: public_key subwallet_id old_queries queries last_clean_time:uint64 timeout:uint22. */
export function highloadV3Data(
  publicKey: Buffer,
  lastCleanTime: number,
  timeout = 3600,
  subwalletId = 0x10ad,
): Cell {
  return beginCell()
    .storeBuffer(publicKey, 32)
    .storeUint(subwalletId, 32)
    .storeBit(0)
    .storeBit(0)
    .storeUint(lastCleanTime, 64)
    .storeUint(timeout, 22)
    .endCell();
}

/** TEP-64 off-chain content: prefix 0x01 then the URI as a snake string. */
export function offchainContent(uri: string): Cell {
  return beginCell().storeUint(1, 8).storeStringTail(uri).endCell();
}

/** Jetton minter (token-contract ft): total_supply:Coins admin:MsgAddress content:^Cell wallet_code:^Cell. */
export function jettonMinterData(totalSupply: bigint, admin: Address, content: Cell, walletCode: Cell): Cell {
  return beginCell()
    .storeCoins(totalSupply)
    .storeAddress(admin)
    .storeRef(content)
    .storeRef(walletCode)
    .endCell();
}

/**
 * Jetton minter of the stablecoin contract (the USD₮ master): total_supply:Coins admin:MsgAddress
 * next_admin:MsgAddress jetton_wallet_code:^Cell metadata_uri:^Cell (the URI as a snake string, no prefix).
 */
export function stablecoinMinterData(
  totalSupply: bigint,
  admin: Address | null,
  walletCode: Cell,
  metadataUri: string,
): Cell {
  return beginCell()
    .storeCoins(totalSupply)
    .storeAddress(admin)
    .storeAddress(null)
    .storeRef(walletCode)
    .storeRef(beginCell().storeStringTail(metadataUri).endCell())
    .endCell();
}

/** Jetton wallet of the stablecoin contract: status:uint4 balance:Coins owner:MsgAddress master:MsgAddress. */
export function stablecoinWalletData(status: number, balance: bigint, owner: Address, master: Address): Cell {
  return beginCell()
    .storeUint(status, 4)
    .storeCoins(balance)
    .storeAddress(owner)
    .storeAddress(master)
    .endCell();
}

/** Jetton wallet (token-contract ft): balance:Coins owner:MsgAddress master:MsgAddress wallet_code:^Cell. */
export function jettonWalletData(balance: bigint, owner: Address, master: Address, walletCode: Cell): Cell {
  return beginCell()
    .storeCoins(balance)
    .storeAddress(owner)
    .storeAddress(master)
    .storeRef(walletCode)
    .endCell();
}

/** NFT collection (tonweb): owner next_item_index:uint64 ^(collection_content common_content) ^item_code ^royalty. */
export function nftCollectionData(
  owner: Address,
  nextItemIndex: number,
  collectionContent: Cell,
  commonContent: Cell,
  itemCode: Cell,
  royalty: { numerator: number; denominator: number; destination: Address },
): Cell {
  return beginCell()
    .storeAddress(owner)
    .storeUint(nextItemIndex, 64)
    .storeRef(beginCell().storeRef(collectionContent).storeRef(commonContent).endCell())
    .storeRef(itemCode)
    .storeRef(
      beginCell()
        .storeUint(royalty.numerator, 16)
        .storeUint(royalty.denominator, 16)
        .storeAddress(royalty.destination)
        .endCell(),
    )
    .endCell();
}

/** NFT item before initialisation (what its address is computed from): index:uint64 collection:MsgAddress. */
export function nftItemInitData(index: number, collection: Address): Cell {
  return beginCell().storeUint(index, 64).storeAddress(collection).endCell();
}

/** NFT item after initialisation: index collection owner ^individual_content. */
export function nftItemData(index: number, collection: Address, owner: Address, content: Cell): Cell {
  return beginCell()
    .storeUint(index, 64)
    .storeAddress(collection)
    .storeAddress(owner)
    .storeRef(content)
    .endCell();
}

/** What an original NFT sale (nft-sale.fc, tonweb's NftSale) keeps. */
export interface NftSaleTerms {
  marketplace: Address;
  nft: Address;
  /** The seller; null until the NFT has arrived (ownership_assigned). */
  seller: Address | null;
  fullPrice: bigint;
  marketplaceFee: bigint;
  royalty: Address;
  royaltyAmount: bigint;
}

/**
 * An original NFT sale's data (tonweb `NftSale.createDataCell`, with the seller once the NFT has
 * arrived): marketplace nft owner price:coins ^(marketplace_fee:coins royalty royalty_amount:coins).
 */
export function nftSaleData(terms: NftSaleTerms): Cell {
  const fees = beginCell()
    .storeCoins(terms.marketplaceFee)
    .storeAddress(terms.royalty)
    .storeCoins(terms.royaltyAmount)
    .endCell();
  return beginCell()
    .storeAddress(terms.marketplace)
    .storeAddress(terms.nft)
    .storeAddress(terms.seller)
    .storeCoins(terms.fullPrice)
    .storeRef(fees)
    .endCell();
}

/** NFT marketplace (tonweb): owner:MsgAddress. */
export function marketplaceData(owner: Address): Cell {
  return beginCell().storeAddress(owner).endCell();
}

/** What a getgems NFT auction v3r2 keeps (nft-auction-v3r2/struct/storage.func). */
export interface NftAuctionTerms {
  /** Finished or cancelled (`end?`). */
  ended: boolean;
  activated: boolean;
  cancelled: boolean;
  /** The last bidder; null before the first bid. */
  lastBidder: Address | null;
  lastBid: bigint;
  lastBidAt: number;
  endTime: number;
  /** The seller (`nft_owner`); null until the NFT has arrived. */
  seller: Address | null;
  marketplace: Address;
  nft: Address;
  minBid: bigint;
  /** 0: no buy-now price. */
  maxBid: bigint;
  /** Percent in v3r2 (the next bid is at least max(last + 0.1 TON, last × (100 + step) / 100)). */
  minStep: bigint;
  stepTime: number;
  createdAt: number;
  fees: { to: Address; factor: number; base: number };
  royalty: { to: Address; factor: number; base: number };
}

/**
 * A getgems auction v3r2's data, as its `pack_data` stores it (getgems-io/nft-contracts
 * packages/contracts/sources/nft-auction-v3r2/struct/storage.func @ 7f2cf76ea4db): end? activated?
 * is_canceled? last_member last_bid:coins last_bid_at:32 end_time:32 nft_owner ^fees ^constants. The
 * gas charged per returned bid (8449000 nanotons) is the one buildNftAuctionV2DataCell stores.
 */
export function nftAuctionV3R2Data(terms: NftAuctionTerms): Cell {
  const fees = beginCell()
    .storeAddress(terms.fees.to)
    .storeUint(terms.fees.factor, 32)
    .storeUint(terms.fees.base, 32)
    .storeAddress(terms.royalty.to)
    .storeUint(terms.royalty.factor, 32)
    .storeUint(terms.royalty.base, 32)
    .endCell();
  const constants = beginCell()
    .storeInt(8_449_000, 32)
    .storeAddress(terms.marketplace)
    .storeCoins(terms.minBid)
    .storeCoins(terms.maxBid)
    .storeCoins(terms.minStep)
    .storeUint(terms.stepTime, 32)
    .storeAddress(terms.nft)
    .storeUint(terms.createdAt, 32)
    .endCell();
  return beginCell()
    .storeBit(terms.ended)
    .storeBit(terms.activated)
    .storeBit(terms.cancelled)
    .storeAddress(terms.lastBidder)
    .storeCoins(terms.lastBid)
    .storeUint(terms.lastBidAt, 32)
    .storeUint(terms.endTime, 32)
    .storeAddress(terms.seller)
    .storeRef(fees)
    .storeRef(constants)
    .endCell();
}

/** One jetton price of a getgems fix-price sale v4: keyed by the sale's jetton wallet (workchain 0). */
export interface NftSaleV4JettonPrice {
  wallet: Address;
  /** In the jetton's smallest units. */
  amount: bigint;
  /** The master the marketplace writes beside the price (the contract does not read it). */
  master: Address;
}

/** What a getgems fix-price sale v4r1 keeps (nft-fixprice-sale-v4r1.fc `load_data`, `load_static_data`). */
export interface NftSaleV4Terms {
  complete: boolean;
  marketplace: Address;
  /** `nft_owner_address`; null until the NFT has arrived (ownership_assigned). */
  seller: Address | null;
  /** In nanotons; 0: not for sale for TON. */
  tonPrice: bigint;
  soldAt: number;
  soldQueryId: bigint;
  feeTo: Address;
  royaltyTo: Address;
  /** Percent × 1,000 (uint17): 5000 is 5%. */
  feePercent100k: number;
  royaltyPercent100k: number;
  nft: Address;
  createdAt: number;
  jettonPrices: readonly NftSaleV4JettonPrice[];
  /** The deployment key the marketplace signs jetton prices with (a `Maybe bits256` tail). */
  publicKey: Buffer | null;
}

/**
 * A getgems fix-price sale v4r1's data, as its `save_data` lays it out (getgems-io/nft-contracts
 * nft-fixprice-sale-v4r1.fc, NftFixPriceSaleV4.data.ts buildNftFixPriceSaleV4R1Data @ 7f2cf76ea4db):
 * is_complete:1 marketplace owner full_price:Coins sold_at:32 sold_query_id:64
 * ^(fee_address royalty_address fee:17 royalty:17 nft created_at:32) jetton_prices:(HashmapE 256
 * (price:Coins master:MsgAddress)) public_key:(Maybe bits256).
 */
export function nftSaleV4Data(terms: NftSaleV4Terms): Cell {
  const statics = beginCell()
    .storeAddress(terms.feeTo)
    .storeAddress(terms.royaltyTo)
    .storeUint(terms.feePercent100k, 17)
    .storeUint(terms.royaltyPercent100k, 17)
    .storeAddress(terms.nft)
    .storeUint(terms.createdAt, 32)
    .endCell();
  // The value is inline (the contract loads the price from the value's own slice), not a reference.
  const prices = Dictionary.empty(Dictionary.Keys.BigUint(256), {
    serialize: (p: NftSaleV4JettonPrice, b) => void b.storeCoins(p.amount).storeAddress(p.master),
    parse: () => {
      throw new Error('write only');
    },
  });
  for (const p of terms.jettonPrices) prices.set(BigInt(`0x${p.wallet.hash.toString('hex')}`), p);
  return beginCell()
    .storeBit(terms.complete)
    .storeAddress(terms.marketplace)
    .storeAddress(terms.seller)
    .storeCoins(terms.tonPrice)
    .storeUint(terms.soldAt, 32)
    .storeUint(terms.soldQueryId, 64)
    .storeRef(statics)
    .storeDict(prices.size > 0 ? prices : null)
    .storeMaybeBuffer(terms.publicKey)
    .endCell();
}
