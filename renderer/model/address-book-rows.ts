/**
 * The rows of the address book screen: every address the lookup's address book or metadata mentions,
 * sorted by raw address, and the case-insensitive text filter over what a row shows (raw,
 * user-friendly, domain, token name and symbol). The sorted list of addresses comes with the lookup
 * (its store sorts it once, when the lookup ends); a row is made only when it is shown or searched.
 */
import type {
  AddressBookEntry,
  AddressBookMap,
  MetadataEntry,
  MetadataMap,
} from '../../shared/api/account-states';

/** One address of the address book screen. */
export interface AddressBookRow {
  readonly raw: string;
  readonly book: AddressBookEntry | undefined;
  readonly meta: MetadataEntry | undefined;
}

/** Every address either map mentions, sorted by raw address. */
export function addressBookKeys(book: AddressBookMap, metadata: MetadataMap): string[] {
  return [...new Set([...book.keys(), ...metadata.keys()])].sort();
}

/**
 * {@link addressBookKeys}, put in order `slice` keys at a time with `pause()` awaited between slices:
 * one sort of a reopened entry's 100,000 keys was a long task on the page's main thread.
 */
export async function addressBookKeysInSlices(
  book: AddressBookMap,
  metadata: MetadataMap,
  pause: () => Promise<void>,
  slice = 5_000,
): Promise<string[]> {
  const all = [...book.keys()];
  for (const key of metadata.keys()) if (!book.has(key)) all.push(key);
  const keys: string[] = [];
  for (let start = 0; start < all.length; start += slice) {
    if (start > 0) await pause();
    const sorted = keys.length;
    for (let index = start; index < Math.min(all.length, start + slice); index++) keys.push(all[index]!);
    mergeNewKeys(keys, sorted);
  }
  return keys;
}

/**
 * Sorts the keys after the first `sorted` (which are in order) into them, in place, merging from the
 * back: a little work per call instead of one long sort of every key. Compared as `sort()` compares
 * (UTF-16 units).
 */
export function mergeNewKeys(keys: string[], sorted: number): void {
  const fresh = keys.slice(sorted).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = sorted - 1, j = fresh.length - 1, k = keys.length - 1; j >= 0; k--)
    keys[k] = i >= 0 && keys[i]! > fresh[j]! ? keys[i--]! : fresh[j--]!;
}

/** The row of `raw`. */
export function addressBookRow(
  raw: string,
  maps: { addressBook: AddressBookMap; metadata: MetadataMap },
): AddressBookRow {
  return { raw, book: maps.addressBook.get(raw), meta: maps.metadata.get(raw) };
}

/**
 * The lower-cased text the filter searches in a row: the fields the table shows, one per line so a
 * query never matches across two of them.
 */
export function searchTextOf(row: AddressBookRow): string {
  const info = row.meta?.token_info[0];
  return [
    row.raw,
    row.book?.user_friendly ?? '',
    row.book?.domain ?? '',
    info?.name ?? '',
    info?.symbol ?? '',
  ]
    .join('\n')
    .toLowerCase();
}

/** The normalised form of what the user typed into the filter ('' = no filter). */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase();
}
