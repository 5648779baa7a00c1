import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimalText, formatExtraCurrencies, formatNanotons, formatTokenAmount } from './amounts';

/** Reads a formatted TON amount back into nanotons (the inverse a person does when copying). */
function tonTextToNanotons(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').replace(/,/g, '').split('.');
  const value = BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0') || '0');
  return negative ? -value : value;
}

describe('formatNanotons', () => {
  it('writes TON exactly to the nanoton', () => {
    expect(formatNanotons('1000000001').text).toBe('1.000000001');
    expect(formatNanotons('1').text).toBe('0.000000001');
    expect(formatNanotons('0').text).toBe('0');
    expect(formatNanotons('5000000000123456789').text).toBe('5000000000.123456789');
    // The real testnet wallet balance recorded in the fixtures (660513014 nanotons).
    expect(formatNanotons('660513014').text).toBe('0.660513014');
  });

  it('trims trailing zeros and drops a zero fraction', () => {
    expect(formatNanotons('1500000000').text).toBe('1.5');
    expect(formatNanotons('5000000000').text).toBe('5');
  });

  it('never loses digits past the float range', () => {
    // 2^64 + 1 nanotons: a float would print 18446744073.709553
    expect(formatNanotons('18446744073709551617').text).toBe('18446744073.709551617');
  });

  it('groups thousands only when asked', () => {
    expect(formatNanotons('5000000000123456789', { grouping: true }).text).toBe('5,000,000,000.123456789');
    expect(formatNanotons('999000000000', { grouping: true }).text).toBe('999');
    expect(formatNanotons('1000000000000', { grouping: true, groupSeparator: ' ' }).text).toBe('1 000');
  });

  it('flags negative amounts but keeps them exact', () => {
    expect(formatNanotons('-1')).toEqual({ text: '-0.000000001', valid: true, negative: true });
  });

  it('answers "—" for anything that is not a decimal integer', () => {
    for (const bad of ['', '1.5', '1e9', ' 1', 'abc', '0x10', '--1']) {
      expect(formatNanotons(bad)).toEqual({ text: '—', valid: false, negative: false });
    }
    expect(formatNanotons(null as unknown as string).valid).toBe(false);
  });

  it('round-trips every bigint', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.boolean(), (n, grouping) => {
        expect(tonTextToNanotons(formatNanotons(String(n), { grouping }).text)).toBe(n);
      }),
      { numRuns: 500 },
    );
  });
});

describe('formatTokenAmount', () => {
  it('uses the jetton decimals from metadata (text, as the indexer sends them)', () => {
    // USDT has decimals "6"; the jetton wallet balance from the real trace fixture (F3a).
    expect(formatTokenAmount('4100100', '6')).toMatchObject({
      text: '4.1001',
      decimals: 6,
      assumedDecimals: false,
      valid: true,
    });
    expect(formatTokenAmount('9024902', 6).text).toBe('9.024902');
    expect(formatTokenAmount('12345', '0').text).toBe('12345');
  });

  it('falls back to 9 decimals (TEP-64) when metadata has none, and says so', () => {
    expect(formatTokenAmount('1500000000', undefined)).toMatchObject({
      text: '1.5',
      decimals: 9,
      assumedDecimals: true,
    });
  });

  it('refuses unusable decimals instead of guessing a scale', () => {
    for (const bad of ['six', '-1', '1.5', 256, 2.5, '1000'])
      expect(formatTokenAmount('100', bad).valid).toBe(false);
  });
});

describe('formatExtraCurrencies', () => {
  it('lists currencies by numeric id with exact amounts', () => {
    const list = formatExtraCurrencies({ '100': '5000000', '7': '18446744073709551617', '20': 'x' });
    expect(list.map((c) => [c.id, c.amount.text])).toEqual([
      ['7', '18446744073709551617'],
      ['20', '—'],
      ['100', '5000000'],
    ]);
  });

  it('treats null (older rows) as none', () => {
    expect(formatExtraCurrencies(null)).toEqual([]);
    expect(formatExtraCurrencies({})).toEqual([]);
  });
});

describe('compareDecimalText', () => {
  it('orders by value, not by text', () => {
    const sorted = ['10', '9', '100000000000000000001', '100000000000000000000', '0'].sort(
      compareDecimalText,
    );
    expect(sorted).toEqual(['0', '9', '10', '100000000000000000000', '100000000000000000001']);
  });

  it('puts unreadable values first', () => {
    expect(['5', null, '1', 'n/a'].sort(compareDecimalText)).toEqual([null, 'n/a', '1', '5']);
  });
});
