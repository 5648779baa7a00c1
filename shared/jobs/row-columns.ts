/**
 * How a lookup batch's rows travel from the job owner to the window (issue 35: the web path's CPU): as
 * columns, one array per field, rather than as an array of row objects. A structured clone (the web
 * build's worker port) or `v8.serialize` (Electron's IPC) writes every object's field names again and
 * every string in full, and the page's side reads them all back; at 100,000 rows that was the job
 * worker's largest cost and the page's matching one. As columns, field names are written once a batch,
 * the texts many rows repeat (a status, a code hash) once in a table the columns name by number, the
 * lists many records repeat (interfaces, get-method ids) once as one shared array (a clone writes an
 * object it met already as a reference), and a row's `input` not at all: the window sent the inputs, and
 * the page's rows take theirs from its own request (renderer/model/result-rows.ts). Nor, as a rule, a
 * row's raw address: the window sent those too, in a list the job was started with ({@link AskedRaws});
 * a row whose raw is the one asked at its position crosses none (6.6 MB of 100,000 rows' 22.6 MB), and
 * the page's row holds the very string of its own request.
 *
 * The records are packed (shared/jobs/packed-records.ts) straight into columns as the batch is made
 * columns ({@link columnsOfRows}, each column made at its length); the batch's metadata map and the rows' token summaries
 * cross as columns as well (metadata-columns.ts, token-columns.ts), and an address book form only where
 * the page could not write it again from the address and its flags (compact-book-entry.ts).
 *
 * The page places a batch straight from its columns (renderer/model/row-builder.ts `place`), reading
 * each row and record through {@link rowAt} and {@link partsAt} into one draft it reuses, and each
 * address book entry through {@link bookEntryAt}: it places exactly the rows and parts `packBatch` makes
 * of the batch, with its address book and metadata as the job emitted them, with no object made per
 * account only to be dropped. {@link rowsOfColumns} reads the same columns back into rows and maps, the
 * same way, for tests.
 */
import type {
  AccountState,
  AddressBookMap,
  AddressBookEntry,
  MetadataMap,
  MetadataEntry,
} from '../api/account-states';
import type { Identification } from '../contracts/identify';
import type { AppErrorInfo } from '../errors';
import type { TokenSummary } from '../format/token-summary';
import type { LookupRow } from './lookup-row';
import { compactBookEntry } from './compact-book-entry';
import { keyAt, keyOfRow, mapOfColumns } from './column-keys';
import { isEmptyObject } from './kept-values';
import { metaColumns, metadataOfColumns, type MetaColumns } from './metadata-columns';
import {
  bookFlags,
  decimalField,
  hasFields,
  isDeployedPacked,
  NOT_PACKED,
  packedHashes,
  type DecimalField,
  type PackedAccount,
  type PackedBatch,
} from './packed-records';
import { SharedLists, type ShareableList } from './shared-lists';
import { noTokenColumns, pushToken, tokenAt, type TokenColumns } from './token-columns';

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
 * the order `for…in` gives them; a number `i` there is row `i`'s raw address: column-keys.ts). An
 * entry with exactly the usual fields in the usual order (user_friendly, domain, interfaces) crosses as
 * its three values, its interfaces shared with equal lists; any other crosses whole in `whole` (null
 * there for a usual one).
 */
export interface BookColumns {
  keys: (string | number)[];
  whole: (AddressBookEntry | null)[] | null;
  /**
   * Null where the form is the app's own encoding of the entry's address with its flags
   * ({@link RowColumns.bookFlags}): the page writes it again (compact-book-entry.ts), so the 48
   * characters do not cross. Any other form (the server's text is untrusted) crosses as it was sent.
   */
  user_friendly: (string | null)[];
  domain: AddressBookEntry['domain'][];
  interfaces: AddressBookEntry['interfaces'][];
}

/**
 * The raw addresses the job was asked, by position (the lookup's `addresses`, as the window sent them):
 * the job owner's copy and the window's are the same list, so a row whose raw is its position's there
 * crosses as that position alone.
 */
export type AskedRaws = (index: number) => string | undefined;

/** A lookup batch's rows as they cross to the window: entry `i` of each column is row `i`'s. */
export interface RowColumns {
  /** The texts the columns name by number, each once. */
  texts: Text[];
  index: number[];
  /**
   * Null where the row's raw address is the one asked at its `index` ({@link AskedRaws}); the whole
   * column null when every row's is (nearly always).
   */
  raw: (string | null)[] | null;
  status: number[];
  /** Null when no row of the batch holds a value there. */
  account: (AccountState | null)[] | null;
  failure: (AppErrorInfo | null)[] | null;
  /** A number is the entry at that position of {@link addressBook}: the very entry of the batch's map. */
  book: (AddressBookEntry | number | null)[];
  /** A number is the entry at that position of {@link metadata}: the very entry of the batch's map. */
  meta: (MetadataEntry | number | null)[];
  /** A number is the summary at that position of {@link tokens} (token-columns.ts); null when no row has one. */
  token: (TokenSummary | number | null)[] | null;
  tokens: TokenColumns | null;
  kind: (Identification | null)[];
  packed: PackedColumns | null;
  /** {@link PackedBatch.bookFlags}, as they were. */
  bookFlags: number[];
  addressBook: BookColumns;
  metadata: MetaColumns;
}

/** One batch's tables of texts and lists: each distinct value once. */
class BatchTables {
  readonly texts: Text[] = [];
  private readonly numbers = new Map<Text, number>();
  /** Per field (0: interfaces, 1: get-method ids), its lists each once. */
  private readonly lists = [new SharedLists(), new SharedLists()];
  /** What every record with no extra currency (nearly all) crosses with: one empty object a batch. */
  readonly none = {};

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

/** What a batch's columns start as: a packed array of zeros, sliced at the batch's length ({@link column}). */
const ZEROS: number[] = [];
for (let i = 0; i < 4096; i++) ZEROS.push(0);

/**
 * A column of `length` entries made at its length at once, its elements packed, for its entries to be
 * written by index in order: a slice of {@link ZEROS} (a longer batch's grows from empty, as by `push`).
 * Not `new Array(n)` nor `map`: both give a holey array (`map` once TurboFan inlines it), which a clone
 * writes as a sparse one, an index beside every value; and not `push`, whose array is copied as it grows.
 */
function column<T>(length: number): T[] {
  return (length <= ZEROS.length ? ZEROS.slice(0, length) : []) as unknown as T[];
}

/** The column of `f` of each of `items`, made at its length ({@link column}). */
function columnOf<I, T>(items: readonly I[], f: (item: I, i: number) => T): T[] {
  const out = column<T>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = f(items[i]!, i);
  return out;
}

/**
 * The packed columns of the records of `rows` that pack (`hashes[i]`, packed-records.ts `packedHashes`,
 * non-null for row `i`'s), field for field what `packAccount` makes of each, with no object made per
 * record; null when none packs. Each column is made at its length at once:
 * one filled by `push` is copied as it grows ({@link column}).
 */
function packedColumns(
  rows: readonly LookupRow[],
  hashes: readonly (string | null)[],
  tables: BatchTables,
): PackedColumns | null {
  const at: number[] = [];
  for (let i = 0; i < rows.length; i++) if (hashes[i]) at.push(i);
  if (at.length === 0) return null;
  const record = (i: number): AccountState => rows[i]!.account!;
  return {
    at,
    address: columnOf(at, (i) => (record(i).address === rows[i]!.raw ? null : record(i).address)),
    hashes: columnOf(at, (i) => hashes[i]!),
    balance: columnOf(at, (i) => decimalField(record(i).balance)),
    lt: columnOf(at, (i) => decimalField(record(i).last_transaction_lt)),
    extra_currencies: columnOf(at, (i) => {
      const currencies = record(i).extra_currencies;
      return currencies && isEmptyObject(currencies) ? tables.none : currencies;
    }),
    status: columnOf(at, (i) => tables.text(record(i).status)),
    code_hash: columnOf(at, (i) => (isDeployedPacked(hashes[i]!) ? tables.text(record(i).code_hash) : -1)),
    contract_methods: columnOf(at, (i) => tables.list(1, record(i).contract_methods)),
    interfaces: columnOf(at, (i) => tables.list(0, record(i).interfaces)),
  };
}

/** An entry's fields when it crosses as its three values: these, in this order. */
const USUAL_ENTRY_FIELDS = ['user_friendly', 'domain', 'interfaces'] as const;

/**
 * `addressBook` as columns, each entry's position among them, and each entry's flags (packed-records.ts
 * `bookFlags`, in the same order).
 */
function bookColumns(
  addressBook: AddressBookMap,
  tables: BatchTables,
): { columns: BookColumns; positions: Map<AddressBookEntry, number>; flags: number[] } {
  const columns: BookColumns = { keys: [], whole: [], user_friendly: [], domain: [], interfaces: [] };
  const positions = new Map<AddressBookEntry, number>();
  const flags: number[] = [];
  for (const [raw, entry] of addressBook) {
    positions.set(entry, columns.keys.push(raw) - 1);
    const flag = flags[flags.push(bookFlags(entry, raw)) - 1]!;
    const usual = hasFields(entry, USUAL_ENTRY_FIELDS) && typeof entry.user_friendly === 'string';
    columns.whole!.push(usual ? null : entry);
    // A form the page writes again exactly crosses as its flags alone.
    columns.user_friendly.push(!usual ? '' : flag === NOT_PACKED ? entry.user_friendly : null);
    columns.domain.push(usual ? entry.domain : null);
    columns.interfaces.push(usual ? tables.list(0, entry.interfaces) : null);
  }
  columns.whole = columnOrNull(columns.whole!);
  return { columns, positions, flags };
}

/**
 * The column of the rows' entries of one map (`field`: the address book's or the metadata's): the
 * position among the batch's entries (`positions`) of an entry of the batch — its key noted as row
 * `i`'s raw where it is (column-keys.ts `keyOfRow`) — or the entry whole (a row held back from an
 * earlier batch), or null.
 */
function entryColumn<E extends object>(
  rows: readonly LookupRow[],
  field: 'book' | 'meta',
  positions: ReadonlyMap<E, number>,
  keys: (string | number)[],
): (E | number | null)[] {
  return columnOf(rows, (row, i) => {
    const entry = row[field] as E | null;
    const at = entry && positions.get(entry);
    if (typeof at === 'number') keyOfRow(keys, at, i, row.raw);
    return at ?? entry;
  });
}

/**
 * A lookup batch's rows, address book and metadata as the job emitted them (shared/jobs/job-events.ts
 * `job-rows`), as columns, made by the job owner as the batch leaves for the window: each record that
 * packs (packed-records.ts) goes straight into the packed columns, its row's `account` column null,
 * with no copy of the row or object of parts made; each address book entry's flags beside it. Rows'
 * inputs are left out (the window has them). The batch's rows and maps are not changed (the job's
 * answer keeps them). Each column is made at its length ({@link column}), not grown by `push`.
 */
export function columnsOfRows(
  rows: readonly LookupRow[],
  addressBook: AddressBookMap,
  metadata: MetadataMap,
  asked: AskedRaws = () => undefined,
): RowColumns {
  const tables = new BatchTables();
  const book = bookColumns(addressBook, tables);
  const meta = metaColumns(metadata, (text) => tables.text(text));
  const hashes = columnOf(rows, (row) => row.account && packedHashes(row.account));
  const tokens = noTokenColumns();
  // A summary of the usual fields crosses as its values (token-columns.ts); another whole.
  const token = columnOf(
    rows,
    (row) => row.token && (pushToken(tokens, row.token, (text) => tables.text(text)) ?? row.token),
  );
  return {
    texts: tables.texts,
    index: columnOf(rows, (row) => row.index),
    raw: columnOrNull(columnOf(rows, (row) => (asked(row.index) === row.raw ? null : row.raw))),
    status: columnOf(rows, (row) => tables.text(row.status)),
    account: columnOrNull(columnOf(rows, (row, i) => (hashes[i] ? null : row.account))),
    failure: columnOrNull(columnOf(rows, (row) => row.failure)),
    // The batch's own entries cross once, in their columns; another (a row held back) crosses whole.
    book: entryColumn(rows, 'book', book.positions, book.columns.keys),
    meta: entryColumn(rows, 'meta', meta.positions, meta.columns.keys),
    token: columnOrNull(token),
    tokens: tokens.shape.length > 0 ? tokens : null,
    kind: columnOf(rows, (row) => row.kind),
    packed: packedColumns(rows, hashes, tables),
    bookFlags: book.flags,
    addressBook: book.columns,
    metadata: meta.columns,
  };
}

/** A record's parts as {@link partsAt} writes them: a fresh object, or one the page reuses row after row. */
export type PartsDraft = { -readonly [K in keyof PackedAccount]: PackedAccount[K] };

/**
 * Record `k` of packed `columns`, as `packAccount` made it (the same fields, in the same order), written
 * into `into`: a fresh object, or the page's one draft reused for each record it places (its store
 * copies what it keeps: renderer/model/account-parts-store.ts), so that no object is made per record.
 */
export function partsAt(
  columns: PackedColumns,
  k: number,
  texts: readonly Text[],
  into: PartsDraft,
): PackedAccount {
  into.address = columns.address[k]!;
  into.hashes = columns.hashes[k]!;
  into.balance = columns.balance[k];
  into.lt = columns.lt[k];
  into.extra_currencies = columns.extra_currencies[k]!;
  into.status = texts[columns.status[k]!] as PackedAccount['status'];
  into.contract_methods = columns.contract_methods[k];
  into.interfaces = columns.interfaces[k];
  const codeHash = columns.code_hash[k]!;
  // A record with no code has no code hash field; a reused draft's is cleared instead.
  if (codeHash >= 0) into.code_hash = texts[codeHash] as PackedAccount['code_hash'];
  else if (into.code_hash !== undefined) into.code_hash = undefined;
  return into;
}

/** The packed batch of `columns`' records ({@link PackedBatch}: per row its parts or null). */
function packedOfColumns(columns: RowColumns, rows: number): PackedBatch {
  const { packed, texts } = columns;
  if (!packed) return { accounts: [], bookFlags: columns.bookFlags };
  const accounts = new Array<PackedAccount | null>(rows).fill(null);
  for (let k = 0; k < packed.at.length; k++)
    accounts[packed.at[k]!] = partsAt(packed, k, texts, {} as PartsDraft);
  return { accounts, bookFlags: columns.bookFlags };
}

/**
 * Entry `k` of a batch's address book columns, of the account `raw` (its key), written with `flags` (its
 * {@link RowColumns.bookFlags}) when it crossed as its values: its form written again from `raw` and
 * `flags` where it did not cross (compact-book-entry.ts), its interfaces as `list` holds them (the page's
 * shared copy; as they crossed by default). Null for an entry that crossed whole.
 */
export function bookEntryAt(
  columns: BookColumns,
  k: number,
  raw: string,
  flags: number,
  list: (interfaces: AddressBookEntry['interfaces']) => AddressBookEntry['interfaces'] = (same) => same,
): AddressBookEntry | null {
  if (columns.whole?.[k]) return null;
  const friendly = columns.user_friendly[k]!;
  const interfaces = list(columns.interfaces[k]);
  return friendly === null
    ? compactBookEntry(raw, flags, columns.domain[k], interfaces)
    : { user_friendly: friendly, domain: columns.domain[k], interfaces };
}

/** The address book `columns` were made of, and its entries in their order ({@link bookEntryAt}). */
function bookOfColumns(
  columns: BookColumns,
  flags: readonly number[],
  raws: readonly string[],
): { addressBook: AddressBookMap; entries: AddressBookEntry[] } {
  const read = mapOfColumns(columns.keys, columns.whole, raws, (k) => {
    return bookEntryAt(columns, k, keyAt(columns.keys, k, raws), flags[k]!)!;
  });
  return { addressBook: read.map, entries: read.entries };
}

/** What {@link rowsOfColumns} reads back: a batch's rows, their packed parts, its address book and metadata. */
export interface ColumnsRead {
  rows: LookupRow[];
  packed: PackedBatch;
  addressBook: AddressBookMap;
  metadata: MetadataMap;
}

/**
 * Each row's raw address: the one that crossed, or the one asked at its position (`asked`: the list the
 * job was started with). A batch that names a position the list does not hold is not this lookup's.
 */
export function rawsOfColumns(columns: RowColumns, asked: AskedRaws): string[] {
  const { index, raw } = columns;
  const raws: string[] = [];
  for (let i = 0; i < index.length; i++) {
    const text = raw?.[i] ?? asked(index[i]!);
    if (text === undefined)
      throw new Error(`row ${i} of a batch names position ${index[i]}, which was not asked`);
    raws.push(text);
  }
  return raws;
}

/**
 * The rows, packed parts, address book and metadata `columns` were made of ({@link columnsOfRows}),
 * each row's `input` given by `inputOf` (the page's own text of what it asked at that position, for
 * that address) and, where it did not cross, its raw address by `asked` (the same list the job was
 * given). A row's `book` and `meta` are the very entries of the maps read back.
 */
export function rowsOfColumns(
  columns: RowColumns,
  inputOf: (index: number, raw: string) => string,
  asked: AskedRaws = () => undefined,
): ColumnsRead {
  const raw = rawsOfColumns(columns, asked);
  const { addressBook, entries: books } = bookOfColumns(columns.addressBook, columns.bookFlags, raw);
  const { metadata, entries: metas } = metadataOfColumns(columns.metadata, columns.texts, raw);
  const rows = new Array<LookupRow>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const input = inputOf(columns.index[i]!, raw[i]!);
    rows[i] = rowAt(columns, i, raw[i]!, input, books, metas, {} as RowDraft);
  }
  return { rows, packed: packedOfColumns(columns, raw.length), addressBook, metadata };
}

/** A row as {@link rowAt} writes it: a fresh object, or one the page reuses row after row. */
export type RowDraft = { -readonly [K in keyof LookupRow]: LookupRow[K] };

/**
 * Row `i` of `columns`, of the account `raw`, asked as `input`, written into `into` (a fresh object, or
 * the page's one draft reused for each row it places: renderer/model/row-builder.ts), its fields in
 * their order: its `book` and `meta` the entries of `books` and `metas` at the positions it names, or
 * as they crossed whole (a row held back from an earlier batch); its record as it crossed whole, or null
 * when it crossed packed ({@link partsAt}).
 */
export function rowAt(
  columns: RowColumns,
  i: number,
  raw: string,
  input: string,
  books: readonly AddressBookEntry[],
  metas: readonly MetadataEntry[],
  into: RowDraft,
): LookupRow {
  const { texts, account, failure, token } = columns;
  into.index = columns.index[i]!;
  into.raw = raw;
  into.input = input;
  into.status = texts[columns.status[i]!] as string;
  into.account = account ? account[i]! : null;
  into.failure = failure ? failure[i]! : null;
  into.book = entryAt(columns.book[i]!, books);
  into.meta = entryAt(columns.meta[i]!, metas);
  into.token = token ? tokenOf(token[i]!, columns.tokens, texts) : null;
  into.kind = columns.kind[i]!;
  return into;
}

/** A row's token summary: made again from the batch's token columns at that position, or as it crossed. */
const tokenOf = (
  token: TokenSummary | number | null,
  tokens: TokenColumns | null,
  texts: readonly Text[],
): TokenSummary | null => (typeof token === 'number' ? tokenAt(tokens!, token, texts) : token);

/** A row's entry of a map: the batch's entry at that position, or the one that crossed whole. */
const entryAt = <E extends object>(entry: E | number | null, entries: readonly E[]): E | null =>
  typeof entry === 'number' ? entries[entry]! : entry;

/** A lookup batch as the job emits it (shared/jobs/job-events.ts `job-rows`). */
interface RowsBatch {
  rows: LookupRow[];
  addressBook: AddressBookMap;
  metadata: MetadataMap;
}

/**
 * A lookup's `job-rows` batch as it crosses to the window: its rows, address book and metadata as
 * columns ({@link columnsOfRows}; `asked`, the job's list of raws, leaves out each raw the window
 * holds), its other fields (progress) as they are.
 */
export function batchAsColumns<B extends RowsBatch>(
  batch: B,
  asked?: AskedRaws,
): Omit<B, keyof RowsBatch> & { columns: RowColumns } {
  const { rows, addressBook, metadata, ...rest } = batch;
  return { ...rest, columns: columnsOfRows(rows, addressBook, metadata, asked) };
}

/**
 * A lookup's `job-rows` batch's rows, packed parts, address book and metadata, whichever way it came:
 * read back from its columns ({@link rowsOfColumns}, inputs from `inputOf`, raws left out from
 * `asked`), or as the job emitted them. For tests and harnesses that check what crossed: the page
 * places a batch from its columns without reading it back (renderer/model/row-builder.ts `place`).
 */
export function rowsOfBatch(
  event: (RowsBatch & { columns?: undefined }) | { columns: RowColumns; rows?: undefined },
  inputOf: (index: number, raw: string) => string,
  asked?: AskedRaws,
): { rows: LookupRow[]; packed?: PackedBatch; addressBook: AddressBookMap; metadata: MetadataMap } {
  if (event.columns) return rowsOfColumns(event.columns, inputOf, asked);
  const { rows, addressBook, metadata } = event;
  return { rows, addressBook, metadata };
}
