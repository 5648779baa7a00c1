/**
 * A contract's own facts as named fields whose values are written once: the Contract section renders
 * them (detail-fields.tsx `NamedFieldList`) and "Copy the answer" writes the same words into the ticket
 * (copy-answer.tsx), so the two can never disagree. lock-fields.ts (what a vesting or lockup wallet has
 * locked) and ownership-fields.ts (who holds an NFT, a domain or a Telegram name) are made of these.
 */
import type { ShownText } from './shown-values';

/**
 * One field's value: words, an address (or none) with a check beside it, or a list of addresses.
 * `wallet`: the address is written as a wallet (non-bounceable), as its owner would paste it.
 */
export type FieldValue =
  | ({ readonly kind: 'text' } & ShownText)
  | {
      readonly kind: 'address';
      readonly raw: string | null;
      readonly label: string;
      readonly wallet?: boolean;
      /** What a second get-method says of the link, written after the address. */
      readonly check?: LinkCheck;
    }
  | {
      readonly kind: 'addresses';
      readonly raws: readonly string[];
      readonly label: string;
      readonly wallet?: boolean;
    }
  | {
      readonly kind: 'entries';
      /** Words before the list ("7 of at most 40"). */
      readonly summary: ShownText;
      readonly entries: readonly AddressEntry[];
    };

/** An address in a list, with what the contract says of it (a nominator's stake). */
export interface AddressEntry {
  readonly raw: string;
  readonly label: string;
  readonly wallet?: boolean;
  readonly says: ShownText;
}

/** Whether another contract confirms a link this one claims (a collection that holds this item). */
export interface LinkCheck {
  /** True: confirmed; false: the other contract names another account. */
  readonly confirms: boolean;
  /** What is confirmed, in words ("the collection holds this item at its index"). */
  readonly what: string;
}

/** One named field, in the page's order. */
export interface NamedField {
  readonly name: string;
  /** The page's test id (`insight-<testId>`). */
  readonly testId: string;
  readonly value: FieldValue;
}

/** A kind's own facts: what the answer calls them ("Vesting"), and their fields in the page's order. */
export interface NamedFacts {
  readonly title: string;
  readonly fields: readonly NamedField[];
  /** What it means that an address is named in none of the fields (a pool: not one of its nominators). */
  readonly notNamed?: string;
}

/** A contract's details, as decoded (shared/contracts/details/*). */
export type Details = Record<string, unknown>;

/** A field of words. */
export const said = (name: string, testId: string, shown: ShownText): NamedField => ({
  name,
  testId,
  value: { kind: 'text', ...shown },
});

/** An address field; none when the contract holds none. */
export const addressField = (
  name: string,
  testId: string,
  raw: unknown,
  label: string,
  more: { wallet?: boolean; check?: LinkCheck } = {},
): NamedField => ({
  name,
  testId,
  value: { kind: 'address', raw: typeof raw === 'string' ? raw : null, label, ...more },
});

/** A record under one key of the details, or null. */
export function part(d: Details, key: string): Details | null {
  const value = d[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : null;
}

/** A list of addresses; none when the contract holds none. */
export const addressesField = (
  name: string,
  testId: string,
  raws: unknown,
  label: string,
  wallet = false,
): NamedField => ({
  name,
  testId,
  value: { kind: 'addresses', raws: Array.isArray(raws) ? (raws as string[]) : [], label, wallet },
});

/** A link's check from the details' `…_confirms` flag; none while it is not known. */
export const linkCheck = (confirms: unknown, what: string): LinkCheck | undefined =>
  typeof confirms === 'boolean' ? { confirms, what } : undefined;

/** The words after a checked link ("— confirmed: …"), as the page and the answer write them. */
export function linkCheckText(check: LinkCheck): string {
  return check.confirms
    ? `— confirmed: ${check.what}`
    : '— not confirmed: it names another account (see the problems below)';
}
