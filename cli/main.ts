/**
 * The CLI: `npm run --silent cli -- <command>` from the sources, `ton-index <command>` packed
 * (cli.vite.config.ts bundles this file). Commands: info, accounts, parse-addresses, inspect, run-method,
 * tokens, compare (cli/command-table.ts; each command's module loads when it runs). Exit codes: 0
 * success, 1 network/HTTP/timeout/schema error (one line on stderr), 2 invalid input or usage, 3
 * (compare) something changed, 4 some account could not be run or decoded (inspect, run-method), 130
 * interrupted (Ctrl-C), 143 stopped by SIGTERM, 141 when the reader of stdout went away (`| head`: the
 * run ends quietly).
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import packageJson from '../package.json' with { type: 'json' };
import { isAppError } from '../shared/errors';
import { readCommandLine, type CommandLine } from './command-line';
import { COMMANDS } from './command-table';
import { UsageError } from './config';
import { EXIT_INTERRUPTED, EXIT_TERMINATED, line, say, StopSignal, type CliIo } from './io';
import { userFolder } from './user-paths';

/**
 * The usage text, loaded when it is shown: it names the emulator's limits, the bundled config and the
 * get-method argument syntax, whose modules (@ton/core, @ton/sandbox's config) a lookup never needs —
 * importing them made every command start ≈100 ms later.
 */
const usage = async (): Promise<string> => (await import('./usage')).USAGE;

/** The exit code of a command that threw, its error said in one line on stderr. */
function failureExit(error: unknown, io: CliIo): number {
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

/**
 * Runs the CLI with `argv` (without node and script); returns the exit code. Relative paths are read
 * from `io.cwd`, else the folder the user ran the command in (user-paths.ts: `npm run`'s INIT_CWD).
 */
export async function runCli(argv: string[], cliIo: CliIo): Promise<number> {
  const io = { ...cliIo, cwd: cliIo.cwd ?? userFolder(cliIo.env) };
  let commandLine: CommandLine;
  try {
    commandLine = readCommandLine(argv);
  } catch (error) {
    say(io.stderr, error instanceof Error ? error.message : String(error));
    line(io.stderr, `\n${await usage()}`);
    return 2;
  }
  const { command, values } = commandLine;
  if (values.version) {
    line(io.stdout, packageJson.version);
    return 0;
  }
  if (values.help || !command) {
    (values.help ? io.stdout : io.stderr).write(await usage());
    return values.help ? 0 : 2;
  }
  if (!Object.hasOwn(COMMANDS, command)) {
    say(io.stderr, `Unknown command "${command}".`);
    line(io.stderr, `\n${await usage()}`);
    return 2;
  }
  try {
    return await COMMANDS[command]!(commandLine, io);
  } catch (error) {
    return failureExit(error, io);
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

/**
 * Whether node was started with this file as its script (not when imported by tests): directly, or
 * through a link to it — npm installs the packed command as one (node_modules/.bin/ton-index).
 */
function startedAsScript(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (startedAsScript()) {
  // Node's fetch keeps a timing entry of its first 250 requests, each naming its URL (8 KB with 100
  // addresses): 2 MB nobody here reads, held for the whole run.
  performance.setResourceTimingBufferSize(0);
  runCli(process.argv.slice(2), processIo()).then((code) => {
    process.exitCode = code;
  });
}
