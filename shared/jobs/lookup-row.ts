/**
 * What became of one requested account, with the facts every reader of it shows: its status label, its
 * state, its address-book and metadata entries, its token and its contract kind — derived ONCE, where
 * the answer arrives (shared/jobs/lookup-answer.ts), and read as they are by the results table, the
 * account page, exports, the log and the CLI. Plain data, so it crosses the bridge as it is.
 */
import type { AccountState, AddressBookEntry, MetadataEntry, MetadataMap } from '../api/account-states';
import { identifyContract, withItemCollection, type Identification } from '../contracts/identify';
import { readOutsideCollections } from '../contracts/item-collection-reader';
import { kindFamily } from '../contracts/kinds';
import type { AppErrorInfo } from '../errors';
import { accountRole, type AccountRole } from '../format/address-display';
import { FAILED_STATUS, NOT_FOUND_STATUS, PENDING_STATUS } from '../format/status';
import { tokenSummary, type TokenSummary } from '../format/token-summary';
import { accountField, hasAccount } from './account-field';

/** One requested account: where it stands in what was asked, its raw form and what was typed for it. */
export interface AskedAccount {
  /** 0-based position in what was asked (input order). */
  readonly index: number;
  /** The normalised raw form it was asked in. */
  readonly raw: string;
  /** What was typed for it (the first occurrence, as typed). */
  readonly input: string;
}

/** One requested account's row. */
export interface LookupRow extends AskedAccount {
  /**
   * The status label: the indexer's status, `"not found"`, `"unknown"` for null, `"failed"` when its
   * batch failed for good, `"pending"` while it has no answer.
   */
  readonly status: string;
  /** Its state; null when not found, failed or pending. */
  readonly account: AccountState | null;
  /** Why its batch failed, for a failed row. */
  readonly failure: AppErrorInfo | null;
  readonly book: AddressBookEntry | null;
  /** Its own metadata entry, as the indexer sent it. */
  readonly meta: MetadataEntry | null;
  /** Its token, from its own entry and (for a jetton wallet) its master's. */
  readonly token: TokenSummary | null;
  /** What the contract is (code hash first, then interfaces); null while nothing is known of it. */
  readonly kind: Identification | null;
}

/** The row of an account nothing is known of yet. */
export function pendingLookupRow(asked: AskedAccount): LookupRow {
  return {
    index: asked.index,
    raw: asked.raw,
    input: asked.input,
    status: PENDING_STATUS,
    account: null,
    failure: null,
    book: null,
    meta: null,
    token: null,
    kind: null,
  };
}

/** The row of an account whose batch failed for good. */
export function failedLookupRow(asked: AskedAccount, failure: AppErrorInfo): LookupRow {
  return { ...pendingLookupRow(asked), status: FAILED_STATUS, failure };
}

/**
 * The row of an answered account: found (`account`) or not found (null), with the entries an answer's
 * maps hold for it — `metadata` is the map a jetton wallet's master is looked up in too.
 */
export function answeredLookupRow(
  asked: AskedAccount,
  account: AccountState | null,
  book: AddressBookEntry | null,
  metadata: MetadataMap,
): LookupRow {
  const { raw } = asked;
  const meta = metadata.get(raw) ?? null;
  const interfaces = account?.interfaces ?? book?.interfaces ?? null;
  return {
    index: asked.index,
    raw,
    input: asked.input,
    status: account ? account.status || 'unknown' : NOT_FOUND_STATUS,
    account,
    failure: null,
    book,
    meta,
    token: tokenSummary(metadata, raw),
    kind: account ? rowIdentification(account, interfaces) : null,
  };
}

/**
 * What a found account's contract is: its code (or the indexer's interfaces) names it, and an item whose
 * name depends on its collection is judged by the collection its data names (the reader is loaded by
 * whoever handed the answer over: shared/contracts/item-collection-reader.ts).
 */
function rowIdentification(account: AccountState, interfaces: readonly string[] | null): Identification {
  const id = identifyContract({ codeHash: account.code_hash ?? null, interfaces });
  return withItemCollection(id, readOutsideCollections(id.kind, account.data_boc));
}

/** Whether a row has an answer: found, or known not to exist in the index. */
export function isAnswered(row: LookupRow): boolean {
  return hasAccount(row) || row.status === NOT_FOUND_STATUS;
}

/** What the row's account is, for the form its address is written in (shared/format/address-display.ts). */
export function roleOfRow(row: Pick<LookupRow, 'status' | 'account' | 'kind'>): AccountRole {
  return accountRole({
    status: row.status,
    codeHash: accountField(row, 'code_hash'),
    isWallet: row.kind ? kindFamily(row.kind.kind) === 'wallet' : false,
  });
}
