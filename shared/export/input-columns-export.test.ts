/**
 * The analyst's own columns joined to an export: beside each account, under the file's names (ours
 * keep theirs), once per input line, through the same formula guard as every other cell.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseAddress } from '../address/address-codec';
import { extractCsvAddresses } from '../address/address-csv';
import { inputColumnNames } from '../address/input-columns';
import { pendingLookupRow, type LookupRow } from '../jobs/lookup-row';
import { toCsv, toTsv } from './export-formats';
import { exportColumns, exportRecords } from './export-record';
import { inputColumnsObject, inputExtraColumns, joinInputLines } from './input-columns-export';

const A = 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB';
const C = 'UQCTDVUzmAq6EfzYGEWpVOv16yo-H5Vw3B0rktcidz_ULLjm';
const D = '0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e';

const raw = (address: string): string => {
  const parsed = parseAddress(address);
  if (!parsed.ok) throw new Error(address);
  return parsed.address.raw;
};

/** The rows of a lookup of `addresses` (the export's own columns do not matter here: pending rows). */
const rowsOf = (addresses: readonly string[]): LookupRow[] =>
  addresses.map((input, index) => pendingLookupRow({ index, raw: raw(input), input }));

/** The file's columns joined to the rows of its accounts, written as CSV (or TSV), read back. */
function written(file: string, addresses: readonly string[], format: 'csv' | 'tsv' = 'csv') {
  const columns = extractCsvAddresses(file)!.inputColumns!;
  const joined = joinInputLines(rowsOf(addresses), (row) => columns.linesOf(row.raw));
  const names = inputColumnNames(columns.headers, exportColumns());
  const extra = inputExtraColumns(names, joined.cells);
  const records = exportRecords(joined.items, 'mainnet');
  const text = format === 'csv' ? toCsv(records, { extra }) : toTsv(records, extra);
  return Papa.parse<Record<string, string>>(text.trimEnd(), {
    header: true,
    delimiter: format === 'csv' ? ',' : '\t',
  });
}

describe('input columns in an export', () => {
  it('writes each account once per input line, its cells beside it under the file names', () => {
    const file = `address,customer_id,note\n${A},c-1,first\n${C},c-2,second\n${A},c-3,again\n`;
    const read = written(file, [A, C, D]);
    expect(read.meta.fields!.slice(-2)).toEqual(['customer_id', 'note']);
    expect(read.data.map((r) => [r.input, r.customer_id, r.note])).toEqual([
      [A, 'c-1', 'first'],
      [A, 'c-3', 'again'],
      [C, 'c-2', 'second'],
      [D, '', ''],
    ]);
  });

  it('prefixes a file column named like one of ours', () => {
    const file = `address,status,balance_ton\n${A},vip,12\n`;
    const read = written(file, [A]);
    expect(read.meta.fields!.slice(-2)).toEqual(['input.status', 'input.balance_ton']);
    expect(read.data[0]).toMatchObject({
      status: 'pending',
      'input.status': 'vip',
      'input.balance_ton': '12',
    });
  });

  it("guards the user's text against formulas, in CSV and TSV alike", () => {
    const file = `address,note\n${A},"=HYPERLINK(""http://x"",""y"")"\n`;
    for (const format of ['csv', 'tsv'] as const) {
      const read = written(file, [A], format);
      expect(read.data[0]!.note).toBe(`'=HYPERLINK("http://x","y")`);
    }
  });

  it("gives the JSON document's input_columns of a line, and none for an account no line named", () => {
    expect(inputColumnsObject(['customer_id', 'note'], ['c-1', 'x'])).toEqual({
      customer_id: 'c-1',
      note: 'x',
    });
    expect(inputColumnsObject(['customer_id'], undefined)).toBeUndefined();
  });
});
