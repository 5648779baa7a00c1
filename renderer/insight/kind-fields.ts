/**
 * The fields some kinds have beyond their family's (shared/contracts/details/kind-extras*.ts), as named
 * fields (named-fields.ts) the Contract section renders and "Copy the answer" writes alike: a
 * multisig's signers and threshold, a staking pool's stakes and what is withdrawable, a validator
 * controller's loan, a 2FA guard, a subscription's next payment — with the locks (lock-fields.ts) and
 * who holds a name or an NFT (ownership-fields.ts). Each decoded by the contract's own get-methods; times
 * are UTC, amounts exact to the nanoton.
 */
import { lockFacts } from './lock-fields';
import {
  addressesField,
  addressField,
  part,
  said,
  type Details,
  type NamedFacts,
  type NamedField,
} from './named-fields';
import { highloadFields } from './highload-fields';
import { multisigOrderFields } from './order-fields';
import { domainFields, nftFamily, nftFields, telegramFields } from './ownership-fields';
import { inspectedKindLabel } from '../../shared/contracts/inspected-kind-label';
import { saleFields } from './sale-fields';
import {
  nominatorPoolFields,
  notANominator,
  singleNominatorFields,
  validatorControllerFields,
} from './staking-fields';
import type { ContractKind } from '../../shared/contracts/kinds';
import { durationText, timeText, tonText, valueText, type ShownText } from './shown-values';

/**
 * How a multisig v2 carries a proposal out (ton-blockchain/multisig-contract-v2): each proposal is an
 * order, an account of its own that counts the signers' approvals and has the wallet execute it once
 * `threshold` of them approved before its expiration date. "I proposed a transfer and nothing was sent"
 * is answered on the order's account, which this page names the way to.
 */
function multisigOrders(threshold: string, signers: number): ShownText {
  return {
    text: `each proposal is an order, an account of its own; the wallet carries it out once ${threshold} of the ${signers} signers have approved it, before the order expires`,
    aside:
      '(an order not carried out lacks approvals or has expired: open it by its seqno below to see who has not approved)',
  };
}

function multisigFields(m: Details): NamedField[] {
  const signers = Array.isArray(m.signers) ? m.signers.length : 0;
  return [
    said('Threshold', 'multisig-threshold', { text: `${valueText(m.threshold)} of ${signers} signers` }),
    addressesField('Signers', 'multisig-signers', m.signers, 'signer', true),
    addressesField('Proposers', 'multisig-proposers', m.proposers, 'proposer', true),
    said('Next order', 'multisig-next-order', {
      text: m.arbitrary_order_seqno
        ? 'any seqno (the wallet takes orders with arbitrary seqnos)'
        : `seqno ${valueText(m.next_order_seqno)}`,
    }),
    said('Orders', 'multisig-orders', multisigOrders(valueText(m.threshold), signers)),
  ];
}

/**
 * Who must sign for the guarded wallet to send (Tonkeeper's extension only). Its published
 * specification (tonkeeper/2fa-extension SPECIFICATION.md): installing it switches the wallet's own key
 * signature off; every transfer then needs the seed's signature and a certificate Tonkeeper signs under
 * the root ("guard's") key; the seed alone may only start a recovery ("delegation"), which completes
 * after a 14-day wait. A support agent's first question is who can approve a transfer.
 */
const TONKEEPER_SIGNERS: ShownText = {
  text: "the owner's key (the seed) and Tonkeeper's, both",
  aside: "(the guarded wallet's own key signature is switched off while this extension is installed)",
};

function twoFactorRecovery(t: Details, now: number | undefined): ShownText {
  const recovery = part(t, 'recovery');
  const at = typeof recovery?.time === 'number' ? timeText(recovery.time, now) : null;
  if (recovery?.active || at) {
    return {
      text: `${recovery?.active ? 'in progress' : 'none'}${at ? ` (${at.text}` : ''}`,
      ...(at ? { aside: `${at.aside ?? ''})`.trimStart() } : {}),
    };
  }
  return {
    text: 'none',
    ...(t.guard_public_key !== undefined
      ? { aside: "(the owner's key alone can start one; it completes 14 days later)" }
      : {}),
  };
}

function twoFactorFields(t: Details, now: number | undefined): NamedField[] {
  const tonkeeper = t.guard_public_key !== undefined;
  return [
    said('Seqno', 'seqno', { text: valueText(t.seqno) }),
    ...(t.wallet !== undefined
      ? [addressField('Guards the wallet', '2fa-wallet', t.wallet, 'guarded wallet', { wallet: true })]
      : []),
    ...(tonkeeper ? [said('Sending needs', '2fa-signers', TONKEEPER_SIGNERS)] : []),
    said(tonkeeper ? "Owner's key (seed)" : 'Key', 'public-key', {
      text: valueText(t.public_key),
      mono: true,
    }),
    ...(tonkeeper
      ? [
          said("Guard's key (Tonkeeper's)", '2fa-guard-key', {
            text: valueText(t.guard_public_key),
            mono: true,
          }),
        ]
      : []),
    ...(t.address_in_data !== undefined
      ? [addressField('Address in its data', '2fa-address', t.address_in_data, 'address in its data')]
      : []),
    said('Recovery', '2fa-recovery', twoFactorRecovery(t, now)),
    ...(Array.isArray(t.from_data)
      ? [
          said('Read from the data cell', 'from-data', {
            text: `${(t.from_data as string[]).join(', ')} (the code has no get-method for these)`,
          }),
        ]
      : []),
  ];
}

/**
 * How a v1 subscription (the wallet v4 plugin) stops, by its code (ton-blockchain/wallet-contract
 * simple-subscription-plugin.fc): the beneficiary may end it; the wallet pays a request only while the
 * plugin is installed in it; the plugin ends itself at the first request after 2 unpaid ones. Anyone
 * may send that request once a new period has begun — the customer's "how do I stop it" is answered by
 * the first clause.
 */
const V1_ENDS: ShownText = {
  text: "the wallet's owner removes the plugin from the wallet, or the beneficiary ends it",
  aside: '(it also ends itself at the first payment request after 2 the wallet did not pay)',
};

/** The next payment's time, flagged when it is due at the indexed time (v1: anyone may ask for it then). */
function nextPayment(s: Details, now: number | undefined): ShownText {
  const at = timeText(s.next_payment_time, now);
  const due =
    s.version === 1 &&
    typeof s.next_payment_time === 'number' &&
    now !== undefined &&
    s.next_payment_time <= now;
  return due ? { ...at, flag: '— due: anyone may send the payment request now' } : at;
}

function subscriptionFields(s: Details, now: number | undefined): NamedField[] {
  const amount = tonText(s.amount);
  return [
    addressField('Wallet', 'subscription-wallet', s.wallet, "subscriber's wallet", { wallet: true }),
    addressField('Beneficiary', 'subscription-beneficiary', s.beneficiary, 'beneficiary'),
    said('Amount', 'subscription-amount', {
      ...amount,
      text: `${amount.text} every ${durationText(s.period).text}`,
    }),
    said('Next payment', 'subscription-next', nextPayment(s, now)),
    ...(s.failed_attempts !== undefined && s.failed_attempts !== 0
      ? [said('Failed attempts', 'subscription-failed', { text: valueText(s.failed_attempts) })]
      : []),
    ...(s.version === 1 ? [said('How it ends', 'subscription-ends', V1_ENDS)] : []),
  ];
}

/** Each details key and its fields, in the page's order. */
const KIND_FIELDS: ReadonlyArray<
  [key: string, fields: (d: Details, now: number | undefined) => NamedField[]]
> = [
  ['multisig', multisigFields],
  ['multisig_order', multisigOrderFields],
  ['nominator_pool', nominatorPoolFields],
  ['single_nominator', singleNominatorFields],
  ['validator_controller', validatorControllerFields],
  ['vesting', (d, now) => lockFacts({ vesting: d }, now)?.fields.slice() ?? []],
  ['lockup', (d) => lockFacts({ lockup: d }, undefined)?.fields.slice() ?? []],
  ['two_factor', twoFactorFields],
  ['subscription', subscriptionFields],
  ['sale', saleFields],
  ['domain', domainFields],
  ['telegram', telegramFields],
];

/** The kind's own fields, from its details at the indexed time `now`; empty when it has none. */
export function kindFields(details: Details, now: number | undefined): NamedField[] {
  const own = KIND_FIELDS.flatMap(([key, fields]) => {
    const keyed = part(details, key);
    return keyed ? fields(keyed, now) : [];
  });
  // A highload wallet v3 keeps its fields beside the wallet family's (wallet-details.ts), not under a key.
  return [...own, ...highloadFields(details, now)];
}

/**
 * Everything the Contract section says in named fields, in its order — the kind's own fields, then an
 * NFT's — titled as the answer calls them ("Vesting", "Telegram username"); null when there are none
 * (a wallet's and a jetton's fields are written by the answer's own lines).
 */
export function contractFacts(
  details: Details,
  kind: ContractKind,
  now: number | undefined,
): NamedFacts | null {
  const family = nftFamily(details, kind);
  const fields = [...kindFields(details, now), ...(family ? nftFields(details, family, now) : [])];
  if (fields.length === 0) return null;
  const pool = part(details, 'nominator_pool');
  return {
    title: lockFacts(details, now)?.title ?? inspectedKindLabel({ kind, details }),
    fields,
    ...(pool ? { notNamed: notANominator(pool) } : {}),
  };
}
