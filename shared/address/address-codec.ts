/**
 * The TON address codec: one string in, one account (or a plain-language reason) out, and every form
 * of that account back. Follows TEP-2 and what the indexer accepts (docs/indexer-api.md §4.2): raw
 * `wc:hex` in either case, 48-character user-friendly Base64 in either alphabet with any flags. Stricter
 * than the indexer in one way: only workchains 0 and -1 exist, so any other is rejected here rather
 * than sent off to match nothing.
 *
 * A 48-character friendly address is decoded here and every friendly form encoded here (table-driven,
 * both checked against @ton/core by property tests): they run for every address of a list and every
 * row of an export. Around them this module adds what a person needs: a reason for every rejection,
 * the raw form the indexer speaks, and every form at once.
 */
import type {
  AddressErrorReason,
  AddressForms,
  AddressParseResult,
  FriendlyFlags,
  ParsedAddress,
  Workchain,
} from './address-types';

/** Value of each ASCII hex digit (either case), -1 otherwise. */
const HEX_VALUE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 16; i++) {
    table['0123456789abcdef'.charCodeAt(i)] = i;
    table['0123456789ABCDEF'.charCodeAt(i)] = i;
  }
  return table;
})();

/** Thrown by the functions that cannot return a failure (`addressForms`); carries the same reason and message. */
export class InvalidAddressError extends Error {
  readonly reason: AddressErrorReason;
  constructor(reason: AddressErrorReason, message: string) {
    super(message);
    this.name = 'InvalidAddressError';
    this.reason = reason;
  }
}

/** Characters of a user-friendly address (TEP-2: Base64 of 36 bytes), in either alphabet. */
export const FRIENDLY_LENGTH = 48;
const HASH_HEX_LENGTH = 64;

const fail = (reason: AddressErrorReason, message: string): AddressParseResult => ({
  ok: false,
  reason,
  message,
});

const EMPTY = fail('empty', 'nothing to read — the address is empty');
const BAD_CHECKSUM = fail('bad-checksum', 'checksum does not match — a character was mistyped or lost');
const NOT_AN_ADDRESS = fail(
  'not-an-address',
  'not a TON address: expected 48 characters such as EQ… or UQ…, or a raw address such as 0:<64 hex digits>',
);
const A_LINK = fail(
  'not-an-address',
  'this is a link, not an address — copy only the address (EQ…, UQ… or 0:…) out of it',
);

/**
 * Parses one address. Surrounding whitespace is ignored; nothing else is forgiven (quotes, links and
 * separators are the list parser's job). Never throws.
 */
export function parseAddress(input: string): AddressParseResult {
  if (typeof input !== 'string') return NOT_AN_ADDRESS;
  const s = input.trim();
  const n = s.length;
  if (n === 0) return EMPTY;
  const colon = workchainColon(s);
  if (colon > 0) return parseRaw(s, colon);
  if (n === FRIENDLY_LENGTH) return parseFriendly(s);
  return diagnose(s);
}

/** The raw upper-case form (`"0:ABC…"`) of any valid address, or null. */
export function normalizeAddress(input: string): string | null {
  const result = parseAddress(input);
  return result.ok ? result.address.raw : null;
}

/** Every form of an address given in any form. Throws {@link InvalidAddressError} if it is not one. */
export function addressForms(rawOrAny: string): AddressForms {
  const result = parseAddress(rawOrAny);
  if (!result.ok) throw new InvalidAddressError(result.reason, result.message);
  return result.address.forms;
}

/** True when both name the same account, in whatever forms they are written. False if either is invalid. */
export function isSameAccount(a: string | ParsedAddress, b: string | ParsedAddress): boolean {
  const rawA = typeof a === 'string' ? normalizeAddress(a) : a.raw;
  const rawB = typeof b === 'string' ? normalizeAddress(b) : b.raw;
  return rawA !== null && rawA === rawB;
}

/**
 * Index of the ':' when `s` starts like a raw address (optional sign, 1–4 digits, ':'), else -1.
 * A user-friendly string never has ':' so this cannot mistake one for the other.
 */
function workchainColon(s: string): number {
  let i = 0;
  const first = s.charCodeAt(0);
  if (first === 45 /* - */ || first === 43 /* + */) i = 1;
  const digitsStart = i;
  while (i < s.length && i - digitsStart < 5) {
    const c = s.charCodeAt(i);
    if (c === 58 /* : */) return i > digitsStart ? i : -1;
    if (c < 48 || c > 57) return -1;
    i++;
  }
  return -1;
}

function parseRaw(s: string, colon: number): AddressParseResult {
  const wcText = s.slice(0, colon);
  const wc = Number(wcText);
  const hexLength = s.length - colon - 1;
  // Upper-cased digits go straight into the raw form's character buffer (unused if the input is rejected).
  const out = wc === -1 ? RAW_MASTER : RAW_BASE;
  const offset = out.length - HASH_HEX_LENGTH;
  for (let i = 0; i < hexLength; i++) {
    const c = s.charCodeAt(colon + 1 + i);
    const v = c < 128 ? HEX_VALUE[c]! : -1;
    if (v < 0) {
      const rest = s.slice(colon + 1);
      if (hexLength === FRIENDLY_LENGTH && parseFriendly(rest).ok) {
        return fail(
          'bad-characters',
          `this is a user-friendly address with '${wcText}:' in front — remove the '${wcText}:'`,
        );
      }
      return fail(
        'bad-characters',
        `${describeChar(s, colon + 1 + i)} at position ${colon + 2 + i} is not a hex digit — a raw address is '${wcText}:' followed by 64 hex digits (0–9, a–f)`,
      );
    }
    if (i < HASH_HEX_LENGTH) out[offset + i] = HEX_UPPER_CODES[v]!;
  }
  if (hexLength !== HASH_HEX_LENGTH) {
    return fail('wrong-length', `64 hex digits expected after '${wcText}:', got ${hexLength}`);
  }
  if (wc !== 0 && wc !== -1) return unknownWorkchain(wc);
  // `wc === -1 ? -1 : 0` also turns an input '-0' into 0 rather than -0.
  return {
    ok: true,
    address: new ParsedAddressRecord(String.fromCharCode.apply(null, out), wc === -1 ? -1 : 0, undefined),
  };
}

/** The eight possible flag sets, frozen and shared: one object fewer per parsed address. */
const FLAG_SETS: readonly FriendlyFlags[] = Array.from({ length: 8 }, (_, n) =>
  Object.freeze({ bounceable: (n & 4) !== 0, testOnly: (n & 2) !== 0, urlSafe: (n & 1) !== 0 }),
);

/** TEP-2's URL-safe Base64 alphabet; the standard one ends in `+/` instead of `-_`. */
export const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Value of each Base64 character, either alphabet (`+/` or `-_`, mixed as Node's decoder allows); -1 otherwise. */
const BASE64_VALUE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 62; i++) table[URL_SAFE_ALPHABET.charCodeAt(i)] = i;
  table[43] = table[45] = 62; // + -
  table[47] = table[95] = 63; // / _
  return table;
})();

/** CRC-16/XMODEM (polynomial 0x1021, TEP-2's checksum) of each byte value, for a byte at a time. */
const CRC16_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
    table[n] = crc & 0xffff;
  }
  return table;
})();

/** The 36 bytes of a friendly address: tag, workchain, hash, checksum (reused: one parse at a time). */
const FRIENDLY_BYTES = new Uint8Array(36);

/**
 * A 48-character friendly address, decoded here rather than by @ton/core (same TEP-2 rules: Base64 of
 * tag, workchain byte, 32-byte hash and CRC-16/XMODEM) — without its Buffer allocations and bitwise
 * checksum, which cost most of a 100,000-address file's parse and of every answer's address-book check.
 */
function parseFriendly(s: string): AddressParseResult {
  const bytes = FRIENDLY_BYTES;
  for (let i = 0, o = 0; i < FRIENDLY_LENGTH; i += 4) {
    let quad = 0;
    for (let k = 0; k < 4; k++) {
      const c = s.charCodeAt(i + k);
      const v = c < 128 ? BASE64_VALUE[c]! : -1;
      if (v < 0) {
        return fail(
          'bad-characters',
          `${describeChar(s, i + k)} at position ${i + k + 1} is not allowed in a user-friendly address (only A–Z, a–z, 0–9, - _ + /)`,
        );
      }
      quad = (quad << 6) | v;
    }
    bytes[o++] = quad >> 16;
    bytes[o++] = (quad >> 8) & 0xff;
    bytes[o++] = quad & 0xff;
  }
  if (crc16Xmodem(bytes, 34) !== ((bytes[34]! << 8) | bytes[35]!)) return BAD_CHECKSUM;
  const tag = bytes[0]! & 0x7f;
  if (tag !== 0x11 && tag !== 0x51) {
    // Well-formed Base64 with a matching checksum, but not an address.
    return fail(
      'not-an-address',
      'the first characters do not mark a TON address (EQ…, UQ…, kQ… or 0Q… expected)',
    );
  }
  if (bytes[1] !== 0 && bytes[1] !== 0xff) return unknownWorkchain(bytes[1]!);
  const workchain: Workchain = bytes[1] === 0xff ? -1 : 0;
  const urlSafe = s.indexOf('+') < 0 && s.indexOf('/') < 0;
  const flags = FLAG_SETS[(tag === 0x11 ? 4 : 0) | (bytes[0]! & 0x80 ? 2 : 0) | (urlSafe ? 1 : 0)]!;
  return { ok: true, address: new ParsedAddressRecord(rawOf(workchain, bytes, 2), workchain, flags) };
}

/** The URL-safe Base64 alphabet, as character codes. */
const URL_SAFE_CODES = Uint8Array.from(URL_SAFE_ALPHABET, (c) => c.charCodeAt(0));
/** The 48 characters of an encoded friendly address (reused: one encoding at a time). */
const FRIENDLY_CODES = new Uint8Array(FRIENDLY_LENGTH);

/** TEP-2's tag byte: bounceable 0x11, non-bounceable 0x51, and 0x80 added for testnet only. */
const friendlyTag = (bounceable: boolean, testnet: boolean) =>
  (bounceable ? 0x11 : 0x51) | (testnet ? 0x80 : 0);

/**
 * A URL-safe user-friendly form of a normalised raw address (`0:`/`-1:` and 64 upper-case hex digits,
 * as `parseAddress` gives it — not checked again here), encoded without @ton/core, whose encoder
 * (a bitwise CRC over a Buffer polyfill in the renderer) took 1.4 s of a 100,000-row export's 2.2 s.
 */
export function friendlyFormOfRaw(raw: string, bounceable: boolean, testnet: boolean): string {
  return String.fromCharCode.apply(null, friendlyCodesOfRaw(raw, bounceable, testnet) as unknown as number[]);
}

/**
 * Whether `text` is exactly {@link friendlyFormOfRaw}`(raw, bounceable, testnet)`, compared character by
 * character without writing that text: the job owner checks every address book entry's form so
 * (shared/jobs/packed-records.ts `bookFlags`), 100,000 a lookup of 100,000.
 */
export function isFriendlyFormOfRaw(
  text: string,
  raw: string,
  bounceable: boolean,
  testnet: boolean,
): boolean {
  if (text.length !== FRIENDLY_LENGTH) return false;
  const codes = friendlyCodesOfRaw(raw, bounceable, testnet);
  for (let i = 0; i < FRIENDLY_LENGTH; i++) if (text.charCodeAt(i) !== codes[i]) return false;
  return true;
}

/** The character codes of {@link friendlyFormOfRaw}'s text, in {@link FRIENDLY_CODES} (reused). */
function friendlyCodesOfRaw(raw: string, bounceable: boolean, testnet: boolean): Uint8Array {
  const bytes = friendlyBytesOfRaw(raw, bounceable, testnet);
  const out = FRIENDLY_CODES;
  for (let i = 0, o = 0; i < 36; i += 3) {
    const triple = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = URL_SAFE_CODES[triple >> 18]!;
    out[o++] = URL_SAFE_CODES[(triple >> 12) & 63]!;
    out[o++] = URL_SAFE_CODES[(triple >> 6) & 63]!;
    out[o++] = URL_SAFE_CODES[triple & 63]!;
  }
  return out;
}

/**
 * The first and last four characters of {@link friendlyFormOfRaw}`(raw, bounceable, testnet)` — what a
 * wallet app shows of an address — as one number: four Base64 characters are exactly three bytes, so
 * the eight are the tag, workchain and first hash byte, and the last hash byte and checksum (48 bits,
 * exact in a JS number). Two addresses share it exactly when their forms share those characters; no
 * text is written (a lookup of 100,000 asks it twice an account).
 */
export function friendlyEndsOfRaw(raw: string, bounceable: boolean, testnet: boolean): number {
  // The checksum taken as the hex is read, with no bytes written (the table lookup of crc16Xmodem).
  const master = raw.charCodeAt(0) === 45; /* - */
  const tag = friendlyTag(bounceable, testnet);
  const workchain = master ? 0xff : 0;
  let crc = crcStep(crcStep(0, tag), workchain);
  let first = 0;
  let byte = 0;
  for (let i = 0, c = master ? 3 : 2; i < 32; i++, c += 2) {
    byte = (HEX_VALUE[raw.charCodeAt(c)]! << 4) | HEX_VALUE[raw.charCodeAt(c + 1)]!;
    if (i === 0) first = byte;
    crc = crcStep(crc, byte);
  }
  const head = (tag << 16) | (workchain << 8) | first;
  return head * 0x1000000 + ((byte << 16) | crc);
}

/** One byte more of CRC-16/XMODEM. */
const crcStep = (crc: number, byte: number): number =>
  ((crc << 8) ^ CRC16_TABLE[((crc >> 8) ^ byte) & 0xff]!) & 0xffff;

/** The 36 bytes {@link friendlyFormOfRaw} encodes, in {@link FRIENDLY_BYTES} (reused). */
function friendlyBytesOfRaw(raw: string, bounceable: boolean, testnet: boolean): Uint8Array {
  const bytes = FRIENDLY_BYTES;
  const master = raw.charCodeAt(0) === 45; /* - */
  bytes[0] = friendlyTag(bounceable, testnet);
  bytes[1] = master ? 0xff : 0;
  for (let i = 0, c = master ? 3 : 2; i < 32; i++, c += 2)
    bytes[2 + i] = (HEX_VALUE[raw.charCodeAt(c)]! << 4) | HEX_VALUE[raw.charCodeAt(c + 1)]!;
  const crc = crc16Xmodem(bytes, 34);
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return bytes;
}

/**
 * The bounceable mainnet form (`EQ…`/`Ef…`): the form the client sends the indexer, which reads any
 * form (docs/indexer-api.md §4.2), and 48 characters where the raw form takes 68 in a URL, so more
 * accounts fit in one request.
 */
export const bounceableFormOfRaw = (raw: string): string => friendlyFormOfRaw(raw, true, false);

/** `wc:UPPERHEX` from a workchain and 32 hash bytes, built in one go (no per-byte string joins). */
function rawOf(workchain: Workchain, bytes: Uint8Array, from: number): string {
  const out = workchain === -1 ? RAW_MASTER : RAW_BASE;
  let o = out.length - HASH_HEX_LENGTH;
  for (let i = from; i < from + 32; i++) {
    const b = bytes[i]!;
    out[o++] = HEX_UPPER_CODES[b >> 4]!;
    out[o++] = HEX_UPPER_CODES[b & 15]!;
  }
  return String.fromCharCode.apply(null, out);
}

function unknownWorkchain(wc: number): AddressParseResult {
  return fail('unknown-workchain', `workchain ${wc} is not a TON workchain (only 0 and -1 exist)`);
}

/** Explains a string that is neither raw-shaped nor 48 characters long. */
function diagnose(s: string): AddressParseResult {
  if (s.includes('://')) return A_LINK;
  const n = s.length;
  if (s.charCodeAt(0) === 58 /* : */) {
    return fail(
      'not-an-address',
      "a raw address needs its workchain before the ':' — 0: for accounts, -1: for the masterchain",
    );
  }
  if (n === HASH_HEX_LENGTH && allOf(s, isHexCode)) {
    return fail(
      'not-an-address',
      '64 hex digits without a workchain — put 0: in front for an ordinary account (-1: for the masterchain)',
    );
  }
  // Close to 48 Base64 characters: almost certainly a friendly address with a character lost or added.
  if (n >= 40 && n <= 56 && allOf(s, isBase64ishCode)) {
    return fail('wrong-length', `48 characters expected for a user-friendly address, got ${n}`);
  }
  return NOT_AN_ADDRESS;
}

/**
 * Character codes of the raw form being built, prefix included, turned into one flat string by
 * `String.fromCharCode` — several times faster than 32 concatenations, and flat strings hash at once
 * when they become Map keys in the list parser.
 */
const RAW_BASE: number[] = [48, 58, ...new Array<number>(HASH_HEX_LENGTH).fill(48)]; // "0:"
const RAW_MASTER: number[] = [45, 49, 58, ...new Array<number>(HASH_HEX_LENGTH).fill(48)]; // "-1:"
const HEX_UPPER_CODES = Array.from('0123456789ABCDEF', (ch) => ch.charCodeAt(0));

/**
 * A parsed address. A class rather than an object literal with a getter because the list parser makes
 * 100,000 of them and a literal with an accessor costs a closure each (measured ~50× slower to build).
 * `forms` is a prototype getter, computed once on first read; `toJSON` includes it. Spreading or
 * structured-cloning the object keeps only the own fields, so send `raw` across process boundaries.
 */
class ParsedAddressRecord implements ParsedAddress {
  readonly raw: string;
  readonly workchain: Workchain;
  readonly inputForm: 'raw' | 'friendly';
  declare readonly inputFlags?: FriendlyFlags;
  #forms: AddressForms | undefined;

  constructor(raw: string, workchain: Workchain, flags: FriendlyFlags | undefined) {
    this.raw = raw;
    this.workchain = workchain;
    this.inputForm = flags === undefined ? 'raw' : 'friendly';
    // Set on every record, undefined for a raw one: a field added only to some records makes V8 give
    // each of those a separate property array (~20 B an address over a 100,000-address list).
    (this as { inputFlags?: FriendlyFlags | undefined }).inputFlags = flags;
  }

  get forms(): AddressForms {
    return (this.#forms ??= computeForms(this.raw));
  }

  toJSON(): ParsedAddress {
    return parsedAddressJson(this);
  }
}

/** A parsed address as plain data, `forms` included (the `toJSON` of every kind of parsed address). */
export function parsedAddressJson(address: ParsedAddress): ParsedAddress {
  const { raw, workchain, inputForm, inputFlags, forms } = address;
  return inputFlags === undefined
    ? { raw, workchain, inputForm, forms }
    : { raw, workchain, inputForm, inputFlags, forms };
}

/** Every form of a normalised raw address (as {@link parseAddress} gives it; not checked again here). */
export function computeForms(raw: string): AddressForms {
  return {
    raw,
    bounceable: friendlyFormOfRaw(raw, true, false),
    nonBounceable: friendlyFormOfRaw(raw, false, false),
    testnetBounceable: friendlyFormOfRaw(raw, true, true),
    testnetNonBounceable: friendlyFormOfRaw(raw, false, true),
  };
}

/** The user-friendly form of `forms` with these flags. */
export function friendlyForm(forms: AddressForms, bounceable: boolean, testnet: boolean): string {
  if (testnet) return bounceable ? forms.testnetBounceable : forms.testnetNonBounceable;
  return bounceable ? forms.bounceable : forms.nonBounceable;
}

/**
 * CRC16-XMODEM (polynomial 0x1021, initial 0) of the first `length` bytes: TEP-2's address checksum,
 * and get-method ids' hash. A byte at a time from a table: it runs for every address parsed.
 */
export function crc16Xmodem(bytes: Uint8Array, length = bytes.length): number {
  let crc = 0;
  for (let i = 0; i < length; i++)
    crc = ((crc << 8) ^ CRC16_TABLE[((crc >> 8) ^ bytes[i]!) & 0xff]!) & 0xffff;
  return crc;
}

/** Whether every character of `s` passes `test` (by UTF-16 code). */
export function allOf(s: string, test: (code: number) => boolean): boolean {
  for (let i = 0; i < s.length; i++) if (!test(s.charCodeAt(i))) return false;
  return true;
}

/** `0–9 a–f A–F`. */
export function isHexCode(c: number): boolean {
  return c < 128 && HEX_VALUE[c]! >= 0;
}

/** `A–Z a–z 0–9 - _ + /`: the characters of both Base64 alphabets a friendly address is written in. */
export function isBase64Char(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 45 ||
    c === 95 ||
    c === 43 ||
    c === 47
  );
}

/** A Base64 character or the `=` of padding. */
const isBase64ishCode = (c: number) => isBase64Char(c) || c === 61;

/** A character as a person can read it in a message: “x”, “a space”, or U+0007 for the invisible ones. */
export function describeChar(s: string, index: number): string {
  const cp = s.codePointAt(index) ?? 0;
  if (cp === 32) return 'a space';
  if (
    cp < 32 ||
    (cp >= 0x7f && cp <= 0xa0) ||
    (cp >= 0x2000 && cp <= 0x200f) ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    cp === 0xfeff
  ) {
    return `the invisible character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `“${String.fromCodePoint(cp)}”`;
}
