/** How the summary's charts name decades, write their exact ranges, and make a server name plain. */
import { describe, expect, it } from 'vitest';
import { summarizeLookup } from '../../../shared/jobs/lookup-summary';
import { answeredLookupRow } from '../../../shared/jobs/lookup-row';
import { decadeName, decadeRange, figuresSentence, plainName } from './summary-words';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
/** The TON buckets of accounts holding `balances` nanotons. */
function buckets(...balances: string[]) {
  const rows = balances.map((balance, i) =>
    answeredLookupRow(
      { index: i, raw: raw(i), input: raw(i) },
      {
        address: raw(i),
        account_state_hash: 'AAAA',
        balance,
        extra_currencies: null,
        status: 'active',
        last_transaction_hash: null,
        last_transaction_lt: null,
      },
      null,
      new Map(),
    ),
  );
  return summarizeLookup(rows).balance.buckets;
}

describe('a decade under its column and in the table', () => {
  it('names each decade by its lower bound, short, zero apart', () => {
    const all = buckets('0', '1', '100000000', '1000000000', '5000000000000', '1000000000000000000000');
    expect(all.map((b) => decadeName(b, 9))).toEqual([
      '0',
      '10⁻⁹',
      ...['10⁻⁸', '10⁻⁷', '10⁻⁶', '10⁻⁵', '10⁻⁴', '10⁻³', '10⁻²', '0.1', '1', '10', '100', '1k', '10k'],
      ...['100k', '1M', '10M', '100M', '1B', '10B', '100B', '10¹²'],
    ]);
  });

  it('writes a decade’s exact range, grouped, and an open last one', () => {
    const all = buckets('0', '1', '1000000000', '1000000000000');
    const [zero, nano, ton, thousand] = [0, 1, 10, 13].map((digits) => all.find((b) => b.digits === digits));
    expect([zero, nano, ton].map((b) => decadeRange(b!))).toEqual([
      '0',
      '0.000000001 – < 0.00000001',
      '1 – < 10',
    ]);
    expect(decadeRange(thousand!)).toBe('1,000 – < 10,000');
    expect(decadeRange({ ...thousand!, below: null })).toBe('≥ 1,000');
    expect(decadeName({ ...thousand!, below: null }, 9)).toBe('≥ 1k');
  });
});

describe('plainName', () => {
  it('writes hidden and direction characters as markers and cuts a long name', () => {
    expect(plainName('USD\u202E₮')).toBe('USD[RLO]₮');
    expect(plainName('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('figuresSentence', () => {
  it('lists every figure in one sentence', () => {
    expect(
      figuresSentence('Status', [
        { name: 'active', value: '3,012' },
        { name: 'uninit', value: '5' },
      ]),
    ).toBe('Status: active 3,012; uninit 5.');
    expect(figuresSentence('Kind', [])).toBe('Kind: none.');
  });
});
