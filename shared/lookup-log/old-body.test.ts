/**
 * A logged lookup's body as 87305f8 stored it (layout 3, its address book and metadata then records
 * with the hostile keys `constructor`, `toString` and an empty one): read back, it is the same entry
 * with those keys as plain data of its Maps, and written again it is the very same text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactBodyPieces, expandedBody } from './compact-body';
import { keptEntryJson, lookupLogEntrySchema } from './log-entry';

const stored = readFileSync(new URL('./fixtures/compact-body-87305f8.json', import.meta.url), 'utf8');

describe('a body written by 87305f8', () => {
  it('opens with its hostile keys as plain keys of the Maps, in their order', () => {
    const entry = lookupLogEntrySchema.parse(expandedBody(JSON.parse(stored)));
    const book = entry.result.address_book;
    expect([...book.keys()].slice(-3)).toEqual(['constructor', 'toString', '']);
    expect(book.get('constructor')).toEqual({ user_friendly: 'C' });
    expect(book.get('valueOf')).toBeUndefined();
    expect([...entry.result.metadata.keys()]).toEqual(['constructor', 'toString']);
    expect(entry.result.metadata.get('toString')).toEqual({ is_indexed: false, token_info: [] });
    expect(entry.inputs.map((input) => input.input)).toEqual(
      entry.inputs.map((input) => input.raw.toLowerCase()),
    );
  });

  it('is written again as the very same text, and exported as its records', () => {
    const entry = lookupLogEntrySchema.parse(expandedBody(JSON.parse(stored)));
    expect([...compactBodyPieces(entry)].join('')).toBe(stored);
    const exported = JSON.parse(keptEntryJson(entry)) as {
      result: { address_book: Record<string, unknown> };
    };
    expect(Object.keys(exported.result.address_book).slice(-3)).toEqual(['constructor', 'toString', '']);
  });
});
