/**
 * A chosen file's bytes to text: UTF-8 with or without a byte-order mark, UTF-16 either way round with
 * or without one; a Latin-1 file, UTF-32 or a binary file refused with the line and the byte — never
 * read with "�" in place of what could not be read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTextFile, firstInvalidUtf8 } from './text-file';

const TEXT = 'address,label\r\nEQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB,Пётр 🧊 Müller\r\n';
const utf8 = (text: string) => new TextEncoder().encode(text);
/** `text` as UTF-16 bytes in the given order, after a byte-order mark when asked. */
const utf16 = (text: string, order: 'LE' | 'BE', bom: boolean) => {
  const codeUnits = bom ? [0xfeff] : [];
  for (let i = 0; i < text.length; i++) codeUnits.push(text.charCodeAt(i));
  const bytes = new Uint8Array(codeUnits.length * 2);
  codeUnits.forEach((unit, i) => {
    bytes[i * 2 + (order === 'LE' ? 0 : 1)] = unit & 0xff;
    bytes[i * 2 + (order === 'LE' ? 1 : 0)] = unit >> 8;
  });
  return bytes;
};

describe('decodeTextFile', () => {
  it('reads UTF-8 with and without a byte-order mark (the mark is not part of the text)', () => {
    expect(decodeTextFile(utf8(TEXT))).toEqual({ ok: true, text: TEXT, encoding: 'UTF-8', bom: false });
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(TEXT)]))).toEqual({
      ok: true,
      text: TEXT,
      encoding: 'UTF-8',
      bom: true,
    });
  });

  it('reads UTF-16 in either byte order, with a byte-order mark or without one (as Windows tools write it)', () => {
    for (const order of ['LE', 'BE'] as const) {
      for (const bom of [true, false]) {
        expect(decodeTextFile(utf16(TEXT, order, bom)), `${order} ${bom}`).toEqual({
          ok: true,
          text: TEXT,
          encoding: `UTF-16${order}`,
          bom,
        });
      }
    }
  });

  it('refuses a Latin-1 file, naming the line and the byte, instead of storing "�"', () => {
    const latin1 = Uint8Array.from('address,label\r\nEQA,Zoë\r\n', (c) => c.charCodeAt(0));
    const read = decodeTextFile(latin1);
    expect(read).toEqual({
      ok: false,
      message:
        'This file is not UTF-8 text: line 2 has the byte 0xEB, which UTF-8 does not allow there (a file saved as Latin-1 or Windows-1252, or not a text file). Save the file as UTF-8 (in Excel: “CSV UTF-8”) and import it again.',
    });
  });

  it('refuses UTF-32, half a UTF-16 character and NUL bytes in UTF-8, each in words', () => {
    const refusal = (bytes: number[]) => {
      const read = decodeTextFile(new Uint8Array(bytes));
      return read.ok ? read.text : read.message;
    };
    expect(refusal([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0])).toMatch(/^This file is UTF-32 text/);
    expect(refusal([0xff, 0xfe, 0x41, 0, 0x42])).toMatch(/ends in half a character/);
    expect(refusal([0xff, 0xfe, 0x00, 0xd8, 0x41, 0])).toMatch(/half of a surrogate pair/);
    expect(refusal([0x61, 0x0a, 0x62, 0x00, 0x63])).toMatch(/^This file holds NUL characters \(line 2\)/);
  });
});

describe('firstInvalidUtf8', () => {
  it('agrees with the platform’s strict decoder on any bytes', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        let valid = true;
        try {
          strict.decode(bytes);
        } catch {
          valid = false;
        }
        expect(firstInvalidUtf8(bytes) === -1).toBe(valid);
      }),
      { numRuns: 5000 },
    );
  });

  it('points at the first bad byte: overlong forms, surrogates, past U+10FFFF, cut sequences', () => {
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xc0, 0x80]))).toBe(1);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0x62, 0xed, 0xa0, 0x80]))).toBe(2);
    expect(firstInvalidUtf8(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xe2, 0x82]))).toBe(1);
    expect(firstInvalidUtf8(utf8('ok ✓ 🧊'))).toBe(-1);
  });
});
