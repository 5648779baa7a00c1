import { describe, expect, it } from 'vitest';
import { friendlyEndsOfRaw, friendlyFormOfRaw } from './address-codec';
import { poisoned } from '../../test-support/look-alike-address';
import { LookAlikeIndex, lookAlikeOfText, looksAlike } from './look-alike-address';

const VICTIM = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const OTHER = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';

describe('look-alike addresses (address poisoning)', () => {
  const fake = poisoned(VICTIM);

  it('finds an address ground out to begin and end like the victim’s where a wallet shows it', () => {
    const [real, copy] = [friendlyFormOfRaw(VICTIM, false, false), friendlyFormOfRaw(fake, false, false)];
    expect(copy).not.toBe(real);
    expect(`${copy.slice(0, 4)}…${copy.slice(-4)}`).toBe(`${real.slice(0, 4)}…${real.slice(-4)}`);
    expect(looksAlike(VICTIM, fake, false)).toBe(true);
    expect(looksAlike(fake, VICTIM, false)).toBe(true);
  });

  it('does not call an account a look-alike of itself, nor two unrelated addresses alike', () => {
    expect(looksAlike(VICTIM, VICTIM, false)).toBe(false);
    expect(looksAlike(VICTIM, OTHER, false)).toBe(false);
    expect(looksAlike(VICTIM, OTHER, true)).toBe(false);
  });
});

describe('LookAlikeIndex: the look-alikes of a whole lookup, as its rows come', () => {
  const fake = poisoned(VICTIM);
  const third = '0:' + '5A'.repeat(32);

  it('marks both accounts of a poisoned pair when the second arrives, each naming the other’s row', () => {
    const index = new LookAlikeIndex(false);
    expect(index.add(VICTIM, 0)).toEqual([]);
    expect(index.add(OTHER, 1)).toEqual([]);
    const marks = index.add(fake, 7);
    expect(marks.map((m) => [m.raw, m.of.raw, m.of.row])).toEqual([
      [fake, VICTIM, 0],
      [VICTIM, fake, 7],
    ]);
    const shown = friendlyFormOfRaw(VICTIM, false, false);
    expect(marks[0]!.of.shown).toBe(`${shown.slice(0, 4)}…${shown.slice(-4)}`);
    expect(lookAlikeOfText(marks[0]!.of)).toBe(`row 1 of this list (${marks[0]!.of.shown})`);
  });

  it('marks an account that looks like a labelled address of the user’s, naming the label', () => {
    const index = new LookAlikeIndex(false, [{ raw: VICTIM, kept: 'label', label: 'Alice' }]);
    const [mark] = index.add(fake, 3);
    expect(mark?.raw).toBe(fake);
    expect(mark?.of).toMatchObject({ raw: VICTIM, kept: 'label', label: 'Alice' });
    expect(lookAlikeOfText(mark!.of)).toMatch(/^your label ‘Alice’ \(UQAs…/);
    // The labelled account itself in the list is not a look-alike of its own label.
    expect(
      new LookAlikeIndex(false, [{ raw: VICTIM, kept: 'label', label: 'Alice' }]).add(VICTIM, 0),
    ).toEqual([]);
  });

  it('does not mark an account asked twice, nor its two forms, nor unrelated accounts', () => {
    const index = new LookAlikeIndex(false, [{ raw: OTHER, kept: 'favourite' }]);
    expect(index.add(VICTIM, 0)).toEqual([]);
    // Its other form, or itself again further down a list: one account (keyed by its raw form).
    expect(index.add(VICTIM, 4)).toEqual([]);
    expect(index.add(OTHER, 1)).toEqual([]);
    expect(index.add(third, 2)).toEqual([]);
  });

  it('marks an account once: a third look-alike marks only itself', () => {
    const index = new LookAlikeIndex(false);
    index.add(VICTIM, 0);
    expect(index.add(fake, 1)).toHaveLength(2);
    const again = poisoned(VICTIM, 12345);
    const marks = index.add(again, 2);
    expect(marks.map((m) => m.raw)).toEqual([again]);
  });
});

describe('the ends a wallet app shows, as one number', () => {
  it('is the first and last four characters of a form; two accounts share them in both forms or neither', () => {
    const fake = poisoned(VICTIM);
    const ends = (raw: string, bounceable: boolean, testnet: boolean) => {
      const form = friendlyFormOfRaw(raw, bounceable, testnet);
      return form.slice(0, 4) + form.slice(-4);
    };
    for (const testnet of [false, true])
      for (const [a, b, alike] of [
        [VICTIM, fake, true],
        [VICTIM, OTHER, false],
        ['-1:' + '3F'.repeat(32), '-1:' + '3E'.repeat(32), false],
      ] as const) {
        for (const bounceable of [false, true]) {
          expect(ends(a, bounceable, testnet) === ends(b, bounceable, testnet)).toBe(alike);
          expect(
            friendlyEndsOfRaw(a, bounceable, testnet) === friendlyEndsOfRaw(b, bounceable, testnet),
          ).toBe(alike);
        }
        expect(looksAlike(a, b, testnet)).toBe(alike);
      }
  });
});

describe('friendlyEndsOfRaw', () => {
  /** The bytes four Base64 characters (URL-safe) encode, as one number. */
  const bytesOf = (text: string) =>
    [...text].reduce(
      (n, c) => n * 64 + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(c),
      0,
    );

  it('is the first and last four characters of the friendly form, read back as their bytes', () => {
    for (const raw of [VICTIM, OTHER, poisoned(VICTIM), '-1:' + 'F0'.repeat(32), '0:' + 'FF'.repeat(32)])
      for (const [bounceable, testnet] of [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ] as const) {
        const form = friendlyFormOfRaw(raw, bounceable, testnet);
        const expected = bytesOf(form.slice(0, 4)) * 0x1000000 + bytesOf(form.slice(-4));
        expect(friendlyEndsOfRaw(raw, bounceable, testnet)).toBe(expected);
      }
  });
});
