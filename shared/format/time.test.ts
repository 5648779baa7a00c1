import { describe, expect, it } from 'vitest';
import { formatDateTime } from './locale-format';
import { FRESHNESS_THRESHOLDS, formatAge, formatBlockTime, formatDuration, freshness } from './time';
import masterchainInfo from './fixtures/v3_masterchainInfo_testnet__cordialsys-crosschain.json';

describe('formatDuration', () => {
  it('uses the two largest units, seconds only under an hour', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(12)).toBe('12 s');
    expect(formatDuration(59.9)).toBe('59 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(3_600)).toBe('1 h');
    expect(formatDuration(3_659)).toBe('1 h');
    expect(formatDuration(7_500)).toBe('2 h 5 min');
    expect(formatDuration(345_600)).toBe('4 d');
    expect(formatDuration(360_000)).toBe('4 d 4 h');
  });

  it('answers "—" for a non-number', () => {
    expect(formatDuration(NaN)).toBe('—');
  });
});

describe('formatAge', () => {
  it('reads as an age, and as "in …" under clock skew', () => {
    expect(formatAge(12)).toBe('12 s ago');
    expect(formatAge(7_500)).toBe('2 h 5 min ago');
    expect(formatAge(-3)).toBe('in 3 s');
    expect(formatAge(-0.4)).toBe('0 s ago');
  });
});

describe('formatBlockTime', () => {
  it('formats the real testnet last block time and its age', () => {
    const genUtime = masterchainInfo.last.gen_utime; // "1721068768"
    const now = (Number(genUtime) + 12) * 1000 + 999;
    const time = formatBlockTime(genUtime, now, { timeZone: 'utc', locale: 'en-US' });
    expect(time).toMatchObject({
      valid: true,
      text: 'Jul 15, 2024, 6:39:28 PM UTC',
      iso: '2024-07-15T18:39:28.000Z',
      ageSeconds: 12,
      age: '12 s ago',
    });
  });

  it('gives local time by default, written as every date is (with its zone)', () => {
    const time = formatBlockTime('1721068768', 1721068768_000, { locale: 'en-US' });
    expect(time.text).toBe(formatDateTime(1721068768_000, { locale: 'en-US' }));
    expect(time.iso).toBe('2024-07-15T18:39:28.000Z');
  });

  it('marks a future block as clock skew', () => {
    expect(formatBlockTime('1000', 997_000).age).toBe('in 3 s');
  });

  it('answers "—" for unreadable input', () => {
    expect(formatBlockTime('soon', 0)).toMatchObject({ valid: false, text: '—', age: '—' });
  });
});

describe('freshness', () => {
  const at = (ageSeconds: number) => freshness('1721068768', (1721068768 + ageSeconds) * 1000);

  it('grades the index by the age of its last block', () => {
    expect(at(5)).toEqual({ seconds: 5, level: 'fresh' });
    expect(at(FRESHNESS_THRESHOLDS.freshMaxSeconds).level).toBe('fresh');
    expect(at(FRESHNESS_THRESHOLDS.freshMaxSeconds + 1).level).toBe('lagging');
    expect(at(FRESHNESS_THRESHOLDS.laggingMaxSeconds).level).toBe('lagging');
    expect(at(FRESHNESS_THRESHOLDS.laggingMaxSeconds + 1).level).toBe('stale');
  });

  it('counts a block from the future as fresh and an unreadable time as stale', () => {
    expect(at(-4)).toEqual({ seconds: -4, level: 'fresh' });
    expect(freshness('', Date.now()).level).toBe('stale');
  });
});
