/**
 * The entry stack of an address session (shared/tvm/batch-session.ts) written as a BoC directly, as
 * stack-boc.ts writes results: `my_code child_code gas_limit defaults addresses count`. Only the top
 * two entries change from one session of a tokens run to the next (the owners' addresses, packed three
 * to a cell, and their count); what lies under them — the minter's code and data, the gas, the
 * defaults — is one cell tree, serialised by @ton/core once and kept as raw cells. Building the
 * addresses' cells with @ton/core (bit by bit, then hashing each cell) and serialising the whole stack
 * again (the code's and the data's cells included) cost ≈3 ms a session of 48, a sixth of a
 * derivation's CPU; writing the same tree's bytes needs no hash. batch-session.test.ts checks that the
 * tree is @ton/core's, hash for hash.
 */
import type { Address, Cell } from '@ton/core';
import { bytesToBase64, parseBoc, writeBoc, type RawCell } from './stack-boc';

/** The stack under the addresses entry, as raw cells. */
export interface SessionBase {
  /** Its cells; `root` among them. */
  readonly cells: readonly RawCell[];
  /** The cell the addresses entry references as the rest of the stack. */
  readonly root: RawCell;
  /** How many entries the stack under the addresses holds. */
  readonly depth: number;
  /** Each of its cells without references, by {@link leafKey}: a BoC must not hold one cell twice. */
  readonly leaves: ReadonlySet<string>;
}

/** A cell without references, as a key: its descriptors and data. */
const leafKey = (cell: RawCell): string => `${cell.d1}.${cell.d2}.${bytesToBase64(cell.data)}`;

/**
 * The base of a session from `rest`: the cell a VmStack of `depth` entries references as the rest
 * under its top entry (`serializeTuple([...entries, x]).refs[0]` for the `depth` entries).
 */
export function sessionBase(rest: Cell, depth: number): SessionBase {
  const { cells, root } = parseBoc(rest.toBoc({ idx: false, crc32: false }));
  const leaves = new Set(cells.filter((cell) => cell.refs.length === 0).map(leafKey));
  return { cells, root: cells[root]!, depth, leaves };
}

/** Writes `bits` low bits of `value` (at most 32) at bit `at` of `out`; the bit after them. */
function putBits(out: Uint8Array, at: number, value: number, bits: number): number {
  for (let i = bits - 1; i >= 0; i--, at++) if ((value >>> i) & 1) out[at >> 3]! |= 0x80 >> (at & 7);
  return at;
}

/** Writes a byte at any bit offset of `out` (which is zero there); the bit after it. */
function putByte(out: Uint8Array, at: number, byte: number): number {
  const shift = at & 7;
  out[at >> 3]! |= byte >> shift;
  if (shift) out[(at >> 3) + 1]! |= (byte << (8 - shift)) & 0xff;
  return at + 8;
}

/** An ordinary cell of `bits` bits (written by `write`, which returns where it stopped) and references. */
function rawCell(
  bits: number,
  refs: number[],
  cells: readonly RawCell[],
  write: (out: Uint8Array) => number,
): RawCell {
  const data = new Uint8Array(Math.ceil(bits / 8));
  if (write(data) !== bits) throw new Error('a session cell was written with a wrong length');
  // The completion tag of a cell whose bits do not fill its last byte.
  if (bits % 8 !== 0) data[bits >> 3]! |= 0x80 >> (bits % 8);
  const levelMask = refs.reduce((mask, r) => mask | (cells[r]!.d1 >> 5), 0);
  return { d1: refs.length + (levelMask << 5), d2: Math.floor(bits / 8) + Math.ceil(bits / 8), data, refs };
}

/** Writes `addr_std$10 anycast:nothing$0 workchain:int8 hash:bits256` at bit `at`. */
function putAddress(out: Uint8Array, at: number, address: Address): number {
  let p = putBits(out, at, 0b100, 3);
  p = putBits(out, p, address.workChain & 0xff, 8);
  for (const byte of address.hash) p = putByte(out, p, byte);
  return p;
}

/**
 * The session's entry stack as a standard Base64 BoC: `base`, then the addresses packed three to a
 * cell (the first cell holding the remainder, each cell's first reference the next), then their count
 * — the tree @ton/core's `serializeTuple` builds from the same entries. Null when the last address cell
 * is a cell the base already holds (a BoC lists each cell once; the caller then uses @ton/core).
 */
export function addressSessionBoc(base: SessionBase, addresses: readonly Address[]): string | null {
  const cells: RawCell[] = [...base.cells];
  const add = (cell: RawCell) => cells.push(cell) - 1;
  let next: number | null = null;
  for (let end = addresses.length; end > 0; end -= 3) {
    const group = addresses.slice(Math.max(0, end - 3), end);
    const refs = next === null ? [] : [next];
    const cell = rawCell(group.length * 267, refs, cells, (out) =>
      group.reduce((at, address) => putAddress(out, at, address), 0),
    );
    if (next === null && base.leaves.has(leafKey(cell))) return null;
    next = add(cell);
  }
  if (next === null) return null;
  const rest = cells.indexOf(base.root);
  // vm_stk_cell#03 over the rest of the stack, then the top: the count as vm_stk_tinyint#01 (int64).
  const entry = add(rawCell(8, [rest, next], cells, (out) => putBits(out, 0, 0x03, 8)));
  const count = addresses.length;
  const root = rawCell(24 + 8 + 64, [entry], cells, (out) => {
    let at = putBits(out, 0, base.depth + 2, 24);
    at = putBits(out, at, 0x01, 8);
    at = putBits(out, at, 0, 32);
    return putBits(out, at, count, 32);
  });
  add(root);
  return writeBoc(cells, root);
}
