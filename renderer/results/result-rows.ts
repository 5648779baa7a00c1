/**
 * Rows of the results table: one per requested account, in input order, matched by raw address (never
 * by position). Addresses the indexer does not know become "not found" rows — shown, never dropped.
 */
import type { AccountState, AddressBookEntry } from '../../shared/api/account-states';
import type { AppErrorInfo } from '../../shared/errors';
import { compareDecimalText } from '../../shared/format/amounts';
import { FAILED_STATUS, NOT_FOUND_STATUS, PENDING_STATUS } from '../../shared/format/status';
import type { LookupOutcome, RequestedAccount } from '../lookup/use-account-lookup';
import { tokenLabel, tokenSummary, type TokenSummary } from './token-summary';

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
  /** Lower-case text the filter searches: inputs, addresses, domain, token name and symbol. */
  readonly searchText: string;
}

/** Builds the rows of an outcome (only what was asked and what came back; not its progress). */
export function buildRows(outcome: Pick<LookupOutcome, 'request' | 'result' | 'failed'>): ResultRow[] {
  const { result, request, failed } = outcome;
  const byRaw = new Map(result.accounts.map((a) => [a.address, a]));
  const notFound = new Set(result.not_found);
  return request.accounts.map((requested, index) => {
    const account = byRaw.get(requested.raw) ?? null;
    const book = result.address_book[requested.raw] ?? null;
    const token = tokenSummary(result.metadata, requested.raw);
    const failure = account ? null : (failed.get(requested.raw) ?? null);
    const status = account
      ? (account.status ?? 'unknown')
      : notFound.has(requested.raw)
        ? NOT_FOUND_STATUS
        : failure
          ? FAILED_STATUS
          : PENDING_STATUS;
    const searchText = [requested.input, requested.raw, book?.user_friendly, book?.domain, token?.name, token?.symbol, tokenLabel(token)]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return { index, requested, raw: requested.raw, account, status, book, token, failure, searchText };
  });
}

/** Columns the table sorts by. */
export type SortKey = 'input' | 'status' | 'balance' | 'address';
/** A sort: key and direction. */
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const STATUS_ORDER = ['active', 'uninit', 'frozen', 'nonexist', NOT_FOUND_STATUS, FAILED_STATUS, PENDING_STATUS];

function statusRank(status: string): number {
  const rank = STATUS_ORDER.indexOf(status);
  return rank === -1 ? STATUS_ORDER.length : rank;
}

/** Balance text for sorting: accounts without a real balance (not found) sort as unreadable. */
function balanceOf(row: ResultRow): string | null {
  return row.account?.balance ?? null;
}

const COMPARE: Record<SortKey, (a: ResultRow, b: ResultRow) => number> = {
  input: (a, b) => a.index - b.index,
  status: (a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status),
  // BigInt comparison: balances exceed 2^53 nanotons.
  balance: (a, b) => compareDecimalText(balanceOf(a), balanceOf(b)),
  address: (a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0),
};

/** Status filter values: one status, "other" (anything unknown), or all. */
export type StatusFilter = 'all' | 'active' | 'uninit' | 'frozen' | 'nonexist' | 'not found' | 'failed' | 'pending' | 'other';

/** Filters and sorts rows (stable: ties keep input order). */
export function visibleRows(rows: readonly ResultRow[], sort: SortState, status: StatusFilter, text: string): ResultRow[] {
  const needle = text.trim().toLowerCase();
  const filtered = rows.filter((row) => {
    if (status === 'other' ? STATUS_ORDER.includes(row.status) : status !== 'all' && row.status !== status) return false;
    return needle === '' || row.searchText.includes(needle);
  });
  const compare = COMPARE[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return filtered.sort((a, b) => sign * compare(a, b) || a.index - b.index);
}
