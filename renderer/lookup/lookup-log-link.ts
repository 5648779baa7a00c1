/**
 * Between the app's lookups and the lookup log: the draft the log records when a lookup finishes (and
 * the one call that saves it), and the outcome a logged entry shows again when reopened (nothing
 * fetched; BoCs were never kept).
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { uploadLookupLogDraft } from '../../shared/bridge/log-draft-upload';
import {
  stripBocs,
  type LookupLogDraftInput,
  type LookupLogEntry,
  type LookupLogSummary,
} from '../../shared/lookup-log/log-entry';
import { unwrap } from '../bridge/bridge-context';
import type { ResultRow } from '../results/result-rows';
import { finishedOutcome } from './finished-outcome';
import { resultOf, type LookupOutcome, type RequestedAccount } from './lookup-outcome';

/** What the log keeps of a finished lookup. */
export function logDraftOf(outcome: LookupOutcome): LookupLogDraftInput {
  const { request, failed } = outcome;
  const result = resultOf(outcome);
  return {
    profile: { ...request.profile },
    lastBlock: request.lastBlock
      ? { seqno: request.lastBlock.seqno, gen_utime: request.lastBlock.gen_utime }
      : null,
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

/** Records a finished lookup in the log (in parts, shared/bridge/log-draft-upload.ts): the renderer's one call that saves a log draft. */
export function saveToLookupLog(bridge: TonIndexBridge, outcome: LookupOutcome): Promise<LookupLogSummary> {
  return unwrap(uploadLookupLogDraft(bridge, logDraftOf(outcome)));
}

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
 * A logged lookup as the results area shows it. Failed addresses keep a plain reason. `rows`: the rows
 * built already (in slices, renderer/log/read-log-entry.ts).
 */
export function outcomeOfLogEntry(entry: LookupLogEntry, rows?: ResultRow[]): LookupOutcome {
  const outcome = finishedOutcome({
    ...(rows ? { rows } : {}),
    requestId: `log-${entry.id}`,
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
