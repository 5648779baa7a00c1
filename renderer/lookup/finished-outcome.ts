/**
 * A finished lookup outcome built from a complete answer: what a reopened log entry shows, and what
 * tests and benches render without running a lookup.
 */
import type { AccountLookup } from '../../shared/api/account-states';
import { effectiveRequestPolicy } from '../../shared/bulk/request-policy';
import type { AppErrorInfo } from '../../shared/errors';
import type { LookupOutcome, LookupRequest, RequestedAccount } from './use-account-lookup';

/** Everything but the answer is optional: a local profile, no BoCs, nothing failed. */
export interface FinishedOutcomeInput {
  accounts: readonly RequestedAccount[];
  result: AccountLookup;
  includeBoc?: boolean;
  profile?: LookupRequest['profile'];
  lastBlock?: LookupRequest['lastBlock'];
  failed?: ReadonlyMap<string, AppErrorInfo>;
  requestId?: string;
  receivedAt?: number;
  fromLog?: LookupOutcome['fromLog'];
  baseline?: LookupRequest['baseline'];
}

const LOCAL_PROFILE = { id: 'local', name: 'Local indexer', baseUrl: 'http://127.0.0.1:8787' };

/** A complete outcome of `input`. */
export function finishedOutcome(input: FinishedOutcomeInput): LookupOutcome {
  const profile = input.profile ?? LOCAL_PROFILE;
  return {
    request: {
      requestId: input.requestId ?? 'finished',
      accounts: input.accounts,
      includeBoc: input.includeBoc ?? false,
      profile,
      policy: effectiveRequestPolicy({ baseUrl: profile.baseUrl, hasApiKey: false }),
      lastBlock: input.lastBlock ?? null,
      ...(input.baseline ? { baseline: input.baseline } : {}),
    },
    result: input.result,
    failed: input.failed ?? new Map(),
    state: 'complete',
    progress: null,
    receivedAt: input.receivedAt ?? 0,
    ...(input.fromLog ? { fromLog: input.fromLog } : {}),
  };
}
