/**
 * A batch placed straight from the columns it crossed as (row-builder.ts `place`, shared/jobs/
 * row-columns.ts): what the page then holds — every row as the table, the account page and the exports
 * read it, the address book and metadata maps, the Address book's keys, the failures, the counts — is
 * exactly what the page held when it first read each batch back into row objects and maps
 * (`rowsOfColumns`) and placed those: that path, as it was, is {@link placedTheOldWay} below.
 */
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type {
  AccountState,
  AddressBookEntry,
  AddressBookMap,
  MetadataEntry,
  MetadataMap,
} from '../../shared/api/account-states';
import { BOOK, DEPLOYED, FROZEN, MASTER, METADATA, NO_CODE } from '../../shared/api/fixtures/batch-parts';
import { FAILED_STATUS } from '../../shared/format/status';
import { answeredLookupRow, failedLookupRow, type LookupRow } from '../../shared/jobs/lookup-row';
import { columnsOfRows, rowsOfColumns, type RowColumns } from '../../shared/jobs/row-columns';
import type { AppErrorInfo } from '../../shared/errors';
import type { LookupOutcome, RequestedAccount } from './lookup-outcome';
import { pendingRow, placedRow, statusCounts, type ResultRow } from './result-rows';
import { RowBuilder } from './row-builder';
import { RowInterner } from './row-interner';

/** A balance no double holds exactly (it stays the server's text). */
const HUGE = '123456789012345678901234567890';
const DOWN: AppErrorInfo = { kind: 'network', message: 'down' };

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'C')}`;
/** The app's own form of account `i` (an entry with it crosses as its flags alone). */
const formOf = (i: number) => Address.parseRaw(rawOf(i)).toString({ urlSafe: true, bounceable: i % 2 === 0 });

/** A jetton wallet's metadata entry as ton-index-go writes it: its row gets a token from it and its master's. */
const walletMeta = (i: number): MetadataEntry =>
  JSON.parse(
    `{"is_indexed":true,"token_info":[{"valid":true,"type":"jetton_wallets","extra":{"balance":"${i}00","jetton":"${MASTER}","owner":"${rawOf(i % 4)}"}}]}`,
  ) as MetadataEntry;

/** The request: 40 accounts, in input order, each typed its own way. */
const ACCOUNTS: RequestedAccount[] = Array.from({ length: 40 }, (_, i) => ({
  raw: rawOf(i),
  input: `typed #${i}`,
  line: i + 1,
  column: 1,
  repeats: 0,
}));

/** Account `i`'s address book entry: the app's own form mostly; a server's other form, order or field now and then. */
function bookOf(i: number): AddressBookEntry {
  if (i % 9 === 1) return { domain: `d${i}.ton`, user_friendly: formOf(i), interfaces: null };
  if (i % 9 === 2)
    return { user_friendly: formOf(i), domain: null, interfaces: [], note: 'x' } as AddressBookEntry;
  if (i % 9 === 3) return { user_friendly: `their-form-${i}`, domain: null, interfaces: ['jetton_wallet'] };
  return {
    user_friendly: formOf(i),
    domain: i % 4 === 0 ? `holder-${i}.ton` : null,
    interfaces: ['wallet_v3r2'],
  };
}

/** Account `i`'s record: deployed, with no code or frozen; a huge balance, another address or field now and then. */
function recordOf(i: number, raw: string): AccountState {
  const base = i % 6 === 4 ? NO_CODE : i % 6 === 5 ? FROZEN : DEPLOYED;
  const record: AccountState = { ...base, address: i % 11 === 7 ? rawOf(i + 100) : raw };
  if (i % 5 === 0) record.balance = HUGE;
  if (i % 5 === 1) record.contract_methods = [0, 85143, 81467];
  return i % 13 === 8 ? ({ ...record, future: 'x' } as AccountState) : record;
}

/**
 * The rows of the accounts at `at`, as the lookup job makes them: answered (not found one in eight),
 * with the batch's address book and metadata (the fixture's jettons among them, a wallet entry for one
 * account in three). A row may be asked at another position than the request's (`index`).
 */
function answered(at: readonly number[], index = (i: number) => i) {
  const addressBook = new Map(Object.entries(BOOK));
  const metadata = new Map(Object.entries(METADATA));
  const rows = at.map((i) => {
    const raw = rawOf(i);
    const asked = { index: index(i), raw, input: raw };
    if (i % 8 === 6) return answeredLookupRow(asked, null, null, metadata);
    addressBook.set(raw, bookOf(i));
    if (i % 3 === 1) metadata.set(raw, walletMeta(i));
    return answeredLookupRow(asked, recordOf(i, raw), addressBook.get(raw)!, metadata);
  });
  return { rows, addressBook, metadata };
}

/** The rows of the accounts at `at` whose batch failed for good. */
const failed = (at: readonly number[]) => ({
  rows: at.map((i) => failedLookupRow({ index: i, raw: rawOf(i), input: rawOf(i) }, DOWN)),
  addressBook: new Map(),
  metadata: new Map(),
});

/** The raws the job was asked, by position: the request's, as the window sent them. */
const asked = (index: number) => ACCOUNTS[index]?.raw;

/** A batch as it reaches the page: made columns by the job owner, then structured-cloned. */
const crossing = (batch: {
  rows: LookupRow[];
  addressBook: AddressBookMap;
  metadata: MetadataMap;
}): RowColumns => structuredClone(columnsOfRows(batch.rows, batch.addressBook, batch.metadata, asked));

/**
 * What the page held after placing `batches` before it placed them from their columns (at 7efe5e6): each
 * batch read back into rows, parts and maps (`rowsOfColumns`), its address book entries copied once for
 * the map and the rows, its metadata interned, each row placed by its raw address.
 */
function placedTheOldWay(batches: readonly RowColumns[]) {
  const shared = new RowInterner();
  const rows: ResultRow[] = ACCOUNTS.map((requested, index) => pendingRow(index, requested));
  const addressBook = new Map<string, AddressBookEntry>();
  const metadata = new Map<string, MetadataEntry>();
  const addressKeys: string[] = [];
  const failures = new Map<string, AppErrorInfo>();
  const positions = new Map(ACCOUNTS.map((account, index) => [account.raw, index]));
  for (const columns of batches) {
    const read = rowsOfColumns(columns, (index, raw) => ACCOUNTS[index]?.input ?? raw, asked);
    const copies = new Map<AddressBookEntry, AddressBookEntry>();
    let key = 0;
    for (const [raw, entry] of read.addressBook) {
      if (!addressBook.has(raw) && !metadata.has(raw)) addressKeys.push(raw);
      const copy = shared.book(entry, raw, read.packed.bookFlags[key++]);
      copies.set(entry, copy);
      addressBook.set(raw, copy);
    }
    for (const [raw, entry] of read.metadata) {
      if (!addressBook.has(raw) && !metadata.has(raw)) addressKeys.push(raw);
      metadata.set(raw, shared.meta(entry));
    }
    read.rows.forEach((row, i) => {
      if (row.status === FAILED_STATUS) failures.set(row.raw, row.failure!);
      else failures.delete(row.raw);
      const meta = row.meta && (row.meta === read.metadata.get(row.raw) ? row.meta : shared.meta(row.meta));
      const book = row.book && (copies.get(row.book) ?? shared.book(row.book, row.raw));
      const position = rows[row.index]?.requested.raw === row.raw ? row.index : positions.get(row.raw);
      if (position === undefined) return;
      const { requested } = rows[position]!;
      rows[position] = placedRow(
        row,
        position,
        requested,
        shared,
        book,
        meta,
        read.packed.accounts[i] ?? null,
      );
    });
  }
  return { rows, addressBook, metadata, addressKeys, failed: failures, statusCounts: statusCounts(rows) };
}

/** The same batches placed from their columns, as the page places them now. */
function placedFromColumns(batches: readonly RowColumns[]): LookupOutcome {
  const builder = new RowBuilder({ key: 'k', accounts: ACCOUNTS, includeBoc: false, profileId: 'p' });
  for (const columns of batches) builder.place(columns, asked);
  builder.bound = { indexer: { profileId: 'p', name: 'n', baseUrl: 'u' }, policy: null!, lastBlock: null };
  return builder.outcome('complete', 0);
}

/** Which own fields of `value` are read through a getter (a compact record or entry, a lazy row). */
const getters = (value: object | null) =>
  value && Object.keys(value).filter((key) => Object.getOwnPropertyDescriptor(value, key)!.get);

/**
 * A row as every reader sees it: its JSON (what the exports and the log write, fields in their order),
 * its record's and entry's fields read one by one (the account page), which fields are getters (what
 * is held compactly), and whether its entries are the very ones of the lookup's maps.
 */
function seenRow(row: ResultRow, maps: Pick<LookupOutcome, 'addressBook' | 'metadata'>) {
  return {
    json: JSON.stringify(row),
    record: row.account && Object.entries(row.account),
    book: row.book && Object.entries(row.book),
    getters: [getters(row), getters(row.account), getters(row.book)],
    requested: row.requested === ACCOUNTS[row.index],
    sameBook: row.book !== null && row.book === maps.addressBook.get(row.raw),
    sameMeta: row.meta !== null && row.meta === maps.metadata.get(row.raw),
  };
}

/** What the page holds, as its readers see it. */
const seen = (
  held: Pick<LookupOutcome, 'rows' | 'addressBook' | 'metadata' | 'addressKeys' | 'failed' | 'statusCounts'>,
) => ({
  rows: held.rows.map((row) => seenRow(row, held)),
  addressBook: JSON.stringify([...held.addressBook]),
  bookGetters: [...held.addressBook.values()].map(getters),
  metadata: JSON.stringify([...held.metadata]),
  addressKeys: [...held.addressKeys].sort(),
  failed: [...held.failed],
  statusCounts: [...held.statusCounts].sort(),
});

/** The three batches of a lookup: one answered, one that failed, then the failed part answered on retry. */
const LOOKUP = (): RowColumns[] => {
  const first = Array.from({ length: 20 }, (_, i) => i);
  const rest = Array.from({ length: 16 }, (_, i) => 20 + i);
  return [crossing(answered(first)), crossing(failed(rest)), crossing(answered(rest.slice(0, 10)))];
};

describe('a batch placed straight from its columns (issue 35)', () => {
  it('holds exactly what placing the rows read back from the columns held: rows, maps, keys, failures, counts', () => {
    const batches = LOOKUP();
    const held = placedFromColumns(batches);
    expect(seen(held)).toEqual(seen(placedTheOldWay(batches)));
    // Every kind of row and entry is among them.
    const statuses = new Set(held.rows.map((row) => row.status));
    expect(statuses).toEqual(new Set(['active', 'uninit', 'frozen', 'not found', 'failed', 'pending']));
    expect(held.rows.some((row) => JSON.stringify(row.account).includes(HUGE))).toBe(true);
    expect(held.rows.filter((row) => row.token?.jettonMaster === MASTER).length).toBeGreaterThan(3);
    expect(held.rows.filter((row) => getters(row)!.includes('account')).length).toBeGreaterThan(10);
    expect(
      held.rows.filter((row) => row.account && !getters(row)!.includes('account')).length,
    ).toBeGreaterThan(0);
    expect(
      [...held.addressBook.values()].filter((entry) => getters(entry)!.length === 0).length,
    ).toBeGreaterThan(3);
    expect(held.failed.size).toBe(6);
  });

  it('places a row asked at another position than its address by its address, and drops one not asked', () => {
    // Rows 1 and 2 asked in each other's place; 39 answered as a position the request has not.
    const swapped = (i: number) => (i === 1 ? 2 : i === 2 ? 1 : i);
    const batch = answered([0, 1, 2, 3], swapped);
    const stray = answered([39]).rows[0]!;
    batch.rows.push({ ...stray, index: 45, raw: rawOf(45) });
    const columns = crossing(batch);
    // Their raws crossed: not the ones asked at those positions.
    expect(columns.raw?.filter((raw) => raw !== null)).toEqual([rawOf(1), rawOf(2), rawOf(45)]);
    const held = placedFromColumns([columns]);
    expect(seen(held)).toEqual(seen(placedTheOldWay([columns])));
    expect(held.rows.slice(0, 4).map((row) => [row.index, row.raw, row.input])).toEqual(
      [0, 1, 2, 3].map((i) => [i, rawOf(i), `typed #${i}`]),
    );
    expect(held.rows.filter((row) => row.status !== 'pending')).toHaveLength(4);
  });

  it('places a row whose entries crossed whole (handed on after their batch) with copies of its own', () => {
    const batch = answered([1, 4, 7]);
    batch.rows[2] = { ...batch.rows[2]!, meta: walletMeta(60) };
    batch.rows[1] = { ...batch.rows[1]!, book: { ...bookOf(4), domain: 'later.ton' } };
    const columns = crossing(batch);
    expect(columns.book.filter((entry) => typeof entry !== 'number')).toHaveLength(1);
    const held = placedFromColumns([columns]);
    expect(seen(held)).toEqual(seen(placedTheOldWay([columns])));
    expect(JSON.stringify(held.rows[7]!.meta)).toBe(JSON.stringify(walletMeta(60)));
    // The entry is the lookup's compact copy (its form written again from the address), not the map's.
    expect(getters(held.rows[4]!.book)).toEqual(['user_friendly']);
    expect(held.rows[4]!.book).not.toBe(held.addressBook.get(rawOf(4)));
    expect(held.rows[4]!.book?.domain).toBe('later.ton');
  });

  it('keeps hostile address book and metadata keys (`__proto__`, `constructor`, empty, huge) as plain keys of the lookup’s maps', () => {
    const batch = answered([0, 1]);
    batch.addressBook.set('__proto__', { user_friendly: 'proto', domain: null, interfaces: null });
    batch.metadata.set('__proto__', walletMeta(7));
    const huge = `0:${'F'.repeat(100_000)}`;
    for (const key of ['constructor', '', huge]) {
      batch.addressBook.set(key, { user_friendly: `book ${key.length}`, domain: null, interfaces: null });
      batch.metadata.set(key, walletMeta(8));
    }
    const held = placedFromColumns([crossing(batch)]);
    const { addressBook: book, metadata } = held;
    expect(JSON.stringify(book.get('__proto__'))).toBe(
      '{"user_friendly":"proto","domain":null,"interfaces":null}',
    );
    expect(JSON.stringify(metadata.get('__proto__'))).toBe(JSON.stringify(walletMeta(7)));
    for (const key of ['__proto__', 'constructor', '', huge]) {
      expect([...book.keys()].filter((k) => k === key)).toHaveLength(1);
      expect([...metadata.keys()].filter((k) => k === key)).toHaveLength(1);
      // The Address book screen lists each once.
      expect(held.addressKeys.filter((k) => k === key)).toHaveLength(1);
    }
    expect(book.get('constructor')?.user_friendly).toBe('book 11');
    expect(book.get('')?.user_friendly).toBe('book 0');
    expect(Object.getPrototypeOf(book)).toBe(Map.prototype);
  });
});
