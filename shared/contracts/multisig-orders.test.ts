/**
 * Deriving a multisig v2's order address. No real order of a known mainnet multisig is in the project's
 * sources, so the pair pinned here is order 0 and 7 of the real multisig of fixtures/mainnet_states.json
 * as its own published code answers them (`get_order_address`, multisig-orders.int.test.ts runs it); the
 * order code's library cell is the code hash ton-indexer lists for `multisig_order_v2` (a01e057f…).
 */
import { Address, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { mainnetState } from '../../local-index-server/contract-codes';
import { MULTISIG_V2_ORDER_CODE_HASH, WALLET_V4R2_CODE } from '../tvm/carried-codes';
import { MAX_ORDER_SEQNO, orderAddress, orderCodeHashOf, orderInitData } from './multisig-orders';

const multisig = mainnetState('multisig-v2');

describe('a multisig v2 order address', () => {
  it('is found from the order code the real multisig code names', () => {
    expect(orderCodeHashOf(Cell.fromBase64(multisig.code_boc))).toBe(MULTISIG_V2_ORDER_CODE_HASH);
    // A code that names no library cell has no orders.
    expect(orderCodeHashOf(Cell.fromBase64(WALLET_V4R2_CODE))).toBeNull();
  });

  it('of orders 0 and 7 of the real multisig: the addresses its own code answers', () => {
    const at = (seqno: bigint) => orderAddress(multisig.address, seqno, MULTISIG_V2_ORDER_CODE_HASH);
    expect(at(0n)).toBe('0:D39E2D7F0BE79E3B7CA5AB56A4F1311221574E39DCBADA81430B7B7157F0D5DE');
    expect(at(7n)).toBe('0:672F52FA9A82448F1AD5B754B6D7B3EB696E2E518C7EFA5BCB47FCD3A88FB8D2');
    expect(new Set([0n, 1n, 2n, MAX_ORDER_SEQNO].map(at)).size).toBe(4);
  });

  it('holds the multisig address and the 256-bit seqno as its initial data', () => {
    const slice = orderInitData(multisig.address, 7n).beginParse();
    expect(slice.loadAddress().equals(Address.parseRaw(multisig.address))).toBe(true);
    expect(slice.loadUintBig(256)).toBe(7n);
    expect(slice.remainingBits).toBe(0);
  });

  it('refuses a seqno outside uint256', () => {
    expect(() => orderAddress(multisig.address, -1n, MULTISIG_V2_ORDER_CODE_HASH)).toThrow(RangeError);
    expect(() => orderAddress(multisig.address, MAX_ORDER_SEQNO + 1n, MULTISIG_V2_ORDER_CODE_HASH)).toThrow(
      RangeError,
    );
  });
});
