/**
 * Unsigned decimal integer text (`/^\d+$/`, the schema's nanoton balances and amounts: leading zeros
 * allowed, any length) measured, ordered and summed exactly without a BigInt per value. Readers that
 * go over every row of a lookup (the summary, the balance sort) spent most of their time making one
 * BigInt a row; a value's digit count, its order and a running sum can all be had from the text itself.
 */

/** 10^15: a text of at most 15 digits is an exact JS number (2^53 ≈ 9.007 × 10^15). */
const PART = 1e15;
const PART_DIGITS = 15;
const PART_BIG = 10n ** 15n;
/** A running number at or below this can take one more part (< 10^15) and stay exact (≤ 2^53 − 1). */
const ROOM_FOR_A_PART = Number.MAX_SAFE_INTEGER - PART;

/**
 * How many significant digits `text` has (0 for zero, `"007"` has 1) when it is unsigned decimal
 * integer text (ASCII digits only, at least one), else -1 — the test of `/^\d+$/`, and a value's decade.
 */
export function significantDigits(text: string): number {
  const length = text.length;
  if (length === 0) return -1;
  let first = -1;
  for (let i = 0; i < length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    if (first < 0 && digit !== 0) first = i;
  }
  return first < 0 ? 0 : length - first;
}

/**
 * How many significant digits a non-negative safe integer has (0 for zero): the {@link significantDigits}
 * of the text `String(value)` writes, without writing it.
 */
export function safeIntegerDigits(value: number): number {
  // Powers of ten up to 10^15 are exact numbers: each comparison is exact.
  let digits = 0;
  for (let power = 1; digits < 16 && value >= power; power *= 10) digits += 1;
  return digits;
}

/**
 * Orders two unsigned decimal texts by value, given their {@link significantDigits}: more significant
 * digits is more; as many, the significant digits compared one by one (leading zeros skipped).
 */
export function compareUnsignedText(a: string, aDigits: number, b: string, bDigits: number): number {
  if (aDigits !== bDigits) return aDigits - bDigits;
  const aStart = a.length - aDigits;
  const bStart = b.length - bDigits;
  for (let i = 0; i < aDigits; i++) {
    const difference = a.charCodeAt(aStart + i) - b.charCodeAt(bStart + i);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The number that digits `from` to `to` of `text` write (at most 15 of them: exact). */
function partOf(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + (text.charCodeAt(i) - 48);
  return value;
}

/**
 * An exact running sum of unsigned decimal texts. A text of up to 30 digits is added as two JS numbers
 * of 15 digits each (its low and high part), each into its own running number, which is moved into a
 * BigInt before it could pass 2^53; longer texts (a hostile indexer's) are added as BigInts.
 */
export class ExactSum {
  private low = 0;
  /** In units of 10^15. */
  private high = 0;
  private big = 0n;

  /** Adds `text`, which must be unsigned decimal integer text ({@link significantDigits} ≥ 0). */
  add(text: string): void {
    const length = text.length;
    if (length <= PART_DIGITS) this.addLow(partOf(text, 0, length));
    else if (length <= 2 * PART_DIGITS) {
      const split = length - PART_DIGITS;
      this.addLow(partOf(text, split, length));
      this.addHigh(partOf(text, 0, split));
    } else this.big += BigInt(text);
  }

  /**
   * Adds `value`, which must be a non-negative safe integer (a text of up to 15 digits held as the
   * number it names): its low and high parts are split exactly (`%` and the division of a multiple).
   */
  addNumber(value: number): void {
    if (value < PART) this.addLow(value);
    else {
      const low = value % PART;
      this.addLow(low);
      this.addHigh((value - low) / PART);
    }
  }

  /** Adds what `other` has summed. */
  addSum(other: ExactSum): void {
    this.big += other.value();
  }

  private addLow(part: number): void {
    if (this.low > ROOM_FOR_A_PART) {
      this.big += BigInt(this.low);
      this.low = 0;
    }
    this.low += part;
  }

  private addHigh(part: number): void {
    if (this.high > ROOM_FOR_A_PART) {
      this.big += BigInt(this.high) * PART_BIG;
      this.high = 0;
    }
    this.high += part;
  }

  /** The sum so far, exact. */
  value(): bigint {
    return this.big + BigInt(this.low) + BigInt(this.high) * PART_BIG;
  }
}
