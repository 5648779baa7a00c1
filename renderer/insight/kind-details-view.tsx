/**
 * The details some kinds have beyond their family's (shared/contracts/details/kind-extras*.ts): a
 * multisig's signers and threshold, a staking pool's stakes and what is withdrawable, a vesting or lockup
 * wallet's schedule and what is locked now, a 2FA guard, a subscription's next payment, a domain's expiry
 * or a Telegram name's auction. Each decoded by the contract's own get-methods; times are UTC.
 */
import type { ReactNode } from 'react';
import {
  AddressList,
  Duration,
  Field,
  NamedFieldList,
  OptionalAddress,
  text,
  Ton,
  Time,
} from './detail-fields';
import { lockFacts } from './lock-fields';
import { part, type Details } from './named-fields';
import { domainFields, telegramFields } from './ownership-fields';

/** A view's props: `d` is the details under its own key. */
type Props = { d: Details; now: number | undefined };

function Multisig({ d: m }: Props) {
  const signers = Array.isArray(m.signers) ? m.signers.length : 0;
  return (
    <>
      <Field name="Threshold" testId="multisig-threshold">
        {text(m.threshold)} of {signers} signers
      </Field>
      <Field name="Signers" testId="multisig-signers">
        <AddressList raws={m.signers} label="signer" wallet />
      </Field>
      <Field name="Proposers" testId="multisig-proposers">
        <AddressList raws={m.proposers} label="proposer" wallet />
      </Field>
      <Field name="Next order" testId="multisig-next-order">
        {m.arbitrary_order_seqno
          ? 'any seqno (the wallet takes orders with arbitrary seqnos)'
          : `seqno ${text(m.next_order_seqno)}`}
      </Field>
    </>
  );
}

function NominatorPool({ d: p, now }: Props) {
  const nominators = Array.isArray(p.nominators) ? (p.nominators as Details[]) : [];
  return (
    <>
      <Field name="State" testId="pool-state">
        {text(p.state_meaning)} (state {text(p.state)})
      </Field>
      <Field name="Validator" testId="pool-validator">
        <OptionalAddress raw={p.validator} label="validator" wallet />
      </Field>
      <Field name="Validator's stake" testId="pool-validator-amount">
        <Ton nanotons={p.validator_amount} /> ({text(p.validator_reward_share_percent)} % of the reward)
      </Field>
      <Field name="Stake sent to the elector" testId="pool-stake-sent">
        <Ton nanotons={p.stake_amount_sent} /> at <Time unix={p.stake_at} now={now} />
      </Field>
      <Field name="Nominators" testId="pool-nominators">
        {text(p.nominators_count)} of at most {text(p.max_nominators_count)}
        {nominators.length > 0 && (
          <ul className="plain-list">
            {nominators.map((n) => (
              <li key={String(n.address)}>
                <OptionalAddress raw={n.address} label="nominator" wallet />: <Ton nanotons={n.amount} />
                {n.pending_deposit_amount !== '0' && (
                  <>
                    {' '}
                    + <Ton nanotons={n.pending_deposit_amount} /> pending
                  </>
                )}
                {n.withdraw_requested === true && <strong> — withdrawal requested</strong>}
              </li>
            ))}
          </ul>
        )}
      </Field>
      <Field name="Withdrawable" testId="pool-withdrawable">
        {p.withdrawals_immediate
          ? 'nominators: their whole amount at once; '
          : 'nominators: a withdrawal is queued until the stake returns from the elector; '}
        validator:{' '}
        {p.validator_withdrawable === null ? (
          'nothing while validating'
        ) : (
          <Ton nanotons={p.validator_withdrawable} />
        )}
      </Field>
    </>
  );
}

function SingleNominator({ d: p }: Props) {
  return (
    <>
      <Field name="Owner" testId="pool-owner">
        <OptionalAddress raw={p.owner} label="owner" wallet />
      </Field>
      <Field name="Validator" testId="pool-validator">
        <OptionalAddress raw={p.validator} label="validator" wallet />
      </Field>
      <Field name="Withdrawable by the owner" testId="pool-withdrawable">
        <Ton nanotons={p.withdrawable} />{' '}
        <span className="muted">
          (the balance less 1 TON kept for storage; a stake at the elector is not here)
        </span>
      </Field>
    </>
  );
}

function ValidatorController({ d: c, now }: Props) {
  return (
    <>
      <Field name="State" testId="controller-state">
        {text(c.state_meaning)} (state {text(c.state)}){c.halted === true && <strong> — halted</strong>}
        {c.approved === false && <strong> — not approved</strong>}
      </Field>
      <Field name="Validator" testId="controller-validator">
        <OptionalAddress raw={c.validator} label="validator" wallet />
      </Field>
      <Field name="Pool" testId="controller-pool">
        <OptionalAddress raw={c.pool} label="pool" />
      </Field>
      <Field name="Stake sent" testId="controller-stake-sent">
        <Ton nanotons={c.stake_amount_sent} /> at <Time unix={c.stake_at} now={now} />
      </Field>
      <Field name="Borrowed from the pool" testId="controller-borrowed">
        <Ton nanotons={c.borrowed_amount} /> at <Time unix={c.borrowing_time} now={now} />
      </Field>
    </>
  );
}

/** A vesting wallet's schedule and what is locked now. */
function Vesting({ d, now }: Props) {
  const facts = lockFacts({ vesting: d }, now);
  return facts && <NamedFieldList fields={facts.fields} />;
}

/** A universal lockup wallet's locked, restricted and available amounts. */
function Lockup({ d }: Props) {
  const facts = lockFacts({ lockup: d }, undefined);
  return facts && <NamedFieldList fields={facts.fields} />;
}

function TwoFactor({ d: t, now }: Props) {
  const recovery = part(t, 'recovery');
  return (
    <>
      <Field name="Seqno" testId="seqno">
        {text(t.seqno)}
      </Field>
      {t.wallet !== undefined && (
        <Field name="Guards the wallet" testId="2fa-wallet">
          <OptionalAddress raw={t.wallet} label="guarded wallet" wallet />
        </Field>
      )}
      <Field name="Key" testId="public-key">
        <span className="mono">{text(t.public_key)}</span>
      </Field>
      {t.guard_public_key !== undefined && (
        <Field name="Guard's key (Tonkeeper's)" testId="2fa-guard-key">
          <span className="mono">{text(t.guard_public_key)}</span>
        </Field>
      )}
      {t.address_in_data !== undefined && (
        <Field name="Address in its data" testId="2fa-address">
          <OptionalAddress raw={t.address_in_data} label="address in its data" />
        </Field>
      )}
      <Field name="Recovery" testId="2fa-recovery">
        {recovery?.active ? 'in progress' : 'none'}
        {typeof recovery?.time === 'number' && (
          <>
            {' '}
            (<Time unix={recovery.time} now={now} />)
          </>
        )}
      </Field>
      {Array.isArray(t.from_data) && (
        <Field name="Read from the data cell" testId="from-data">
          {(t.from_data as string[]).join(', ')} (the code has no get-method for these)
        </Field>
      )}
    </>
  );
}

function Subscription({ d: s, now }: Props) {
  return (
    <>
      <Field name="Wallet" testId="subscription-wallet">
        <OptionalAddress raw={s.wallet} label="subscriber's wallet" wallet />
      </Field>
      <Field name="Beneficiary" testId="subscription-beneficiary">
        <OptionalAddress raw={s.beneficiary} label="beneficiary" />
      </Field>
      <Field name="Amount" testId="subscription-amount">
        <Ton nanotons={s.amount} /> every <Duration seconds={s.period} />
      </Field>
      <Field name="Next payment" testId="subscription-next">
        <Time unix={s.next_payment_time} now={now} />
      </Field>
      {s.failed_attempts !== undefined && s.failed_attempts !== 0 && (
        <Field name="Failed attempts" testId="subscription-failed">
          {text(s.failed_attempts)}
        </Field>
      )}
    </>
  );
}

/** A `.ton` domain's name, expiry and auction (ownership-fields.ts). */
function Domain({ d, now }: Props) {
  return <NamedFieldList fields={domainFields(d, now)} />;
}

/** A Telegram username's or number's name and auction (ownership-fields.ts). */
function Telegram({ d, now }: Props) {
  return <NamedFieldList fields={telegramFields(d, now)} />;
}

/** Each details key and what shows it. */
const VIEWS: ReadonlyArray<[key: string, view: (props: Props) => ReactNode]> = [
  ['multisig', Multisig],
  ['nominator_pool', NominatorPool],
  ['single_nominator', SingleNominator],
  ['validator_controller', ValidatorController],
  ['vesting', Vesting],
  ['lockup', Lockup],
  ['two_factor', TwoFactor],
  ['subscription', Subscription],
  ['domain', Domain],
  ['telegram', Telegram],
];

/** The kind's own details, when it has some; null otherwise. */
export function KindExtrasFields(props: Props): ReactNode {
  const found = VIEWS.flatMap(([key, View]) => {
    const own = part(props.d, key);
    return own ? [<View key={key} {...props} d={own} />] : [];
  });
  return found.length > 0 ? <>{found}</> : null;
}
