/**
 * The user's side of the look-alike index kept behind the bridge (own-address-index.ts), over fake
 * stores: read once, told each change, a change made while it is first read not lost, and an address
 * kept in several ways named by its label first.
 */
import { describe, expect, it } from 'vitest';
import type { LabelStore } from '../labels/label-store';
import type { WatchStore } from '../watch/watch-store';
import { lookAlikeEnds } from '../address/look-alike-address';
import { keepingOwnAddresses } from './own-address-index';

const A = `0:${'A1'.repeat(32)}`;
const B = `0:${'B2'.repeat(32)}`;

/** Stores holding `labels` (raw → text); `list` answers once `gate` resolves; counts whole reads. */
function fakeStores(labels: Record<string, string>, gate: Promise<void> = Promise.resolve()) {
  const held = new Map(Object.entries(labels));
  const reads = { count: 0 };
  const label = (raw: string) => ({ raw, text: held.get(raw)!, origin: 'user', updatedAt: '' });
  const store = {
    list: async () => {
      reads.count += 1;
      const snapshot = [...held.keys()].map(label);
      await gate;
      return snapshot;
    },
    favourites: async () => [],
    set: async (raw: string, text: string) => (held.set(raw, text), label(raw)),
    remove: async (raw: string) => held.delete(raw),
    addFavourite: async (raw: string) => ({ raw, position: 0, addedAt: '' }),
    importRows: async () => ({ labels: 0, favourites: 0 }),
  } as unknown as LabelStore;
  const watch = {
    list: async () => [],
    add: async (raw: string) => ({ raw, jettonWallets: [], addedAt: '' }),
  } as unknown as WatchStore;
  return { kept: keepingOwnAddresses(store, watch), reads };
}

const nameOf = async (kept: ReturnType<typeof fakeStores>['kept'], raw: string) =>
  (await kept.index()).ends(false).get(lookAlikeEnds(raw, false));

describe("the user's addresses by their ends, kept behind the bridge", () => {
  it('is read once, then told each change', async () => {
    const { kept, reads } = fakeStores({ [A]: 'Alice' });
    expect(await nameOf(kept, A)).toEqual({ raw: A, kept: 'label', label: 'Alice' });
    await kept.labels.set(B, 'Bob');
    await kept.labels.remove(A);
    expect(await nameOf(kept, B)).toEqual({ raw: B, kept: 'label', label: 'Bob' });
    expect(await nameOf(kept, A)).toBeUndefined();
    expect(reads.count).toBe(1);
  });

  it('keeps a change made while it is first read', async () => {
    let open!: () => void;
    const { kept } = fakeStores({ [A]: 'Alice' }, new Promise<void>((resolve) => (open = resolve)));
    const reading = kept.index();
    await kept.labels.remove(A);
    await kept.labels.set(B, 'Bob');
    open();
    await reading;
    expect(await nameOf(kept, A)).toBeUndefined();
    expect(await nameOf(kept, B)).toMatchObject({ label: 'Bob' });
  });

  it('names an address kept in several ways by its label, and by the rest once the label goes', async () => {
    const { kept } = fakeStores({ [A]: 'Alice' });
    await kept.index();
    await kept.watch.add(A);
    await kept.labels.addFavourite(A);
    expect(await nameOf(kept, A)).toMatchObject({ kept: 'label' });
    await kept.labels.remove(A);
    expect(await nameOf(kept, A)).toEqual({ raw: A, kept: 'favourite' });
  });
});
