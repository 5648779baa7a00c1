/**
 * `npm run --silent cli -- <command>`: the index client at a terminal. Commands: info, accounts,
 * parse-addresses. Exit codes: 0 success, 1 network/HTTP/timeout/schema error (one line on stderr),
 * 2 invalid input or usage.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isIndexClientError } from '../shared/errors';
import { accountsCommand } from './commands/accounts';
import { infoCommand } from './commands/info';
import { parseAddressesCommand } from './commands/parse-addresses';
import { resolveConnection, UsageError } from './config';
import { line, readStdinIfPiped, type CliIo } from './io';

const USAGE = `Usage: npm run --silent cli -- <command> [options]

Commands:
  info                     first and last indexed masterchain blocks
  accounts [ADDRESS…]      states of accounts (addresses from arguments and piped stdin)
  parse-addresses [ADDR…]  offline: every form of each address, or why it is invalid

Options:
  --base-url URL     indexer (default: $TON_INDEX_URL, else https://toncenter.com); /api/v3 optional
  --api-key KEY      API key, sent as the X-API-Key header (default: $TON_INDEX_API_KEY)
  --timeout MS       per-request timeout (default 15000)
  --json             machine-readable output
  --no-boc           accounts: leave code and data BoCs out
  --skip-invalid     accounts: look up the valid addresses even if some are invalid
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
async function inputText(args: string[], io: CliIo): Promise<string> {
  return [args.join('\n'), await readStdinIfPiped(io.stdin)].filter((part) => part !== '').join('\n');
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
        json: { type: 'boolean', default: false },
        'no-boc': { type: 'boolean', default: false },
        'skip-invalid': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    line(io.stderr, `${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
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
        return await infoCommand(values.json, resolveConnection(values, io.env), io);
      case 'accounts': {
        const text = await inputText(rest, io);
        const options = { includeBoc: !values['no-boc'], json: values.json, skipInvalid: values['skip-invalid'] };
        return await accountsCommand(text, options, resolveConnection(values, io.env), io);
      }
      case 'parse-addresses': {
        const text = await inputText(rest, io);
        return parseAddressesCommand(text, values.json, io);
      }
      default:
        line(io.stderr, `Unknown command "${command}".\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      line(io.stderr, error.message);
      return 2;
    }
    if (isIndexClientError(error)) {
      line(io.stderr, `error: ${error.message.replace(/\s+/g, ' ')}`);
      return error.kind === 'invalid-input' ? 2 : 1;
    }
    // A defect of ours: still one line, no stack.
    line(io.stderr, `error: unexpected failure: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

// Entry point when run as a script (not when imported by tests).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env }).then(
    (code) => {
      process.exitCode = code;
    },
  );
}
