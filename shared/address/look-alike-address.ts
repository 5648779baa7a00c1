/**
 * Look-alike addresses (address poisoning): a scammer makes an address whose user-friendly form begins
 * and ends like one the victim uses, and sends it dust so it shows in the victim's history; the victim
 * later copies it from there. Wallet apps show an address as its first and last four characters
 * ("UQAs…N5vp"), so that is what the copy matches — about 32 bits (the tag and workchain are fixed) a
 * scammer can grind out. Two addresses of one customer's message share them by chance almost never;
 * a list of 100,000 holds about one such pair by chance (n²/2 pairs over 2³²) — which a wallet app
 * shows as alike all the same, so it is marked too.
 *
 * Two readers: {@link looksAlike} compares two addresses (a customer's message on the account page),
 * and {@link LookAlikeIndex} finds, as a lookup's rows are accumulated (shared/jobs/lookup-answer.ts),
 * each account that looks like another of the same lookup or like an address the user keeps (a label,
 * a saved address, a watched one) — one map lookup a row.
 */
import { friendlyEndsOfRaw, friendlyFormOfRaw } from './address-codec';
import { SeenAccounts } from './seen-accounts';

/** The characters a wallet app shows at each end of an address, and that a look-alike copies. */
export const LOOK_ALIKE_ENDS = 4;

/**
 * The ends of `raw`'s forms, as {@link friendlyEndsOfRaw} numbers them. One form's stand for both: the
 * forms differ only in the tag byte, and CRC-16/XMODEM is linear (same length, initial 0), so the
 * bounceable form's checksum is the non-bounceable one's XOR a constant — two accounts share the ends
 * of one form exactly when they share the other's. The non-bounceable form is the one read: wallet
 * apps show a wallet in it.
 */
export const lookAlikeEnds = (raw: string, testnet: boolean): number =>
  friendlyEndsOfRaw(raw, false, testnet);
const endsOf = lookAlikeEnds;

/** What {@link LookAlikeIndex.add} answers for nearly every account (nothing made for it). */
const NO_MARKS: readonly LookAlikeMark[] = Object.freeze([]);

/**
 * Whether two different accounts (normalised raw forms) read alike where a wallet app shows them: the
 * same first and last four characters of their user-friendly forms, bounceable or not, on `testnet` or
 * mainnet as the page writes them.
 */
export function looksAlike(rawA: string, rawB: string, testnet: boolean): boolean {
  return rawA !== rawB && endsOf(rawA, testnet) === endsOf(rawB, testnet);
}

/** An address the user keeps, which a look-alike in a lookup may copy. */
export interface OwnAddress {
  readonly raw: string;
  /** Where the user keeps it: the label first, then a saved (favourite) or watched address. */
  readonly kept: 'label' | 'favourite' | 'watch';
  /** The label's text (the user's own), for `kept: 'label'`. */
  readonly label?: string;
}

/**
 * The user's addresses by their ends ({@link lookAlikeEnds}), as a lookup's index looks in them: kept
 * behind the bridge and up to date (shared/bridge/own-address-index.ts), so a lookup's start reads none of them.
 */
export interface OwnEnds {
  get(ends: number): OwnAddress | undefined;
}

/** What an account looks like: another account of the same lookup (its row, 0-based), or an address the user keeps. */
export type LookAlikeOf = {
  readonly raw: string;
  /** Its ends as a wallet app shows a wallet (the non-bounceable form: "UQAb…xyZ1"). */
  readonly shown: string;
} & (
  | { readonly row: number; readonly kept?: undefined }
  | (Omit<OwnAddress, 'raw'> & { readonly row?: undefined })
);

/** One account of a lookup found to look like another address (a sparse list travels with a batch). */
export interface LookAlikeMark {
  readonly raw: string;
  readonly of: LookAlikeOf;
}

/**
 * The look-alikes of one lookup, found as its accounts come: a map from the ends (the 8 characters a
 * wallet app shows, as one number; one form's stand for both: {@link endsOf}) to the first address seen
 * with them, and the user's own addresses in a map of their own, looked in first. One map lookup an
 * account, nothing made for one that matches nothing. An account is marked once, by the first address
 * it meets; when a later account makes an earlier one a look-alike, both are marked at once (the pair
 * is returned).
 */
export class LookAlikeIndex {
  private readonly seen = new SeenAccounts();
  private readonly own: OwnEnds;
  /** Accounts of the lookup already marked, and those added (an account asked twice counts once). */
  private readonly marked = new Set<string>();

  /**
   * An index for a lookup on `testnet` (or mainnet) of an indexer, against the user's `own` addresses:
   * their index kept behind the bridge, or a list (the first with some ends names them).
   */
  constructor(
    private readonly testnet: boolean,
    own: readonly OwnAddress[] | OwnEnds = [],
  ) {
    this.own = 'get' in own ? own : ownEndsOf(own, testnet);
  }

  /**
   * The lookup's account `raw` at `row` has come: the marks it makes — none, its own, or its own and
   * the earlier account's it looks like (an account already marked keeps its first mark).
   */
  add(raw: string, row: number): readonly LookAlikeMark[] {
    const ends = endsOf(raw, this.testnet);
    const own = this.own.get(ends);
    const first = this.seen.get(ends);
    if (!first) this.seen.set(ends, raw, row);
    // Nothing is made for an account whose ends nothing had (nearly every one).
    if ((!own || own.raw === raw) && (!first || first.raw === raw)) return NO_MARKS;
    const marks: LookAlikeMark[] = [];
    const shown = (of: string) => shownEnds(of, false, this.testnet);
    if (own && own.raw !== raw) this.mark(marks, raw, () => ({ ...own, shown: shown(own.raw) }));
    if (first && first.raw !== raw) {
      this.mark(marks, raw, () => ({ raw: first.raw, row: first.row, shown: shown(first.raw) }));
      this.mark(marks, first.raw, () => ({ raw, row, shown: shown(raw) }));
    }
    return marks;
  }

  /** Marks `raw` as looking like `of()`, unless it is marked already. */
  private mark(marks: LookAlikeMark[], raw: string, of: () => LookAlikeOf): void {
    if (this.marked.has(raw)) return;
    this.marked.add(raw);
    marks.push({ raw, of: of() });
  }
}

/** A list of the user's addresses by their ends, the first with some ends kept for them. */
function ownEndsOf(own: readonly OwnAddress[], testnet: boolean): OwnEnds {
  const byEnds = new Map<number, OwnAddress>();
  for (const address of own) {
    const ends = endsOf(address.raw, testnet);
    if (!byEnds.has(ends)) byEnds.set(ends, address);
  }
  return byEnds;
}

/** `raw`'s form as a wallet app shows it: its first and last four characters ("UQAb…xyZ1"). */
export function shownEnds(raw: string, bounceable: boolean, testnet: boolean): string {
  const form = friendlyFormOfRaw(raw, bounceable, testnet);
  return `${form.slice(0, LOOK_ALIKE_ENDS)}…${form.slice(-LOOK_ALIKE_ENDS)}`;
}

/** What an account looks like, in words: "your label ‘Alice’ (EQAb…xyZ1)", "row 12 of this list (EQAb…xyZ1)". */
export function lookAlikeOfText(of: LookAlikeOf): string {
  if (of.row !== undefined) return `row ${of.row + 1} of this list (${of.shown})`;
  if (of.kept === 'label') return `your label ‘${of.label ?? ''}’ (${of.shown})`;
  return of.kept === 'favourite' ? `your saved address ${of.shown}` : `an address you watch (${of.shown})`;
}

/**
 * The warning of a look-alike, one sentence for every reader (the account page, a message's other
 * addresses, the table's badge): `subject` ("This address", "It") begins and ends like `what`.
 */
export function lookAlikeSentence(subject: string, what: string): string {
  return `⚠ ${subject} begins and ends like ${what}, but is another account: a look-alike address — compare every character`;
}
