/**
 * The lookup summary's figures, exactly: counts by status and kind, the balance distribution by decade
 * (zero apart, a nonexist account's "0" no balance), the largest holders, and each jetton's wallets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountState, Metadata } from '../api/account-states';
import {
  LARGEST_HOLDERS,
  LookupSummaryBuilder,
  MAX_DECADES,
  type AmountFigures,
  summarizeLookup,
  unitsOfDecimal,
} from './lookup-summary';
import { scaleAmount } from '../format/amounts';
import { notUnsignedText, unsignedText } from '../../test-support/unsigned-text-arbitrary';
import { answeredLookupRow, failedLookupRow, pendingLookupRow, type LookupRow } from './lookup-row';
import { ACCOUNT_AMOUNT, accountAmount } from './account-field';
import { decimalField } from './packed-records';
import { mapOf } from '../../test-support/checked-lookup';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const asked = (i: number) => ({ index: i, raw: raw(i), input: `in-${i}` });

/** An account of `status` with `balance` nanotons and the indexer's `interfaces`. */
function found(i: number, balance: string | null, status = 'active', interfaces?: string[]): LookupRow {
  const state: AccountState = {
    address: raw(i),
    account_state_hash: 'AAAA',
    balance,
    extra_currencies: null,
    status,
    last_transaction_hash: null,
    last_transaction_lt: null,
    ...(interfaces ? { interfaces } : {}),
  };
  return answeredLookupRow(asked(i), state, null, new Map());
}
const notFound = (i: number) => answeredLookupRow(asked(i), null, null, new Map());

const MASTER = raw(1000);
const OTHER_MASTER = raw(1001);

/** A jetton wallet of `master` holding `units` (its metadata as the indexer sends it). */
function jettonWallet(i: number, units: string, master = MASTER, decimals: string | null = '6'): LookupRow {
  const metadata: Metadata = {
    [raw(i)]: {
      is_indexed: true,
      token_info: [{ type: 'jetton_wallets', extra: { balance: units, jetton: master } }],
    },
    [master]: {
      is_indexed: true,
      token_info: [
        {
          type: 'jetton_masters',
          name: master === MASTER ? 'Tether USD' : 'Other',
          symbol: master === MASTER ? 'USD₮' : 'OTH',
          extra: decimals === null ? {} : { decimals },
        },
      ],
    },
  };
  const row = found(i, '1', 'active', ['jetton_wallet']);
  return answeredLookupRow(asked(i), row.account, null, mapOf(metadata));
}

describe('counts by status and by kind', () => {
  const rows = [
    found(0, '5', 'active', ['wallet_v4r2']),
    found(1, '7', 'active', ['wallet_v4r2']),
    found(2, '0', 'nonexist'),
    found(3, '10', 'uninit'),
    notFound(4),
    failedLookupRow(asked(5), { kind: 'network', message: 'down' }),
    pendingLookupRow(asked(6)),
    found(7, '1', 'active', ['jetton_master']),
    found(8, '1', 'frozen'),
  ];
  const summary = summarizeLookup(rows);

  it('counts every row once, statuses in the table’s order', () => {
    expect(summary.rows).toBe(9);
    expect(summary.byStatus).toEqual([
      { key: 'active', label: 'active', count: 3 },
      { key: 'uninit', label: 'uninit', count: 1 },
      { key: 'frozen', label: 'frozen', count: 1 },
      { key: 'nonexist', label: 'nonexist', count: 1 },
      { key: 'not found', label: 'not found', count: 1 },
      { key: 'failed', label: 'failed', count: 1 },
      { key: 'pending', label: 'pending', count: 1 },
    ]);
  });

  it('names kinds as the Kind filter does (not deployed, frozen, not in the index), most first', () => {
    expect(summary.byKind).toEqual([
      { key: 'not_deployed', label: 'not deployed', count: 2 },
      { key: 'wallet_v4r2', label: 'wallet v4r2', count: 2 },
      { key: 'frozen', label: 'frozen (no code)', count: 1 },
      { key: 'jetton_master', label: 'jetton master', count: 1 },
      { key: 'not_found', label: 'not in the index', count: 1 },
    ]);
    // A failed or pending row has no answer yet: no kind.
    expect(summary.withoutKind).toBe(2);
  });

  it('counts a nonexist account’s "0", and rows with no answer, as no balance', () => {
    expect(summary.balance.noBalance).toBe(4);
    expect(summary.balance.counted).toBe(5);
    expect(summary.balance.total).toBe('0.000000024');
  });
});

describe('the balance distribution', () => {
  it('puts each balance in its decade, zero apart, empty decades between kept, exactly', () => {
    const rows = [
      found(0, '0'),
      found(1, '0'),
      found(2, '1'), // 1 nanoton
      found(3, '9'),
      found(4, '1000'), // 4 digits: decades 2 and 3 empty
      found(5, '1000000000'), // 1 TON
      found(6, '5000000000123456789'), // above 2^53: exact
    ];
    const { balance } = summarizeLookup(rows);
    expect(balance.zero).toBe(2);
    expect(balance.counted).toBe(7);
    expect(balance.total).toBe('5000000001.123457799');
    expect(balance.buckets.map((b) => [b.digits, b.from, b.below, b.count, b.total])).toEqual([
      [0, '0', '0', 2, '0'],
      [1, '0.000000001', '0.00000001', 2, '0.00000001'],
      [2, '0.00000001', '0.0000001', 0, '0'],
      [3, '0.0000001', '0.000001', 0, '0'],
      [4, '0.000001', '0.00001', 1, '0.000001'],
      [5, '0.00001', '0.0001', 0, '0'],
      [6, '0.0001', '0.001', 0, '0'],
      [7, '0.001', '0.01', 0, '0'],
      [8, '0.01', '0.1', 0, '0'],
      [9, '0.1', '1', 0, '0'],
      [10, '1', '10', 1, '1'],
      ...[11, 12, 13, 14, 15, 16, 17, 18].map((d) => [d, `${10 ** (d - 10)}`, `${10 ** (d - 9)}`, 0, '0']),
      [19, '1000000000', '10000000000', 1, '5000000000.123456789'],
    ]);
    // Every row with a balance is in exactly one bucket.
    expect(balance.buckets.reduce((n, b) => n + b.count, 0)).toBe(balance.counted);
  });

  it('has no bucket when no row has a balance, and counts a missing balance as unreadable, not zero', () => {
    const { balance } = summarizeLookup([found(0, null), notFound(1)]);
    expect(balance.buckets).toEqual([]);
    expect(balance.unreadable).toBe(1);
    expect(balance.noBalance).toBe(1);
    expect(balance.zero).toBe(0);
  });

  it(`gathers decades beyond ${MAX_DECADES} in one open bucket (a hostile 60-digit balance)`, () => {
    const { balance } = summarizeLookup([
      found(0, '1'),
      found(1, `1${'0'.repeat(59)}`),
      found(2, '1' + '0'.repeat(40)),
    ]);
    expect(balance.buckets).toHaveLength(MAX_DECADES);
    const last = balance.buckets.at(-1)!;
    expect([last.digits, last.below, last.count]).toEqual([MAX_DECADES, null, 2]);
    // 10^59 + 10^40 nanotons, in TON.
    expect(last.total).toBe(String(10n ** 50n + 10n ** 31n));
  });
});

describe('the largest holders', () => {
  it(`names the ${LARGEST_HOLDERS} largest balances exactly, largest first, ties in input order`, () => {
    const balances = ['3', '9', '1', '9', '5000000000123456789', '4', '0', '7', '8', '2', '6', '9', '5'];
    const rows = balances.map((b, i) => found(i, b));
    const { balance } = summarizeLookup(rows);
    expect(balance.largest.map((h) => [h.index, h.amount])).toEqual([
      [4, '5000000000.123456789'],
      [1, '0.000000009'],
      [3, '0.000000009'],
      [11, '0.000000009'],
      [8, '0.000000008'],
      [7, '0.000000007'],
      [10, '0.000000006'],
      [12, '0.000000005'],
      [5, '0.000000004'],
      [0, '0.000000003'],
    ]);
    expect(balance.largest[0]).toMatchObject({ raw: raw(4), input: 'in-4', role: 'contract' });
  });

  it('gives the same figures whatever slices the rows come in, and in whatever order', () => {
    const rows = Array.from({ length: 50 }, (_, i) => found(i, String((i * 7919) % 97)));
    const whole = summarizeLookup(rows);
    const builder = new LookupSummaryBuilder();
    const reversed = [...rows].reverse();
    for (let at = 0; at < reversed.length; at += 7) builder.add(reversed.slice(at, at + 7));
    expect(builder.result()).toEqual(whole);
  });
});

describe('a token column: each jetton’s wallets among the rows', () => {
  it('counts each jetton apart (by master), in its own decimals, with its largest holders', () => {
    const rows = [
      jettonWallet(0, '1500000'), // 1.5 USD₮
      jettonWallet(1, '0'),
      jettonWallet(2, '250000000000'), // 250,000 USD₮
      jettonWallet(3, '7', OTHER_MASTER, null), // TEP-64's 9 decimals
      found(4, '100'),
    ];
    const { tokens } = summarizeLookup(rows);
    expect(
      tokens.map((t) => [t.master, t.symbol, t.decimals, t.assumedDecimals, t.counted, t.total]),
    ).toEqual([
      [MASTER, 'USD₮', 6, false, 3, '250001.5'],
      [OTHER_MASTER, 'OTH', 9, true, 1, '0.000000007'],
    ]);
    const usdt = tokens[0]!;
    expect(usdt.label).toBe('Tether USD (USD₮) · jetton wallet');
    expect(usdt.buckets.map((b) => [b.from, b.below, b.count])).toEqual([
      ['0', '0', 1],
      ['1', '10', 1],
      ['10', '100', 0],
      ['100', '1000', 0],
      ['1000', '10000', 0],
      ['10000', '100000', 0],
      ['100000', '1000000', 1],
    ]);
    expect(usdt.largest.map((h) => [h.index, h.amount])).toEqual([
      [2, '250000'],
      [0, '1.5'],
      [1, '0'],
    ]);
  });

  it('does not add a wallet read at other decimals than its jetton’s first: it is unreadable, and said', () => {
    const rows = [jettonWallet(0, '1000000'), jettonWallet(1, '1000000', MASTER, null)];
    const [usdt] = summarizeLookup(rows).tokens;
    expect([usdt!.counted, usdt!.unreadable, usdt!.decimalsDisagree, usdt!.total]).toEqual([1, 1, true, '1']);
  });
});

describe('unitsOfDecimal', () => {
  it('reads a whole-unit amount back into base units exactly, or refuses it', () => {
    expect(unitsOfDecimal('1.5', 6)).toBe('1500000');
    expect(unitsOfDecimal('250000', 6)).toBe('250000000000');
    expect(unitsOfDecimal('5000000000.123456789', 9)).toBe('5000000000123456789');
    expect(unitsOfDecimal('0.5', 6)).toBe('0500000');
    expect(unitsOfDecimal('0.0000001', 6)).toBeNull();
    expect(unitsOfDecimal('-1', 6)).toBeNull();
    expect(unitsOfDecimal('1e3', 6)).toBeNull();
    for (const text of ['', '.', '1.', '.5', '1..5', '1.5.0', '+1', ' 1', '١'])
      expect(unitsOfDecimal(text, 6), text).toBeNull();
  });
});

/** An amount as BigInt arithmetic reads it: the row's index and its value in base units. */
interface ExactAmount {
  readonly index: number;
  readonly units: bigint;
}

/** Expects `figures` to say what BigInt arithmetic says of `amounts`: counts, total, decades, largest. */
function expectExact(figures: AmountFigures, amounts: readonly ExactAmount[], decimals: number): void {
  const whole = (units: bigint) => scaleAmount(units, decimals);
  const digits = (units: bigint) => (units === 0n ? 0 : units.toString().length);
  expect(figures.counted).toBe(amounts.length);
  expect(figures.zero).toBe(amounts.filter((a) => a.units === 0n).length);
  expect(figures.total).toBe(whole(amounts.reduce((total, a) => total + a.units, 0n)));
  for (const bucket of figures.buckets) {
    const inIt = amounts.filter((a) =>
      bucket.below === null ? digits(a.units) >= bucket.digits : digits(a.units) === bucket.digits,
    );
    expect([bucket.count, bucket.total]).toEqual([
      inIt.length,
      whole(inIt.reduce((t, a) => t + a.units, 0n)),
    ]);
  }
  expect(figures.buckets.reduce((count, bucket) => count + bucket.count, 0)).toBe(amounts.length);
  const largest = [...amounts].sort((a, b) =>
    a.units === b.units ? a.index - b.index : a.units > b.units ? -1 : 1,
  );
  expect(figures.largest.map((h) => [h.index, h.amount])).toEqual(
    largest.slice(0, LARGEST_HOLDERS).map((a) => [a.index, whole(a.units)]),
  );
}

const UNSIGNED = /^\d+$/;

describe('exact against BigInt arithmetic, on any text the indexer could send', () => {
  const balance = fc.oneof(
    unsignedText,
    unsignedText,
    fc.constantFrom('0', '7', '007'),
    notUnsignedText,
    fc.constant(null),
  );
  const status = fc.constantFrom('active', 'active', 'uninit', 'frozen', 'nonexist', 'not found');

  it('reads every balance as BigInt would: total, decades, largest holders, unreadable', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(balance, status), { maxLength: 80 }), (drawn) => {
        const rows = drawn.map(([text, s], i) => (s === 'not found' ? notFound(i) : found(i, text, s)));
        const read = drawn.flatMap(([text, s], index) =>
          s === 'not found' || s === 'nonexist' || text === null || !UNSIGNED.test(text)
            ? []
            : [{ index, units: BigInt(text) }],
        );
        const summary = summarizeLookup(rows);
        const figures = summary.balance;
        expectExact(figures, read, 9);
        // Rows may come in any order (ties among the largest still in input order).
        expect(new LookupSummaryBuilder().add([...rows].reverse()).result()).toEqual(summary);
        const answered = drawn.filter(([, s]) => s !== 'not found' && s !== 'nonexist');
        expect(figures.unreadable).toBe(answered.length - read.length);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a balance held as a number (as the page holds a packed one) as it reads its text', () => {
    // The texts a page holds as numbers (shared/jobs/packed-records.ts `decimalField`): up to 15 digits,
    // others that write back exactly (2^53 and past, a fraction, an exponent), and texts kept as text.
    const held = fc.oneof(
      balance,
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map(String),
      fc.constantFrom('1000000000000000', '9007199254740991', '9007199254740992', '1.5', '1e+21', '-5'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(held, status), { maxLength: 80 }), (drawn) => {
        const rows = drawn.map(([text, s], i) => (s === 'not found' ? notFound(i) : found(i, text, s)));
        // The same rows answering their balance as held: the number where `decimalField` keeps one.
        const asHeld = rows.map((row) =>
          Object.assign(Object.create(row) as LookupRow, {
            [ACCOUNT_AMOUNT]: () => decimalField(row.account?.balance),
          }),
        );
        expect(asHeld.filter((row) => typeof accountAmount(row, 'balance') === 'number').length).toBe(
          rows.filter((row) => typeof decimalField(row.account?.balance) === 'number').length,
        );
        expect(summarizeLookup(asHeld)).toEqual(summarizeLookup(rows));
        expect(new LookupSummaryBuilder().add([...asHeld].reverse()).result()).toEqual(summarizeLookup(rows));
      }),
      { numRuns: 300 },
    );
  });

  it('reads every jetton balance as BigInt would, at the jetton’s decimals, or counts it unreadable', () => {
    // The indexer's text of base units, as the Token column reads it (signed text is read, a negative shown as unreadable).
    const amount = fc.oneof(
      unsignedText,
      unsignedText.map((text) => `+${text}`),
      unsignedText.map((text) => `-${text}`),
      notUnsignedText,
    );
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 60 }), (texts) => {
        const rows = texts.map((text, i) => jettonWallet(i, text));
        const read = texts.flatMap((text, index) =>
          /^[+-]?\d+$/.test(text) && BigInt(text) >= 0n ? [{ index, units: BigInt(text) }] : [],
        );
        const token = summarizeLookup(rows).tokens[0]!;
        expectExact(token, read, 6);
        expect(token.unreadable).toBe(texts.length - read.length);
      }),
      { numRuns: 300 },
    );
  });

  it('reads an amount in whole units back into base units as BigInt would, or refuses it', () => {
    const fraction = fc.oneof(fc.constant(''), fc.constant('.'), fc.stringMatching(/^\.\d{1,8}$/));
    const text = fc.oneof(
      fc.tuple(unsignedText, fraction).map(([whole, part]) => whole + part),
      fc.tuple(notUnsignedText, fraction).map(([whole, part]) => whole + part),
      fraction,
    );
    /** `"12.5"` at 6 decimals as BigInt reads it, or null. */
    const units = (amount: string): bigint | null => {
      const [whole = '', part = '', ...more] = amount.split('.');
      const dotted = amount.includes('.');
      if (more.length > 0 || !UNSIGNED.test(whole) || (dotted && !UNSIGNED.test(part)) || part.length > 6)
        return null;
      return BigInt(whole) * 10n ** 6n + (part === '' ? 0n : BigInt(part) * 10n ** BigInt(6 - part.length));
    };
    fc.assert(
      fc.property(text, (amount) => {
        const own = unitsOfDecimal(amount, 6);
        expect(own === null ? null : BigInt(own)).toBe(units(amount));
      }),
      { numRuns: 2000 },
    );
  });
});
