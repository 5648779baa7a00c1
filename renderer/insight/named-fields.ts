/**
 * A contract's own facts as named fields whose values are written once: the Contract section renders
 * them (detail-fields.tsx `NamedFieldList`) and "Copy the answer" writes the same words into the ticket
 * (copy-answer.tsx), so the two can never disagree. lock-fields.ts (what a vesting or lockup wallet has
 * locked) and ownership-fields.ts (who holds an NFT, a domain or a Telegram name) are made of these.
 */
import type { ShownText } from './shown-values';

/**
 * A piece of a sentence: words, or an address written as the page writes it. `role`: the address is
 * one this account names, under that name ("Seller (in its sale contract)").
 */
export type WordPart =
  | string
  | { readonly raw: string; readonly label: string; readonly wallet?: boolean; readonly role?: string };

/**
 * One field's value: words, an address (or none) with a check beside it, a list of addresses, or a
 * sentence with addresses in it. `wallet`: the address is written as a wallet (non-bounceable), as its
 * owner would paste it.
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
      /** What the account at the address is, written after it (an NFT's owner: a sale contract). */
      readonly about?: readonly WordPart[];
    }
  | { readonly kind: 'words'; readonly parts: readonly WordPart[] }
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
  /**
   * True: confirmed; false: the other contract names another account; null: it could not be asked
   * (then `unasked` says why that matters).
   */
  readonly confirms: boolean | null;
  /** What is confirmed, in words ("the collection holds this item at its index"). */
  readonly what: string;
  /** Why the link stands unconfirmed, when the other contract could not be asked. */
  readonly unasked?: string;
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
  more: { wallet?: boolean; check?: LinkCheck; about?: readonly WordPart[] } = {},
): NamedField => ({
  name,
  testId,
  value: { kind: 'address', raw: typeof raw === 'string' ? raw : null, label, ...more },
});

/** A field of a sentence with addresses in it. */
export const wordsField = (name: string, testId: string, parts: readonly WordPart[]): NamedField => ({
  name,
  testId,
  value: { kind: 'words', parts },
});

/** A sentence's parts as text, each address written by `show` as the page writes it. */
export function wordsText(
  parts: readonly WordPart[],
  show: (raw: string, facts?: { role?: 'wallet' }) => string,
): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : show(part.raw, part.wallet ? { role: 'wallet' } : {})))
    .join('');
}

/** The addresses a sentence names as this account's, with the names it gives them. */
export function namedInWords(parts: readonly WordPart[]): { role: string; raw: string }[] {
  return parts.flatMap((part) =>
    typeof part !== 'string' && part.role ? [{ role: part.role, raw: part.raw }] : [],
  );
}

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

/**
 * A link's check from the details' `…_confirms` flag; none while it is not known — or, when the other
 * contract could not be asked (`null`) and `unasked` says why that matters, a check that says so.
 */
export function linkCheck(confirms: unknown, what: string, unasked?: string): LinkCheck | undefined {
  if (typeof confirms === 'boolean') return { confirms, what };
  return confirms === null && unasked ? { confirms: null, what, unasked } : undefined;
}

/** The words after a checked link ("— confirmed: …"), as the page and the answer write them. */
export function linkCheckText(check: LinkCheck): string {
  if (check.confirms === null) return `— not confirmed: ${check.unasked}`;
  return check.confirms
    ? `— confirmed: ${check.what}`
    : '— not confirmed: it names another account (see the problems below)';
}
