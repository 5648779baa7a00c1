/**
 * Staking contracts, from their own get-methods: the TON Foundation nominator pool
 * (ton-blockchain/nominator-pool: `get_pool_data`, `list_nominators`), the single nominator pool
 * (orbs-network/single-nominator: `get_roles`) and the liquid-staking validator controller
 * (ton-blockchain/liquid-staking-contract: `get_validator_controller_data`). Amounts are nanotons as
 * exact text. What is withdrawable follows each contract's own rules, quoted where it is computed.
 */
import { z } from 'zod';
import { jsonInteger, tupleReader, type StackReader } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import { rawFromHash, type KindExtras } from './kind-extras';

const nanotons = z.string().regex(/^-?\d+$/);

/** The pool's states (pool.fc; README "get_pool_data"). */
const POOL_STATES: Record<string, string> = {
  '0': 'not validating: deposits and withdrawals are processed at once',
  '1': 'sent a stake to the elector, waiting for its answer',
  '2': 'validating: the stake is with the elector',
};

/**
 * What a nominator pool and a validator controller both require before the stake at the elector may be
 * recovered (pool.fc and controller.func `recover_stake`): the validator set changed at least twice
 * since the stake (as the contract last counted, through its "update validator set" message), and, on
 * the second change, `stake_held_for` seconds more. Unix time for the last change.
 */
const recoverRuleShape = {
  validator_set_changes_count: jsonIntegerSchema,
  validator_set_change_time: jsonIntegerSchema,
  stake_held_for: jsonIntegerSchema,
};

/** The recover rule's three values, at their places in a get-method's answer. */
function recoverRule(reader: StackReader, count: number) {
  return {
    validator_set_changes_count: jsonInteger(reader.int(count)),
    validator_set_change_time: jsonInteger(reader.int(count + 1)),
    stake_held_for: jsonInteger(reader.int(count + 2)),
  };
}

/** Nominator pool details. */
export const nominatorPoolDetailsSchema = z.object({
  nominator_pool: z.object({
    state: z.number().int(),
    state_meaning: z.string(),
    /** The validator's wallet (masterchain). */
    validator: rawAddressSchema,
    /** The validator's share of the reward, percent (the contract keeps 1/10000ths). */
    validator_reward_share_percent: z.string(),
    validator_amount: nanotons,
    stake_amount_sent: nanotons,
    /** When the stake was sent (unix time; 0 when none). */
    stake_at: jsonIntegerSchema,
    ...recoverRuleShape,
    nominators_count: z.number().int(),
    max_nominators_count: z.number().int(),
    min_validator_stake: nanotons,
    min_nominator_stake: nanotons,
    nominators: z.array(
      z.object({
        address: rawAddressSchema,
        amount: nanotons,
        pending_deposit_amount: nanotons,
        withdraw_requested: z.boolean(),
      }),
    ),
    /** Whether a nominator's withdrawal is paid at once (state 0) rather than queued until the stake returns. */
    withdrawals_immediate: z.boolean(),
    /**
     * What the validator may withdraw now (pool.fc op 5: balance − 10 TON for storage − the nominators'
     * amounts, only in state 0); null while validating.
     */
    validator_withdrawable: nanotons.nullable(),
  }),
});

/** `MIN_TONS_FOR_STORAGE` of pool.fc: 10 TON. */
const POOL_STORAGE_RESERVE = 10_000_000_000n;

/** The TON Foundation nominator pool. */
export const NOMINATOR_POOL_EXTRAS: KindExtras = {
  key: 'nominator_pool',
  calls: [{ method: 'get_pool_data' }, { method: 'list_nominators' }],
  decode(results, context) {
    const reader = results.reader('get_pool_data', 16);
    if (!reader) return null;
    const state = Number(reader.int(0));
    const share = reader.int(5);
    const list = results.reader('list_nominators');
    const nominators = list
      ? list.list(0).map((item, i) => {
          const entry = tupleReader('list_nominators', item, `nominator ${i + 1}`).expectCount(4);
          return {
            // pool.fc: "nominators only in basechain".
            address: rawFromHash(0, entry.int(0)),
            amount: entry.int(1).toString(),
            pending_deposit_amount: entry.int(2).toString(),
            withdraw_requested: entry.flag(3),
          };
        })
      : [];
    const nominatorsTotal = nominators.reduce((sum, n) => sum + BigInt(n.amount), 0n);
    const free = context.balance - POOL_STORAGE_RESERVE - nominatorsTotal;
    return {
      state,
      state_meaning: POOL_STATES[String(state)] ?? 'a state the pool source does not define',
      validator: rawFromHash(-1, reader.int(4)),
      validator_reward_share_percent: `${share / 100n}.${(share % 100n).toString().padStart(2, '0')}`,
      validator_amount: reader.int(3).toString(),
      stake_amount_sent: reader.int(2).toString(),
      stake_at: jsonInteger(reader.int(11)),
      ...recoverRule(reader, 13),
      nominators_count: Number(reader.int(1)),
      max_nominators_count: Number(reader.int(6)),
      min_validator_stake: reader.int(7).toString(),
      min_nominator_stake: reader.int(8).toString(),
      nominators,
      withdrawals_immediate: state === 0,
      validator_withdrawable: state === 0 ? (free > 0n ? free : 0n).toString() : null,
    };
  },
};

/** Single nominator details. */
export const singleNominatorDetailsSchema = z.object({
  single_nominator: z.object({
    /** Who may withdraw (the cold wallet). */
    owner: rawAddressSchema.nullable(),
    /** Who sends the stake to the elector (the validator's hot wallet). */
    validator: rawAddressSchema.nullable(),
    /** The pool's balance here (a stake at the elector is not in it). */
    balance: nanotons,
    /** What the owner can withdraw now (single-nominator.fc: balance − 1 TON kept for storage). */
    withdrawable: nanotons,
  }),
});

/** `MIN_TON_FOR_STORAGE` of single-nominator.fc: 1 TON. */
const SINGLE_NOMINATOR_RESERVE = 1_000_000_000n;

/** The single nominator pool. */
export const SINGLE_NOMINATOR_EXTRAS: KindExtras = {
  key: 'single_nominator',
  calls: [{ method: 'get_roles' }],
  decode(results, context) {
    const reader = results.reader('get_roles', 2);
    if (!reader) return null;
    const free = context.balance - SINGLE_NOMINATOR_RESERVE;
    return {
      owner: reader.address(0),
      validator: reader.address(1),
      balance: context.balance.toString(),
      withdrawable: (free > 0n ? free : 0n).toString(),
    };
  },
};

/** The controller's states (controller.func `state::…`). */
const CONTROLLER_STATES: Record<string, string> = {
  '0': 'at rest',
  '1': 'sent a borrowing request to the pool',
  '2': 'sent a stake to the elector',
  '3': 'funds staked with the elector',
  '4': 'sent a request to recover the stake',
  '5': 'insolvent: owes the pool more than it holds',
};

/** Validator controller details. */
export const validatorControllerDetailsSchema = z.object({
  validator_controller: z.object({
    state: z.number().int(),
    state_meaning: z.string(),
    halted: z.boolean(),
    /** Whether the pool's approver has approved this controller. */
    approved: z.boolean(),
    stake_amount_sent: nanotons,
    stake_at: jsonIntegerSchema,
    ...recoverRuleShape,
    /** Borrowed from the liquid-staking pool, to be returned with interest. */
    borrowed_amount: nanotons,
    borrowing_time: jsonIntegerSchema,
    validator: rawAddressSchema.nullable(),
    pool: rawAddressSchema.nullable(),
    sudoer: rawAddressSchema.nullable(),
  }),
});

/** The liquid-staking validator controller. */
export const VALIDATOR_CONTROLLER_EXTRAS: KindExtras = {
  key: 'validator_controller',
  calls: [{ method: 'get_validator_controller_data' }],
  decode(results) {
    const reader = results.reader('get_validator_controller_data', 14);
    if (!reader) return null;
    const state = Number(reader.int(0));
    return {
      state,
      state_meaning: CONTROLLER_STATES[String(state)] ?? 'a state the controller source does not define',
      halted: reader.flag(1),
      approved: reader.flag(2),
      stake_amount_sent: reader.int(3).toString(),
      stake_at: jsonInteger(reader.int(4)),
      ...recoverRule(reader, 6),
      borrowed_amount: reader.int(9).toString(),
      borrowing_time: jsonInteger(reader.int(10)),
      validator: reader.address(11),
      pool: reader.address(12),
      sudoer: reader.address(13),
    };
  },
};
