/**
 * The API's text formats — raw addresses (`…:[0-9A-F]{64}`), Base64 hashes (`[…]{43}`) — are tested
 * several times per account. V8's regexp engine runs a counted repeat (`X{64}`) as a counting loop,
 * about four times slower than the same atom written out 64 times. This rewrites a pattern into that
 * equivalent written-out form: every counted repeat of a single atom (a character class, an escape
 * such as `\d`, a plain character) becomes copies of the atom (`X{2,4}` → `XXX?X?`). The language — and
 * so every answer of `test` — is unchanged; a property test compares the two on random text.
 */

/** Longest source a rewrite may produce; past it the pattern is kept as written. */
const MAX_SOURCE = 4096;
/** Largest repeat count written out. */
const MAX_COUNT = 128;

/** Escapes that are one character's worth of pattern on their own (not `\u…`, `\x…`, `\c…`, back-references, `\k<…>`, `\p{…}`). */
const SINGLE_ESCAPE = /^\\[dDwWsS.\\/^$|?*+()[\]{}-]/;

/**
 * The index just past the atom starting at `i` when it is a single-character atom that can be copied,
 * or -1 (groups, look-arounds, and escapes that take more than one character are left alone).
 */
function atomEnd(source: string, i: number): number {
  const ch = source[i];
  if (ch === '[') {
    let j = i + 1;
    if (source[j] === '^') j++;
    if (source[j] === ']') j++; // a leading "]" is a literal in a class
    while (j < source.length && source[j] !== ']') {
      if (source[j] === '\\') {
        if (!SINGLE_ESCAPE.test(source.slice(j, j + 2))) return -1;
        j += 2;
      } else if (source[j] === '[') {
        return -1; // nested classes (the `v` flag): left alone
      } else j++;
    }
    return j < source.length ? j + 1 : -1;
  }
  if (ch === '\\') return SINGLE_ESCAPE.test(source.slice(i, i + 2)) ? i + 2 : -1;
  if (ch === undefined || '()|^$*+?{}'.includes(ch)) return -1;
  const code = source.charCodeAt(i);
  // A surrogate pair is one atom under the `u` flag and two without it: left alone.
  return code >= 0xd800 && code <= 0xdfff ? -1 : i + 1;
}

/** Skips an atom the rewrite does not touch (a class, a group's bracket), so its insides are not read as syntax. */
function skipOther(source: string, i: number): number {
  if (source[i] === '[') {
    let j = i + 1;
    while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i + 1;
}

/**
 * `pattern` with every counted repeat of a single atom written out; the same RegExp when there is
 * none, or when the result would be long. Flags are kept. Runs once per schema, not per value.
 */
export function unrollCountedRepeats(pattern: RegExp): RegExp {
  const source = pattern.source;
  let out = '';
  let changed = false;
  let i = 0;
  while (i < source.length) {
    const end = atomEnd(source, i);
    // An escape longer than one character (`\x41`, `\u{…}`, `\1`): the pattern is kept as written.
    if (end < 0 && source[i] === '\\') return pattern;
    if (end < 0) {
      const next = skipOther(source, i);
      out += source.slice(i, next);
      i = next;
      continue;
    }
    const atom = source.slice(i, end);
    const repeat = /^\{(\d+)(?:(,)(\d*))?\}/.exec(source.slice(end));
    const lazy = repeat ? source[end + repeat[0].length] === '?' : false;
    if (!repeat || lazy) {
      out += atom;
      i = end;
      continue;
    }
    const min = Number(repeat[1]);
    const max = repeat[2] === undefined ? min : repeat[3] === '' ? Infinity : Number(repeat[3]);
    if (min > MAX_COUNT || (max !== Infinity && max > MAX_COUNT) || max < min) {
      out += atom + repeat[0];
    } else {
      out += atom.repeat(min) + (max === Infinity ? `${atom}*` : `${atom}?`.repeat(max - min));
      changed = true;
    }
    i = end + repeat[0].length;
  }
  if (!changed || out.length > MAX_SOURCE) return pattern;
  try {
    return new RegExp(out, pattern.flags);
  } catch {
    return pattern;
  }
}
