/**
 * Vesting and lockup wallets, from their own get-methods: the vesting wallet
 * (ton-blockchain/vesting-contract: `get_vesting_data`, `get_locked_amount(now)`, `get_whitelist`), the
 * lockup vesting wallet (`get_lockup_data`, `get_locked_amount(now)`) and the universal lockup wallet
 * (`get_balances`). What is locked now is the contract's own answer; the unlock schedule is given as the
 * contract's parameters, and the next unlock is computed from them by vesting_wallet.fc's rule
 * (`_get_locked_amount`: nothing unlocks before start + cliff; after it, whole unlock periods counted
 * from the start unlock total × periods passed ÷ periods in all; everything once the duration is over).
 */
import { z } from 'zod';
import { jsonInteger, tupleReader, type StackReader } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import { intArgument, rawFromHash, type ExtraContext, type KindExtras } from './kind-extras';
import type { MethodResults } from './method-results';

const nanotons = z.string().regex(/^-?\d+$/);

/** Vesting details (vesting wallet and lockup vesting wallet). */
export const vestingDetailsSchema = z.object({
  vesting: z.object({
    total_amount: nanotons,
    /** What the contract says is locked at the indexed time (`get_locked_amount(now)`); null when it did not answer. */
    locked_now: nanotons.nullable(),
    start_time: jsonIntegerSchema,
    total_duration: jsonIntegerSchema,
    unlock_period: jsonIntegerSchema,
    cliff_duration: jsonIntegerSchema,
    /** When everything is unlocked (start + duration). */
    end_time: jsonIntegerSchema,
    /** The next moment something unlocks after the indexed time; null when all is unlocked. */
    next_unlock_time: jsonIntegerSchema.nullable(),
    /** What one unlock period releases (total ÷ periods in all, rounded down as the contract does). */
    amount_per_period: nanotons.nullable(),
    /** Vesting wallet: who funded it and who owns it. */
    sender: rawAddressSchema.nullable().optional(),
    owner: rawAddressSchema.nullable().optional(),
    /** Vesting wallet: where locked funds may still be sent. */
    whitelist: z.array(rawAddressSchema).optional(),
    /**
     * Vesting wallet: what the owner may send now to any address, the balance above what is locked (never
     * below 0); null when the contract did not say what is locked. vesting_wallet.fc reserves the locked
     * part (`raw_reserve(locked, 2)`) before an owner's message to any address but the vesting sender and
     * the whitelist, in send mode 3 (errors ignored): asking more is not sent, and no error says why.
     */
    free_now: nanotons.nullable().optional(),
    /** Lockup vesting wallet: whether locked funds may be staked with the elector. */
    allow_elector: z.boolean().optional(),
  }),
});

/** `get_locked_amount(now)`. */
const LOCKED_NOW = { method: 'get_locked_amount', args: (c: ExtraContext) => [intArgument(c.unixTime)] };

/** The schedule fields from the five numbers both contracts return first. */
function schedule(reader: StackReader, results: MethodResults, context: ExtraContext) {
  const start = reader.int(0);
  const duration = reader.int(1);
  const period = reader.int(2);
  const cliff = reader.int(3);
  const total = reader.int(4);
  const end = start + duration;
  const now = BigInt(context.unixTime);
  let next: bigint | null = null;
  if (now < end && period > 0n) {
    // The first period boundary after now, no earlier than the cliff's end, no later than the end.
    const passed = now >= start ? (now - start) / period + 1n : 0n;
    let candidate = start + passed * period;
    if (candidate < start + cliff) candidate = start + cliff;
    next = candidate > end ? end : candidate;
  }
  const periods = period > 0n ? duration / period : 0n;
  const locked = results.reader('get_locked_amount');
  return {
    total_amount: total.toString(),
    locked_now: locked ? locked.int(0).toString() : null,
    start_time: jsonInteger(start),
    total_duration: jsonInteger(duration),
    unlock_period: jsonInteger(period),
    cliff_duration: jsonInteger(cliff),
    end_time: jsonInteger(end),
    next_unlock_time: next === null ? null : jsonInteger(next),
    amount_per_period: periods > 0n ? (total / periods).toString() : null,
  };
}

/** The balance above `locked` (nanotons as text), never below 0; null when `locked` is unknown. */
function freeNow(balance: bigint, locked: string | null): string | null {
  if (locked === null) return null;
  const free = balance - BigInt(locked);
  return (free > 0n ? free : 0n).toString();
}

/** The vesting wallet. */
export const VESTING_EXTRAS: KindExtras = {
  key: 'vesting',
  calls: [{ method: 'get_vesting_data' }, LOCKED_NOW, { method: 'get_whitelist' }],
  decode(results, context) {
    const reader = results.reader('get_vesting_data', 7);
    if (!reader) return null;
    const list = results.reader('get_whitelist');
    const base = schedule(reader, results, context);
    return {
      ...base,
      free_now: freeNow(context.balance, base.locked_now),
      sender: reader.address(5),
      owner: reader.address(6),
      whitelist: list
        ? list.list(0).map((item, i) => {
            const pair = tupleReader('get_whitelist', item, `entry ${i + 1}`).expectCount(2);
            return rawFromHash(Number(pair.int(0)), pair.int(1));
          })
        : [],
    };
  },
};

/** The lockup vesting wallet. */
export const LOCKUP_VESTING_EXTRAS: KindExtras = {
  key: 'vesting',
  calls: [{ method: 'get_lockup_data' }, LOCKED_NOW],
  decode(results, context) {
    const reader = results.reader('get_lockup_data', 6);
    if (!reader) return null;
    return { ...schedule(reader, results, context), allow_elector: reader.flag(5) };
  },
};

/** Universal lockup wallet details. */
export const lockupDetailsSchema = z.object({
  lockup: z.object({
    /** The account's balance as the contract sees it. */
    balance: nanotons,
    /** Restricted: may only go to the allowed destinations until its time. */
    restricted: nanotons,
    /** Locked: may not be sent until its time. */
    locked: nanotons,
    /** What may be sent anywhere now: balance − restricted − locked (never below 0). */
    available: nanotons,
  }),
});

/** The universal lockup wallet. */
export const UNIVERSAL_LOCKUP_EXTRAS: KindExtras = {
  key: 'lockup',
  calls: [{ method: 'get_balances' }],
  decode(results) {
    const reader = results.reader('get_balances', 3);
    if (!reader) return null;
    const balance = reader.int(0);
    const restricted = reader.int(1);
    const locked = reader.int(2);
    const available = balance - restricted - locked;
    return {
      balance: balance.toString(),
      restricted: restricted.toString(),
      locked: locked.toString(),
      available: (available > 0n ? available : 0n).toString(),
    };
  },
};
