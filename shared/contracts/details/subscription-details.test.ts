import { describe, expect, it } from 'vitest';
import { nextPaymentTimeV1 } from './subscription-details';

const START = 1_644_413_924n;
const PERIOD = 2_629_800n;

describe('a v1 subscription’s next payment, by its code’s own periods', () => {
  it('is the start of the period after the last payment’s, however late in its period that came', () => {
    expect(nextPaymentTimeV1(START, START + PERIOD, PERIOD)).toBe(Number(START + 2n * PERIOD));
    expect(nextPaymentTimeV1(START, START + 2n * PERIOD - 1n, PERIOD)).toBe(Number(START + 2n * PERIOD));
  });

  it('is the start itself before any payment, and unknown for a period that is not positive', () => {
    expect(nextPaymentTimeV1(START, 0n, PERIOD)).toBe(Number(START));
    expect(nextPaymentTimeV1(START, START, 0n)).toBeNull();
    expect(nextPaymentTimeV1(START, START, -5n)).toBeNull();
  });
});
