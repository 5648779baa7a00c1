/**
 * What an account status means, in one sentence a support agent can read out. A `nonexist` account is
 * not "balance 0, fine" (docs/architecture.md, "Lessons from the field"): the sentence says so.
 */
import { KNOWN_ACCOUNT_STATUSES, type KnownAccountStatus } from '../api/account-states';
import { markedText } from './text-safety';
import { coreOf } from '../address/address-tokens';
import { parseAddress } from '../address/address-codec';

/** A status ready to show. */
export interface StatusDescription {
  /** The badge text: the status as the indexer wrote it, `"not found"`, or `"unknown"` for null. */
  readonly label: string;
  /** One sentence. */
  readonly description: string;
  /** The status is one of the four the indexer defines (or "not found"). */
  readonly known: boolean;
  /** The balance shown for this status is a real balance (false for nonexist and not found). */
  readonly hasRealBalance: boolean;
}

const DESCRIPTIONS: Record<KnownAccountStatus, string> = {
  active: 'A deployed contract: the account has code and data and runs when it receives messages.',
  uninit:
    'The account holds a balance but no contract has been deployed there yet (typical of a wallet that has received coins but never sent any).',
  frozen:
    'The account was frozen because it could not pay its storage fees; it keeps only a hash of its old state, and its contract does not run. A message that brings TON for the storage debt together with that old state (the code and data whose hash it kept) unfreezes it.',
  nonexist:
    'There is no account at this address on chain — the balance is not a real 0 balance. The indexer saw it once (for example, it was deleted or a message to it bounced).',
};

/** Pseudo-status for a requested address the indexer returned nothing for. */
export const NOT_FOUND_STATUS = 'not found';

/** Pseudo-status of a requested address whose request failed after every retry. */
export const FAILED_STATUS = 'failed';
/** Pseudo-status of a requested address whose request has not been answered yet. */
export const PENDING_STATUS = 'pending';

const PSEUDO: Record<string, string> = {
  [NOT_FOUND_STATUS]:
    'The indexer has no record of this address: it has never seen a transaction involving it, or it has not indexed it yet.',
  [FAILED_STATUS]:
    'The request for this address failed after every retry; nothing is known about it. Use "Retry failed".',
  [PENDING_STATUS]: 'The request for this address has not been answered yet.',
};

/**
 * The label and meaning of an account status: the four known ones, `"not found"` (the indexer does not
 * know the address at all), and anything else shown as written with a neutral sentence.
 */
export function statusDescription(status: string | null | undefined): StatusDescription {
  const pseudo = status ? PSEUDO[status] : undefined;
  if (status && pseudo) return { label: status, description: pseudo, known: true, hasRealBalance: false };
  if (status === null || status === undefined || status === '') {
    return {
      label: 'unknown',
      description: 'The indexer sent no status for this account.',
      known: false,
      hasRealBalance: false,
    };
  }
  if ((KNOWN_ACCOUNT_STATUSES as readonly string[]).includes(status)) {
    const known = status as KnownAccountStatus;
    return {
      label: known,
      description: DESCRIPTIONS[known],
      known: true,
      hasRealBalance: known !== 'nonexist',
    };
  }
  // Shown as written, but inert: its control and bidi characters as markers. Not cut here: its length
  // was bounded where the answer was decoded, and that cut's note stays in view.
  return {
    label: markedText(status, Infinity),
    description: `The indexer reports the status "${markedText(status, 200)}", which this app does not know; it is shown as written.`,
    known: false,
    hasRealBalance: true,
  };
}

/** What an account without a contract is, for the place a contract's kind is shown. */
export interface UndeployedKind {
  /** Short: `not deployed`. */
  readonly label: string;
  /** One sentence: what it is and where coins sent to it go. */
  readonly description: string;
}

/**
 * The kind of an `uninit` or `nonexist` account — no contract runs there, so it is no "unknown
 * contract" — or null for any other status.
 */
export function undeployedKind(status: string | null | undefined): UndeployedKind | null {
  if (status === 'uninit')
    return {
      label: 'not deployed',
      description:
        'Not deployed — no contract runs here yet; coins sent to its non-bounceable form (UQ…) wait here until its owner deploys a wallet.',
    };
  if (status === 'nonexist')
    return {
      label: 'not deployed',
      description:
        'Not deployed — there is no account here; coins sent to its non-bounceable form (UQ…) create one and wait there until its owner deploys a wallet.',
    };
  return null;
}

/**
 * What a transfer to the very form the customer gave did, for an account with no contract: a
 * user-friendly form with the bounceable flag (EQ…, kQ…) asks the sender to set bounce (TEP-2), and an
 * account with no contract sends a bouncing transfer back, less fees — the classic "I sent to my
 * friend's new wallet and he got nothing". Null for any other status or form (a raw address carries
 * no flag; a non-bounceable one's coins stay, as the status says).
 */
export function bounceNote(status: string | null | undefined, input: string): string | null {
  if (!undeployedKind(status)) return null;
  // The token as typed may carry the message's quotes, brackets or full stop around the address.
  const address = coreOf(input.trim())?.text ?? '';
  const parsed = parseAddress(address);
  if (!parsed.ok || !parsed.address.inputFlags?.bounceable) return null;
  // The form's own first two characters (EQ, Ef, kQ, kf…): a testnet kQ… called "EQ…" reads as a mistake.
  const prefix = address.slice(0, 2);
  return (
    `Given in its bounceable form (${prefix}…): a transfer to that form is meant to be sent with bounce on, and ` +
    'an account with no contract sends such a transfer back to its sender, less fees — so, unless the ' +
    "sender's wallet turned bounce off, the coins went back to it."
  );
}

/** The order statuses are listed in: the indexer's four, then not found, failed, pending. */
export const STATUS_ORDER: readonly string[] = [
  'active',
  'uninit',
  'frozen',
  'nonexist',
  NOT_FOUND_STATUS,
  FAILED_STATUS,
  PENDING_STATUS,
];

/** Where a status is listed: by {@link STATUS_ORDER}, anything else after. */
export function statusRank(status: string): number {
  const rank = STATUS_ORDER.indexOf(status);
  return rank === -1 ? STATUS_ORDER.length : rank;
}
