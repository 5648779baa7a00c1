/**
 * 32-byte hashes held as their bytes rather than as the server's Base64 text, for the rows of a large
 * lookup: a hash's 44 characters are a 56-byte string on the page's heap, three per account
 * (`account_state_hash`, `last_transaction_hash`, `data_hash`). Several are packed into ONE string of
 * one byte a character (a form code per hash, then its 32 bytes), which the page's heap holds as
 * compactly as a byte array and without a second object per account.
 *
 * Exact by construction: a text is packed only when writing its bytes back in the form it was written
 * in (standard or URL-safe alphabet, with or without its `=`) gives that very text again. Anything else
 * (a hash the lenient schema lets through in a form no encoder writes: stray low bits in the last
 * character, both alphabets mixed) is not packed, and the caller keeps the server's text as it came.
 */
import { URL_SAFE_ALPHABET } from '../address/address-codec';

const HASH_BYTES = 32;
/** Characters of a hash's Base64 text without its padding (32 bytes: 42 full sextets and 4 bits). */
const HASH_CHARS = 43;
/** Form bits: URL-safe alphabet (`-_`), no trailing `=`; a null hash has a form of its own. */
const URL_SAFE = 1;
const UNPADDED = 2;
const NULL_HASH = 4;

/** Each alphabet's characters as codes: standard (`+/`) at 0, URL-safe (`-_`) at {@link URL_SAFE}. */
const ALPHABETS = [
  Uint8Array.from(URL_SAFE_ALPHABET.slice(0, 62) + '+/', (c) => c.charCodeAt(0)),
  Uint8Array.from(URL_SAFE_ALPHABET, (c) => c.charCodeAt(0)),
];
/** Value of each character of either alphabet; -1 otherwise (a mixed text fails the round trip). */
const VALUE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (const alphabet of ALPHABETS) alphabet.forEach((code, value) => (table[code] = value));
  return table;
})();
const PAD = 61; /* = */

/** An array of `length` small integers without holes (`new Array(n)` has them: `apply` reads it slowly). */
const packedArray = (length: number, value: number): number[] => Array.from({ length }, () => value);

/**
 * The character codes of one hash's text, padded (44) and not (43), reused: one hash is written at a
 * time. Plain arrays: `String.fromCharCode.apply` reads one several times faster than a typed array.
 */
const TEXT_CODES = [packedArray(HASH_CHARS + 1, PAD), packedArray(HASH_CHARS, 0)];
/** One hash's 32 bytes, copied out of a packed string to be written (reused). */
const BYTES = packedArray(HASH_BYTES, 0);

/**
 * Writes the hash whose 32 bytes are `bytes` from `at` as Base64 in `form` (its alphabet and padding)
 * into {@link TEXT_CODES}, and returns the array written: 43 or 44 character codes. Written here, not
 * with a general encoder: it runs once per hash read, and 100,000 rows' hashes are read by every export.
 */
function writeText(bytes: ArrayLike<number>, at: number, form: number): number[] {
  const alphabet = ALPHABETS[form & URL_SAFE]!;
  const out = TEXT_CODES[form & UNPADDED ? 1 : 0]!;
  let o = 0;
  for (let i = 0; i < HASH_BYTES; i += 3) {
    const b1 = i + 1 < HASH_BYTES ? bytes[at + i + 1]! : 0;
    const b2 = i + 2 < HASH_BYTES ? bytes[at + i + 2]! : 0;
    const triple = (bytes[at + i]! << 16) | (b1 << 8) | b2;
    out[o++] = alphabet[triple >> 18]!;
    out[o++] = alphabet[(triple >> 12) & 63]!;
    // 32 bytes are 43 characters: the last triple writes 3 (the padded array keeps its '=' at 43).
    if (o < HASH_CHARS) out[o++] = alphabet[(triple >> 6) & 63]!;
    if (o < HASH_CHARS) out[o++] = alphabet[triple & 63]!;
  }
  return out;
}

/**
 * The form `text` is written in (alphabet, padding), or -1 when it mixes the two alphabets' last two
 * characters (`+/` with `-_`), which no encoder writes.
 */
function formOf(text: string): number {
  let standard = false;
  let urlSafe = false;
  for (let i = 0; i < HASH_CHARS; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 /* - */ || c === 95 /* _ */) urlSafe = true;
    else if (c === 43 /* + */ || c === 47 /* / */) standard = true;
  }
  if (standard && urlSafe) return -1;
  return (urlSafe ? URL_SAFE : 0) | (text.length === HASH_CHARS ? UNPADDED : 0);
}

/**
 * Writes the 32 bytes of a hash text into `codes` from `at`; false when the text is not one its own
 * form gives back exactly (it is then not packed). Decoding is one to one on the texts an encoder
 * writes: 43 characters of one alphabet ({@link formOf}) whose last one carries 4 bits and two zero
 * bits, then `=` or nothing. Any such text is written back as it is, so checking these is the round
 * trip without writing the text again (the unit test compares with a real encoder's text).
 */
function putBytes(text: string, form: number, codes: number[], at: number): boolean {
  if (text.length === HASH_CHARS + 1 ? text.charCodeAt(HASH_CHARS) !== PAD : text.length !== HASH_CHARS)
    return false;
  let bits = 0;
  let value = 0;
  let o = at;
  let v = 0;
  for (let i = 0; i < HASH_CHARS; i++) {
    const c = text.charCodeAt(i);
    v = c < 128 ? VALUE[c]! : -1;
    if (v < 0) return false;
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      codes[o++] = (value >> bits) & 0xff;
    }
  }
  // The last character's two low bits lie past the 256th bit: an encoder writes them as zero.
  return form >= 0 && (v & 3) === 0 && o - at === HASH_BYTES;
}

/** The character codes of a packed string of one to three hashes (reused: one is packed at a time). */
const PACK_CODES = [1, 2, 3].map((count) => packedArray(count * (1 + HASH_BYTES), 0));

/**
 * `hashes` (each a Base64 text or null; one to three) packed into one string, or null when any text
 * would not come back exactly as it is ({@link hashAt} reads one back).
 */
export function packHashes(hashes: readonly (string | null)[]): string | null {
  const codes = PACK_CODES[hashes.length - 1];
  if (!codes) return null;
  for (let k = 0; k < hashes.length; k++) {
    const text = hashes[k];
    const at = hashes.length + k * HASH_BYTES;
    if (text === null) {
      codes[k] = NULL_HASH;
      codes.fill(0, at, at + HASH_BYTES);
      continue;
    }
    if (typeof text !== 'string') return null;
    const form = formOf(text);
    if (!putBytes(text, form, codes, at)) return null;
    codes[k] = form;
  }
  // Every code is below 256: V8 makes this a string of one byte a character.
  return String.fromCharCode.apply(null, codes);
}

/** Hash number `k` of the `count` that `packed` holds, as the server wrote it (or null). */
export function hashAt(packed: string, k: number, count: number): string | null {
  const form = packed.charCodeAt(k);
  if (form === NULL_HASH) return null;
  const at = count + k * HASH_BYTES;
  for (let i = 0; i < HASH_BYTES; i++) BYTES[i] = packed.charCodeAt(at + i);
  return String.fromCharCode.apply(null, writeText(BYTES, 0, form));
}

/**
 * Hash number `k` of the `count` that a packed string's character codes hold from `start` of `codes`
 * (the page's column of them: renderer/model/account-parts-store.ts), as the server wrote it (or null).
 */
export function hashAtCodes(
  codes: ArrayLike<number>,
  start: number,
  k: number,
  count: number,
): string | null {
  const form = codes[start + k]!;
  if (form === NULL_HASH) return null;
  return String.fromCharCode.apply(null, writeText(codes, start + count + k * HASH_BYTES, form));
}
