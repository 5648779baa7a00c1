/**
 * Where a command's addresses come from: the arguments, `--file` (a CSV or TSV keeps only its address
 * columns, found as a file dropped on the app finds them) and piped stdin — read whole, or for the
 * lookups that stream, a block at a time while the lookup runs.
 */
import { closeSync, openSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { extractCsvAddresses } from '../shared/address/address-csv';
import { fileParts, joinedParts, textParts, type ListText } from './address-stream';
import { readStdinIfPiped, type UserIo } from './io';
import { unreadableFile } from './user-paths';

/**
 * Piped stdin's text, unless the addresses come from `--file`: then stdin is not read at all. A run
 * started by a script, a CI job or a supervisor often has stdin an open pipe that never ends, and
 * reading it would wait for its end without a word, however complete the file is.
 */
async function stdinText(io: UserIo, file: string | undefined): Promise<string> {
  return file === undefined ? await readStdinIfPiped(io.stdin) : '';
}

/**
 * The addresses to read: the arguments (one per line), the file, then piped stdin (not with `--file`).
 * Positions in messages count lines over this text, so with stdin alone "line 2" is the second line
 * piped in.
 */
export async function inputText(args: string[], io: UserIo, file?: string): Promise<string> {
  const fromFile = file === undefined ? '' : await readAddressFile(file, io.cwd);
  return [args.join('\n'), fromFile, await stdinText(io, file)].filter((part) => part !== '').join('\n');
}

/** CSV and TSV files keep only their address columns (found over the whole file). */
const isTable = (path: string) => /\.(csv|tsv)$/i.test(path);

/** A file's text (relative to `cwd`), or a usage error naming it. CSV files keep only their address columns. */
async function readAddressFile(path: string, cwd: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    throw unreadableFile('--file', path, cwd, error);
  }
  // The same column detection as a file dropped on the app (labels and amounts are not addresses).
  return isTable(path) ? (extractCsvAddresses(text)?.text ?? text) : text;
}

/**
 * The addresses to read for a lookup that streams: the arguments, then the file — read from disk a block
 * at a time while the lookup runs, never whole (a CSV's address columns are found over the whole file
 * first) — else piped stdin. Line numbers count over all of it, in that order.
 */
export async function inputList(args: string[], io: UserIo, file?: string): Promise<ListText> {
  const texts: ListText[] = [textParts(args.join('\n'))];
  if (file !== undefined) {
    const path = resolve(io.cwd, file);
    if (isTable(file)) texts.push(textParts(await readAddressFile(file, io.cwd)));
    else {
      try {
        closeSync(openSync(path, 'r'));
        if (statSync(path).isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
      } catch (error) {
        throw unreadableFile('--file', file, io.cwd, error);
      }
      texts.push(fileParts(path));
    }
  }
  texts.push(textParts(await stdinText(io, file)));
  return joinedParts(texts);
}
