/**
 * A summary of a bag of cells (code or data BoC in Base64, as the indexer sends `code_boc`/`data_boc`):
 * its size, how many distinct cells it holds and its root hash — what a person checks against an
 * explorer without reading the bytes.
 */
import { Cell } from '@ton/core';

/** What {@link bocSummary} answers. */
export type BocSummary =
  | {
      readonly ok: true;
      /** Size of the serialized BoC in bytes. */
      readonly bytes: number;
      /** Distinct cells reachable from the root(s) (a cell referenced twice counts once). */
      readonly cells: number;
      /** Representation hash of the root cell, standard Base64 (as the indexer writes `code_hash`). */
      readonly rootHashBase64: string;
      /** The same hash as 64 lower-case hex digits. */
      readonly rootHashHex: string;
    }
  | { readonly ok: false; readonly error: string };

/** Bytes a Base64 text decodes to, without decoding it. */
function base64ByteLength(text: string): number {
  const body = text.replace(/=+$/, '');
  return Math.floor((body.length * 3) / 4);
}

/**
 * Parses a Base64 BoC with @ton/core and summarises it; answers an error sentence instead of throwing
 * when the text is not a readable BoC (wrong alphabet, truncated, bad magic, bad CRC).
 */
export function bocSummary(base64: string): BocSummary {
  const text = base64.trim();
  if (text === '') return { ok: false, error: 'The bag of cells is empty.' };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) {
    return { ok: false, error: 'This is not Base64 text, so it cannot be a bag of cells.' };
  }
  let root: Cell;
  try {
    // fromBase64 (not fromBoc) because shared/ may not name Node's Buffer; it also insists on exactly one
    // root, which is what code and data BoCs have.
    root = Cell.fromBase64(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `The bag of cells could not be read (${reason}).` };
  }

  // Count distinct cells by hash: DAGs share subtrees, and the BoC stores each once.
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const key = cell.hash().toString('hex');
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...cell.refs);
  }
  const hash = root.hash();
  return {
    ok: true,
    bytes: base64ByteLength(text),
    cells: seen.size,
    rootHashBase64: hash.toString('base64'),
    rootHashHex: hash.toString('hex'),
  };
}
