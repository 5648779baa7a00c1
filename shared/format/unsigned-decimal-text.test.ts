/**
 * Unsigned decimal text read without a BigInt per value gives exactly what BigInt arithmetic gives: the
 * same texts accepted, the same decades, the same order, the same sums — on random texts, on the edges
 * (0, 1, 10^k − 1, 10^k, leading zeros, 2^53 and the 15/30-digit splits) and on what a hostile indexer
 * could send (500-digit amounts, signs, spaces, exponents, other scripts' digits, the characters
 * either side of '0'–'9').
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notUnsignedText, unsignedText } from '../../test-support/unsigned-text-arbitrary';
import { compareUnsignedText, ExactSum, safeIntegerDigits, significantDigits } from './unsigned-decimal-text';

const UNSIGNED = /^\d+$/;

describe('significantDigits', () => {
  it('accepts exactly what /^\\d+$/ accepts, and counts the digits of the value BigInt reads', () => {
    fc.assert(
      fc.property(fc.oneof(unsignedText, notUnsignedText, fc.string()), (text) => {
        const expected = UNSIGNED.test(text)
          ? BigInt(text) === 0n
            ? 0
            : BigInt(text).toString().length
          : -1;
        expect(significantDigits(text)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('compareUnsignedText', () => {
  it('orders two texts as BigInt orders their values', () => {
    fc.assert(
      fc.property(unsignedText, unsignedText, (a, b) => {
        const order = compareUnsignedText(a, significantDigits(a), b, significantDigits(b));
        const x = BigInt(a);
        const y = BigInt(b);
        expect(Math.sign(order)).toBe(x < y ? -1 : x > y ? 1 : 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds equal values equal whatever their leading zeros', () => {
    fc.assert(
      fc.property(unsignedText, fc.integer({ min: 0, max: 5 }), (text, zeros) => {
        const padded = '0'.repeat(zeros) + text;
        expect(compareUnsignedText(text, significantDigits(text), padded, significantDigits(padded))).toBe(0);
      }),
    );
  });
});

describe('ExactSum', () => {
  it('sums any texts to the BigInt sum of their values, exactly', () => {
    fc.assert(
      fc.property(fc.array(unsignedText, { maxLength: 60 }), (texts) => {
        const sum = new ExactSum();
        for (const text of texts) sum.add(text);
        expect(sum.value()).toBe(texts.reduce((total, text) => total + BigInt(text), 0n));
      }),
      { numRuns: 1000 },
    );
  });

  it('stays exact past 2^53 in each of its parts, over many of the largest amounts it adds as numbers', () => {
    const fifteen = fc.stringMatching(/^[1-9]\d{14}$/);
    const large = fc.oneof(
      fifteen,
      fc.tuple(fifteen, fifteen).map(([high, low]) => high + low),
    );
    fc.assert(
      fc.property(fc.array(large, { minLength: 20, maxLength: 400 }), (texts) => {
        const sum = new ExactSum();
        const other = new ExactSum();
        for (const text of texts) sum.add(text);
        other.addSum(sum);
        other.add('1');
        expect(other.value()).toBe(texts.reduce((total, text) => total + BigInt(text), 1n));
      }),
      { numRuns: 200 },
    );
  });

  it('adds safe integers as BigInt sums them, in each part and past 2^53', () => {
    const safe = fc.oneof(
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: 0, max: 999_999_999_999_999 }),
      fc.constantFrom(0, 1, 999_999_999_999_999, 1e15, 2e15 - 1, Number.MAX_SAFE_INTEGER),
    );
    // One long run of them, checked as it goes: the running parts spill into the BigInt many times.
    const sum = new ExactSum();
    let expected = 0n;
    fc.sample(safe, { numRuns: 20_000, seed: 35 }).forEach((value, i) => {
      sum.addNumber(value);
      expected += BigInt(value);
      if (i % 101 === 0) expect(sum.value()).toBe(expected);
    });
    expect(sum.value()).toBe(expected);
  });
});

describe('safeIntegerDigits', () => {
  it('counts the significant digits of the text a safe integer writes', () => {
    const safe = fc.oneof(
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      fc.constantFrom(0, 9, 10, 99, 100, 999_999_999_999_999, 1e15, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(safe, (value) => {
        expect(safeIntegerDigits(value)).toBe(significantDigits(String(value)));
      }),
      { numRuns: 2000 },
    );
  });
});
