/**
 * The one place where an account record and an address book entry are checked and packed to be held
 * compactly on the page (issue 35: 100,000 rows and more), and where the packed parts are read back as
 * the server's texts. The job owner packs each batch's rows before they cross to the window
 * (shared/bridge/job-owner.ts, in the web build's job worker or Electron main), so the page only builds
 * its compact records from the parts (renderer/model/compact-records.ts), with nothing to decode or
 * check; rows reaching the page another way (a reopened log entry) are packed here too, by the page.
 *
 * Exact by construction: a record is packed only when every packed field is written back from its parts
 * character for character (hashes: hash-bytes.ts; balance and lt: {@link decimalField}; an entry's form:
 * {@link bookFlags}) and it has exactly one of the usual sets of fields in the server's order. Any other
 * record (a hostile or odd indexer's) is not packed: it stays as sent.
 */
import type { AccountState, AddressBookEntry, AddressBookMap } from '../api/account-states';
import { friendlyFormOfRaw, isFriendlyFormOfRaw } from '../address/address-codec';
import { hashAt, packHashes } from './hash-bytes';
import type { LookupRow } from './lookup-row';

/** A deployed account's fields as the indexer sends them (Go's `AccountStateFull` order, no BoCs). */
const DEPLOYED_FIELDS = [
  'address',
  'account_state_hash',
  'balance',
  'extra_currencies',
  'status',
  'last_transaction_hash',
  'last_transaction_lt',
  'data_hash',
  'code_hash',
  'contract_methods',
  'interfaces',
] as const;
/** An account's fields when it has no code (uninit, nonexist): no data or code hash. */
const NO_CODE_FIELDS = DEPLOYED_FIELDS.filter((field) => field !== 'data_hash' && field !== 'code_hash');
/**
 * A frozen account's fields: one with no code, and the hash of its last state (`frozen_hash`) after its
 * status (Go's `AccountStateFull` order; about 5 % of real lists).
 */
const FROZEN_FIELDS = [...NO_CODE_FIELDS.slice(0, 5), 'frozen_hash', ...NO_CODE_FIELDS.slice(5)];

/** Characters a packed hash takes (a form code and 32 bytes: hash-bytes.ts). */
const PACKED_HASH_CHARS = 33;
/**
 * Ends a frozen account's packed hashes (its state's, its last transaction's, its frozen hash): three
 * hashes as a deployed account's are, and this one character more tells them apart.
 */
const FROZEN_MARK = '!';

/**
 * A decimal text held as the number it names when writing that number gives the very text back (in
 * practice digits without a leading zero, below 2^53): a small integer costs nothing beside the record, a
 * larger one a 12-byte heap number, where the text of a balance or an lt took 24 to 32. Any other text
 * (leading zeros, 2^53 and past, an exponent, spaces, longer than 20 characters) or null is held as it came.
 */
export type DecimalField = number | string | null | undefined;

/** `text` as a {@link DecimalField}. */
export function decimalField(text: string | null | undefined): DecimalField {
  if (typeof text !== 'string' || text.length > 20) return text;
  const digits = plainDigitsValue(text);
  if (digits >= 0) return digits;
  const value = Number(text);
  return String(value) === text ? value : text;
}

/**
 * The value of `text` when it is at most 15 digits without a leading zero (or `0`), else -1: below
 * 10^15 < 2^53 such a text is exactly the number it names written back, so nearly every balance and
 * lt is read without writing a text to compare (the job owner reads two a record, 200,000 a lookup of
 * 100,000); any other text takes the written comparison.
 */
function plainDigitsValue(text: string): number {
  const length = text.length;
  if (length === 0 || length > 15 || (length > 1 && text.charCodeAt(0) === 48)) return -1;
  let value = 0;
  for (let i = 0; i < length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The text a {@link DecimalField} holds, exactly as it came (undefined stays undefined). */
export const decimalText = (field: DecimalField): string | null | undefined =>
  typeof field === 'number' ? String(field) : field;

/**
 * An account record's parts, from which the page builds its compact record: its own hashes packed into
 * one string (2 for an account with no code, 3 for a deployed one, in {@link DEPLOYED_FIELDS} order; a
 * frozen one's state and last transaction hashes then its frozen hash, and {@link FROZEN_MARK}),
 * its balance and lt as {@link DecimalField}s, its other fields as sent. Plain data: it crosses to the
 * window by structured clone, 99 one-byte characters where three hashes were 132.
 */
export interface PackedAccount {
  /** Null when it is the row's own raw address, which the page holds already (not sent twice). */
  address: string | null;
  hashes: string;
  balance: DecimalField;
  lt: DecimalField;
  extra_currencies: AccountState['extra_currencies'];
  status: AccountState['status'];
  /** Present for a deployed account only (its record has the field; one with no code has not). */
  code_hash?: AccountState['code_hash'];
  contract_methods: AccountState['contract_methods'];
  interfaces: AccountState['interfaces'];
}

/** Whether `record` has exactly `fields`, in that order (none inherited besides). */
export function hasFields(record: object, fields: readonly string[]): boolean {
  let at = 0;
  for (const field in record) if (field !== fields[at++]) return false;
  return at === fields.length;
}

/**
 * Which usual set of fields `a` has, exactly and in the server's order: a deployed account's, one's
 * with no code (uninit, nonexist), or a frozen one's; null for any other.
 */
export function usualFieldsOf(a: AccountState): 'deployed' | 'no-code' | 'frozen' | null {
  if (hasFields(a, DEPLOYED_FIELDS)) return 'deployed';
  if (hasFields(a, NO_CODE_FIELDS)) return 'no-code';
  return hasFields(a, FROZEN_FIELDS) ? 'frozen' : null;
}

/**
 * `a`'s own hashes packed into one string (shared/jobs/hash-bytes.ts; {@link PackedAccount.hashes}) when
 * it has one of the usual sets of fields (same fields, same order) and its hashes all come back exactly;
 * else null (it stays as it is). The one check of whether a record packs: {@link packAccount} and the
 * batch's columns (shared/jobs/row-columns.ts) both start from it.
 */
export function packedHashes(a: AccountState): string | null {
  const fields = usualFieldsOf(a);
  if (fields === null) return null;
  if (fields === 'no-code') return packHashes([a.account_state_hash, a.last_transaction_hash]);
  // A data or frozen hash is a text: a field present and null is not what packing writes back.
  const third = fields === 'deployed' ? a.data_hash : a.frozen_hash;
  if (typeof third !== 'string') return null;
  const hashes = packHashes([a.account_state_hash, a.last_transaction_hash, third]);
  return hashes !== null && fields === 'frozen' ? hashes + FROZEN_MARK : hashes;
}

/**
 * `a`'s parts when it packs ({@link packedHashes}); else null (it stays as it is). Its address is left
 * out (null) when it is `raw`.
 */
export function packAccount(a: AccountState, raw?: string): PackedAccount | null {
  const hashes = packedHashes(a);
  if (hashes === null) return null;
  const parts: PackedAccount = {
    address: a.address === raw ? null : a.address,
    hashes,
    balance: decimalField(a.balance),
    lt: decimalField(a.last_transaction_lt),
    extra_currencies: a.extra_currencies,
    status: a.status,
    contract_methods: a.contract_methods,
    interfaces: a.interfaces,
  };
  if (isDeployedPacked(hashes)) parts.code_hash = a.code_hash;
  return parts;
}

/** Whether the parts are a deployed account's (three hashes: a data hash and a code hash). */
export const isDeployedPacked = (hashes: string): boolean => hashes.length === 3 * PACKED_HASH_CHARS;

/** Whether the parts are a frozen account's (its third hash is its `frozen_hash`). */
export const isFrozenPacked = (hashes: string): boolean => hashes.length === 3 * PACKED_HASH_CHARS + 1;

/**
 * Hash number `k` of packed `hashes` (its state's, its last transaction's, then its data or frozen
 * hash), as the server wrote it.
 */
export const packedHash = (hashes: string, k: number): string | null =>
  hashAt(hashes, k, Math.floor(hashes.length / PACKED_HASH_CHARS));

/**
 * The two flags of a user-friendly form (bounceable, testnet), at the index of the first character a
 * form with them has in {@link FORM_FIRST_CHARS} (its tag byte's top six bits).
 */
const FLAG_PAIRS: readonly (readonly [boolean, boolean])[] = [
  [false, false],
  [true, false],
  [true, true],
  [false, true],
];
const FORM_FIRST_CHARS = 'UEk0';
/** {@link bookFlags} of an entry that is not packed. */
export const NOT_PACKED = -1;

/** Whether an address book entry has exactly its three usual fields (user_friendly, domain, interfaces). */
export function hasUsualFields(book: AddressBookEntry): boolean {
  let count = 0;
  for (const field in book) {
    if (field !== 'user_friendly' && field !== 'domain' && field !== 'interfaces') return false;
    count++;
  }
  return count === 3;
}

/**
 * Which flags the entry `book` of the account `raw` (a normalised raw address) was written with, when it
 * has exactly the usual three fields and its user-friendly form is the app's own URL-safe encoding of
 * `raw` with those flags ({@link friendlyOfFlags} writes it again); else {@link NOT_PACKED}.
 */
export function bookFlags(book: AddressBookEntry, raw: string): number {
  const text = book.user_friendly;
  if (typeof text !== 'string' || text.length !== 48 || !hasUsualFields(book)) return NOT_PACKED;
  const flags = FORM_FIRST_CHARS.indexOf(text.charAt(0));
  if (flags < 0) return NOT_PACKED;
  // The comparison is what makes it exact: the reader writes the same text from the same raw and flags.
  const [bounceable, testnet] = FLAG_PAIRS[flags]!;
  return isFriendlyFormOfRaw(text, raw, bounceable, testnet) ? flags : NOT_PACKED;
}

/** The user-friendly form of `raw` written with `flags` ({@link bookFlags}). */
export function friendlyOfFlags(raw: string, flags: number): string {
  const [bounceable, testnet] = FLAG_PAIRS[flags]!;
  return friendlyFormOfRaw(raw, bounceable, testnet);
}

/**
 * What the page gets with a lookup batch's rows ({@link packBatch}): per row, its
 * account record's parts where it packs (that row's `account` then crosses as null, and the page builds
 * the record from the parts), else null; per key of the batch's address book, in the order `for…in`
 * gives them (a structured clone keeps it), its entry's {@link bookFlags}.
 */
export interface PackedBatch {
  accounts: (PackedAccount | null)[];
  bookFlags: number[];
}

/** A lookup batch as the lookup job emits it (shared/jobs/job-events.ts `job-rows`). */
interface RowsBatch {
  rows: LookupRow[];
  addressBook: AddressBookMap;
}

/**
 * `batch` with its records and entries packed where they pack ({@link PackedBatch}), as objects: what
 * the page reads back of the batch that crossed as columns (shared/jobs/row-columns.ts, which packs
 * with the same {@link packedHashes} and {@link bookFlags} straight into its columns, each made at its
 * length, no object per row). Kept as objects for what compares with that: the tests of the columns, and the
 * row-placement bench's clone of the packed rows as objects. The rows the batch held are not changed.
 */
export function packBatch<B extends RowsBatch>(batch: B): B & { packed: PackedBatch } {
  const accounts: (PackedAccount | null)[] = [];
  let packedAny = false;
  const rows = batch.rows.map((row) => {
    const parts = row.account && packAccount(row.account, row.raw);
    accounts.push(parts);
    if (!parts) return row;
    packedAny = true;
    return { ...row, account: null };
  });
  const flags: number[] = [];
  for (const [raw, entry] of batch.addressBook) flags.push(bookFlags(entry, raw));
  return { ...batch, rows, packed: { accounts: packedAny ? accounts : [], bookFlags: flags } };
}
