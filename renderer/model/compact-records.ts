/**
 * A lookup's account records and address book entries held compactly on the page, for 100,000 rows and
 * more, built from the parts packed where the rows were produced (shared/jobs/packed-records.ts: the one
 * place that checks and packs them, and reads them back): an account's own hashes kept as bytes, its
 * balance and lt as numbers where exact (an address book entry's form as two flags: shared/jobs/
 * compact-book-entry.ts). Building one decodes and checks nothing.
 * Each packed field is read through a getter that writes the server's text again, exactly.
 *
 * The getters are OWN, enumerable properties, in the fields' own order: everything that reads a record
 * as data — `JSON.stringify` (the JSON export, the log), a spread, the structured clone of a message
 * or of IndexedDB, `Object.keys`, a zod parse — sees the same fields in the same order with the same
 * texts as the server's record. They have no setter: rows are read-only.
 */
import type { AccountState } from '../../shared/api/account-states';
import { ACCOUNT_AMOUNT, ACCOUNT_FIELD, type AmountField } from '../../shared/jobs/account-field';
import {
  decimalText,
  isDeployedPacked,
  isFrozenPacked,
  packedHash,
  type DecimalField,
  type PackedAccount,
} from '../../shared/jobs/packed-records';
import type { ResultRow } from './result-rows';

/**
 * An account record whose own hashes are bytes, and its balance and lt numbers where that is exact. One
 * class for the usual sets of fields (a deployed account's, one with no code and so no data hash, and a
 * frozen one's: no code, a frozen hash after its status).
 */
class CompactAccount {
  readonly #hashes: string;
  readonly #balance: DecimalField;
  readonly #lt: DecimalField;

  constructor(parts: PackedAccount) {
    this.#hashes = parts.hashes;
    this.#balance = parts.balance;
    this.#lt = parts.lt;
    // The fields in the server's order (Go's `AccountStateFull`): a getter where a packed field stands.
    const self = this as unknown as Record<string, unknown>;
    self.address = parts.address;
    Object.defineProperty(this, 'account_state_hash', HASH_GETTERS[0]!);
    Object.defineProperty(this, 'balance', BALANCE_GETTER);
    self.extra_currencies = parts.extra_currencies;
    self.status = parts.status;
    // A frozen account's third hash is its frozen hash, in its place in the server's order.
    if (isFrozenPacked(parts.hashes)) Object.defineProperty(this, 'frozen_hash', HASH_GETTERS[2]!);
    Object.defineProperty(this, 'last_transaction_hash', HASH_GETTERS[1]!);
    Object.defineProperty(this, 'last_transaction_lt', LT_GETTER);
    if (isDeployedPacked(parts.hashes)) {
      Object.defineProperty(this, 'data_hash', HASH_GETTERS[2]!);
      self.code_hash = parts.code_hash;
    }
    self.contract_methods = parts.contract_methods;
    self.interfaces = parts.interfaces;
  }

  /** Hash number `k` of the record, as the server wrote it. */
  static hash(record: CompactAccount, k: number): string | null {
    return packedHash(record.#hashes, k);
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
 * One descriptor per hash, shared by every record: the same getter function each time, so that every
 * compact record has the same hidden class (V8 keeps the getter in the class, not in the record).
 */
const HASH_GETTERS: readonly PropertyDescriptor[] = [0, 1, 2].map((k) => ({
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

/** The compact record `parts` were packed from (shared/jobs/packed-records.ts `packAccount`). */
export const compactAccount = (parts: PackedAccount): AccountState =>
  new CompactAccount(parts) as unknown as AccountState;

/**
 * Field `field` of the compact record `parts` are built into, exactly as that record gives it (undefined
 * for a field it has not), read from the parts without building it.
 */
function partsField(parts: PackedAccount, field: keyof AccountState): unknown {
  switch (field) {
    case 'account_state_hash':
      return packedHash(parts.hashes, 0);
    case 'last_transaction_hash':
      return packedHash(parts.hashes, 1);
    case 'data_hash':
      return isDeployedPacked(parts.hashes) ? packedHash(parts.hashes, 2) : undefined;
    case 'frozen_hash':
      return isFrozenPacked(parts.hashes) ? packedHash(parts.hashes, 2) : undefined;
    case 'balance':
      return decimalText(parts.balance);
    case 'last_transaction_lt':
      return decimalText(parts.lt);
    case 'address':
    case 'extra_currencies':
    case 'status':
    case 'code_hash':
    case 'contract_methods':
    case 'interfaces':
      return parts[field];
    default:
      return undefined;
  }
}

/**
 * `parts` as one literal of all its fields, held until the record is built. The parts read back from a
 * batch's columns get their code hash after their literal is made (shared/jobs/row-columns.ts), which
 * puts it in a second array of the object: ~32 B a row more in Node, for as long as the row is held.
 */
const heldParts = (parts: PackedAccount): PackedAccount => ({
  address: parts.address,
  hashes: parts.hashes,
  balance: parts.balance,
  lt: parts.lt,
  extra_currencies: parts.extra_currencies,
  status: parts.status,
  // Undefined for an account with no code, whose record has no such field: the record is built by its hashes.
  code_hash: parts.code_hash,
  contract_methods: parts.contract_methods,
  interfaces: parts.interfaces,
});

/** A placed row's fields but its record. */
type RowFields = Omit<ResultRow, 'account'>;

/**
 * A placed row whose account record is built from its parts on first read of `account`, and kept: one
 * own getter for the row where the compact record costs five (~0.3 µs each) when placed. A reader of
 * one field of every row (shared/jobs/account-field.ts `accountField`) builds none. The getter is an
 * own, enumerable property in the row's field order, so a spread, `Object.keys`, `JSON.stringify` or a
 * structured clone of the row see the record as a plain row's; the parts are private fields, seen by none.
 */
class LazyRecordRow {
  #parts: PackedAccount | null;
  #record: AccountState | null = null;
  // Declared only (nothing emitted): each is assigned in the constructor, in the row's field order.
  declare readonly index: number;
  declare readonly raw: string;
  declare readonly input: string;
  declare readonly status: string;
  declare readonly failure: ResultRow['failure'];
  declare readonly book: ResultRow['book'];
  declare readonly meta: ResultRow['meta'];
  declare readonly token: ResultRow['token'];
  declare readonly kind: ResultRow['kind'];
  declare readonly requested: ResultRow['requested'];

  constructor(fields: RowFields, parts: PackedAccount) {
    this.#parts = heldParts(parts);
    // The fields in result-rows.ts `resultRow`'s order, the record's getter where `account` stands. Each
    // assigned to `this` itself: V8 counts such assignments to size the row, which then holds them all in
    // itself (assigned through an alias, the last few went to a second array: ~32 B a row more in Node).
    this.index = fields.index;
    this.raw = fields.raw;
    this.input = fields.input;
    this.status = fields.status;
    Object.defineProperty(this, 'account', RECORD_GETTER);
    this.failure = fields.failure;
    this.book = fields.book;
    this.meta = fields.meta;
    this.token = fields.token;
    this.kind = fields.kind;
    this.requested = fields.requested;
  }

  /** The row's record: built from its parts on first read, the same record after (its parts let go). */
  static record(row: LazyRecordRow): AccountState {
    if (row.#record === null) {
      row.#record = compactAccount(row.#parts!);
      row.#parts = null;
    }
    return row.#record;
  }

  /** Field `field` of the row's record, from its parts while it is not built. */
  [ACCOUNT_FIELD]<K extends keyof AccountState>(field: K): AccountState[K] | undefined {
    return this.#record === null
      ? (partsField(this.#parts!, field) as AccountState[K] | undefined)
      : this.#record[field];
  }

  /** Field `field` as the row holds it: from its parts (a number where exact) while its record is not built. */
  [ACCOUNT_AMOUNT](field: AmountField): string | number | null | undefined {
    if (this.#record !== null) return this.#record[field];
    return field === 'balance' ? this.#parts!.balance : this.#parts!.lt;
  }
}

const RECORD_GETTER: PropertyDescriptor = {
  get(this: LazyRecordRow) {
    return LazyRecordRow.record(this);
  },
  enumerable: true,
  configurable: true,
};

/**
 * The placed row of `fields` whose record is the compact record of `parts` (shared/jobs/packed-records.ts
 * `packAccount`), built when `account` is first read.
 */
export const lazyRecordRow = (fields: RowFields, parts: PackedAccount): ResultRow =>
  new LazyRecordRow(fields, parts) as unknown as ResultRow;
