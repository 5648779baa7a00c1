/**
 * Reading a library the user pastes or loads: a BoC as Base64 (standard or URL-safe) or hex text, or a
 * file's bytes — or a liteserver's getLibraries answer as toncenter's API v2 gives it, where the app
 * tells the user to get a missing library (shared/tvm/failures.ts), pasted or saved as it is. It must
 * hold exactly one ordinary root cell — the library's code — whose hash is what a library cell names;
 * when the user adds it for a particular library cell, that hash must match.
 */
import { Cell } from '@ton/core';
import { invalidInput as invalid } from '../storage/versioned-store';
import { base64ToBytes, bytesToBase64 } from '../tvm/stack-boc';
import { MAX_LIBRARY_BOC_BYTES } from './library-record';

/** A readable library: its hash and its BoC as the store keeps it. */
export interface LibraryBoc {
  hash: string;
  /** Standard Base64, without index or checksum. */
  boc: string;
}

/** The bytes of pasted text: hex (any case, spaces allowed) or Base64; null when it is neither. */
function bytesOfText(text: string): Uint8Array | null {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return null;
  if (/^([0-9a-fA-F]{2})+$/.test(compact))
    return Uint8Array.from(compact.match(/../g)!, (pair) => parseInt(pair, 16));
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) {
    try {
      return base64ToBytes(compact);
    } catch {
      return null;
    }
  }
  return null;
}

/** The code BoCs (`data`) of a getLibraries answer (`{"result": {"result": [{"hash", "data"}]}}`); null when `text` is none. */
function answerBocs(text: string): string[] | null {
  if (!text.trimStart().startsWith('{')) return null;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  const result = (answer as { result?: unknown } | null)?.result;
  const entries = Array.isArray(result) ? result : (result as { result?: unknown } | null)?.result;
  if (!Array.isArray(entries)) return null;
  return entries.flatMap((entry) => {
    const data = (entry as { data?: unknown } | null)?.data;
    return typeof data === 'string' ? [data] : [];
  });
}

/** The library in a getLibraries answer: the one with `expectedHash`, else its only one. */
function libraryOfAnswer(bocs: readonly string[], expectedHash: string | undefined): LibraryBoc {
  if (bocs.length === 0)
    throw invalid('This getLibraries answer holds no library: the chain has none with the hash asked for.');
  // Each `data` is a BoC as Base64, read as a BoC only (an answer never nests another).
  const libraries = bocs.map((boc) => codeOf(bytesOfText(boc), undefined));
  const wanted = expectedHash?.toLowerCase();
  const found = wanted === undefined ? libraries : libraries.filter((l) => l.hash === wanted);
  if (found.length === 1) return found[0]!;
  if (wanted !== undefined)
    throw invalid(
      `This getLibraries answer holds ${libraries.map((l) => l.hash).join(', ')}, not ${wanted}, the library the contract names: it was not added.`,
    );
  throw invalid(`This getLibraries answer holds ${libraries.length} libraries: ask for one at a time.`);
}

/** `bytes` as text when they are a JSON object (a getLibraries answer saved as a file). */
function jsonText(bytes: Uint8Array): string | null {
  const first = bytes.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09);
  return first === 0x7b ? new TextDecoder('utf-8').decode(bytes) : null;
}

/**
 * Reads a library from pasted text or file bytes. `expectedHash` is the library a contract names: a BoC
 * of another code is refused, saying both hashes.
 */
export function readLibraryBoc(input: string | Uint8Array, expectedHash?: string): LibraryBoc {
  const pasted = typeof input === 'string' ? answerBocs(input) : null;
  if (pasted) return libraryOfAnswer(pasted, expectedHash);
  const bytes = typeof input === 'string' ? bytesOfText(input) : input;
  // A file arrives as its bytes, or as their Base64 (the app's form): a saved answer is JSON inside.
  const saved = bytes ? answerBocs(jsonText(bytes) ?? '') : null;
  if (saved) return libraryOfAnswer(saved, expectedHash);
  return codeOf(bytes, expectedHash);
}

/** The one code cell of a BoC's bytes, checked. */
function codeOf(bytes: Uint8Array | null, expectedHash: string | undefined): LibraryBoc {
  if (!bytes || bytes.length === 0)
    throw invalid('This is not a BoC: paste the library code as Base64 or hex, or load a .boc file.');
  if (bytes.length > MAX_LIBRARY_BOC_BYTES)
    throw invalid(
      `This BoC is ${bytes.length.toLocaleString('en-US')} bytes; a library may be at most ${MAX_LIBRARY_BOC_BYTES.toLocaleString('en-US')}.`,
    );
  let root: Cell;
  try {
    // One root only: a library is one code cell (several roots are refused here too).
    root = Cell.fromBase64(bytesToBase64(bytes));
  } catch (error) {
    throw invalid(
      `This is not a readable BoC of one cell (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (root.isExotic)
    throw invalid(
      'This BoC is itself a library cell (or another exotic cell), not the code it names: paste the library’s code.',
    );
  const hash = root.hash().toString('hex');
  if (expectedHash !== undefined && expectedHash.toLowerCase() !== hash)
    throw invalid(
      `This code's hash is ${hash}, not ${expectedHash.toLowerCase()}, the library the contract names: it is another code, so it was not added.`,
    );
  return { hash, boc: root.toBoc({ idx: false, crc32: false }).toString('base64') };
}
