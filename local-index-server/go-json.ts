/**
 * JSON text exactly as Go's `encoding/json` (fiber's default `c.JSON`) writes it (docs/indexer-api.md §1):
 * no whitespace; struct fields in declaration order (here: object insertion order, `undefined` skipped =
 * `omitempty`); **map keys sorted** (Go sorts map keys); `<`, `>`, `&`, U+2028 and U+2029 escaped as
 * `\u003c`-style sequences (Go's default HTML-safe escaping). Clients must cope with all of these, so the
 * stand-in reproduces them instead of using plain `JSON.stringify`.
 */

/**
 * How the value under a property name is a Go map rather than a struct:
 * - `map`: this object's keys are sorted; its values are structs again (address_book, metadata);
 * - `json`: a `map[string]interface{}` from decoded JSON: sorted at every depth (token_info `extra`).
 */
export type GoMapKind = 'map' | 'json';

/** Property names whose values the Go server holds in maps (§4.4): the response shapes never reuse them for structs. */
export const GO_MAP_PROPERTIES: ReadonlyMap<string, GoMapKind> = new Map<string, GoMapKind>([
  ['extra_currencies', 'map'],
  ['address_book', 'map'],
  ['metadata', 'map'],
  ['extra', 'json'],
]);

const HTML_UNSAFE = /[<>&\u2028\u2029]/g;

/** A JSON string literal with Go's HTML-safe escaping. */
export function goJsonString(text: string): string {
  return JSON.stringify(text).replace(
    HTML_UNSAFE,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Go orders map keys by their UTF-8 bytes; for the ASCII keys used here that equals code-unit order. */
function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function encode(
  value: unknown,
  sortAll: boolean,
  sortThis: boolean,
  maps: ReadonlyMap<string, GoMapKind>,
): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return goJsonString(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`cannot encode ${value} as JSON`);
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      throw new Error(`cannot encode a ${typeof value} as JSON`);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => encode(item, sortAll, false, maps)).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  let keys = Object.keys(record).filter((k) => record[k] !== undefined);
  if (sortAll || sortThis) keys = keys.sort(byteOrder);
  const parts: string[] = [];
  for (const key of keys) {
    const kind = sortAll ? 'json' : maps.get(key);
    parts.push(`${goJsonString(key)}:${encode(record[key], kind === 'json', kind === 'map', maps)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * Encodes a response the way ton-index-go would: objects keep insertion order (build them in Go struct
 * order), except values under the property names in `maps`, which are sorted like Go maps.
 * A top-level map (e.g. a bare address book) can be requested with `topLevel: 'map'`.
 */
export function goJson(
  value: unknown,
  options: { maps?: ReadonlyMap<string, GoMapKind>; topLevel?: GoMapKind } = {},
): string {
  const maps = options.maps ?? GO_MAP_PROPERTIES;
  return encode(value, options.topLevel === 'json', options.topLevel === 'map', maps);
}
