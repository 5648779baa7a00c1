/**
 * Fuzzing the export writers with random account states — whatever an indexer may send that passes
 * the decode step (random statuses, balances, extra currencies, interfaces, address-book entries,
 * token metadata with any text and any `extra`), and accounts not found, failed or pending: building
 * the records and writing CSV, JSON and TSV never throws, and each reads back exactly (CSV through
 * `readCsvRecords`, JSON through the document schema, TSV through papaparse).
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { accountLookupSchema, type AccountLookup } from '../api/account-states';
import { rowsOf } from '../../test-support/lookup-rows';
import { exportColumns, exportRecordOf, exportRecords, type ExportRecord } from './export-record';
import { cellText, exportDocumentSchema, toCsv, toJson, toTsv } from './export-formats';
import { readCsvRecords } from '../../test-support/export-read-back';
import { restoreCell } from '../format/spreadsheet-safety';
import { checkedLookup } from '../../test-support/checked-lookup';

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEF'), minLength: length, maxLength: length });
const raw = fc.tuple(fc.constantFrom('0', '-1'), hex(64)).map(([wc, h]) => `${wc}:${h}`);
const hash = fc
  .string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
    minLength: 43,
    maxLength: 43,
  })
  .map((h) => `${h}=`);
const decimal = fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String);
/** Bidirectional controls and invisible characters (shared/format/text-safety.ts names them). */
const CONCEALING = [
  '\u202e',
  '\u202d',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u2028',
  '\u2029',
  '\u0085',
];
/** Text an indexer could send: anything, spreadsheet triggers, control and bidi characters, line breaks included. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '"',
      ',',
      "'",
      ' ',
      'a',
      '₮',
      '＝',
      '＋',
      '－',
      '＠',
      '\u0000',
      '\u001b',
      '\u007f',
      '\u009b',
      ...CONCEALING,
    ),
  }),
  // A formula behind concealing characters or spaces: what a spreadsheet may still evaluate.
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(' ', '\t', ...CONCEALING), maxLength: 4 }),
      fc.constantFrom('=', '+', '-', '@', '＝'),
      fc.constantFrom('HYPERLINK("http://x")', '1+1', "cmd|' /C calc'!A0", 'SUM(A1)'),
    )
    .map(([a, b, c]) => a + b + c),
);

/**
 * A cell a spreadsheet would evaluate, by its own rule (independent of spreadsheet-safety.ts): a formula
 * trigger at the start (after spaces too), full-width ones, or a leading tab or line break — unless it
 * is the one literal the writer uses, `="…"` holding plain address/hash characters.
 */
const evaluates = (cell: string) =>
  /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/u.test(cell) && !/^="[A-Za-z0-9+/=_:.-]+"$/.test(cell);

/** How many cases the property ran (printed, for the report). */
let cases = 0;
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

const account = (address: string) =>
  fc
    .record({
      account_state_hash: hash,
      balance: fc.option(decimal, { nil: null }),
      extra_currencies: fc.option(fc.dictionary(fc.nat().map(String), decimal, { maxKeys: 3 }), {
        nil: null,
      }),
      status: fc.option(fc.oneof(fc.constantFrom('active', 'uninit', 'frozen', 'nonexist'), text), {
        nil: null,
      }),
      frozen_hash: maybe(hash),
      last_transaction_hash: fc.option(hash, { nil: null }),
      last_transaction_lt: fc.option(fc.bigInt({ min: -(10n ** 19n), max: 10n ** 19n }).map(String), {
        nil: null,
      }),
      data_hash: maybe(hash),
      code_hash: maybe(hash),
      contract_methods: maybe(fc.option(fc.array(fc.nat(600_000), { maxLength: 4 }), { nil: null })),
      interfaces: maybe(fc.option(fc.array(text, { maxLength: 3 }), { nil: null })),
    })
    .map((fields) => ({ address, ...defined(fields) }));

const tokenInfo = (master: string) =>
  fc
    .record({
      valid: maybe(fc.boolean()),
      type: maybe(
        fc.oneof(fc.constantFrom('jetton_wallets', 'jetton_masters', 'nft_items', 'nft_collections'), text),
      ),
      name: maybe(text),
      symbol: maybe(text),
      description: maybe(text),
      nft_index: maybe(decimal),
      is_scam: maybe(fc.boolean()),
      is_nsfw: maybe(fc.boolean()),
      extra: maybe(
        fc
          .record({
            decimals: maybe(fc.oneof(fc.nat(300).map(String), text)),
            balance: maybe(fc.oneof(decimal, text)),
            jetton: maybe(fc.oneof(fc.constant(master), text)),
            collection_address: maybe(fc.oneof(fc.constant(master), text)),
            anything: maybe(fc.jsonValue({ maxDepth: 3 })),
          })
          .map(defined),
      ),
    })
    .map(defined);

/** A decoded lookup of `raws`: each found, not found, failed or pending; address book and metadata for some. */
const lookup = fc.uniqueArray(raw, { minLength: 1, maxLength: 6 }).chain((raws) =>
  fc
    .record({
      fate: fc.array(fc.constantFrom('found', 'found', 'not found', 'failed', 'pending'), {
        minLength: raws.length,
        maxLength: raws.length,
      }),
      states: fc.tuple(...raws.map(account)),
      book: fc.array(
        fc.option(
          fc.record({
            user_friendly: text,
            domain: fc.option(text, { nil: null }),
            interfaces: fc.option(fc.array(text, { maxLength: 2 }), { nil: null }),
          }),
          { nil: undefined },
        ),
        { minLength: raws.length, maxLength: raws.length },
      ),
      tokens: fc.array(fc.option(fc.array(tokenInfo(raws[0]!), { maxLength: 2 }), { nil: undefined }), {
        minLength: raws.length,
        maxLength: raws.length,
      }),
      inputs: fc.array(text, { minLength: raws.length, maxLength: raws.length }),
    })
    .map(({ fate, states, book, tokens, inputs }) => {
      const wire = {
        accounts: states.filter((_, i) => fate[i] === 'found'),
        address_book: Object.fromEntries(raws.flatMap((r, i) => (book[i] ? [[r, book[i]]] : []))),
        metadata: Object.fromEntries(
          raws.flatMap((r, i) =>
            tokens[i] ? [[r, { is_indexed: i % 3 !== 1, token_info: tokens[i] }]] : [],
          ),
        ),
        not_found: raws.filter((_, i) => fate[i] === 'not found'),
      };
      return {
        result: accountLookupSchema.parse(wire) as AccountLookup,
        accounts: raws.map((r, i) => ({ raw: r, input: inputs[i]! })),
        failed: new Set(raws.filter((_, i) => fate[i] === 'failed')),
      };
    }),
);

/** Rows of a TSV, each cell restored, header checked. */
function readTsv(tsv: string): string[][] {
  const parsed = Papa.parse<string[]>(tsv, { delimiter: '\t', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).toEqual(exportColumns());
  return parsed.data.slice(1).map((row) => row.map(restoreCell));
}

/** A record's cells as TSV holds them (tabs and line breaks flattened to spaces). */
const tsvCells = (record: ExportRecord) =>
  exportColumns().map((column) => cellText(record[column]).replace(/\r\n|[\t\r\n\u2028\u2029]/g, ' '));

describe('export writers, fuzzed with random account states', () => {
  it('never throw, and CSV, JSON and TSV read back exactly', () => {
    fc.assert(
      fc.property(lookup, fc.constantFrom('mainnet', 'testnet'), ({ result, accounts, failed }, network) => {
        cases += 1;
        const records = exportRecords(rowsOf(accounts, checkedLookup(result), failed), network);
        expect(records).toHaveLength(accounts.length);
        expect(readCsvRecords(toCsv(records))).toEqual(records);
        // No formula survives: every cell of the CSV and the TSV, as a spreadsheet would read it.
        for (const [written, delimiter] of [
          [toCsv(records), ','],
          [toTsv(records), '\t'],
        ] as const) {
          const cells = Papa.parse<string[]>(written, { delimiter, skipEmptyLines: true }).data.flat();
          const live = cells.filter(evaluates);
          expect(live, `cells a spreadsheet would evaluate (${delimiter === ',' ? 'CSV' : 'TSV'})`).toEqual(
            [],
          );
        }
        expect(readCsvRecords(toCsv(records, { bom: true }))).toEqual(records);
        const document = exportDocumentSchema.parse(
          JSON.parse(toJson(records, { network, indexer: 'https://user:pw@toncenter.com/api/v3?api_key=k' })),
        );
        expect(document.records).toEqual(records);
        expect(document.indexer).toBe('https://toncenter.com/api/v3');
        expect(readTsv(toTsv(records))).toEqual(records.map(tsvCells));
      }),
      { numRuns: 1_500, seed: 20261123 },
    );
    console.log(`export-writers property cases: ${cases}`);
  }, 120_000);

  it('a file written a slice of accounts at a time (the app, between frames) is the file written at once', () => {
    fc.assert(
      fc.property(
        lookup,
        fc.constantFrom('mainnet', 'testnet'),
        fc.nat(),
        text,
        ({ result, accounts, failed }, network, cut, label) => {
          const rows = rowsOf(accounts, checkedLookup(result), failed);
          const records = exportRecords(rows, network);
          expect(rows.map((row) => exportRecordOf(row, network))).toEqual(records);
          const k = cut % (records.length + 1);
          const extra = (from: number, to: number) => [
            { header: label, values: records.slice(from, to).map((r) => r.status + label) },
          ];
          const n = records.length;
          expect(
            toCsv(records.slice(0, k), { bom: true, extra: extra(0, k) }) +
              toCsv(records.slice(k), { bom: true, header: false, extra: extra(k, n) }),
          ).toBe(toCsv(records, { bom: true, extra: extra(0, n) }));
          expect(
            toTsv(records.slice(0, k), extra(0, k)) + toTsv(records.slice(k), extra(k, n), { header: false }),
          ).toBe(toTsv(records, extra(0, n)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the JSON document written in parts is JSON.stringify of the whole document, across part boundaries too', () => {
    fc.assert(
      fc.property(lookup, fc.integer({ min: 0, max: 5_000 }), ({ result, accounts, failed }, n) => {
        const one = exportRecords(rowsOf(accounts, checkedLookup(result), failed), 'mainnet');
        const records = Array.from({ length: n }, (_, i) => one[i % one.length]!);
        const meta = {
          network: 'mainnet' as const,
          indexer: 'https://toncenter.com/api/v3',
          exportedAt: new Date(0),
        };
        const whole = {
          format: 'ton-index-explorer/accounts',
          version: 1,
          exportedAt: new Date(0).toISOString(),
          network: 'mainnet',
          indexer: 'https://toncenter.com/api/v3',
          lastBlock: null,
          count: n,
          records,
        };
        expect(toJson(records, meta)).toBe(`${JSON.stringify(whole, null, 2)}\n`);
      }),
      { numRuns: 25 },
    );
  });
});
