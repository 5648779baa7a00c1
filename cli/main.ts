/**
 * `npm run --silent cli -- <command>`: the index client at a terminal. Commands: info, accounts,
 * parse-addresses, inspect, run-method, tokens, compare. Exit codes: 0 success, 1 network/HTTP/timeout/schema
 * error (one line on stderr), 2 invalid input or usage, 3 (compare) something changed, 4 some account
 * could not be run or decoded (inspect, run-method), 130 interrupted (Ctrl-C), 143 stopped by SIGTERM,
 * 141 when the reader of stdout went away (`| head`: the run ends quietly).
 */
import { closeSync, openSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { extractCsvAddresses } from '../shared/address/address-csv';
import { isAppError } from '../shared/errors';
import { fileParts, joinedParts, textParts, type ListText } from './address-stream';
import { accountsCommand } from './commands/accounts';
import { compareCommand } from './commands/compare';
import { infoCommand } from './commands/info';
import { inspectCommand } from './commands/inspect';
import { parseAddressesCommand } from './commands/parse-addresses';
import { runMethodCommand } from './commands/run-method';
import { tokensCommand } from './commands/tokens';
import { BUNDLED_TVM_CONFIG } from '../shared/tvm/config';
import { STACK_ARGUMENT_SYNTAX } from '../shared/tvm/stack-args';
import {
  resolveBulkSettings,
  resolveConnection,
  resolveMethodLimits,
  resolveNetwork,
  UsageError,
} from './config';
import { LIMITS_SUMMARY } from '../shared/tvm/limits';
import { readLibraryFiles } from './library-files';
import { EXIT_INTERRUPTED, EXIT_TERMINATED, line, readStdinIfPiped, say, StopSignal, type CliIo } from './io';

const USAGE = `Usage: npm run --silent cli -- <command> [options]

Commands:
  info                     first and last indexed masterchain blocks
  accounts [ADDRESS…]      states of any number of accounts (addresses from arguments, --file and piped stdin)
  parse-addresses [ADDR…]  offline: every form of each address, or why it is invalid
  inspect [ADDRESS…]       what each account is (wallet v4r2, jetton wallet…) and what its own get-methods
                           say (seqno, public key, wallet id; balance, owner, jetton; total supply, admin…)
  run-method ADDRESS METHOD [ARG…]
                           run one get-method (name or id) on the account's indexed state; arguments
                           are ${STACK_ARGUMENT_SYNTAX}
  compare FILE             an exported log entry or an earlier accounts --json answer against a fresh
                           lookup: previous, now and the difference of every changed field (--json,
                           --csv: every field of every account);
                           exit 3 when something changed, 0 when nothing did
  tokens [OWNER…] --jetton MASTER…
                           each owner's balance of each jetton (the master's own get_wallet_address
                           derives the jetton wallet; "no_wallet", balance 0, when it does not exist yet)

Options:
  --base-url URL     indexer (default: $TON_INDEX_URL, else https://toncenter.com); /api/v3 optional
  --api-key KEY      API key, sent as the X-API-Key header (default: $TON_INDEX_API_KEY)
  --timeout MS       per-request timeout (default 15000)
  --max-answer-mb N  largest answer read, decoded (default 64); a larger one is refused unread
  --json             machine-readable output (accounts: one document, at most 100,000 accounts)
  --ndjson           accounts: one JSON object per account, written as its batch lands, in input
                     order (any number of accounts; memory stays flat)
  --summary          accounts: counts by status and kind, the balance distribution (by decade), the
                     largest holders, the same per jetton; with --json as JSON (at most 100,000 accounts)
  --no-boc           accounts: leave code and data BoCs out
  --skip-invalid     accounts: look up the valid addresses even if some are invalid
  --file PATH        accounts, inspect, tokens: read addresses from a file too (one per line, or CSV/TSV)
  --csv              accounts, tokens, compare: CSV on stdout (accounts: every address form, status, balances…;
                     written as batches land, in input order, any number of accounts)
  --jetton MASTER    tokens: a jetton master; repeat for several
  --library FILE     inspect, run-method, tokens: the code of a library the app does not carry (a .boc
                     file, its Base64 or hex, or toncenter's getLibraries answer); repeat for several
  --network NET      accounts --csv: mainnet or testnet friendly forms (default: from the URL)
  --rate N           accounts, inspect, tokens: requests per second, or "unlimited" (default: 1 for toncenter
                     without a key, 10 with one, unlimited for other indexers)
  --batch-size N     accounts: addresses per request, at most 1024 (default 1000)
  --max-url-length N accounts: longest request URL in characters (default 8192)
  --concurrency N    accounts: requests in flight at once (default 4; 1 at 1 request/s)
  --max-attempts N   accounts: tries per request before its addresses are reported failed (default 5)
  --gas-limit N      inspect, run-method, tokens: gas of each get-method (default 1,000,000)
  --time-limit S     inspect, run-method, tokens: seconds each get-method may run (default 10)
  --memory-limit MB  inspect, run-method, tokens: emulator memory of each get-method (default 256)

Progress goes to stderr when it is a terminal; every retry (its wait and cause) is said on stderr.
Ctrl-C (or SIGTERM) stops a lookup, waits included, and prints what arrived.

Get-methods (inspect, run-method, tokens) run in worker threads of this process on the indexed state,
with \`now()\` the last indexed block's time and the ${BUNDLED_TVM_CONFIG.description}; each within
${LIMITS_SUMMARY}. Ctrl-C stops them at once (exit 130).
Exit codes: 0 success; 1 network, HTTP, timeout or schema error; 2 invalid input or usage; 3 compare:
something changed; 4 some account could not be run or decoded (inspect, run-method: each named on
stderr); 130 interrupted (Ctrl-C), 143 stopped by SIGTERM; 141 when the reader of stdout went
away (\`| head\`), quietly.
`;

/**
 * Masterchain raw addresses (`-1:…`) look like short options to an argument parser; they are set aside
 * before parsing and put back in place afterwards, so `parse-addresses -1:abc…` needs no `--`.
 */
function protectRawAddresses(argv: string[]): { args: string[]; restore: (value: string) => string } {
  const kept: string[] = [];
  const args = argv.map((arg) => (/^-\d+:/.test(arg) ? `\u0000${kept.push(arg) - 1}` : arg));
  return { args, restore: (value) => (value.startsWith('\u0000') ? kept[Number(value.slice(1))]! : value) };
}

/**
 * The addresses to read: the arguments (one per line), then piped stdin. Positions in messages count
 * lines over this text, so with stdin alone "line 2" is the second line piped in.
 */
async function inputText(args: string[], io: CliIo, file?: string): Promise<string> {
  const fromFile = file === undefined ? '' : await readAddressFile(file, io.cwd);
  return [args.join('\n'), fromFile, await readStdinIfPiped(io.stdin)]
    .filter((part) => part !== '')
    .join('\n');
}

/** The usage error for a file that cannot be read. */
function unreadable(path: string, error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  return new UsageError(
    `Cannot read --file "${path}": ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message}.`,
  );
}

/** CSV and TSV files keep only their address columns (found over the whole file). */
const isTable = (path: string) => /\.(csv|tsv)$/i.test(path);

/** A file's text, or a usage error naming it. CSV files keep only their address columns. */
async function readAddressFile(path: string, cwd = process.cwd()): Promise<string> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    throw unreadable(path, error);
  }
  // The same column detection as a file dropped on the app (labels and amounts are not addresses).
  return isTable(path) ? (extractCsvAddresses(text)?.text ?? text) : text;
}

/**
 * The addresses to read for a lookup that streams: the arguments, then the file — read from disk a block
 * at a time while the lookup runs, never whole (a CSV's address columns are found over the whole file
 * first) — then piped stdin. Line numbers count over all of it, in that order.
 */
async function inputList(args: string[], io: CliIo, file?: string): Promise<ListText> {
  const texts: ListText[] = [textParts(args.join('\n'))];
  if (file !== undefined) {
    const path = resolve(io.cwd ?? process.cwd(), file);
    if (isTable(file)) texts.push(textParts(await readAddressFile(file, io.cwd)));
    else {
      try {
        closeSync(openSync(path, 'r'));
        if (statSync(path).isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
      } catch (error) {
        throw unreadable(file, error);
      }
      texts.push(fileParts(path));
    }
  }
  texts.push(textParts(await readStdinIfPiped(io.stdin)));
  return joinedParts(texts);
}

/** Runs the CLI with `argv` (without node and script); returns the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const { args, restore } = protectRawAddresses(argv);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        timeout: { type: 'string' },
        'max-answer-mb': { type: 'string' },
        json: { type: 'boolean', default: false },
        'no-boc': { type: 'boolean', default: false },
        'skip-invalid': { type: 'boolean', default: false },
        file: { type: 'string' },
        csv: { type: 'boolean', default: false },
        ndjson: { type: 'boolean', default: false },
        summary: { type: 'boolean', default: false },
        network: { type: 'string' },
        rate: { type: 'string' },
        'batch-size': { type: 'string' },
        'max-url-length': { type: 'string' },
        concurrency: { type: 'string' },
        'max-attempts': { type: 'string' },
        jetton: { type: 'string', multiple: true },
        'gas-limit': { type: 'string' },
        'time-limit': { type: 'string' },
        'memory-limit': { type: 'string' },
        library: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    say(io.stderr, error instanceof Error ? error.message : String(error));
    line(io.stderr, `\n${USAGE}`);
    return 2;
  }
  const { values } = parsed;
  const [command, ...rest] = parsed.positionals.map(restore);
  if (values.help || !command) {
    (values.help ? io.stdout : io.stderr).write(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    switch (command) {
      case 'info':
        return await infoCommand(
          values.json,
          resolveConnection(values, io.env, (text) => say(io.stderr, text)),
          io,
        );
      case 'accounts': {
        if ([values.json, values.csv, values.ndjson].filter(Boolean).length > 1)
          throw new UsageError('Choose one of --json, --ndjson and --csv.');
        if (values.summary && (values.ndjson || values.csv))
          throw new UsageError('--summary prints one summary: use it alone (text) or with --json.');
        const connection = resolveConnection(values, io.env, (text) => say(io.stderr, text));
        const bulk = resolveBulkSettings(values, connection);
        const network = resolveNetwork(values.network, connection);
        const text = await inputList(rest, io, values.file);
        const output = values.json ? 'json' : values.ndjson ? 'ndjson' : values.csv ? 'csv' : 'table';
        return await accountsCommand(
          text,
          {
            includeBoc: !values['no-boc'],
            output,
            skipInvalid: values['skip-invalid'],
            network,
            bulk,
            summary: values.summary,
          },
          connection,
          io,
        );
      }
      case 'compare': {
        if (values.json && values.csv) throw new UsageError('Choose one of --json and --csv.');
        const connection = resolveConnection(values, io.env, (text) => say(io.stderr, text));
        const network = resolveNetwork(values.network, connection);
        const output = values.json ? 'json' : values.csv ? 'csv' : 'table';
        return await compareCommand(
          rest[0],
          { output, network, bulk: resolveBulkSettings(values, connection) },
          connection,
          io,
        );
      }
      case 'parse-addresses': {
        const text = await inputText(rest, io);
        return parseAddressesCommand(text, values.json, io);
      }
      case 'inspect': {
        const connection = resolveConnection(values, io.env, (text) => say(io.stderr, text));
        const text = await inputText(rest, io, values.file);
        return await inspectCommand(
          text,
          {
            libraries: await readLibraryFiles(values.library ?? [], io.cwd),
            json: values.json,
            skipInvalid: values['skip-invalid'],
            bulk: resolveBulkSettings(values, connection),
            limits: resolveMethodLimits(values),
          },
          connection,
          io,
        );
      }
      case 'run-method':
        return await runMethodCommand(
          rest,
          { json: values.json, limits: resolveMethodLimits(values) },
          resolveConnection(values, io.env, (text) => say(io.stderr, text)),
          io,
          await readLibraryFiles(values.library ?? [], io.cwd),
        );
      case 'tokens': {
        if (values.json && values.csv) throw new UsageError('Choose one of --json and --csv.');
        const connection = resolveConnection(values, io.env, (text) => say(io.stderr, text));
        const text = await inputText(rest, io, values.file);
        const output = values.json ? 'json' : values.csv ? 'csv' : 'table';
        const jettons = (values.jetton ?? []).map(restore);
        return await tokensCommand(
          text,
          {
            jettons,
            libraries: await readLibraryFiles(values.library ?? [], io.cwd),
            output,
            skipInvalid: values['skip-invalid'],
            bulk: resolveBulkSettings(values, connection),
            limits: resolveMethodLimits(values),
          },
          connection,
          io,
        );
      }
      default:
        say(io.stderr, `Unknown command "${command}".`);
        line(io.stderr, `\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      say(io.stderr, error.message);
      return 2;
    }
    if (isAppError(error)) {
      say(io.stderr, `error: ${error.message.replace(/\s+/g, ' ')}`);
      return error.kind === 'invalid-input' ? 2 : 1;
    }
    // A defect of ours: still one line, no stack.
    say(io.stderr, `error: unexpected failure: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** Exit code when the reader of stdout went away (`| head`): 128 + 13, as for a tool SIGPIPE ended. */
export const EXIT_BROKEN_PIPE = 141;

/**
 * Wires the process to {@link runCli}'s io: SIGINT and SIGTERM stop the run once, as Ctrl-C always did
 * (what arrived is written, the rest named as pending; a second signal quits at once), and the end of
 * stdout's reader ends the run quietly. Node ignores SIGPIPE, so a closed pipe is an `EPIPE` error
 * on stdout, which would otherwise end the process with a stack trace.
 */
function processIo(): CliIo {
  const stop = new AbortController();
  for (const name of ['SIGINT', 'SIGTERM'] as const)
    process.on(name, () => {
      if (stop.signal.aborted) process.exit(name === 'SIGTERM' ? EXIT_TERMINATED : EXIT_INTERRUPTED);
      stop.abort(new StopSignal(name));
    });
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    // Nothing more can be shown to anyone: no message (there is no reader), no further request.
    if (error.code === 'EPIPE') process.exit(EXIT_BROKEN_PIPE);
    say(process.stderr, `error: the output could not be written (${error.message}); stopped.`);
    process.exit(1);
  });
  // A closed stderr must not end a run whose stdout is still read: what it would have said is lost.
  process.stderr.on('error', () => undefined);
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    signal: stop.signal,
  };
}

// Entry point when run as a script (not when imported by tests).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Node's fetch keeps a timing entry of its first 250 requests, each naming its URL (8 KB with 100
  // addresses): 2 MB nobody here reads, held for the whole run.
  performance.setResourceTimingBufferSize(0);
  runCli(process.argv.slice(2), processIo()).then((code) => {
    process.exitCode = code;
  });
}
