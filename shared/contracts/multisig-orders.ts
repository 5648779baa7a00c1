/**
 * Where a multisig v2's order N lives (ton-blockchain/multisig-contract-v2 contracts/order_helpers.func):
 * each order is deployed by the multisig with a StateInit of the order code — which the multisig's code
 * names as a library cell (contracts/auto/order_code.func), not its data — and data of the multisig's
 * address and the order's 256-bit seqno, always in the basechain. The app derives the address here and
 * then looks it up like any other (accountStates), so finding an order costs no other API operation.
 */
import { Address, beginCell, contractAddress, type Cell } from '@ton/core';
import { LIBRARY_CELL_TYPE, libraryCellNaming } from '../tvm/library-cell';
import { rawOf } from '../tvm/stack';

/** The largest order seqno (uint256); the contract reads it as "the next one" in a new order. */
export const MAX_ORDER_SEQNO = (1n << 256n) - 1n;

/** Cells looked at before giving up on a code with no library cell in it (the real code has 18). */
const MAX_CODE_CELLS = 4096;

/**
 * The hash (lower-case hex) of the order code a multisig's code names: the first library cell in its
 * tree, as order_code.func writes it; null when the code names none (not a multisig v2 build).
 */
export function orderCodeHashOf(code: Cell): string | null {
  const queue: Cell[] = [code];
  const seen = new Set<string>();
  for (let at = 0; at < queue.length && at < MAX_CODE_CELLS; at += 1) {
    const cell = queue[at]!;
    if (cell.isExotic && cell.bits.length === 8 + 256 && isLibraryCell(cell)) {
      return cell.beginParse(true).skip(8).loadBuffer(32).toString('hex');
    }
    for (const ref of cell.refs) {
      const hash = ref.hash().toString('hex');
      if (!seen.has(hash)) {
        seen.add(hash);
        queue.push(ref);
      }
    }
  }
  return null;
}

function isLibraryCell(cell: Cell): boolean {
  return cell.beginParse(true).preloadUint(8) === LIBRARY_CELL_TYPE;
}

/** The order's initial data: the multisig's address and the order's seqno (order.func `load_data`). */
export function orderInitData(multisigRaw: string, seqno: bigint): Cell {
  return beginCell().storeAddress(Address.parseRaw(multisigRaw)).storeUint(seqno, 256).endCell();
}

/**
 * The raw address of order `seqno` of the multisig at `multisigRaw` whose code names the order code of
 * hash `orderCodeHash` (hex): the order code as a library cell, as the multisig deploys it.
 */
export function orderAddress(multisigRaw: string, seqno: bigint, orderCodeHash: string): string {
  if (seqno < 0n || seqno > MAX_ORDER_SEQNO) throw new RangeError('An order seqno is 0 to 2^256 - 1.');
  const code = libraryCellNaming(orderCodeHash);
  return rawOf(contractAddress(0, { code, data: orderInitData(multisigRaw, seqno) }));
}
