/**
 * How the pasted-list parser (shared/address/address-list.ts) cuts tokens from the text: what separates
 * them, what surrounds an address in a token (quotes, brackets, punctuation) and what is only a list
 * marker. Every character of a paste passes through here, so no regular expressions.
 */

/** Characters (code points) in `s[from, to)`. */
export function codePoints(s: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if ((s.charCodeAt(i) & 0xfc00) !== 0xdc00) count++;
  return count;
}

/** The token without surrounding quotes, brackets and punctuation, or null when it is only a list marker. */
export function coreOf(token: string): { text: string; start: number } | null {
  let start = 0;
  let end = token.length;
  while (start < end && isLeadingJunk(token.charCodeAt(start))) start++;
  while (end > start && isTrailingJunk(token.charCodeAt(end - 1))) end--;
  if (start === end || isListMarker(token, start, end)) return null;
  return { text: start === 0 && end === token.length ? token : token.slice(start, end), start };
}

// The separator test runs on every character of the paste, so ASCII is a table lookup.
const ASCII_SEPARATOR = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c <= 32; c++) table[c] = 1; // space, tab, CR, LF, and control characters
  table[44] = 1; // ,
  table[59] = 1; // ;
  table[127] = 1;
  return table;
})();

/** Whether `c` separates tokens: whitespace (Unicode's too), zero-width characters, commas, semicolons. */
export function isSeparator(c: number): boolean {
  if (c < 128) return ASCII_SEPARATOR[c] === 1;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200d) || // en/em/thin spaces … zero-width space and joiners
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x2060 ||
    c === 0x3000 ||
    c === 0xfeff ||
    c === 0xff0c || // fullwidth comma
    c === 0xff1b // fullwidth semicolon
  );
}

/** Quotes and brackets, straight and typographic. */
function isQuoteOrBracket(c: number): boolean {
  switch (c) {
    case 34: // "
    case 39: // '
    case 96: // `
    case 40: // (
    case 41: // )
    case 91: // [
    case 93: // ]
    case 123: // {
    case 125: // }
    case 60: // <
    case 62: // >
    case 0x2018: // ‘
    case 0x2019: // ’
    case 0x201a: // ‚
    case 0x201c: // “
    case 0x201d: // ”
    case 0x201e: // „
    case 0xab: // «
    case 0xbb: // »
      return true;
    default:
      return false;
  }
}

function isLeadingJunk(c: number): boolean {
  return isQuoteOrBracket(c);
}

/** Quotes, brackets and sentence punctuation; none of them can end an address or a link's address. */
function isTrailingJunk(c: number): boolean {
  return isQuoteOrBracket(c) || c === 46 || c === 58 || c === 33 || c === 63 || c === 0x2026 || c === 0x3002;
}

/** `-`, `*`, `•`, `—` on their own, or a number marker `1.` / `2)` / `(3)`. */
function isListMarker(token: string, start: number, end: number): boolean {
  let onlyBullets = true;
  for (let i = start; i < end; i++) {
    const c = token.charCodeAt(i);
    if (!(
      c === 45 ||
      c === 42 ||
      c === 43 ||
      c === 0x2022 ||
      c === 0xb7 ||
      c === 0x2013 ||
      c === 0x2014 ||
      c === 35 ||
      c === 124 ||
      c === 0x25cf ||
      c === 0x25aa
    )) {
      onlyBullets = false;
      break;
    }
  }
  if (onlyBullets) return true;
  // Numbered markers: digits inside the core, and the token itself ends in '.' or ')'.
  const last = token.charCodeAt(token.length - 1);
  if ((last !== 46 && last !== 41) || end - start > 4) return false;
  for (let i = start; i < end; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
