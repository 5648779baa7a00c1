/**
 * The CLI's commands by name: each reads its flags and input, then loads its own module and runs it.
 * A command's module (and what only it needs: the emulator's pool, the export formats, the compare
 * logic) is imported when that command runs, so `info` or a lookup starts without loading the others.
 */
import { inputList, inputText } from './command-input';
import type { CommandLine } from './command-line';
import {
  resolveBulkSettings,
  resolveConnection,
  resolveMethodLimits,
  resolveNetwork,
  UsageError,
  type Connection,
} from './config';
import { say, type UserIo } from './io';
import { readLibraryFiles } from './library-files';

/** One command: its exit code. */
type Command = (line: CommandLine, io: UserIo) => Promise<number>;

/** The connection the flags and the environment name; a key over plain http is warned about. */
const connectionOf = ({ values }: CommandLine, io: UserIo): Connection =>
  resolveConnection(values, io.env, (text) => say(io.stderr, text));

/** Refuses two of the output flags at once, with the sentence that names them all. */
function oneOutput(flags: readonly boolean[], choices: string): void {
  if (flags.filter(Boolean).length > 1) throw new UsageError(`Choose one of ${choices}.`);
}

const info: Command = async (line, io) =>
  (await import('./commands/info')).infoCommand(line.values.json, connectionOf(line, io), io);

const accounts: Command = async (line, io) => {
  const { values } = line;
  oneOutput([values.json, values.ndjson, values.csv], '--json, --ndjson and --csv');
  if (values.summary && (values.ndjson || values.csv))
    throw new UsageError('--summary prints one summary: use it alone (text) or with --json.');
  const connection = connectionOf(line, io);
  const bulk = resolveBulkSettings(values, connection);
  const network = resolveNetwork(values.network, connection);
  const { text, inputColumns } = await inputList(line.rest, io, values.file, values['address-column']);
  const output = values.json ? 'json' : values.ndjson ? 'ndjson' : values.csv ? 'csv' : 'table';
  const { accountsCommand } = await import('./commands/accounts');
  return accountsCommand(
    text,
    {
      includeBoc: !values['no-boc'],
      output,
      skipInvalid: values['skip-invalid'],
      network,
      bulk,
      summary: values.summary,
      inputColumns,
    },
    connection,
    io,
  );
};

const compare: Command = async (line, io) => {
  const { values } = line;
  oneOutput([values.json, values.csv], '--json and --csv');
  const connection = connectionOf(line, io);
  const network = resolveNetwork(values.network, connection);
  const output = values.json ? 'json' : values.csv ? 'csv' : 'table';
  const bulk = resolveBulkSettings(values, connection);
  const { compareCommand } = await import('./commands/compare');
  return compareCommand(line.rest[0], { output, network, bulk }, connection, io);
};

const parseAddresses: Command = async (line, io) => {
  const text = await inputText(line.rest, io);
  return (await import('./commands/parse-addresses')).parseAddressesCommand(text, line.values.json, io);
};

const inspect: Command = async (line, io) => {
  const { values } = line;
  const connection = connectionOf(line, io);
  const text = await inputText(line.rest, io, values.file);
  const options = {
    libraries: await readLibraryFiles(values.library ?? [], io.cwd),
    json: values.json,
    skipInvalid: values['skip-invalid'],
    bulk: resolveBulkSettings(values, connection),
    limits: resolveMethodLimits(values),
  };
  return (await import('./commands/inspect')).inspectCommand(text, options, connection, io);
};

const runMethod: Command = async (line, io) => {
  const { values } = line;
  const options = { json: values.json, limits: resolveMethodLimits(values) };
  const connection = connectionOf(line, io);
  const libraries = await readLibraryFiles(values.library ?? [], io.cwd);
  const { runMethodCommand } = await import('./commands/run-method');
  return runMethodCommand(line.rest, options, connection, io, libraries);
};

const tokens: Command = async (line, io) => {
  const { values } = line;
  oneOutput([values.json, values.csv], '--json and --csv');
  const connection = connectionOf(line, io);
  const network = resolveNetwork(values.network, connection);
  const text = await inputText(line.rest, io, values.file);
  const options = {
    network,
    jettons: (values.jetton ?? []).map(line.restore),
    libraries: await readLibraryFiles(values.library ?? [], io.cwd),
    output: values.json ? ('json' as const) : values.csv ? ('csv' as const) : ('table' as const),
    skipInvalid: values['skip-invalid'],
    bulk: resolveBulkSettings(values, connection),
    limits: resolveMethodLimits(values),
  };
  return (await import('./commands/tokens')).tokensCommand(text, options, connection, io);
};

/** Every command, by the name typed. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  info,
  accounts,
  compare,
  'parse-addresses': parseAddresses,
  inspect,
  'run-method': runMethod,
  tokens,
};
