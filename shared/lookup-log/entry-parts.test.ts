/**
 * The page's side of a logged lookup read in parts, without a store: the address book and metadata are
 * put together as their parts arrive, as Maps whose hostile keys (`__proto__`, `constructor`, empty,
 * huge) are plain data — never a prototype, never an inherited name read as an entry.
 */
import { describe, expect, it } from 'vitest';
import { createEntryAssembler, type LookupLogEntryPart } from './entry-parts';

const HUGE = `0:${'A'.repeat(100_000)}`;

describe('putting a logged lookup together', () => {
  it('keeps hostile keys of a part as plain keys of the address book and metadata, in their order', () => {
    const assembler = createEntryAssembler();
    assembler.add({ parts: 3, head: {} as LookupLogEntryPart['head'] });
    // JSON.parse makes `__proto__` an own key, as a structured clone of a hostile part could.
    assembler.add(
      JSON.parse(
        `{"parts":3,"addressBook":[["__proto__",{"user_friendly":"EQ…","polluted":true}],["constructor",{"user_friendly":"C"}],["",{"user_friendly":"E"}],["${HUGE}",{"user_friendly":"H"}],["0:AB",{"user_friendly":"EQ…"}]]}`,
      ) as LookupLogEntryPart,
    );
    assembler.add(
      JSON.parse(
        '{"parts":3,"metadata":[["constructor",{"is_indexed":true,"token_info":[]}]]}',
      ) as LookupLogEntryPart,
    );
    const { address_book: book, metadata } = assembler.entry().result;
    expect([...book.keys()]).toEqual(['__proto__', 'constructor', '', HUGE, '0:AB']);
    expect(book.get('__proto__')).toEqual({ user_friendly: 'EQ…', polluted: true });
    expect(book.get('constructor')?.user_friendly).toBe('C');
    expect(book.get('')?.user_friendly).toBe('E');
    expect(book.get(HUGE)?.user_friendly).toBe('H');
    expect([...metadata.keys()]).toEqual(['constructor']);
    expect(metadata.get('toString')).toBeUndefined();
    expect(Object.getPrototypeOf(book)).toBe(Map.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
