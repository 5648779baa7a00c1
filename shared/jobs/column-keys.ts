/**
 * How the keys of a lookup batch's maps (address book, metadata) cross beside its rows' columns
 * (row-columns.ts, metadata-columns.ts), and how such a map is made again on the page.
 */
/**
 * Key `at` of a map's columns written as row `i`'s number when it is that row's raw address (`raw`): the
 * key of nearly every entry is the address of the row it belongs to, 66 characters not sent twice (and
 * on the page, the row and the map hold one string).
 */
export function keyOfRow(keys: (string | number)[], at: number, i: number, raw: string): void {
  if (keys[at] === raw) keys[at] = i;
}

/** Key `k` of a map's columns as it was ({@link keyOfRow}: a number is that row's raw address). */
export function keyAt(keys: readonly (string | number)[], k: number, raws: readonly string[]): string {
  const key = keys[k]!;
  return typeof key === 'number' ? raws[key]! : key;
}

/**
 * A map read back from its columns (`keys`, {@link keyAt}), with its entries in their order: entry `k`
 * is `whole[k]` when it crossed whole, else `made(k)` (made again from its values).
 */
export function mapOfColumns<E>(
  keys: readonly (string | number)[],
  whole: readonly (E | null)[] | null,
  raws: readonly string[],
  made: (k: number) => E,
): { map: Map<string, E>; entries: E[] } {
  const map = new Map<string, E>();
  const entries: E[] = [];
  for (let k = 0; k < keys.length; k++) {
    const entry = whole?.[k] ?? made(k);
    entries.push(entry);
    map.set(keyAt(keys, k, raws), entry);
  }
  return { map, entries };
}
