/**
 * The text of a file a person chose (a labels CSV), from its bytes: UTF-8 with or without a byte-order
 * mark, or UTF-16 (either byte order, with a mark, or without one when every other byte of its first
 * characters is zero, as Windows tools write it). Anything else — a file saved as Latin-1 or
 * Windows-1252, UTF-32, a binary file — is refused with a sentence naming the line and the byte, never
 * read with "�" in place of what could not be read.
 */

/** The encodings a text file is read in. */
export type TextFileEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE';

/** A file's text, or why it cannot be read. */
export type DecodedTextFile =
  { ok: true; text: string; encoding: TextFileEncoding; bom: boolean } | { ok: false; message: string };

/** Bytes looked at to tell UTF-16 without a byte-order mark from UTF-8. */
const SNIFF_BYTES = 512;

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** The advice that ends every refusal. */
const SAVE_AS_UTF8 = 'Save the file as UTF-8 (in Excel: “CSV UTF-8”) and import it again.';

/** Which UTF-16 byte order a file without a byte-order mark is in, or null (not UTF-16, or not sure). */
function sniffUtf16(bytes: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | null {
  const end = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (end < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < end; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = end / 2;
  // Text in a Latin script as UTF-16 has a zero in nearly every pair, always on the same side.
  if (oddZeros >= pairs * 0.9 && evenZeros === 0) return 'UTF-16LE';
  if (evenZeros >= pairs * 0.9 && oddZeros === 0) return 'UTF-16BE';
  return null;
}

/** Where the first byte that is not valid UTF-8 is, or -1 when every byte is. */
export function firstInvalidUtf8(bytes: Uint8Array, from = 0): number {
  let i = from;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: the length of the sequence and the range its second byte must be in (no overlong
    // forms, no surrogates, nothing past U+10FFFF).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    if (i + length > bytes.length) return i;
    const second = bytes[i + 1]!;
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += length;
  }
  return -1;
}

/** Line (1-based) of byte `offset`, counting LF and lone CR line ends before it. */
function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) line++;
  }
  return line;
}

/** Decodes UTF-16 (`fatal`: an unpaired surrogate is refused, not replaced). */
function decodeUtf16(bytes: Uint8Array, encoding: 'UTF-16LE' | 'UTF-16BE', bom: boolean): DecodedTextFile {
  const body = bytes.subarray(bom ? 2 : 0);
  if (body.length % 2 !== 0)
    return {
      ok: false,
      message: `This file reads as ${encoding} text but ends in half a character (an odd number of bytes). ${SAVE_AS_UTF8}`,
    };
  try {
    const text = new TextDecoder(encoding.toLowerCase(), { fatal: true, ignoreBOM: true }).decode(body);
    return { ok: true, text, encoding, bom };
  } catch {
    return {
      ok: false,
      message: `This file reads as ${encoding} text but holds a broken character (half of a surrogate pair). ${SAVE_AS_UTF8}`,
    };
  }
}

/**
 * The text of a file from its bytes, with the encoding it was read in, or a sentence saying why it
 * cannot be read (and where). A byte-order mark is not part of the text.
 */
export function decodeTextFile(bytes: Uint8Array): DecodedTextFile {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0)
    return { ok: false, message: `This file is UTF-32 text, which is not read here. ${SAVE_AS_UTF8}` };
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff)
    return { ok: false, message: `This file is UTF-32 text, which is not read here. ${SAVE_AS_UTF8}` };
  if (a === 0xff && b === 0xfe) return decodeUtf16(bytes, 'UTF-16LE', true);
  if (a === 0xfe && b === 0xff) return decodeUtf16(bytes, 'UTF-16BE', true);
  const bom = a === 0xef && b === 0xbb && c === 0xbf;
  if (!bom) {
    const utf16 = sniffUtf16(bytes);
    if (utf16) return decodeUtf16(bytes, utf16, false);
  }
  const start = bom ? 3 : 0;
  const bad = firstInvalidUtf8(bytes, start);
  if (bad >= 0) {
    return {
      ok: false,
      message: `This file is not UTF-8 text: line ${lineOfByte(bytes, bad)} has the byte ${hex(bytes[bad]!)}, which UTF-8 does not allow there (a file saved as Latin-1 or Windows-1252, or not a text file). ${SAVE_AS_UTF8}`,
    };
  }
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(start));
  if (text.includes('\u0000'))
    return {
      ok: false,
      message: `This file holds NUL characters (line ${lineOfByte(bytes, bytes.indexOf(0))}): it is not a text file, or not UTF-8. ${SAVE_AS_UTF8}`,
    };
  return { ok: true, text, encoding: 'UTF-8', bom };
}
