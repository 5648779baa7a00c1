import { describe, expect, it } from 'vitest';
import { addressForms, parseAddress } from './address-codec';
import { ambiguousCorrectionsNote, foundFirst, typoCorrections } from './typo-corrections';

// ton-core's published vector (fixtures/addresses.json): EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB.
const forms = addressForms('0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3');
const real = forms.bounceable;

const at = (s: string, i: number, c: string) => s.slice(0, i) + c + s.slice(i + 1);

describe('typoCorrections: the valid addresses one edit away', () => {
  it('finds the address behind a swapped 0/O (checksum-verified, listed first)', () => {
    const i = real.indexOf('O');
    const typed = at(real, i, '0');
    expect(parseAddress(typed).ok).toBe(false);
    const found = typoCorrections(typed);
    expect(found[0]).toEqual({ address: real, change: `“0” at position ${i + 1} → “O”` });
    for (const c of found) expect(parseAddress(c.address).ok).toBe(true);
  });

  it('finds it behind an I/l mix-up and any other wrong character', () => {
    const i = real.indexOf('l');
    expect(typoCorrections(at(real, i, 'I')).map((c) => c.address)).toContain(real);
    expect(typoCorrections(at(real, 20, real[20] === 'x' ? 'y' : 'x')).map((c) => c.address)).toContain(real);
  });

  it('finds it behind a missing, an extra and a swapped character', () => {
    expect(typoCorrections(real.slice(0, 30) + real.slice(31)).map((c) => c.address)).toContain(real);
    expect(typoCorrections(real.slice(0, 30) + 'Q' + real.slice(30)).map((c) => c.address)).toContain(real);
    const swapped = real.slice(0, 12) + real[13] + real[12] + real.slice(14);
    expect(swapped).not.toBe(real);
    expect(typoCorrections(swapped).map((c) => c.address)).toContain(real);
  });

  it('replaces a Cyrillic look-alike letter', () => {
    const i = real.indexOf('O');
    expect(typoCorrections(at(real, i, 'О'))[0]?.address).toBe(real);
  });

  it('keeps the standard Base64 alphabet the user wrote', () => {
    const standard = 'EQAs9VlT6S776tq3unJcP5Ogsj+ELLunLXuOb1EKcOQi4wJB';
    const typed = at(standard, 9, standard[9] === 'S' ? '5' : 'S');
    expect(typoCorrections(typed).map((c) => c.address)).toContain(standard);
  });

  it('offers nothing for a valid address, a raw one, or text far from an address', () => {
    expect(typoCorrections(real)).toEqual([]);
    expect(typoCorrections('0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422eZ')).toEqual([]);
    expect(typoCorrections('EQbad')).toEqual([]);
    expect(typoCorrections(real.slice(0, 40))).toEqual([]);
  });

  it('offers at most max corrections', () => {
    expect(typoCorrections(at(real, 20, '-'), 2).length).toBeLessThanOrEqual(2);
  });
});

describe('several corrections: which one exists', () => {
  const other = addressForms(`0:${'5A'.repeat(32)}`).bounceable;
  const corrections = [
    { address: other, change: '“O” at position 33 → “o”' },
    { address: real, change: '“J” at position 6 → “V”' },
  ];

  it('lists the corrections the index has first, each marked, the order otherwise kept', () => {
    expect(foundFirst(corrections, (a) => a === real)).toEqual([
      { ...corrections[1], found: true },
      { ...corrections[0], found: false },
    ]);
    // Before the index answers, nothing is marked and nothing moves.
    expect(foundFirst(corrections, () => null).map((c) => [c.address, c.found])).toEqual([
      [other, null],
      [real, null],
    ]);
  });

  it('says two or more are one edit away, and nothing for one', () => {
    expect(ambiguousCorrectionsNote(2)).toBe('2 valid addresses are one edit away — check with the customer');
    expect(ambiguousCorrectionsNote(1)).toBeNull();
    expect(ambiguousCorrectionsNote(0)).toBeNull();
  });
});
