/**
 * Where a command's addresses come from: the arguments, `--file` (a CSV or TSV gives its address
 * columns, found as a file dropped on the app finds them or named by `--address-column`, and its other
 * columns, which `accounts` writes beside each account) and piped stdin — read whole, or for the
 * lookups that stream, a block at a time while the lookup runs.
 */
import { closeSync, openSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { InputColumns } from '../shared/address/input-columns';
import { isTableListFile, readListFile } from '../shared/address/list-file';
import { AppError } from '../shared/errors';
import { UsageError } from './config';
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
  const fromFile = file === undefined ? '' : (await readAddressFile(file, io.cwd)).text;
  return [args.join('\n'), fromFile, await stdinText(io, file)].filter((part) => part !== '').join('\n');
}

/** A file's addresses, and a table's other columns (null for a plain list, or a table with none). */
interface AddressFile {
  text: string;
  inputColumns: InputColumns | null;
}

/**
 * A file's text (relative to `cwd`), or a usage error naming it: read by the app's own reader of list
 * files (shared/address/list-file.ts) — CSV and TSV files give their address columns (the one
 * `addressColumn` names, when given) and keep the others; their reader loads only for them.
 */
async function readAddressFile(path: string, cwd: string, addressColumn?: string): Promise<AddressFile> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    throw unreadableFile('--file', path, cwd, error);
  }
  try {
    const read = await readListFile(path, text, addressColumn === undefined ? {} : { addressColumn });
    return { text: read.text, inputColumns: read.columns };
  } catch (error) {
    throw error instanceof AppError ? new UsageError(`--address-column: ${error.message}`) : error;
  }
}

/** A lookup's list, and the file's own columns to write beside each account (null when none). */
export interface InputList {
  text: ListText;
  inputColumns: InputColumns | null;
}

/**
 * The addresses to read for a lookup that streams: the arguments, then the file — read from disk a block
 * at a time while the lookup runs, never whole (a CSV's address columns are found over the whole file
 * first) — else piped stdin. Line numbers count over all of it, in that order.
 */
export async function inputList(
  args: string[],
  io: UserIo,
  file?: string,
  addressColumn?: string,
): Promise<InputList> {
  const texts: ListText[] = [textParts(args.join('\n'))];
  let inputColumns: InputColumns | null = null;
  if (addressColumn !== undefined && (file === undefined || !isTableListFile(file)))
    throw new UsageError('--address-column names a column of a CSV or TSV --file.');
  if (file !== undefined) {
    const path = resolve(io.cwd, file);
    if (isTableListFile(file)) {
      const read = await readAddressFile(file, io.cwd, addressColumn);
      texts.push(textParts(read.text));
      inputColumns = read.inputColumns;
    } else {
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
  return { text: joinedParts(texts), inputColumns };
}
