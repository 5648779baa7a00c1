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
import { UsageError } from './config';
import { readStdinIfPiped, type CliIo } from './io';

/**
 * The addresses to read: the arguments (one per line), then piped stdin. Positions in messages count
 * lines over this text, so with stdin alone "line 2" is the second line piped in.
 */
export async function inputText(args: string[], io: CliIo, file?: string): Promise<string> {
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
export async function inputList(args: string[], io: CliIo, file?: string): Promise<ListText> {
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
