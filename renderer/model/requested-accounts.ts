/** The request of a lookup: the first occurrence of each account in the paste, with its repeats counted. */
import type { AddressList } from '../../shared/address/address-list';
import type { RequestedAccount } from './lookup-outcome';

/**
 * One account per unique address, in input order: the list's first entries themselves (each counts its
 * repeats as the list is read), not copies — the request of a 100,000-line file holds no second object
 * an address. Invalid entries are never part of it.
 */
export function requestedAccounts(list: AddressList): readonly RequestedAccount[] {
  return list.unique;
}
