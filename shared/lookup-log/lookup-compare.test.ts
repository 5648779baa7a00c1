import { describe, expect, it } from 'vitest';
import { accountLookupSchema } from '../api/account-states';
import Papa from 'papaparse';
import {
  COMPARISON_CSV_COLUMNS,
  comparisonToCsv,
  comparisonToCsvSteps,
  CSV_STEP_ACCOUNTS,
} from './compare-csv';
import { finishSteps } from '../work-steps';
import {
  comparedValueText,
  comparisonDocument,
  comparisonJsonSteps,
  JSON_STEP_ACCOUNTS,
} from './compare-output';
import {
  COMPARE_STEP_ACCOUNTS,
  compareLookups,
  compareLookupsSteps,
  decimalDifference,
} from './lookup-compare';
import { checkedLookup } from '../../test-support/checked-lookup';

describe('decimalDifference: exact signed deltas', () => {
  it('subtracts integers beyond 2^53 and decimals of any scale', () => {
    expect(decimalDifference('5000000000123456789', '5000000000123456790')).toBe('+1');
    expect(decimalDifference('1.5', '1.25')).toBe('-0.25');
    expect(decimalDifference('4.1001', '4.1001')).toBe('0');
    expect(decimalDifference('0', '0.000001')).toBe('+0.000001');
    expect(decimalDifference(null, '1')).toBeNull();
    expect(decimalDifference('active', '1')).toBeNull();
  });
});

describe('compareLookups', () => {
  const A = '0:' + 'AA'.repeat(32);
  const B = '0:' + 'BB'.repeat(32);
  const HASH = 'RgAvzmATiYRNS8GJ102gwwSjwJmQ0ZBBUHXUkayIIiE=';
  const state = (address: string, status: string, balance: string) => ({
    address,
    account_state_hash: HASH,
    balance,
    status,
    last_transaction_hash: HASH,
    last_transaction_lt: '10',
    extra_currencies: {},
  });
  const lookup = (accounts: unknown[], notFound: string[]) =>
    checkedLookup(
      accountLookupSchema.parse({ accounts, address_book: {}, metadata: {}, not_found: notFound }),
    );

  it('gives previous, now and the difference of every field, and whether anything changed', () => {
    const before = lookup([state(A, 'active', '100')], [B]);
    const after = lookup([state(A, 'active', '40'), state(B, 'uninit', '5')], []);
    const [a, b] = compareLookups(before, after, [
      { raw: A, input: A },
      { raw: B, input: B },
    ]);
    expect(a!.fields.balance).toEqual({ previous: '100', now: '40', difference: '-60', changed: true });
    expect(a!.fields.status.changed).toBe(false);
    expect(b!.fields.status).toMatchObject({ previous: 'not found', now: 'uninit', changed: true });
    expect([a!.changed, b!.changed]).toEqual([true, true]);
  });

  it('takes the first answer of an address answered twice, and a not-found one as not found', () => {
    const before = lookup([state(A, 'active', '100'), state(A, 'frozen', '1')], [B]);
    const after = lookup([state(A, 'active', '100'), state(B, 'active', '7')], []);
    const [a, b] = compareLookups(before, after, [
      { raw: A, input: A },
      { raw: B, input: B },
    ]);
    expect(a!.fields.status).toMatchObject({ previous: 'active', now: 'active', changed: false });
    expect(a!.fields.balance).toMatchObject({ previous: '100', difference: '0' });
    expect(b!.fields.status).toMatchObject({ previous: 'not found', now: 'active', changed: true });
  });

  it('counts an account without an answer on one side as unchanged', () => {
    const before = lookup([state(A, 'active', '100')], []);
    const after = lookup([], []);
    expect(compareLookups(before, after, [{ raw: A, input: A }])[0]!.changed).toBe(false);
  });
});

describe('comparison output: what a person reads and what a spreadsheet gets', () => {
  it('writes balances in TON with the difference signed, other fields as they are, unknown as —', () => {
    expect(comparedValueText('balance', '1500000000')).toBe('1.5 TON');
    expect(comparedValueText('balance', '+1000000000')).toBe('+1 TON');
    expect(comparedValueText('balance', '-60')).toBe('-0.00000006 TON');
    expect(comparedValueText('jetton_balance', '+0.25')).toBe('+0.25');
    expect(comparedValueText('status', null)).toBe('—');
  });

  it('groups amounts for a person as the locale does, when asked; a logical time never', () => {
    const grouped = (locale: string) => ({ grouped: true, locale });
    expect(comparedValueText('balance', '1310393426523', grouped('en-US'))).toBe('1,310.393426523 TON');
    expect(comparedValueText('balance', '-1310393426523', grouped('de-DE'))).toBe('-1.310,393426523 TON');
    expect(comparedValueText('jetton_balance', '+12345.5', grouped('en-US'))).toBe('+12,345.5');
    expect(comparedValueText('last_transaction_lt', '+48298053000001', grouped('en-US'))).toBe(
      '+48298053000001',
    );
    // Not asked: plain digits, as --json and --csv write them.
    expect(comparedValueText('balance', '1310393426523')).toBe('1310.393426523 TON');
  });

  it('has one CSV row per account, every field, exact and formula-safe', () => {
    const A = '0:' + 'AA'.repeat(32);
    const [compared] = compareLookups(
      checkedLookup(
        accountLookupSchema.parse({ accounts: [], address_book: {}, metadata: {}, not_found: [A] }),
      ),
      checkedLookup(
        accountLookupSchema.parse({ accounts: [], address_book: {}, metadata: {}, not_found: [A] }),
      ),
      [{ raw: A, input: '=HYPERLINK("x")' }],
    );
    const csv = comparisonToCsv([compared!], (c) => c.input).split('\r\n');
    expect(csv[0]!.split(',')).toEqual([...COMPARISON_CSV_COLUMNS]);
    expect(csv[1]).toBe(`"'=HYPERLINK(""x"")",${A},false,not found,not found,,,,nanoton,,,,,,,jetton units`);
    expect(comparisonDocument([compared!], () => 'x', 2)).toMatchObject({
      compared: 1,
      changed: 0,
      failed: 2,
    });
  });
});

describe('compareLookupsSteps: the comparison a page makes a slice at a time', () => {
  it('stops every few hundred accounts and ends with what compareLookups answers', () => {
    const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'E')}`;
    const lookup = (balance: (i: number) => string) => ({
      accounts: Array.from({ length: 5_000 }, (_, i) => ({
        address: raw(i),
        account_state_hash: 'h',
        balance: balance(i),
        status: 'active',
        last_transaction_hash: 'h',
        last_transaction_lt: '10',
        extra_currencies: {},
      })),
      not_found: [raw(5_000)],
      metadata: new Map(),
    });
    const before = lookup((i) => `${i}`);
    const after = lookup((i) => (i % 7 === 0 ? `${i + 1}` : `${i}`));
    const accounts = Array.from({ length: 5_001 }, (_, i) => ({ raw: raw(i), input: `#${i}` }));
    const steps = compareLookupsSteps(before, after, accounts);
    let stops = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) stops++;
    // Each side's 5,001 addresses indexed, then 5,001 accounts compared, a stop every few hundred.
    expect(COMPARE_STEP_ACCOUNTS).toBeLessThanOrEqual(1_000);
    expect(stops).toBe(3 * Math.floor(5_001 / COMPARE_STEP_ACCOUNTS));
    expect(step.value).toEqual(compareLookups(before, after, accounts));
    expect(step.value.filter((c) => c.changed)).toHaveLength(715);

    // Saved a slice at a time, the files read as written at once: the CSV as one unparse of every row,
    // the JSON as one stringify of the document — byte for byte, with cells that need quoting.
    const compared = step.value;
    const addressOf = (c: { input: string }) => `${c.input}, "quoted"\n=1`;
    const countStops = <T>(gen: Generator<void, T, void>): [number, T] => {
      let n = 0;
      for (let s = gen.next(); ; s = gen.next())
        if (s.done) return [n, s.value];
        else n++;
    };
    const [csvStops, csvParts] = countStops(comparisonToCsvSteps(compared, addressOf));
    const csv = csvParts.join('');
    expect(csvStops).toBe(Math.ceil(5_001 / CSV_STEP_ACCOUNTS));
    const whole = Papa.unparse(Papa.parse<string[]>(csv.trimEnd(), { newline: '\r\n' }).data, {
      newline: '\r\n',
      quotes: false,
    });
    expect(csv).toBe(`${whole}\r\n`);
    expect(Papa.parse<string[]>(csv.trimEnd(), { newline: '\r\n' }).data).toHaveLength(5_002);
    const [jsonStops, jsonParts] = countStops(comparisonJsonSteps(compared, addressOf, 3));
    const json = jsonParts.join('');
    expect(jsonStops).toBe(Math.ceil(5_001 / JSON_STEP_ACCOUNTS));
    expect(json).toBe(`${JSON.stringify(comparisonDocument(compared, addressOf, 3), null, 2)}\n`);
    expect(finishSteps(comparisonJsonSteps([], addressOf)).join('')).toBe(
      `${JSON.stringify(comparisonDocument([], addressOf), null, 2)}\n`,
    );
  });
});
