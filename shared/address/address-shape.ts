/**
 * "Address shape": whether a word of pasted prose is an attempt at a TON address. The paste box reads
 * customer messages ("Hi support, these are my wallets: … Thanks!"), so a word that is no attempt at an
 * address at all is skipped and counted, while a near-miss (a typo, a lost character, a broken link)
 * must still be flagged with its line and column. A near-miss is silently lost money; a flagged word is
 * only noise — so where the two cannot be told apart, the rules below flag.
 *
 * A piece of text has address shape when it is
 * - **friendly-shaped**: made only of the Base64 alphabets' characters (`A–Z a–z 0–9 - _ + /`) and
 *   - exactly 48 long (a checksum or tag error), or
 *   - 40 to 56 long and random-looking (a digit, or a lower-case letter followed by a capital — which a
 *     hyphenated phrase has not, and 40 random Base64 characters lack with odds below 1 in 10^7), or
 *   - started by the two characters every friendly address starts with (`EQ UQ kQ 0Q` on the basechain,
 *     `Ef Uf kf 0f` plus `8 9 - _ + /` on the masterchain: the tag and workchain bytes fix them) and at
 *     least 4 long — unless it is a word in capitals (`EQUAL`), or
 *   - exactly 64 hex digits (a raw address that lost its `0:`; transaction hashes look the same, so
 *     the message says so);
 *   but NOT when Base64 padding (`=`) follows it — addresses never carry padding, 32-byte hashes do;
 * - **raw-shaped**: `0:` or `-1:` followed by anything (`0:abc`, a wrong digit count), or any other
 *   `wc:` followed by 40 or more characters (`5:<64 hex>`, an unknown workchain). `10:30`, `1:2`
 *   and `12:45:00` are times and ratios, not addresses;
 * - **a link** that holds one of the above, or that points at a TON explorer or wallet
 *   (tonviewer.com, tonscan.org, …, `ton://`) and names no transaction or block. A link to any other
 *   site with nothing address-shaped in it is a word.
 *
 * Pieces are found anywhere in a word: `wallet:EQ…`, `address=0:…`, `EQ….Thanks` and `-EQ…` each give
 * the address. Inside a longer run of Base64 characters every 48-character window that starts like an
 * address and passes its checksum is taken (the CRC makes a false find a 1-in-65,536 event per window).
 */
import { FRIENDLY_LENGTH, allOf, isBase64Char, isHexCode, parseAddress } from './address-codec';
import { addressFromLink, linkCandidates } from './address-links';
import type { AddressParseResult } from './address-types';

/** One address-shaped piece of a word: valid, or a near-miss with its reason. */
export interface ShapedPiece {
  /** Offset of the piece in the word (code units). */
  readonly offset: number;
  /** The piece's text. */
  readonly text: string;
  /** True when the piece is the whole word. */
  readonly whole: boolean;
  readonly result: AddressParseResult;
}

const HEX_HASH_LENGTH = 64;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLower = (c: number) => c >= 97 && c <= 122;
const isUpper = (c: number) => c >= 65 && c <= 90;
const isAlnum = (c: number) => isDigit(c) || isLower(c) || isUpper(c);

/** First character of a friendly address: the tag byte (0x11, 0x51, 0x91, 0xd1) gives E, U, k or 0. */
const isTagFirst = (c: number) => c === 69 || c === 85 || c === 107 || c === 48;
/** Third character after an `…f` prefix: the masterchain byte 0xff leaves 8, 9, -, _ (or +, / in standard Base64). */
const isMasterchainThird = (c: number) =>
  c === 56 || c === 57 || c === 45 || c === 95 || c === 43 || c === 47;

/** Whether `s[from…]` starts the way every friendly address starts. */
function startsLikeFriendly(s: string, from: number): boolean {
  if (!isTagFirst(s.charCodeAt(from))) return false;
  const second = s.charCodeAt(from + 1);
  if (second === 81 /* Q */) return true;
  return second === 102 /* f */ && isMasterchainThird(s.charCodeAt(from + 2));
}

/** A digit, or a lower-case letter directly followed by a capital: what random Base64 has and prose lacks. */
function looksRandom(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) return true;
    if (isLower(c) && i + 1 < s.length && isUpper(s.charCodeAt(i + 1))) return true;
  }
  return false;
}

/** Whether a run of Base64 characters (nothing else in it) has the shape of a friendly or hex address. */
function isFriendlyShaped(run: string): boolean {
  const n = run.length;
  if (n === 42 && run.charCodeAt(0) === 48 && run.charCodeAt(1) === 120 && allOf(run.slice(2), isHexCode))
    return false; // 0x…: an EVM address
  if (n === FRIENDLY_LENGTH) return true;
  if (n === HEX_HASH_LENGTH && allOf(run, isHexCode)) return true;
  if (n >= 40 && n <= 56 && looksRandom(run)) return true;
  if (n >= 4 && startsLikeFriendly(run, 0)) return !allOf(run, isUpper);
  return false;
}

/**
 * Length of a workchain prefix (`0:`, `-1:`, `+5:` — sign, 1–4 digits, colon) at `s[from…]`, else 0.
 * A user-friendly address never holds ':' so this cannot mistake one for the other.
 */
function workchainPrefix(s: string, from: number): number {
  let i = from;
  const first = s.charCodeAt(i);
  if (first === 45 || first === 43) i++;
  const digits = i;
  while (i < s.length && i - digits < 4 && isDigit(s.charCodeAt(i))) i++;
  if (i === digits || s.charCodeAt(i) !== 58 /* : */) return 0;
  return i + 1 - from;
}

/** Whether `prefix` + `rest` (rest: the Base64 run after the colon) is an attempt at a raw address. */
function isRawShaped(prefix: string, rest: string): boolean {
  const wc = prefix.slice(0, -1);
  if (wc === '0' || wc === '-1') return rest.length > 0;
  return rest.length >= 40;
}

/** End of the run of Base64 characters starting at `from`. */
function runEnd(s: string, from: number): number {
  let i = from;
  while (i < s.length && isBase64Char(s.charCodeAt(i))) i++;
  return i;
}

/** `=` or `==` right after a run, then the end or a character outside the run's alphabet: Base64 data. */
function isPadded(s: string, end: number): boolean {
  if (s.charCodeAt(end) !== 61 /* = */) return false;
  const after = s.charCodeAt(end + 1) === 61 ? end + 2 : end + 1;
  return after >= s.length || !isBase64Char(s.charCodeAt(after));
}

/** '-', '_', '+' or '/': where glue inside a run of Base64 characters may end or begin. */
const isGlue = (c: number) => c === 45 || c === 95 || c === 43 || c === 47;

/**
 * Valid addresses in 48-character windows of a longer run. A window must start like an address and
 * begin or end the run or touch glue (`wallet-EQ…`, `EQ…_x`): an address wedged between letters on both
 * sides is not looked for, which keeps hostile runs (`EQEQEQ…`) from costing a parse per character.
 */
function windowsIn(run: string, offset: number, whole: boolean, out: ShapedPiece[]): boolean {
  let found = false;
  let i = 0;
  while (i + FRIENDLY_LENGTH <= run.length) {
    const end = i + FRIENDLY_LENGTH;
    const touches =
      i === 0 || isGlue(run.charCodeAt(i - 1)) || end === run.length || isGlue(run.charCodeAt(end));
    if (touches && startsLikeFriendly(run, i)) {
      const text = run.slice(i, i + FRIENDLY_LENGTH);
      const result = parseAddress(text);
      if (result.ok) {
        out.push({ offset: offset + i, text, whole: whole && run.length === FRIENDLY_LENGTH, result });
        found = true;
        i += FRIENDLY_LENGTH;
        continue;
      }
    }
    i++;
  }
  return found;
}

/** Host names of TON explorers and wallets (and their subdomains, e.g. testnet.tonviewer.com). */
const TON_HOSTS = [
  'tonviewer.com',
  'tonscan.org',
  'toncoin.org',
  'dton.io',
  'tonkeeper.com',
  'tonapi.io',
  'tonwhales.com',
  'tonhub.com',
  'ton.cx',
  'getgems.io',
];
/** Schemes of TON wallet links. */
const TON_SCHEMES = ['ton', 'tonkeeper', 'tonhub'];
/** Path segments that make a link point at something other than an account. */
const NON_ACCOUNT_SEGMENTS = new Set([
  'tx',
  'transaction',
  'transactions',
  'trace',
  'traces',
  'block',
  'blocks',
  'msg',
  'message',
  'messages',
]);

/** Scheme and host (lower-cased) and path segments of a link (`ton://transfer/…` has the host `transfer`). */
function schemeAndHost(link: string): { scheme: string; host: string; path: string[] } {
  const at = link.indexOf('://');
  const scheme = at > 0 ? link.slice(0, at).toLowerCase() : '';
  const rest = at > 0 ? link.slice(at + 3) : link;
  const end = rest.search(/[?#]/);
  const [host = '', ...path] = (end >= 0 ? rest.slice(0, end) : rest).split('/');
  // Paths stay as written: explorers spell theirs in lower case, and an address segment may read "tX".
  return { scheme, host: host.toLowerCase().replace(/:\d+$/, ''), path };
}

function isTonLink(link: string): boolean {
  const { scheme, host, path } = schemeAndHost(link);
  if (path.some((segment) => NON_ACCOUNT_SEGMENTS.has(segment))) return false;
  if (TON_SCHEMES.includes(scheme)) return true;
  return TON_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Whether a near-miss piece found in a link is a bare 64-hex segment: a transaction or block hash far more often than an address. */
const isHexHash = (piece: ShapedPiece) =>
  !piece.result.ok && piece.text.length === HEX_HASH_LENGTH && allOf(piece.text, isHexCode);

/**
 * The reading of a link: its address, a near-miss, or null when it is just a link (a word). Each path
 * segment, query value and fragment part is read like a word of its own, so an address glued to text
 * there (`…/EQ….Thanks`) is found as well.
 */
function readLink(word: string, candidates: readonly string[]): ShapedPiece | null {
  const direct = addressFromLink(word);
  if (direct?.ok) return { offset: 0, text: word, whole: true, result: direct };
  const { path } = schemeAndHost(word);
  if (path.some((segment) => NON_ACCOUNT_SEGMENTS.has(segment))) return null;
  let nearMiss: ShapedPiece | undefined;
  for (const candidate of candidates) {
    for (const piece of scanWord(candidate, [])) {
      if (piece.result.ok) return { offset: 0, text: word, whole: true, result: piece.result };
      if (!isHexHash(piece)) nearMiss ??= piece;
    }
  }
  // A standard-Base64 address spans path segments ('/'); with text glued to it no segment join is 48
  // long, but a window of the whole link still finds it.
  const spanning = scanWord(word, []).find((piece) => piece.result.ok);
  if (spanning) return { offset: 0, text: word, whole: true, result: spanning.result };
  if (nearMiss !== undefined && !nearMiss.result.ok) {
    const { reason, message } = nearMiss.result;
    return {
      offset: 0,
      text: word,
      whole: true,
      result: { ok: false, reason, message: `the address in this link is not valid: ${message}` },
    };
  }
  if (isTonLink(word) && direct) return { offset: 0, text: word, whole: true, result: direct };
  return null;
}

/**
 * The address-shaped pieces of one word of prose (quotes and trailing punctuation already stripped),
 * in order: valid addresses and near-misses. Empty when the word has no address shape at all — then it
 * is a word to skip. Linear in the word's length.
 */
export function addressShapedPieces(word: string): ShapedPiece[] {
  const candidates = linkCandidates(word);
  if (candidates === null) return scanWord(word, []);
  const link = readLink(word, candidates);
  return link ? [link] : [];
}

/** The address-shaped pieces of a word that is not a link, appended to `pieces`. */
function scanWord(word: string, pieces: ShapedPiece[]): ShapedPiece[] {
  const n = word.length;
  let runEndSeen = 0;
  let i = 0;
  while (i < n) {
    const c = word.charCodeAt(i);
    const atBoundary = i === 0 || !isAlnum(word.charCodeAt(i - 1));
    const prefix = atBoundary && (isDigit(c) || c === 45 || c === 43) ? workchainPrefix(word, i) : 0;
    if (prefix > 0) {
      const end = runEnd(word, i + prefix);
      const text = word.slice(i, end);
      if (isRawShaped(text.slice(0, prefix), text.slice(prefix))) {
        pieces.push({ offset: i, text, whole: i === 0 && end === n, result: parseAddress(text) });
        i = end;
        continue;
      }
    }
    // A friendly address starts with a letter or digit: '-', '_', '+' and '/' in front are a dash, a
    // bullet or glue (`-EQ…`, `--1:…`), and skipping them lets the address start its own run — unless
    // the run is 48 long with them, the length of an address whose first character was mistyped.
    // Inside one run every position ends where the run ends: remembered, so skipping stays linear.
    const end = i < runEndSeen ? runEndSeen : runEnd(word, i);
    runEndSeen = end;
    if (!isAlnum(c) && end - i !== FRIENDLY_LENGTH) {
      i++;
      continue;
    }
    const run = word.slice(i, end);
    const whole = i === 0 && end === n;
    const result = run.length === FRIENDLY_LENGTH ? parseAddress(run) : null;
    if (result?.ok) pieces.push({ offset: i, text: run, whole, result });
    else if (
      !(run.length > FRIENDLY_LENGTH && windowsIn(run, i, whole, pieces)) &&
      !isPadded(word, end) &&
      isFriendlyShaped(run)
    ) {
      pieces.push({ offset: i, text: run, whole, result: result ?? parseAddress(run) });
    }
    i = end;
  }
  return pieces;
}
