/**
 * The written-out patterns (fast-regex.ts) answer `test` exactly as the patterns they come from, on
 * random text near and far from what they accept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unrollCountedRepeats } from './fast-regex';
import { base64Hash, decimalText, rawAddressText, shardText, unsignedDecimalText } from './primitives';

/** The regexp of a `z.string().regex(…)` schema. */
const patternOf = (schema: {
  _zod: { def: { checks?: { _zod: { def: { pattern?: RegExp } } }[] } };
}): RegExp => schema._zod.def.checks![0]!._zod.def.pattern!;

const API_PATTERNS = [rawAddressText, base64Hash, shardText, decimalText, unsignedDecimalText].map((s) =>
  patternOf(s as never),
);
const OTHER_PATTERNS = [
  /^a{2,4}b{0,}c{3}$/,
  /^(?:x{2}|y{1,3})z?$/,
  /^[\]a-]{2}\.{1,2}$/,
  /^\d{2,}-?\w{0,3}$/i,
  /a{2}/g,
  /^[^a]{3}$/,
  /^\x41{2}$/,
];

/** Text from the characters a pattern cares about, often of about the right length. */
const nearText = fc.string({
  unit: fc.constantFrom(...'0123456789ABCDEFabcdef:-+/_=ayzxbc.]\\ \n\u00e9'),
  maxLength: 80,
});

describe('unrollCountedRepeats', () => {
  it('writes out the counted repeats of the API patterns', () => {
    for (const pattern of API_PATTERNS.filter((p) => /\{\d/.test(p.source))) {
      expect(unrollCountedRepeats(pattern).source).not.toMatch(/\{\d/);
    }
    expect(unrollCountedRepeats(/^a{2,4}$/).source).toBe('^aaa?a?$');
    expect(unrollCountedRepeats(/^\x41{2}$/)).toEqual(/^\x41{2}$/); // a multi-character escape: kept
  });

  it('answers test() as the original on random text', () => {
    const patterns = [...API_PATTERNS, ...OTHER_PATTERNS];
    fc.assert(
      fc.property(nearText, fc.nat(patterns.length - 1), (text, index) => {
        const original = patterns[index]!;
        const fast = unrollCountedRepeats(original);
        original.lastIndex = 0;
        fast.lastIndex = 0;
        expect(fast.test(text)).toBe(original.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers test() as the original on valid values and one-character changes of them', () => {
    const address = '-1:' + 'A'.repeat(64);
    const hash = 'hoJ36E38Bkt9xEx/lS7VUr83EWmnTUlq5Js8GVgEVZ8=';
    fc.assert(
      fc.property(
        fc.constantFrom(address, hash, '8000000000000000', '-9223372036854775808', '123'),
        fc.nat(),
        fc.constantFrom('', 'a', '0', '=', ':', '-'),
        (valid, at, insert) => {
          const text =
            valid.slice(0, at % (valid.length + 1)) +
            insert +
            valid.slice((at % (valid.length + 1)) + (insert ? 0 : 1));
          for (const original of API_PATTERNS)
            expect(unrollCountedRepeats(original).test(text)).toBe(original.test(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
