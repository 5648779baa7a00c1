/**
 * The packed CLI starts Node without V8 flags, and runs again with them only for a long list.
 *
 * package.json's `cli` script gives Node a 4 MB young generation (`--max-semi-space-size=4`): a million
 * addresses streamed from `--file` peak at ≈275 MB resident instead of ≈310 MB. But any V8 flag changes
 * V8's flag hash, and Node's code cache of its own modules (built with none) is then refused: every
 * built-in a run loads is compiled from source — fetch's undici, http2, tls, streams —, which made a
 * packed lookup spend ≈90 ms more CPU before its first request. So the packed command (whose `#!` line
 * names no flag, cli.vite.config.ts) starts without them, and a lookup of a file long enough for the
 * young generation to matter runs itself again in a child process with the script's flags, the child's
 * exit code being its own.
 */
import { statSync } from 'node:fs';
import { constants } from 'node:os';
import { resolve } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };
import { readCommandLine } from './command-line';
import { userFolder } from './user-paths';

/**
 * A `--file` this large (≈85,000 addresses) runs with the script's flags: seconds of lookup, against the
 * child's start (a few tens of ms); shorter lists hold too little for the young generation to matter.
 */
export const LONG_LIST_BYTES = 4 * 1024 * 1024;

/** The Node flags of package.json's `cli` script (`node FLAGS --import tsx cli/main.ts`): V8's, for the CLI. */
export function cliNodeFlags(script: string = packageJson.scripts.cli): string[] {
  const words = script.trim().split(/\s+/);
  const tsx = words.indexOf('--import');
  if (words[0] !== 'node' || tsx < 1 || words[tsx + 1] !== 'tsx')
    throw new Error(`package.json's cli script is not "node FLAGS --import tsx …": ${script}`);
  return words.slice(1, tsx);
}

/**
 * Whether this run should run again with {@link cliNodeFlags}: an `accounts` lookup streaming a `--file`
 * of at least {@link LONG_LIST_BYTES}, in a Node started without them. A command line that does not
 * read, or a file that cannot be read, runs here: the run itself says what is wrong.
 */
export function wantsCliNodeFlags(
  argv: string[],
  execArgv: readonly string[],
  env: NodeJS.ProcessEnv,
): boolean {
  if (cliNodeFlags().every((flag) => execArgv.includes(flag))) return false;
  try {
    const { command, values } = readCommandLine(argv);
    if (command !== 'accounts' || values.file === undefined || /\.(csv|tsv)$/i.test(values.file))
      return false;
    return statSync(resolve(userFolder(env), values.file)).size >= LONG_LIST_BYTES;
  } catch {
    return false;
  }
}

/**
 * Runs `node FLAGS script argv` with this process's stdio and resolves with its exit code. Ctrl-C reaches
 * both processes (one process group): the child stops its run as it always does (a second Ctrl-C quits
 * it at once) and this one waits for its code. SIGTERM, which a supervisor sends to this process alone,
 * is passed on.
 */
export async function runWithCliNodeFlags(script: string, argv: string[]): Promise<number> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...cliNodeFlags(), script, ...argv], { stdio: 'inherit' });
  const ignore = () => undefined;
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', ignore);
  process.on('SIGTERM', forward);
  return new Promise((done) => {
    child.once('error', (error) => {
      process.stderr.write(`error: the CLI could not start Node again (${error.message}).\n`);
      done(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      done(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
