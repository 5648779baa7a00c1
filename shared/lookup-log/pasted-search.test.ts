import { describe, expect, it } from 'vitest';
import { messageFirstLine, MESSAGE_LINE_MAX, pastedMatches } from './pasted-search';
import type { PastedInput } from './pasted-input-schema';

const pasted = (text: string, extra: Partial<PastedInput> = {}): PastedInput => ({
  text,
  cut: false,
  skipped: [],
  invalid: [],
  ...extra,
});

describe('the customer’s message searched as written', () => {
  it('finds a ticket number or a name inside the message, case-insensitively, saying where', () => {
    const record = pasted('Hello,\nthis is Maria Lopez, ticket #48213 — my USDT is gone');
    expect(pastedMatches(record, '48213')).toEqual([
      'message, line 2, column 30: “this is Maria Lopez, ticket #48213 — my USDT is gone”',
    ]);
    expect(pastedMatches(record, 'maria')).toHaveLength(1);
    expect(pastedMatches(record, '#48213')).toHaveLength(1);
    expect(pastedMatches(record, 'Pedro')).toEqual([]);
    expect(pastedMatches(record, '   ')).toEqual([]);
  });

  it('finds the address the customer wrote before a correction replaced it', () => {
    const record = pasted('wallet EQfixed', {
      corrected: [{ typed: 'EQf1xed', to: 'EQfixed', line: 1, column: 8 }],
    });
    expect(pastedMatches(record, 'eqf1x')).toEqual([
      'address as the customer wrote it, before the correction (line 1, column 8)',
    ]);
  });

  it('shows a long line cut around the match, and at most three places', () => {
    const long = `${'a'.repeat(100)} 48213 ${'b'.repeat(100)}`;
    const [where] = pastedMatches(pasted(long), '48213');
    expect(where).toBe(`message, line 1, column 102: “…${'a'.repeat(29)} 48213 ${'b'.repeat(29)}…”`);
    expect(pastedMatches(pasted('x\nx\nx\nx\nx'), 'x')).toHaveLength(3);
  });

  it('gives the first line with text for the card, bounded', () => {
    expect(messageFirstLine('\n  \n  Hi! Ticket #1\nsecond')).toBe('Hi! Ticket #1');
    const first = messageFirstLine('x'.repeat(500));
    expect(first).toHaveLength(MESSAGE_LINE_MAX);
    expect(first.endsWith('…')).toBe(true);
  });
});
