import { describe, expect, it } from 'vitest';
import { formatNanotons } from './amounts';
import {
  countOf,
  displayAmountOptions,
  formatCount,
  formatDateTime,
  localizeDecimal,
  numberStyle,
} from './locale-format';

describe('one number style, from the locale', () => {
  it('groups counts and amounts alike', () => {
    expect(formatCount(48298053, 'en-US')).toBe('48,298,053');
    expect(formatNanotons('5000000000123456789', displayAmountOptions('en-US')).text).toBe(
      '5,000,000,000.123456789',
    );
    expect(countOf(1, 'address', 'addresses', 'en-US')).toBe('1 address');
    expect(countOf(2000, 'address', 'addresses', 'en-US')).toBe('2,000 addresses');
  });

  it("uses the locale's own marks", () => {
    expect(numberStyle('de-DE')).toEqual({ group: '.', decimal: ',' });
    expect(formatCount(48298053, 'de-DE')).toBe('48.298.053');
    expect(formatNanotons('1500000000', displayAmountOptions('de-DE')).text).toBe('1,5');
  });

  it('regroups plain decimal text without losing a digit', () => {
    expect(localizeDecimal('1310.390000001', 'en-US')).toBe('1,310.390000001');
    expect(localizeDecimal('-5000000000', 'de-DE')).toBe('-5.000.000.000');
    expect(localizeDecimal('4.1001', 'en-US')).toBe('4.1001');
    expect(localizeDecimal('n/a', 'en-US')).toBe('n/a');
  });
});

describe('one date format, with the time zone', () => {
  const at = Date.UTC(2026, 10, 25, 21, 20, 25);

  it('writes date, time to the second and the zone', () => {
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 25, 2026, 9:20:25 PM UTC');
    expect(formatDateTime(new Date(at).toISOString(), { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '25 Nov 2026, 21:20:25 UTC',
    );
  });

  it('says so for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('—');
  });
});
