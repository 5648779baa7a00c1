import { describe, expect, it } from 'vitest';
import { contractFacts } from './kind-fields';
import { wordsText, type FieldValue, type NamedField } from './named-fields';

const SELLER = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const MARKET = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';
const NFT = '0:B774D95EB20543F186C06B371AB88AD704F7E256130CAF96189368A7D0CB6CCF';
const SALE = '0:EB0B83BD6CEAEAFE6D3AEBEEF02AC09144BC54CBB323A58765B6F51AE2B01741';
const show = (raw: string) => `<${raw.slice(2, 6)}>`;
const sale = {
  shape: 'original',
  seller: SELLER,
  full_price: '12500000001',
  marketplace: MARKET,
  nft: NFT,
  marketplace_fee_address: null,
  marketplace_fee: '500000000',
  royalty_address: NFT,
  royalty_amount: '250000000',
  complete: null,
  created_at: null,
};
const item = (ownerIs: Record<string, unknown>) => ({
  index: 8,
  collection: null,
  owner: SALE,
  initialized: true,
  owner_is: ownerIs,
});
/** A field's words as the answer writes them. */
function said(fields: readonly NamedField[], name: string): string {
  const value = fields.find((f) => f.name === name)!.value as FieldValue;
  if (value.kind === 'words') return wordsText(value.parts, show);
  if (value.kind === 'address') return `${show(value.raw!)} ${wordsText(value.about ?? [], show)}`;
  return value.kind === 'text' ? value.text : '';
}

describe('an NFT sale in words: who sells it for how much, and how it leaves the sale', () => {
  it("on the sale's own page: the seller, the exact price, and that a buyer who pays gets it", () => {
    const facts = contractFacts({ sale }, 'nft_sale', undefined)!;
    expect(facts.title).toBe('NFT sale');
    expect(said(facts.fields, 'Sale')).toBe(
      'on sale by <2CDD> for 12.500000001 TON; a buyer who sends the full price gets the NFT; the seller gets it back by cancelling',
    );
    expect(facts.fields.map((f) => f.name)).toEqual([
      'Sale',
      'Seller',
      'Price',
      'NFT',
      'Marketplace',
      'Marketplace fee',
      'Royalty',
      'Royalty to',
    ]);
  });

  it("on the item's page: its owner is the sale contract listing it, by the seller, for the price, on the marketplace", () => {
    const fields = contractFacts(
      item({ status: 'active', kind: 'nft_sale', contract: 'nft_sale', sale, sells_this_item: true }),
      'nft_item',
      undefined,
    )!.fields;
    expect(said(fields, 'Owner')).toBe(
      '<EB0B> — a sale contract: listed for sale by <2CDD> for 12.500000001 TON (marketplace <93E6>); a buyer who pays gets it, the seller gets it back by cancelling',
    );
  });

  it('says a sale of another NFT, or a wallet owner, in a few words', () => {
    const other = item({ status: 'active', kind: 'nft_sale', contract: 'x', sale, sells_this_item: false });
    expect(said(contractFacts(other, 'nft_item', undefined)!.fields, 'Owner')).toBe(
      '<EB0B> — a sale contract of another NFT (<B774>)',
    );
    const wallet = item({
      status: 'active',
      kind: 'wallet_v5r1',
      contract: 'x',
      sale: null,
      sells_this_item: null,
    });
    expect(said(contractFacts(wallet, 'nft_item', undefined)!.fields, 'Owner')).toBe(
      '<EB0B> — a wallet v5r1',
    );
  });
});
