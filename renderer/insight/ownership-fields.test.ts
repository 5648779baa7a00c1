import { describe, expect, it } from 'vitest';
import type { FieldValue, LinkCheck, NamedField } from './named-fields';
import { contractFacts } from './kind-fields';
import { linkCheckText } from './named-fields';
import { inspectedKindLabel } from '../../shared/contracts/inspected-kind-label';

const OWNER = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const BIDDER = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';
const COLLECTION = '0:B774D95EB20543F186C06B371AB88AD704F7E256130CAF96189368A7D0CB6CCF';
const NOW = 1_764_409_121;
const item = {
  index: '42',
  collection: COLLECTION,
  collection_confirms: true,
  known_collection: 'ton_dns',
  owner: OWNER,
  initialized: true,
};
/** Fragment's collection of usernames (raw). */
const USERNAMES = '0:80D78A35F955A14B679FAA887FF4CD5BFC0F43B4A4EEA2A7E6927F3701B273C2';
/** A collection of anyone's (raw). */
const OTHER = '0:2DA88A9BB665DBBE27CC5528137E2A003F38E0654D9886D64B17EDB87EF01006';
/** The check an address field carries (the test fails on any other field). */
function checkOf(value: FieldValue | undefined): LinkCheck {
  if (value?.kind !== 'address' || !value.check) throw new Error('no checked address field');
  return value.check;
}
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
      check: { confirms: true, what: 'the .ton DNS root collection holds this item at its index' },
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

  it('names a well-known collection in its check, and says the item’s claim is all there is while it could not be asked', () => {
    const username = { type: 'username', name: '@alice', token_name: 'alice', auction: null };
    const real = {
      ...item,
      collection: USERNAMES,
      known_collection: 'telegram_usernames',
      telegram: username,
    };
    const confirmed = byName(contractFacts(real, 'telegram_username', NOW)!.fields)['Collection'];
    expect(confirmed).toMatchObject({ raw: USERNAMES });
    expect(confirmed).not.toHaveProperty('about');
    expect(linkCheckText(checkOf(confirmed))).toBe(
      '— confirmed: Fragment’s collection of Telegram usernames holds this item at its index',
    );
    const unasked = byName(
      contractFacts({ ...real, collection_confirms: null }, 'telegram_username', NOW)!.fields,
    )['Collection'];
    expect(linkCheckText(checkOf(unasked))).toBe(
      '— not confirmed: Fragment’s collection of Telegram usernames was not at hand to ask (not in the index, or not run), so only the item says it is one of its',
    );
    expect(inspectedKindLabel({ kind: 'telegram_username', details: real })).toBe('Telegram username');
  });

  it('says an item of Telegram’s or the DNS item’s code outside their collections is not what its name claims', () => {
    const fake = { type: 'unknown', name: 'durov', token_name: 'durov', auction: null };
    const details = { ...item, collection: OTHER, collection_confirms: null, telegram: fake };
    delete (details as { known_collection?: string }).known_collection;
    const f = byName(contractFacts(details, 'telegram_username', NOW)!.fields);
    expect(f['Token name']).toMatchObject({
      text: 'durov',
      flag: '— not a Telegram username or number (its collection is not Fragment’s)',
    });
    expect(f).not.toHaveProperty('Username');
    // Outside Fragment's collections, whether that collection holds it changes nothing: no check is written.
    expect(f['Collection']).toEqual({
      kind: 'address',
      raw: OTHER,
      label: 'collection',
      about: [
        '— not one of Fragment’s collections: Telegram does not know this item, whatever name it carries (see the problems below)',
      ],
    });
    expect(contractFacts(details, 'telegram_username', NOW)!.title).toBe(
      'Telegram username code, outside Fragment’s collections',
    );
    const domain = { name: 'alice', expires_at: NOW + 60, expired: false, auction: null };
    const notTon = { ...details, telegram: undefined, domain };
    expect(inspectedKindLabel({ kind: 'dns_item', details: notTon })).toBe(
      'DNS item (domain) code, outside the .ton root collection',
    );
    expect(byName(contractFacts(notTon, 'dns_item', NOW)!.fields)['Collection']).toMatchObject({
      about: [
        '— not the .ton DNS root collection: this item is not a .ton domain, whatever name it carries (see the problems below)',
      ],
    });
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
