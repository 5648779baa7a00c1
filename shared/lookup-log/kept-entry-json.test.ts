/**
 * The Log screen's Export of an entry opened on the page: its address book and metadata are the
 * lookup's Maps (entry-parts.ts), and the file saved is the log's own JSON all the same — the same
 * text as the entry read with records, hostile keys (`__proto__`, `constructor`, empty) as keys.
 */
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../../test-support/sample-log-drafts';
import { keptEntryJson, lookupLogEntrySchema, type KeptLookupEntry, type LookupLogEntry } from './log-entry';

/** A logged entry as the log reads it back: the address book and metadata as Maps. */
function loggedEntry(): LookupLogEntry {
  return lookupLogEntrySchema.parse({
    ...sampleDraft(30),
    schemaVersion: 1,
    id: '0000000000001-abcdef',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}

describe('a log entry exported from the page', () => {
  it('is the JSON of the entry as the log keeps it, its Maps written as objects in their order', () => {
    const entry = loggedEntry();
    const hostile = { user_friendly: 'EQ-hostile', domain: null };
    const book = new Map(entry.result.address_book);
    for (const key of ['constructor', '', '__proto__']) book.set(key, hostile);
    const metadata = new Map(entry.result.metadata).set('constructor', { is_indexed: false, token_info: [] });
    const opened: KeptLookupEntry = { ...entry, result: { ...entry.result, address_book: book, metadata } };
    const text = keptEntryJson(opened);
    // The text of the same entry written with records (`fromEntries` makes `__proto__` an own key).
    const records = {
      ...entry,
      result: {
        ...entry.result,
        address_book: Object.fromEntries(book),
        metadata: Object.fromEntries(metadata),
      },
    };
    expect(text).toBe(JSON.stringify(records, null, 2));
    const saved = JSON.parse(text) as typeof records;
    expect(Object.keys(saved.result.address_book).slice(-3)).toEqual(['constructor', '', '__proto__']);
    expect(saved.result.metadata['constructor']).toEqual({ is_indexed: false, token_info: [] });
  });
});
