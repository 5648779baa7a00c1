/**
 * `tokens OWNER… --jetton MASTER… [--json | --csv]`: each owner's balance of each jetton. Each master's
 * own `get_wallet_address` (run on its indexed state) derives the owner's jetton wallet; the wallets are
 * looked up through the bulk scheduler (paced, retried, cancellable like `accounts`) and each one's own
 * `get_wallet_data` gives the balance, its `get_status` the lock where it has one (the USD₮ wallet's).
 * A jetton wallet that does not exist yet is status `no_wallet`, balance "0". Addresses are written as
 * everywhere in the app (the form typed; else an owner as a wallet, the rest as contracts), a locked
 * wallet says so, and a jetton that calls itself a well-known one it is not is marked look-alike — in
 * the table and the CSV; --json keeps each row's raw fields and adds the written ones (tokens-output.ts).
 * Exit 0; 2 invalid input; 1 when a lookup failed or a row could not be answered (stderr says which);
 * 130 when interrupted (143 by SIGTERM).
 */
import { inertKeepingLines } from '../terminal-text';
import { describeEntryError, parseAddressList } from '../../shared/address/address-list';
import {
  tokensOfWallets,
  type TokenRow,
  type TokensOutcome,
  type TokensProgress,
} from '../../shared/contracts/tokens';
import { tokenBalanceText } from '../../shared/contracts/token-balance-text';
import {
  tokenLockText,
  tokenRowAddresses,
  tokenRowJson,
  tokenRowLookAlike,
  tokensToCsv,
  type TokenAddressDisplay,
} from '../../shared/contracts/tokens-output';
import type { AddressList } from '../../shared/address/address-list';
import { bulkProgressText } from '../../shared/format/progress-text';
import { UsageError, type BulkSettings, type Connection } from '../config';
import { tokensLookups } from '../../shared/jobs/tokens-job';
import { commandIndexer } from '../command-indexer';
import { interruptedExit, line, printJson, say, table, type CliIo } from '../io';
import type { GetMethodLimits } from '../../shared/tvm/limits-schema';
import { interrupted, withEmulator } from '../emulator';

/** Options of the command. */
export interface TokensCommandOptions {
  jettons: readonly string[];
  /** Library BoCs from --library. */
  libraries?: readonly string[];
  output: 'table' | 'json' | 'csv';
  /** The network whose friendly forms are written and whose well-known jettons a look-alike imitates. */
  network: 'mainnet' | 'testnet';
  skipInvalid: boolean;
  bulk: BulkSettings;
  /** Each get-method's limits (`--gas-limit`…); defaults when undefined. */
  limits?: GetMethodLimits | undefined;
}

/** Row statuses that leave the question unanswered. */
const FAILED = new Set<TokenRow['status']>([
  'lookup_failed',
  'emulation_failed',
  'library_missing',
  'jetton_unavailable',
  'wrong_wallet',
]);

/** Runs the command; returns the exit code. */
export async function tokensCommand(
  text: string,
  options: TokensCommandOptions,
  connection: Connection,
  io: CliIo,
): Promise<number> {
  if (options.jettons.length === 0)
    throw new UsageError('tokens needs at least one --jetton MASTER (a jetton master address).');
  const masters = parseAddressList(options.jettons.join('\n'));
  if (masters.invalid.length > 0) {
    for (const entry of masters.invalid) say(io.stderr, `invalid --jetton: ${describeEntryError(entry)}`);
    return 2;
  }
  const owners = parseAddressList(text);
  if (owners.invalid.length > 0 && !options.skipInvalid) {
    for (const entry of owners.invalid) say(io.stderr, `invalid address: ${describeEntryError(entry)}`);
    line(
      io.stderr,
      `${owners.invalid.length} invalid owner address(es); nothing was sent (use --skip-invalid to go on with the valid ones).`,
    );
    return 2;
  }
  if (owners.unique.length === 0) {
    say(io.stderr, 'No owner address. Pass owners as arguments, with --file, or pipe them in.');
    return 2;
  }

  const indexer = commandIndexer(connection, options.bulk);
  const { client } = indexer;
  const progress = tokensProgressLine(io);
  // The emulator runs in worker threads, so the event loop stays free to pace the requests.
  const ran = await withEmulator(async (runner) => {
    // The threads load the emulator while the last block and the masters are asked for.
    void runner.prepare({ all: true }).catch(() => undefined);
    const info = await client.masterchainInfo();
    try {
      return await tokensOfWallets({
        owners: owners.unique.map((a) => a.raw),
        masters: masters.unique.map((a) => a.raw),
        runner,
        unixTime: Number(info.last.gen_utime),
        ...tokensLookups(indexer, io.signal),
        ...(io.signal ? { signal: io.signal } : {}),
        ...(options.limits ? { methodLimits: options.limits } : {}),
        ...(options.libraries ? { libraries: options.libraries } : {}),
        onProgress: (p) => progress.update(p),
      });
    } catch (error) {
      if (!interrupted(error, io)) throw error;
      return null;
    }
  });
  progress.clear();
  if (!ran) {
    say(io.stderr, 'interrupted: the emulation was stopped before any row was answered.');
    return interruptedExit(io);
  }
  const outcome = ran;

  printRows(
    outcome.rows,
    options,
    { testnet: options.network === 'testnet', given: typedForms(owners, masters) },
    io,
  );
  sayFailures(outcome, io);
  if (outcome.cancelled) {
    say(io.stderr, 'interrupted: rows not looked up are "pending".');
    return interruptedExit(io);
  }
  return outcome.rows.some((r) => FAILED.has(r.status)) ? 1 : 0;
}

/** The rows on stdout in the output asked for. */
function printRows(
  rows: readonly TokenRow[],
  options: TokensCommandOptions,
  display: TokenAddressDisplay,
  io: CliIo,
): void {
  if (options.output === 'json')
    printJson(io.stdout, { rows: rows.map((row) => tokenRowJson(row, display)) });
  else if (options.output === 'csv') {
    const csv = tokensToCsv(rows, display);
    io.stdout.write(io.stdout.isTTY ? inertKeepingLines(csv) : csv);
  } else printTable(rows, display, io);
}

/** The jettons that could not be used and the failed rows (the first 20), on stderr. */
function sayFailures(outcome: TokensOutcome, io: CliIo): void {
  for (const jetton of outcome.jettons)
    if (jetton.problem) say(io.stderr, `error: jetton ${jetton.master}: ${jetton.problem}`);
  const failed = outcome.rows.filter((r) => FAILED.has(r.status) && r.status !== 'jetton_unavailable');
  for (const row of failed.slice(0, 20))
    say(io.stderr, `error: ${row.owner} × ${row.jetton}: ${row.status}: ${row.error ?? ''}`.trimEnd());
  if (failed.length > 20)
    say(io.stderr, `error: ${failed.length - 20} more rows failed (see "status" and "error" in --json).`);
}

/** What the user typed for each owner and master (the first time), by raw form. */
function typedForms(...lists: AddressList[]): (raw: string) => string | undefined {
  const typed = new Map<string, string>();
  for (const list of lists)
    for (const entry of list.entries)
      if (entry.kind === 'valid' && entry.address) typed.set(entry.address.raw, entry.input);
  return (raw) => typed.get(raw);
}

/**
 * The table: a row per owner and jetton, its addresses as written, a look-alike jetton marked, and a
 * lock column when some wallet has a lock; under it, each look-alike's finding in words.
 */
function printTable(rows: readonly TokenRow[], display: TokenAddressDisplay, io: CliIo): void {
  const withLock = rows.some((row) => row.lock_status);
  const out = [['owner', 'jetton', 'jetton wallet', 'balance', ...(withLock ? ['lock'] : [])]];
  const findings = new Map<string, string>();
  for (const row of rows) {
    const written = tokenRowAddresses(row, display);
    const lookAlike = tokenRowLookAlike(row, display.testnet);
    if (lookAlike) findings.set(written.jetton, lookAlike.message);
    const name = `${row.symbol ?? written.jetton}${lookAlike ? ' (look-alike)' : ''}`;
    const lock = withLock ? [tokenLockText(row) || '—'] : [];
    out.push([written.owner, name, written.jetton_wallet || '—', tokenBalanceText(row), ...lock]);
  }
  line(io.stdout, table(out));
  for (const [master, message] of findings) say(io.stdout, `${master}: ${message}`);
}

/** A one-line progress display on a terminal's stderr. */
function tokensProgressLine(io: CliIo) {
  const enabled = Boolean(io.stderr.isTTY);
  let last = -Infinity;
  let shown = false;
  return {
    update(p: TokensProgress): void {
      if (!enabled || Date.now() - last < 100) return;
      last = Date.now();
      shown = true;
      const l = p.lookup;
      const lookup = l ? ` · ${bulkProgressText(l, { accounts: false })}` : '';
      io.stderr.write(
        `\r\x1b[K${p.derived.toLocaleString('en-US')} of ${p.owners.toLocaleString('en-US')} owners derived${lookup}`,
      );
    },
    clear(): void {
      if (enabled && shown) io.stderr.write('\r\x1b[K');
    },
  };
}
