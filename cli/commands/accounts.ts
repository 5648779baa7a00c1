/**
 * `accounts [ADDRESS…] [--no-boc] [--json] [--skip-invalid]`: states of many accounts. Exit 0 on success
 * (not-found addresses included), 2 when an input is invalid (nothing is sent unless --skip-invalid),
 * 1 on network, HTTP, timeout or schema errors.
 */
import { describeEntryError, parseAddressList } from '../../shared/address';
import type { AccountLookup } from '../../shared/api/account-states';
import { createIndexClient } from '../../shared/client/index-client';
import { formatNanotons } from '../../shared/format';
import type { Connection } from '../config';
import { line, table, type CliIo } from '../io';

/** Options of the command. */
export interface AccountsOptions {
  includeBoc: boolean;
  json: boolean;
  skipInvalid: boolean;
}

/** Runs the command; returns the exit code. Client errors propagate to main (exit 1). */
export async function accountsCommand(text: string, options: AccountsOptions, connection: Connection, io: CliIo): Promise<number> {
  const list = parseAddressList(text);
  const invalid = list.invalid.map((entry) => ({ input: entry.input, error: describeEntryError(entry) }));
  const empty: AccountLookup = { accounts: [], address_book: {}, metadata: {}, not_found: [] };
  if (invalid.length > 0 && !options.skipInvalid) {
    if (options.json) line(io.stdout, JSON.stringify({ ...empty, invalid }, null, 2));
    for (const item of invalid) line(io.stderr, `invalid address: ${item.error}`);
    line(io.stderr, `${invalid.length} invalid address${invalid.length === 1 ? '' : 'es'}; nothing was sent (use --skip-invalid to look up the valid ones).`);
    return 2;
  }
  if (list.unique.length === 0) {
    line(io.stderr, 'No address to look up. Pass addresses as arguments or pipe them in, one per line.');
    return 2;
  }
  const client = createIndexClient(connection);
  const lookup = await client.accountStates(
    list.unique.map((a) => a.raw),
    { includeBoc: options.includeBoc },
  );
  if (options.json) {
    line(io.stdout, JSON.stringify({ ...lookup, invalid }, null, 2));
    return 0;
  }
  // Human table: one row per requested account, in input order, not-found ones included.
  const byRaw = new Map(lookup.accounts.map((a) => [a.address, a]));
  const rows = [['input', 'address', 'status', 'balance (TON)', 'last tx lt']];
  for (const address of list.unique) {
    const account = byRaw.get(address.raw);
    const entry = list.entries.find((e) => e.address?.raw === address.raw);
    const friendly = lookup.address_book[address.raw]?.user_friendly ?? address.raw;
    if (!account) {
      rows.push([entry?.input ?? address.raw, friendly, 'not found', '—', '—']);
      continue;
    }
    const balance =
      account.status === 'nonexist' ? 'no account' : account.balance === null ? '—' : formatNanotons(account.balance).text;
    rows.push([entry?.input ?? address.raw, friendly, account.status ?? 'unknown', balance, account.last_transaction_lt ?? '—']);
  }
  line(io.stdout, table(rows));
  line(io.stdout);
  line(
    io.stdout,
    `${lookup.accounts.length} found, ${lookup.not_found.length} not found` +
      (list.duplicates.length ? `, ${list.duplicates.length} duplicate input${list.duplicates.length === 1 ? '' : 's'} collapsed` : '') +
      (invalid.length ? `, ${invalid.length} invalid skipped` : '') +
      '.',
  );
  for (const item of invalid) line(io.stderr, `skipped invalid address: ${item.error}`);
  return 0;
}
