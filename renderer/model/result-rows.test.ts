import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedLookupSchema } from '../../shared/api/account-states';
import { compareDecimalText } from '../../shared/format/amounts';
import { finishedOutcome } from './finished-outcome';
import { rowOfRaw, type RequestedAccount } from './lookup-outcome';
import { balanceText } from './balance-text';
import { addressForms } from '../../shared/address/address-codec';
import { addressBookKeys, addressBookKeysInSlices } from './address-book-rows';
import { LookupAnswer } from '../../shared/jobs/lookup-answer';
import { batchAsColumns, columnsOfRows } from '../../shared/jobs/row-columns';
import {
  balanceSortKey,
  fillSearchTexts,
  ltSortKey,
  kindOptions,
  pendingRow,
  placedRow,
  placedRows,
  rowKind,
  rowSearchText,
  SEARCH_TEXT_SLICE,
  statusFilterCount,
  visibleRows,
  type ResultRow,
  type RowFacts,
  type SearchTexts,
} from './result-rows';
import { exportRecords } from '../../shared/export/export-record';
import { kindLabel } from '../../shared/contracts/kinds';
import { identifyContract } from '../../shared/contracts/identify';
import { rowAddress } from './use-address-display';
import { rowLookAlike } from './row-look-alike';
import { RowBuilder } from './row-builder';
import { quickCounts } from './quick-counter';
import { tokenLabel } from '../../shared/format/token-summary';

// Real address book / metadata of USDT jetton wallets (docs/indexer-api.md F3a, recorded mainnet traces),
// with account records in the shape the indexer emits (F5/F6b).
const OWNER = '0:4E3664FAEE814FBDB6C1CB36D72BAC52D15E186C11ECD664FE1B3F1A7CFD801D';
const JETTON_WALLET = '0:9F27AD7DB6C58CBFE24C03BE35766209DCA0292BB7E45482F8B5912FA11BF300';
const USDT_MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const NONEXIST = '-1:3333333333333333333333333333333333333333333333333333333333333333';
const UNKNOWN = '0:B0F304AFC40FF2445F48B3C9D1F3337109633FFBA639E723A000ABD189B5F1C4';
const HASH = 'RgAvzmATiYRNS8GJ102gwwSjwJmQ0ZBBUHXUkayIIiE=';
/** Code hashes of the known-codes table: wallet v4r2, the token-contract jetton minter. */
const V4R2_HASH = 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0';
const MINTER_HASH = 'f95ba0330b38cdf3459b1e811e5fc6fa6cfee566d7b764455c0468140365a737';

const account = (address: string, status: string, balance: string) => ({
  address,
  account_state_hash: HASH,
  balance,
  extra_currencies: {},
  status,
  last_transaction_hash: HASH,
  last_transaction_lt: '23692407000001',
  contract_methods: null,
  interfaces: [],
});

const result = checkedLookupSchema.parse({
  // The server's order is not the request's: rows must follow the request.
  accounts: [
    account(NONEXIST, 'nonexist', '0'),
    account(JETTON_WALLET, 'active', '100000000'),
    account(OWNER, 'active', '18446744073709551617'),
  ],
  address_book: {
    [OWNER]: {
      user_friendly: 'UQBONmT67oFPvbbByzbXK6xS0V4YbBHs1mT-Gz8afP2AHdyt',
      domain: null,
      interfaces: ['wallet_v3r2'],
    },
    [JETTON_WALLET]: {
      user_friendly: 'EQCfJ619tsWMv-JMA741dmIJ3KApK7fkVIL4tZEvoRvzAGpu',
      domain: null,
      interfaces: ['jetton_wallet_governed'],
    },
    [NONEXIST]: {
      user_friendly: 'Uf8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMxYA',
      domain: 'tolya.ton',
      interfaces: null,
    },
  },
  metadata: {
    [JETTON_WALLET]: {
      is_indexed: true,
      token_info: [
        {
          valid: true,
          type: 'jetton_wallets',
          extra: { balance: '4100100', jetton: USDT_MASTER, owner: OWNER },
        },
      ],
    },
    [USDT_MASTER]: {
      is_indexed: true,
      token_info: [
        {
          valid: true,
          type: 'jetton_masters',
          name: 'Tether USD',
          symbol: 'USD₮',
          is_scam: false,
          extra: { decimals: '6' },
        },
      ],
    },
  },
  not_found: [UNKNOWN],
});

const requested = (raw: string, input: string): RequestedAccount => ({
  raw,
  input,
  line: 1,
  column: 1,
  repeats: 0,
});
const PROFILE = { profileId: 'local', name: 'Local indexer', baseUrl: 'http://127.0.0.1:8787' };
const accounts = [
  requested(OWNER, 'UQBONmT67oFPvbbByzbXK6xS0V4YbBHs1mT-Gz8afP2AHdyt'),
  requested(UNKNOWN, UNKNOWN),
  requested(JETTON_WALLET, JETTON_WALLET),
  requested(NONEXIST, 'Uf8z…'),
];
/** The lookup's one answer, as its job made it: one batch, the server's order. */
const answer = LookupAnswer.of({ mode: 'record' }, accounts);
answer.add([...result.accounts.map((a) => a.address), ...result.not_found], result);
const outcome = finishedOutcome({ accounts, answer, profile: PROFILE });

describe("a finished lookup's rows", () => {
  const rows = outcome.rows;

  it('keeps request order and shows not-found addresses as rows', () => {
    expect(rows.map((r) => [r.raw, r.status])).toEqual([
      [OWNER, 'active'],
      [UNKNOWN, 'not found'],
      [JETTON_WALLET, 'active'],
      [NONEXIST, 'nonexist'],
    ]);
  });

  it('names a jetton wallet after its master, with the wallet balance in token units', () => {
    const wallet = rows[2]!;
    expect(tokenLabel(wallet.token)).toBe('Tether USD (USD₮) · jetton wallet');
    expect(wallet.token?.jettonBalance).toBe('4.1001');
  });

  it('never shows a nonexist or unknown account as a 0 balance', () => {
    expect(balanceText(rows[3]!)).toMatchObject({ text: 'no account', real: false });
    expect(balanceText(rows[1]!)).toMatchObject({ text: '—', real: false });
    expect(balanceText(rows[0]!)).toMatchObject({ text: '18,446,744,073.709551617 TON', real: true });
  });
});

describe('a reopened entry made a slice at a time (no long task on the page)', () => {
  it('sorts the address book keys as one sort does, including keys only the metadata has', async () => {
    const key = fc.stringMatching(/^-?[0-9]:[0-9A-F]{1,4}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(key),
        fc.uniqueArray(key),
        fc.integer({ min: 1, max: 7 }),
        async (bookKeys, metaKeys, slice) => {
          const book = new Map(bookKeys.map((k) => [k, result.address_book.get(OWNER)!]));
          const metadata = new Map(metaKeys.map((k) => [k, result.metadata.get(USDT_MASTER)!]));
          const sliced = await addressBookKeysInSlices(book, metadata, async () => undefined, slice);
          expect(sliced).toEqual(addressBookKeys(book, metadata));
        },
      ),
    );
  });
});

/** A builder for the outcome's request, bound as its job answered. */
const builderOf = () => {
  const builder = new RowBuilder(outcome.request);
  builder.bound = outcome.bound;
  return builder;
};

describe('RowBuilder while a lookup streams in', () => {
  const error = {
    kind: 'http' as const,
    status: 502,
    message: 'The indexer at 127.0.0.1 answered HTTP 502 Bad Gateway.',
  };
  const owner = result.accounts.find((a) => a.address === OWNER)!;
  const nonexist = result.accounts.find((a) => a.address === NONEXIST)!;
  const batch = (raws: string[], found: (typeof owner)[], notFound: string[] = []) => ({
    raws,
    answer: {
      accounts: found,
      address_book: result.address_book,
      metadata: result.metadata,
      not_found: notFound,
    },
  });
  /** The lookup job's side: its one answer, whose rows each batch's event carries. */
  const jobAnswer = () => LookupAnswer.of({ mode: 'record' }, accounts);
  const land = (builder: RowBuilder, answer: LookupAnswer, step: ReturnType<typeof batch>) => {
    builder.place(structuredClone(batchAsColumns(answer.add(step.raws, step.answer))).columns);
  };
  const fail = (builder: RowBuilder, answer: LookupAnswer, raws: string[]) =>
    builder.place(columnsOfRows(answer.fail(raws, error), new Map(), new Map()));

  it('shows accounts whose batch has not arrived as pending and those whose batch failed as failed, with the reason', () => {
    const builder = builderOf();
    const job = jobAnswer();
    land(builder, job, batch([OWNER], [owner]));
    fail(builder, job, [JETTON_WALLET]);
    const partial = builder.outcome('running', 1);
    expect(partial.rows.map((r) => [r.raw, r.status])).toEqual([
      [OWNER, 'active'],
      [UNKNOWN, 'pending'],
      [JETTON_WALLET, 'failed'],
      [NONEXIST, 'pending'],
    ]);
    expect(partial.rows[2]!.failure).toEqual(error);
    expect(Object.fromEntries(partial.statusCounts)).toEqual({ active: 1, pending: 2, failed: 1 });
    expect(
      visibleRows(partial.rows, { key: 'input', direction: 'asc' }, 'failed', '').map((r) => r.raw),
    ).toEqual([JETTON_WALLET]);
    expect(balanceText(partial.rows[1]!)).toMatchObject({ real: false });
  });

  it('builds each row once, when its batch lands, and the rows match those of the whole answer at the end', () => {
    const builder = builderOf();
    const job = jobAnswer();
    const before = builder.outcome('running', 1);
    expect(builder.outcome('running', 2)).toBe(before); // nothing changed: the same snapshot
    land(builder, job, batch([OWNER, UNKNOWN], [owner], [UNKNOWN]));
    const middle = builder.outcome('running', 3);
    expect(middle.rows[0]).not.toBe(before.rows[0]);
    expect(middle.rows[2]).toBe(before.rows[2]); // not in the batch: the same row object
    fail(builder, job, [JETTON_WALLET, OWNER]); // an answered row keeps its answer
    builder.clearFailed([JETTON_WALLET]); // being retried: pending again
    land(
      builder,
      job,
      batch([JETTON_WALLET, NONEXIST], [result.accounts.find((a) => a.address === JETTON_WALLET)!, nonexist]),
    );
    const done = builder.outcome('complete', 4);
    expect(done.rows.map((r) => [r.raw, r.status, r.token?.name ?? null])).toEqual(
      outcome.rows.map((r) => [r.raw, r.status, r.token?.name ?? null]),
    );
    expect(done.rows.map(rowSearchText)).toEqual(outcome.rows.map(rowSearchText));
    expect(done.failed.size).toBe(0);
    expect(Object.fromEntries(done.statusCounts)).toEqual(Object.fromEntries(outcome.statusCounts));
    // The address book's keys, merged snapshot by snapshot, come out as one sort of all of them does.
    expect(done.addressKeys).toEqual(outcome.addressKeys);
    // Every snapshot finds a row by its raw address (the screens' lookup, no map of rows built per screen).
    expect(rowOfRaw(done, NONEXIST)).toBe(done.rows[3]);
    expect(rowOfRaw(before, NONEXIST)).toBe(before.rows[3]);
    expect(rowOfRaw(done, 'not asked')).toBeUndefined();
  });

  it('a builder made in slices starts with the same pending rows as one made at once', async () => {
    let pauses = 0;
    const sliced = await RowBuilder.allPending(outcome.request, async () => void (pauses += 1));
    sliced.bound = outcome.bound;
    const once = builderOf();
    expect(pauses).toBeGreaterThan(0);
    const [a, b] = [sliced.outcome('running', 1), once.outcome('running', 1)];
    expect(a.rows).toEqual(b.rows);
    expect(a.statusCounts).toEqual(b.statusCounts);
  });

  it('accounts an answer cut at a row cap left unanswered stay pending (they are asked again), the others land', () => {
    const builder = builderOf();
    const cut = {
      ...batch([OWNER, UNKNOWN, JETTON_WALLET], [owner], [UNKNOWN]).answer,
      unanswered: [JETTON_WALLET],
    };
    land(builder, jobAnswer(), { raws: [OWNER, UNKNOWN, JETTON_WALLET], answer: cut });
    expect(builder.outcome('running', 1).rows.map((r) => r.status)).toEqual([
      'active',
      'not found',
      'pending',
      'pending',
    ]);
  });

  it('an account whose batch failed and whose answer lands after all is no longer listed as failed', () => {
    const builder = builderOf();
    const job = jobAnswer();
    fail(builder, job, [UNKNOWN, OWNER]);
    expect([...builder.outcome('running', 1).failed.keys()]).toEqual([UNKNOWN, OWNER]);
    land(builder, job, batch([OWNER], [owner]));
    const landed = builder.outcome('running', 2);
    expect([...landed.failed.keys()]).toEqual([UNKNOWN]);
    expect(landed.rows.map((r) => r.status)).toEqual(['active', 'failed', 'pending', 'pending']);
  });

  it('retrying the failed part starts from the earlier outcome and leaves it as it was', () => {
    const builder = builderOf();
    const job = jobAnswer();
    fail(builder, job, [UNKNOWN]);
    const earlier = builder.outcome('complete', 1);
    const retry = new RowBuilder(outcome.request, earlier);
    retry.clearFailed([UNKNOWN]);
    land(retry, job, batch([UNKNOWN], [], [UNKNOWN]));
    expect(retry.outcome('complete', 2).rows[1]!.status).toBe('not found');
    expect(earlier.rows[1]!.status).toBe('failed');
    expect(earlier.failed.has(UNKNOWN)).toBe(true);
  });
});

describe('visibleRows', () => {
  const rows = outcome.rows;

  it('sorts balances as integers, beyond float precision; a nonexist "0" sorts as no balance, as it shows', () => {
    const byBalance = visibleRows(rows, { key: 'balance', direction: 'desc' }, 'all', '');
    // The nonexist account's "0" is no money (its cell says "no account"): it sorts with the
    // not-found address, below every real balance, the two in input order.
    expect(byBalance.map((r) => r.raw)).toEqual([OWNER, JETTON_WALLET, UNKNOWN, NONEXIST]);
    const zero = {
      ...rows[0]!,
      raw: 'zero',
      status: 'frozen',
      account: { ...rows[0]!.account!, balance: '0' },
    };
    const ascending = visibleRows([...rows, zero], { key: 'balance', direction: 'asc' }, 'all', '');
    expect(ascending.map((r) => r.raw)).toEqual([UNKNOWN, NONEXIST, 'zero', JETTON_WALLET, OWNER]);
  });

  it('sorts by balance in the very order two BigInts a comparison gave, on any balance the schema lets through', () => {
    // The order before the sort read a key once per row: compareDecimalText of each pair, ties in input order.
    const balanceOf = (row: ResultRow) => (row.status === 'nonexist' ? null : (row.account?.balance ?? null));
    const bigIntOrder = (list: ResultRow[], sign: number) =>
      [...list].sort((a, b) => sign * compareDecimalText(balanceOf(a), balanceOf(b)) || a.index - b.index);
    const status = fc.constantFrom('active', 'uninit', 'frozen', 'nonexist', 'not found');
    // Unsigned decimal text as the schema lets it through: leading zeros, short, long, equal lengths.
    const balance = fc.oneof(
      fc.stringMatching(/^\d{1,3}$/),
      fc.stringMatching(/^0{0,3}[1-9]\d{0,40}$/),
      fc.stringMatching(/^[1-9]\d{250,270}$/),
      fc.constantFrom('0', '00', '1', '01', '9'.repeat(19), `1${'0'.repeat(19)}`),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(status, balance), { maxLength: 60 }), (drawn) => {
        const list: ResultRow[] = drawn.map(([s, b], index) => ({
          ...rows[0]!,
          index,
          raw: `row-${index}`,
          status: s,
          account: s === 'not found' ? null : { ...rows[0]!.account!, balance: b },
        }));
        for (const direction of ['asc', 'desc'] as const) {
          const sorted = visibleRows(list, { key: 'balance', direction }, 'all', '');
          expect(sorted.map((r) => r.index)).toEqual(
            bigIntOrder(list, direction === 'asc' ? 1 : -1).map((r) => r.index),
          );
          const byColumn = visibleRows(list, { key: 'balance', direction }, 'all', '', {
            sortKey: balanceSortKey,
          });
          expect(byColumn).toEqual(sorted);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('sorts by lt in the very order two BigInts a comparison gave, a signed or unreadable lt included', () => {
    // The lt column's order before it had a key: compareDecimalText of each pair, ties in input order.
    const ltOf = (row: ResultRow) => row.account?.last_transaction_lt ?? null;
    const lt = fc.oneof(
      fc.stringMatching(/^-?0{0,2}\d{1,20}$/),
      fc.stringMatching(/^-?[1-9]\d{250,270}$/),
      fc.constantFrom('0', '-0', '00', '-1', '1', '9'.repeat(20), `-${'9'.repeat(20)}`, '', 'x1'),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), lt), { maxLength: 60 }), (drawn) => {
        const list: ResultRow[] = drawn.map(([found, t], index) => ({
          ...rows[0]!,
          index,
          raw: `row-${index}`,
          account: found ? { ...rows[0]!.account!, last_transaction_lt: t } : null,
        }));
        for (const sign of [1, -1]) {
          const direction = sign === 1 ? 'asc' : 'desc';
          const byKey = visibleRows(list, { key: 'last-tx', direction }, 'all', '', { sortKey: ltSortKey });
          const byBigInts = [...list].sort(
            (a, b) => sign * compareDecimalText(ltOf(a), ltOf(b)) || a.index - b.index,
          );
          expect(byKey.map((r) => r.index)).toEqual(byBigInts.map((r) => r.index));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('orders balances of 65,536 digits and more by their length too', () => {
    const longest = (balance: string, index: number): ResultRow => ({
      ...rows[0]!,
      index,
      account: { ...rows[0]!.account!, balance },
    });
    const list = [longest(`1${'0'.repeat(65_536)}`, 0), longest('9'.repeat(65_536), 1), longest('7', 2)];
    expect(visibleRows(list, { key: 'balance', direction: 'desc' }, 'all', '').map((r) => r.index)).toEqual([
      0, 1, 2,
    ]);
  });

  it('filters by status and by text over domain and token name', () => {
    expect(visibleRows(rows, { key: 'input', direction: 'asc' }, 'not found', '').map((r) => r.raw)).toEqual([
      UNKNOWN,
    ]);
    expect(visibleRows(rows, { key: 'input', direction: 'asc' }, 'all', 'TOLYA').map((r) => r.raw)).toEqual([
      NONEXIST,
    ]);
    expect(visibleRows(rows, { key: 'input', direction: 'asc' }, 'all', 'tether').map((r) => r.raw)).toEqual([
      JETTON_WALLET,
    ]);
    // A piece of the raw address, in either case.
    expect(
      visibleRows(rows, { key: 'input', direction: 'asc' }, 'all', '0:b0f304a').map((r) => r.raw),
    ).toEqual([UNKNOWN]);
    expect(visibleRows(rows, { key: 'input', direction: 'asc' }, 'all', '-1:333').map((r) => r.raw)).toEqual([
      NONEXIST,
    ]);
  });
});

describe('the quick filters', () => {
  it('count each status from the counts: all, one status, and "other" for statuses the filters do not name', () => {
    const counts = new Map([
      ['active', 3],
      ['not found', 1],
      ['suspended', 2],
    ]);
    expect(statusFilterCount(counts, 'all', 6)).toBe(6);
    expect(statusFilterCount(counts, 'active', 6)).toBe(3);
    expect(statusFilterCount(counts, 'pending', 6)).toBe(0);
    expect(statusFilterCount(counts, 'other', 6)).toBe(2);
    // The same rows visibleRows shows under "other".
    const suspended = { ...outcome.rows[0]!, status: 'suspended' };
    expect(
      visibleRows([...outcome.rows, suspended], { key: 'input', direction: 'asc' }, 'other', ''),
    ).toEqual([suspended]);
  });

  it('lists the kinds by name, as the Kind column writes them, each with its number of rows', () => {
    const kinds = new Map(
      (
        [
          ['wallet_v5r1', 3],
          ['jetton_wallet', 1200],
          ['dns_item', 1],
          ['not_deployed', 5],
          ['wallet_highload_v3', 2],
        ] as const
      ).map(([key, rows]) => [
        key,
        { label: key === 'not_deployed' ? 'not deployed' : kindLabel(key), rows },
      ]),
    );
    expect(kindOptions(kinds).map((o) => [o.label, o.rows])).toEqual([
      ['DNS item (domain)', 1],
      ['highload wallet v3', 2],
      ['jetton wallet', 1200],
      ['not deployed', 5],
      ['wallet v5r1', 3],
    ]);
  });
});

describe('one account, one spelling (issue 16)', () => {
  const rows = outcome.rows;

  it('finds a row by any form of its address (the EQ form of a pasted UQ wallet)', () => {
    const forms = addressForms(OWNER);
    for (const query of [forms.bounceable, forms.nonBounceable, forms.testnetBounceable, OWNER.toLowerCase()])
      expect(visibleRows(rows, { key: 'input', direction: 'asc' }, 'all', query).map((r) => r.raw)).toEqual([
        OWNER,
      ]);
  });

  it('writes every row, found or not, in the form the user gave, else by its role', () => {
    const byRaw = new Map(rows.map((r) => [r.raw, r]));
    // Pasted as UQ…: shown as UQ….
    expect(rowAddress(byRaw.get(OWNER)!, false)).toBe('UQBONmT67oFPvbbByzbXK6xS0V4YbBHs1mT-Gz8afP2AHdyt');
    // Not found, pasted raw: the address asked for, raw as pasted, never "—".
    expect(rowAddress(byRaw.get(UNKNOWN)!, false)).toBe(UNKNOWN);
    // Nothing typed for it (an account followed from a page): by its role. Not found: no code, so
    // non-bounceable; a jetton wallet: a contract, bounceable.
    expect(rowAddress({ ...byRaw.get(UNKNOWN)!, input: '' }, false)).toBe(
      addressForms(UNKNOWN).nonBounceable,
    );
    expect(rowAddress({ ...byRaw.get(JETTON_WALLET)!, input: '' }, false)).toBe(
      'EQCfJ619tsWMv-JMA741dmIJ3KApK7fkVIL4tZEvoRvzAGpu',
    );
    // A friendly form asked for (an explorer link) of an account pasted raw: by its role.
    expect(rowAddress(byRaw.get(UNKNOWN)!, false, { friendly: true })).toBe(
      addressForms(UNKNOWN).nonBounceable,
    );
  });

  it('marks a jetton wallet of a token named like USD₮ by its master, not its name', () => {
    const wallet = rows.find((r) => r.raw === JETTON_WALLET)!;
    // Its master is the real USD₮ master: not a look-alike.
    expect(rowLookAlike(wallet, false)).toBeNull();
    const fake = { ...wallet, token: { ...wallet.token!, jettonMaster: UNKNOWN } };
    expect(rowLookAlike(fake, false)?.claims).toBe('USD₮');
  });
});

describe('filters by what a row shows (issue 34, item 5)', () => {
  const rows = outcome.rows;
  const INPUT = { key: 'input', direction: 'asc' } as const;
  const none: RowFacts = { lookAlike: () => false, lock: () => undefined };
  const rawsOf = (shown: readonly { raw: string }[]) => shown.map((r) => r.raw);

  it('names a kind one way, the kind label, for the cell and the kind filter alike; an account with no contract is not deployed', () => {
    const v4 = { ...rows[0]!, kind: identifyContract({ codeHash: V4R2_HASH, interfaces: [] }) };
    // The code table's exact name is "wallet v4 r2"; a person reads the kind: "wallet v4r2".
    expect(v4.kind.name).toBe('wallet v4 r2');
    expect(rowKind(v4)).toEqual({ key: 'wallet_v4r2', label: 'wallet v4r2' });
    const master = { ...rows[0]!, kind: identifyContract({ codeHash: MINTER_HASH, interfaces: [] }) };
    expect(master.kind.name).toBe('jetton minter (token-contract)');
    expect(rowKind(master)?.label).toBe('jetton master');
    // The nonexist account identifies as "unknown" by its (absent) code; it shows, and filters, as not deployed.
    const nonexist = rows.find((r) => r.raw === NONEXIST)!;
    expect(nonexist.kind?.kind).toBe('unknown');
    expect(rowKind(nonexist)?.label).toBe('not deployed');
    expect(rowKind({ status: 'uninit', kind: null })?.label).toBe('not deployed');
    expect(rowKind({ status: 'frozen', kind: nonexist.kind })?.label).toBe('frozen (no code)');
    // The address the indexer has no record of: under a choice of its own, as its cell names it.
    expect(rowKind(rows.find((r) => r.raw === UNKNOWN)!)?.label).toBe('not in the index');
    expect(rowKind({ status: 'pending', kind: null })).toBeNull();

    const counts = quickCounts([...rows, v4, master], none);
    expect(kindOptions(counts.kinds).map((o) => `${o.label} (${o.rows})`)).toEqual([
      'jetton master (1)',
      'not deployed (1)',
      'not in the index (1)',
      'unknown contract (2)',
      'wallet v4r2 (1)',
    ]);
    expect(counts.notDeployed).toBe(1);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', '', { kind: 'not_deployed' }))).toEqual([NONEXIST]);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', '', { notDeployed: true }))).toEqual([NONEXIST]);
    // "unknown contract" no longer holds the account that runs no contract.
    expect(rawsOf(visibleRows(rows, INPUT, 'all', '', { kind: 'unknown' }))).toEqual([OWNER, JETTON_WALLET]);
  });

  it('finds a row by the words it shows: its status, its kind as written, its badges', () => {
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'not deployed'))).toEqual([NONEXIST]);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'nonexist'))).toEqual([NONEXIST]);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'not found'))).toEqual([UNKNOWN]);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'unknown contract'))).toEqual([OWNER, JETTON_WALLET]);
    const scam = { ...rows[2]!, raw: 'scam' };
    const flagged = placedRow({ ...scam, token: { ...scam.token!, isScam: true } }, 4, scam.requested);
    expect(rawsOf(visibleRows([...rows, flagged], INPUT, 'all', 'scam'))).toEqual(['scam']);
  });

  it('counts and filters look-alikes and locks by the facts beside the rows; a lock not read is not counted', () => {
    const facts: RowFacts = {
      lookAlike: (row) => row.raw === JETTON_WALLET,
      lock: (row) => (row.raw === OWNER ? 'locked' : row.raw === JETTON_WALLET ? 'open' : undefined),
    };
    const counts = quickCounts(rows, facts);
    expect([counts.lookAlike, counts.locked, counts.lockRead]).toEqual([1, 1, 2]);
    const where = (row: (typeof rows)[number]) => facts.lock(row) === 'locked';
    expect(rawsOf(visibleRows(rows, INPUT, 'all', '', { where }))).toEqual([OWNER]);
  });
});

describe('rows that cost little (issue 35, item 3)', () => {
  const INPUT = { key: 'input', direction: 'asc' } as const;
  const rawsOf = (shown: readonly { raw: string }[]) => shown.map((r) => r.raw);
  const V4R2_BASE64 = Buffer.from(V4R2_HASH, 'hex').toString('base64');
  /** Two wallets of one code, with the same interfaces and no extra currencies, as the indexer sends them. */
  const twins = checkedLookupSchema.parse({
    accounts: [
      { ...account(OWNER, 'active', '1'), code_hash: V4R2_BASE64, interfaces: ['wallet_v4r2'] },
      { ...account(UNKNOWN, 'active', '2'), code_hash: V4R2_BASE64, interfaces: ['wallet_v4r2'] },
    ],
    address_book: {},
    metadata: {},
    not_found: [],
  });
  const asked = [requested(OWNER, 'first'), requested(UNKNOWN, 'second')];
  /** The rows as the page gets them: each batch's event structured-cloned, as the worker port and IPC do. */
  const landed = () => {
    const job = LookupAnswer.of({ mode: 'record' }, asked);
    const builder = new RowBuilder({ key: 'twins', accounts: asked, includeBoc: false, profileId: 'local' });
    for (const raw of [OWNER, UNKNOWN]) {
      const step = structuredClone(
        job.add([raw], { ...twins, accounts: twins.accounts.filter((a) => a.address === raw) }),
      );
      builder.place(batchAsColumns(step).columns);
    }
    builder.bound = outcome.bound;
    return builder.outcome('complete', 1).rows;
  };

  it("holds what one lookup's rows repeat once: the contract's identification, interface lists, no extra currencies", () => {
    const [first, second] = landed();
    expect(first!.kind).toEqual(identifyContract({ codeHash: V4R2_BASE64, interfaces: ['wallet_v4r2'] }));
    expect(second!.kind).toBe(first!.kind);
    expect(second!.account!.interfaces).toBe(first!.account!.interfaces);
    expect(second!.account!.extra_currencies).toBe(first!.account!.extra_currencies);
    // The request's own address text, not the answer's copy.
    expect(first!.raw).toBe(asked[0]!.raw);
    expect(first!.account!.address).toBe(asked[0]!.raw);
  });

  it('shows, sorts, filters and exports shared rows exactly as the rows the answer made', () => {
    const rows = landed();
    const plain = placedRows(
      LookupAnswer.of({ mode: 'record' }, asked).add([OWNER, UNKNOWN], structuredClone(twins)).rows,
      asked,
    );
    expect(rows).toEqual(plain);
    expect(exportRecords(rows, 'mainnet')).toEqual(exportRecords(plain, 'mainnet'));
    const byBalance = { key: 'balance', direction: 'desc' } as const;
    expect(rawsOf(visibleRows(rows, byBalance, 'all', 'v4r2'))).toEqual([UNKNOWN, OWNER]);
    expect(rawsOf(visibleRows(rows, INPUT, 'active', 'second'))).toEqual([UNKNOWN]);
  });

  /** A builder of `accounts` with the fixture's one answer placed as `event` makes it reach the page. */
  const placedAnswer = (
    event: (step: ReturnType<LookupAnswer['add']>) => ReturnType<LookupAnswer['add']>,
  ) => {
    const job = LookupAnswer.of({ mode: 'record' }, accounts);
    const builder = new RowBuilder({ key: 'books', accounts, includeBoc: false, profileId: 'local' });
    const step = event(job.add([...result.accounts.map((a) => a.address), ...result.not_found], result));
    builder.place(batchAsColumns(step).columns);
    builder.bound = outcome.bound;
    return builder.outcome('complete', 1);
  };

  it("gives a row and the Address book one copy of the account's entry, equal to the answer's", () => {
    const placed = placedAnswer((step) => structuredClone(step));
    for (const raw of [OWNER, JETTON_WALLET, NONEXIST]) {
      const row = rowOfRaw(placed, raw)!;
      expect(row.book).toEqual(result.address_book.get(raw));
      expect(row.book).toBe(placed.addressBook.get(raw));
    }
    expect(rowOfRaw(placed, UNKNOWN)!.book).toBeNull();
    // Rows and map that came apart (two messages) still get equal entries, their interfaces shared.
    const apart = placedAnswer((step) => ({ ...structuredClone(step), rows: structuredClone(step.rows) }));
    const owner = rowOfRaw(apart, OWNER)!;
    expect(owner.book).toEqual(result.address_book.get(OWNER));
    expect(owner.book!.interfaces).toBe(apart.addressBook.get(OWNER)!.interfaces);
    expect(apart.rows).toEqual(placed.rows);
  });

  it("gives a row and the metadata map one entry, equal to the answer's, its fields in their order", () => {
    const placed = placedAnswer((step) => structuredClone(step));
    const wallet = rowOfRaw(placed, JETTON_WALLET)!;
    expect(wallet.meta).toBe(placed.metadata.get(JETTON_WALLET));
    expect(JSON.stringify(wallet.meta)).toBe(JSON.stringify(result.metadata.get(JETTON_WALLET)));
    expect([...placed.metadata.keys()]).toEqual([...result.metadata.keys()]);
    for (const raw of result.metadata.keys())
      expect(JSON.stringify(placed.metadata.get(raw))).toBe(JSON.stringify(result.metadata.get(raw)));
    // Rows handed on apart from their entries (a later message) keep an equal entry of their own.
    const apart = placedAnswer((step) => ({ ...structuredClone(step), rows: structuredClone(step.rows) }));
    expect(JSON.stringify(rowOfRaw(apart, JETTON_WALLET)!.meta)).toBe(JSON.stringify(wallet.meta));
    expect(apart.rows).toEqual(placed.rows);
  });

  it("gives every row its account's record as the answer sent it: the same fields, in the same order, the same values", () => {
    const placed = placedAnswer((step) => structuredClone(step));
    for (const sent of result.accounts) {
      const account = rowOfRaw(placed, sent.address)!.account!;
      expect(Object.keys(account)).toEqual(Object.keys(sent));
      expect(JSON.stringify(account)).toBe(JSON.stringify(sent));
    }
  });

  it('places each row by its address when the job counted the accounts in another order', () => {
    const job = LookupAnswer.of({ mode: 'record' }, [...asked].reverse());
    const builder = new RowBuilder({ key: 'order', accounts: asked, includeBoc: false, profileId: 'local' });
    const step = structuredClone(job.add([OWNER, UNKNOWN], twins));
    expect(step.rows.map((row) => [row.raw, row.index])).toEqual([
      [OWNER, 1],
      [UNKNOWN, 0],
    ]);
    builder.place(batchAsColumns(step).columns);
    builder.bound = outcome.bound;
    const rows = builder.outcome('complete', 1).rows;
    expect(rows.map((row) => [row.index, row.raw, row.input, row.account?.balance])).toEqual([
      [0, OWNER, 'first', '1'],
      [1, UNKNOWN, 'second', '2'],
    ]);
  });

  it('keeps no search text in a row: the filter makes it, and keeps it only in the map it is given', () => {
    const rows = outcome.rows;
    expect(rows.every((row) => !('searchText' in row))).toBe(true);
    const texts = new WeakMap<ResultRow, string>();
    // Its domain, its token's name, its kind as the Kind cell writes it, its input.
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'tolya', { searchTexts: texts }))).toEqual([NONEXIST]);
    expect(rows.every((row) => texts.get(row) === rowSearchText(row))).toBe(true);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'tether', { searchTexts: texts }))).toEqual([
      JETTON_WALLET,
    ]);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'unknown contract', { searchTexts: texts }))).toEqual([
      OWNER,
      JETTON_WALLET,
    ]);
    expect(rawsOf(visibleRows(rows, INPUT, 'all', 'uf8z…', { searchTexts: texts }))).toEqual([NONEXIST]);
    // A pending row is found by what was typed and by its status.
    const pending = pendingRow(0, requested(OWNER, 'Typed-Form'));
    expect(rowSearchText(pending)).toBe('typed-form pending');
  });
});

describe('search texts made ahead of the first filter text', () => {
  it('makes every row its text a slice at a time, skipping rows made already, and stops when told', async () => {
    const many = Array.from(
      { length: SEARCH_TEXT_SLICE * 2 + 1 },
      (_, i) => outcome.rows[i % outcome.rows.length]!,
    ).map((row, index) => ({ ...row, index }));
    const texts: SearchTexts = new WeakMap();
    texts.set(many[0]!, 'made before');
    let pauses = 0;
    await fillSearchTexts(
      many,
      texts,
      async () => void (pauses += 1),
      () => false,
    );
    expect(pauses).toBe(3);
    expect(texts.get(many[0]!)).toBe('made before');
    for (const row of many.slice(1)) expect(texts.get(row)).toBe(rowSearchText(row));

    const stopped: SearchTexts = new WeakMap();
    let slices = 0;
    await fillSearchTexts(
      many,
      stopped,
      async () => void (slices += 1),
      () => slices >= 1,
    );
    expect(texts.has(many.at(-1)!) && !stopped.has(many.at(-1)!)).toBe(true);
    expect(stopped.get(many[SEARCH_TEXT_SLICE - 1]!)).toBe(rowSearchText(many[SEARCH_TEXT_SLICE - 1]!));
  });
});
