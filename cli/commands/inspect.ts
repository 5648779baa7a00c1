/**
 * `inspect ADDRESS… [--json]`: what each account is and what its own code says about it — the kind
 * (from its code hash, the indexer's interfaces, or the get-methods it answers), and the details its
 * get-methods give (wallet: seqno, public key, wallet id…; jetton wallet: balance, owner, jetton…;
 * jetton master: total supply, admin, mintable…), run on the indexed state in this process. Prints
 * `{"accounts": [{"address", "kind", "kind_source", "details"}], "not_found": [...]}` with --json.
 * Exit 0; 2 for invalid input; 1 for a network/HTTP/schema failure or when a method could not be run
 * (a missing library, an emulator failure), each with a line on stderr.
 */
import { describeEntryError, parseAddressList } from '../../shared/address';
import { runBulkLookup } from '../../shared/bulk';
import { createIndexClient } from '../../shared/client/index-client';
import { collectAnswers } from '../../shared/contracts/collected-answers';
import { inspectAccounts, type InspectedAccount } from '../../shared/contracts/inspect';
import { kindLabel } from '../../shared/contracts/kinds';
import type { BulkSettings, Connection } from '../config';
import { schedulerOptions } from '../scheduler-options';
import { line, printJson, say, type CliIo } from '../io';
import { progressLine } from '../progress-line';
import { createCliTvmRunner } from '../tvm-runner';

/** Options of the command. */
export interface InspectOptions {
  /** Library BoCs from --library. */
  libraries?: readonly string[];
  json: boolean;
  skipInvalid: boolean;
  bulk: BulkSettings;
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
  const client = createIndexClient(connection);
  const info = await client.masterchainInfo();
  const progress = progressLine(io);
  const asked = list.unique.map((a) => a.raw);
  const scheduler = schedulerOptions(client, options.bulk, io);
  const answers = collectAnswers(scheduler.transport);
  const outcome = await runBulkLookup({
    raws: asked,
    ...scheduler,
    transport: answers.transport,
    onProgress: (event) => progress.update(event.progress),
  });
  progress.clear();
  for (const failure of outcome.failed) {
    line(
      io.stderr,
      `error: ${failure.addresses.length} address(es) could not be looked up (first ${failure.addresses[0]}): ${failure.error.message.replace(/\s+/g, ' ')}`,
    );
  }
  const lookup = answers.merged(asked);
  const accounts = await inspectAccounts({
    lookup,
    unixTime: Number(info.last.gen_utime),
    runner: createCliTvmRunner(),
    lookupMore: (raws) => client.accountStatesRequest(raws, { includeBoc: true }),
    ...(options.libraries ? { libraries: options.libraries } : {}),
  });

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
  const failures = emulationFailures(accounts);
  for (const failure of failures) say(io.stderr, `error: ${failure}`);
  if (outcome.cancelled) return 130;
  return outcome.failed.length > 0 || failures.length > 0 ? 1 : 0;
}

/**
 * What could not be run at all (the emulator's or a library's fault, not the contract's answer): methods
 * that failed, and accounts whose code names a library nobody has (none of their methods was run).
 */
function emulationFailures(accounts: readonly InspectedAccount[]): string[] {
  return accounts.flatMap((a) => [
    ...(a.details.library?.origin === 'missing'
      ? [
          `${a.address}: the code needs library ${a.details.library.hash}, which the app does not carry: pass its code with --library FILE`,
        ]
      : []),
    ...a.methods.filter((m) => m.error !== null).map((m) => `${a.address}: ${m.method}: ${m.error}`),
  ]);
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
    `  kind: ${kindLabel(account.kind)} (${account.kind}, named by ${account.kind_source.replace('_', ' ')})`,
  );
  const { mismatches, problems, ...rest } = account.details as Record<string, unknown> & {
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
