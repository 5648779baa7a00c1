/**
 * Rows of the results table: one per requested account, in input order, matched by raw address (never
 * by position). Addresses the indexer does not know become "not found" rows — shown, never dropped.
 * A running lookup builds each row once, when its batch lands (row-builder.ts); `buildRows` makes all
 * rows of a complete answer at once (a reopened log entry, tests, benches).
 */
import type {
  AccountLookup,
  AccountState,
  AddressBookEntry,
  Metadata,
} from '../../shared/api/account-states';
import type { AppErrorInfo } from '../../shared/errors';
import { addressQueryRaw } from '../../shared/format/address-display';
import { compareDecimalText } from '../../shared/format/amounts';
import { FAILED_STATUS, NOT_FOUND_STATUS, PENDING_STATUS } from '../../shared/format/status';
import { identifyContract, type Identification } from '../../shared/contracts/identify';
import { kindLabel, type ContractKind } from '../../shared/contracts/kinds';
import type { RequestedAccount } from './lookup-outcome';
import { tokenLabel, tokenSummary, type TokenSummary } from '../../shared/format/token-summary';

/** One row. */
export interface ResultRow {
  /** 0-based position in the request. */
  readonly index: number;
  readonly requested: RequestedAccount;
  readonly raw: string;
  /** Null for a not-found address. */
  readonly account: AccountState | null;
  /**
   * The status label: the indexer's status, `"not found"`, `"unknown"` for null, `"failed"` when its
   * batch failed, `"pending"` while its batch has not arrived.
   */
  readonly status: string;
  /** Why its batch failed, for a `"failed"` row. */
  readonly failure: AppErrorInfo | null;
  readonly book: AddressBookEntry | null;
  readonly token: TokenSummary | null;
  /** What the contract is (code hash first, then interfaces); null while nothing is known of it. */
  readonly kind: Identification | null;
  /**
   * Lower-case text the filter searches: input, address book form, domain, token name and symbol, kind
   * and interfaces. The raw address is searched apart (upper-case as it is: 100,000 copies less).
   */
  readonly searchText: string;
}

/** What is known of one requested account. */
export interface RowFacts {
  /** Its answer, or null (not found, failed or not arrived). */
  account: AccountState | null;
  /** The indexer said it does not know it. */
  notFound: boolean;
  /** Why its batch failed (after the scheduler's retries), if it did. */
  failure: AppErrorInfo | null;
  addressBook: Readonly<Record<string, AddressBookEntry>>;
  metadata: Metadata;
}

/** The row of an account nothing is known of yet (its batch has not landed): quick, 100,000 are made at once. */
export function pendingRow(index: number, requested: RequestedAccount): ResultRow {
  const raw = requested.raw;
  const searchText = requested.input.toLowerCase();
  return {
    index,
    requested,
    raw,
    account: null,
    status: PENDING_STATUS,
    book: null,
    token: null,
    kind: null,
    failure: null,
    searchText,
  };
}

/** The row of requested account number `index`. */
export function rowOf(index: number, requested: RequestedAccount, facts: RowFacts): ResultRow {
  const { account, addressBook, metadata } = facts;
  const raw = requested.raw;
  const book = addressBook[raw] ?? null;
  const token = tokenSummary(metadata, raw);
  const failure = account ? null : facts.failure;
  const status = account
    ? (account.status ?? 'unknown')
    : facts.notFound
      ? NOT_FOUND_STATUS
      : failure
        ? FAILED_STATUS
        : PENDING_STATUS;
  const interfaces = account?.interfaces ?? book?.interfaces ?? null;
  // Once per row, when its answer lands: the kind is never computed per render.
  const kind = account ? identifyContract({ codeHash: account.code_hash ?? null, interfaces }) : null;
  const searchText = [
    requested.input,
    book?.user_friendly,
    book?.domain,
    token?.name,
    token?.symbol,
    tokenLabel(token),
    kind?.name,
    kind?.kind,
    ...(interfaces ?? []),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return { index, requested, raw, account, status, book, token, kind, failure, searchText };
}

/** The rows of a complete (or partial) answer to `accounts`, all at once. */
export function buildRows(
  accounts: readonly RequestedAccount[],
  result: AccountLookup,
  failed: ReadonlyMap<string, AppErrorInfo> = new Map(),
): ResultRow[] {
  const factsOf = rowFactsOf(result, failed);
  return accounts.map((requested, index) => rowOf(index, requested, factsOf(requested.raw)));
}

/**
 * The same rows as {@link buildRows}, built `slice` at a time with `pause()` awaited between slices, so
 * 100,000 rows (a reopened log entry) never make one long task on the page's main thread.
 */
export async function buildRowsInSlices(
  accounts: readonly RequestedAccount[],
  result: AccountLookup,
  failed: ReadonlyMap<string, AppErrorInfo>,
  pause: () => Promise<void>,
  slice = 5_000,
): Promise<ResultRow[]> {
  // The answer's index too, a slice at a time: 100,000 accounts put in one Map were a long task.
  const found = new Map<string, AccountState>();
  const notFound = new Set<string>();
  for (let start = 0; start < Math.max(result.accounts.length, result.not_found.length); start += slice) {
    for (const account of result.accounts.slice(start, start + slice)) found.set(account.address, account);
    for (const raw of result.not_found.slice(start, start + slice)) notFound.add(raw);
    await pause();
  }
  const factsOf = rowFactsOf(result, failed, { found, notFound });
  const rows: ResultRow[] = [];
  for (let start = 0; start < accounts.length; start += slice) {
    if (start > 0) await pause();
    const end = Math.min(accounts.length, start + slice);
    for (let index = start; index < end; index++) {
      const requested = accounts[index]!;
      rows.push(rowOf(index, requested, factsOf(requested.raw)));
    }
  }
  return rows;
}

/** What a row of `raw` is made of, from one answer (indexed once for all its rows). */
function rowFactsOf(
  result: AccountLookup,
  failed: ReadonlyMap<string, AppErrorInfo>,
  { found, notFound } = {
    found: new Map(result.accounts.map((a) => [a.address, a])),
    notFound: new Set(result.not_found),
  },
) {
  const common = { addressBook: result.address_book, metadata: result.metadata };
  return (raw: string): RowFacts => ({
    ...common,
    account: found.get(raw) ?? null,
    notFound: notFound.has(raw),
    failure: failed.get(raw) ?? null,
  });
}

/** How many rows have each status. */
export function statusCounts(rows: readonly ResultRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return counts;
}

/** How many rows have each contract kind (for the kind quick filter). */
export function kindCountsOf(rows: readonly ResultRow[]): Map<ContractKind, number> {
  const counts = new Map<ContractKind, number>();
  for (const row of rows) if (row.kind) counts.set(row.kind.kind, (counts.get(row.kind.kind) ?? 0) + 1);
  return counts;
}

/** One choice of the kind quick filter. */
export interface KindOption {
  kind: ContractKind;
  /** The kind's name, as the Kind column shows it. */
  label: string;
  /** How many rows have it. */
  rows: number;
}

/** The kind filter's choices: by name, as a reader looks for one, each with its number of rows. */
export function kindOptions(counts: ReadonlyMap<ContractKind, number>): KindOption[] {
  return [...counts]
    .map(([kind, rows]) => ({ kind, label: kindLabel(kind), rows }))
    .sort(
      (a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.kind.localeCompare(b.kind),
    );
}

/** Built-in sort keys (any column id sorts too, by its own comparison). */
export type SortKey = 'input' | 'status' | 'balance' | 'address';
/** A sort: a column id (or a built-in key) and direction. */
export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

const STATUS_ORDER = [
  'active',
  'uninit',
  'frozen',
  'nonexist',
  NOT_FOUND_STATUS,
  FAILED_STATUS,
  PENDING_STATUS,
];

/** Where a status sorts: the indexer's four, then not found, failed, pending, then anything else. */
export function statusRank(status: string): number {
  const rank = STATUS_ORDER.indexOf(status);
  return rank === -1 ? STATUS_ORDER.length : rank;
}

/**
 * Balance text for sorting: accounts without a real balance sort as unreadable — a not-found address,
 * and a nonexist account, whose "0" is no money there (the cell says "no account": balance-text.ts).
 */
function balanceOf(row: ResultRow): string | null {
  return row.status === 'nonexist' ? null : (row.account?.balance ?? null);
}

const COMPARE: Record<SortKey, (a: ResultRow, b: ResultRow) => number> = {
  input: (a, b) => a.index - b.index,
  status: (a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status),
  // BigInt comparison: balances exceed 2^53 nanotons.
  balance: (a, b) => compareDecimalText(balanceOf(a), balanceOf(b)),
  address: (a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0),
};

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
  /** Only rows of this contract kind (`Identification.kind`). */
  readonly kind?: string | undefined;
  /** Only rows the indexer flags as scam. */
  readonly scam?: boolean | undefined;
  /** Only these raw addresses (those changed since the lookup being compared). */
  readonly only?: ReadonlySet<string> | undefined;
  /** More text to search per row (the user's labels: they change apart from the rows). */
  readonly moreText?: ((row: ResultRow) => string | undefined) | undefined;
  /** The comparison of `sort.key` when it is not a built-in key (a column's own). */
  readonly compare?: ((a: ResultRow, b: ResultRow) => number) | undefined;
}

const isInputOrder = (sort: SortState) =>
  (sort.key === 'input' || sort.key === 'index') && sort.direction === 'asc';

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
  const { kind, scam, only, moreText } = quick;
  // The rows are in input order already: 100,000 of them are not copied and sorted for nothing.
  if (status === 'all' && needle === '' && !kind && !scam && !only && isInputOrder(sort)) return rows;
  const filtered = rows.filter((row) => {
    if (status === 'other' ? STATUS_ORDER.includes(row.status) : status !== 'all' && row.status !== status)
      return false;
    if (kind && row.kind?.kind !== kind) return false;
    if (scam && !row.token?.isScam) return false;
    if (only && !only.has(row.raw)) return false;
    return (
      needle === '' ||
      row.raw === queryRaw ||
      row.searchText.includes(needle) ||
      row.raw.includes(rawNeedle) ||
      (moreText?.(row)?.toLowerCase().includes(needle) ?? false)
    );
  });
  const compare = quick.compare ?? COMPARE[sort.key as SortKey] ?? COMPARE.input;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return filtered.sort((a, b) => sign * compare(a, b) || a.index - b.index);
}
