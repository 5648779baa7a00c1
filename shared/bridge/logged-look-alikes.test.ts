import { describe, expect, it } from 'vitest';
import { LookAlikeIndex, type OwnAddress } from '../address/look-alike-address';
import { LookupAnswer } from '../jobs/lookup-answer';
import { poisoned } from '../../test-support/look-alike-address';
import { sampleRaw } from '../../test-support/sample-log-drafts';
import { loggedLookAlikes } from './logged-look-alikes';
import { OwnAddressIndex } from './own-address-index';

const mainnet = { id: 'local-indexer', name: 'Local', baseUrl: 'http://127.0.0.1:8081' };
const [a, b, c] = [sampleRaw(1), sampleRaw(2), sampleRaw(3)];
const alice: OwnAddress = { raw: sampleRaw(4), kept: 'label', label: 'Alice' };
/** A logged lookup: `a`, a look-alike of the label, `b` (asked twice), a look-alike of `a`, `c`. */
const entry = {
  profile: mainnet,
  inputs: [a, poisoned(alice.raw), b, b, poisoned(a), c].map((raw) => ({ raw, input: raw })),
  failed: [],
  result: { accounts: [], not_found: [], address_book: new Map(), metadata: new Map() },
};
/** The user's addresses as the back end keeps them (own-address-index.ts). */
const ownEndsOf = (own: OwnAddress[]) => {
  const index = new OwnAddressIndex();
  for (const { raw, label } of own) index.apply({ raw, label: label! });
  return async (testnet: boolean) => index.ends(testnet);
};

describe('a logged lookup’s look-alikes, found where the user’s addresses are kept', () => {
  it('are the marks its restored answer finds, the labels’ first, in input order, by row', async () => {
    const found = await loggedLookAlikes(entry, ownEndsOf([alice]), async () => {});
    const restored = new LookupAnswer(
      { mode: 'record', lookAlikes: new LookAlikeIndex(false, [alice]) },
      entry,
    );
    expect(new Map(found.map((mark) => [mark.raw, mark.of]))).toEqual(restored.lookAlikes());
    expect(found.map((mark) => [mark.raw, mark.of.raw, mark.of.row ?? mark.of.kept])).toEqual([
      [poisoned(alice.raw), alice.raw, 'label'],
      [poisoned(a), a, 0],
      [a, poisoned(a), 3],
    ]);
  });

  it('are its own pairs alone when the user’s addresses cannot be read', async () => {
    const unreadable = () => Promise.reject(new Error('the labels store is closed'));
    const found = await loggedLookAlikes(entry, unreadable, async () => {});
    expect(found.map((mark) => mark.raw)).toEqual([poisoned(a), a]);
  });
});
