/**
 * A lookup's account records and address book entries held compactly, for 100,000 rows and more: an
 * account's three own hashes kept as bytes (hash-bytes.ts), an entry's user-friendly form kept as the
 * two flags it was written with (its bytes are the raw address the row holds anyway). Each is a field
 * read through a getter that writes the server's text again, exactly: a record is made compact only
 * when that text comes back character for character; any other stays the plain record it came as.
 *
 * The getters are OWN, enumerable properties, in the fields' own order: everything that reads a record
 * as data — `JSON.stringify` (the JSON export, the log), a spread, the structured clone of a message
 * or of IndexedDB, `Object.keys`, a zod parse — sees the same fields in the same order with the same
 * texts as the server's record. They have no setter: rows are read-only.
 */
import type { AccountState, AddressBookEntry } from '../../shared/api/account-states';
import { friendlyFormOfRaw } from '../../shared/address/address-codec';
import { hashAt, packHashes } from './hash-bytes';

/** The hashes a compact record holds as bytes, in this order. */
const PACKED_HASHES = ['account_state_hash', 'last_transaction_hash', 'data_hash'] as const;

/**
 * An account record whose own hashes are bytes, and its balance and lt numbers where that is exact
 * ({@link decimalField}). One class for both usual sets of fields (a deployed
 * account's, and one with no code and so no data hash): `hashes` packs 3 or 2 of {@link PACKED_HASHES}.
 */
class CompactAccount {
  readonly #hashes: string;
  readonly #balance: DecimalField;
  readonly #lt: DecimalField;

  constructor(a: AccountState, hashes: string, deployed: boolean) {
    this.#hashes = hashes;
    this.#balance = decimalField(a.balance);
    this.#lt = decimalField(a.last_transaction_lt);
    // The fields in the server's order (Go's `AccountStateFull`): a getter where a hash stands.
    const self = this as unknown as Record<string, unknown>;
    self.address = a.address;
    Object.defineProperty(this, 'account_state_hash', HASH_GETTERS[0]!);
    Object.defineProperty(this, 'balance', BALANCE_GETTER);
    self.extra_currencies = a.extra_currencies;
    self.status = a.status;
    Object.defineProperty(this, 'last_transaction_hash', HASH_GETTERS[1]!);
    Object.defineProperty(this, 'last_transaction_lt', LT_GETTER);
    if (deployed) {
      Object.defineProperty(this, 'data_hash', HASH_GETTERS[2]!);
      self.code_hash = a.code_hash;
    }
    self.contract_methods = a.contract_methods;
    self.interfaces = a.interfaces;
  }

  /** Hash number `k` of the record, as the server wrote it. */
  static hash(record: CompactAccount, k: number): string | null {
    // Each hash takes a form code and 32 bytes.
    return hashAt(record.#hashes, k, record.#hashes.length / 33);
  }

  /** The record's balance, as the server wrote it. */
  static balance(record: CompactAccount): string | null | undefined {
    return decimalText(record.#balance);
  }

  /** The record's last transaction's lt, as the server wrote it. */
  static lt(record: CompactAccount): string | null | undefined {
    return decimalText(record.#lt);
  }
}

/**
 * A decimal text held as the number it names when writing that number gives the very text back (in
 * practice digits without a leading zero, below 2^53): a small integer costs nothing beside the
 * record, a larger one a 12-byte heap number, where the text of a balance or an lt took 24 to 32. Any
 * other text (leading zeros, 2^53 and past, an exponent, spaces, longer than 20 characters) or null is
 * held as it came.
 */
type DecimalField = number | string | null | undefined;

function decimalField(text: string | null | undefined): DecimalField {
  if (typeof text !== 'string' || text.length > 20) return text;
  const value = Number(text);
  return String(value) === text ? value : text;
}

/** The text a {@link DecimalField} holds, exactly as it came (undefined stays undefined). */
const decimalText = (field: DecimalField): string | null | undefined =>
  typeof field === 'number' ? String(field) : field;

/**
 * One descriptor per hash, shared by every record: the same getter function each time, so that every
 * compact record has the same hidden class (V8 keeps the getter in the class, not in the record).
 */
const HASH_GETTERS: readonly PropertyDescriptor[] = PACKED_HASHES.map((_, k) => ({
  get(this: CompactAccount) {
    return CompactAccount.hash(this, k);
  },
  enumerable: true,
  configurable: true,
}));

const BALANCE_GETTER: PropertyDescriptor = {
  get(this: CompactAccount) {
    return CompactAccount.balance(this);
  },
  enumerable: true,
  configurable: true,
};

const LT_GETTER: PropertyDescriptor = {
  get(this: CompactAccount) {
    return CompactAccount.lt(this);
  },
  enumerable: true,
  configurable: true,
};

/**
 * `a` made compact when it has one of the usual sets of fields (`deployed`: a deployed account's,
 * with a data and a code hash) and its hashes all come back exactly; else null (it stays as it is).
 */
export function compactAccount(a: AccountState, deployed: boolean): AccountState | null {
  const texts = deployed
    ? [a.account_state_hash, a.last_transaction_hash, a.data_hash ?? null]
    : [a.account_state_hash, a.last_transaction_hash];
  // A deployed account's data hash is a text: a field present and null is not what packing writes back.
  if (deployed && typeof a.data_hash !== 'string') return null;
  const hashes = packHashes(texts);
  return hashes === null ? null : (new CompactAccount(a, hashes, deployed) as unknown as AccountState);
}

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

/**
 * An address book entry whose user-friendly form is kept as the raw address (which the row holds
 * anyway) and which of {@link FLAG_PAIRS} it was written with: 48 characters are a 60-byte string.
 */
class CompactBookEntry {
  readonly #raw: string;
  readonly #flags: number;

  constructor(raw: string, flags: number, domain: unknown, interfaces: unknown) {
    this.#raw = raw;
    this.#flags = flags;
    Object.defineProperty(this, 'user_friendly', FRIENDLY_GETTER);
    const self = this as unknown as Record<string, unknown>;
    self.domain = domain;
    self.interfaces = interfaces;
  }

  /** The entry's user-friendly form, as the server wrote it. */
  static friendly(entry: CompactBookEntry): string {
    const [bounceable, testnet] = FLAG_PAIRS[entry.#flags]!;
    return friendlyFormOfRaw(entry.#raw, bounceable, testnet);
  }
}

const FRIENDLY_GETTER: PropertyDescriptor = {
  get(this: CompactBookEntry) {
    return CompactBookEntry.friendly(this);
  },
  enumerable: true,
  configurable: true,
};

/**
 * The entry `book` of the account `raw` (a normalised raw address) made compact, with `interfaces` as
 * its interfaces, when its user-friendly form is the app's own URL-safe encoding of `raw` with some
 * flags; else null. The caller has checked that it has exactly the usual three fields.
 */
export function compactBookEntry(
  book: AddressBookEntry,
  raw: string,
  interfaces: AddressBookEntry['interfaces'],
): AddressBookEntry | null {
  const text = book.user_friendly;
  // The comparison is what makes it exact: the getter writes the same text from the same raw and flags.
  if (text.length !== 48) return null;
  const flags = FORM_FIRST_CHARS.indexOf(text.charAt(0));
  if (flags < 0) return null;
  const [bounceable, testnet] = FLAG_PAIRS[flags]!;
  return friendlyFormOfRaw(raw, bounceable, testnet) === text
    ? (new CompactBookEntry(raw, flags, book.domain, interfaces) as unknown as AddressBookEntry)
    : null;
}
