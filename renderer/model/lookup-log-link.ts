/**
 * From the lookup log back to the app: the outcome a logged entry shows again when reopened (nothing
 * fetched; BoCs were never kept), and the accounts it asked for. A lookup is logged by its job, where it
 * ran (shared/jobs/lookup-job.ts).
 */
import { LookupAnswer } from '../../shared/jobs/lookup-answer';
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

/**
 * A logged lookup as the results area shows it: its one answer again (shared/jobs/lookup-answer.ts),
 * failed addresses with a plain reason. `built`: the rows and address keys made already (in slices,
 * renderer/model/read-log-entry.ts).
 */
export function outcomeOfLogEntry(
  entry: LookupLogEntry,
  built?: { answer: LookupAnswer; rows: ResultRow[]; addressKeys: string[] },
): LookupOutcome {
  const outcome = finishedOutcome({
    ...built,
    answer: built?.answer ?? new LookupAnswer({ mode: 'record' }, entry),
    key: `log-${entry.id}`,
    accounts: requestedOfEntry(entry),
    includeBoc: false,
    profile: { profileId: entry.profile.id, name: entry.profile.name, baseUrl: entry.profile.baseUrl },
    lastBlock: entry.lastBlock,
    receivedAt: Date.parse(entry.createdAt),
    fromLog: { id: entry.id, createdAt: entry.createdAt },
  });
  return entry.cancelled ? { ...outcome, state: 'cancelled' } : outcome;
}
