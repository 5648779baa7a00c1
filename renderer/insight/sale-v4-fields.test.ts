import { describe, expect, it } from 'vitest';
import { contractFacts } from './kind-fields';
import { wordsText, type FieldValue, type NamedField } from './named-fields';

const SELLER = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const MARKET = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';
const NFT = '0:B774D95EB20543F186C06B371AB88AD704F7E256130CAF96189368A7D0CB6CCF';
const WALLET = '0:EB0B83BD6CEAEAFE6D3AEBEEF02AC09144BC54CBB323A58765B6F51AE2B01741';
const MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const SALE = '0:1111111111111111111111111111111111111111111111111111111111111111';
const show = (raw: string) => `<${raw.slice(2, 6)}>`;
const usdt = {
  master: MASTER,
  master_source: 'wallet_data',
  owner: SALE,
  decimals: 6,
  decimals_source: 'indexer_metadata',
  symbol: 'USD₮',
};
const price = {
  wallet: WALLET,
  amount: '100000000',
  listed_master: MASTER,
  jetton: usdt,
  held_by_sale: true,
  wallet_deployed: true,
};
const sale = {
  shape: 'fixprice_v4',
  complete: false,
  created_at: 1_700_000_000,
  marketplace: MARKET,
  nft: NFT,
  seller: SELLER,
  full_price: '0',
  marketplace_fee_address: MARKET,
  marketplace_fee_percent_100k: 5000,
  royalty_address: null,
  royalty_percent_100k: 2500,
  sold_at: 0,
  sold_query_id: '0',
  jetton_prices: [price],
  jetton_prices_unreadable: null,
};
/** A field's words as the answer writes them. */
function said(fields: readonly NamedField[], name: string): string {
  const value = fields.find((f) => f.name === name)!.value as FieldValue;
  if (value.kind === 'words') return wordsText(value.parts, show);
  if (value.kind === 'address') return `${show(value.raw!)} ${wordsText(value.about ?? [], show)}`;
  return value.kind === 'text' ? `${value.text}${value.aside ? ` ${value.aside}` : ''}` : '';
}
const fields = (s: Record<string, unknown>) => contractFacts({ sale: s }, 'nft_sale', undefined)!.fields;

describe("getgems' fix-price sale v4 in words: who sells, for which jetton or TON, and how it leaves the sale", () => {
  it('names a USD₮ price exactly, keyed by the sale’s own wallet, and says the NFT is not for TON', () => {
    const f = fields(sale);
    expect(said(f, 'Sale')).toBe(
      'on sale by <2CDD> for 100 USD₮ (100000000 in its smallest units; 6 decimals from the indexer’s metadata of the master); a buyer who sends that price gets the NFT; the seller gets it back by cancelling',
    );
    expect(said(f, 'Price in TON')).toBe('not for sale for TON (its TON price is 0)');
    expect(said(f, 'Price in a jetton')).toContain(
      'paid through the jetton wallet <EB0B> — the sale’s own wallet (its get_wallet_data says), of the jetton master <B113>',
    );
    expect(said(f, 'Marketplace fee')).toBe('5% of the price paid (5000/100000)');
    expect(said(f, 'Royalty')).toBe('none (no address to pay it to)');
    expect(said(f, 'How it is bought or taken back')).toContain(
      'the comment “cancel” (or op 3) with at least 0.1 TON',
    );
  });

  it('says a price keyed by a wallet the sale does not own, and a wallet not deployed yet, exactly in smallest units', () => {
    const other = { ...usdt, owner: SELLER };
    const notOwned = fields({ ...sale, jetton_prices: [{ ...price, jetton: other, held_by_sale: false }] });
    expect(said(notOwned, 'Price in a jetton')).toContain(
      '⚠ a wallet the sale does not own (its get_wallet_data names its owner <2CDD>)',
    );
    const undeployed = { ...price, jetton: null, held_by_sale: null, wallet_deployed: false };
    const f = fields({ ...sale, full_price: '2500000001', jetton_prices: [undeployed] });
    expect(said(f, 'Sale')).toContain(
      'for 100000000 of a jetton’s smallest units (the jetton is not named: its wallet for this sale is not deployed yet) or 2.500000001 TON',
    );
  });

  it('tells a sold sale (sold_at set) from a cancelled one (sold_at back to 0)', () => {
    expect(said(fields({ ...sale, complete: true, sold_at: 1_700_100_000 }), 'Sale')).toMatch(
      /^sold .*: the NFT was sent to its buyer, the price to the seller$/,
    );
    expect(said(fields({ ...sale, complete: true }), 'Sale')).toBe(
      'cancelled: the NFT was sent back to the seller <2CDD>',
    );
  });

  it("on the item's page: its owner is the sale, listed by the seller for the jetton price", () => {
    const item = {
      index: 8,
      collection: null,
      owner: SALE,
      initialized: true,
      owner_is: {
        status: 'active',
        kind: 'nft_sale',
        sale: {
          ...sale,
          jetton_prices: [{ ...price, jetton: null, held_by_sale: null, wallet_deployed: null }],
        },
        sells_this_item: true,
      },
    };
    const owner = said(contractFacts(item, 'nft_item', undefined)!.fields, 'Owner');
    expect(owner).toBe(
      '<1111> — a sale contract: on sale by <2CDD> for 100000000 of a jetton’s smallest units (the jetton is not named here: the wallet it is keyed by was not looked up); a buyer who sends that price gets the NFT; the seller gets it back by cancelling',
    );
  });
});
