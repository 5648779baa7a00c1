/**
 * The positions of a request's addresses answer as a map of raw → position would: every address asked
 * (its last position when listed twice), none that was not — whatever the texts and however many share
 * a slot of the table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountPositionTable } from './account-positions';

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;

describe('AccountPositionTable', () => {
  it('answers as a Map of raw → position: the last position of each address, nothing for others', () => {
    const text = fc.oneof(fc.string({ maxLength: 6 }), fc.nat(5_000).map(rawOf));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 300 }), fc.array(text, { maxLength: 100 }), (raws, others) => {
        const accounts = raws.map((raw) => ({ raw }));
        const table = new AccountPositionTable(accounts);
        const map = new Map(raws.map((raw, index) => [raw, index]));
        for (const raw of [...raws, ...others]) expect(table.get(raw)).toBe(map.get(raw));
      }),
      { numRuns: 300 },
    );
  });

  it('finds each of 100,000 addresses at its position, and none of 1,000 others', () => {
    const accounts = Array.from({ length: 100_000 }, (_, i) => ({ raw: rawOf(i) }));
    const table = new AccountPositionTable(accounts);
    expect(accounts.every(({ raw }, i) => table.get(raw) === i)).toBe(true);
    expect(Array.from({ length: 1_000 }, (_, i) => table.get(rawOf(100_000 + i)))).toEqual(
      Array.from({ length: 1_000 }, () => undefined),
    );
  });
});
