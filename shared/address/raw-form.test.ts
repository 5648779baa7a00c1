import { describe, expect, it } from 'vitest';
import { parseAddress } from './address-codec';
import { isNormalisedRaw } from './raw-form';

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
});
