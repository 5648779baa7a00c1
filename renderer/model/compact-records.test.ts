/**
 * Compact records built on the page from the parts the job packed before the rows crossed
 * (shared/jobs/packed-records.ts `packBatch`, as the job owner sends a batch): what every reader of a
 * row sees — the JSON export and the log (`JSON.stringify`), a spread, a structured clone, the keys, the
 * detail dialog's field list (`Object.entries`), a `for…in` walk, the schema's parse (a reopened log entry,
 * a message checked on arrival) — is the server's record and entry exactly, and a record or an entry that would not come back exactly
 * crosses as sent and stays so.
 */
import { Address } from '@ton/core';
import { describe, expect, it, vi } from 'vitest';
import {
  accountStateSchema,
  addressBookEntrySchema,
  type AccountLookup,
  type AccountState,
  type AddressBookEntry,
  type MetadataEntry,
} from '../../shared/api/account-states';
import wallet from '../../shared/api/fixtures/F5_accountStates_synthetic_wallet_v3r2_no_boc.json';
import noCode from '../../shared/api/fixtures/F6b_accountStates_synthetic_uninit_frozen_nonexist.json';
import { NOT_PACKED, packBatch } from '../../shared/jobs/packed-records';
import { batchAsColumns } from '../../shared/jobs/row-columns';
import { answeredLookupRow } from '../../shared/jobs/lookup-row';
import { accountAmount, accountField, hasAccount } from '../../shared/jobs/account-field';
import { summarizeLookup } from '../../shared/jobs/lookup-summary';
import { RowBuilder } from './row-builder';
import { rowSearchText, visibleRows, type ResultRow } from './result-rows';

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'A')}`;
const hashOf = (fill: number, urlSafe = false) =>
  Buffer.from(new Uint8Array(32).fill(fill)).toString(urlSafe ? 'base64url' : 'base64');
/** Same bytes as hashOf(7), another text: the last character's stray low bits (the schema lets it through). */
const STRAY_BITS = `${hashOf(7).slice(0, 42)}d=`;

/** Records as an indexer sends them (shared/api/fixtures): a deployed wallet, an uninit account. */
const DEPLOYED = (wallet as unknown as AccountLookup).accounts[0]!;
const NO_CODE = (noCode as unknown as AccountLookup).accounts[0]!;

/** A deployed account's record as the indexer sends it, as account `i`, with `over` changed. */
const deployed = (i: number, over: Partial<Record<keyof AccountState, unknown>> = {}) =>
  ({ ...DEPLOYED, address: rawOf(i), ...over }) as AccountState;

/** An account with no code (uninit): no data or code hash. */
const uninit = (i: number): AccountState => ({ ...NO_CODE, address: rawOf(i) });

/** A frozen account (no code, a frozen hash after its status), as account `i`, with `over` changed. */
const FROZEN = (noCode as unknown as AccountLookup).accounts.find((a) => a.status === 'frozen')!;
const frozen = (i: number, over: Partial<Record<keyof AccountState, unknown>> = {}) =>
  ({ ...FROZEN, address: rawOf(i), ...over }) as AccountState;

/** The records of one batch: usual ones, and each kind of value that must stay as sent. */
const RECORDS: AccountState[] = [
  deployed(0),
  uninit(1),
  deployed(2, { account_state_hash: STRAY_BITS }),
  deployed(3, { data_hash: STRAY_BITS }),
  deployed(4, { balance: '007', last_transaction_lt: '9007199254740993' }),
  deployed(5, { data_hash: null }),
  { ...deployed(6), future_field: 'x' } as AccountState,
  // The usual fields in another order.
  Object.assign({ status: 'active' }, deployed(7)),
  // An address that is not the one asked (sent along with the parts, not taken from the row).
  deployed(8, { address: rawOf(99) }),
  frozen(9),
  frozen(10, { frozen_hash: STRAY_BITS }),
  frozen(11, { frozen_hash: hashOf(3, true).slice(0, 43) }),
];

/** Entry `i`'s form: the app's own encoding of the account's address, or another text. */
const friendly = (i: number, bounceable: boolean, testOnly: boolean, urlSafe = true) =>
  Address.parseRaw(rawOf(i)).toString({ urlSafe, bounceable, testOnly });

/** A form with its last character changed: 48 characters that start as the app's do, but not its encoding. */
const wrongCheck = (form: string) => form.slice(0, 47) + (form.endsWith('A') ? 'B' : 'A');

/** One batch's rows and address book as the lookup job emits them. */
function batch() {
  const addressBook = new Map<string, AddressBookEntry>();
  RECORDS.forEach((record, i) => {
    const forms = [
      friendly(i, true, false),
      friendly(i, false, true),
      wrongCheck(friendly(i, true, true)),
      friendly(i + 1, true, false),
    ];
    addressBook.set(rawOf(i), { user_friendly: forms[i % 4]!, domain: null, interfaces: [] });
  });
  const rows = RECORDS.map((record, index) =>
    answeredLookupRow(
      { index, raw: rawOf(index), input: rawOf(index) },
      record,
      addressBook.get(rawOf(index))!,
      new Map(),
    ),
  );
  return { rows, addressBook, metadata: new Map<string, MetadataEntry>() };
}

/** The keys a `for…in` walk gives, inherited enumerable ones included. */
function walked(value: object): string {
  const keys: string[] = [];
  for (const key in value) keys.push(key);
  return keys.join();
}

/** What the schema's parse gives of `value`: its output, or where and why it refuses it. */
function parsed(value: unknown, schema: typeof accountStateSchema | typeof addressBookEntrySchema): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues;
}

/**
 * What every reader of a value sees: its JSON text, its spread copy's, its structured clone's, its keys,
 * its entries (the detail dialog lists a record's fields so), a `for…in` walk's keys, and what the schema
 * (`schema`, when given) reads of it.
 */
const seen = (value: object, schema?: typeof accountStateSchema | typeof addressBookEntrySchema) => [
  JSON.stringify(value),
  JSON.stringify({ ...value }),
  JSON.stringify(structuredClone(value)),
  Object.keys(value).join(),
  JSON.stringify(Object.entries(value)),
  walked(value),
  ...(schema ? [JSON.stringify(parsed(value, schema))] : []),
];
const seenAccount = (value: object) => seen(value, accountStateSchema);
const seenEntry = (value: object) => seen(value, addressBookEntrySchema);

/** One batch packed as its job packs it, cloned as it crosses and placed: the rows, and the batch as sent. */
function placedBatch() {
  const sent = batch();
  const expected = structuredClone(sent);
  const event = structuredClone(batchAsColumns(sent));
  const accounts = RECORDS.map((_, i) => ({
    raw: rawOf(i),
    input: rawOf(i),
    line: 1,
    column: 1,
    repeats: 0,
  }));
  const builder = new RowBuilder({ key: 'k', accounts, includeBoc: false, profileId: 'p' });
  builder.place(event.columns);
  builder.bound = { indexer: { profileId: 'p', name: 'n', baseUrl: 'u' }, policy: null!, lastBlock: null };
  return { ...builder.outcome('complete', 0), expected };
}

/** Every field a record may have (the schema's), and one no record has. */
const FIELDS = [
  ...Object.keys(accountStateSchema.shape),
  'future_field',
  'no_such_field',
] as (keyof AccountState)[];

/** `row` with its fields as plain data: what a row whose record was sent whole looks like to a reader. */
const plainRow = (row: ResultRow) => ({ ...row, account: row.account && { ...row.account } });

describe('compact records built from the parts the job packed (issue 35)', () => {
  it("gives every reader the server's record and entry exactly; what would not come back exactly stays as sent", () => {
    const { rows, addressBook, expected } = placedBatch();
    rows.forEach((row, i) => {
      expect(seenAccount(row.account!)).toEqual(seenAccount(expected.rows[i]!.account!));
      expect(seenEntry(row.book!)).toEqual(seenEntry(expected.addressBook.get(row.raw)!));
      expect(seenEntry(addressBook.get(row.raw)!)).toEqual(seenEntry(expected.addressBook.get(row.raw)!));
    });
    // Compact (a getter where a packed field stands) exactly for the two usual records.
    const compact = rows.map(
      (row) => Object.getOwnPropertyDescriptor(row.account, 'balance')?.get !== undefined,
    );
    expect(compact).toEqual([true, true, false, false, true, false, false, false, true, true, false, true]);
    // An entry's form is flags when it is the app's own URL-safe encoding of that very address.
    const flagged = rows.map(
      (row) => Object.getOwnPropertyDescriptor(row.book, 'user_friendly')?.get !== undefined,
    );
    expect(flagged).toEqual([true, true, false, false, true, true, false, false, true, true, false, false]);
  });

  it('crosses a record that packs as its parts alone, and leaves the batch the job keeps as it was', () => {
    const sent = batch();
    const before = JSON.stringify(sent);
    const { rows, packed } = packBatch(sent);
    expect(JSON.stringify(sent)).toBe(before);
    expect(rows.map((row) => row.account === null)).toEqual(packed.accounts.map((parts) => parts !== null));
    // The parts hold no hash text: three hashes are 99 one-byte characters.
    expect(JSON.stringify(packed.accounts[0])).not.toContain(DEPLOYED.account_state_hash);
    expect(packed.accounts[0]!.hashes).toHaveLength(99);
    expect(packed.accounts[1]!.hashes).toHaveLength(66);
    // A frozen account's three hashes (its frozen hash the third) and the one character that says so.
    expect(packed.accounts[9]!.hashes).toHaveLength(100);
    // The row's own address is not sent twice; another one is sent.
    expect(packed.accounts.map((parts) => parts?.address)).toEqual([
      null,
      null,
      undefined,
      undefined,
      null,
      undefined,
      undefined,
      undefined,
      rawOf(99),
      null,
      undefined,
      null,
    ]);
    expect(packed.bookFlags.map((flags) => flags !== NOT_PACKED)).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('answers one field of a record held as parts exactly as the record does, before and after it is built', () => {
    const { rows, expected } = placedBatch();
    // Read first through the single-field path (nothing built yet), then through the record itself.
    const fieldsOf = (row: ResultRow) => FIELDS.map((field) => accountField(row, field));
    const before = rows.map(fieldsOf);
    const records = rows.map((row) => row.account);
    expect(before).toEqual(expected.rows.map((row) => FIELDS.map((field) => row.account![field])));
    expect(rows.map(fieldsOf)).toEqual(before);
    // Built once: the same record on every read.
    expect(rows.map((row) => row.account)).toEqual(records);
    rows.forEach((row, i) => expect(row.account).toBe(records[i]));
    expect(rows.map(hasAccount)).toEqual(rows.map(() => true));
  });

  it('answers a balance and lt as held: the number whose text the record gives, before and after it is built', () => {
    const { rows, expected } = placedBatch();
    const amounts = () =>
      rows.map((row) => [accountAmount(row, 'balance'), accountAmount(row, 'last_transaction_lt')]);
    const before = amounts();
    // Held as numbers where they write back exactly (the summary reads these, writing no text a row).
    expect(before[0]!.map((amount) => typeof amount)).toEqual(['number', 'number']);
    // '007' and 2^53 + 1 stay text.
    expect(before[4]).toEqual(['007', '9007199254740993']);
    const texts = expected.rows.map((row) => [row.account!.balance, row.account!.last_transaction_lt]);
    const written = (held: unknown[][]) =>
      held.map((pair) => pair.map((amount) => (typeof amount === 'number' ? String(amount) : amount)));
    expect(written(before)).toEqual(texts);
    rows.forEach((row) => row.account);
    expect(written(amounts())).toEqual(texts);
  });

  it('gives every reader of a row whose record is built lazily what a row with a plain record gives', () => {
    const { rows } = placedBatch();
    // Row 2's record would not come back exactly: it crossed whole, and its row is a plain one.
    expect(Object.getOwnPropertyDescriptor(rows[2], 'account')?.get).toBeUndefined();
    const fieldOrder = Object.keys(rows[2]!).join();
    for (const row of rows) {
      // Before its record is built (a spread, a clone or the JSON text builds it), and after.
      expect(Object.keys(row).join()).toBe(fieldOrder);
      const before = seen(row);
      expect(before).toEqual(seen(plainRow(row)));
      expect(seen(row)).toEqual(before);
    }
  });

  it('the readers of every row (summary, balance and lt, search, kind of address) build no record', () => {
    const { rows, expected } = placedBatch();
    // Building a compact record defines its getters: reading one field of each row must define none.
    const define = vi.spyOn(Object, 'defineProperty');
    const bySort = (of: readonly ResultRow[]) =>
      visibleRows(of, { key: 'balance', direction: 'desc' }, 'all', '').map((row) => row.index);
    let read: unknown[];
    try {
      read = [
        summarizeLookup(rows),
        bySort(rows),
        rows.map(rowSearchText),
        rows.map((row) => accountField(row, 'last_transaction_lt')),
      ];
      expect(define).not.toHaveBeenCalled();
    } finally {
      define.mockRestore();
    }
    // And they read what they read of plain records (the rows' records built now).
    const plain = rows.map(plainRow) as ResultRow[];
    expect(read).toEqual([
      summarizeLookup(plain),
      bySort(plain),
      plain.map(rowSearchText),
      expected.rows.map((row) => row.account!.last_transaction_lt),
    ]);
  });
});
