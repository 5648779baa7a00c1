import { describe, expect, it } from 'vitest';
import { addressForms } from '../address/address-codec';
import { parseAddressList } from '../address/address-list';
import { keptPasteText, offsetsOf, pastedInputOf, standingCorrections } from './pasted-input';
import { MAX_PASTED_CHARS } from './pasted-input-schema';

const RAW = `0:${'3'.repeat(64)}`;
const friendly = addressForms(RAW).nonBounceable;
/** The friendly form with one look-alike swapped (a typo the checksum catches). */
const typo = (() => {
  const i = [...friendly].findIndex((c, k) => k > 2 && 'O0lI'.includes(c));
  const swaps: Record<string, string> = { O: '0', '0': 'O', l: 'I', I: 'l' };
  return friendly.slice(0, i) + swaps[friendly[i]!] + friendly.slice(i + 1);
})();
const other = addressForms(`0:${'4'.repeat(64)}`).bounceable;
const prose = (text: string) => parseAddressList(text, { read: 'prose' });

describe('the paste a case record keeps', () => {
  it('keeps the message, the skipped words and each invalid entry with line, column, reason and corrections', () => {
    const text = `Hi, I sent 10 USDT\nmy old wallet is “${typo}”, thanks`;
    const record = pastedInputOf(text, prose(text));
    expect(record.text).toBe(text);
    expect(record.cut).toBe(false);
    expect(record.skipped.map((w) => w.input)).toContain('USDT');
    expect(record.invalid).toHaveLength(1);
    expect(record.invalid[0]).toMatchObject({ input: `“${typo}”`, line: 2, column: 18 });
    expect(record.invalid[0]!.reason).toMatch(/checksum/);
    expect(record.invalid[0]!.corrections).toEqual([RAW]);
  });

  it('keeps where each requested account stands, in the order of the accounts (code points, any line ending)', () => {
    const text = `Ticket #48213 — Maria 😀 ${other}\r\nold: ${friendly} and again ${other}`;
    const record = pastedInputOf(text, prose(text));
    // 😀 is two UTF-16 units but one column; the repeat of `other` is not a requested account.
    expect(record.positions).toEqual([
      [1, 25],
      [2, 6],
    ]);
    expect(offsetsOf(text, record.positions!).map((o) => text.slice(o, o + 10))).toEqual([
      other.slice(0, 10),
      friendly.slice(0, 10),
    ]);
  });

  it('keeps a correction applied before the lookup beside the text it was applied to, while it stands', () => {
    const text = `my wallet is ${friendly}, please check`;
    const list = prose(text);
    const applied = [{ typed: typo, to: friendly, line: 1, column: 14 }];
    expect(standingCorrections(list, applied)).toEqual(applied);
    expect(pastedInputOf(text, list, applied).corrected).toEqual(applied);
    // Typed over since (or moved): no longer what is looked up, so not recorded.
    const moved = prose(`\n${text}`);
    expect(standingCorrections(moved, applied)).toEqual([]);
    expect(pastedInputOf(text, list).corrected).toBeUndefined();
  });

  it('is bounded: a huge paste keeps its first whole lines and says it was cut; positions only in them', () => {
    const line = `${friendly}\n`;
    const text = `${'word '.repeat(20)}\n${line.repeat(Math.ceil(MAX_PASTED_CHARS / line.length) + 10)}`;
    const kept = keptPasteText(text);
    expect(kept.length).toBeLessThanOrEqual(MAX_PASTED_CHARS);
    expect(kept.endsWith('\n')).toBe(true);
    const record = pastedInputOf(text, prose(text));
    expect(record.text).toBe(kept);
    expect(record.cut).toBe(true);
    expect(record.skipped.length).toBeLessThanOrEqual(200);
    // One account, at its first line (every repeat is a duplicate).
    expect(record.positions).toEqual([[2, 1]]);
  });

  it('a file of 5,000 accounts keeps the position of each one in its kept lines, in order', () => {
    const raws = Array.from({ length: 5_000 }, (_, i) => `0:${i.toString(16).padStart(64, '0')}`);
    const text = raws.map((raw) => `${addressForms(raw).bounceable}\n`).join('');
    const record = pastedInputOf(text, prose(text));
    const keptLines = keptPasteText(text).split('\n').length - 1;
    expect(record.cut).toBe(true);
    expect(record.positions).toEqual(Array.from({ length: keptLines }, (_, i) => [i + 1, 1]));
  });

  it('keeps no position of an account cut off at the end of a paste with no line breaks', () => {
    const text = `${'w '.repeat(MAX_PASTED_CHARS / 2 - 10)}${friendly}`;
    const record = pastedInputOf(text, prose(text));
    expect(record.cut).toBe(true);
    expect(record.positions).toEqual([]);
  });
});
