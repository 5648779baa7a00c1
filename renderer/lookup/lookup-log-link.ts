/**
 * Between the app's lookups and the lookup log: the draft the log records when a lookup finishes, and
 * the outcome a logged entry shows again when reopened (nothing fetched; BoCs were never kept).
 */
import { stripBocs, type LookupLogDraftInput, type LookupLogEntry } from '../../shared/lookup-log';
import { finishedOutcome } from './finished-outcome';
import type { LookupOutcome, RequestedAccount } from './use-account-lookup';

/** What the log keeps of a finished lookup. */
export function logDraftOf(outcome: LookupOutcome): LookupLogDraftInput {
  const { request, result, failed } = outcome;
  return {
    profile: { ...request.profile },
    lastBlock: request.lastBlock ? { seqno: request.lastBlock.seqno, gen_utime: request.lastBlock.gen_utime } : null,
    includeBoc: request.includeBoc,
    inputs: request.accounts.map((a) => ({ raw: a.raw, input: a.input })),
    counts: {
      requested: request.accounts.length,
      found: result.accounts.length,
      notFound: result.not_found.length,
      failed: failed.size,
    },
    cancelled: outcome.state === 'cancelled',
    failed: [...failed.keys()],
    result: stripBocs(result),
  };
}

/** The accounts of a logged lookup, as the form would have requested them. */
export function requestedOfEntry(entry: Pick<LookupLogEntry, 'inputs'>): RequestedAccount[] {
  return entry.inputs.map((input, index) => ({ raw: input.raw, input: input.input, line: index + 1, column: 1, repeats: 0 }));
}

/** A logged lookup as the results area shows it. Failed addresses keep a plain reason. */
export function outcomeOfLogEntry(entry: LookupLogEntry): LookupOutcome {
  const reason = { kind: 'unexpected' as const, message: 'Its request had failed when this lookup was logged.' };
  const outcome = finishedOutcome({
    requestId: `log-${entry.id}`,
    accounts: requestedOfEntry(entry),
    result: entry.result,
    includeBoc: false,
    profile: entry.profile,
    lastBlock: entry.lastBlock,
    failed: new Map(entry.failed.map((raw) => [raw, reason])),
    receivedAt: Date.parse(entry.createdAt),
    fromLog: { id: entry.id, createdAt: entry.createdAt },
  });
  return entry.cancelled ? { ...outcome, state: 'cancelled' } : outcome;
}
