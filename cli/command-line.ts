/**
 * The CLI's command line read into a command, its positional words and its flags (node:util's
 * parseArgs), before any command's code is loaded: cli/main.ts loads only the command that runs.
 */
import { parseArgs } from 'node:util';

/** Every flag the CLI knows (cli/usage.ts says what each does). */
const OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  timeout: { type: 'string' },
  'max-answer-mb': { type: 'string' },
  json: { type: 'boolean', default: false },
  'no-boc': { type: 'boolean', default: false },
  'skip-invalid': { type: 'boolean', default: false },
  file: { type: 'string' },
  'address-column': { type: 'string' },
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
  version: { type: 'boolean', default: false },
} as const;

/** The flags as parsed. */
export type CliFlags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** A command line, read. */
export interface CommandLine {
  /** The first positional word, if any. */
  command?: string;
  /** The positional words after the command. */
  rest: string[];
  values: CliFlags;
  /** Puts back a raw masterchain address set aside before parsing (see {@link readCommandLine}). */
  restore: (value: string) => string;
}

/**
 * Masterchain raw addresses (`-1:…`) look like short options to an argument parser; they are set aside
 * before parsing and put back in place afterwards, so `parse-addresses -1:abc…` needs no `--`.
 */
function protectRawAddresses(argv: readonly string[]): {
  args: string[];
  restore: (value: string) => string;
} {
  const kept: string[] = [];
  const args = argv.map((arg) => (/^-\d+:/.test(arg) ? `\u0000${kept.push(arg) - 1}` : arg));
  return { args, restore: (value) => (value.startsWith('\u0000') ? kept[Number(value.slice(1))]! : value) };
}

/** Reads `argv` (without node and script). Throws parseArgs' own error on an unknown or malformed flag. */
export function readCommandLine(argv: readonly string[]): CommandLine {
  const { args, restore } = protectRawAddresses(argv);
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  const [command, ...rest] = positionals.map(restore);
  return { ...(command === undefined ? {} : { command }), rest, values, restore };
}
