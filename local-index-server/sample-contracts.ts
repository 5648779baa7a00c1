/**
 * The sample accounts of issue 17's contracts: real mainnet states (fixtures/mainnet_states.json — code
 * and data as the chain holds them, at their real addresses) of a Notcoin and a mintless (HMSTR) jetton
 * wallet with their masters, a multisig, staking pools, vesting and lockup wallets, 2FA wallets,
 * subscriptions, a `.ton` domain and a Telegram username; the DOGS master at its real address (the
 * Notcoin minter's real code, data built to its layout); two accounts the app cannot run as they are —
 * a wallet deployed as a library cell nobody carries, and one whose data the indexer leaves out; a
 * multisig v2 and a wallet v5r1 deployed as library cells of the codes the app carries; and a real
 * jetton wallet of an earlier mintless build, whose library (0ef19e1b…) the app knows but does not carry.
 * Appended after the older samples, so their seeded addresses and balances never move.
 */
import { Address, beginCell, Cell } from '@ton/core';
import { codeInfo, codeInfoOf, mainnetState } from './contract-codes';
import { replaceCells } from './cell-rewrite';
import {
  dataInfo,
  offchainContent,
  stateInitAddress,
  walletV3Data,
  walletV4Data,
  nftItemData,
  nftItemInitData,
  nftSaleData,
  nftAuctionV3R2Data,
  type NftAuctionTerms,
  walletV5Data,
} from './contract-data';
import type { AccountRecord, IndexData } from './index-data';
import {
  MULTISIG_USDT_BALANCE as JETTON_WALLET_BALANCE,
  sampleJettonOrder,
  sampleMultisigOrder,
} from './multisig-order-sample';
import { sampleSaleV4 } from './sale-v4-sample';
import { derivedBytes, derivedHash } from './seeded-random';
import { libraryCellNaming } from '../shared/tvm/library-cell';

/** The labels, in the order they are indexed (after the older samples). */
export const CONTRACT_SAMPLE_LABELS = [
  'not-master',
  'notcoin-wallet',
  'dogs-master',
  'hmstr-master',
  'hmstr-wallet',
  'multisig-v2',
  'nominator-pool',
  'single-nominator',
  'validator-controller',
  'vesting-wallet',
  'lockup-vesting-wallet',
  'tonkeeper-2fa',
  'mytonwallet-2fa',
  'subscription-v1',
  'subscription-v2',
  'dns-domain',
  'telegram-username',
  'library-wallet',
  'no-data-account',
  'multisig-v2-library',
  'wallet-v5r1-library',
  'mintless-wallet-early',
  'multisig-v2-order',
  'nft-sale',
  'nft-item-on-sale',
  'multisig-usdt-wallet',
  'multisig-v2-order-jetton',
  'nft-auction',
  'nft-item-on-auction',
  'nft-sale-v4',
  'nft-item-on-sale-v4',
  'nft-sale-v4-usdt-wallet',
  'telegram-username-fake',
] as const;
export type ContractSampleLabel = (typeof CONTRACT_SAMPLE_LABELS)[number];

/** The real NOT, DOGS and HMSTR masters (raw). */
export const NOT_MASTER_RAW = raw('EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT');
export const DOGS_MASTER_RAW = raw('EQCvxJy4eG8hyHBFsZ7eePxrRsUQSFE_jpptRAYBmcG_DOGS');
export const HMSTR_MASTER_RAW = raw('EQAJ8uWd7EBqsmpSWaRdf_I-8R8-XHwh3gsNKhy-UrdrPcUo');

/** What each is. */
export const CONTRACT_SAMPLE_NOTES: Record<ContractSampleLabel, string> = {
  'not-master': 'the NOT master at its real address: the Notcoin minter code, the real NOT master data',
  'notcoin-wallet':
    'a real NOT jetton wallet (library-cell code, bundled library ba2918c8…): 6499273.466060549 NOT',
  'dogs-master':
    'the DOGS master at its real address: the Notcoin minter code, data built to its layout (supply, no admin, the Notcoin wallet library)',
  'hmstr-master': 'the real HMSTR (mintless) master',
  'hmstr-wallet': 'a real HMSTR mintless jetton wallet (library cell 0f1ad3d8…): 105 HMSTR',
  'multisig-v2': 'a real multisig v2: 4 signers, threshold 2',
  'nominator-pool': 'a real TON Foundation nominator pool (masterchain), 7 nominators, validating',
  'single-nominator': 'a real single nominator pool (masterchain)',
  'validator-controller': 'a real liquid-staking validator controller (masterchain), funds staked',
  'vesting-wallet': 'a real vesting wallet with a whitelist',
  'lockup-vesting-wallet': 'a real lockup vesting wallet (masterchain)',
  'tonkeeper-2fa': 'a real Tonkeeper 2FA extension (guards a wallet v5)',
  'mytonwallet-2fa': 'a real MyTonWallet 2FA wallet (library cell, bundled library 701eede6…)',
  'subscription-v1': 'a real subscription plugin v1 (wallet v4 plugin)',
  'subscription-v2': 'a real Tonkeeper subscription v2',
  'dns-domain': 'the real .ton domain moneyinvestor.ton',
  'telegram-username': 'the real Telegram username @yoganews',
  'library-wallet':
    'a wallet v3r1 deployed as a library cell of its code, which the app does not carry: add wallet v3r1’s code (fixtures/contract_codes.json) as a library to run it',
  'no-data-account': 'an active wallet v4r2 whose data the indexer does not send',
  'multisig-v2-library':
    'the real multisig v2’s data under a library cell of its code (d3d14da9…), which the app carries: 4 signers, threshold 2',
  'wallet-v5r1-library':
    'a wallet v5r1 (seqno 3) deployed as a library cell of its code (20834b7b…), which the app carries',
  'mintless-wallet-early':
    'a real jetton wallet of an earlier mintless build: library cell 0ef19e1b…, which the app knows by name but does not carry',
  'multisig-v2-order':
    'order 7 of the real multisig v2, built from its order code (library cell of 6305a806…, which the app carries): 1 of 2 approvals, one transfer of 150 TON',
  'nft-sale':
    'an original NFT sale (tonweb NftSale code) listing nft-item-on-sale for 12.5 TON on contract-no-interface (the marketplace), seller wallet-v4r2',
  'nft-item-on-sale': 'NFT item #8 of nft-collection, owned by nft-sale while it is listed',
  'multisig-usdt-wallet':
    'the USD₮ jetton wallet of the real multisig v2 (real stablecoin wallet code, at the address the USD₮ master derives for it): 12,500 USD₮',
  'multisig-v2-order-jetton':
    'order 8 of the real multisig v2 (real order code): 2 of 2 approvals, sent for execution; a TEP-74 transfer of 5,000 USD₮ from multisig-usdt-wallet to an exchange, with the comment “deposit 7719 0042”',
  'nft-auction':
    'a getgems NFT auction (real v3r2 code) of nft-item-on-auction by wallet-v5r1: last bid 12 TON by wallet-v4r2; bidding ended Jan 1, 2025 and nobody has finished it, so the NFT is still there',
  'nft-item-on-auction': 'NFT item #9 of nft-collection, owned by nft-auction',
  'nft-sale-v4':
    'a getgems fix-price sale v4 (real v4r1 code) listing nft-item-on-sale-v4 for 100 USD₮ (not for TON) on contract-no-interface, seller wallet-v4r2; its price keyed by nft-sale-v4-usdt-wallet',
  'nft-item-on-sale-v4': 'NFT item #10 of nft-collection, owned by nft-sale-v4 while it is listed',
  'nft-sale-v4-usdt-wallet':
    'the USD₮ jetton wallet of nft-sale-v4 (real stablecoin wallet code, at the address the USD₮ master derives for the sale): empty, nothing sold yet',
  'telegram-username-fake':
    'an item running the real Telegram username code, named “durov”, in a collection that is not Fragment’s (the real @yoganews item’s data with its collection and name swapped)',
};

/** The fixture state behind each real sample. */
const REAL: Partial<Record<ContractSampleLabel, string>> = {
  'not-master': 'notcoin-jetton-master',
  'notcoin-wallet': 'notcoin-jetton-wallet',
  'hmstr-master': 'hmstr-jetton-master',
  'hmstr-wallet': 'hmstr-jetton-wallet',
  'multisig-v2': 'multisig-v2',
  'nominator-pool': 'tf-nominator-pool-2',
  'single-nominator': 'single-nominator-pool',
  'validator-controller': 'validator-controller',
  'vesting-wallet': 'vesting-wallet',
  'lockup-vesting-wallet': 'lockup-vesting-wallet',
  'tonkeeper-2fa': 'tonkeeper-2fa',
  'mytonwallet-2fa': 'mytonwallet-2fa',
  'subscription-v1': 'subscription-v1',
  'subscription-v2': 'subscription-v2',
  'dns-domain': 'dns-item',
  'telegram-username': 'telegram-username',
  'mintless-wallet-early': 'mintless-jetton-wallet-early',
};

/** Balances where the source did not carry the account's own (nanotons; fixed, not seeded). */
const BALANCES: Partial<Record<ContractSampleLabel, string>> = {
  'nominator-pool': '1011500000000',
  'single-nominator': '1510000000000',
  'validator-controller': '12000000000',
  'vesting-wallet': '1818182000000000',
  'lockup-vesting-wallet': '1000000000000000',
};

function raw(friendly: string): string {
  const address = Address.parse(friendly);
  return `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;
}

/** A library cell naming `hash`. */
function libraryCell(hash: Buffer): Cell {
  return libraryCellNaming(hash.toString('hex'));
}

/** An active account record. */
function record(
  seed: number,
  label: ContractSampleLabel,
  rawAddress: string,
  code: Cell,
  data: Cell | null,
  balance: string,
  lt: bigint,
): AccountRecord {
  return {
    raw: rawAddress,
    status: 'active',
    balance,
    extraCurrencies: {},
    accountStateHash: derivedHash(seed, label, 'account_state_hash'),
    lastTransactionHash: derivedHash(seed, label, 'last_transaction_hash'),
    lastTransactionLt: lt.toString(),
    code: codeInfoOf(label, code),
    ...(data ? { data: dataInfo(data) } : {}),
    label,
  };
}

/** The older samples an NFT listed for sale or on auction, and the multisig's USD₮ wallet, point at (raw addresses). */
export interface SaleSampleLinks {
  collection: string;
  marketplace: string;
  seller: string;
  /** The USD₮ master the multisig's USD₮ wallet belongs to. */
  usdtMaster: string;
  /** Who auctions `nft-item-on-auction`; the sale's seller is its last bidder. */
  auctionSeller: string;
}

/** The item index of `nft-item-on-sale` in the sample collection. */
const ITEM_ON_SALE_INDEX = 8;

/**
 * `nft-sale` and `nft-item-on-sale`: an item of the sample collection (its address the collection's own
 * for index 8) whose owner is an original sale contract (deployed without a seller, as tonweb's NftSale
 * is; the seller set since the NFT arrived).
 */
function saleRecords(seed: number, links: SaleSampleLinks, lt: bigint): AccountRecord[] {
  const collection = Address.parseRaw(links.collection);
  const itemCode = codeInfo('nft_item (tonweb').cell;
  const item = stateInitAddress(0, itemCode, nftItemInitData(ITEM_ON_SALE_INDEX, collection));
  const terms = {
    marketplace: Address.parseRaw(links.marketplace),
    nft: Address.parseRaw(item),
    seller: null,
    fullPrice: 12_500_000_000n,
    marketplaceFee: 500_000_000n,
    royalty: collection,
    royaltyAmount: 250_000_000n,
  };
  const saleCode = codeInfo('nft_sale (tonweb)').cell;
  const sale = stateInitAddress(0, saleCode, nftSaleData(terms));
  const saleData = nftSaleData({ ...terms, seller: Address.parseRaw(links.seller) });
  const content = beginCell().storeStringTail(`${ITEM_ON_SALE_INDEX}.json`).endCell();
  const itemData = nftItemData(ITEM_ON_SALE_INDEX, collection, Address.parseRaw(sale), content);
  return [
    record(seed, 'nft-sale', sale, saleCode, saleData, '1000000000', lt),
    record(seed, 'nft-item-on-sale', item, itemCode, itemData, '50000000', lt + 1n),
  ];
}

/**
 * `multisig-usdt-wallet` and `multisig-v2-order-jetton` (multisig-order-sample.ts), with the wallet's
 * `jetton_wallets` row, so the indexer's metadata names its master as it does for every USD₮ wallet.
 */
function jettonOrderRecords(
  data: IndexData,
  seed: number,
  links: SaleSampleLinks,
  lt: bigint,
): AccountRecord[] {
  const code = codeInfo('jetton_wallet (mainnet USDT').cell;
  const { order, wallet } = sampleJettonOrder(seed, Address.parseRaw(links.usdtMaster), code);
  data.jettonWallets.set(wallet.address, {
    balance: JETTON_WALLET_BALANCE.toString(),
    jetton: links.usdtMaster,
    owner: mainnetState('multisig-v2').address,
  });
  return [
    record(seed, 'multisig-usdt-wallet', wallet.address, wallet.code, wallet.data, '30000000', lt),
    record(seed, 'multisig-v2-order-jetton', order.address, order.code, order.data, '200000000', lt + 1n),
  ];
}

/** The item index of `nft-item-on-auction` in the sample collection. */
const ITEM_ON_AUCTION_INDEX = 9;
/** When the sample auction's bidding ended: Jan 1, 2025, 00:00 UTC (before any indexed time). */
const AUCTION_END = 1_735_689_600;

/**
 * `nft-auction` and `nft-item-on-auction`: an item of the sample collection whose owner is a getgems
 * auction v3r2, deployed as the marketplace deploys one (no seller, no bid; buildNftAuctionV2DataCell)
 * and since activated by the NFT's arrival from `auctionSeller`, with a 12 TON bid from `seller`.
 */
function auctionRecords(seed: number, links: SaleSampleLinks, lt: bigint): AccountRecord[] {
  const collection = Address.parseRaw(links.collection);
  const itemCode = codeInfo('nft_item (tonweb').cell;
  const item = stateInitAddress(0, itemCode, nftItemInitData(ITEM_ON_AUCTION_INDEX, collection));
  const deployed: NftAuctionTerms = {
    ended: false,
    activated: false,
    cancelled: false,
    lastBidder: null,
    lastBid: 0n,
    lastBidAt: 0,
    endTime: AUCTION_END,
    seller: null,
    marketplace: Address.parseRaw(links.marketplace),
    nft: Address.parseRaw(item),
    minBid: 1_000_000_000n,
    maxBid: 100_000_000_000n,
    minStep: 5n,
    stepTime: 300,
    createdAt: AUCTION_END - 7 * 86_400,
    fees: { to: Address.parseRaw(links.marketplace), factor: 5, base: 100 },
    royalty: { to: collection, factor: 5, base: 100 },
  };
  const code = codeInfo('nft_auction (getgems v3r2)').cell;
  const auction = stateInitAddress(0, code, nftAuctionV3R2Data(deployed));
  const data = nftAuctionV3R2Data({
    ...deployed,
    activated: true,
    seller: Address.parseRaw(links.auctionSeller),
    lastBidder: Address.parseRaw(links.seller),
    lastBid: 12_000_000_000n,
    lastBidAt: AUCTION_END - 3600,
  });
  const content = beginCell().storeStringTail(`${ITEM_ON_AUCTION_INDEX}.json`).endCell();
  const itemData = nftItemData(ITEM_ON_AUCTION_INDEX, collection, Address.parseRaw(auction), content);
  return [
    record(seed, 'nft-auction', auction, code, data, '12150000000', lt),
    record(seed, 'nft-item-on-auction', item, itemCode, itemData, '50000000', lt + 1n),
  ];
}

/**
 * `telegram-username-fake`: what a scammer sells as a Telegram username — Telegram's own item code
 * (telemint nft-item.fc, which anyone can deploy) holding the name "durov", in a collection of its
 * deployer's (an address not in the index), not Fragment's. The real @yoganews item's data, its config
 * (index, collection) and token name swapped.
 */
function fakeTelegramRecord(seed: number, lt: bigint): AccountRecord {
  const label = 'telegram-username-fake';
  const real = mainnetState('telegram-username');
  const code = Cell.fromBase64(real.code_boc);
  const data = Cell.fromBase64(real.data_boc);
  const index = data.refs[0]!.beginParse().loadUintBig(256);
  const collection = new Address(0, derivedBytes(seed, label, 'collection'));
  const swapped = replaceCells(data, (cell) => {
    if (cell.equals(data.refs[0]!))
      return beginCell().storeUint(index, 256).storeAddress(collection).endCell();
    const text = cell.beginParse();
    // The token name: a length byte, the name, then the rest of the cell as it was.
    if (cell.bits.length !== 8 * 15 || text.loadUint(8) !== 8 || text.loadBuffer(8).toString() !== 'yoganews')
      return null;
    return beginCell()
      .storeUint(5, 8)
      .storeBuffer(Buffer.from('durov'))
      .storeBuffer(text.loadBuffer(6))
      .endCell();
  });
  return record(seed, label, stateInitAddress(0, code, swapped), code, swapped, '1000000000', lt);
}

/**
 * `nft-sale-v4`, `nft-item-on-sale-v4` and `nft-sale-v4-usdt-wallet` (sale-v4-sample.ts), with the
 * wallet's `jetton_wallets` row, as the indexer has one for every USD₮ wallet.
 */
function saleV4Records(data: IndexData, seed: number, links: SaleSampleLinks, lt: bigint): AccountRecord[] {
  const { sale, item, wallet } = sampleSaleV4(seed, links);
  data.jettonWallets.set(wallet.address, { balance: '0', jetton: links.usdtMaster, owner: sale.address });
  return [
    record(seed, 'nft-sale-v4', sale.address, sale.code, sale.data, '60000000', lt),
    record(seed, 'nft-item-on-sale-v4', item.address, item.code, item.data, '50000000', lt + 1n),
    record(seed, 'nft-sale-v4-usdt-wallet', wallet.address, wallet.code, wallet.data, '20000000', lt + 2n),
  ];
}

/** Adds the masters' metadata rows and the jetton wallets' rows; answers the records, in label order. */
export function contractSampleRecords(
  data: IndexData,
  seed: number,
  links: SaleSampleLinks,
): AccountRecord[] {
  const records: AccountRecord[] = [];
  let lt = 49_000_000_000_000n;
  for (const label of CONTRACT_SAMPLE_LABELS) {
    lt += 1000n;
    const fixture = REAL[label];
    if (fixture) {
      const state = mainnetState(fixture);
      records.push(
        record(
          seed,
          label,
          state.address,
          Cell.fromBase64(state.code_boc),
          Cell.fromBase64(state.data_boc),
          state.balance ?? BALANCES[label] ?? '5000000000',
          lt,
        ),
      );
    } else if (label === 'dogs-master') {
      const notMinter = Cell.fromBase64(mainnetState('notcoin-jetton-master').code_boc);
      // The Notcoin minter's layout: supply, admin, transfer admin, ^wallet code, ^content.
      const dogsData = beginCell()
        .storeCoins(550_000_000_000_000_000_000n)
        .storeAddress(null)
        .storeAddress(null)
        .storeRef(
          libraryCell(Buffer.from('ba2918c8947e9b25af9ac1b883357754173e5812f807a3d6e642a14709595395', 'hex')),
        )
        .storeRef(offchainContent('https://local-index-server.invalid/dogs.json'))
        .endCell();
      records.push(record(seed, label, DOGS_MASTER_RAW, notMinter, dogsData, '3000000000', lt));
    } else if (label === 'library-wallet') {
      const v3 = codeInfo('wallet_v3r1').cell;
      const key = derivedBytes(seed, label, 'public_key');
      const code = libraryCell(v3.hash());
      const address = stateInitAddress(0, code, walletV3Data(0, key));
      records.push(record(seed, label, address, code, walletV3Data(21, key), '2500000000', lt));
    } else if (label === 'no-data-account') {
      const v4 = codeInfo('wallet_v4r2').cell;
      const address = stateInitAddress(0, v4, walletV4Data(0, derivedBytes(seed, label, 'public_key')));
      records.push(record(seed, label, address, v4, null, '700000000', lt));
    } else if (label === 'multisig-v2-library') {
      const multisig = Cell.fromBase64(mainnetState('multisig-v2').code_boc);
      const data = Cell.fromBase64(mainnetState('multisig-v2').data_boc);
      const code = libraryCell(multisig.hash());
      records.push(record(seed, label, stateInitAddress(0, code, data), code, data, '9000000000', lt));
    } else if (label === 'multisig-v2-order') {
      const order = sampleMultisigOrder(seed);
      records.push(record(seed, label, order.address, order.code, order.data, '200000000', lt));
    } else if (label === 'wallet-v5r1-library') {
      const key = derivedBytes(seed, label, 'public_key');
      const code = libraryCell(codeInfo('wallet_v5r1').cell.hash());
      const address = stateInitAddress(0, code, walletV5Data(0, key));
      records.push(record(seed, label, address, code, walletV5Data(3, key), '1200000000', lt));
    } else if (label === 'nft-sale') {
      records.push(...saleRecords(seed, links, lt));
    } else if (label === 'multisig-usdt-wallet') {
      records.push(...jettonOrderRecords(data, seed, links, lt));
    } else if (label === 'nft-auction') {
      records.push(...auctionRecords(seed, links, lt));
    } else if (label === 'nft-sale-v4') {
      records.push(...saleV4Records(data, seed, links, lt));
    } else if (label === 'telegram-username-fake') {
      records.push(fakeTelegramRecord(seed, lt));
    }
  }
  const tokenRow = (name: string, symbol: string, uri: string) => [
    {
      valid: true,
      type: 'jetton_masters' as const,
      name,
      symbol,
      extra: { decimals: '9', uri },
    },
  ];
  data.tokens.set(
    NOT_MASTER_RAW,
    tokenRow('Notcoin', 'NOT', 'https://cdn.joincommunity.xyz/clicker/not.json'),
  );
  data.tokens.set(DOGS_MASTER_RAW, tokenRow('Dogs', 'DOGS', 'https://local-index-server.invalid/dogs.json'));
  data.tokens.set(
    HMSTR_MASTER_RAW,
    tokenRow('Hamster Kombat', 'HMSTR', 'https://api.hamsterkombat.io/public/token/metadata.json'),
  );
  for (const [label, master] of [
    ['notcoin-wallet', NOT_MASTER_RAW],
    ['hmstr-wallet', HMSTR_MASTER_RAW],
  ] as const) {
    const wallet = records.find((r) => r.label === label)!;
    const slice = Cell.fromBase64(wallet.data!.boc).beginParse();
    slice.skip(4);
    const balance = slice.loadCoins();
    const owner = slice.loadAddress();
    data.jettonWallets.set(wallet.raw, {
      balance: balance.toString(),
      jetton: master,
      owner: `${owner.workChain}:${owner.hash.toString('hex').toUpperCase()}`,
    });
  }
  return records;
}
