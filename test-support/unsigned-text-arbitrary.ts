/**
 * Random decimal texts for property tests of exact amounts (fast-check): unsigned integer texts as the
 * schema lets them through (`/^\\d+$/`: leading zeros, any length — a hostile indexer's 500 digits), and
 * texts it refuses.
 */
import fc from 'fast-check';

const digitsOf = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

/** 10^k − 1 and 10^k, with or without leading zeros. */
const edge = fc
  .tuple(fc.integer({ min: 0, max: 45 }), fc.boolean(), fc.integer({ min: 0, max: 3 }))
  .map(
    ([k, below, zeros]) =>
      '0'.repeat(zeros) + (below ? (10n ** BigInt(k) - 1n).toString() : `1${'0'.repeat(k)}`),
  );

/** Exact texts of every length that matters: short, at the 15- and 30-digit splits, near 2^53, very long. */
export const unsignedText = fc.oneof(
  digitsOf(1, 20),
  edge,
  fc.constantFrom('0', '00', '1', '9'.repeat(15), '9'.repeat(16), '9'.repeat(30), '9'.repeat(31)),
  fc.integer({ min: -1000, max: 1000 }).map((d) => (2n ** 53n + BigInt(d)).toString()),
  digitsOf(14, 32),
  digitsOf(31, 500),
);

/**
 * Texts the schema refuses: no ASCII digit, or something besides — signs, spaces, exponents, other
 * scripts' digits, the characters either side of '0'–'9'.
 */
export const notUnsignedText = fc.oneof(
  fc.constantFrom(
    '',
    '+1',
    '-1',
    ' 1',
    '1 ',
    '1e3',
    '0x10',
    '1.0',
    '1_000',
    'Infinity',
    'NaN',
    '١٢',
    '１',
    '۱',
  ),
  fc
    .tuple(unsignedText, fc.nat(), fc.constantFrom('/', ':', '-', '+', '.', ' ', '\u0000', '٣', 'a'))
    .map(
      ([text, at, odd]) => text.slice(0, at % (text.length + 1)) + odd + text.slice(at % (text.length + 1)),
    ),
);
