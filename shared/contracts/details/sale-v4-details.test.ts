/**
 * getgems' fix-price sale v4r1 (getgems-io/nft-contracts nft-fixprice-sale-v4r1.fc @ 7f2cf76ea4db), its
 * published code run by the emulator on data laid out as its `save_data` packs it: `get_fix_price_data_v4`
 * read, each jetton price exact and keyed by the jetton wallet the sale holds, and that wallet's own
 * `get_wallet_data` (the real USD₮ wallet code) naming its master and owner.
 */
import { Address } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../../local-index-server/contract-codes';
import {
  nftSaleV4Data,
  stablecoinWalletData,
  type NftSaleV4Terms,
} from '../../../local-index-server/contract-data';
import { inspectStates, rawOf, stateOf } from '../../../test-support/tvm-states';
import { nodeEmulatorWasm } from '../../../node-host/emulator-wasm';
import { createTvmEngine } from '../../tvm/engine';
import type { TvmRunner } from '../../tvm/runner';

let runner: TvmRunner;
beforeAll(() => {
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const [MARKETPLACE, NFT, SELLER, ROYALTY, FEE_TO, MASTER, SALE, WALLET, OTHER_WALLET, OTHER_OWNER] = [
  21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
].map(rawOf) as [string, string, string, string, string, string, string, string, string, string];
const at = (raw: string) => Address.parseRaw(raw);

/** A v4 sale of 100 USD₮ (6 decimals) and 2.5 of another jetton, not for TON, with the NFT arrived. */
const terms: NftSaleV4Terms = {
  complete: false,
  marketplace: at(MARKETPLACE),
  seller: at(SELLER),
  tonPrice: 0n,
  soldAt: 0,
  soldQueryId: 0n,
  feeTo: at(FEE_TO),
  royaltyTo: at(ROYALTY),
  feePercent100k: 5000,
  royaltyPercent100k: 2500,
  nft: at(NFT),
  createdAt: 1_700_000_000,
  jettonPrices: [
    { wallet: at(WALLET), amount: 100_000_000n, master: at(MASTER) },
    { wallet: at(OTHER_WALLET), amount: 2_500_000_000_000_000_001n, master: at(MASTER) },
  ],
  publicKey: Buffer.alloc(32, 7),
};

const saleCode = () => codeInfo('nft_sale (getgems fix-price v4r1)').cell;
const usdtWallet = (owner: string) =>
  stateOf(
    WALLET,
    codeInfo('jetton_wallet (mainnet USDT').cell,
    stablecoinWalletData(0, 0n, at(owner), at(MASTER)),
  );

describe("getgems' fix-price sale v4r1, run on its own published code", () => {
  it('is an nft_sale whose seller, TON price, jetton prices (exact, by wallet), fees and times come from get_fix_price_data_v4', async () => {
    const [sale] = await inspectStates(runner, [stateOf(SALE, saleCode(), nftSaleV4Data(terms))]);
    expect(sale!.kind).toBe('nft_sale');
    expect(sale!.details).toMatchObject({
      sale: {
        shape: 'fixprice_v4',
        complete: false,
        created_at: 1_700_000_000,
        marketplace: MARKETPLACE,
        nft: NFT,
        seller: SELLER,
        full_price: '0',
        marketplace_fee_address: FEE_TO,
        marketplace_fee_percent_100k: 5000,
        royalty_address: ROYALTY,
        royalty_percent_100k: 2500,
        sold_at: 0,
        sold_query_id: '0',
        jetton_prices: [
          {
            wallet: WALLET,
            amount: '100000000',
            listed_master: MASTER,
            jetton: null,
            held_by_sale: null,
            wallet_deployed: null,
          },
          {
            wallet: OTHER_WALLET,
            amount: '2500000000000000001',
            listed_master: MASTER,
            jetton: null,
            held_by_sale: null,
          },
        ].sort((a, b) => a.wallet.localeCompare(b.wallet)),
        jetton_prices_unreadable: null,
      },
    });
    // get_sale_data is not in v4's code: not asked, so no problem is reported for it.
    expect(sale!.details.problems).toBeUndefined();
  });

  it("names a price's jetton by its wallet's own get_wallet_data: its master, and its owner (the sale, or not)", async () => {
    const named = async (owner: string) => {
      const [sale] = await inspectStates(runner, [stateOf(SALE, saleCode(), nftSaleV4Data(terms))], {
        more: [usdtWallet(owner)],
      });
      const prices = (sale!.details as { sale: { jetton_prices: Array<{ wallet: string }> } }).sale
        .jetton_prices;
      return prices.find((p) => p.wallet === WALLET);
    };
    expect(await named(SALE)).toMatchObject({
      jetton: { master: MASTER, master_source: 'wallet_data', owner: SALE },
      held_by_sale: true,
      wallet_deployed: true,
    });
    // The other wallet is not in the index: looked up and not found, so not deployed.
    const [sale] = await inspectStates(runner, [stateOf(SALE, saleCode(), nftSaleV4Data(terms))], {
      more: [usdtWallet(SALE)],
    });
    expect(
      (sale!.details as { sale: { jetton_prices: Array<{ wallet: string }> } }).sale.jetton_prices.find(
        (p) => p.wallet === OTHER_WALLET,
      ),
    ).toMatchObject({ jetton: null, held_by_sale: null, wallet_deployed: false });
    expect(await named(OTHER_OWNER)).toMatchObject({
      jetton: { master: MASTER, owner: OTHER_OWNER },
      held_by_sale: false,
    });
  });

  it('flags a price in a jetton whose master takes USD₮’s name without being its master (judged on the indexer’s network)', async () => {
    const metadata = {
      [MASTER]: {
        is_indexed: true,
        token_info: [{ valid: true, type: 'jetton_masters', name: 'Tether USD', symbol: 'USD₮', extra: {} }],
      },
    };
    const priced = async (network?: 'mainnet') => {
      const [sale] = await inspectStates(runner, [stateOf(SALE, saleCode(), nftSaleV4Data(terms))], {
        more: [usdtWallet(SALE)],
        metadata,
        ...(network ? { network } : {}),
      });
      const prices = (
        sale!.details as {
          sale: { jetton_prices: Array<{ wallet: string; jetton: Record<string, unknown> }> };
        }
      ).sale.jetton_prices;
      return prices.find((p) => p.wallet === WALLET)!;
    };
    expect((await priced('mainnet')).jetton).toMatchObject({
      symbol: 'USD₮',
      look_alike: { claims: 'USD₮', real_master: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs' },
    });
    expect((await priced()).jetton).not.toHaveProperty('look_alike');
  });

  it('says a sold sale (complete, sold_at set) and one still waiting for its NFT (no seller)', async () => {
    const [sold, waiting] = await inspectStates(runner, [
      stateOf(
        SALE,
        saleCode(),
        nftSaleV4Data({ ...terms, complete: true, soldAt: 1_700_100_000, soldQueryId: 9n }),
      ),
      stateOf(rawOf(31), saleCode(), nftSaleV4Data({ ...terms, seller: null, jettonPrices: [] })),
    ]);
    expect(sold!.details).toMatchObject({
      sale: { complete: true, sold_at: 1_700_100_000, sold_query_id: '9' },
    });
    expect(waiting!.details).toMatchObject({ sale: { seller: null, jetton_prices: [] } });
  });
});
