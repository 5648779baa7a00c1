import { describe, expect, it } from 'vitest';
import { bodyAsksFor, compactBodyPieces, expandedBody, isCompactBody } from './compact-body';
import { keptEntryJson, lookupLogEntrySchema, type LookupLogEntry } from './log-entry';
import { withoutBocs } from './logged-account';
import { sampleLookup } from '../../test-support/sample-log-drafts';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const friendly = (i: number) => `EQ${String(i).padStart(46, 'x')}`;

/** An entry whose addresses appear in every list, typed friendly (as the book has it) and otherwise. */
function entry(withUnanswered: boolean): LookupLogEntry {
  const accounts = sampleLookup(3)
    .accounts.map(withoutBocs)
    .map((account, i) => ({
      ...account,
      address: raw(i),
      balance: `1234567890123456789012345678${i}`,
    }));
  const book: Record<string, unknown> = {};
  for (const i of [2, 0, 1, 3, 5])
    book[raw(i)] = { user_friendly: friendly(i), domain: i === 1 ? 'tëst.ton' : null };
  return lookupLogEntrySchema.parse({
    schemaVersion: 1,
    id: '1764000000000-abcdef',
    createdAt: '2025-11-24T16:00:00.000Z',
    profile: { id: 'p', name: 'Pröfile "quoted"', baseUrl: 'http://x' },
    lastBlock: null,
    includeBoc: false,
    inputs: [
      { raw: raw(0), input: friendly(0) },
      { raw: raw(1), input: ' 0:1 as typed ' },
      { raw: raw(3), input: friendly(3) },
      { raw: raw(0), input: friendly(0) },
      { raw: raw(4), input: 'typed ₮' },
      { raw: raw(2), input: friendly(2) },
    ],
    counts: { requested: 6, found: 3, notFound: 1, failed: 1 },
    cancelled: false,
    failed: [raw(4)],
    result: {
      accounts,
      address_book: book,
      metadata: { [raw(5)]: { is_indexed: true, token_info: [] } },
      not_found: [raw(3)],
      ...(withUnanswered ? { unanswered: [raw(6), raw(6)] } : {}),
    },
    pasted: { text: `pasted ${raw(0)}`, cut: false, skipped: [], invalid: [] },
  });
}

const compact = (e: LookupLogEntry) => [...compactBodyPieces(e)].join('');

describe('compact body', () => {
  it.each([true, false])('reads back the very entry it was made of (unanswered: %s)', (withUnanswered) => {
    const written = entry(withUnanswered);
    const text = compact(written);
    expect(isCompactBody(text)).toBe(true);
    const read = lookupLogEntrySchema.parse(expandedBody(JSON.parse(text)));
    expect(read).toEqual(written);
    expect(keptEntryJson(read)).toBe(keptEntryJson(written));
  });

  it('writes each address in full once, and a typed input equal to its friendly form not at all', () => {
    const text = compact(entry(true));
    for (const i of [0, 1, 2, 3, 4, 5]) {
      // The pasted message holds raw 0 as its own text: that one is counted apart.
      expect(text.split(`"${raw(i)}"`).length - 1).toBe(1);
      expect(text.split(friendly(i)).length - 1).toBeLessThanOrEqual(1);
    }
  });

  it('finds an asked-for address in the inputs only, not in the accounts, book or message', () => {
    const text = compact(entry(true));
    expect(bodyAsksFor(text, raw(4))).toBe(true);
    expect(bodyAsksFor(text, raw(5))).toBe(false);
    expect(bodyAsksFor(text, raw(6))).toBe(false);
    // A whole entry (layouts 1 and 2) is searched as before.
    expect(bodyAsksFor(JSON.stringify(entry(false)), raw(4))).toBe(true);
    expect(bodyAsksFor(JSON.stringify(entry(false)), raw(5))).toBe(false);
  });

  it('refuses a body whose references do not hold, and leaves a whole entry as it is', () => {
    const text = compact(entry(false));
    const broken = JSON.parse(text) as { accounts: { address: unknown }[] };
    broken.accounts[0]!.address = 99;
    expect(() => expandedBody(broken)).toThrow(/refers to none/);
    const noTexts = { ...(JSON.parse(text) as object), inputTexts: [] };
    expect(() => expandedBody(noTexts)).toThrow(/typed inputs/);
    const whole = JSON.parse(JSON.stringify(entry(false))) as unknown;
    expect(expandedBody(whole)).toBe(whole);
  });
});
