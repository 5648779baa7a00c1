/**
 * A staking contract's fields (shared/contracts/details/staking-details.ts), in the words the page and
 * "Copy the answer" share: the TON Foundation nominator pool (ton-blockchain/nominator-pool, pool.fc and
 * its README), the single nominator pool (orbs-network/single-nominator) and the liquid-staking
 * validator controller. A nominator's question is "how do I get my TON back, and when": each pool's
 * fields say who withdraws, how, and when a stake at the elector comes back, by the contract's own rules.
 */
import { addressField, said, type Details, type NamedField } from './named-fields';
import { durationText, timeText, tonText, valueText, type ShownText } from './shown-values';

/** "X TON at <time>", the time's distance from the indexed time aside. */
function tonAt(nanotons: unknown, unix: unknown, now: number | undefined): ShownText {
  const ton = tonText(nanotons);
  const at = timeText(unix, now);
  return { text: `${ton.text} at ${at.text}`, ...(ton.title ? { title: ton.title } : {}), ...aside(at) };
}

/** A shown value's aside, if it has one. */
const aside = (value: ShownText): { aside?: string } => (value.aside ? { aside: value.aside } : {});

/** A nominator's stake, what is pending and whether it asked to withdraw. */
function nominatorSays(n: Details): ShownText {
  const pending =
    n.pending_deposit_amount !== '0' ? ` + ${tonText(n.pending_deposit_amount).text} pending` : '';
  const amount = tonText(n.amount);
  return {
    text: `${amount.text}${pending}`,
    ...(amount.title ? { title: amount.title } : {}),
    ...(n.withdraw_requested === true ? { flag: '— withdrawal requested' } : {}),
  };
}

/**
 * How a nominator takes its TON out (pool README "Nominator's withdrawal"; pool.fc action "w"): the
 * text comment "w" with about 1 TON for fees, for the whole stake. Paid at once while the pool is not
 * validating and its balance holds it; else recorded as a request and paid once the stake is back —
 * and a nominator paid leaves the list.
 */
function nominatorWithdrawing(p: Details): ShownText {
  return {
    text: `the nominator's wallet sends the pool the text comment "w" with about 1 TON for fees (the unspent part comes back); it takes out the whole stake. ${
      p.withdrawals_immediate
        ? 'Now the pool is not validating: it is paid at once if the balance holds it'
        : 'Now the pool is validating: the request waits here as "withdrawal requested" and is paid once the stake is back from the elector'
    }; a nominator paid in full leaves the list`,
    aside: `(a deposit is the text comment "d" from a basechain wallet with at least ${tonText(p.min_nominator_stake).text} + 1 TON fee; one the pool refuses bounces back)`,
  };
}

/** Whether `recover_stake` accepts (pool.fc, controller.func): two set changes and, on the second, `stake_held_for` more. */
function recoverableAt(p: Details): number | 'now' | null {
  const count = Number(p.validator_set_changes_count);
  if (count > 2) return 'now';
  if (!(count >= 2)) return null;
  return Number(p.validator_set_change_time) + Number(p.stake_held_for) + 61;
}

/** How a contract's stake comes back: who counts and recovers, what follows, and who else may act. */
interface RecoverWords {
  /** "the pool", "the controller". */
  readonly who: string;
  /** What the contract does once the stake is back ("pays the withdrawals requested"). */
  readonly then: string;
  /** Who else may send the messages, in the contract's own terms. */
  readonly anyone: string;
}

/** The messages anyone may send a pool whose validator stopped sending them (README "Emergency withdrawal"). */
const POOL_RECOVER: RecoverWords = {
  who: 'the pool',
  then: 'pays the withdrawals requested',
  anyone:
    "(the validator's software sends the pool these messages; if it stops, anyone may send them, and the nominators get their TON: the pool README's emergency withdrawal)",
};

/**
 * When the stake at the elector may come back, as the contract counts (`recover_stake`): the validator
 * set must change twice after the stake — the contract learns of a change when it is sent "update
 * validator set" — and the elector holds a stake `stake_held_for` after the second. Then the stake may
 * be recovered, and the contract does what follows (`words.then`).
 */
function stakeComesBack(p: Details, now: number | undefined, words: RecoverWords): ShownText {
  const held = durationText(p.stake_held_for).text;
  const at = recoverableAt(p);
  if (at === null) {
    const count = Number(p.validator_set_changes_count);
    const more = 2 - (Number.isFinite(count) ? Math.max(count, 0) : 0);
    return {
      text: `after the validator set changes ${more === 1 ? 'once more' : `${more} more times`} (${words.who} has counted ${valueText(p.validator_set_changes_count)} since the stake) and ${held} after the last of those; then ${words.who} recovers it and ${words.then}`,
      aside: words.anyone,
    };
  }
  if (at === 'now' || (now !== undefined && at <= now)) {
    return {
      text: `now: ${words.who} may recover it from the elector at any message asking it to, then ${words.then}`,
      flag: '— recoverable: the stake is due back',
      aside: words.anyone,
    };
  }
  // No time for fields beyond a safe integer (the contracts' are 32-bit: only a hostile decoder's could be).
  if (!Number.isSafeInteger(at))
    return { text: `when the elector frees it, ${held} after the second change` };
  const when = timeText(at, now);
  return {
    text: `from ${when.text}, when the elector frees it; then ${words.who} ${words.then}`,
    ...aside(when),
  };
}

export function nominatorPoolFields(p: Details, now: number | undefined): NamedField[] {
  const nominators = Array.isArray(p.nominators) ? (p.nominators as Details[]) : [];
  const validatorGets =
    p.validator_withdrawable === null ? 'nothing while validating' : tonText(p.validator_withdrawable).text;
  const stake = tonText(p.validator_amount);
  return [
    said('State', 'pool-state', { text: `${valueText(p.state_meaning)} (state ${valueText(p.state)})` }),
    addressField('Validator', 'pool-validator', p.validator, 'validator', { wallet: true }),
    said("Validator's stake", 'pool-validator-amount', {
      ...stake,
      text: `${stake.text} (${valueText(p.validator_reward_share_percent)} % of the reward)`,
    }),
    said('Stake sent to the elector', 'pool-stake-sent', tonAt(p.stake_amount_sent, p.stake_at, now)),
    {
      name: 'Nominators',
      testId: 'pool-nominators',
      value: {
        kind: 'entries',
        summary: { text: `${valueText(p.nominators_count)} of at most ${valueText(p.max_nominators_count)}` },
        entries: nominators.map((n) => ({
          raw: String(n.address),
          label: 'nominator',
          wallet: true,
          says: nominatorSays(n),
        })),
      },
    },
    ...(p.state === 0
      ? []
      : [said('The stake comes back', 'pool-stake-back', stakeComesBack(p, now, POOL_RECOVER))]),
    said('Withdrawing', 'pool-withdrawing', nominatorWithdrawing(p)),
    said('Withdrawable', 'pool-withdrawable', {
      text: `${
        p.withdrawals_immediate
          ? 'nominators: their whole amount at once; '
          : 'nominators: a withdrawal is queued until the stake returns from the elector; '
      }validator: ${validatorGets}`,
    }),
  ];
}

/**
 * Who takes coins out of a single nominator pool and when a stake comes back, by single-nominator.fc:
 * only a withdraw request (op 0x1000) from the owner pays out, and only from the balance here; the
 * validator's wallet sends the stakes and recovers them (`recover_stake`) once the elector frees them.
 */
const SINGLE_NOMINATOR_WITHDRAW: ShownText = {
  text: 'only the owner: its wallet sends the pool a withdraw request (op 0x1000) with the amount, paid at once up to what is withdrawable',
  aside: '(the owner pays the fees; the validator cannot withdraw)',
};
const SINGLE_NOMINATOR_ELECTOR: ShownText = {
  text: "not in this balance: it comes back here when the validator's wallet recovers it through the pool, after the round it was staked for ends and the elector frees it; then the owner can withdraw it",
  aside:
    '(on mainnet a round lasts about 18 hours and the elector holds a stake about 9 hours more: config 15; the owner can stop new stakes by changing the validator address)',
};

export function singleNominatorFields(p: Details): NamedField[] {
  return [
    addressField('Owner', 'pool-owner', p.owner, 'owner', { wallet: true }),
    addressField('Validator', 'pool-validator', p.validator, 'validator', { wallet: true }),
    said('Withdrawable by the owner', 'pool-withdrawable', {
      ...tonText(p.withdrawable),
      aside: '(the balance less 1 TON kept for storage)',
    }),
    said('Withdrawing', 'pool-withdrawing', SINGLE_NOMINATOR_WITHDRAW),
    said('A stake at the elector', 'pool-elector-stake', SINGLE_NOMINATOR_ELECTOR),
  ];
}

/** The controller's states with a stake at the elector (controller.func: stake sent, staked, recover asked). */
const STAKED_STATES = new Set([2, 3, 4]);

/**
 * What follows the stake's return in controller.func: the loan goes back to the pool at once (when the
 * balance covers it and 2 TON for storage; else the controller is insolvent). The validator's wallet
 * asks for the stake; while a loan is out, anyone may once 10 minutes have passed, paid 10 TON of the
 * controller's for it (`GRACE_PERIOD`, `STAKE_RECOVER_FINE`).
 */
function controllerRecover(c: Details): RecoverWords {
  const owes = c.borrowed_amount !== '0' && typeof c.borrowed_amount === 'string';
  return {
    who: 'the controller',
    then: owes
      ? `repays the pool's loan of ${tonText(c.borrowed_amount).text} at once (if its balance covers it and 2 TON more)`
      : 'keeps it for the validator',
    anyone: owes
      ? "(the validator's wallet asks for it; if it has not 10 minutes after it may, anyone may, and is paid 10 TON of the controller's for it)"
      : "(only the validator's wallet may ask for it: nothing is borrowed)",
  };
}

/** A halted controller takes no request to recover (controller.func `assert_not_halted!`). */
function controllerStakeBack(c: Details, now: number | undefined): ShownText {
  if (c.halted === true)
    return {
      text: 'not while it is halted: the controller takes no request to recover the stake until its governor lifts the halt',
    };
  return stakeComesBack(c, now, controllerRecover(c));
}

/** controller.func `withdraw_validator`: the validator's wallet only, at rest with nothing borrowed, keeping 2 TON. */
function controllerWithdrawing(c: Details): ShownText {
  const rest = c.state === 0;
  const owes = typeof c.borrowed_amount === 'string' && c.borrowed_amount !== '0';
  const now =
    rest && !owes ? 'possible now' : `not now: ${!rest ? 'the controller is not at rest' : 'a loan is out'}`;
  return {
    text: `only the validator's wallet, only while the controller is at rest with nothing borrowed, up to its balance less 2 TON kept for storage — ${now}`,
  };
}

export function validatorControllerFields(c: Details, now: number | undefined): NamedField[] {
  const flags = [c.halted === true && '— halted', c.approved === false && '— not approved'].filter(Boolean);
  return [
    said('State', 'controller-state', {
      text: `${valueText(c.state_meaning)} (state ${valueText(c.state)})`,
      ...(flags.length > 0 ? { flag: flags.join(' ') } : {}),
    }),
    addressField('Validator', 'controller-validator', c.validator, 'validator', { wallet: true }),
    addressField('Pool', 'controller-pool', c.pool, 'pool'),
    said('Stake sent', 'controller-stake-sent', tonAt(c.stake_amount_sent, c.stake_at, now)),
    said('Borrowed from the pool', 'controller-borrowed', tonAt(c.borrowed_amount, c.borrowing_time, now)),
    ...(STAKED_STATES.has(Number(c.state))
      ? [said('The stake comes back', 'controller-stake-back', controllerStakeBack(c, now))]
      : []),
    said('Withdrawing', 'controller-withdrawing', controllerWithdrawing(c)),
  ];
}

/**
 * What it means that an address is not among a pool's nominators (pool.fc): a nominator paid in full is
 * removed from the list, and a deposit the pool refuses bounces back — so "I deposited and asked to
 * withdraw" with no entry here reads as paid out, or never credited.
 */
export function notANominator(p: Details): string {
  return `not a nominator of this pool now: a nominator whose withdrawal was paid in full leaves the list, and a deposit the pool refused (under ${tonText(p.min_nominator_stake).text} + 1 TON, from a masterchain wallet, or beyond ${valueText(p.max_nominators_count)} nominators) bounced back`;
}
