/**
 * A lookup's packed parts held as columns (account-parts-store.ts): every record read back from its slot
 * — through the row built lazily from the parts its job packed, and through a record the page packed
 * itself (a reopened log entry's) — is the server's record exactly, field for field, across the columns'
 * chunks, with the values a lenient schema lets through (leading zeros, past 2^53, a negative or "-0"
 * lt, null amounts and hashes, either Base64 alphabet, padded or not, an address not the row's own).
 */
import { describe, expect, it } from 'vitest';
import type { AccountLookup, AccountState } from '../../shared/api/account-states';
import wallet from '../../shared/api/fixtures/F5_accountStates_synthetic_wallet_v3r2_no_boc.json';
import noCode from '../../shared/api/fixtures/F6b_accountStates_synthetic_uninit_frozen_nonexist.json';
import { accountAmount, accountField } from '../../shared/jobs/account-field';
import { answeredLookupRow, type LookupRow } from '../../shared/jobs/lookup-row';
import { batchAsColumns } from '../../shared/jobs/row-columns';
import { AccountPartsStore, BALANCE, LT } from './account-parts-store';
import { placedRows, type ResultRow } from './result-rows';
import { RowBuilder } from './row-builder';

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'A')}`;
/** A hash text of 32 bytes that differ from record to record, in either alphabet, padded or not. */
const hashOf = (i: number, salt: number) => {
  const bytes = new Uint8Array(32).map((_, k) => (i * 31 + k * 7 + salt) & 255);
  const text = Buffer.from(bytes).toString(i % 3 === 0 ? 'base64url' : 'base64');
  return i % 5 === 0 ? text.replace(/=$/, '') : text;
};

const DEPLOYED = (wallet as unknown as AccountLookup).accounts[0]!;
const accounts = (noCode as unknown as AccountLookup).accounts;
const NO_CODE = accounts.find((a) => a.status !== 'frozen')!;
const FROZEN = accounts.find((a) => a.status === 'frozen')!;

/** Amount texts the schema lets through, a few a kind: each kept exactly (as a number only where exact). */
const BALANCES = ['0', '1', '007', '9007199254740991', '9007199254740993', '1234567890123456789012345', null];
const LTS = ['0', '-5', '-0', '00', '9007199254740992', '47000000000001', null];

/** Record `i`: deployed, with no code, or frozen, each field varied with `i` (a hash null now and then). */
function record(i: number): AccountState {
  const base = [DEPLOYED, NO_CODE, FROZEN][i % 3]!;
  const over: Partial<Record<keyof AccountState, unknown>> = {
    address: i % 11 === 0 ? rawOf(i + 1_000_000) : rawOf(i),
    account_state_hash: hashOf(i, 1),
    balance: i % 4 === 0 ? BALANCES[(i / 4) % BALANCES.length] : String(i * 1_000_003),
    last_transaction_hash: i % 13 === 0 ? null : hashOf(i, 2),
    last_transaction_lt: i % 4 === 1 ? LTS[i % LTS.length] : String(i * 7),
    // Many distinct sets of shared fields, more than are looked for again per code hash.
    interfaces: i % 2 === 0 ? ['wallet_v3r2'] : [`iface_${i % 40}`],
  };
  if (base === DEPLOYED) over.data_hash = hashOf(i, 3);
  if (base === FROZEN) over.frozen_hash = hashOf(i, 4);
  return { ...base, ...over } as AccountState;
}

/** More records than the columns' first chunk and its growth hold: they span two chunks. */
const COUNT = 4_500;
const RECORDS = Array.from({ length: COUNT }, (_, i) => record(i));
const requested = RECORDS.map((_, i) => ({ raw: rawOf(i), input: rawOf(i), line: 1, column: 1, repeats: 0 }));
const rowsSent = (): LookupRow[] =>
  RECORDS.map((a, index) =>
    answeredLookupRow({ index, raw: rawOf(index), input: rawOf(index) }, a, null, new Map()),
  );

/** Every field a record has, and one it has not. */
const FIELDS = [
  ...new Set(RECORDS.flatMap((a) => Object.keys(a))),
  'no_such_field',
] as (keyof AccountState)[];

/** What a reader of a row sees of its record: each field, each amount as held (as text), the record's JSON. */
function readOf(row: Pick<ResultRow, 'account'>): unknown[] {
  const amounts = (['balance', 'last_transaction_lt'] as const).map((field) => {
    const held = accountAmount(row, field);
    return held === null || held === undefined ? held : String(held);
  });
  return [...FIELDS.map((field) => accountField(row, field)), ...amounts, JSON.stringify(row.account)];
}

/** Every row read as the records sent read: before their records are built, then after. */
function expectSentRecords(rows: readonly ResultRow[]): void {
  const sent = RECORDS.map((account) => readOf({ account }));
  expect(rows.map(readOf)).toEqual(sent);
  expect(rows.map(readOf)).toEqual(sent);
}

describe("a lookup's packed parts held as columns (issue 35)", () => {
  it('gives back every record packed by its job exactly, before and after the record is built', () => {
    const event = structuredClone(
      batchAsColumns({ rows: rowsSent(), addressBook: new Map(), metadata: new Map() }),
    );
    expect(event.columns.packed!.at.length).toBeGreaterThan(COUNT * 0.9);
    const builder = new RowBuilder({ key: 'k', accounts: requested, includeBoc: false, profileId: 'p' });
    builder.place(event.columns);
    builder.bound = { indexer: { profileId: 'p', name: 'n', baseUrl: 'u' }, policy: null!, lastBlock: null };
    expectSentRecords(builder.outcome('complete', 0).rows);
  });

  it('gives back every record the page packed itself exactly (a row that came with its record)', () => {
    expectSentRecords(placedRows(rowsSent(), requested));
  });

  it('holds any amount as it came: a number as that very double, NaN and texts beside', () => {
    const store = new AccountPartsStore();
    const amounts = [0, 2 ** 53 + 2, 1e21, -5, 0.5, Infinity, NaN, '007', null, undefined];
    const slots = amounts.map((amount, i) =>
      store.add(
        {
          address: null,
          hashes: String.fromCharCode(...new Array<number>(66).fill(i)),
          balance: amount,
          lt: amounts[amounts.length - 1 - i],
          extra_currencies: {},
          status: 'uninit',
          contract_methods: null,
          interfaces: null,
        },
        rawOf(i),
      ),
    );
    expect(slots.map((slot) => store.amount(slot, BALANCE))).toEqual(amounts);
    expect(slots.map((slot) => store.amount(slot, LT))).toEqual([...amounts].reverse());
  });
});
