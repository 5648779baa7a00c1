import { describe, expect, it } from 'vitest';
import type { LookupLogSummary } from './log-entry';
import { logMatchReasons, type LogSearchFacts } from './log-search';

const RAW = `0:${'A'.repeat(64)}`;
const summary = (extra: Partial<LookupLogSummary>): LookupLogSummary => ({
  schemaVersion: 1,
  id: '1764120000000-abcdef',
  createdAt: '2026-11-26T01:20:00.000Z',
  profile: { id: 'p', name: 'Local indexer', baseUrl: 'http://127.0.0.1' },
  lastBlock: null,
  includeBoc: false,
  counts: { requested: 1, found: 1, notFound: 0, failed: 0 },
  cancelled: false,
  sizeBytes: 100,
  ...extra,
});
const facts = (extra: Partial<LogSearchFacts> = {}): LogSearchFacts => ({
  raw: null,
  idsByAddress: new Set(),
  labelsById: new Map(),
  textById: new Map(),
  dateTexts: () => ['26/11/2026, 01:20'],
  ...extra,
});

describe('why a logged lookup matches a search', () => {
  it('names the title, the note and a label apart, so a ticket number in a label is not taken for the note', () => {
    const entry = summary({ title: 'Lost USDT', note: 'ticket 4411' });
    expect(logMatchReasons(entry, '4411', facts())).toEqual(['note']);
    const other = summary({ id: '1764120000001-abcdef' });
    expect(
      logMatchReasons(other, '4411', facts({ labelsById: new Map([[other.id, ['Customer #4411']]]) })),
    ).toEqual(['label “Customer #4411”']);
    expect(logMatchReasons(entry, 'lost', facts())).toEqual(['title']);
  });

  it('finds the address the customer wrote: an account asked for, or an invalid one by its correction or as typed', () => {
    const entry = summary({
      invalidInputs: [
        { input: 'UQCMtypo', line: 2, column: 18, reason: 'checksum does not match', corrections: [RAW] },
      ],
    });
    expect(logMatchReasons(entry, 'EQ-any-form', facts({ raw: RAW }))).toEqual([
      'address, mistyped as “UQCMtypo” (line 2, column 18)',
    ]);
    expect(logMatchReasons(entry, 'uqcmtypo', facts())).toEqual([
      'invalid address as typed (line 2, column 18)',
    ]);
    const asked = summary({});
    expect(
      logMatchReasons(asked, 'EQ-any-form', facts({ raw: RAW, idsByAddress: new Set([asked.id]) })),
    ).toEqual(['address']);
  });

  it('matches nothing for an empty search or an unrelated text', () => {
    expect(logMatchReasons(summary({ note: 'n' }), '  ', facts())).toEqual([]);
    expect(logMatchReasons(summary({ note: 'n' }), 'zzz', facts())).toEqual([]);
  });

  it('names where the log found the text in the pasted message, after the entry’s own fields', () => {
    const entry = summary({ note: 'ticket 48213' });
    const where = ['message, line 3, column 8: “Ticket #48213”'];
    expect(logMatchReasons(entry, '48213', facts({ textById: new Map([[entry.id, where]]) }))).toEqual([
      'note',
      ...where,
    ]);
  });

  it('matches the date and the indexer', () => {
    expect(logMatchReasons(summary({}), '26/11', facts())).toEqual(['date']);
    expect(logMatchReasons(summary({}), 'local', facts())).toEqual(['indexer']);
  });
});
