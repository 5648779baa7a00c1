/**
 * A library cell: the exotic cell an account deploys in place of code kept in a masterchain library —
 * its type byte (2) and the 32-byte hash of the code it names (TVM whitepaper §3.1.7). The indexer's
 * `code_hash` of such an account is this cell's hash, not the code's.
 */
import { beginCell, type Cell } from '@ton/core';

/** Library type of an exotic cell (TVM: the first byte of an exotic cell's data). */
export const LIBRARY_CELL_TYPE = 2;

/** The library cell naming the code of hash `hashHex` (64 hex digits). */
export function libraryCellNaming(hashHex: string): Cell {
  return beginCell()
    .storeUint(LIBRARY_CELL_TYPE, 8)
    .storeUint(BigInt(`0x${hashHex}`), 256)
    .endCell({ exotic: true });
}
