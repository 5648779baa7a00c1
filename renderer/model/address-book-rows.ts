/**
 * The rows of the address book screen: every address the lookup's address book or metadata mentions,
 * sorted by raw address, and the case-insensitive text filter over what a row shows (raw,
 * user-friendly, domain, token name and symbol). The sorted list of addresses comes with the lookup
 * (its store sorts it once, when the lookup ends); a row is made only when it is shown or searched.
 */
import type { AddressBook, AddressBookEntry, Metadata, MetadataEntry } from '../../shared/api/account-states';

/** One address of the address book screen. */
export interface AddressBookRow {
  readonly raw: string;
  readonly book: AddressBookEntry | undefined;
  readonly meta: MetadataEntry | undefined;
}

/** Every address either map mentions, sorted by raw address. */
export function addressBookKeys(book: AddressBook, metadata: Metadata): string[] {
  return [...new Set([...Object.keys(book), ...Object.keys(metadata)])].sort();
}

/** The row of `raw`. */
export function addressBookRow(
  raw: string,
  maps: { addressBook: AddressBook; metadata: Metadata },
): AddressBookRow {
  return { raw, book: maps.addressBook[raw], meta: maps.metadata[raw] };
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
