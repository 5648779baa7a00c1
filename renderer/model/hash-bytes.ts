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
import { base64ToBytes, bytesToBase64 } from '../../shared/tvm/stack-boc';

const HASH_BYTES = 32;
/** Form bits: URL-safe alphabet (`-_`), no trailing `=`; a null hash has a form of its own. */
const URL_SAFE = 1;
const UNPADDED = 2;
const NULL_HASH = 4;

/** The hash's 32 bytes written as Base64 in `form` (its alphabet and padding). */
function hashText(bytes: Uint8Array, form: number): string {
  let text = bytesToBase64(bytes);
  if (form & URL_SAFE) text = text.replaceAll('+', '-').replaceAll('/', '_');
  // 32 bytes end in exactly one '='.
  return form & UNPADDED ? text.slice(0, -1) : text;
}

/** The form `text` is written in, as far as its characters tell (the round trip decides the rest). */
const formOf = (text: string): number =>
  (/[-_]/.test(text) ? URL_SAFE : 0) | (text.endsWith('=') ? 0 : UNPADDED);

/** The bytes of a hash text that its form gives back exactly; null for any other text. */
function exactBytes(text: string, form: number): Uint8Array | null {
  if (text.length !== 43 && text.length !== 44) return null;
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(text);
  } catch {
    return null;
  }
  return bytes.length === HASH_BYTES && hashText(bytes, form) === text ? bytes : null;
}

/**
 * `hashes` (each a Base64 text or null) packed into one string, or null when any text would not come
 * back exactly as it is ({@link hashAt} reads one back).
 */
export function packHashes(hashes: readonly (string | null)[]): string | null {
  const codes = new Array<number>(hashes.length * (1 + HASH_BYTES)).fill(0);
  for (let k = 0; k < hashes.length; k++) {
    const text = hashes[k];
    if (text === null) {
      codes[k] = NULL_HASH;
      continue;
    }
    if (typeof text !== 'string') return null;
    const form = formOf(text);
    const bytes = exactBytes(text, form);
    if (!bytes) return null;
    codes[k] = form;
    const at = hashes.length + k * HASH_BYTES;
    for (let i = 0; i < HASH_BYTES; i++) codes[at + i] = bytes[i]!;
  }
  // Every code is below 256: V8 makes this a string of one byte a character.
  return String.fromCharCode(...codes);
}

/** Hash number `k` of the `count` that `packed` holds, as the server wrote it (or null). */
export function hashAt(packed: string, k: number, count: number): string | null {
  const form = packed.charCodeAt(k);
  if (form === NULL_HASH) return null;
  const bytes = new Uint8Array(HASH_BYTES);
  const at = count + k * HASH_BYTES;
  for (let i = 0; i < HASH_BYTES; i++) bytes[i] = packed.charCodeAt(at + i);
  return hashText(bytes, form);
}
