/**
 * A lookup document (the API's shape: a recorded answer, a generated one, JSON read back) as the
 * client's checked answer holds it, its address book and metadata as Maps: for tests and benches that
 * start from a document in hand. Own keys only, in their order (`__proto__` too, when JSON.parse made one).
 */
import type { AccountLookup, CheckedLookup } from '../shared/api/account-states';

/** `document` with its address book and metadata as Maps. */
export function checkedLookup(document: AccountLookup): CheckedLookup {
  return {
    ...document,
    address_book: mapOf(document.address_book),
    metadata: mapOf(document.metadata),
  };
}

/** A record's own entries as a Map, in their order. */
export function mapOf<E>(record: Readonly<Record<string, E>>): Map<string, E> {
  return new Map(Object.entries(record));
}
