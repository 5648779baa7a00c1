/**
 * `accounts [ADDRESS…] [--file PATH] [--no-boc] [--json | --csv] [--skip-invalid] [--rate N]
 * [--batch-size N] [--max-url-length N] [--concurrency N] [--max-attempts N]`: states of any number of
 * accounts through the bulk scheduler (shared/bulk) over the client's one-request
 * `accountStatesRequest`, gathered whole (`collectBulkLookup`) for the output. Each address is parsed
 * once, here; the scheduler and the client take the raw forms as they are. Exit 0 on success (not-found addresses included), 2 when an input is invalid
 * (nothing is sent unless --skip-invalid), 1 when any batch failed for good (its addresses and reason
 * on stderr, and under `failed` in --json), 130 when interrupted (what arrived is printed).
 */
import { describeEntryError, describeNetworkMismatch, parseAddressList } from '../../shared/address';
import type { AccountLookup } from '../../shared/api/account-states';
import { collectBulkLookup, type CollectedBulkLookup } from '../../shared/bulk';
import { accountStatesUrlLength, createIndexClient } from '../../shared/client/index-client';
import { exportRecords, toCsv, type ExportNetwork } from '../../shared/export';
import { accountAnnotator } from '../../shared/contracts/account-annotation';
import { displayAddress } from '../../shared/format/address-display';
import { formatNanotons } from '../../shared/format/amounts';
import type { BulkSettings, Connection } from '../config';
import { line, printJson, say, table, type CliIo } from '../io';
import { progressLine } from '../progress-line';
import { inertKeepingLines } from '../terminal-text';

/** Options of the command. */
export interface AccountsOptions {
  includeBoc: boolean;
  output: 'table' | 'json' | 'csv';
  skipInvalid: boolean;
  /** For the friendly forms in --csv. */
  network: ExportNetwork;
  bulk: BulkSettings;
}

/** `1 address`, `1,024 addresses`. */
const addresses = (n: number) => `${n.toLocaleString('en-US')} address${n === 1 ? '' : 'es'}`;

/** Invalid entries listed on stderr at most; `--json` lists every one. */
const INVALID_LINES = 20;

/**
 * One stderr line per invalid entry, at most {@link INVALID_LINES} (1 MB of binary input is thousands
 * of "addresses"), each inert: what was typed is shown, never obeyed by the terminal.
 */
function reportInvalid(invalid: readonly { error: string | null }[], prefix: string, io: CliIo): void {
  for (const item of invalid.slice(0, INVALID_LINES))
    say(io.stderr, `${prefix}: ${item.error ?? 'not an address'}`);
  if (invalid.length > INVALID_LINES)
    line(
      io.stderr,
      `… and ${(invalid.length - INVALID_LINES).toLocaleString('en-US')} more (--json lists them all).`,
    );
}

/** Runs the command; returns the exit code. */
export async function accountsCommand(
  text: string,
  options: AccountsOptions,
  connection: Connection,
  io: CliIo,
): Promise<number> {
  // Read for the lookup's network, so a testnet form on mainnet (or the reverse) is named, not merged silently.
  const list = parseAddressList(text, { network: options.network });
  const invalid = list.invalid.map((entry) => ({ input: entry.input, error: describeEntryError(entry) }));
  for (const entry of list.otherNetwork.slice(0, INVALID_LINES))
    say(io.stderr, `note: ${describeNetworkMismatch(entry)}`);
  if (list.otherNetwork.length > INVALID_LINES)
    line(
      io.stderr,
      `… and ${(list.otherNetwork.length - INVALID_LINES).toLocaleString('en-US')} more in the other network's form.`,
    );
  const empty: AccountLookup = { accounts: [], address_book: {}, metadata: {}, not_found: [] };
  if (invalid.length > 0 && !options.skipInvalid) {
    if (options.output === 'json') printJson(io.stdout, { ...empty, invalid, failed: [] });
    reportInvalid(invalid, 'invalid address', io);
    line(
      io.stderr,
      `${invalid.length} invalid address${invalid.length === 1 ? '' : 'es'}; nothing was sent (use --skip-invalid to look up the valid ones).`,
    );
    return 2;
  }
  if (list.unique.length === 0) {
    line(
      io.stderr,
      'No address to look up. Pass addresses as arguments, with --file, or pipe them in, one per line.',
    );
    return 2;
  }

  const client = createIndexClient(connection);
  const { bulk } = options;
  const progress = progressLine(io);
  const outcome = await collectBulkLookup({
    raws: list.unique.map((a) => a.raw),
    transport: (raws, signal) =>
      client.accountStatesRequest(raws, { includeBoc: options.includeBoc, signal }),
    urlLength: (raws) => accountStatesUrlLength(client.apiRoot, raws, options.includeBoc),
    limits: { maxAddressesPerRequest: bulk.maxAddressesPerRequest, maxUrlLength: bulk.maxUrlLength },
    rate: { requestsPerSecond: bulk.requestsPerSecond },
    concurrency: bulk.concurrency,
    retry: { maxAttempts: bulk.maxAttempts },
    ...(io.signal ? { signal: io.signal } : {}),
    onProgress: (event) => {
      if (event.type === 'retrying') progress.retrying(event);
      else progress.update(event.progress, event.progress.requestsDone === event.progress.requestsPlanned);
    },
  });
  progress.clear();

  // The first way each account was typed, for the table and the CSV's `input` column.
  const inputOf = new Map<string, string>();
  for (const entry of list.entries)
    if (entry.address && !inputOf.has(entry.address.raw)) inputOf.set(entry.address.raw, entry.input);
  const failed = outcome.failed.map((f) => ({ addresses: f.addresses, error: f.error }));

  if (options.output === 'json') {
    printJson(io.stdout, {
      ...outcome.result,
      invalid,
      failed,
      ...(outcome.cancelled ? { pending: outcome.pending } : {}),
    });
  } else if (options.output === 'csv') {
    const records = exportRecords({
      accounts: list.unique.map((a) => ({ raw: a.raw, input: inputOf.get(a.raw) ?? a.raw })),
      result: outcome.result,
      network: options.network,
      failed: new Set(failed.flatMap((f) => f.addresses)),
      pending: new Set(outcome.pending),
      annotate: accountAnnotator(outcome.result, options.network),
    });
    // The file as written when redirected; on a terminal, its cells cannot act on the terminal.
    const csv = toCsv(records);
    io.stdout.write(io.stdout.isTTY ? inertKeepingLines(csv) : csv);
  } else {
    printTable(
      outcome,
      list.unique.map((a) => a.raw),
      inputOf,
      options.network,
      io,
    );
    line(
      io.stdout,
      `${outcome.result.accounts.length} found, ${outcome.result.not_found.length} not found` +
        (failed.length ? `, ${addresses(failed.reduce((n, f) => n + f.addresses.length, 0))} failed` : '') +
        (outcome.cancelled ? `, ${outcome.pending.length} not looked up (interrupted)` : '') +
        (list.duplicates.length
          ? `, ${list.duplicates.length} duplicate input${list.duplicates.length === 1 ? '' : 's'} collapsed`
          : '') +
        (invalid.length ? `, ${invalid.length} invalid skipped` : '') +
        '.',
    );
  }
  reportInvalid(invalid, 'skipped invalid address', io);
  reportFailures(outcome, io);
  if (outcome.cancelled) {
    line(
      io.stderr,
      `interrupted: ${outcome.pending.length} of ${outcome.progress.totalAccounts} accounts were not looked up.`,
    );
    return 130;
  }
  return failed.length > 0 ? 1 : 0;
}

/** One stderr line per failed batch (count, first address, the reason), then a way to retry them. */
function reportFailures(outcome: CollectedBulkLookup, io: CliIo): void {
  if (outcome.failed.length === 0) return;
  for (const failure of outcome.failed) {
    const n = failure.addresses.length;
    say(
      io.stderr,
      `failed: ${addresses(n)} (first ${failure.addresses[0]}): ${failure.error.message.replace(/\s+/g, ' ')}`,
    );
  }
  const total = outcome.failed.reduce((n, f) => n + f.addresses.length, 0);
  line(
    io.stderr,
    `${total.toLocaleString('en-US')} account${total === 1 ? '' : 's'} could not be looked up; the JSON output (--json) lists them under "failed" to retry.`,
  );
}

/** Human table: one row per requested account, in input order; not-found, failed and pending ones included. */
function printTable(
  outcome: CollectedBulkLookup,
  raws: readonly string[],
  inputOf: ReadonlyMap<string, string>,
  network: 'mainnet' | 'testnet',
  io: CliIo,
): void {
  const { result } = outcome;
  const annotate = accountAnnotator(result, network);
  const byRaw = new Map(result.accounts.map((a) => [a.address, a]));
  const notFound = new Set(result.not_found);
  const failed = new Set(outcome.failed.flatMap((f) => f.addresses));
  const rows = [['input', 'address', 'status', 'balance (TON)', 'last tx lt']];
  for (const raw of raws) {
    const account = byRaw.get(raw);
    const input = inputOf.get(raw) ?? raw;
    // Written as every screen of the app writes it: the form typed, else by the account's role.
    const friendly = displayAddress(raw, {
      testnet: network === 'testnet',
      given: input,
      role: annotate(raw).role,
    });
    if (!account) {
      const status = notFound.has(raw) ? 'not found' : failed.has(raw) ? 'failed' : 'not looked up';
      rows.push([input, friendly, status, '—', '—']);
      continue;
    }
    const balance =
      account.status === 'nonexist'
        ? 'no account'
        : account.balance === null
          ? '—'
          : formatNanotons(account.balance).text;
    rows.push([input, friendly, account.status ?? 'unknown', balance, account.last_transaction_lt ?? '—']);
  }
  line(io.stdout, table(rows));
  line(io.stdout);
}
