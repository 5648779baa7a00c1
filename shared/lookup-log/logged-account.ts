/**
 * An account as the lookup log keeps it: without its BoCs, but for a name item's data. Apart from the
 * log's schemas (log-entry.ts), which the preload's bridge reads: judging a name item takes the code
 * table and the collection reader, which have no place there.
 */
import type { AccountLookup, CheckedLookup } from '../api/account-states';
import { judgedItem } from '../contracts/item-collection-reader';
import type { LoggedLookup } from './log-entry';

/** A copy of `lookup` as the log keeps it: each account {@link withoutBocs}. */
export function stripBocs(lookup: CheckedLookup | LoggedLookup): LoggedLookup {
  return { ...lookup, accounts: lookup.accounts.map(withoutBocs) };
}

/**
 * One account without its BoCs: itself when it has none (100,000 of them are not copied for nothing).
 * A name item keeps its data (a Telegram name's or a `.ton` domain's, a few hundred bytes): it says
 * which collection the item is in, and so whether it is a name at all (item-collection-reader.ts) —
 * a lookup reopened from the log judges it as the lookup did.
 */
export function withoutBocs(
  account: AccountLookup['accounts'][number] | LoggedLookup['accounts'][number],
): LoggedLookup['accounts'][number] {
  if (!('code_boc' in account) && !('data_boc' in account)) return account;
  const { code_boc: _code, data_boc: data, ...rest } = account as AccountLookup['accounts'][number];
  return data !== undefined && judgedItem(account) ? { ...rest, data_boc: data } : rest;
}
