/**
 * A finished lookup outcome built from a complete answer: what a reopened log entry shows, and what
 * tests and benches render without running a lookup. The caller names the profile it came from.
 */
import type { AccountLookup } from '../../shared/api/account-states';
import { effectiveRequestPolicy } from '../../shared/bulk/request-policy';
import type { AppErrorInfo } from '../../shared/errors';
import { addressBookKeys } from './address-book-rows';
import { buildRows, kindCountsOf, type ResultRow, statusCounts } from './result-rows';
import type { LookupOutcome, LookupRequest, RequestedAccount } from './lookup-outcome';

/** The answer and the profile it came from; the rest is optional (no BoCs, nothing failed). */
export interface FinishedOutcomeInput {
  accounts: readonly RequestedAccount[];
  result: AccountLookup;
  profile: LookupRequest['profile'];
  includeBoc?: boolean;
  lastBlock?: LookupRequest['lastBlock'];
  failed?: ReadonlyMap<string, AppErrorInfo>;
  key?: string;
  receivedAt?: number;
  fromLog?: LookupOutcome['fromLog'];
  baseline?: LookupRequest['baseline'];
  /** The rows, when the caller built them already (in slices, for a big reopened entry). */
  rows?: ResultRow[];
  /** The address book's sorted keys, likewise. */
  addressKeys?: string[];
}

/** A complete outcome of `input`. */
export function finishedOutcome(input: FinishedOutcomeInput): LookupOutcome {
  const { profile, result } = input;
  const failed = input.failed ?? new Map<string, AppErrorInfo>();
  const rows = input.rows ?? buildRows(input.accounts, result, failed);
  return {
    request: {
      key: input.key ?? 'finished',
      accounts: input.accounts,
      includeBoc: input.includeBoc ?? false,
      profile,
      policy: effectiveRequestPolicy({ baseUrl: profile.baseUrl, hasApiKey: false }),
      lastBlock: input.lastBlock ?? null,
      ...(input.baseline ? { baseline: input.baseline } : {}),
    },
    rows,
    addressBook: result.address_book,
    metadata: result.metadata,
    addressKeys: input.addressKeys ?? addressBookKeys(result.address_book, result.metadata),
    failed,
    statusCounts: statusCounts(rows),
    kindCounts: kindCountsOf(rows),
    state: 'complete',
    receivedAt: input.receivedAt ?? 0,
    ...(input.fromLog ? { fromLog: input.fromLog } : {}),
  };
}
