/** The set of accounts a streamed list has named: exact, whatever the addresses look like. */
import { describe, expect, it } from 'vitest';
import { SeenAccounts } from './seen-accounts';

const raw = (workchain: 0 | -1, hex: string) => `${workchain}:${hex.toUpperCase().padStart(64, '0')}`;

describe('seen accounts', () => {
  it('answers new once per account, exactly, across growth, the workchain included', () => {
    const seen = new SeenAccounts();
    for (let i = 0; i < 20_000; i++) expect(seen.add(raw(0, i.toString(16)))).toBe(true);
    expect(seen.add(raw(-1, '1'))).toBe(true);
    for (let i = 0; i < 20_000; i++) expect(seen.add(raw(0, i.toString(16)))).toBe(false);
    expect(seen.add(raw(-1, '1'))).toBe(false);
    expect(seen.size).toBe(20_001);
  });

  it('keeps look-alike addresses (one byte apart, at the end) apart', () => {
    const seen = new SeenAccounts();
    const base = 'ab'.repeat(31);
    for (let i = 0; i < 256; i++) expect(seen.add(raw(0, base + i.toString(16).padStart(2, '0')))).toBe(true);
    expect(seen.add(raw(0, `${base}ff`))).toBe(false);
    expect(seen.size).toBe(256);
  });

  it('reads the list again from the same set: each account new once more, none added twice', () => {
    const seen = new SeenAccounts();
    for (let i = 0; i < 5_000; i++) seen.add(raw(0, i.toString(16)));
    for (let reading = 0; reading < 300; reading++) {
      seen.restart();
      expect([7, 4_999, 7].map((i) => seen.add(raw(0, i.toString(16))))).toEqual([true, true, false]);
    }
    expect(seen.size).toBe(5_000);
  });
});
