import { describe, expect, it } from 'vitest';
import type { NamedField } from './named-fields';
import { contractFacts } from './kind-fields';

const OWNER = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const BIDDER = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';
const COLLECTION = '0:B774D95EB20543F186C06B371AB88AD704F7E256130CAF96189368A7D0CB6CCF';
const NOW = 1_764_409_121;
const item = {
  index: '42',
  collection: COLLECTION,
  collection_confirms: true,
  owner: OWNER,
  initialized: true,
};
const byName = (fields: readonly NamedField[]) => Object.fromEntries(fields.map((f) => [f.name, f.value]));

describe('ownership fields: who holds an NFT, a domain or a Telegram name, in the words the page and the answer share', () => {
  it('writes a domain on a running auction: its expiry flagged, the bid exact, the bidder, the next bid', () => {
    const domain = {
      name: 'alice.ton',
      expires_at: NOW - 60,
      expired: true,
      auction: {
        bidder: BIDDER,
        bid: '12500000001',
        end_time: NOW + 3600,
        active: true,
        min_bid: '13000000000',
      },
    };
    const fields = contractFacts({ ...item, domain }, 'dns_item', NOW)!.fields;
    expect(fields.map((f) => f.name)).toEqual([
      'Domain',
      'Expires',
      'Auction',
      'Highest bid',
      'Highest bidder',
      'Next bid at least',
      'Index',
      'Collection',
      'Owner',
    ]);
    const f = byName(fields);
    expect(f['Domain']).toMatchObject({ text: 'alice.ton', mono: true });
    expect(f['Expires']).toMatchObject({ flag: '— expired (not renewed in 366 days)' });
    expect(f['Auction']).toMatchObject({
      text: expect.stringMatching(/^running, ends Nov 29, 2025/),
      aside: '(in 1 h at the indexed time)',
    });
    expect(f['Highest bid']).toMatchObject({ text: '12.500000001 TON', title: '12500000001 nanotons' });
    expect(f['Highest bidder']).toEqual({ kind: 'address', raw: BIDDER, label: 'bidder', wallet: true });
    expect(f['Next bid at least']).toMatchObject({ text: '13 TON' });
    expect(f['Collection']).toMatchObject({
      raw: COLLECTION,
      check: { confirms: true, what: 'the collection holds this item at its index' },
    });
    expect(f['Owner']).toEqual({ kind: 'address', raw: OWNER, label: 'owner', wallet: true });
  });

  it('says what an expired domain with no auction is open to, and says nothing of it before it expires', () => {
    const domain = { name: 'alice.ton', expires_at: NOW - 60, expired: true, auction: null };
    const expired = byName(contractFacts({ ...item, domain }, 'dns_item', NOW)!.fields);
    expect(expired['Since it expired']).toMatchObject({
      text: 'anyone may release it by paying its minimum price, which starts a new week-long auction',
      aside: '(until someone does, its owner renews it by sending it TON or changing its records)',
    });
    const live = { ...domain, expires_at: NOW + 60, expired: false };
    expect(byName(contractFacts({ ...item, domain: live }, 'dns_item', NOW)!.fields)).not.toHaveProperty(
      'Since it expired',
    );
  });

  it('asks no next bid on an ended auction, says "none" without one, and names an anonymous number', () => {
    const ended = { bidder: null, bid: '0', min_bid: '80000000000', end_time: NOW - 86_400, active: false };
    const number = { type: 'number', name: '+88800001', token_name: '88800001', auction: ended };
    const f = byName(contractFacts({ ...item, telegram: number }, 'telegram_number', NOW)!.fields);
    expect(f['Anonymous number']).toMatchObject({ text: '+88800001' });
    expect(f['Auction']).toMatchObject({ text: expect.stringMatching(/^ended [A-Z][a-z]{2} \d/) });
    expect(f['Next bid at least']).toBeUndefined();
    expect(f['Highest bidder']).toBeUndefined();
    expect(f['Highest bid']).toEqual({ kind: 'text', text: 'none', muted: true });
    expect(f['Since it ended']).toMatchObject({
      text: 'no one bid: its owner keeps it',
      aside: '(the item drops the ended auction at its next message)',
    });
    const owned = { type: 'username', name: '@alice', token_name: 'alice', auction: null };
    expect(
      byName(contractFacts({ ...item, telegram: owned }, 'telegram_username', NOW)!.fields)['Auction'],
    ).toEqual({
      kind: 'text',
      text: 'none',
      muted: true,
    });
  });

  it('says an ended Telegram auction with a bid is not settled: the bidder becomes the owner at the next message', () => {
    const won = {
      bidder: BIDDER,
      bid: '5000000000',
      min_bid: '6000000000',
      end_time: NOW - 60,
      active: false,
    };
    const username = { type: 'username', name: '@alice', token_name: 'alice', auction: won };
    const fields = contractFacts({ ...item, telegram: username }, 'telegram_username', NOW)!.fields;
    const f = byName(fields);
    expect(f['Highest bid']).toMatchObject({ text: '5 TON' });
    expect(f['Since it ended']).toMatchObject({
      text: 'the highest bidder becomes its owner at the item’s next message, which anyone may send',
      aside: '(until then its Owner below is still the one from before the auction)',
    });
    expect(fields.map((field) => field.name).indexOf('Since it ended')).toBeLessThan(
      fields.map((field) => field.name).indexOf('Owner'),
    );
    // A running auction is not settled by anything: nothing is said of it.
    const running = { ...username, auction: { ...won, end_time: NOW + 60, active: true } };
    expect(
      byName(contractFacts({ ...item, telegram: running }, 'telegram_username', NOW)!.fields),
    ).not.toHaveProperty('Since it ended');
  });

  it('flags a collection that does not hold the item, writes a collection and nothing for other contracts', () => {
    const contradicted = byName(
      contractFacts({ ...item, collection_confirms: false }, 'nft_item', NOW)!.fields,
    );
    expect(contradicted['Collection']).toMatchObject({ check: { confirms: false } });
    const collection = byName(
      contractFacts({ next_item_index: '7', owner: null }, 'nft_collection', NOW)!.fields,
    );
    expect(collection['Owner']).toMatchObject({ raw: null });
    expect(collection['Next item index']).toMatchObject({ text: '7' });
    expect(contractFacts({ seqno: 3, public_key: 'ab' }, 'wallet_v4r2', NOW)).toBeNull();
  });
});
