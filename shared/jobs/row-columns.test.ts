/**
 * A lookup batch as columns (row-columns.ts), as the job owner sends it to the window: what the page
 * reads back after the structured clone is the very rows and packed parts the job made, with the
 * page's own inputs; the batch leaves the inputs out and costs far fewer bytes than its row objects.
 */
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { AccountLookup, AccountState, AddressBook, Metadata } from '../api/account-states';
import jettons from '../api/fixtures/F3a_address_book_metadata_jettons__ton-connect-kit.json';
import wallet from '../api/fixtures/F5_accountStates_synthetic_wallet_v3r2_no_boc.json';
import noCode from '../api/fixtures/F6b_accountStates_synthetic_uninit_frozen_nonexist.json';
import { answeredLookupRow, failedLookupRow, type LookupRow } from './lookup-row';
import { packBatch } from './packed-records';
import { columnsOfRows, rowsOfBatch, rowsOfColumns } from './row-columns';

const DEPLOYED = (wallet as unknown as AccountLookup).accounts[0]!;
const NO_CODE = (noCode as unknown as AccountLookup).accounts[0]!;
const BOOK = jettons.address_book as AddressBook;
const METADATA = jettons.metadata as unknown as Metadata;

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'B')}`;
/** What the user typed for account `i`: a text the answer holds nowhere. */
const typed = (i: number) => `typed #${i}`;

/** One batch of `n` rows as the lookup job makes them: of every kind a row can be. */
function batch(n: number): { rows: LookupRow[]; addressBook: AddressBook; metadata: Metadata } {
  const known = Object.keys(BOOK);
  const addressBook: AddressBook = { ...BOOK };
  // Entries that are not the usual three fields in the usual order.
  addressBook[rawOf(1000)] = { domain: null, user_friendly: 'other order', interfaces: null };
  addressBook[rawOf(1001)] = { user_friendly: 'more', domain: null, interfaces: [], note: 'x' };
  // A hostile key: an own key as JSON.parse makes it, never the map's prototype.
  Object.defineProperty(addressBook, '__proto__', {
    value: { user_friendly: 'proto', domain: null, interfaces: null },
    enumerable: true,
    writable: true,
    configurable: true,
  });
  const rows = Array.from({ length: n }, (_, index) => {
    const raw = index < known.length ? known[index]! : rawOf(index);
    const asked = { index, raw, input: typed(index) };
    if (index % 7 === 5) return failedLookupRow(asked, { kind: 'network', message: 'down' });
    if (index % 7 === 6) return answeredLookupRow(asked, null, null, METADATA);
    const methods = index % 3 === 0 ? [0, 85143, 81467] : null;
    const record: AccountState =
      index % 7 === 4
        ? { ...NO_CODE, address: raw }
        : { ...DEPLOYED, address: index % 7 === 3 ? rawOf(index + 1) : raw, contract_methods: methods };
    // A record with another field set (or order) crosses whole.
    const sent = index % 7 === 2 ? ({ ...record, future: 'x' } as AccountState) : record;
    addressBook[raw] ??= { user_friendly: `form-${index}`, domain: null, interfaces: ['wallet_v3r2'] };
    return answeredLookupRow(asked, sent, addressBook[raw]!, METADATA);
  });
  return { rows, addressBook, metadata: METADATA };
}

/** How many distinct objects and arrays `value` holds (each counted once, as a clone writes it once). */
function objectsIn(value: unknown, seen = new Set<object>()): number {
  if (typeof value !== 'object' || value === null || seen.has(value)) return 0;
  seen.add(value);
  let count = 1;
  for (const item of Object.values(value)) count += objectsIn(item, seen);
  return count;
}

/** A value as a reader sees it: its JSON text (fields in their order). */
const text = (value: unknown) => JSON.stringify(value);

describe('a lookup batch crossing as columns (issue 35)', () => {
  it('reads back, after a structured clone, the very rows and packed parts the job made, with the page’s inputs', () => {
    const { rows, packed, addressBook } = packBatch(batch(60));
    const crossed = structuredClone(columnsOfRows(rows, packed, addressBook));
    const back = rowsOfColumns(crossed, (index) => typed(index));
    expect(back.rows.map(text)).toEqual(rows.map(text));
    expect(back.packed.accounts.map(text)).toEqual(packed.accounts.map(text));
    expect(back.packed.bookFlags).toEqual(packed.bookFlags);
    // The same address book, keys in the same order; a row's entry is the very entry of the map.
    expect(text(back.addressBook)).toBe(text(addressBook));
    expect(Object.getPrototypeOf(back.addressBook)).toBe(Object.prototype);
    expect(Object.hasOwn(back.addressBook, '__proto__')).toBe(true);
    expect(back.rows.every((row) => !row.book || row.book === back.addressBook[row.raw])).toBe(true);
    // An entry with other fields, or in another order, crosses whole.
    expect(crossed.addressBook.whole?.filter(Boolean)).toHaveLength(2);
    // Every kind of row is among them: packed, whole, failed, not found.
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['active', 'uninit', 'failed', 'not found']),
    );
    expect(rows.filter((row) => row.account !== null).length).toBeGreaterThan(0);
    expect(packed.accounts.filter(Boolean).length).toBeGreaterThan(0);
  });

  it('leaves the inputs out, and clones far fewer objects than the rows as objects', () => {
    const sent = packBatch(batch(700));
    const asRows = structuredClone({ rows: sent.rows, packed: sent.packed, addressBook: sent.addressBook });
    const columns = columnsOfRows(sent.rows, sent.packed, sent.addressBook);
    expect(text(columns)).not.toContain('typed #');
    // A clone's cost goes with the objects it writes and makes. As rows: a row, its parts, their
    // currencies and lists — about four a row. As columns, the row and its parts are gone and equal
    // lists cross once; what is left is mostly the address book's entries, which cross as before.
    const asObjects = objectsIn(asRows);
    expect(asObjects).toBeGreaterThan(3 * 700);
    expect(objectsIn(structuredClone(columns))).toBeLessThan(asObjects - 1.5 * 700);
  });

  it('writes every column as a dense array: a clone of a holey one writes an index beside each value', () => {
    const sent = packBatch(batch(700));
    const columns = columnsOfRows(sent.rows, sent.packed, sent.addressBook);
    // V8's serializer (a structured clone's, IPC's v8.serialize): a dense array is tagged 'A', a sparse one 'a'.
    const tag = (values: unknown[]) => String.fromCharCode(serialize(values)[2]!);
    const { index, raw, status, book, meta, kind } = columns;
    expect([index, raw, status, book, meta, kind].map(tag)).toEqual(['A', 'A', 'A', 'A', 'A', 'A']);
    expect(tag(new Array<number>(3).fill(0))).toBe('a');
  });

  it('passes a batch the job emitted as rows through as it is', () => {
    const { rows } = batch(3);
    const addressBook = { ...BOOK };
    expect(rowsOfBatch({ rows, addressBook }, () => 'never')).toEqual({ rows, addressBook });
  });
});
