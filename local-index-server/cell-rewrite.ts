/**
 * Rewriting a real contract's data cell for a sample or a test: a real state with one part swapped (a
 * Telegram item's collection and name) keeps every other bit as the chain holds it.
 */
import { beginCell, type Cell } from '@ton/core';

/** `cell` rebuilt with each cell `swap` answers for (anywhere in its tree) put in its place. */
export function replaceCells(cell: Cell, swap: (cell: Cell) => Cell | null): Cell {
  const replaced = swap(cell);
  if (replaced) return replaced;
  const builder = beginCell().storeBits(cell.bits);
  for (const ref of cell.refs) builder.storeRef(replaceCells(ref, swap));
  return builder.endCell();
}
