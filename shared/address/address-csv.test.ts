import { describe, expect, it } from 'vitest';
import { extractCsvAddresses } from './address-csv';

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
    expect(result?.summary).toBe('Took column 1 ("address") of 3 from 3 rows; skipped the header row.');
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
});
