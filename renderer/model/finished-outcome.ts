/**
 * A finished lookup outcome built from a lookup's whole answer (shared/jobs/lookup-answer.ts): what a
 * reopened log entry shows, and what tests and benches render without running a lookup. The caller
 * names the profile it came from.
 */
import { effectiveRequestPolicy } from '../../shared/bulk/request-policy';
import type { LookupAnswer } from '../../shared/jobs/lookup-answer';
import { addressBookKeys } from './address-book-rows';
import { failuresOf, placedRows, type ResultRow, statusCounts } from './result-rows';
import type { LookupBound, LookupOutcome, LookupRequest, RequestedAccount } from './lookup-outcome';
import { changeBaselineOf, rowChanges } from './row-changes';

/** The answer and the profile it came from; the rest is optional (no BoCs). */
export interface FinishedOutcomeInput {
  /** The accounts, as the answer asked them (the same order). */
  accounts: readonly RequestedAccount[];
  answer: LookupAnswer;
  /** The profile it came from, as it was then. */
  profile: LookupBound['indexer'];
  includeBoc?: boolean;
  lastBlock?: LookupBound['lastBlock'];
  key?: string;
  receivedAt?: number;
  fromLog?: LookupOutcome['fromLog'];
  baseline?: LookupRequest['baseline'];
  /** The rows, when the caller placed them already (in slices, for a big reopened entry). */
  rows?: ResultRow[];
  /** The address book's sorted keys, likewise. */
  addressKeys?: string[];
  /** The names of the list file's own columns the lookup kept (its log entry keeps their cells). */
  inputHeaders?: string[];
}

/** A complete outcome of `input`. */
export function finishedOutcome(input: FinishedOutcomeInput): LookupOutcome {
  const { profile, answer } = input;
  const rows = input.rows ?? placedRows(answer.rows(), input.accounts);
  const { addressBook, metadata } = answer.names();
  return {
    request: {
      key: input.key ?? 'finished',
      accounts: input.accounts,
      includeBoc: input.includeBoc ?? false,
      profileId: profile.profileId,
      ...(input.baseline ? { baseline: input.baseline } : {}),
    },
    bound: {
      indexer: profile,
      policy: effectiveRequestPolicy({ baseUrl: profile.baseUrl, hasApiKey: false }),
      lastBlock: input.lastBlock ?? null,
      ...(input.inputHeaders ? { inputHeaders: input.inputHeaders } : {}),
    },
    rows,
    addressBook,
    metadata,
    addressKeys: input.addressKeys ?? addressBookKeys(addressBook, metadata),
    failed: failuresOf(rows),
    statusCounts: statusCounts(rows),
    ...(answer.lookAlikes().size > 0 ? { lookAlikes: answer.lookAlikes() } : {}),
    ...(input.baseline
      ? { changes: rowChanges(changeBaselineOf(input.baseline.result), rows, metadata) }
      : {}),
    state: 'complete',
    receivedAt: input.receivedAt ?? 0,
    ...(input.fromLog ? { fromLog: input.fromLog } : {}),
  };
}
