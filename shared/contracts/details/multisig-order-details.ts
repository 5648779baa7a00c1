/**
 * A multisig v2 order (ton-blockchain/multisig-contract-v2 contracts/order.func): `get_order_data` gives
 * the multisig, the order's seqno, the threshold, whether it was sent for execution, the signers
 * (`Hashmap 8 MsgAddressInt`), the approvals mask (bit i: signer i approved), their count, the expiration
 * date and the order (`Hashmap 8 Action`, multisig.tlb). An order not yet initialised answers nulls after
 * its seqno. What a support person needs follows: who approved and who has not, by signer index; whether
 * it expired against the index's last block time (the multisig refuses an expired order); and what it
 * will do, where its actions read as the contract's two kinds (send a message, update the parameters).
 */
import { Dictionary, loadMessageRelaxed, type Cell, type Slice } from '@ton/core';
import { z } from 'zod';
import { rawOf } from '../../tvm/stack';
import { jsonInteger, ResultShapeError, type StackReader } from '../stack-reader';
import { messageBodySchema, readMessageBody } from '../message-body';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import { walletJettonSchema, type WalletJetton } from './jetton-details';
import type { ExtraContext, KindExtras } from './kind-extras';
import type { MethodResults } from './method-results';
import { indexedAddressesOf } from './multisig-details';

/** multisig-contract-v2 contracts/op-codes.func: the order's two actions. */
const SEND_MESSAGE = 0xf1381e5b;
const UPDATE_PARAMS = 0x1d0cfbd3;

const actionSchema = z.discriminatedUnion('type', [
  /** Sends a message: to whom (null: an external address) and how many nanotons (exact text). */
  z.object({
    type: z.literal('transfer'),
    to: rawAddressSchema.nullable(),
    amount: z.string(),
    mode: z.number(),
    /**
     * The message's body, read by what it is (message-body.ts); absent from details decoded before it
     * was read (a logged lookup), which then say the recipient and amount alone.
     */
    body: messageBodySchema.optional(),
    /** A jetton transfer's jetton: what the wallet it goes to holds, when the inspection learnt it. */
    jetton: walletJettonSchema.nullable().optional(),
  }),
  /** Replaces the multisig's threshold, signers and proposers. */
  z.object({
    type: z.literal('update'),
    threshold: z.number().int(),
    signers: z.array(rawAddressSchema),
    proposers: z.array(rawAddressSchema),
  }),
]);
export type OrderAction = z.infer<typeof actionSchema>;

/** Multisig v2 order details. */
export const multisigOrderDetailsSchema = z.object({
  multisig_order: z.object({
    multisig: rawAddressSchema.nullable(),
    order_seqno: jsonIntegerSchema,
    /** False until the multisig's init message reached it: nothing below is known then. */
    initialized: z.boolean(),
    threshold: z.number().int().nullable(),
    /** Sent to the multisig for execution (the threshold was reached). */
    executed: z.boolean().nullable(),
    approvals_count: z.number().int().nullable(),
    /** Each signer by index, and whether its bit of the approvals mask is set. */
    signers: z.array(z.object({ index: z.number().int(), address: rawAddressSchema, approved: z.boolean() })),
    /** Unix time after which the multisig refuses to carry it out. */
    expires_at: z.number().int().nullable(),
    /** Expired at the index's last block time. */
    expired: z.boolean().nullable(),
    /** What it will do; null when the order cell does not read as the contract's actions. */
    actions: z.array(actionSchema).nullable(),
    /** Why the actions could not be read. */
    actions_unreadable: z.string().nullable(),
  }),
});

/** What an action's jetton wallet holds, when known. */
type JettonOf = (raw: string) => WalletJetton | null;

/** One action of an order (multisig.tlb `Action`), or an error naming what it is not. */
function readAction(slice: Slice, jettonOf: JettonOf): OrderAction {
  const op = slice.loadUint(32);
  if (op === SEND_MESSAGE) {
    const mode = slice.loadUint(8);
    const message = loadMessageRelaxed(slice.loadRef().beginParse());
    if (message.info.type !== 'internal') throw new Error('a message that is not an internal one');
    const to = rawOf(message.info.dest);
    const body = readMessageBody(message.body);
    return {
      type: 'transfer',
      to,
      amount: message.info.value.coins.toString(),
      mode,
      body,
      jetton: body.type === 'jetton_transfer' ? jettonOf(to) : null,
    };
  }
  if (op === UPDATE_PARAMS) {
    const threshold = slice.loadUint(8);
    const signers = indexedAddressesOf('get_order_data', slice.loadRef()).map(([, raw]) => raw);
    const proposers = indexedAddressesOf('get_order_data', slice.loadMaybeRef()).map(([, raw]) => raw);
    return { type: 'update', threshold, signers, proposers };
  }
  throw new Error(
    `an action of op 0x${op.toString(16).padStart(8, '0')}, which the contract does not define`,
  );
}

/** The order's actions by index, or why they cannot be read. */
function readActions(
  order: Cell,
  jettonOf: JettonOf,
): { actions: OrderAction[] | null; actions_unreadable: string | null } {
  try {
    const dict = Dictionary.loadDirect(Dictionary.Keys.Uint(8), Dictionary.Values.Cell(), order);
    const actions = [...dict]
      .sort(([a], [b]) => a - b)
      .map(([, cell]) => readAction(cell.beginParse(), jettonOf));
    return { actions, actions_unreadable: null };
  } catch (error) {
    return { actions: null, actions_unreadable: error instanceof Error ? error.message : String(error) };
  }
}

/** The signers with their approvals, from the mask's bits. */
function approvals(reader: StackReader): Array<{ index: number; address: string; approved: boolean }> {
  const mask = reader.int(5);
  if (mask < 0n) throw new ResultShapeError('get_order_data: the approvals mask is negative.');
  return indexedAddressesOf('get_order_data', reader.cell(4)).map(([index, address]) => ({
    index,
    address,
    approved: ((mask >> BigInt(index)) & 1n) === 1n,
  }));
}

/** An order's details from its `get_order_data`; null when it did not answer. */
function decodeOrder(results: MethodResults, context: ExtraContext): Record<string, unknown> | null {
  const reader = results.reader('get_order_data', 9);
  if (!reader) return null;
  const head = { multisig: reader.address(0), order_seqno: jsonInteger(reader.int(1)) };
  if (reader.maybeCell(4) === null) {
    const none = { threshold: null, executed: null, approvals_count: null, expires_at: null, expired: null };
    return { ...head, initialized: false, ...none, signers: [], actions: null, actions_unreadable: null };
  }
  const expiresAt = Number(reader.int(7));
  return {
    ...head,
    initialized: true,
    threshold: Number(reader.int(2)),
    executed: reader.flag(3),
    approvals_count: Number(reader.int(6)),
    signers: approvals(reader),
    expires_at: expiresAt,
    expired: expiresAt < context.unixTime,
    ...readActions(reader.cell(8), context.jettonOfWallet ?? (() => null)),
  };
}

/**
 * The jetton wallets an order's jetton transfers go to (raw): the accounts whose jetton the inspection
 * looks up to say the amounts in the jetton's units. Empty when the order has none or does not read.
 */
export function orderJettonWallets(results: MethodResults): string[] {
  try {
    const reader = results.reader('get_order_data', 9);
    if (!reader || reader.maybeCell(4) === null) return [];
    const { actions } = readActions(reader.cell(8), () => null);
    return (actions ?? []).flatMap((a) =>
      a.type === 'transfer' && a.to && a.body?.type === 'jetton_transfer' ? [a.to] : [],
    );
  } catch {
    return [];
  }
}

/** Multisig v2 order. */
export const MULTISIG_ORDER_EXTRAS: KindExtras = {
  key: 'multisig_order',
  calls: [{ method: 'get_order_data' }],
  decode: decodeOrder,
};
