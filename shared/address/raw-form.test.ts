import { describe, expect, it } from 'vitest';
import { parseAddress } from './address-codec';
import { RAW_ADDRESS, isNormalisedRaw } from './raw-form';

describe('isNormalisedRaw', () => {
  const hex = 'ABCDEF0123456789'.repeat(4);

  it('accepts exactly what parseAddress hands out as raw', () => {
    for (const input of [
      `0:${hex}`,
      `-1:${hex.toLowerCase()}`,
      'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
    ]) {
      const parsed = parseAddress(input);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(isNormalisedRaw(parsed.address.raw)).toBe(true);
    }
  });

  it('refuses every other spelling: lower case, other workchains, friendly forms, padding, short hashes', () => {
    for (const text of [
      `0:${hex.toLowerCase()}`,
      `1:${hex}`,
      `-2:${hex}`,
      `00:${hex}`,
      ` 0:${hex}`,
      `0:${hex} `,
      `0:${hex.slice(1)}`,
      'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
      '',
    ]) {
      expect(isNormalisedRaw(text)).toBe(false);
    }
  });

  it('answers as the raw-address pattern and the two workchains do, on every one-character change', () => {
    const valid = `-1:${hex}`;
    const byPattern = (text: string) =>
      RAW_ADDRESS.test(text) && (text.startsWith('0:') || text.startsWith('-1:'));
    const alphabet = ['0', '9', 'A', 'F', 'G', 'a', 'f', '@', '/', ':', '-', ' ', '\u0130', ''];
    let checked = 0;
    for (const base of [valid, valid.slice(1), `0${valid.slice(2)}`])
      for (let at = 0; at < base.length; at++)
        for (const ch of alphabet) {
          const text = base.slice(0, at) + ch + base.slice(at + 1);
          expect(isNormalisedRaw(text), text).toBe(byPattern(text));
          checked++;
        }
    expect(checked).toBeGreaterThan(2_000);
  });
});
