/**
 * The query string as ton-index-go sees it (docs/indexer-api.md §2): fasthttp splits on `&`, takes the key
 * up to the first `=`, and percent-decodes key and value with **`+` decoding to a space** (§2.8, [S20]);
 * a malformed `%` escape is kept literally instead of failing. Fiber's QueryParser then rewrites bracket
 * keys (`address[]` → `address`, §2.3) before the schema decoder sees them.
 */

/** One decoded `key=value` pair, in the order it appeared. */
export interface QueryPair {
  key: string;
  value: string;
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x41 + 10;
  if (code >= 0x61 && code <= 0x66) return code - 0x61 + 10;
  return -1;
}

/** fasthttp `decodeArgAppend`: `%XX` → byte, `+` → space, anything else (even a bad `%`) unchanged. */
export function decodeQueryComponent(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  const input = Buffer.from(raw, 'utf8');
  const out = Buffer.alloc(input.length);
  let n = 0;
  for (let i = 0; i < input.length; i++) {
    const byte = input[i]!;
    if (byte === 0x2b) {
      out[n++] = 0x20;
    } else if (byte === 0x25) {
      // fasthttp copies the rest verbatim when a `%` has fewer than two characters after it.
      if (i + 2 >= input.length) {
        input.copy(out, n, i);
        n += input.length - i;
        break;
      }
      const hi = hexValue(input[i + 1]!);
      const lo = hexValue(input[i + 2]!);
      if (hi < 0 || lo < 0) {
        out[n++] = byte;
      } else {
        out[n++] = (hi << 4) | lo;
        i += 2;
      }
    } else {
      out[n++] = byte;
    }
  }
  return out.subarray(0, n).toString('utf8');
}

/** Splits a raw query string (without `?`) into decoded pairs; empty segments (`&&`) are skipped like fasthttp does. */
export function parseQueryPairs(rawQuery: string): QueryPair[] {
  const pairs: QueryPair[] = [];
  if (rawQuery === '') return pairs;
  for (const segment of rawQuery.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const rawKey = eq < 0 ? segment : segment.slice(0, eq);
    const rawValue = eq < 0 ? '' : segment.slice(eq + 1);
    pairs.push({ key: decodeQueryComponent(rawKey), value: decodeQueryComponent(rawValue) });
  }
  return pairs;
}

/** The pairs as a multi-map (key → every value in order), as recorded in the request log. */
export function toMultiMap(pairs: readonly QueryPair[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const { key, value } of pairs) {
    (map[key] ??= []).push(value);
  }
  return map;
}

/** Thrown for a key whose brackets do not match; fiber returns the bare message as a 422 body. */
export class BracketError extends Error {}

/**
 * Fiber's `parseParamSquareBrackets` (§2.3, [S18] helpers.go): `a[]` → `a`, `a[b]` → `a.b`;
 * unbalanced brackets are an error ("unmatched brackets").
 */
export function stripSquareBrackets(key: string): string {
  let out = '';
  let open = 0;
  for (let i = 0; i < key.length; i++) {
    const ch = key[i]!;
    if (ch === '[') {
      open++;
      if (i + 1 < key.length && key[i + 1] !== ']') out += '.';
      continue;
    }
    if (ch === ']') {
      open--;
      if (open < 0) throw new BracketError('unmatched brackets');
      continue;
    }
    out += ch;
  }
  if (open > 0) throw new BracketError('unmatched brackets');
  return out;
}

/**
 * What fiber's QueryParser hands to the schema decoder: keys with brackets rewritten, values grouped per
 * key in order of appearance (repeated keys and `key[]` keys merge, §2.1 and §2.3). No comma splitting
 * here: `EnableSplittingOnParsers` is off, the decoder's fallback does that (§2.2).
 */
export function fiberQueryData(pairs: readonly QueryPair[]): Map<string, string[]> {
  const data = new Map<string, string[]>();
  for (const { key, value } of pairs) {
    const k = key.includes('[') ? stripSquareBrackets(key) : key;
    const list = data.get(k);
    if (list) list.push(value);
    else data.set(k, [value]);
  }
  return data;
}
