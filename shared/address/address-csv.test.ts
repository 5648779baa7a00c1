import { describe, expect, it } from 'vitest';
import { parseAddress } from './address-codec';
import { extractCsvAddresses } from './address-csv';
import { inputColumnNames } from './input-columns';

const A = 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB';
const B = '0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e';
const C = 'UQCTDVUzmAq6EfzYGEWpVOv16yo-H5Vw3B0rktcidz_ULLjm';

describe('extractCsvAddresses', () => {
  it('takes the address column and leaves labels and amounts out, skipping the header', () => {
    const csv = `address,label,amount\n${A},Alice,10\n${B},"Bob, Jr.",2.5\r\n${C},Carol,0\n`;
    const result = extractCsvAddresses(csv);
    expect(result?.text).toBe([A, B, C].join('\n'));
    expect(result?.columns).toEqual([{ index: 0, header: 'address' }]);
    expect(result?.skippedHeader).toBe(true);
    expect(result?.summary).toBe(
      'Took column 1 ("address") of 3 from 3 rows; skipped the header row. Kept columns 2 ("label"), 3 ("amount") for the export.',
    );
  });

  it('keeps a mistyped address in the address column so the user sees why it is invalid', () => {
    const csv = `label;wallet\nAlice;${A}\nBob;EQbad\nCarol;${C}\n`;
    const result = extractCsvAddresses(csv);
    expect(result?.text).toBe([A, 'EQbad', C].join('\n'));
    expect(result?.columns).toEqual([{ index: 1, header: 'wallet' }]);
  });

  it('takes several address columns (from, to) and reads files without a header', () => {
    const csv = `${A}\t${B}\t5\n${C}\t${A}\t7\n`;
    const result = extractCsvAddresses(csv);
    expect(result?.text).toBe([A, B, C, A].join('\n'));
    expect(result?.skippedHeader).toBe(false);
    expect(result?.columns.map((c) => c.index)).toEqual([0, 1]);
  });

  it('drops the header of a one-column export', () => {
    expect(extractCsvAddresses(`Address\n${A}\n${B}\n`)?.text).toBe([A, B].join('\n'));
  });

  it('gives null for a plain one-column list or text without addresses', () => {
    expect(extractCsvAddresses(`${A}\n${B}\n`)).toBeNull();
    expect(extractCsvAddresses('name,amount\nAlice,1\n')).toBeNull();
    expect(extractCsvAddresses('')).toBeNull();
  });
  it('keeps the other columns with each address, as papaparse reads them (quotes, BOM, CRLF)', () => {
    const csv = `\uFEFFaddress,customer_id,note\r\n${A},c-1,"Bob, ""Jr."""\r\n${C},c-2,  spaced  \r\n`;
    const result = extractCsvAddresses(csv)!;
    expect(result.inputColumns?.headers).toEqual(['customer_id', 'note']);
    expect(result.inputColumns?.linesOf(raw(A))).toEqual([['c-1', 'Bob, "Jr."']]);
    expect(result.inputColumns?.linesOf(raw(C))).toEqual([['c-2', '  spaced  ']]);
    expect(result.inputColumns?.linesOf(raw(B))).toEqual([]);
  });

  it("reads Excel's semicolon files, decimal commas included", () => {
    const csv = `wallet;amount;note\n${A};1,5;first\n${C};2,25;second\n`;
    const result = extractCsvAddresses(csv)!;
    expect(result.columns).toEqual([{ index: 0, header: 'wallet' }]);
    expect(result.inputColumns?.linesOf(raw(C))).toEqual([['2,25', 'second']]);
  });

  it('keeps every line of an address named twice, in file order', () => {
    const csv = `address,customer_id\n${A},c-1\n${C},c-2\n${A},c-3\n`;
    const result = extractCsvAddresses(csv)!;
    expect(result.inputColumns?.linesOf(raw(A))).toEqual([['c-1'], ['c-3']]);
    expect([raw(A), raw(C), raw(B)].map((r) => result.inputColumns?.has(r))).toEqual([true, true, false]);
    expect(result.text).toBe([A, C, A].join('\n'));
  });

  it('reads ragged rows as they are and names them', () => {
    const csv = `address,customer_id,note\n${A},c-1\n${C},c-2,n,extra\n${raw(A)},c-3,n\n`;
    const result = extractCsvAddresses(csv)!;
    expect(result.raggedRows).toEqual([2, 3]);
    expect(result.summary).toContain('Rows 2, 3 have a different number of cells than the first row (3)');
    expect(result.inputColumns?.headers).toEqual(['customer_id', 'note', 'column 4']);
    expect(result.inputColumns?.linesOf(raw(A))).toEqual([
      ['c-1', '', ''],
      ['c-3', 'n', ''],
    ]);
  });

  it('takes the address column a caller names, by header or number', () => {
    const csv = `from,to,memo\n${A},${C},m1\n`;
    expect(extractCsvAddresses(csv, { addressColumn: 'TO' })!.text).toBe(C);
    const second = extractCsvAddresses(csv, { addressColumn: '2' })!;
    expect(second.inputColumns?.headers).toEqual(['from', 'memo']);
    expect(second.inputColumns?.linesOf(raw(C))).toEqual([[A, 'm1']]);
    expect(() => extractCsvAddresses(csv, { addressColumn: 'wallet' })).toThrow(/no column “wallet”/);
  });
});

describe('inputColumnNames', () => {
  it('keeps the file names, prefixes a clash with ours and numbers a repeat', () => {
    const ours = ['input', 'address', 'status'];
    expect(inputColumnNames(['customer_id', 'Status', 'note', 'note', '', 'input.status'], ours)).toEqual([
      'customer_id',
      'input.Status',
      'note',
      'note.2',
      'column 5',
      'input.status.2',
    ]);
  });
});

function raw(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed.ok) throw new Error(address);
  return parsed.address.raw;
}

describe('a long file', () => {
  it('is read whole however many rows it has (a row count once overflowed the stack of a worker)', () => {
    const address = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
    const rows = 300_000;
    const csv = `address,note\n${address},first\n${',more\n'.repeat(rows - 1)}`;
    const read = extractCsvAddresses(csv)!;
    expect(read.rows).toBe(rows);
    expect(read.text).toBe(address);
    expect(read.inputColumns!.size).toBe(rows);
  });
});
