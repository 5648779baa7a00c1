import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  foreignCollectionProblem,
  wellKnownCollection,
  WELL_KNOWN_COLLECTIONS,
} from './well-known-collections';

const raw = (friendly: string) => Address.parse(friendly).toRawString().toUpperCase();

describe('well-known collections: the names people buy, known by their collection’s address', () => {
  it('knows Fragment’s two collections and the .ton root by the addresses they are published at', () => {
    expect(wellKnownCollection(raw('EQCA14o1-VWhS2efqoh_9M1b_A9DtKTuoqfmkn83AbJzwnPi'))).toBe(
      'telegram_usernames',
    );
    expect(wellKnownCollection(raw('EQAOQdwdw8kGftJCSFgOErM1mBjYPe4DBPq8-AhF6vr9si5N'))).toBe(
      'telegram_numbers',
    );
    expect(wellKnownCollection(raw('EQC3dNlesgVD8YbAazcauIrXBPfiVhMMr5YYk2in0Mtsz0Bz'))).toBe('ton_dns');
    expect(wellKnownCollection(`0:${'00'.repeat(32)}`)).toBeNull();
    expect(wellKnownCollection(null)).toBeNull();
  });

  it('judges only the kinds whose code belongs to one of them, and an item in its own collection not at all', () => {
    const other = `0:${'2D'.repeat(32)}`;
    expect(foreignCollectionProblem('nft_item', other)).toBeNull();
    expect(
      foreignCollectionProblem('telegram_number', WELL_KNOWN_COLLECTIONS.telegram_usernames.raw),
    ).toBeNull();
    expect(foreignCollectionProblem('dns_item', WELL_KNOWN_COLLECTIONS.ton_dns.raw)).toBeNull();
    // A Telegram item in the .ton root's collection is still not in one of Fragment's.
    expect(foreignCollectionProblem('telegram_username', WELL_KNOWN_COLLECTIONS.ton_dns.raw)).toMatch(
      /^This item runs Telegram's username and number code, but its collection 0:B774D95E/,
    );
    expect(foreignCollectionProblem('dns_item', null)).toMatch(
      /^This item runs the \.ton DNS item's code, but it names no collection, and so is not in the \.ton DNS root collection/,
    );
  });
});
