/**
 * The TVM stack as plain data: what a get-method takes and returns, in the shape the CLI prints and
 * the bridge carries (`{"type": "int", "value": "7"}`, `{"type": "slice", "boc": "…", "address":
 * "0:…"}`, …). Integers are decimal text (TVM integers have 257 bits); cells, slices and builders are
 * standard Base64 BoCs. A slice that holds exactly one standard address (and nothing else) also carries
 * that address in raw form, so a person sees an account where the contract returned one.
 */
import { Address, Cell, type TupleItem } from '@ton/core';
import { addressSliceBoc } from './stack-boc';
import type { StackArgument, StackValue } from './stack-schema';

/** Deepest tuple nesting accepted from the outside (arguments). */
const MAX_STACK_DEPTH = 16;

/** A BoC of one cell in standard Base64, as the project writes BoCs. */
export function cellToBoc(cell: Cell): string {
  return cell.toBoc({ idx: false, crc32: false }).toString('base64');
}

/** `wc:HEX` of an address. */
export function rawOf(address: Address): string {
  return `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;
}

/**
 * The address a slice holds when it is exactly one `addr_std` without anycast (267 bits, no
 * references), else null. `addr_none` and anything longer are not addresses.
 */
export function addressInSlice(cell: Cell): string | null {
  if (cell.isExotic || cell.refs.length !== 0 || cell.bits.length !== 267) return null;
  const slice = cell.beginParse();
  if (slice.preloadUint(3) !== 0b100) return null;
  try {
    return rawOf(slice.loadAddress());
  } catch {
    return null;
  }
}

/**
 * Converts @ton/core's tuple item into a stack entry, unbounded: the reference the fast, bounded reader
 * of results (shared/tvm/stack-boc.ts) is checked against in tests.
 */
export function fromTupleItem(item: TupleItem): StackValue {
  switch (item.type) {
    case 'int':
      return { type: 'int', value: item.value.toString() };
    case 'nan':
      return { type: 'nan' };
    case 'null':
      return { type: 'null' };
    case 'cell':
      return { type: 'cell', boc: cellToBoc(item.cell) };
    case 'builder':
      return { type: 'builder', boc: cellToBoc(item.cell) };
    case 'slice': {
      const address = addressInSlice(item.cell);
      return { type: 'slice', boc: cellToBoc(item.cell), ...(address ? { address } : {}) };
    }
    case 'tuple':
      return { type: 'tuple', items: item.items.map(fromTupleItem) };
  }
}

/** Reads a one-cell BoC, naming `what` when it is not one. */
export function cellFromBoc(boc: string, what: string): Cell {
  let cell: Cell;
  try {
    cell = Cell.fromBase64(boc.trim());
  } catch (error) {
    throw new StackValueError(
      `${what} is not a BoC in Base64: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  return cell;
}

/** A stack entry that cannot be turned into a TVM value (bad BoC, nesting too deep). */
export class StackValueError extends Error {
  override readonly name = 'StackValueError';
}

/** Converts a get-method argument into @ton/core's tuple item. */
export function toTupleItem(value: StackArgument, depth = 0): TupleItem {
  if (depth > MAX_STACK_DEPTH) throw new StackValueError(`Tuples nest more than ${MAX_STACK_DEPTH} deep.`);
  switch (value.type) {
    case 'int':
      return { type: 'int', value: BigInt(value.value) };
    case 'nan':
      return { type: 'nan' };
    case 'null':
      return { type: 'null' };
    case 'cell':
      return { type: 'cell', cell: cellFromBoc(value.boc, 'A cell argument') };
    case 'builder':
      return { type: 'builder', cell: cellFromBoc(value.boc, 'A builder argument') };
    case 'slice':
      return { type: 'slice', cell: cellFromBoc(value.boc, 'A slice argument') };
    case 'tuple':
      return { type: 'tuple', items: value.items.map((item) => toTupleItem(item, depth + 1)) };
  }
}

/** The stack entry for an address argument (a slice holding it), from a raw `wc:HEX`. */
export function addressArgument(raw: string): StackArgument {
  const normal = rawOf(Address.parseRaw(raw));
  // Byte for byte what @ton/core writes for the slice (stack-boc.test.ts), without building and hashing
  // a cell: tokens derive thousands of these.
  return { type: 'slice', boc: addressSliceBoc(normal), address: normal };
}
