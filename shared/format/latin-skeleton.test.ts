import { describe, expect, it } from 'vitest';
import { latinSkeleton, SKELETON_LIMIT } from './latin-skeleton';

describe('latinSkeleton: what a Latin reader takes a text for', () => {
  it('folds case, punctuation, invisible characters and compatibility forms', () => {
    for (const text of ['usdt', 'USD-T', 'U\u200BSDT', 'ＵＳＤＴ', '𝐔𝐒𝐃𝐓', 'ⓊⓈⒹⓉ', 'U.S.D.T'])
      expect(latinSkeleton(text), text).toBe('usdt');
  });

  it('drops combining marks, precomposed or not', () => {
    for (const text of ['ÚSDT', 'U\u0308SDT', 'USDŤ', 'USDṪ', 'USĐT', 'USD\u0335T'])
      expect(latinSkeleton(text), text).toBe('usdt');
  });

  it('reads letters of other scripts, signs and digits as the Latin letters they look like', () => {
    for (const text of [
      'ꓴꓢꓓꓔ',
      'UՏDT',
      'ᑌSDT',
      'ႮSDT',
      'USԁT',
      'UЅDТ',
      'USD₸',
      'USD₮',
      'U$DT',
      'U5DT',
      'ᴜꜱᴅᴛ',
    ])
      expect(latinSkeleton(text), text).toBe('usdt');
    expect(latinSkeleton('N0T')).toBe(latinSkeleton('NOT'));
    expect(latinSkeleton('ΝΟΤ')).toBe(latinSkeleton('NOT'));
    expect(latinSkeleton('ɴᴏᴛ')).toBe(latinSkeleton('NOT'));
    expect(latinSkeleton('1')).toBe(latinSkeleton('l'));
    expect(latinSkeleton('I')).toBe(latinSkeleton('l'));
  });

  it('keeps different words different', () => {
    for (const [a, b] of [
      ['USDC', 'USDT'],
      ['NOTE', 'NOT'],
      ['DOG', 'DOGS'],
      ['TON', 'NOT'],
      ['USD1', 'USDT'],
    ] as const)
      expect(latinSkeleton(a), `${a} ≠ ${b}`).not.toBe(latinSkeleton(b));
  });

  it('reads a bounded part of a long text', () => {
    expect(latinSkeleton('a'.repeat(10_000_000))).toHaveLength(SKELETON_LIMIT);
  });
});
