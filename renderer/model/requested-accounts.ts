/** The request of a lookup: the first occurrence of each account in the paste, with its repeats counted. */
import type { AddressList } from '../../shared/address/address-list';
import type { RequestedAccount } from './lookup-outcome';

/** One entry per unique account, in input order. Invalid entries are never part of it. */
export function requestedAccounts(list: AddressList): RequestedAccount[] {
  const repeats = new Map<number, number>();
  for (const d of list.duplicates)
    if (d.duplicateOf !== undefined) repeats.set(d.duplicateOf, (repeats.get(d.duplicateOf) ?? 0) + 1);
  return list.entries
    .filter((e) => e.kind === 'valid' && e.address)
    .map((e) => ({
      raw: e.address!.raw,
      input: e.input,
      line: e.line,
      column: e.column,
      repeats: repeats.get(e.index) ?? 0,
    }));
}
