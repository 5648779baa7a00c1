/**
 * How a lookup batch's rows travel from the job owner to the window (issue 35: the web path's CPU): as
 * columns, one array per field, rather than as an array of row objects. A structured clone (the web
 * build's worker port) or `v8.serialize` (Electron's IPC) writes every object's field names again and
 * every string in full, and the page's side reads them all back; at 100,000 rows that was the job
 * worker's largest cost and the page's matching one. As columns, field names are written once a batch,
 * the texts many rows repeat (a status, a code hash) once in a table the columns name by number, the
 * lists many records repeat (interfaces, get-method ids) once as one shared array (a clone writes an
 * object it met already as a reference), and a row's `input` not at all: the window sent the inputs, and
 * the page's rows take theirs from its own request (renderer/model/result-rows.ts).
 *
 * The packed records' parts (shared/jobs/packed-records.ts `PackedAccount`) travel as columns too and
 * are made again, field for field, on the page ({@link rowsOfColumns}) before the rows are placed, so
 * the page places exactly the rows and parts `packBatch` made.
 */
import type { AccountState, AddressBook, AddressBookEntry, MetadataEntry } from '../api/account-states';
import type { Identification } from '../contracts/identify';
import type { AppErrorInfo } from '../errors';
import type { TokenSummary } from '../format/token-summary';
import type { LookupRow } from './lookup-row';
import { isDeployedPacked, type DecimalField, type PackedAccount, type PackedBatch } from './packed-records';
import { SharedLists, type ShareableList } from './shared-lists';

/** A text the columns name by its number in {@link RowColumns.texts} (null and undefined included). */
type Text = string | null | undefined;

/**
 * The packed records of a batch's rows, as columns: entry `k` of each is the parts of row `at[k]`
 * (shared/jobs/packed-records.ts {@link PackedAccount}, its status and code hash by text number).
 */
export interface PackedColumns {
  at: number[];
  address: (string | null)[];
  hashes: string[];
  balance: DecimalField[];
  lt: DecimalField[];
  extra_currencies: PackedAccount['extra_currencies'][];
  status: number[];
  /** -1 for an account with no code (its record has no code hash field). */
  code_hash: number[];
  contract_methods: PackedAccount['contract_methods'][];
  interfaces: PackedAccount['interfaces'][];
}

/**
 * A batch's address book as columns: entry `k` of each is the entry of `keys[k]` (the map's keys in
 * the order `for…in` gives them). An entry with exactly the usual fields in the usual order
 * (user_friendly, domain, interfaces) crosses as its three values, its interfaces shared with equal
 * lists; any other crosses whole in `whole` (null there for a usual one).
 */
export interface BookColumns {
  keys: string[];
  whole: (AddressBookEntry | null)[] | null;
  user_friendly: string[];
  domain: AddressBookEntry['domain'][];
  interfaces: AddressBookEntry['interfaces'][];
}

/** A lookup batch's rows as they cross to the window: entry `i` of each column is row `i`'s. */
export interface RowColumns {
  /** The texts the columns name by number, each once. */
  texts: Text[];
  index: number[];
  raw: string[];
  status: number[];
  /** Null when no row of the batch holds a value there. */
  account: (AccountState | null)[] | null;
  failure: (AppErrorInfo | null)[] | null;
  /** A number is the entry at that position of {@link addressBook}: the very entry of the batch's map. */
  book: (AddressBookEntry | number | null)[];
  meta: (MetadataEntry | null)[];
  token: (TokenSummary | null)[] | null;
  kind: (Identification | null)[];
  packed: PackedColumns | null;
  /** {@link PackedBatch.bookFlags}, as they were. */
  bookFlags: number[];
  addressBook: BookColumns;
}

/** One batch's tables of texts and lists: each distinct value once. */
class BatchTables {
  readonly texts: Text[] = [];
  private readonly numbers = new Map<Text, number>();
  /** Per field (0: interfaces, 1: get-method ids), its lists each once. */
  private readonly lists = [new SharedLists(), new SharedLists()];

  /** The number of `text` in {@link texts}. */
  text(text: Text): number {
    let at = this.numbers.get(text);
    if (at === undefined) {
      at = this.texts.push(text) - 1;
      this.numbers.set(text, at);
    }
    return at;
  }

  /** The batch's first list of field `field` (0: interfaces, 1: get-method ids) with the same items as `list`. */
  list<L extends ShareableList>(field: 0 | 1, list: L): L {
    return this.lists[field]!.share(list);
  }
}

/** The column of `values`, or null when every value is null (nothing to send). */
const columnOrNull = <T>(values: (T | null)[]): (T | null)[] | null =>
  values.some((value) => value !== null) ? values : null;

/** A batch's packed records as columns, their texts and lists in `tables`. */
function packedColumns(
  accounts: readonly (PackedAccount | null)[],
  tables: BatchTables,
): PackedColumns | null {
  const columns: PackedColumns = {
    at: [],
    address: [],
    hashes: [],
    balance: [],
    lt: [],
    extra_currencies: [],
    status: [],
    code_hash: [],
    contract_methods: [],
    interfaces: [],
  };
  // Records with no extra currency (nearly all) share one empty object: written once a batch.
  const none = {};
  for (let i = 0; i < accounts.length; i++) {
    const parts = accounts[i];
    if (!parts) continue;
    columns.at.push(i);
    columns.address.push(parts.address);
    columns.hashes.push(parts.hashes);
    columns.balance.push(parts.balance);
    columns.lt.push(parts.lt);
    const currencies = parts.extra_currencies;
    columns.extra_currencies.push(currencies && isEmptyObject(currencies) ? none : currencies);
    columns.status.push(tables.text(parts.status));
    columns.code_hash.push(isDeployedPacked(parts.hashes) ? tables.text(parts.code_hash) : -1);
    columns.contract_methods.push(tables.list(1, parts.contract_methods));
    columns.interfaces.push(tables.list(0, parts.interfaces));
  }
  return columns.at.length > 0 ? columns : null;
}

/** Whether `value` is a plain object with no own key (an empty `extra_currencies`). */
function isEmptyObject(value: object): boolean {
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** Whether `entry` has exactly user_friendly, domain and interfaces, in that order. */
function isUsualEntry(entry: AddressBookEntry): boolean {
  let at = 0;
  for (const field in entry) if (field !== USUAL_ENTRY_FIELDS[at++]) return false;
  return at === USUAL_ENTRY_FIELDS.length && typeof entry.user_friendly === 'string';
}
const USUAL_ENTRY_FIELDS = ['user_friendly', 'domain', 'interfaces'] as const;

/** `addressBook` as columns, and each entry's position among them. */
function bookColumns(
  addressBook: AddressBook,
  tables: BatchTables,
): { columns: BookColumns; positions: Map<AddressBookEntry, number> } {
  const columns: BookColumns = { keys: [], whole: [], user_friendly: [], domain: [], interfaces: [] };
  const positions = new Map<AddressBookEntry, number>();
  for (const raw in addressBook) {
    const entry = addressBook[raw]!;
    positions.set(entry, columns.keys.push(raw) - 1);
    const usual = isUsualEntry(entry);
    columns.whole!.push(usual ? null : entry);
    columns.user_friendly.push(usual ? entry.user_friendly : '');
    columns.domain.push(usual ? entry.domain : null);
    columns.interfaces.push(usual ? tables.list(0, entry.interfaces) : null);
  }
  columns.whole = columnOrNull(columns.whole!);
  return { columns, positions };
}

/**
 * A packed batch's rows and parts (shared/jobs/packed-records.ts `packBatch`) and its address book as
 * columns, made by the job owner as the batch leaves for the window. Rows' inputs are left out (the
 * window has them).
 */
export function columnsOfRows(
  rows: readonly LookupRow[],
  packed: PackedBatch,
  addressBook: AddressBook,
): RowColumns {
  const tables = new BatchTables();
  const { columns: bookColumnsOf, positions } = bookColumns(addressBook, tables);
  // Filled by push: an array made at its length is "holey" to V8 even once full, and a clone writes a
  // holey array as a sparse one, an index beside every value.
  const index: number[] = [];
  const raw: string[] = [];
  const status: number[] = [];
  const account: (AccountState | null)[] = [];
  const failure: (AppErrorInfo | null)[] = [];
  const book: (AddressBookEntry | number | null)[] = [];
  const meta: (MetadataEntry | null)[] = [];
  const token: (TokenSummary | null)[] = [];
  const kind: (Identification | null)[] = [];
  for (const row of rows) {
    index.push(row.index);
    raw.push(row.raw);
    status.push(tables.text(row.status));
    account.push(row.account);
    failure.push(row.failure);
    // The batch's own entry crosses once, in its columns; another (a row held back) crosses whole.
    book.push(row.book && (positions.get(row.book) ?? row.book));
    meta.push(row.meta);
    token.push(row.token);
    kind.push(row.kind);
  }
  return {
    texts: tables.texts,
    index,
    raw,
    status,
    account: columnOrNull(account),
    failure: columnOrNull(failure),
    book,
    meta,
    token: columnOrNull(token),
    kind,
    packed: packedColumns(packed.accounts, tables),
    bookFlags: packed.bookFlags,
    addressBook: bookColumnsOf,
  };
}

/** Record `k` of packed `columns`, as `packAccount` made it (the same fields, in the same order). */
function partsAt(columns: PackedColumns, k: number, texts: readonly Text[]): PackedAccount {
  const parts: PackedAccount = {
    address: columns.address[k]!,
    hashes: columns.hashes[k]!,
    balance: columns.balance[k],
    lt: columns.lt[k],
    extra_currencies: columns.extra_currencies[k]!,
    status: texts[columns.status[k]!] as PackedAccount['status'],
    contract_methods: columns.contract_methods[k],
    interfaces: columns.interfaces[k],
  };
  const codeHash = columns.code_hash[k]!;
  if (codeHash >= 0) parts.code_hash = texts[codeHash] as PackedAccount['code_hash'];
  return parts;
}

/** The packed batch of `columns`' records ({@link PackedBatch}: per row its parts or null). */
function packedOfColumns(columns: RowColumns, rows: number): PackedBatch {
  const { packed, texts } = columns;
  if (!packed) return { accounts: [], bookFlags: columns.bookFlags };
  const accounts = new Array<PackedAccount | null>(rows).fill(null);
  for (let k = 0; k < packed.at.length; k++) accounts[packed.at[k]!] = partsAt(packed, k, texts);
  return { accounts, bookFlags: columns.bookFlags };
}

/** How a key of a map read back is held: as an assignment makes it (a clone's copy holds it so). */
const OWN_KEY = { enumerable: true, writable: true, configurable: true } as const;

/** The address book `columns` were made of, and its entries in their order. */
function bookOfColumns(columns: BookColumns): { addressBook: AddressBook; entries: AddressBookEntry[] } {
  const { keys, whole } = columns;
  const addressBook: AddressBook = {};
  const entries = new Array<AddressBookEntry>(keys.length);
  for (let k = 0; k < keys.length; k++) {
    const entry = whole?.[k] ?? {
      user_friendly: columns.user_friendly[k]!,
      domain: columns.domain[k],
      interfaces: columns.interfaces[k],
    };
    entries[k] = entry;
    const key = keys[k]!;
    // An own key, whatever its text: `__proto__` assigned would set the map's prototype instead.
    if (key === '__proto__') Object.defineProperty(addressBook, key, { value: entry, ...OWN_KEY });
    else addressBook[key] = entry;
  }
  return { addressBook, entries };
}

/** What {@link rowsOfColumns} reads back: a batch's rows, their packed parts and its address book. */
export interface ColumnsRead {
  rows: LookupRow[];
  packed: PackedBatch;
  addressBook: AddressBook;
}

/**
 * The rows, packed parts and address book `columns` were made of ({@link columnsOfRows}), each row's
 * `input` given by `inputOf` (the page's own text of what it asked at that position, for that address).
 */
export function rowsOfColumns(
  columns: RowColumns,
  inputOf: (index: number, raw: string) => string,
): ColumnsRead {
  const { texts, index, raw, account, failure, token } = columns;
  const { addressBook, entries } = bookOfColumns(columns.addressBook);
  const rows = new Array<LookupRow>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    rows[i] = {
      index: index[i]!,
      raw: raw[i]!,
      input: inputOf(index[i]!, raw[i]!),
      status: texts[columns.status[i]!] as string,
      account: account ? account[i]! : null,
      failure: failure ? failure[i]! : null,
      book: bookAt(columns.book[i]!, entries),
      meta: columns.meta[i]!,
      token: token ? token[i]! : null,
      kind: columns.kind[i]!,
    };
  }
  return { rows, packed: packedOfColumns(columns, raw.length), addressBook };
}

/** A row's entry: the batch's entry at that position, or the one that crossed whole. */
const bookAt = (book: AddressBookEntry | number | null, entries: readonly AddressBookEntry[]) =>
  typeof book === 'number' ? entries[book]! : book;

/**
 * A lookup's `job-rows` batch's rows, packed parts and address book, whichever way it came: read back
 * from its columns ({@link rowsOfColumns}, inputs from `inputOf`), or as the job emitted them.
 */
export function rowsOfBatch(
  event:
    | { rows: LookupRow[]; addressBook: AddressBook; columns?: undefined }
    | { columns: RowColumns; rows?: undefined },
  inputOf: (index: number, raw: string) => string,
): { rows: LookupRow[]; packed?: PackedBatch; addressBook: AddressBook } {
  return event.columns
    ? rowsOfColumns(event.columns, inputOf)
    : { rows: event.rows, addressBook: event.addressBook };
}
