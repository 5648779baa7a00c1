/**
 * A getgems auction in words, on its own page and on its NFT's Owner field: where it stands at the
 * indexed time (running, bidding ended but not finished, finished, cancelled), the exact last bid and
 * its bidder, and the contract's rules for an outbid bidder, the winner and a buy-now bid.
 */
import { describe, expect, it } from 'vitest';
import { contractFacts } from './kind-fields';
import { wordsText, type FieldValue, type NamedField } from './named-fields';

const SELLER = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const BIDDER = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';
const NFT = '0:B774D95EB20543F186C06B371AB88AD704F7E256130CAF96189368A7D0CB6CCF';
const AUCTION = '0:EB0B83BD6CEAEAFE6D3AEBEEF02AC09144BC54CBB323A58765B6F51AE2B01741';
const show = (raw: string) => `<${raw.slice(2, 6)}>`;
const END = 1_735_689_600; // Jan 1, 2025, 00:00 UTC
const auction = {
  shape: 'auction',
  ended: false,
  cancelled: false,
  end_time: END,
  marketplace: AUCTION,
  nft: NFT,
  seller: SELLER,
  last_bid: '12000000001',
  last_bidder: BIDDER,
  last_bid_at: END - 600,
  min_bid: '1000000000',
  max_bid: '0',
  min_step: '5',
  version: 'v3r2',
  marketplace_fee_address: AUCTION,
  marketplace_fee: { factor: 5, base: 100 },
  royalty_address: NFT,
  royalty: { factor: 7, base: 1000 },
  created_at: END - 86_400,
};
/** A field's words as the answer writes them. */
function said(fields: readonly NamedField[], name: string): string {
  const value = fields.find((f) => f.name === name)!.value as FieldValue;
  if (value.kind === 'words') return wordsText(value.parts, show);
  if (value.kind === 'address') return `${show(value.raw!)} ${wordsText(value.about ?? [], show)}`;
  return value.kind === 'text' ? [value.text, value.aside].filter(Boolean).join(' ') : '';
}
const own = (a: Record<string, unknown>, now: number) => contractFacts({ sale: a }, 'nft_sale', now)!.fields;

describe('a getgems auction on its own page', () => {
  it('while it runs: who sells, the exact last bid and bidder, when it ends, and the rules', () => {
    const fields = own(auction, END - 3600);
    expect(said(fields, 'Auction')).toBe(
      'on auction by <2CDD>: last bid 12.000000001 TON by <93E6>, ends Jan 1, 2025, 12:00:00 AM UTC (in 1 h at the indexed time)',
    );
    expect(said(fields, 'Last bid')).toBe('12.000000001 TON');
    expect(said(fields, 'Min step')).toContain('5% (a new bid is at least the last plus 0.1 TON');
    expect(said(fields, 'Max bid (buy now)')).toBe('none');
    expect(said(fields, 'Marketplace fee')).toBe('5/100 of the final bid (5%)');
    expect(said(fields, 'Royalty')).toBe('7/1000 of the final bid (0.7%)');
    expect(said(fields, 'Rules')).toMatch(
      /^an outbid bidder’s TON is sent back by the contract when a higher bid arrives/,
    );
  });

  it('after its end time, not finished: the NFT waits for someone to finish it', () => {
    expect(said(own(auction, END + 7200), 'Auction')).toBe(
      'on auction by <2CDD>: last bid 12.000000001 TON by <93E6>; bidding ended Jan 1, 2025, 12:00:00 AM UTC (2 h ago at the indexed time), not finished yet: the NFT goes to the last bidder once the auction is finished: the seller, the marketplace or that bidder sends it "finish", or anyone sends it an external message',
    );
    const noBid = { ...auction, last_bid: '0', last_bidder: null };
    expect(said(own(noBid, END + 7200), 'Auction')).toMatch(
      /: no bid yet; bidding ended .*; finishing it sends the NFT back to the seller$/,
    );
  });

  it('finished, cancelled, or waiting for its NFT', () => {
    expect(said(own({ ...auction, ended: true }, END + 1), 'Auction')).toBe(
      'finished: the NFT was sent to the last bidder (last bid 12.000000001 TON by <93E6>)',
    );
    expect(said(own({ ...auction, ended: true, cancelled: true }, END + 1), 'Auction')).toBe(
      'cancelled, or ended with no bid: the NFT was sent back to the seller',
    );
    expect(said(own({ ...auction, seller: null }, END - 1), 'Auction')).toBe(
      'waiting for the NFT to arrive (no seller yet)',
    );
  });
});

describe('an auction whose code is not getgems’ v3r2 or v3r3', () => {
  it('says where it stands and its bids, but neither the rules nor how it is finished, which its code decides', () => {
    const fields = own({ ...auction, version: null }, END + 7200);
    expect(said(fields, 'Auction')).toBe(
      'on auction by <2CDD>: last bid 12.000000001 TON by <93E6>; bidding ended Jan 1, 2025, 12:00:00 AM UTC (2 h ago at the indexed time), not finished yet',
    );
    expect(said(fields, 'Rules')).toBe(
      'not said: its code is not getgems’ auction v3r2 or v3r3, whose rules the app knows',
    );
    expect(said(fields, 'Min step')).toBe(
      '5 (its unit depends on the auction’s version; this code is none the app knows)',
    );
    expect(said(own({ ...auction, version: 'v2' }, END), 'Min step')).toBe(
      '0.000000005 TON (a new bid is at least the last plus this)',
    );
  });
});

describe('an NFT item whose owner is an auction', () => {
  const item = (sellsThisItem: boolean) => ({
    index: 8,
    collection: null,
    owner: AUCTION,
    initialized: true,
    owner_is: {
      status: 'active',
      kind: 'nft_sale',
      contract: 'x',
      sale: auction,
      sells_this_item: sellsThisItem,
    },
  });

  it('says the auction: by whom, the last bid and bidder, and when it ends', () => {
    const fields = contractFacts(item(true), 'nft_item', END - 3600)!.fields;
    expect(said(fields, 'Owner')).toBe(
      '<EB0B> — an auction contract: on auction by <2CDD>: last bid 12.000000001 TON by <93E6>, ends Jan 1, 2025, 12:00:00 AM UTC (in 1 h at the indexed time)',
    );
  });

  it('says an auction of another NFT as such', () => {
    const fields = contractFacts(item(false), 'nft_item', END)!.fields;
    expect(said(fields, 'Owner')).toBe('<EB0B> — an auction of another NFT (<B774>)');
  });
});
