import { describe, expect, it } from 'vitest';
import { contractFacts, kindFields } from './kind-fields';
import type { NamedField } from './named-fields';

const A = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const B = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';
const NOW = 1_764_409_121;
const byName = (fields: readonly NamedField[]) => Object.fromEntries(fields.map((f) => [f.name, f.value]));

describe('kind fields: what a contract kind holds, in the words the page and the answer share', () => {
  it("writes a pool's nominators with their exact stakes, pending deposits and withdrawal requests", () => {
    const pool = {
      state: 2,
      state_meaning: 'validating',
      validator: A,
      validator_amount: '1004000000000',
      validator_reward_share_percent: '0.00',
      stake_amount_sent: '653971335626664',
      stake_at: NOW - 3600,
      nominators_count: 2,
      max_nominators_count: 40,
      nominators: [
        { address: A, amount: '1000000000001', pending_deposit_amount: '0', withdraw_requested: false },
        { address: B, amount: '5000000000', pending_deposit_amount: '2000000000', withdraw_requested: true },
      ],
      withdrawals_immediate: false,
      validator_withdrawable: null,
    };
    const facts = contractFacts({ nominator_pool: pool }, 'nominator_pool', NOW)!;
    expect(facts.title).toBe('nominator pool (TON Foundation)');
    const f = byName(facts.fields);
    expect(f['Stake sent to the elector']).toMatchObject({
      text: expect.stringMatching(/^653,971\.335626664 TON at Nov 29, 2025/),
      aside: '(1 h ago at the indexed time)',
    });
    expect(f['Nominators']).toEqual({
      kind: 'entries',
      summary: { text: '2 of at most 40' },
      entries: [
        {
          raw: A,
          label: 'nominator',
          wallet: true,
          says: { text: '1,000.000000001 TON', title: '1000000000001 nanotons' },
        },
        {
          raw: B,
          label: 'nominator',
          wallet: true,
          says: {
            text: '5 TON + 2 TON pending',
            title: '5000000000 nanotons',
            flag: '— withdrawal requested',
          },
        },
      ],
    });
    expect(f['Withdrawable']).toMatchObject({
      text: expect.stringMatching(/validator: nothing while validating$/),
    });
  });

  it("says how a nominator withdraws, and when the stake at the elector comes back by the pool's own count", () => {
    const pool = (over: Record<string, unknown>) =>
      byName(
        kindFields(
          {
            nominator_pool: {
              state: 2,
              min_nominator_stake: '10000000000000',
              withdrawals_immediate: false,
              validator_set_changes_count: 1,
              validator_set_change_time: NOW - 7200,
              stake_held_for: 32768,
              ...over,
            },
          },
          NOW,
        ),
      );
    const once = pool({});
    expect(once['The stake comes back']).toMatchObject({
      text: expect.stringMatching(
        /^after the validator set changes once more \(the pool has counted 1 since the stake\) and 9 h 6 min after/,
      ),
      aside: expect.stringMatching(/anyone may send them/),
    });
    expect(once['Withdrawing']).toMatchObject({
      text: expect.stringMatching(/text comment "w".*waits here as "withdrawal requested".*leaves the list$/),
      aside: expect.stringMatching(/at least 10,000 TON \+ 1 TON fee/),
    });
    // The second change 2 h ago and 9 h 6 min held: from 7 h 6 min after the indexed time.
    const soon = pool({ validator_set_changes_count: 2 })['The stake comes back'];
    expect(soon).toMatchObject({
      text: expect.stringMatching(/^from Nov 29, 2025/),
      aside: expect.stringMatching(/^\(in /),
    });
    expect(soon).not.toHaveProperty('flag');
    const due = pool({ validator_set_changes_count: 2, validator_set_change_time: NOW - 40_000 });
    expect(due['The stake comes back']).toMatchObject({
      text: expect.stringMatching(/^now:/),
      flag: expect.stringMatching(/due back/),
    });
    expect(pool({ validator_set_changes_count: 3 })['The stake comes back']).toMatchObject({
      text: expect.stringMatching(/^now:/),
    });
    const resting = pool({ state: 0, withdrawals_immediate: true });
    expect(resting['The stake comes back']).toBeUndefined();
    expect(resting['Withdrawing']).toMatchObject({
      text: expect.stringMatching(/paid at once if the balance holds it/),
    });
  });

  it("says when a controller's stake comes back, that the loan is repaid then, and when the validator may withdraw", () => {
    const controller = (over: Record<string, unknown>) =>
      byName(
        kindFields(
          {
            validator_controller: {
              state: 3,
              halted: false,
              borrowed_amount: '452406323745440',
              validator_set_changes_count: 2,
              validator_set_change_time: NOW - 40_000,
              stake_held_for: 32768,
              ...over,
            },
          },
          NOW,
        ),
      );
    const due = controller({});
    expect(due['The stake comes back']).toMatchObject({
      text: "now: the controller may recover it from the elector at any message asking it to, then repays the pool's loan of 452,406.32374544 TON at once (if its balance covers it and 2 TON more)",
      flag: '— recoverable: the stake is due back',
      aside: expect.stringMatching(/anyone may, and is paid 10 TON of the controller's for it/),
    });
    expect(due['Withdrawing']).toMatchObject({
      text: expect.stringMatching(/— not now: the controller is not at rest$/),
    });
    expect(controller({ halted: true })['The stake comes back']).toMatchObject({
      text: expect.stringMatching(/^not while it is halted/),
    });
    const resting = controller({ state: 0, borrowed_amount: '0' });
    expect(resting['The stake comes back']).toBeUndefined();
    expect(resting['Withdrawing']).toMatchObject({ text: expect.stringMatching(/— possible now$/) });
    expect(controller({ state: 0 })['Withdrawing']).toMatchObject({
      text: expect.stringMatching(/— not now: a loan is out$/),
    });
  });

  it("flags a halted, unapproved controller, and writes a multisig's threshold and a subscription's payment", () => {
    const controller = byName(
      kindFields(
        { validator_controller: { state: 0, state_meaning: 'rest', halted: true, approved: false } },
        NOW,
      ),
    );
    expect(controller['State']).toMatchObject({ text: 'rest (state 0)', flag: '— halted — not approved' });
    const multisig = byName(
      kindFields({ multisig: { threshold: 2, signers: [A, B], proposers: [], next_order_seqno: '5' } }, NOW),
    );
    expect(multisig['Threshold']).toMatchObject({ text: '2 of 2 signers' });
    expect(multisig['Signers']).toEqual({ kind: 'addresses', raws: [A, B], label: 'signer', wallet: true });
    expect(multisig['Next order']).toMatchObject({ text: 'seqno 5' });
    // "I proposed a transfer and nothing was sent": the order is its own account, carried out at 2 of 2.
    expect(multisig['Orders']).toMatchObject({
      text: 'each proposal is an order, an account of its own; the wallet carries it out once 2 of the 2 signers have approved it, before the order expires',
      aside: expect.stringMatching(
        /^\(an order not carried out lacks approvals or has expired: open it by its seqno below/,
      ),
    });
    const subscription = byName(
      kindFields(
        {
          subscription: {
            wallet: A,
            beneficiary: B,
            amount: '1500000000',
            period: 2_592_000,
            next_payment_time: NOW + 60,
          },
        },
        NOW,
      ),
    );
    expect(subscription['Amount']).toMatchObject({ text: '1.5 TON every 30 d' });
    expect(subscription['Failed attempts']).toBeUndefined();
  });

  it('says how a v1 subscription ends, and that its payment is due once its time has passed', () => {
    const v1 = { version: 1, wallet: A, beneficiary: B, amount: '1000000000', period: 2_629_800 };
    const due = byName(kindFields({ subscription: { ...v1, next_payment_time: NOW - 60 } }, NOW));
    expect(due['Next payment']).toMatchObject({ flag: '— due: anyone may send the payment request now' });
    expect(due['How it ends']).toMatchObject({
      text: "the wallet's owner removes the plugin from the wallet, or the beneficiary ends it",
      aside: '(it also ends itself at the first payment request after 2 the wallet did not pay)',
    });
    const later = byName(kindFields({ subscription: { ...v1, next_payment_time: NOW + 60 } }, NOW));
    expect(later['Next payment']).not.toHaveProperty('flag');
    // Tonkeeper's v2 has rules of its own: neither is said of it.
    const v2 = byName(kindFields({ subscription: { ...v1, version: 2, next_payment_time: NOW - 60 } }, NOW));
    expect(v2['Next payment']).not.toHaveProperty('flag');
    expect(v2['How it ends']).toBeUndefined();
  });

  it('titles a vesting wallet by its locks, and has nothing for a plain wallet', () => {
    const vesting = { total_amount: '1', locked_now: '0', next_unlock_time: null, cliff_duration: 0 };
    expect(contractFacts({ vesting }, 'wallet_vesting', NOW)?.title).toBe('Vesting');
    expect(contractFacts({ seqno: 1, public_key: 'ab' }, 'wallet_v4r2', NOW)).toBeNull();
  });
  it('says who must sign for a Tonkeeper 2FA wallet to send, whose each key is, and what recovery takes', () => {
    const KEY = 'd51d683d86a521ba0b5cfd568e39832a9952a38dd9040ab5848d6c7a8af898f1';
    const GUARD = 'b7df33c1d90a0e27a27e7a84e77bd52b927bd64ae6517b518003e9fd2324fce0';
    const tonkeeper = { seqno: 4, wallet: A, public_key: KEY, guard_public_key: GUARD };
    const idle = byName(
      kindFields({ two_factor: { ...tonkeeper, recovery: { active: false, time: null } } }, NOW),
    );
    expect(idle['Sending needs']).toMatchObject({
      text: "the owner's key (the seed) and Tonkeeper's, both",
      aside: "(the guarded wallet's own key signature is switched off while this extension is installed)",
    });
    expect(idle["Owner's key (seed)"]).toMatchObject({ text: KEY });
    expect(idle["Guard's key (Tonkeeper's)"]).toMatchObject({ text: GUARD });
    expect(idle['Recovery']).toMatchObject({
      text: 'none',
      aside: "(the owner's key alone can start one; it completes 14 days later)",
    });
    const started = { ...tonkeeper, recovery: { active: true, time: NOW + 86_400 } };
    expect(byName(kindFields({ two_factor: started }, NOW))['Recovery']).toMatchObject({
      text: expect.stringMatching(/^in progress \(Nov 30, 2025/),
      aside: '(in 1 d at the indexed time))',
    });
    // MyTonWallet's 2FA wallet has its own rules: none of Tonkeeper's words are said of it.
    const mytonwallet = byName(
      kindFields({ two_factor: { seqno: 1, public_key: KEY, recovery: { active: false, time: null } } }, NOW),
    );
    expect(mytonwallet['Sending needs']).toBeUndefined();
    expect(mytonwallet['Key']).toMatchObject({ text: KEY });
    expect(mytonwallet['Recovery']).toMatchObject({ text: 'none' });
    expect(mytonwallet['Recovery']).not.toHaveProperty('aside');
  });
  it('says who withdraws from a single nominator pool, how, and when a stake at the elector comes back', () => {
    const pool = { owner: A, validator: B, balance: '1510000000000', withdrawable: '1509000000000' };
    const facts = contractFacts({ single_nominator: pool }, 'single_nominator', NOW)!;
    const f = byName(facts.fields);
    expect(f['Withdrawable by the owner']).toMatchObject({
      text: '1,509 TON',
      aside: '(the balance less 1 TON kept for storage)',
    });
    expect(f['Withdrawing']).toMatchObject({
      text: expect.stringMatching(
        /^only the owner: its wallet sends the pool a withdraw request \(op 0x1000\)/,
      ),
      aside: '(the owner pays the fees; the validator cannot withdraw)',
    });
    expect(f['A stake at the elector']).toMatchObject({
      text: expect.stringMatching(
        /^not in this balance: .*recovers it through the pool.*the owner can withdraw it$/,
      ),
      aside: expect.stringMatching(
        /about 18 hours .* about 9 hours more: config 15; the owner can stop new stakes/,
      ),
    });
    expect(facts.fields.map((field) => field.name)).toEqual([
      'Owner',
      'Validator',
      'Withdrawable by the owner',
      'Withdrawing',
      'A stake at the elector',
    ]);
  });
});
