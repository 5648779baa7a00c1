/**
 * Subscription plugins, from their own get-methods. v1 (the wallet v4 plugin, tonweb
 * src/contract/subscription): `get_subscription_data` gives the wallet, the beneficiary, the amount, the
 * period, start, timeout, the last payment and request, failed attempts and the id; the next payment is
 * due a period after the last one. v2 (Tonkeeper's, tongo abi/schemas/subscriptions_v2.xml):
 * `get_subscription_info` and `get_payment_info`, whose charge date is the next payment. Two builds of v2
 * answer `get_subscription_info` differently: the current one with seven values (wallet, wallet version,
 * admin, id, withdraw address — who is paid —, the withdraw message body, metadata), the earlier one
 * (tongo abi/schemas/subscriptions_v2.xml @ 4d135a180c32, February–May 2025) with five (wallet, wallet version,
 * beneficiary, id, metadata cell), and its `get_payment_info` starts with an "active" flag instead of a
 * state number.
 */
import { z } from 'zod';
import { jsonInteger } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import { rawFromHash, type KindExtras } from './kind-extras';

const nanotons = z.string().regex(/^-?\d+$/);

/** Subscription details (both versions). */
export const subscriptionDetailsSchema = z.object({
  subscription: z.object({
    version: z.union([z.literal(1), z.literal(2)]),
    /** The subscriber's wallet. */
    wallet: rawAddressSchema.nullable(),
    /** Who is paid. */
    beneficiary: rawAddressSchema.nullable(),
    /** Per period, nanotons. */
    amount: nanotons,
    /** Seconds. */
    period: jsonIntegerSchema,
    /** When the next payment is due (unix time). */
    next_payment_time: jsonIntegerSchema.nullable(),
    subscription_id: jsonIntegerSchema,
    /** v1. */
    start_time: jsonIntegerSchema.optional(),
    last_payment_time: jsonIntegerSchema.optional(),
    failed_attempts: z.number().int().optional(),
    /** v2: who may change it, and the contract's state number. */
    admin: rawAddressSchema.nullable().optional(),
    state: z.number().int().optional(),
    /** The earlier v2 build: whether it is active (it has no admin and no state number). */
    active: z.boolean().optional(),
  }),
});

/**
 * When a v1 subscription may next be paid (unix time): the start of the period after the last
 * payment's. Its code counts periods from the start time (`(now - start_time) / period`, floor division)
 * and takes a payment once a new one has begun — not a whole period after the last payment, which may
 * have come late in its own. A last payment before the start (none yet) makes it due from the start.
 * Null for a period that is not positive (the code would fail to divide).
 */
export function nextPaymentTimeV1(start: bigint, last: bigint, period: bigint): number | string | null {
  if (period <= 0n) return null;
  if (last < start) return jsonInteger(start);
  return jsonInteger(start + ((last - start) / period + 1n) * period);
}

/** Subscription v1 (wallet v4 plugin). */
export const SUBSCRIPTION_V1_EXTRAS: KindExtras = {
  key: 'subscription',
  calls: [{ method: 'get_subscription_data' }],
  decode(results) {
    const reader = results.reader('get_subscription_data', 10);
    if (!reader) return null;
    // Each address is a pair (workchain, hash).
    const address = (index: number, what: string) => {
      const pair = reader.nested(index, what).expectCount(2);
      return rawFromHash(Number(BigInt.asIntN(32, pair.int(0))), pair.int(1));
    };
    const period = reader.int(3);
    const start = reader.int(4);
    const last = reader.int(6);
    return {
      version: 1,
      wallet: address(0, 'the wallet'),
      beneficiary: address(1, 'the beneficiary'),
      amount: reader.int(2).toString(),
      period: jsonInteger(period),
      next_payment_time: nextPaymentTimeV1(start, last, period),
      subscription_id: jsonInteger(reader.int(9)),
      start_time: jsonInteger(start),
      last_payment_time: jsonInteger(last),
      failed_attempts: Number(reader.int(8)),
    };
  },
};

/** Values the current v2 build's `get_subscription_info` returns (the earlier build: five). */
const CURRENT_V2_INFO_VALUES = 7;

/** Subscription v2 (Tonkeeper), either build. */
export const SUBSCRIPTION_V2_EXTRAS: KindExtras = {
  key: 'subscription',
  calls: [{ method: 'get_subscription_info' }, { method: 'get_payment_info' }],
  decode(results) {
    const info = results.reader('get_subscription_info');
    const payment = results.reader('get_payment_info');
    if (!info || !payment) return null;
    info.expectCount(5);
    payment.expectCount(4);
    const common = {
      version: 2,
      wallet: info.address(0),
      amount: payment.int(1).toString(),
      period: jsonInteger(payment.int(2)),
      next_payment_time: jsonInteger(payment.int(3)),
      subscription_id: jsonInteger(info.int(3)),
    };
    // The builds are told apart by the length of the answer: the fifth value is the withdraw address in
    // the current build and a metadata cell in the earlier one, whose third value is who is paid.
    if (info.count < CURRENT_V2_INFO_VALUES)
      return { ...common, beneficiary: info.address(2), active: payment.flag(0) };
    return {
      ...common,
      beneficiary: info.address(4),
      admin: info.address(2),
      state: Number(payment.int(0)),
    };
  },
};
