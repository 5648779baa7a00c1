/**
 * Sort keys of decimal text order values exactly as `compareDecimalText` (two BigInts) orders them: the
 * same order and the same ties, on unsigned and signed texts (leading zeros, `-0`, `+0`, 500 digits),
 * on texts it cannot read (which sort below every value) and on counts past one UTF-16 unit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notUnsignedText, unsignedText } from '../../test-support/unsigned-text-arbitrary';
import { compareDecimalText } from './amounts';
import { decimalSortKey, unsignedSortKey } from './decimal-sort-key';
import { significantDigits } from './unsigned-decimal-text';

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Decimal text as `compareDecimalText` reads it (a sign or none), texts it refuses, and no text. */
const decimalText = fc.oneof(
  unsignedText,
  unsignedText.map((text) => `-${text}`),
  unsignedText.map((text) => `+${text}`),
  fc.constantFrom('0', '-0', '+0', '-000', '-', '+', '--1', '+-1', '-1', '-9', '-10', '-01'),
  notUnsignedText,
  fc.constantFrom(null, undefined),
);

describe('decimalSortKey', () => {
  it('orders two texts as compareDecimalText does, ties included', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(order(decimalSortKey(a), decimalSortKey(b))).toBe(compareDecimalText(a, b));
      }),
      { numRuns: 5000 },
    );
  });

  it('orders values of 65,536 digits and more by their length too, either sign', () => {
    const long = `1${'0'.repeat(65_536)}`;
    const shorter = '9'.repeat(65_536);
    const ascending = [`-${long}`, `-${shorter}`, '-7', '0', '7', shorter, long];
    const keys = [...ascending].reverse().map(decimalSortKey);
    expect(keys.sort()).toEqual(ascending.map(decimalSortKey));
  });
});

describe('unsignedSortKey', () => {
  it('orders unsigned texts as BigInt does', () => {
    fc.assert(
      fc.property(unsignedText, unsignedText, (a, b) => {
        const x = BigInt(a);
        const y = BigInt(b);
        const key = (text: string) => unsignedSortKey(text, significantDigits(text));
        expect(order(key(a), key(b))).toBe(x < y ? -1 : x > y ? 1 : 0);
      }),
      { numRuns: 3000 },
    );
  });
});
