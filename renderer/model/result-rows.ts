/**
 * Rows of the results table: one per requested account, in input order, matched by raw address (never
 * by position). Each is the lookup's own row (shared/jobs/lookup-row.ts: its status, state, token and
 * kind, made once where the answer arrived) placed at its position in this page's request, with what the
 * filter searches. Addresses the indexer does not know are "not found" rows — shown, never dropped.
 */
import type { AccountState, AddressBookEntry, MetadataEntry } from '../../shared/api/account-states';
import type { AppErrorInfo } from '../../shared/errors';
import { addressQueryRaw } from '../../shared/format/address-display';
import { significantDigits } from '../../shared/format/unsigned-decimal-text';
import { decimalSortKey, unsignedSortKey } from '../../shared/format/decimal-sort-key';
import {
  FAILED_STATUS,
  PENDING_STATUS,
  STATUS_ORDER,
  statusDescription,
  statusRank,
} from '../../shared/format/status';
import { accountKind, NOT_DEPLOYED_KIND, type AccountKind } from '../../shared/contracts/kinds';
import { accountField } from '../../shared/jobs/account-field';
import { pendingLookupRow, type LookupRow } from '../../shared/jobs/lookup-row';
import type { PackedAccount } from '../../shared/jobs/packed-records';
import { METADATA_STATE_TEXT, metadataStateKinds } from '../../shared/format/metadata-state';
import type { RequestedAccount } from './lookup-outcome';
import { RowInterner } from './row-interner';
import { lazyRecordRow } from './compact-records';
import { tokenLabel, tokenStates } from '../../shared/format/token-summary';

/** One row: the lookup's row at its position in the request, with how it was asked. */
export interface ResultRow extends LookupRow {
  /** 0-based position in the request. */
  readonly index: number;
  readonly requested: RequestedAccount;
}

/** The row of an account nothing is known of yet (its batch has not landed): quick, 100,000 are made at once. */
export function pendingRow(index: number, requested: RequestedAccount): ResultRow {
  return resultRow(
    pendingLookupRow({ index, raw: requested.raw, input: requested.input }),
    index,
    requested,
    null,
    null,
    null,
  );
}

/**
 * The row `row` as account `index` of the request: one literal, so that every row has the same fields in
 * the same order (V8 keeps them in the object itself, not in a second array as a spread copy's), and
 * the request's own address and input text rather than the answer's copies (and `shared`'s status and
 * kind, and `book` for the answer's entry).
 */
function resultRow(
  row: LookupRow,
  index: number,
  requested: RequestedAccount,
  shared: RowInterner | null,
  book: AddressBookEntry | null,
  meta: MetadataEntry | null,
  account: AccountState | null = row.account,
): ResultRow {
  return {
    index,
    raw: row.raw === requested.raw ? requested.raw : row.raw,
    input: requested.input,
    status: shared ? shared.text(row.status) : row.status,
    account,
    failure: row.failure,
    book,
    meta,
    token: row.token,
    kind: shared ? shared.kind(row.kind) : row.kind,
    requested,
  };
}

/**
 * What a row's account is, as a person reads it (shared/contracts/kinds.ts `accountKind`): the Kind
 * cell, the kind filter's choices, the text filter and exports all say this; null when nothing is known.
 */
export function rowKind(row: Pick<LookupRow, 'status' | 'kind'>): AccountKind | null {
  return accountKind(row.status, row.kind);
}

/** Whether a row's account runs no contract yet (uninit, nonexist): its Kind cell says "not deployed". */
export const isNotDeployed = (row: Pick<LookupRow, 'status' | 'kind'>): boolean =>
  rowKind(row)?.key === NOT_DEPLOYED_KIND;

/**
 * Lower-case text the filter searches in a row — the words the row shows and the names behind them:
 * input, address book form, status, domain, token name and symbol, its metadata badges (scam, NSFW…),
 * kind (as the Kind cell writes it, and the exact contract its title names) and interfaces. Made when a
 * text filter runs, not kept in the row (100,000 rows' texts are ~15 MB); the raw address is searched
 * apart, and what changes apart from the row (a look-alike mark, a lock, labels) through
 * {@link QuickFilters.moreText}.
 */
export function rowSearchText(row: ResultRow): string {
  const { book, token, kind } = row;
  const interfaces = accountField(row, 'interfaces') ?? book?.interfaces ?? [];
  const badges = token ? metadataStateKinds(tokenStates(token)).map((k) => METADATA_STATE_TEXT[k].label) : [];
  const shownKind = rowKind(row);
  // The code's names only where the cell names the code (not for an account that runs none).
  const contract = shownKind?.key === kind?.kind ? kind : null;
  return [
    row.requested.input,
    book?.user_friendly,
    statusDescription(row.status).label,
    book?.domain,
    token?.name,
    token?.symbol,
    tokenLabel(token),
    ...badges,
    shownKind?.label,
    contract?.name,
    contract?.kind,
    ...interfaces,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** Each row's {@link rowSearchText}, made once per row while one filter text after another runs over the same rows. */
export type SearchTexts = WeakMap<ResultRow, string>;

/** Rows whose search texts {@link fillSearchTexts} makes in one task: well under a frame's work. */
export const SEARCH_TEXT_SLICE = 5_000;

/**
 * Makes the search text of every row of `rows` not in `texts` yet, {@link SEARCH_TEXT_SLICE} rows a
 * task, awaiting `pause()` between slices and stopping when `stopped()` says so: made ahead of the first
 * filter text (the box has focus), 100,000 texts made in the keystroke's task held the page for
 * hundreds of milliseconds.
 */
export async function fillSearchTexts(
  rows: readonly ResultRow[],
  texts: SearchTexts,
  pause: () => Promise<void>,
  stopped: () => boolean,
): Promise<void> {
  for (let start = 0; start < rows.length; start += SEARCH_TEXT_SLICE) {
    if (stopped()) return;
    const end = Math.min(rows.length, start + SEARCH_TEXT_SLICE);
    for (let index = start; index < end; index++) searchTextOf(rows[index]!, texts);
    await pause();
  }
}

/** A row's search text, from `texts` when it was made there already. */
function searchTextOf(row: ResultRow, texts: SearchTexts | undefined): string {
  let text = texts?.get(row);
  if (text === undefined) {
    text = rowSearchText(row);
    texts?.set(row, text);
  }
  return text;
}

/**
 * The lookup's `row` placed as requested account number `index`, holding the values other rows share
 * as `shared` holds them (one table per lookup: row-interner.ts); the answer's own copies go. Its
 * address book entry is `book` when given (the table's copy the builder made for the batch's map:
 * row-builder.ts), else `shared`'s copy of the row's own; its metadata entry likewise `meta` when given
 * (the entry of the batch's map, its texts already swapped), else the row's own with its texts swapped;
 * its account record built from `parts` when its job packed it (the row then came without it).
 */
export function placedRow(
  row: LookupRow,
  index: number,
  requested: RequestedAccount,
  shared: RowInterner = new RowInterner(),
  book: AddressBookEntry | null = row.book && shared.book(row.book, requested.raw),
  meta: MetadataEntry | null = row.meta && shared.meta(row.meta),
  parts: PackedAccount | null = null,
): ResultRow {
  if (row.status === PENDING_STATUS) return pendingRow(index, requested);
  const { token } = row;
  if (token) shared.token(token);
  // A packed record is built when it is first read (compact-records.ts `lazyRecordRow`).
  if (parts)
    return lazyRecordRow(
      resultRow(row, index, requested, shared, book, meta, null),
      shared.parts,
      shared.packedParts(parts, requested.raw),
    );
  const account = row.account && shared.account(row.account, requested.raw);
  return resultRow(row, index, requested, shared, book, meta, account);
}

/** Rows of the lookup (in input order, one per account of `accounts`) placed as `accounts` asked them. */
export function placedRows(rows: readonly LookupRow[], accounts: readonly RequestedAccount[]): ResultRow[] {
  const shared = new RowInterner();
  return rows.map((row, index) => placedRow(row, index, accounts[index]!, shared));
}

/** Why a batch failed, per raw address, from rows. */
export function failuresOf(rows: readonly LookupRow[]): Map<string, AppErrorInfo> {
  const failed = new Map<string, AppErrorInfo>();
  for (const row of rows) if (row.status === FAILED_STATUS && row.failure) failed.set(row.raw, row.failure);
  return failed;
}

/** How many rows have each status. */
export function statusCounts(rows: readonly ResultRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return counts;
}

/** One choice of the kind quick filter. */
export interface KindOption {
  /** {@link AccountKind.key}: what the filter selects by. */
  key: string;
  /** The kind's name, as the Kind column shows it. */
  label: string;
  /** How many rows have it. */
  rows: number;
}

/** What the quick filters read of a row beyond the row itself: facts that change apart from it. */
export interface RowFacts {
  /** Its token claims a well-known jetton it is not (the mark its token cell shows). */
  lookAlike(row: ResultRow): boolean;
  /** Its lock, when read: a jetton wallet's own, or a wallet's jetton wallets'; undefined until read. */
  lock(row: ResultRow): 'locked' | 'open' | undefined;
}

/** How many rows each quick filter shows (quick-counter.ts counts them). */
export interface QuickCounts {
  /** Each kind, by its key, with its name. */
  readonly kinds: ReadonlyMap<string, { label: string; rows: number }>;
  readonly scam: number;
  readonly lookAlike: number;
  readonly notDeployed: number;
  readonly locked: number;
  /** Rows whose lock has been read (locked or not): the locked count is of these only. */
  readonly lockRead: number;
}

/** The kind filter's choices: by name, as a reader looks for one, each with its number of rows. */
export function kindOptions(kinds: QuickCounts['kinds']): KindOption[] {
  return [...kinds]
    .map(([key, { label, rows }]) => ({ key, label, rows }))
    .sort(
      (a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.key.localeCompare(b.key),
    );
}

/** Built-in sort keys (any column id sorts too, by its own comparison). */
export type SortKey = 'input' | 'status' | 'balance' | 'address';
/** A sort: a column id (or a built-in key) and direction. */
export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

/**
 * Balance text for sorting: accounts without a real balance sort as unreadable — a not-found address,
 * and a nonexist account, whose "0" is no money there (the cell says "no account": balance-text.ts).
 */
function balanceOf(row: ResultRow): string | null {
  return row.status === 'nonexist' ? null : (accountField(row, 'balance') ?? null);
}

/**
 * A row's balance as a sort key: a text whose code-unit order is the order of the balances' values, so
 * that a sort reads each row's balance once instead of parsing two BigInts a comparison (100,000 rows
 * made 3.4 million). The value's count of significant digits in two UTF-16 units (the count of a longer
 * text sorts above a shorter one's), then its significant digits (of two texts with as many, the order
 * of the digits is the order of the values). Balances are unsigned decimal text (the schema's
 * `unsignedDecimalText`); a row without a real balance (none, unreadable, a nonexist account's "0") has
 * the empty key, below every real one.
 */
export function balanceSortKey(row: ResultRow): string {
  const balance = balanceOf(row);
  const digits = balance === null ? -1 : significantDigits(balance);
  return digits < 0 ? '' : unsignedSortKey(balance!, digits);
}

/**
 * A row's last transaction lt as a sort key ({@link decimalSortKey}: the lt is the schema's decimal
 * text, which may be signed), so that the lt sort reads each row's lt once instead of parsing two
 * BigInts a comparison. A row without an lt (none, unreadable, not found) has the empty key, below
 * every lt.
 */
export const ltSortKey = (row: ResultRow): string => decimalSortKey(accountField(row, 'last_transaction_lt'));

const COMPARE: Record<Exclude<SortKey, 'balance'>, (a: ResultRow, b: ResultRow) => number> = {
  input: (a, b) => a.index - b.index,
  status: (a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status),
  address: (a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0),
};

/** Built-in sorts by a key made once per row ({@link QuickFilters.sortKey}). */
const SORT_KEY = new Map<string, (row: ResultRow) => string>([['balance', balanceSortKey]]);

/** Status filter values: one status, "other" (anything unknown), or all. */
export type StatusFilter =
  'all' | 'active' | 'uninit' | 'frozen' | 'nonexist' | 'not found' | 'failed' | 'pending' | 'other';

/**
 * How many rows the status filter `filter` shows, from the outcome's counts (no row is read): `total`
 * for all, the status's own count, or for "other" every status the named filters do not cover.
 */
export function statusFilterCount(
  counts: ReadonlyMap<string, number>,
  filter: StatusFilter,
  total: number,
): number {
  if (filter === 'all') return total;
  if (filter !== 'other') return counts.get(filter) ?? 0;
  let named = 0;
  for (const status of STATUS_ORDER) named += counts.get(status) ?? 0;
  return total - named;
}

/** Quick filters beside the status and the text. */
export interface QuickFilters {
  /** Only rows of this kind ({@link AccountKind.key}: a contract kind, not deployed, frozen). */
  readonly kind?: string | undefined;
  /** Only rows the indexer flags as scam. */
  readonly scam?: boolean | undefined;
  /** Only rows of accounts with no contract yet (uninit, nonexist). */
  readonly notDeployed?: boolean | undefined;
  /** Only rows this says yes to (a look-alike mark, a lock read as locked: facts apart from the row). */
  readonly where?: ((row: ResultRow) => boolean) | undefined;
  /** Only these raw addresses (those changed since the lookup being compared). */
  readonly only?: Pick<ReadonlySet<string>, 'has'> | undefined;
  /** More text to search per row (the user's labels, a look-alike mark, a lock: they change apart from the rows). */
  readonly moreText?: ((row: ResultRow) => string | undefined) | undefined;
  /** The comparison of `sort.key` when it is not a built-in key (a column's own). */
  readonly compare?: ((a: ResultRow, b: ResultRow) => number) | undefined;
  /**
   * Instead of `compare`, a column's sort key ({@link ColumnSpec.sortKey}): a text per row, made once
   * per row, whose code-unit order is the column's ascending order.
   */
  readonly sortKey?: ((row: ResultRow) => string) | undefined;
  /**
   * Where the rows' search texts are kept while the user filters by text (made anew for each text
   * without it): the caller keeps it only as long as a text filter is on.
   */
  readonly searchTexts?: SearchTexts | undefined;
}

const isInputOrder = (sort: SortState) =>
  (sort.key === 'input' || sort.key === 'index') && sort.direction === 'asc';

/** Whether a row passes the status filter and the quick filters (the text apart). */
function passes(row: ResultRow, status: StatusFilter, quick: QuickFilters): boolean {
  if (status === 'other' ? STATUS_ORDER.includes(row.status) : status !== 'all' && row.status !== status)
    return false;
  if (quick.kind && rowKind(row)?.key !== quick.kind) return false;
  if (quick.scam && !row.token?.isScam) return false;
  if (quick.notDeployed && !isNotDeployed(row)) return false;
  if (quick.only && !quick.only.has(row.raw)) return false;
  return quick.where?.(row) ?? true;
}

/** Filters and sorts rows (stable: ties keep input order). Unfiltered in input order, `rows` itself. */
export function visibleRows(
  rows: readonly ResultRow[],
  sort: SortState,
  status: StatusFilter,
  text: string,
  quick: QuickFilters = {},
): readonly ResultRow[] {
  const needle = text.trim().toLowerCase();
  const rawNeedle = needle.toUpperCase();
  // A whole address in any form finds its row, whatever form was pasted (EQ… finds a UQ… row).
  const queryRaw = addressQueryRaw(text);
  const { kind, scam, notDeployed, where, only, moreText, searchTexts } = quick;
  const filtering = status !== 'all' || Boolean(kind || scam || notDeployed || where || only);
  // The rows are in input order already: 100,000 of them are not copied and sorted for nothing.
  if (!filtering && needle === '' && isInputOrder(sort)) return rows;
  const filtered = rows.filter(
    (row) =>
      (!filtering || passes(row, status, quick)) &&
      (needle === '' ||
        row.raw === queryRaw ||
        row.raw.includes(rawNeedle) ||
        searchTextOf(row, searchTexts).includes(needle) ||
        (moreText?.(row)?.toLowerCase().includes(needle) ?? false)),
  );
  const sign = sort.direction === 'asc' ? 1 : -1;
  const sortKey = quick.sortKey ?? (quick.compare ? undefined : SORT_KEY.get(sort.key));
  if (sortKey) return sortedByKey(filtered, sortKey, sign);
  const compare = quick.compare ?? COMPARE[sort.key as keyof typeof COMPARE] ?? COMPARE.input;
  return filtered.sort((a, b) => sign * compare(a, b) || a.index - b.index);
}

/** `rows` sorted by `key`, made once per row (`sign` -1: descending); ties keep input order. */
function sortedByKey(rows: ResultRow[], key: (row: ResultRow) => string, sign: number): ResultRow[] {
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  // Array sort is stable and `rows` are in input order: equal keys stay in input order.
  keyed.sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : 0));
  for (let i = 0; i < keyed.length; i++) rows[i] = keyed[i]!.row;
  return rows;
}
