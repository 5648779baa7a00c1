/**
 * A re-run's change marks, made batch by batch as the row builder places its rows (row-changes.ts), are
 * the marks `diffLookups` finds comparing the whole lists: after every batch, for the rows placed so far,
 * with an address answered twice, accounts not found on either side, and a logged lookup that has
 * accounts the re-run lacks (and lacks some the re-run has).
 */
import { describe, expect, it } from 'vitest';
import type { AccountState, MetadataEntry, MetadataMap } from '../../shared/api/account-states';
import { DEPLOYED, FROZEN, MASTER, METADATA } from '../../shared/api/fixtures/batch-parts';
import { answeredLookupRow, failedLookupRow, type LookupRow } from '../../shared/jobs/lookup-row';
import { columnsOfRows } from '../../shared/jobs/row-columns';
import type { KeptLookup } from '../../shared/lookup-log/log-entry';
import { diffLookups } from '../../shared/lookup-log/lookup-diff';
import { resultOf, type LookupOutcome, type LookupRequest, type RequestedAccount } from './lookup-outcome';
import { RowBuilder } from './row-builder';

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'D')}`;
/** The request: 12 accounts, each on its own line as typed. */
const ACCOUNTS: RequestedAccount[] = Array.from({ length: 12 }, (_, i) => rawOf(i)).map((raw, i) => ({
  raw,
  input: raw.toLowerCase(),
  line: i + 1,
  column: 1,
  repeats: 0,
}));

const record = (i: number, change: Partial<AccountState> = {}): AccountState => ({
  ...DEPLOYED,
  address: rawOf(i),
  balance: `${1_000 + i}`,
  last_transaction_lt: `${50 + i}`,
  ...change,
});

/** A jetton wallet's metadata entry holding `balance` base units of {@link MASTER}'s jetton. */
const walletMeta = (balance: string): MetadataEntry =>
  JSON.parse(
    `{"is_indexed":true,"token_info":[{"valid":true,"type":"jetton_wallets","extra":{"balance":"${balance}","jetton":"${MASTER}","owner":"${rawOf(0)}"}}]}`,
  ) as MetadataEntry;

/** {@link METADATA} and account 7's jetton wallet entry, as the checked answer holds metadata. */
const withMeta = (seven: MetadataEntry): MetadataMap =>
  new Map([...Object.entries(METADATA), [rawOf(7), seven]]);

/**
 * The logged lookup: accounts 0–7 (account 3 twice, the later answer counting), account 8 and 10 not
 * found, 9 and 11 not answered (their batch failed then), and account 50, which the re-run does not ask.
 * Account 7 is a jetton wallet of 500 base units.
 */
function loggedLookup(): KeptLookup {
  const metadata = withMeta(walletMeta('500'));
  return {
    accounts: [...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => record(i)), record(3, { balance: '7' }), record(50)],
    not_found: [rawOf(8), rawOf(10)],
    address_book: new Map(),
    metadata,
  };
}

const REQUEST: LookupRequest = {
  key: 'rerun',
  accounts: ACCOUNTS,
  includeBoc: false,
  profileId: 'p',
  baseline: { logId: 'log-1', createdAt: '2026-01-01T00:00:00.000Z', result: loggedLookup() },
};

/** A batch of the re-run: `answers` (index → its record now, or null: not found), `failed` indexes. */
function batch(
  answers: [number, AccountState | null][],
  failed: number[] = [],
  metadata: MetadataMap = new Map(),
) {
  const asked = (i: number) => ({ index: i, raw: rawOf(i), input: rawOf(i) });
  const rows: LookupRow[] = [
    ...answers.map(([i, state]) => answeredLookupRow(asked(i), state, null, metadata)),
    ...failed.map((i) => failedLookupRow(asked(i), { kind: 'network', message: 'down' })),
  ];
  return structuredClone(columnsOfRows(rows, new Map(), metadata, (index) => ACCOUNTS[index]?.raw));
}

/** The re-run's batches: what each row is now. */
const BATCHES = [
  // 0 the same, 1 balance, 2 status, 3 as the logged lookup's first answer (not its last), 4 gone, 5 lt.
  batch([
    [0, record(0)],
    [1, record(1, { balance: '1' })],
    [2, { ...FROZEN, address: rawOf(2), balance: '1002', last_transaction_lt: '52' }],
    [3, record(3)],
    [4, null],
    [5, record(5, { last_transaction_lt: '99' })],
  ]),
  batch([], [6, 7, 8, 9]),
  // Retried: 6 the same, 7's jetton balance moved, 8 appeared, 9 answered (the log had no answer), 10 still not found.
  batch(
    [
      [6, record(6)],
      [7, record(7)],
      [8, record(8)],
      [9, record(9, { balance: '0' })],
      [10, null],
    ],
    [],
    withMeta(walletMeta('800')),
  ),
  // Account 1 answered again: as it was logged, so it no longer counts as changed.
  batch([[1, record(1)]]),
];

const BOUND = { indexer: { profileId: 'p', name: 'n', baseUrl: 'u' }, policy: null!, lastBlock: null };

/** The marks as comparable data, and the whole-list comparison's for the same outcome. */
const marks = (changes: ReadonlyMap<string, unknown> | undefined) => [...(changes ?? [])].sort();
const whole = (outcome: LookupOutcome) => marks(diffLookups(REQUEST.baseline!.result, resultOf(outcome)));

describe('a re-run marked as its rows are placed', () => {
  it('has the marks of the whole-list comparison after every batch', async () => {
    const builder = await RowBuilder.allPending(REQUEST, () => Promise.resolve());
    builder.bound = BOUND;
    expect(builder.outcome('running', 0).changes?.size).toBe(0);
    for (const columns of BATCHES) {
      builder.place(columns, (index) => ACCOUNTS[index]?.raw);
      const outcome = builder.outcome('running', 0);
      expect(marks(outcome.changes)).toEqual(whole(outcome));
    }
    const last = builder.outcome('complete', 1);
    expect([...last.changes!.keys()].sort()).toEqual([2, 3, 4, 5, 7, 8].map(rawOf).sort());
    expect(last.changes!.get(rawOf(3))).toEqual({ balance: ['7', '1003'] });
    expect(last.changes!.get(rawOf(4))).toMatchObject({ disappeared: true });
    expect(last.changes!.get(rawOf(8))).toMatchObject({ appeared: true });
    expect(last.changes!.get(rawOf(7))).toEqual({ jettonBalance: [expect.any(String), expect.any(String)] });
  });

  it('keeps an earlier snapshot’s marks as they were', async () => {
    const builder = await RowBuilder.allPending(REQUEST, () => Promise.resolve());
    builder.bound = BOUND;
    builder.place(BATCHES[0]!, (index) => ACCOUNTS[index]?.raw);
    const first = builder.outcome('running', 0);
    const before = marks(first.changes);
    builder.place(BATCHES[3]!, (index) => ACCOUNTS[index]?.raw);
    const second = builder.outcome('running', 1);
    expect(marks(first.changes)).toEqual(before);
    expect(second.changes!.has(rawOf(1))).toBe(false);
    expect(first.changes!.has(rawOf(1))).toBe(true);
  });

  it('carries the marks into a retry of the failed part', async () => {
    const builder = await RowBuilder.allPending(REQUEST, () => Promise.resolve());
    builder.bound = BOUND;
    for (const columns of BATCHES.slice(0, 2)) builder.place(columns, (index) => ACCOUNTS[index]?.raw);
    const retried = new RowBuilder(REQUEST, builder.outcome('complete', 0));
    retried.place(BATCHES[2]!, (index) => ACCOUNTS[index]?.raw);
    const outcome = retried.outcome('complete', 1);
    expect(marks(outcome.changes)).toEqual(whole(outcome));
    expect(outcome.changes!.has(rawOf(1))).toBe(true);
  });
});
