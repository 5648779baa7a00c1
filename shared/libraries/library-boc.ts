/**
 * Reading a library the user pastes or loads: a BoC as Base64 (standard or URL-safe) or hex text, or a
 * file's bytes. It must hold exactly one ordinary root cell — the library's code — whose hash is what a
 * library cell names; when the user adds it for a particular library cell, that hash must match.
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

/**
 * Reads a library from pasted text or file bytes. `expectedHash` is the library a contract names: a BoC
 * of another code is refused, saying both hashes.
 */
export function readLibraryBoc(input: string | Uint8Array, expectedHash?: string): LibraryBoc {
  const bytes = typeof input === 'string' ? bytesOfText(input) : input;
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
