import { describe, expect, it } from 'vitest';
import { SeenAccounts } from './seen-accounts';

/** A raw form of workchain `wc` whose hash is `n` spelled out in its bytes (every nibble used). */
function rawOf(wc: 0 | -1, n: number): string {
  let hex = '';
  for (let i = 0; i < 32; i++)
    hex += ((n * 2654435761 + i * 40503) >>> 0).toString(16).padStart(8, '0').slice(-2);
  return `${wc}:${hex.toUpperCase()}`;
}

describe('SeenAccounts: the first account met with each pair of ends, held as bytes', () => {
  it('gives back every account exactly, across many growths, and keeps the first of equal ends', () => {
    const seen = new SeenAccounts();
    const n = 20_000;
    // Ends as the index makes them: any 32-bit number, unsigned too; every tenth repeats an earlier one.
    const endsOf = (i: number): number => (i % 10 === 9 ? endsOf(i - 9) : (i * 2246822519) >>> 0);
    for (let i = 0; i < n; i++) {
      const raw = rawOf(i % 3 === 0 ? -1 : 0, i);
      if (!seen.get(endsOf(i))) seen.set(endsOf(i), raw, i);
    }
    for (let i = 0; i < n; i++) {
      const first = i % 10 === 9 ? i - 9 : i;
      expect(seen.get(endsOf(i))).toEqual({ raw: rawOf(first % 3 === 0 ? -1 : 0, first), row: first });
    }
    expect(seen.get(123)).toBeUndefined();
  });

  it('keeps a raw form the codec would not write as it came', () => {
    const seen = new SeenAccounts();
    const lower = rawOf(0, 7).toLowerCase();
    seen.set(5, lower, 3);
    expect(seen.get(5)).toEqual({ raw: lower, row: 3 });
  });
});
