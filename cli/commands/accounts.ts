/**
 * `accounts [ADDRESS…] [--file PATH] [--no-boc] [--json | --ndjson | --csv] [--skip-invalid] [--rate N]
 * [--batch-size N] [--max-url-length N] [--concurrency N] [--max-attempts N]`: states of any number of
 * accounts — the same lookup job the app runs (shared/jobs/lookup-job.ts), whose events this command
 * writes. The list is read a part at a time (cli/address-stream.ts), each address parsed once.
 *
 * `--ndjson` and `--csv` write each account as its batch lands, in input order, holding only the
 * accounts between the oldest one still waiting and the newest taken — memory stays flat in the list's
 * length (a million addresses is an ordinary export). One JSON document (`--json`) or the table is
 * gathered whole, so it takes at most {@link MAX_DOCUMENT_ACCOUNTS} accounts and says so before sending
 * anything. Exit 0 on success (not-found addresses included), 2 when an input is invalid (nothing is sent
 * unless --skip-invalid) or the list is too long for one document, 1 when any batch failed for good (its
 * addresses and reason on stderr, under `failed` in --json, as `failed` rows otherwise), 130 when
 * interrupted by Ctrl-C, 143 by SIGTERM (either way what arrived is written, the rest as pending).
 */
import {
  describeEntryError,
  describeNetworkMismatch,
  type AddressListEntry,
} from '../../shared/address/address-list';
import {
  LookAlikeIndex,
  type LookAlikeMark,
  type LookAlikeOf,
} from '../../shared/address/look-alike-address';
import { lookupDocument, type AccountLookup } from '../../shared/api/account-states';
import type { BulkLookupOutcome, RetryEvent } from '../../shared/bulk/bulk-lookup';
import type { AppErrorInfo } from '../../shared/errors';
import { exportColumns, exportRecords, type ExportNetwork } from '../../shared/export/export-record';
import { inputColumnNames, type InputColumns } from '../../shared/address/input-columns';
import {
  inputColumnsObject,
  inputExtraColumns,
  joinInputLines,
} from '../../shared/export/input-columns-export';
import { displayAddress } from '../../shared/format/address-display';
import { formatNanotons } from '../../shared/format/amounts';
import { FAILED_STATUS, NOT_FOUND_STATUS } from '../../shared/format/status';
import type { JobEmit } from '../../shared/jobs/job-events';
import { LookupAnswer } from '../../shared/jobs/lookup-answer';
import { runLookupJob } from '../../shared/jobs/lookup-job';
import { pendingLookupRow, roleOfRow, type LookupRow } from '../../shared/jobs/lookup-row';
import { summarizeLookup } from '../../shared/jobs/lookup-summary';
import { printSummary } from './accounts-summary';
import { listEntries, listedAccounts, type ListedAccount, type ListText } from '../address-stream';
import { commandIndexer } from '../command-indexer';
import type { BulkSettings, Connection } from '../config';
import { interruptedExit, line, printJson, say, table, type CliIo } from '../io';
import { progressLine } from '../progress-line';
import { SeenAccounts } from '../seen-accounts';
import { inertJson, inertKeepingLines } from '../terminal-text';
import { groupedInteger } from '../../shared/grouped-integer';

/** Options of the command. */
export interface AccountsOptions {
  includeBoc: boolean;
  output: 'table' | 'json' | 'ndjson' | 'csv';
  skipInvalid: boolean;
  /** For the friendly forms in --csv. */
  network: ExportNetwork;
  bulk: BulkSettings;
  /** Print the lookup's summary (cli/commands/accounts-summary.ts) instead of its accounts. */
  summary?: boolean;
  /**
   * The --file CSV's own columns: --csv and --ndjson write them beside each account, once per line of
   * the file that named it (shared/export/input-columns-export.ts).
   */
  inputColumns?: InputColumns | null;
}

/** Accounts one JSON document or table takes: it is gathered whole before it is written. */
export const MAX_DOCUMENT_ACCOUNTS = 100_000;
/** Accounts taken and not yet written, at most, before new batches wait for the oldest one. */
export const STREAM_BACKLOG = 5_000;
/** Invalid entries (and failed batches) listed on stderr at most; `--json` lists every one. */
const STDERR_LINES = 20;

const count = groupedInteger;
/** `1 address`, `1,024 addresses`. */
const addresses = (n: number) => `${count(n)} address${n === 1 ? '' : 'es'}`;

/** The table's last line: found, not found, failed, not looked up (interrupted), collapsed, skipped. */
function totalsLine(
  found: number,
  notFound: number,
  failed: number,
  interrupted: number | null,
  scan: { duplicates: number; invalid: number },
): string {
  return (
    `${count(found)} found, ${count(notFound)} not found` +
    (failed ? `, ${addresses(failed)} failed` : '') +
    (interrupted !== null ? `, ${count(interrupted)} not looked up (interrupted)` : '') +
    (scan.duplicates
      ? `, ${count(scan.duplicates)} duplicate input${scan.duplicates === 1 ? '' : 's'} collapsed`
      : '') +
    (scan.invalid ? `, ${count(scan.invalid)} invalid skipped` : '') +
    '.'
  );
}

/** What one read of the whole list found: counts, and what must be said about it. */
interface ListScan {
  unique: number;
  duplicates: number;
  invalid: number;
  /** Invalid entries, each `{input, error}`: all of them when `keepAll`, else the first few. */
  invalidEntries: { input: string; error: string | null }[];
  otherNetwork: number;
  /** The first notes on forms of the other network. */
  otherNetworkNotes: string[];
  /** The accounts met, for the lookup's reading of the list. */
  seen: SeenAccounts;
  /**
   * The accounts to look up, in input order, as this reading found them — while there are at most
   * {@link HELD_ACCOUNTS}; null for a longer list, which the lookup reads again.
   */
  held: ListedAccount[] | null;
}

/**
 * Accounts of a list kept from its first reading for the lookup, at most: as many as one document
 * takes (a document holds them all anyway). A list this short is parsed once — its second reading was
 * ~7 % of `cli accounts --ndjson`'s CPU on 100,000 addresses (ab. 20 MB held, let go as the lookup takes
 * them) — and a longer one is read again, so memory stays flat in a million-line stream.
 */
const HELD_ACCOUNTS = MAX_DOCUMENT_ACCOUNTS;

/** Reads the list once, a part at a time, keeping counts and the first (or every) invalid entry. */
function scanList(text: ListText, network: ExportNetwork, keepAll: boolean): ListScan {
  const scan: ListScan = {
    unique: 0,
    duplicates: 0,
    invalid: 0,
    invalidEntries: [],
    otherNetwork: 0,
    otherNetworkNotes: [],
    seen: new SeenAccounts(),
    held: [],
  };
  for (const entry of listEntries(text, { network, seen: scan.seen })) {
    if (entry.kind === 'valid') {
      scan.unique += 1;
      scan.held = holding(scan.held, entry);
    } else if (entry.kind === 'duplicate') scan.duplicates += 1;
    else {
      scan.invalid += 1;
      if (keepAll || scan.invalidEntries.length < STDERR_LINES)
        scan.invalidEntries.push({ input: entry.input, error: describeEntryError(entry) });
    }
    if (entry.otherNetwork !== undefined) {
      scan.otherNetwork += 1;
      const note = describeNetworkMismatch(entry);
      if (note && scan.otherNetworkNotes.length < STDERR_LINES) scan.otherNetworkNotes.push(note);
    }
  }
  return scan;
}

/** `held` with the valid entry's account added, or null once the list is longer than {@link HELD_ACCOUNTS}. */
function holding(held: ListedAccount[] | null, entry: AddressListEntry): ListedAccount[] | null {
  if (held === null || !entry.address || held.length === HELD_ACCOUNTS) return null;
  held.push({ raw: entry.address.raw, input: entry.input });
  return held;
}

/**
 * The accounts to look up, in input order, each once: those the scan held, each let go as it is taken,
 * else the list read again (address-stream.ts).
 */
function* accountsOf(text: ListText, network: ExportNetwork, scan: ListScan): Generator<ListedAccount> {
  const held = scan.held;
  if (held === null) {
    yield* listedAccounts(text, network, scan.seen);
    return;
  }
  scan.held = null;
  for (let i = 0; i < held.length; i++) {
    const account = held[i]!;
    // Let go once taken: a stream's rows are written and dropped, so its accounts should not outlive them.
    (held as (ListedAccount | undefined)[])[i] = undefined;
    yield account;
  }
}

/** Runs the command; returns the exit code. */
export async function accountsCommand(
  text: ListText,
  options: AccountsOptions,
  connection: Connection,
  io: CliIo,
): Promise<number> {
  const document = options.output === 'json' || options.output === 'table';
  // Read for the lookup's network, so a testnet form on mainnet (or the reverse) is named, not merged silently.
  const scan = scanList(text, options.network, options.output === 'json');
  for (const note of scan.otherNetworkNotes) say(io.stderr, `note: ${note}`);
  if (scan.otherNetwork > scan.otherNetworkNotes.length)
    line(
      io.stderr,
      `… and ${count(scan.otherNetwork - scan.otherNetworkNotes.length)} more in the other network's form.`,
    );
  const empty: AccountLookup = { accounts: [], address_book: {}, metadata: {}, not_found: [] };
  if (scan.invalid > 0 && !options.skipInvalid) {
    if (options.output === 'json')
      printJson(io.stdout, { ...empty, invalid: scan.invalidEntries, failed: [] });
    reportInvalid(scan, 'invalid address', io);
    line(
      io.stderr,
      `${count(scan.invalid)} invalid address${scan.invalid === 1 ? '' : 'es'}; nothing was sent (use --skip-invalid to look up the valid ones).`,
    );
    return 2;
  }
  if (scan.unique === 0) {
    line(
      io.stderr,
      'No address to look up. Pass addresses as arguments, with --file, or pipe them in, one per line.',
    );
    return 2;
  }
  if (document && scan.unique + (options.output === 'json' ? scan.invalid : 0) > MAX_DOCUMENT_ACCOUNTS) {
    line(
      io.stderr,
      `${addresses(scan.unique)} are too many for one ${options.output === 'json' ? 'JSON document' : 'table'} (at most ${count(MAX_DOCUMENT_ACCOUNTS)}: it is gathered whole before it is written). Use --ndjson or --csv, which write each account as it arrives, in input order; nothing was sent.`,
    );
    return 2;
  }

  const indexer = commandIndexer(connection, options.bulk);
  const progress = progressLine(io);
  // The look-alike addresses among the list's own accounts (the CLI keeps no labels), as the job sends
  // them: kept by raw, so a row written later carries its mark (--csv's look_alike_of, --ndjson's).
  const lookAlikes = new Map<string, LookAlikeOf>();
  const lookAlikeIndex = new LookAlikeIndex(options.network === 'testnet');
  const emitter = jobEmitter(progress, lookAlikes);
  const signal = io.signal ?? new AbortController().signal;

  let outcome: BulkLookupOutcome;
  let pendingCount: number;
  if (document) {
    const listed = [...accountsOf(text, options.network, scan)];
    const answer = LookupAnswer.of({ mode: 'record', keepBocs: true, lookAlikes: lookAlikeIndex }, listed);
    outcome = await runLookupJob({
      answer,
      raws: listed.map((a) => a.raw),
      includeBoc: options.includeBoc,
      indexer,
      signal,
      emit: emitter(() => undefined),
    });
    progress.clear();
    pendingCount = outcome.pending.length;
    const result = lookupDocument(answer.result());
    const failed = outcome.failed.map((f) => ({ addresses: f.addresses, error: f.error }));
    if (options.summary)
      printSummary(summarizeLookup(answer.rows()), options.output === 'json', options.network, io);
    else if (options.output === 'json') {
      printJson(io.stdout, {
        ...result,
        invalid: scan.invalidEntries,
        failed,
        ...(outcome.cancelled ? { pending: outcome.pending } : {}),
      });
    } else {
      printTable(answer.rows(), options.network, io);
      const failedCount = failed.reduce((n, f) => n + f.addresses.length, 0);
      const interrupted = outcome.cancelled ? pendingCount : null;
      line(
        io.stdout,
        totalsLine(result.accounts.length, result.not_found.length, failedCount, interrupted, scan),
      );
    }
  } else {
    const input = options.inputColumns ?? null;
    const write =
      options.output === 'ndjson'
        ? ndjsonWriter(io, lookAlikes, input)
        : await csvWriter(io, options.network, lookAlikes, input);
    const answer = new LookupAnswer({ mode: 'stream', lookAlikes: lookAlikeIndex });
    const stream = accountsOf(text, options.network, scan);
    const taken: Iterator<string> = {
      next: () => {
        const step = stream.next();
        if (step.done) return { done: true, value: undefined };
        answer.ask(step.value.raw, step.value.input);
        return { done: false, value: step.value.raw };
      },
    };
    outcome = await runLookupJob({
      answer,
      raws: { stream: taken, expected: scan.unique },
      includeBoc: options.includeBoc,
      indexer,
      signal,
      holdNew: () => answer.backlog() > STREAM_BACKLOG,
      emit: emitter((rows) => rows.length > 0 && write(rows)),
    });
    progress.clear();
    answer.end(write);
    // Whatever the stream still holds was never asked (the lookup was stopped): written as pending.
    const rest = writePending(stream, answer.size(), write);
    pendingCount = outcome.pending.length + rest;
  }

  if (options.skipInvalid) reportInvalid(scan, 'skipped invalid address', io);
  const failures = outcome.failed;
  reportFailures(failures, io);
  if (outcome.cancelled) {
    line(io.stderr, `interrupted: ${pendingCount} of ${scan.unique} accounts were not looked up.`);
    return interruptedExit(io);
  }
  return failures.length > 0 ? 1 : 0;
}

/**
 * What every output does with the job's events: progress and retries on stderr, each batch's look-alike
 * marks into `lookAlikes`, then its rows to `onRows`.
 */
const jobEmitter =
  (progress: ReturnType<typeof progressLine>, lookAlikes: Map<string, LookAlikeOf>) =>
  (onRows: (rows: LookupRow[]) => void): JobEmit =>
  (type, event) => {
    if (type === 'job-rows' && event.kind === 'lookup') {
      const {
        rows,
        progress: p,
        lookAlikes: marks,
      } = event as {
        rows: LookupRow[];
        progress: Parameters<typeof progress.update>[0];
        lookAlikes?: LookAlikeMark[];
      };
      for (const mark of marks ?? []) lookAlikes.set(mark.raw, mark.of);
      onRows(rows);
      progress.update(p, p.requestsDone === p.requestsPlanned);
    } else if (type === 'job-retry') {
      const { wait, progress: p } = event as {
        wait: Omit<RetryEvent, 'type' | 'progress'>;
        progress: RetryEvent['progress'];
      };
      progress.retrying({ type: 'retrying', ...wait, progress: p });
    }
  };

/** One stderr line per invalid entry, at most {@link STDERR_LINES}, each inert. */
function reportInvalid(scan: ListScan, prefix: string, io: CliIo): void {
  for (const item of scan.invalidEntries.slice(0, STDERR_LINES))
    say(io.stderr, `${prefix}: ${item.error ?? 'not an address'}`);
  if (scan.invalid > STDERR_LINES)
    line(io.stderr, `… and ${count(scan.invalid - STDERR_LINES)} more (--json lists them all).`);
}

/** One stderr line per failed batch (count, first address, the reason), at most a few, then a way to retry them. */
function reportFailures(failures: readonly { addresses: string[]; error: AppErrorInfo }[], io: CliIo): void {
  if (failures.length === 0) return;
  for (const failure of failures.slice(0, STDERR_LINES)) {
    say(
      io.stderr,
      `failed: ${addresses(failure.addresses.length)} (first ${failure.addresses[0]}): ${failure.error.message.replace(/\s+/g, ' ')}`,
    );
  }
  if (failures.length > STDERR_LINES)
    line(io.stderr, `… and ${count(failures.length - STDERR_LINES)} more failed requests.`);
  const total = failures.reduce((n, f) => n + f.addresses.length, 0);
  line(
    io.stderr,
    `${count(total)} account${total === 1 ? '' : 's'} could not be looked up; the output lists them as "failed" to retry.`,
  );
}

/** Accounts the lookup never took from `stream` (it was stopped), written as pending rows; how many. */
function writePending(
  stream: Iterator<{ raw: string; input: string }>,
  from: number,
  write: (rows: LookupRow[]) => void,
): number {
  let index = from;
  let rows: LookupRow[] = [];
  for (let step = stream.next(); !step.done; step = stream.next()) {
    rows.push(pendingLookupRow({ index: index++, ...step.value }));
    if (rows.length === 4096) {
      write(rows);
      rows = [];
    }
  }
  if (rows.length > 0) write(rows);
  return index - from;
}

/** The NDJSON status of a row: `found`, `not_found`, `failed` or `pending`. */
function streamStatus(row: LookupRow): 'found' | 'not_found' | 'failed' | 'pending' {
  if (row.account) return 'found';
  if (row.status === NOT_FOUND_STATUS) return 'not_found';
  return row.status === FAILED_STATUS ? 'failed' : 'pending';
}

/** Each row once per input line of its account, with that line's cells (the rows alone without input columns). */
function perInputLine(
  rows: LookupRow[],
  input: InputColumns | null,
): { rows: readonly LookupRow[]; cells: readonly (readonly string[] | undefined)[] | null } {
  if (!input) return { rows, cells: null };
  const joined = joinInputLines(rows, (row) => input.linesOf(row.raw));
  return { rows: joined.items, cells: joined.cells };
}

/**
 * Writes rows as NDJSON: one JSON object per account, as it lands, in input order; `look_alike_of` (the
 * raw address it begins and ends like, from `lookAlikes`) only on an account that has one — with the
 * --file CSV's own columns, one per line of the file that named it, those columns under `input_columns`.
 */
function ndjsonWriter(
  io: CliIo,
  lookAlikes: ReadonlyMap<string, LookAlikeOf>,
  input: InputColumns | null,
): (rows: LookupRow[]) => void {
  const inert = io.stdout.isTTY ? inertJson : (json: string) => json;
  const names = input ? inputColumnNames(input.headers, []) : [];
  return (batch) => {
    let chunk = '';
    const { rows, cells } = perInputLine(batch, input);
    rows.forEach((row, i) => {
      const object = ndjsonObject(row, lookAlikes.get(row.raw));
      if (cells) object.input_columns = inputColumnsObject(names, cells[i]);
      chunk += `${inert(JSON.stringify(object))}\n`;
    });
    io.stdout.write(chunk);
  };
}

/**
 * One row's NDJSON object, its keys in the order written: `input`, `address`, `status`, then what the
 * status has (`account`, `address_book`, `metadata`, or `error`), then `look_alike_of` when `of` is
 * given. Built as one object, not spread together from a few (four objects a row made only to be written).
 */
function ndjsonObject(row: LookupRow, of: LookAlikeOf | undefined): Record<string, unknown> {
  const status = streamStatus(row);
  const object: Record<string, unknown> = { input: row.input, address: row.raw, status };
  if (status === 'found') object.account = row.account;
  if (status === 'found' || status === 'not_found') {
    object.address_book = row.book;
    object.metadata = row.meta;
  } else if (status === 'failed') object.error = row.failure!.message;
  if (of) object.look_alike_of = of.raw;
  return object;
}

/**
 * Writes rows as CSV (the export's columns, the header once; then the --file CSV's own columns, a row
 * per line of the file that named the account), as they land, in input order. The export formats
 * (and their CSV writer, papaparse) load only for --csv: the other outputs start without them.
 */
async function csvWriter(
  io: CliIo,
  network: ExportNetwork,
  lookAlikes: ReadonlyMap<string, LookAlikeOf>,
  input: InputColumns | null,
): Promise<(rows: LookupRow[]) => void> {
  const { toCsv } = await import('../../shared/export/export-formats');
  const names = input ? inputColumnNames(input.headers, exportColumns()) : [];
  let header = true;
  return (batch) => {
    const { rows, cells } = perInputLine(batch, input);
    const extra = cells ? inputExtraColumns(names, cells) : [];
    let csv = toCsv(exportRecords(rows, network, lookAlikes), { extra });
    if (!header) csv = csv.slice(csv.indexOf('\r\n') + 2);
    header = false;
    // The file as written when redirected; on a terminal, its cells cannot act on the terminal.
    io.stdout.write(io.stdout.isTTY ? inertKeepingLines(csv) : csv);
  };
}

/** Human table: one row per requested account, in input order; not-found, failed and pending ones included. */
function printTable(rows: readonly LookupRow[], network: 'mainnet' | 'testnet', io: CliIo): void {
  const lines = [['input', 'address', 'status', 'balance (TON)', 'last tx lt']];
  for (const row of rows) {
    const { account, input } = row;
    // Written as every screen of the app writes it: the form typed, else by the account's role.
    const friendly = displayAddress(row.raw, {
      testnet: network === 'testnet',
      given: input,
      role: roleOfRow(row),
    });
    if (!account) {
      const status =
        row.status === NOT_FOUND_STATUS || row.status === FAILED_STATUS ? row.status : 'not looked up';
      lines.push([input, friendly, status, '—', '—']);
      continue;
    }
    const balance =
      account.status === 'nonexist'
        ? 'no account'
        : account.balance === null
          ? '—'
          : formatNanotons(account.balance).text;
    lines.push([input, friendly, account.status ?? 'unknown', balance, account.last_transaction_lt ?? '—']);
  }
  line(io.stdout, table(lines));
  line(io.stdout);
}
