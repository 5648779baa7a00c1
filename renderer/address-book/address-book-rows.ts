/**
 * The rows of the address book screen: every address the lookup's address book or metadata mentions,
 * sorted by raw address, and the case-insensitive text filter over what a row shows (raw,
 * user-friendly, domain, token name and symbol).
 */
import type { AccountLookup, AddressBookEntry, MetadataEntry } from '../../shared/api/account-states';

/** One address of the address book screen. */
export interface AddressBookRow {
  readonly raw: string;
  readonly book: AddressBookEntry | undefined;
  readonly meta: MetadataEntry | undefined;
}

/** Every address either map mentions, sorted by raw address. */
export function addressBookRows(result: Pick<AccountLookup, 'address_book' | 'metadata'>): AddressBookRow[] {
  const { address_book: book, metadata } = result;
  const raws = [...new Set([...Object.keys(book), ...Object.keys(metadata)])].sort();
  return raws.map((raw) => ({ raw, book: book[raw], meta: metadata[raw] }));
}

/**
 * The lower-cased text the filter searches in a row: the fields the table shows, one per line so a
 * query never matches across two of them.
 */
export function searchTextOf(row: AddressBookRow): string {
  const info = row.meta?.token_info[0];
  return [row.raw, row.book?.user_friendly ?? '', row.book?.domain ?? '', info?.name ?? '', info?.symbol ?? ''].join('\n').toLowerCase();
}

/** The normalised form of what the user typed into the filter ('' = no filter). */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase();
}
