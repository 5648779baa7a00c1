/**
 * A lookup as a job: the accounts through the bulk scheduler to the job's indexer, each batch's answer
 * emitted as it lands (`job-rows`), every wait announced (`job-retry`), and at the end (`job-done`) the
 * log entry written from what was served — the job owner holds the answers already, so nothing travels
 * back to be recorded. The app runs it in Electron main or the web build's worker; the CLI runs it in
 * its own process and writes the same events to its output.
 */
import type { CheckedLookup } from '../api/account-states';
import { runBulkLookup, type BulkLookupOutcome, type StreamedRaws } from '../bulk/bulk-lookup';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { LookupLogEntry } from '../lookup-log/log-entry';
import type { PastedInput } from '../lookup-log/pasted-input-schema';
import { toErrorInfo } from '../errors';
import type { JobEmit, JobLastBlock, LookupLogged } from './job-events';
import { schedulerOptions, type JobIndexer } from './job-indexer';
import type { LookupAnswer } from './lookup-answer';
import type { InputColumns } from '../address/input-columns';
import { loggedInputColumns } from './logged-input-columns';

/** Where a finished lookup is logged, and as what. */
export interface LookupLogging {
  log: LookupLog;
  lastBlock: JobLastBlock | null;
  /** The logged lookup this one retries (its failed accounts): the new entry is the whole lookup again. */
  retried?: LookupLogEntry;
  /** What was pasted, kept in the entry as the case record (shared/lookup-log/pasted-input.ts). */
  pasted?: PastedInput;
  /** The logged lookup this one re-runs (the entry keeps its title and note). */
  rerunOf?: string;
  /** The list file's own columns (a CSV's customer ids), kept with the entry (logged-input-columns.ts). */
  inputColumns?: InputColumns;
}

/** What a lookup job is given. */
export interface LookupJobInput {
  /**
   * Where the answers go: what was asked (every account the log names, in input order), turned into
   * rows as batches land (shared/jobs/lookup-answer.ts). A retry's answer is the retried lookup's.
   */
  answer: LookupAnswer;
  /** The accounts to look up now: normalised raw forms, distinct — or a stream of them (the CLI's long files). */
  raws: readonly string[] | StreamedRaws;
  includeBoc: boolean;
  indexer: JobIndexer;
  signal: AbortSignal;
  emit: JobEmit;
  /** Without it nothing is logged (the CLI). */
  logging?: LookupLogging;
  /** Told of every batch's answer (the owner keeps the states it served: shared/accounts). */
  onAnswer?: (raws: readonly string[], result: CheckedLookup) => void;
  /** See the scheduler's option of the same name (a consumer writing rows in input order). */
  holdNew?: () => boolean;
}

/** Runs the lookup; resolves with the scheduler's outcome once `job-done` has been emitted. */
export async function runLookupJob(input: LookupJobInput): Promise<BulkLookupOutcome> {
  const { emit, answer } = input;
  const outcome = await runBulkLookup({
    ...schedulerOptions(input.indexer, input.includeBoc),
    raws: input.raws,
    signal: input.signal,
    ...(input.holdNew ? { holdNew: input.holdNew } : {}),
    onProgress: (event) => {
      if (event.type === 'batch-done') {
        input.onAnswer?.(event.raws, event.result);
        emit('job-rows', {
          kind: 'lookup',
          ...answer.add(event.raws, event.result),
          progress: event.progress,
        });
      } else if (event.type === 'batch-failed') {
        const rows = answer.fail(event.addresses, event.error);
        const { progress } = event;
        emit('job-rows', {
          kind: 'lookup',
          rows,
          addressBook: new Map(),
          metadata: new Map(),
          ...answer.takeLookAlikes(),
          progress,
        });
      } else {
        const { type: _type, progress, ...wait } = event;
        emit('job-retry', { kind: 'lookup', wait, progress });
      }
    },
  });
  const logged = await logLookup(input, outcome.cancelled);
  emit('job-done', {
    kind: 'lookup',
    cancelled: outcome.cancelled,
    pending: outcome.pending.length,
    progress: outcome.progress,
    logged,
  });
  return outcome;
}

/** Writes the lookup's entry from what it served; null when there is nothing to log. */
async function logLookup(input: LookupJobInput, cancelled: boolean): Promise<LookupLogged> {
  const { logging, answer } = input;
  // A lookup with no answer at all is not logged (it failed, or was cancelled before anything came).
  if (!logging || answer.answered() === 0) return null;
  const { retried } = logging;
  const pasted = logging.pasted ?? retried?.pasted;
  const rerunOf = logging.rerunOf ?? retried?.rerunOf;
  const answered = answer.draft({
    indexer: input.indexer.ref,
    lastBlock: logging.lastBlock,
    includeBoc: input.includeBoc,
    cancelled,
  });
  const draft = {
    ...answered,
    // A retry's entry is the retried lookup again: its paste, link and file's columns come with it.
    ...(pasted ? { pasted } : {}),
    ...(rerunOf ? { rerunOf } : {}),
    ...loggedInputColumns(logging.inputColumns, retried, answered.inputs),
  };
  try {
    return { entry: await logging.log.addChecked(draft) };
  } catch (error) {
    return { error: toErrorInfo(error) };
  }
}
