/**
 * Multisig v2 (ton-blockchain/multisig-contract-v2): `get_multisig_data` gives the next order's seqno
 * (-1 when the wallet takes orders with any seqno), the threshold, the signers (`Hashmap 8 MsgAddressInt`,
 * by index) and the proposers (the same, or null when there are none). Its code names the order code
 * (multisig-orders.ts), from which the page finds order N's account.
 */
import { Dictionary, type Cell } from '@ton/core';
import { z } from 'zod';
import { rawOf } from '../../tvm/stack';
import { jsonInteger } from '../stack-reader';
import { ResultShapeError } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import { orderCodeHashOf } from '../multisig-orders';
import type { KindExtras } from './kind-extras';

/** Multisig v2 details. */
export const multisigDetailsSchema = z.object({
  multisig: z.object({
    /** Approvals an order needs. */
    threshold: z.number().int(),
    /** The signers, by their index. */
    signers: z.array(rawAddressSchema),
    /** Addresses that may propose orders without signing them. */
    proposers: z.array(rawAddressSchema),
    /** The seqno the next order must have; null when any seqno is taken. */
    next_order_seqno: jsonIntegerSchema.nullable(),
    /** Whether orders may carry any seqno (the contract answers -1). */
    arbitrary_order_seqno: z.boolean(),
    /** The hash (hex) of the order code its code names; null when it names none. */
    order_code: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullable()
      .optional(),
  }),
});

/** The entries of a `Hashmap 8 MsgAddressInt` (index, raw address), by index. */
export function indexedAddressesOf(method: string, root: Cell | null): Array<[index: number, raw: string]> {
  if (!root) return [];
  try {
    const dict = Dictionary.loadDirect(Dictionary.Keys.Uint(8), Dictionary.Values.Address(), root);
    return [...dict].sort(([a], [b]) => a - b).map(([index, address]) => [index, rawOf(address)]);
  } catch (error) {
    throw new ResultShapeError(
      `${method}: a list of addresses could not be read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/** The addresses of a `Hashmap 8 MsgAddressInt`, by key. */
function addressesOf(method: string, root: Cell | null): string[] {
  return indexedAddressesOf(method, root).map(([, raw]) => raw);
}

/** Multisig v2. */
export const MULTISIG_EXTRAS: KindExtras = {
  key: 'multisig',
  calls: [{ method: 'get_multisig_data' }],
  decode(results, context) {
    const reader = results.reader('get_multisig_data', 4);
    if (!reader) return null;
    const seqno = reader.int(0);
    return {
      threshold: Number(reader.int(1)),
      signers: addressesOf('get_multisig_data', reader.cell(2)),
      proposers: addressesOf('get_multisig_data', reader.maybeCell(3)),
      next_order_seqno: seqno < 0n ? null : jsonInteger(seqno),
      arbitrary_order_seqno: seqno < 0n,
      order_code: context.code ? orderCodeHashOf(context.code) : null,
    };
  },
};
