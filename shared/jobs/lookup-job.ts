/**
 * A lookup as a job: the accounts through the bulk scheduler to the job's indexer, each batch's answer
 * emitted as it lands (`job-rows`), every wait announced (`job-retry`), and at the end (`job-done`) the
 * log entry written from what was served — the job owner holds the answers already, so nothing travels
 * back to be recorded. The app runs it in Electron main or the web build's worker; the CLI runs it in
 * its own process and writes the same events to its output.
 */
import { runBulkLookup, type BulkLookupOutcome, type StreamedRaws } from '../bulk/bulk-lookup';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { LookupLogEntry } from '../lookup-log/log-entry';
import type { PastedInput } from '../lookup-log/pasted-input';
import { toErrorInfo } from '../errors';
import type { JobEmit, JobLastBlock, LookupLogged } from './job-events';
import { schedulerOptions, type JobIndexer } from './job-indexer';
import { LookupRecord, type RecordedInput } from './lookup-record';

/** Where a finished lookup is logged, and as what. */
export interface LookupLogging {
  log: LookupLog;
  /** Every requested account with what was typed for it, in input order. */
  inputs: readonly RecordedInput[];
  lastBlock: JobLastBlock | null;
  /** The logged lookup this one retries (its failed accounts): the new entry is the whole lookup again. */
  retried?: LookupLogEntry;
  /** What was pasted, kept in the entry as the case record (shared/lookup-log/pasted-input.ts). */
  pasted?: PastedInput;
  /** The logged lookup this one re-runs (the entry keeps its title and note). */
  rerunOf?: string;
}

/** What a lookup job is given. */
export interface LookupJobInput {
  /** Normalised raw addresses, distinct, in input order — or a stream of them (the CLI's long files). */
  raws: readonly string[] | StreamedRaws;
  includeBoc: boolean;
  indexer: JobIndexer;
  signal: AbortSignal;
  emit: JobEmit;
  /** Without it nothing is logged (the CLI). */
  logging?: LookupLogging;
  /** Told of every batch with its states (the owner keeps recent states with BoCs for inspect). */
  onAnswer?: (result: Parameters<LookupRecord['add']>[1]) => void;
  /** See the scheduler's option of the same name (a consumer writing rows in input order). */
  holdNew?: () => boolean;
}

/** Runs the lookup; resolves with the scheduler's outcome once `job-done` has been emitted. */
export async function runLookupJob(input: LookupJobInput): Promise<BulkLookupOutcome> {
  const { emit, indexer, logging } = input;
  const record = logging
    ? new LookupRecord(logging.retried ? logging.retried.inputs : logging.inputs, logging.retried)
    : null;
  const outcome = await runBulkLookup({
    ...schedulerOptions(indexer, input.includeBoc),
    raws: input.raws,
    signal: input.signal,
    ...(input.holdNew ? { holdNew: input.holdNew } : {}),
    onProgress: (event) => {
      if (event.type === 'batch-done') {
        record?.add(event.raws, event.result);
        input.onAnswer?.(event.result);
        emit('job-rows', {
          kind: 'lookup',
          raws: event.raws,
          result: event.result,
          error: null,
          progress: event.progress,
        });
      } else if (event.type === 'batch-failed') {
        record?.fail(event.addresses);
        emit('job-rows', {
          kind: 'lookup',
          raws: event.addresses,
          result: null,
          error: event.error,
          progress: event.progress,
        });
      } else {
        const { type: _type, progress, ...wait } = event;
        emit('job-retry', { kind: 'lookup', wait, progress });
      }
    },
  });
  let logged: LookupLogged = null;
  // A lookup with no answer at all is not logged (it failed, or was cancelled before anything came).
  if (record && logging && record.answered() > 0) {
    const draft = {
      ...record.draft({
        indexer: indexer.ref,
        lastBlock: logging.lastBlock,
        includeBoc: input.includeBoc,
        cancelled: outcome.cancelled,
      }),
      // A retry's entry is the retried lookup again: its paste and link come with it.
      ...((logging.pasted ?? logging.retried?.pasted)
        ? { pasted: logging.pasted ?? logging.retried!.pasted! }
        : {}),
      ...((logging.rerunOf ?? logging.retried?.rerunOf)
        ? { rerunOf: logging.rerunOf ?? logging.retried!.rerunOf! }
        : {}),
    };
    try {
      logged = { entry: await logging.log.addChecked(draft) };
    } catch (error) {
      logged = { error: toErrorInfo(error) };
    }
  }
  emit('job-done', {
    kind: 'lookup',
    cancelled: outcome.cancelled,
    pending: outcome.pending.length,
    progress: outcome.progress,
    logged,
  });
  return outcome;
}
