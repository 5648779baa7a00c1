/** The request of a lookup: the first occurrence of each account in the paste, with its repeats counted. */
import type { AddressList } from '../../shared/address/address-list';
import type { RequestedAccount } from './lookup-outcome';

/** One entry per unique account, in input order. Invalid entries are never part of it. */
export function requestedAccounts(list: AddressList): RequestedAccount[] {
  const repeats = new Map<number, number>();
  for (const d of list.duplicates)
    if (d.duplicateOf !== undefined) repeats.set(d.duplicateOf, (repeats.get(d.duplicateOf) ?? 0) + 1);
  // One pass into an array of the known length: this runs in the click on Look up, for up to 500,000.
  const accounts = new Array<RequestedAccount>(list.unique.length);
  let next = 0;
  for (const e of list.entries) {
    if (e.kind !== 'valid' || !e.address) continue;
    accounts[next++] = {
      raw: e.address.raw,
      input: e.input,
      line: e.line,
      column: e.column,
      repeats: repeats.size === 0 ? 0 : (repeats.get(e.index) ?? 0),
    };
  }
  accounts.length = next;
  return accounts;
}
