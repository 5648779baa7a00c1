/**
 * `inspect ADDRESS… [--json]`: what each account is and what its own code says about it — the kind
 * (from its code hash, the indexer's interfaces, or the get-methods it answers), and the details its
 * get-methods give (wallet: seqno, public key, wallet id…; jetton wallet: balance, owner, jetton…;
 * jetton master: total supply, admin, mintable…), run on the indexed state in the CLI's emulator
 * threads. Prints `{"accounts": [{"address", "kind", "kind_source", "details"}], "not_found": [...]}`
 * with --json. Every account is reported on its own: one that cannot be run (a missing library, a
 * limit, a failed method) says why in its details and on stderr, and never keeps the others from
 * answering. Exit 0 when every account was decoded; 4 when some were not; 2 for invalid input; 1 for
 * a network/HTTP/schema failure; 130 on Ctrl-C, 143 on SIGTERM (the emulation stops at once).
 */
import { indexerNetwork } from '../../shared/settings/network';
import { describeEntryError, parseAddressList } from '../../shared/address/address-list';
import { lookupDocument } from '../../shared/api/account-states';
import { collectLookup } from '../../shared/jobs/collect-lookup';
import { schedulerOptions, type JobClient } from '../../shared/jobs/job-indexer';
import { inspectAccounts, undecodedReasons, type InspectedAccount } from '../../shared/contracts/inspect';
import { inspectedKindLabel } from '../../shared/contracts/inspected-kind-label';
import type { GetMethodLimits } from '../../shared/tvm/limits-schema';
import type { BulkSettings, Connection } from '../config';
import { commandIndexer } from '../command-indexer';
import { interruptedExit, line, printJson, say, type CliIo } from '../io';
import { progressLine } from '../progress-line';
import { EXIT_UNDECODED, interrupted, withEmulator } from '../emulator';

/** Options of the command. */
export interface InspectOptions {
  /** Library BoCs from --library. */
  libraries?: readonly string[];
  json: boolean;
  skipInvalid: boolean;
  bulk: BulkSettings;
  /** Each get-method's limits (`--gas-limit`…); defaults when undefined. */
  limits?: GetMethodLimits | undefined;
}

/**
 * The lookup of accounts the details name (a jetton master, a collection), one request with code and
 * data, in the API's document shape shared/contracts reads.
 */
function lookupMoreOf(client: JobClient, signal: AbortSignal | undefined) {
  return async (raws: string[]) =>
    lookupDocument(
      await client.accountStatesRequest(raws, { includeBoc: true, ...(signal ? { signal } : {}) }),
    );
}

/** Runs the command; returns the exit code. */
export async function inspectCommand(
  text: string,
  options: InspectOptions,
  connection: Connection,
  io: CliIo,
): Promise<number> {
  const list = parseAddressList(text);
  if (list.invalid.length > 0 && !options.skipInvalid) {
    for (const entry of list.invalid) say(io.stderr, `invalid address: ${describeEntryError(entry)}`);
    line(
      io.stderr,
      `${list.invalid.length} invalid address${list.invalid.length === 1 ? '' : 'es'}; nothing was sent (use --skip-invalid to inspect the valid ones).`,
    );
    return 2;
  }
  if (list.unique.length === 0) {
    say(io.stderr, 'No address to inspect. Pass addresses as arguments, with --file, or pipe them in.');
    return 2;
  }
  const indexer = commandIndexer(connection, options.bulk);
  const { client } = indexer;
  return withEmulator(async (runner) => {
    // The threads load the emulator while the accounts are looked up.
    void runner.prepare().catch(() => undefined);
    const info = await client.masterchainInfo();
    const progress = progressLine(io);
    const asked = list.unique.map((a) => a.raw);
    const outcome = await collectLookup({
      ...schedulerOptions(indexer, true),
      raws: asked,
      ...(io.signal ? { signal: io.signal } : {}),
      onProgress: (event) => progress.update(event.progress),
    });
    progress.clear();
    for (const failure of outcome.failed) {
      line(
        io.stderr,
        `error: ${failure.addresses.length} address(es) could not be looked up (first ${failure.addresses[0]}): ${failure.error.message.replace(/\s+/g, ' ')}`,
      );
    }
    if (outcome.cancelled) {
      say(io.stderr, 'interrupted: nothing was inspected.');
      return interruptedExit(io);
    }
    const lookup = lookupDocument(outcome.result);
    let accounts: InspectedAccount[];
    try {
      accounts = await inspectAccounts({
        lookup,
        unixTime: Number(info.last.gen_utime),
        network: indexerNetwork({ baseUrl: connection.baseUrl, globalId: info.last.global_id }),
        runner,
        lookupMore: lookupMoreOf(client, io.signal),
        ...(io.signal ? { signal: io.signal } : {}),
        ...(options.limits ? { limits: options.limits } : {}),
        ...(options.libraries ? { libraries: options.libraries } : {}),
      });
    } catch (error) {
      if (!interrupted(error, io)) throw error;
      say(io.stderr, 'interrupted: the emulation was stopped; nothing was inspected.');
      return interruptedExit(io);
    }

    if (options.json) {
      const shaped = accounts.map((a) => ({
        address: a.address,
        kind: a.kind,
        kind_source: a.kind_source,
        details: a.details,
      }));
      printJson(io.stdout, { accounts: shaped, not_found: lookup.not_found });
    } else {
      for (const account of accounts)
        printAccount(account, lookup.address_book[account.address]?.user_friendly, io);
      for (const raw of lookup.not_found) say(io.stdout, `${raw}: not in the index\n`);
    }
    const undecoded = accounts.filter((a) => undecodedReasons(a).length > 0);
    for (const account of undecoded)
      for (const reason of undecodedReasons(account))
        say(io.stderr, `not decoded: ${account.address}: ${reason}`);
    if (outcome.failed.length > 0) return 1;
    return undecoded.length > 0 ? EXIT_UNDECODED : 0;
  });
}

/** A value for the human listing. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One account as a block of `key: value` lines. */
function printAccount(account: InspectedAccount, friendly: string | undefined, io: CliIo): void {
  say(io.stdout, `${friendly ?? account.address}`);
  say(io.stdout, `  raw: ${account.address}`);
  line(
    io.stdout,
    `  kind: ${inspectedKindLabel(account)} (${account.kind}, named by ${account.kind_source.replace('_', ' ')})`,
  );
  // `not_run` is one of the problems, marked for screens that state it elsewhere: its note says it.
  const {
    mismatches,
    problems,
    not_run: _notRun,
    ...rest
  } = account.details as Record<string, unknown> & {
    mismatches?: unknown[];
    problems?: string[];
  };
  for (const [key, value] of Object.entries(rest)) say(io.stdout, `  ${key}: ${show(value)}`);
  for (const mismatch of (mismatches ?? []) as Array<{
    field: string;
    contract: string | null;
    indexer: string | null;
  }>) {
    line(
      io.stdout,
      `  MISMATCH ${mismatch.field}: the contract says ${show(mismatch.contract)}, the indexer's metadata says ${show(mismatch.indexer)}`,
    );
  }
  for (const problem of problems ?? []) say(io.stdout, `  note: ${problem}`);
  for (const method of account.methods) {
    const result =
      method.error ?? `exit ${method.exit_code} (${method.exit_meaning}), gas ${method.gas_used}`;
    say(io.stdout, `  ran ${method.method}: ${result}`);
  }
  line(io.stdout);
}
