/**
 * A multisig v2 order's fields (shared/contracts/details/multisig-order-details.ts), as the Contract
 * section shows them and "Copy the answer" writes them: its multisig and seqno; how many approvals it has
 * of how many it needs and which signers have not approved; whether it was sent for execution; when it
 * expires (and whether it has, at the indexed time — the multisig refuses an expired order); what it
 * will do — each transfer's recipient and amount, and what its message sends (transfer-words.ts: a
 * comment, a jetton or an NFT transfer). Answers "I proposed a transfer and nothing was sent — who has
 * not approved yet?" and "what does order 12 actually do?".
 */
import {
  addressField,
  said,
  wordsField,
  type AddressEntry,
  type Details,
  type NamedField,
} from './named-fields';
import { timeText, tonText, valueText, type ShownText } from './shown-values';
import { transferWords } from './transfer-words';

interface Signer {
  index: number;
  address: string;
  approved: boolean;
}

const signersOf = (o: Details): Signer[] => (Array.isArray(o.signers) ? (o.signers as Signer[]) : []);

/** "1 of 2 approvals", with who is missing and what happens next. */
function approvalsText(o: Details): ShownText {
  const count = Number(o.approvals_count);
  const threshold = Number(o.threshold);
  const text = `${count} of the ${threshold} needed`;
  if (o.executed === true) return { text, aside: '(threshold reached: the order was sent to the multisig)' };
  const missing = Math.max(threshold - count, 0);
  const more = `${missing} more signer${missing === 1 ? '' : 's'} must approve`;
  return o.expired === true
    ? { text, flag: `— expired before ${more}: it can no longer be carried out` }
    : { text, flag: `— waiting: ${more} before it expires` };
}

/**
 * What a signer who has not approved is said to be: "not approved yet" while the order waits, "did not
 * approve" once it was executed (the threshold was reached without them: nothing is missing).
 */
const notYet = (o: Details) => (o.executed === true ? 'did not approve' : 'not approved yet');

/** Each signer and whether it approved, the ones who have not first. */
function signerEntries(o: Details): AddressEntry[] {
  return [...signersOf(o)]
    .sort((a, b) => Number(a.approved) - Number(b.approved) || a.index - b.index)
    .map((s) => ({
      raw: s.address,
      label: `signer ${s.index}`,
      wallet: true,
      says: { text: `signer ${s.index}: ${s.approved ? 'approved' : notYet(o)}` },
    }));
}

/** The order's transfers, in its order. */
const transfersOf = (o: Details): Details[] =>
  Array.isArray(o.actions)
    ? (o.actions as Details[]).filter((a) => a.type === 'transfer' && typeof a.to === 'string')
    : [];

/** What each transfer sends, one field each ("Transfer 1"): its message read by what it is. */
function transferFields(o: Details): NamedField[] {
  return transfersOf(o).map((a, i) =>
    wordsField(`Transfer ${i + 1}`, `order-transfer-${i + 1}`, transferWords(a, o.multisig)),
  );
}

/** A transfer's TON, and the token transfer its message carries (its own field says what it sends). */
function carries(a: Details, n: number): ShownText {
  const ton = tonText(a.amount);
  const body = a.body && typeof a.body === 'object' ? (a.body as Details).type : null;
  const token = body === 'jetton_transfer' ? 'a jetton' : body === 'nft_transfer' ? 'an NFT' : null;
  return token ? { ...ton, text: `${ton.text}, carrying ${token} transfer (see Transfer ${n})` } : ton;
}

/** What the order does: each transfer's recipient and amount, else why the app cannot read it. */
function actionsField(o: Details): NamedField {
  const actions = Array.isArray(o.actions) ? (o.actions as Details[]) : null;
  if (!actions) {
    return said('Actions', 'order-actions', {
      text: `not readable as this contract's actions (${valueText(o.actions_unreadable)})`,
      aside: '(ask the proposer what the order does; its order cell is in the data below)',
    });
  }
  const transfers = transfersOf(o);
  const others = actions.length - transfers.length;
  const summary = [
    `${transfers.length} transfer${transfers.length === 1 ? '' : 's'}`,
    ...(others > 0
      ? [`${others} change${others === 1 ? '' : 's'} of the multisig's signers or threshold`]
      : []),
  ].join(' and ');
  return {
    name: 'Actions',
    testId: 'order-actions',
    value: {
      kind: 'entries',
      summary: { text: summary },
      entries: transfers.map((a, i) => ({ raw: String(a.to), label: 'recipient', says: carries(a, i + 1) })),
    },
  };
}

/** The fields of an order the multisig's init message has set up. */
function initializedFields(o: Details, now: number | undefined): NamedField[] {
  const expires = timeText(o.expires_at, now);
  return [
    said('Approvals', 'order-approvals', approvalsText(o)),
    {
      name: 'Signers',
      testId: 'order-signers',
      value: {
        kind: 'entries',
        summary: {
          text: `${notYet(o)}: ${notApproved(o)}${o.executed === true ? ' (not needed: the threshold was reached)' : ''}`,
        },
        entries: signerEntries(o),
      },
    },
    said('Executed', 'order-executed', {
      text: o.executed === true ? 'yes — sent to the multisig for execution' : 'no',
    }),
    said('Expires', 'order-expires', {
      ...expires,
      ...(o.expired === true ? { flag: '— expired: the multisig will not carry it out' } : {}),
    }),
    actionsField(o),
    ...transferFields(o),
  ];
}

/** The signers who have not approved, by index, or "none". */
function notApproved(o: Details): string {
  const missing = signersOf(o).filter((s) => !s.approved);
  return missing.length === 0 ? 'none' : missing.map((s) => `signer ${s.index}`).join(', ');
}

/** A multisig v2 order's fields, at the indexed time `now`. */
export function multisigOrderFields(o: Details, now: number | undefined): NamedField[] {
  return [
    addressField('Multisig', 'order-multisig', o.multisig, 'multisig'),
    said('Order', 'order-seqno', { text: `seqno ${valueText(o.order_seqno)}` }),
    ...(o.initialized === true
      ? initializedFields(o, now)
      : [
          said('State', 'order-state', {
            text: 'not set up yet: the multisig’s init message has not reached it, so it has no signers or approvals',
          }),
        ]),
  ];
}
