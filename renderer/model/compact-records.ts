/**
 * A lookup's account records and address book entries held compactly on the page, for 100,000 rows and
 * more, built from the parts packed where the rows were produced (shared/jobs/packed-records.ts: the one
 * place that checks and packs them, and reads them back): an account's own hashes kept as bytes, its
 * balance and lt as numbers where exact, all in the lookup's columns of parts (account-parts-store.ts;
 * an address book entry's form as two flags: shared/jobs/compact-book-entry.ts). Building one decodes
 * and checks nothing.
 * Each packed field is read through a getter that writes the server's text again, exactly.
 *
 * The getters are OWN, enumerable properties, in the fields' own order: everything that reads a record
 * as data — `JSON.stringify` (the JSON export, the log), a spread, the structured clone of a message
 * or of IndexedDB, `Object.keys`, a zod parse — sees the same fields in the same order with the same
 * texts as the server's record. They have no setter: rows are read-only.
 */
import type { AccountState } from '../../shared/api/account-states';
import { ACCOUNT_AMOUNT, ACCOUNT_FIELD, type AmountField } from '../../shared/jobs/account-field';
import { decimalText } from '../../shared/jobs/packed-records';
import { BALANCE, LT, type AccountPartsStore } from './account-parts-store';
import type { ResultRow } from './result-rows';

/**
 * An account record whose own hashes, balance and lt are slot `slot` of a lookup's parts
 * (account-parts-store.ts). One class for the usual sets of fields (a deployed account's, one with no
 * code and so no data hash, and a frozen one's: no code, a frozen hash after its status).
 */
class CompactAccount {
  readonly #store: AccountPartsStore;
  readonly #slot: number;

  constructor(store: AccountPartsStore, slot: number, raw: string) {
    this.#store = store;
    this.#slot = slot;
    const shared = store.shared(slot);
    // The fields in the server's order (Go's `AccountStateFull`): a getter where a packed field stands.
    const self = this as unknown as Record<string, unknown>;
    self.address = store.address(slot, raw);
    Object.defineProperty(this, 'account_state_hash', HASH_GETTERS[0]!);
    Object.defineProperty(this, 'balance', BALANCE_GETTER);
    self.extra_currencies = shared.extra_currencies;
    self.status = shared.status;
    // A frozen account's third hash is its frozen hash, in its place in the server's order.
    if (store.isFrozen(slot)) Object.defineProperty(this, 'frozen_hash', HASH_GETTERS[2]!);
    Object.defineProperty(this, 'last_transaction_hash', HASH_GETTERS[1]!);
    Object.defineProperty(this, 'last_transaction_lt', LT_GETTER);
    if (store.isDeployed(slot)) {
      Object.defineProperty(this, 'data_hash', HASH_GETTERS[2]!);
      self.code_hash = shared.code_hash;
    }
    self.contract_methods = shared.contract_methods;
    self.interfaces = shared.interfaces;
  }

  /** Hash number `k` of the record, as the server wrote it. */
  static hash(record: CompactAccount, k: number): string | null {
    return record.#store.hash(record.#slot, k);
  }

  /** The record's balance, as the server wrote it. */
  static balance(record: CompactAccount): string | null | undefined {
    return decimalText(record.#store.amount(record.#slot, BALANCE));
  }

  /** The record's last transaction's lt, as the server wrote it. */
  static lt(record: CompactAccount): string | null | undefined {
    return decimalText(record.#store.amount(record.#slot, LT));
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

/**
 * The compact record of slot `slot` of `store`, the parts of the account `raw` (the raw address it was
 * added with: account-parts-store.ts).
 */
export const compactAccount = (store: AccountPartsStore, slot: number, raw: string): AccountState =>
  new CompactAccount(store, slot, raw) as unknown as AccountState;

/**
 * Field `field` of the compact record of slot `slot`, exactly as that record gives it (undefined for a
 * field it has not), read from the store without building it.
 */
function slotField(store: AccountPartsStore, slot: number, raw: string, field: keyof AccountState): unknown {
  switch (field) {
    case 'account_state_hash':
      return store.hash(slot, 0);
    case 'last_transaction_hash':
      return store.hash(slot, 1);
    case 'data_hash':
      return store.isDeployed(slot) ? store.hash(slot, 2) : undefined;
    case 'frozen_hash':
      return store.isFrozen(slot) ? store.hash(slot, 2) : undefined;
    case 'code_hash':
      return store.isDeployed(slot) ? store.shared(slot).code_hash : undefined;
    case 'balance':
      return decimalText(store.amount(slot, BALANCE));
    case 'last_transaction_lt':
      return decimalText(store.amount(slot, LT));
    case 'address':
      return store.address(slot, raw);
    case 'extra_currencies':
    case 'status':
    case 'contract_methods':
    case 'interfaces':
      return store.shared(slot)[field];
    default:
      return undefined;
  }
}

/** A placed row's fields but its record. */
type RowFields = Omit<ResultRow, 'account'>;

/**
 * A placed row whose account record is built from its parts on first read of `account`, and kept: one
 * own getter for the row where the compact record costs five (~0.3 µs each) when placed. A reader of
 * one field of every row (shared/jobs/account-field.ts `accountField`) builds none. The getter is an
 * own, enumerable property in the row's field order, so a spread, `Object.keys`, `JSON.stringify` or a
 * structured clone of the row see the record as a plain row's; the parts' store and slot are private
 * fields, seen by none.
 */
class LazyRecordRow {
  readonly #store: AccountPartsStore;
  /** The slot of its parts in {@link #store} until its record is built, then the record. */
  #held: number | AccountState;
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

  constructor(fields: RowFields, store: AccountPartsStore, slot: number) {
    this.#store = store;
    this.#held = slot;
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

  /** The row's record: built from its parts on first read, the same record after. */
  static record(row: LazyRecordRow): AccountState {
    if (typeof row.#held === 'number') row.#held = compactAccount(row.#store, row.#held, row.requested.raw);
    return row.#held;
  }

  /** Field `field` of the row's record, from its parts while it is not built. */
  [ACCOUNT_FIELD]<K extends keyof AccountState>(field: K): AccountState[K] | undefined {
    const held = this.#held;
    return typeof held === 'number'
      ? (slotField(this.#store, held, this.requested.raw, field) as AccountState[K] | undefined)
      : held[field];
  }

  /** Field `field` as the row holds it: from its parts (a number where exact) while its record is not built. */
  [ACCOUNT_AMOUNT](field: AmountField): string | number | null | undefined {
    const held = this.#held;
    if (typeof held !== 'number') return held[field];
    return this.#store.amount(held, field === 'balance' ? BALANCE : LT);
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
 * The placed row of `fields` whose record is the compact record of slot `slot` of `store` (the parts of
 * the account `fields.requested.raw`: account-parts-store.ts), built when `account` is first read.
 */
export const lazyRecordRow = (fields: RowFields, store: AccountPartsStore, slot: number): ResultRow =>
  new LazyRecordRow(fields, store, slot) as unknown as ResultRow;
