/**
 * 100,000 accounts export and read back: linear work (a quadratic step would not finish here), exact
 * amounts far past 2^53, and the same data out of CSV, TSV and JSON. Speed itself is measured by
 * `npm run bench`, not asserted here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountLookup, AccountState, AddressBookEntry, MetadataEntry } from '../api/account-states';
import { rowsOf } from '../../test-support/lookup-rows';
import { exportColumns, exportRecords, type ExportRecord } from './export-record';
import { exportDocumentSchema, toCsv, toJson, toTsv } from './export-formats';
import { readCsvRecords } from '../../test-support/export-read-back';
import { checkedLookup } from '../../test-support/checked-lookup';

const COUNT = 100_000;
const MASTER = `0:${'B1'.repeat(32)}`;

/** A deterministic 32-bit generator (mulberry32), so a failure names a reproducible row. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const hex32 = (next: () => number) =>
  Array.from({ length: 8 }, () => next().toString(16).padStart(8, '0'))
    .join('')
    .toUpperCase();
/** A pool of Base64 hashes (hashes are copied through verbatim; variety matters, uniqueness does not). */
const HASHES = (() => {
  const next = random(7);
  return Array.from({ length: 1024 }, () =>
    btoa(String.fromCharCode(...Array.from({ length: 32 }, () => next() & 0xff))),
  );
})();
const hashOf = (next: () => number) => HASHES[next() & 1023]!;

/**
 * A merged answer for COUNT accounts: every 10th on the masterchain, every 7th unknown, every 5th a
 * jetton wallet of one master, balances up to ~2^80 nanotons.
 */
function generated(): { accounts: { raw: string; input: string }[]; result: AccountLookup } {
  const next = random(20261123);
  const accounts: { raw: string; input: string }[] = [];
  const states: AccountState[] = [];
  const book: Record<string, AddressBookEntry> = {};
  const metadata: Record<string, MetadataEntry> = {
    [MASTER]: {
      is_indexed: true,
      token_info: [
        {
          type: 'jetton_masters',
          name: 'Generated, "quoted" =jetton',
          symbol: 'GEN',
          extra: { decimals: '6' },
        },
      ],
    },
  };
  const notFound: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const raw = `${i % 10 === 0 ? -1 : 0}:${hex32(next)}`;
    accounts.push({ raw, input: i % 2 === 0 ? raw.toLowerCase() : raw });
    if (i % 7 === 0) {
      notFound.push(raw);
      continue;
    }
    const balance = ((BigInt(next()) << 48n) + BigInt(next())).toString();
    states.push({
      address: raw,
      account_state_hash: hashOf(next),
      balance,
      extra_currencies: i % 3 === 0 ? { '239': balance } : {},
      status: 'active',
      last_transaction_hash: hashOf(next),
      last_transaction_lt: (47_000_000_000_000n + BigInt(i)).toString(),
      code_hash: hashOf(next),
      data_hash: hashOf(next),
      interfaces: i % 5 === 0 ? ['jetton_wallet'] : ['wallet_v4r2'],
    });
    book[raw] = { user_friendly: 'ignored', domain: i % 11 === 0 ? `name-${i}.ton` : null, interfaces: [] };
    if (i % 5 === 0) {
      metadata[raw] = {
        is_indexed: true,
        token_info: [{ type: 'jetton_wallets', extra: { balance: String(i), jetton: MASTER, owner: raw } }],
      };
    }
  }
  return {
    accounts,
    result: { accounts: states.reverse(), address_book: book, metadata, not_found: notFound },
  };
}

/**
 * The index of the first record that differs from `expected` (-1 when all match). Plain-data records
 * with the same key order compare exactly as JSON; a deep `toEqual` over 100,000 of them costs more than
 * the export itself, and its diff would not be readable anyway.
 */
function firstDifference(actual: readonly unknown[], expected: readonly unknown[]): number {
  if (actual.length !== expected.length) return Math.min(actual.length, expected.length);
  return actual.findIndex((record, i) => JSON.stringify(record) !== JSON.stringify(expected[i]));
}

describe(`exporting ${COUNT.toLocaleString('en-US')} accounts`, () => {
  let input: ReturnType<typeof generated>;
  let records: ExportRecord[];

  // Generous: building 100,000 records takes seconds, more while the other suites share the cores.
  beforeAll(() => {
    input = generated();
    records = exportRecords(rowsOf(input.accounts, checkedLookup(input.result)), 'mainnet');
  });

  it('gives every account once, in input order, with exact amounts', () => {
    expect(records).toHaveLength(COUNT);
    expect(records.map((r) => r.input)).toEqual(input.accounts.map((a) => a.input));
    expect(records.filter((r) => r.status === 'not found')).toHaveLength(Math.ceil(COUNT / 7));
    const byRaw = new Map(input.result.accounts.map((a) => [a.address, a]));
    let beyondFloats = 0;
    const inexact: string[] = [];
    for (const record of records) {
      const state = byRaw.get(record.raw);
      if (!state) continue;
      const [whole, fraction = ''] = record.balance_ton!.split('.');
      const ton = BigInt(whole!) * 10n ** 9n + BigInt(fraction.padEnd(9, '0'));
      if (record.balance_nanoton !== state.balance || ton !== BigInt(state.balance!))
        inexact.push(record.raw);
      if (BigInt(state.balance!) > BigInt(Number.MAX_SAFE_INTEGER)) beyondFloats++;
    }
    expect(inexact).toEqual([]);
    expect(beyondFloats).toBeGreaterThan(COUNT / 2);
    expect(records[5]).toMatchObject({
      token_name: 'Generated, "quoted" =jetton',
      token_decimals: 6,
      jetton_master: MASTER,
      jetton_balance: '0.000005',
    });
  });

  it('writes CSV that papaparse reads back to the same records', () => {
    // readCsvRecords parses with papaparse and refuses any parse error or short row.
    const csv = toCsv(records);
    expect(firstDifference(readCsvRecords(csv), records)).toBe(-1);
  });

  it('writes one TSV line per record', () => {
    const tsv = toTsv(records);
    const lines = tsv.split('\r\n');
    expect(lines).toHaveLength(COUNT + 2);
    expect(lines[0]!.split('\t')).toEqual(exportColumns());
  });

  it('writes JSON that the document schema reads back to the same records', () => {
    const document = exportDocumentSchema.parse(
      JSON.parse(toJson(records, { network: 'mainnet', indexer: 'http://127.0.0.1:8787' })),
    );
    expect(document.count).toBe(COUNT);
    expect(firstDifference(document.records, records)).toBe(-1);
  });
});
