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
import type { AccountState, AddressBookEntry, MetadataEntry } from '../api/account-states';
import type { Identification } from '../contracts/identify';
import type { AppErrorInfo } from '../errors';
import type { TokenSummary } from '../format/token-summary';
import type { LookupRow } from './lookup-row';
import { isDeployedPacked, type DecimalField, type PackedAccount, type PackedBatch } from './packed-records';

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
  book: (AddressBookEntry | null)[];
  meta: (MetadataEntry | null)[];
  token: (TokenSummary | null)[] | null;
  kind: (Identification | null)[];
  packed: PackedColumns | null;
  /** {@link PackedBatch.bookFlags}, as they were. */
  bookFlags: number[];
}

/** Lists longer than this are not looked for among the batch's others (a key per list costs). */
const MAX_SHARED_LIST = 128;

/** One batch's tables of texts and lists: each distinct value once. */
class BatchTables {
  readonly texts: Text[] = [];
  private readonly numbers = new Map<Text, number>();
  private readonly lists = new Map<string, readonly unknown[]>();

  /** The number of `text` in {@link texts}. */
  text(text: Text): number {
    let at = this.numbers.get(text);
    if (at === undefined) {
      at = this.texts.push(text) - 1;
      this.numbers.set(text, at);
    }
    return at;
  }

  /** The batch's first list with the same items as `list` (`tag` tells two fields' lists apart). */
  list<L extends readonly (string | number)[] | null | undefined>(tag: string, list: L): L {
    if (!list || list.length > MAX_SHARED_LIST) return list;
    // Numbers and names each join to one text per list: '\u0000' appears in neither.
    const key = `${tag}\u0000${list.join('\u0000')}`;
    const held = this.lists.get(key);
    if (held && held.length === list.length) return held as L;
    this.lists.set(key, list);
    return list;
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
    columns.contract_methods.push(tables.list('m', parts.contract_methods));
    columns.interfaces.push(tables.list('i', parts.interfaces));
  }
  return columns.at.length > 0 ? columns : null;
}

/** Whether `value` is a plain object with no own key (an empty `extra_currencies`). */
function isEmptyObject(value: object): boolean {
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/**
 * A packed batch's rows and parts (shared/jobs/packed-records.ts `packBatch`) as columns, made by the
 * job owner as the batch leaves for the window. Rows' inputs are left out (the window has them).
 */
export function columnsOfRows(rows: readonly LookupRow[], packed: PackedBatch): RowColumns {
  const tables = new BatchTables();
  const n = rows.length;
  const index = new Array<number>(n);
  const raw = new Array<string>(n);
  const status = new Array<number>(n);
  const account = new Array<AccountState | null>(n);
  const failure = new Array<AppErrorInfo | null>(n);
  const book = new Array<AddressBookEntry | null>(n);
  const meta = new Array<MetadataEntry | null>(n);
  const token = new Array<TokenSummary | null>(n);
  const kind = new Array<Identification | null>(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    index[i] = row.index;
    raw[i] = row.raw;
    status[i] = tables.text(row.status);
    account[i] = row.account;
    failure[i] = row.failure;
    book[i] = row.book;
    meta[i] = row.meta;
    token[i] = row.token;
    kind[i] = row.kind;
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

/**
 * The rows and packed parts `columns` were made of ({@link columnsOfRows}), each row's `input` given by
 * `inputOf` (the page's own text of what it asked at that position, for that address).
 */
export function rowsOfColumns(
  columns: RowColumns,
  inputOf: (index: number, raw: string) => string,
): { rows: LookupRow[]; packed: PackedBatch } {
  const { texts, index, raw, account, failure, token } = columns;
  const rows = new Array<LookupRow>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    rows[i] = {
      index: index[i]!,
      raw: raw[i]!,
      input: inputOf(index[i]!, raw[i]!),
      status: texts[columns.status[i]!] as string,
      account: account ? account[i]! : null,
      failure: failure ? failure[i]! : null,
      book: columns.book[i]!,
      meta: columns.meta[i]!,
      token: token ? token[i]! : null,
      kind: columns.kind[i]!,
    };
  }
  return { rows, packed: packedOfColumns(columns, raw.length) };
}

/**
 * A lookup's `job-rows` batch's rows and packed parts, whichever way it came: read back from its
 * columns ({@link rowsOfColumns}, inputs from `inputOf`), or its rows as the job emitted them.
 */
export function rowsOfBatch(
  event: { rows: LookupRow[]; columns?: undefined } | { columns: RowColumns; rows?: undefined },
  inputOf: (index: number, raw: string) => string,
): { rows: LookupRow[]; packed?: PackedBatch } {
  return event.columns ? rowsOfColumns(event.columns, inputOf) : { rows: event.rows };
}
