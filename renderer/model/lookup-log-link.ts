/**
 * From the lookup log back to the app: the outcome a logged entry shows again when reopened (nothing
 * fetched; BoCs were never kept), and the accounts it asked for. A lookup is logged by its job, where it
 * ran (shared/jobs/lookup-job.ts).
 */
import type { LookupLogEntry } from '../../shared/lookup-log/log-entry';
import type { ResultRow } from './result-rows';
import { finishedOutcome } from './finished-outcome';
import type { LookupOutcome, RequestedAccount } from './lookup-outcome';

/** The accounts of a logged lookup, as the form would have requested them. */
export function requestedOfEntry(entry: Pick<LookupLogEntry, 'inputs'>): RequestedAccount[] {
  return entry.inputs.map((input, index) => ({
    raw: input.raw,
    input: input.input,
    line: index + 1,
    column: 1,
    repeats: 0,
  }));
}

/** Why a logged lookup's failed addresses have no answer. */
const LOGGED_FAILURE = {
  kind: 'unexpected' as const,
  message: 'Its request had failed when this lookup was logged.',
};

/** The failed addresses of a logged lookup, each with its plain reason. */
export const failedOfEntry = (entry: Pick<LookupLogEntry, 'failed'>) =>
  new Map(entry.failed.map((raw) => [raw, LOGGED_FAILURE]));

/**
 * A logged lookup as the results area shows it. Failed addresses keep a plain reason. `built`: the rows
 * and address keys made already (in slices, renderer/log/read-log-entry.ts).
 */
export function outcomeOfLogEntry(
  entry: LookupLogEntry,
  built?: { rows: ResultRow[]; addressKeys: string[] },
): LookupOutcome {
  const outcome = finishedOutcome({
    ...built,
    key: `log-${entry.id}`,
    accounts: requestedOfEntry(entry),
    result: entry.result,
    includeBoc: false,
    profile: entry.profile,
    lastBlock: entry.lastBlock,
    failed: failedOfEntry(entry),
    receivedAt: Date.parse(entry.createdAt),
    fromLog: { id: entry.id, createdAt: entry.createdAt },
  });
  return entry.cancelled ? { ...outcome, state: 'cancelled' } : outcome;
}
