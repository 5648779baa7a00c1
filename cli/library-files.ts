/**
 * `--library FILE` (inspect, run-method, tokens): the code of a library the app does not carry, read
 * from a file — a binary .boc, Base64 or hex text, or toncenter's getLibraries answer saved as it is —
 * and checked as one code cell (shared/libraries).
 * The CLI keeps nothing: the libraries go with this run's emulator calls only.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from './config';
import { unreadableFile } from './user-paths';

/** The BoCs of the library files (relative to `cwd`), or a usage error naming the file and what is wrong with it. */
export async function readLibraryFiles(paths: readonly string[], cwd = process.cwd()): Promise<string[]> {
  const bocs: string[] = [];
  if (paths.length === 0) return bocs;
  // Loaded only when a file is given: the check parses cells (@ton/core), which the command table
  // (loaded by every command) must not import.
  const { readLibraryBoc } = await import('../shared/libraries/library-boc');
  for (const path of paths) {
    let bytes: Buffer;
    try {
      bytes = await readFile(resolve(cwd, path));
    } catch (error) {
      throw unreadableFile('--library', path, cwd, error);
    }
    // A BoC file starts with its magic bytes; anything else is read as text (Base64, hex, a getLibraries answer).
    const binary = bytes.length >= 4 && bytes.readUInt32BE(0) === 0xb5ee9c72;
    try {
      bocs.push(readLibraryBoc(binary ? new Uint8Array(bytes) : bytes.toString('utf8')).boc);
    } catch (error) {
      throw new UsageError(`--library "${path}": ${(error as Error).message}`);
    }
  }
  return bocs;
}
