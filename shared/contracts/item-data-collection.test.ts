/**
 * The collection an item's data names, read without running it, on real mainnet items
 * (local-index-server/fixtures/mainnet_states.json): the real @yoganews username and moneyinvestor.ton
 * name Fragment's and the .ton root's collections; the same code with another collection written into
 * its data names that one, and the row's identification is marked outside its collections.
 */
import { Address, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { mainnetState } from '../../local-index-server/contract-codes';
import { itemDataInCollection } from '../../test-support/item-in-collection';
import { stateOf } from '../../test-support/tvm-states';
import { answeredLookupRow } from '../jobs/lookup-row';
import { identifyContract, withItemCollection } from './identify';
import { collectionReaderFor } from './item-collection-reader';
import { itemDataCollection, outsideItsCollections } from './item-data-collection';
import { accountKind } from './kinds';
import { WELL_KNOWN_COLLECTIONS } from './well-known-collections';

const elsewhere = new Address(0, Buffer.alloc(32, 0x2d));

/** The real item's data naming `collection`, as Base64 (test-support/item-in-collection.ts). */
const dataIn = (name: 'telegram-username' | 'dns-item', collection: Address | null): string =>
  itemDataInCollection(name, collection).toBoc().toString('base64');

describe('itemDataCollection', () => {
  it('reads the collection the real items name: Fragment’s usernames, the .ton root', () => {
    expect(itemDataCollection('telegram_username', mainnetState('telegram-username').data_boc)).toBe(
      WELL_KNOWN_COLLECTIONS.telegram_usernames.raw,
    );
    expect(itemDataCollection('dns_item', mainnetState('dns-item').data_boc)).toBe(
      WELL_KNOWN_COLLECTIONS.ton_dns.raw,
    );
  });

  it('reads another collection written into the same layout, and none where the data names none', () => {
    const raw = `0:${'2D'.repeat(32)}`;
    expect(itemDataCollection('telegram_username', dataIn('telegram-username', elsewhere))).toBe(raw);
    expect(itemDataCollection('dns_item', dataIn('dns-item', elsewhere))).toBe(raw);
    expect(itemDataCollection('dns_item', dataIn('dns-item', null))).toBeNull();
  });

  it('reads nothing for a kind not judged by its collection, no data, or data that does not parse', () => {
    expect(itemDataCollection('nft_item', mainnetState('telegram-username').data_boc)).toBeUndefined();
    expect(itemDataCollection('telegram_username', undefined)).toBeUndefined();
    expect(itemDataCollection('telegram_username', 'not a boc')).toBeUndefined();
    // The DNS layout read where telemint keeps a reference only: too few bits.
    expect(itemDataCollection('dns_item', mainnetState('telegram-username').data_boc)).toBeUndefined();
  });
});

describe('the identification a row carries', () => {
  const code = mainnetState('telegram-username');
  const id = identifyContract({ codeHash: Cell.fromBase64(code.code_boc).hash().toString('hex') });

  it('a real username stays as its code names it; one outside Fragment’s collections is the code only', () => {
    expect(id.kind).toBe('telegram_username');
    const real = withItemCollection(id, outsideItsCollections(id.kind, code.data_boc));
    expect(real).toBe(id);
    expect(accountKind('active', real)).toEqual({ key: 'telegram_username', label: 'Telegram username' });
    const fake = withItemCollection(
      id,
      outsideItsCollections(id.kind, dataIn('telegram-username', elsewhere)),
    );
    expect(fake).toMatchObject({ kind: 'telegram_username', outside_collections: true });
    expect(accountKind('active', fake)).toEqual({
      key: 'telegram_username outside collections',
      label: 'Telegram username code, outside Fragment’s collections',
    });
    // Shared: every look-alike of the same code is the same object (rows cross the bridge by structured clone).
    expect(
      withItemCollection(
        id,
        outsideItsCollections(id.kind, dataIn('telegram-username', new Address(0, Buffer.alloc(32, 0x11)))),
      ),
    ).toBe(fake);
  });

  it('an unread collection leaves the identification as it was', () => {
    expect(withItemCollection(id, undefined)).toBe(id);
  });
});

describe('a lookup’s row', () => {
  const asked = (raw: string) => ({ index: 0, raw, input: raw });
  /** The item as the indexer serves it: code, data and code hash. */
  function served(dataBoc: string) {
    const { address, code_boc } = mainnetState('telegram-username');
    const code = Cell.fromBase64(code_boc);
    return stateOf(address, code, Cell.fromBase64(dataBoc), { code_hash: code.hash().toString('base64') });
  }
  const fake = served(dataIn('telegram-username', elsewhere));
  const real = served(mainnetState('telegram-username').data_boc);
  const wallet = { ...real, code_hash: Buffer.alloc(32).toString('base64') };
  const rowKindOf = (account: typeof real) =>
    accountKind('active', answeredLookupRow(asked(account.address), account, null, new Map()).kind)?.label;

  it('is judged by its collection once the reader is loaded, which only an answer holding such an item loads', async () => {
    // Nothing loaded yet: named by its code alone, as a lookup of no such item stays.
    expect(rowKindOf(fake)).toBe('Telegram username');
    expect(collectionReaderFor([wallet])).toBeNull();
    expect(collectionReaderFor([{ ...fake, data_boc: undefined }])).toBeNull();
    await collectionReaderFor([wallet, fake]);
    expect(collectionReaderFor([fake])).toBeNull();
    expect(rowKindOf(fake)).toBe('Telegram username code, outside Fragment’s collections');
    expect(rowKindOf(real)).toBe('Telegram username');
  });
});
