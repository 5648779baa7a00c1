/**
 * The page's side of a logged lookup read in parts, without a store: the address book and metadata are
 * put together as their parts arrive, and a part's own `__proto__` key never becomes a prototype.
 */
import { describe, expect, it } from 'vitest';
import { createEntryAssembler, type LookupLogEntryPart } from './entry-parts';

describe('putting a logged lookup together', () => {
  it('never takes an own __proto__ key of a part as the prototype of the address book', () => {
    const assembler = createEntryAssembler();
    assembler.add({ parts: 2, head: {} as LookupLogEntryPart['head'] });
    // JSON.parse makes `__proto__` an own key, as a structured clone of a hostile part could.
    assembler.add(
      JSON.parse(
        '{"parts":2,"addressBook":[["__proto__",{"user_friendly":"EQ…","polluted":true}],["0:AB",{"user_friendly":"EQ…"}]]}',
      ) as LookupLogEntryPart,
    );
    const book = assembler.entry().result.address_book;
    expect(Object.getPrototypeOf(book)).toBe(Object.prototype);
    expect(Object.keys(book)).toEqual(['0:AB']);
    expect((book as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
