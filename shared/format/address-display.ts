/**
 * How an account's address is written for a person — one rule for every screen, export and the CLI, so
 * one account never shows under four spellings (issue 16):
 *
 * 1. raw (`wc:HEX`) when asked for;
 * 2. else the form the user gave for this account: raw when they pasted it raw (any case, written
 *    `wc:UPPERHEX`), else the bounceable flag of the friendly address they typed, on the network being
 *    looked at (a testnet form pasted on a mainnet profile is looked up, and so shown, as its mainnet
 *    form). What they typed is read as the paste box reads it: an address inside punctuation, a
 *    sentence or an explorer link counts as given in its own form;
 * 3. else the friendly form for the account's network and role: non-bounceable (`UQ…`/`0Q…`) for a
 *    wallet and for an account without code (coins sent there must not bounce back — the indexer's own
 *    address-book rule, docs/indexer-api.md §4.4.3), bounceable (`EQ…`/`kQ…`) for other contracts and
 *    for an account nothing is known of (TEP-2's default form).
 *
 * Friendly forms are always URL-safe. Nothing here looks anything up: the caller says what it knows.
 */
import { friendlyFormOfRaw, parseAddress } from '../address/address-codec';
import { parseAddressList } from '../address/address-list';
import type { ParsedAddress } from '../address/address-types';
import type { AddressForms } from '../address/address-types';
import { NOT_FOUND_STATUS } from './status';

/** What an account is, as far as the form to show goes. */
export type AccountRole = 'wallet' | 'contract' | 'no-code' | 'unknown';

/** What a caller knows about an account's code. */
export interface AccountRoleFacts {
  /** The indexer's status (`active`, `uninit`, …, or `not found`); absent when not looked up. */
  readonly status?: string | null | undefined;
  /** The code hash, when the account has code. */
  readonly codeHash?: string | null | undefined;
  /** Its code is a wallet's (a known wallet code, or the indexer's wallet interface). */
  readonly isWallet?: boolean | undefined;
}

/** Statuses of an account that has no code to run (so nothing could bounce a message back). */
const NO_CODE_STATUSES: ReadonlySet<string> = new Set(['uninit', 'nonexist', 'frozen', NOT_FOUND_STATUS]);

/** The role of an account from what is known of it: `unknown` when nothing is. */
export function accountRole(facts: AccountRoleFacts): AccountRole {
  if (facts.isWallet) return 'wallet';
  if (facts.codeHash) return 'contract';
  if (facts.status && NO_CODE_STATUSES.has(facts.status)) return 'no-code';
  if (facts.status === 'active') return 'contract';
  return 'unknown';
}

/** How to write one address. */
export interface AddressDisplayOptions {
  /** The network being looked at: testnet forms carry the test-only flag. */
  readonly testnet: boolean;
  /**
   * What the user typed for this account, if anything: any form, alone or inside the text it was pasted
   * in (`“UQ…,”`, an explorer link); text that names no address of this account is ignored.
   */
  readonly given?: string | null | undefined;
  /** What the account is; `unknown` when absent. */
  readonly role?: AccountRole | undefined;
  /** Show the raw form (`wc:HEX`) instead. */
  readonly raw?: boolean | undefined;
  /**
   * A user-friendly form even when the user gave the raw one (a link out to an explorer wants one): a
   * raw form given then only names the account, and the role picks the flag.
   */
  readonly friendly?: boolean | undefined;
}

/** Which of the forms the rule picks: a key of {@link AddressForms}. */
export function displayFormKey(raw: string, options: AddressDisplayOptions): keyof AddressForms {
  return options.raw ? 'raw' : formKeyOfRaw(normalized(raw), options);
}

/** {@link displayFormKey} of a normalised raw address (as `parseAddress` gives it). */
function formKeyOfRaw(rawKey: string, options: AddressDisplayOptions): keyof AddressForms {
  if (options.raw) return 'raw';
  const given = givenAddress(rawKey, options.given);
  if (given?.inputForm === 'raw' && !options.friendly) return 'raw';
  const bounceable = given?.inputFlags?.bounceable ?? roleBounceable(options.role ?? 'unknown');
  if (options.testnet) return bounceable ? 'testnetBounceable' : 'testnetNonBounceable';
  return bounceable ? 'bounceable' : 'nonBounceable';
}

/** The flags (bounceable, testnet) of each user-friendly form. */
const FRIENDLY_FLAGS: Readonly<Record<Exclude<keyof AddressForms, 'raw'>, readonly [boolean, boolean]>> = {
  bounceable: [true, false],
  nonBounceable: [false, false],
  testnetBounceable: [true, true],
  testnetNonBounceable: [false, true],
};

/** The address of `raw` (any form accepted) as the rule writes it; the input itself when it is not an address. */
export function displayAddress(raw: string, options: AddressDisplayOptions): string {
  const parsed = parseAddress(raw);
  if (!parsed.ok) return raw;
  const rawKey = parsed.address.raw;
  const key = formKeyOfRaw(rawKey, options);
  if (key === 'raw') return rawKey;
  // Only the form shown is encoded, and the address parsed once: reading `forms` encoded all four, and
  // the rule parsed the address again (a table's first rows each paid both, inside their frame).
  const [bounceable, testnet] = FRIENDLY_FLAGS[key];
  return friendlyFormOfRaw(rawKey, bounceable, testnet);
}

/** Non-bounceable for wallets and accounts without code; bounceable otherwise (TEP-2's default). */
function roleBounceable(role: AccountRole): boolean {
  return role === 'contract' || role === 'unknown';
}

/**
 * The address the user gave for the account `rawKey`, as they wrote it, or null: the text itself when it
 * is an address, else the first address of that account the paste box would find in it (the one parser
 * of pasted text, shared/address/address-list.ts), so what the user pasted is read one way.
 */
function givenAddress(rawKey: string, given: string | null | undefined): ParsedAddress | null {
  if (!given) return null;
  const direct = parseAddress(given);
  if (direct.ok) return direct.address.raw === rawKey ? direct.address : null;
  const found = parseAddressList(given, { read: 'prose' }).entries.find((e) => e.address?.raw === rawKey);
  return found?.address ?? null;
}

/** `wc:UPPERHEX` of any form (the text itself when it is not an address). */
function normalized(raw: string): string {
  const parsed = parseAddress(raw);
  return parsed.ok ? parsed.address.raw : raw;
}

/**
 * The raw form of a search text that is a whole address in any form, else null — so a filter or a
 * search can match every form of the same account (the EQ form finds the row of a pasted UQ wallet).
 */
export function addressQueryRaw(query: string): string | null {
  const trimmed = query.trim();
  if (trimmed.length < 48) return null;
  const parsed = parseAddress(trimmed);
  return parsed.ok ? parsed.address.raw : null;
}
