import { describe, expect, it } from 'vitest';
import { addressForms } from '../address/address-codec';
import { parseAddressList } from '../address/address-list';
import { pastedInputOf } from './pasted-input';
import { MAX_PASTED_CHARS } from './pasted-input-schema';

const RAW = `0:${'3'.repeat(64)}`;
const friendly = addressForms(RAW).nonBounceable;
/** The friendly form with one look-alike swapped (a typo the checksum catches). */
const typo = (() => {
  const i = [...friendly].findIndex((c, k) => k > 2 && 'O0lI'.includes(c));
  const swaps: Record<string, string> = { O: '0', '0': 'O', l: 'I', I: 'l' };
  return friendly.slice(0, i) + swaps[friendly[i]!] + friendly.slice(i + 1);
})();

describe('the paste a case record keeps', () => {
  it('keeps the message, the skipped words and each invalid entry with line, column, reason and corrections', () => {
    const text = `Hi, I sent 10 USDT\nmy old wallet is “${typo}”, thanks`;
    const record = pastedInputOf(text, parseAddressList(text, { read: 'prose' }));
    expect(record.text).toBe(text);
    expect(record.cut).toBe(false);
    expect(record.skipped.map((w) => w.input)).toContain('USDT');
    expect(record.invalid).toHaveLength(1);
    expect(record.invalid[0]).toMatchObject({ input: `“${typo}”`, line: 2, column: 18 });
    expect(record.invalid[0]!.reason).toMatch(/checksum/);
    expect(record.invalid[0]!.corrections).toEqual([RAW]);
  });

  it('is bounded: a huge paste keeps its first part and says it was cut', () => {
    const text = 'word '.repeat(MAX_PASTED_CHARS);
    const record = pastedInputOf(text, parseAddressList(text, { read: 'prose' }));
    expect(record.text).toHaveLength(MAX_PASTED_CHARS);
    expect(record.cut).toBe(true);
    expect(record.skipped.length).toBeLessThanOrEqual(200);
  });
});
