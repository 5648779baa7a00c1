/**
 * A balance or lt held as the number it names (packed-records.ts `decimalField`) only when writing that
 * number gives the server's very text back: the rule a reader relies on to show the text as it came.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalField, decimalText } from './packed-records';

/** The rule itself, written the slow way: the number when it writes back as the very text. */
const expected = (text: string) => (String(Number(text)) === text ? Number(text) : text);

describe('a decimal field (issue 35)', () => {
  it('is the number a text names exactly when that number writes back as the text, and gives the text back', () => {
    const edges = ['0', '00', '01', '-0', '-5', '+1', '1e3', ' 1', '1 ', '', '1.5', 'abc', '٣'];
    const lengths = ['999999999999999', '1000000000000000', '9007199254740993', '12345678901234567890'];
    const digits = fc.stringMatching(/^[0-9]{1,21}$/);
    for (const text of [...edges, ...lengths, ...fc.sample(digits, 3_000)]) {
      expect(decimalField(text)).toBe(expected(text));
      expect(decimalText(decimalField(text))).toBe(text);
    }
    expect(decimalField(null)).toBeNull();
    expect(decimalField(undefined)).toBeUndefined();
  });
});
