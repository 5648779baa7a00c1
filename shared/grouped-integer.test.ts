import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupedInteger } from './grouped-integer';

describe('groupedInteger', () => {
  it("writes every number as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
          fc.maxSafeInteger(),
          fc.constantFrom(0, -0, 999, 1000, -1000, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
          fc.double({ noNaN: false }),
        ),
        (n) => groupedInteger(n) === n.toLocaleString('en-US'),
      ),
      { numRuns: 2000 },
    );
  });

  it('groups in threes', () => {
    expect(groupedInteger(1_000_000)).toBe('1,000,000');
    expect(groupedInteger(-12_345)).toBe('-12,345');
    expect(groupedInteger(100)).toBe('100');
  });
});
