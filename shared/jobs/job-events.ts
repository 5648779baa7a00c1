/**
 * What a running job tells the window that started it: a small set of named events, each typed. A job
 * is long work that runs where the client is — a lookup, a tokens run — in Electron main or the web
 * build's worker; the renderer subscribes (to the id it named the job with) and renders. Events are
 * made by trusted code and cross back typed, never re-parsed, like every reply of the bridge.
 *
 * - `job-queued`: the job waits for the window's earlier jobs (a window runs a few at a time);
 * - `job-progress`: how far it is (coalesced: at most a few per second);
 * - `job-rows`: a batch of typed rows, as it lands (a lookup's batch of ready rows, or of the rows that
 *   failed for good; a tokens run's rows);
 * - `job-retry`: a wait before something is sent again, with its cause (announced as it starts);
 * - `job-done`: the end (complete or cancelled), with what the job recorded;
 * - `job-failed`: the job could not run at all.
 */
import type { LookAlikeMark } from '../address/look-alike-address';
import type { AddressBookMap, MetadataMap } from '../api/account-states';
import type { BulkProgress, RetryEvent } from '../bulk/bulk-lookup';
import type { TokenRow, TokensProgress } from '../contracts/tokens';
import type { AppErrorInfo } from '../errors';
import type { LookupLogSummary } from '../lookup-log/log-entry';
import type { RequestPolicy } from '../bulk/request-policy';
import type { LookupRow } from './lookup-row';
import type { RowColumns } from './row-columns';

/** The events' names: the only ones a window can listen to. */
export const JOB_EVENT_TYPES = [
  'job-queued',
  'job-progress',
  'job-rows',
  'job-retry',
  'job-done',
  'job-failed',
] as const;
/** One of {@link JOB_EVENT_TYPES}. */
export type JobEventType = (typeof JOB_EVENT_TYPES)[number];

/** What kind of work a job is. */
export type JobKind = 'lookup' | 'tokens';

/** The indexer a job asks, fixed when it starts (a profile switched meanwhile does not change it). */
export interface JobIndexerRef {
  profileId: string;
  name: string;
  baseUrl: string;
}

/** The last indexed masterchain block the job's indexer reported before the job began. */
export interface JobLastBlock {
  seqno: number;
  gen_utime: string;
  global_id?: number;
}

/** What `startLookup` answers: the indexer the job runs against, under which limits, how fresh. */
export interface LookupJobStart {
  indexer: JobIndexerRef;
  policy: RequestPolicy;
  lastBlock: JobLastBlock | null;
  /**
   * The names of the list file's own columns the lookup keeps (`startLookup`'s `listFile`, when the
   * list still holds an address of the file); absent when it keeps none.
   */
  inputHeaders?: string[];
}

/** One of the tokens run's jettons, as the screen shows its column. */
export interface TokensJetton {
  master: string;
  symbol: string | null;
  decimals: number | null;
  /** Why it cannot be used, when it cannot. */
  problem: string | null;
}

/** A wait before a batch is sent again (the scheduler's retry event without its progress). */
export type JobWait = Omit<RetryEvent, 'type' | 'progress'>;

/** Every event names its job. */
interface Of<K extends JobKind> {
  jobId: string;
  kind: K;
}

/** `job-queued`: how many of the window's jobs run before this one may start. */
export type JobQueuedEvent = Of<JobKind> & { ahead: number };

/** `job-progress`. */
export type JobProgressEvent =
  (Of<'lookup'> & { progress: BulkProgress }) | (Of<'tokens'> & { progress: TokensProgress });

/**
 * The progress when a lookup batch landed, and the look-alike marks its rows made (shared/address/
 * look-alike-address.ts; absent when none): sparse, beside the rows, so it crosses as it is.
 */
interface LookupBatchOf {
  progress: BulkProgress;
  lookAlikes?: LookAlikeMark[];
}

/**
 * `job-rows`. A lookup's rows are one batch's, ready (shared/jobs/lookup-answer.ts): each answered
 * account's row with its facts, or — the batch failed for good after its retries — its failed rows;
 * with the batch's own address book and metadata (the Address book screen lists them). The lookup job
 * emits them as `rows`, `addressBook` and `metadata`; the job owner sends them to a window as `columns`
 * instead (shared/jobs/row-columns.ts: the rows, their packed records, the address book and the
 * metadata, as one array per field), which the page places straight from there
 * (renderer/model/row-builder.ts `place`; tests read them back with `rowsOfBatch`).
 */
export type JobRowsEvent =
  | (Of<'lookup'> &
      LookupBatchOf & {
        rows: LookupRow[];
        addressBook: AddressBookMap;
        metadata: MetadataMap;
        columns?: undefined;
      })
  | (Of<'lookup'> &
      LookupBatchOf & {
        columns: RowColumns;
        rows?: undefined;
        addressBook?: undefined;
        metadata?: undefined;
      })
  | (Of<'tokens'> & { rows: TokenRow[]; jettons: TokensJetton[] });

/** `job-retry`. */
export type JobRetryEvent = Of<JobKind> & { wait: JobWait; progress: BulkProgress };

/** What became of a finished lookup in the log: its entry, why it was not logged, or nothing to log. */
export type LookupLogged = { entry: LookupLogSummary } | { error: AppErrorInfo } | null;

/** `job-done`. */
export type JobDoneEvent =
  | (Of<'lookup'> & {
      cancelled: boolean;
      /** Accounts never asked because the lookup was cancelled. */
      pending: number;
      progress: BulkProgress;
      logged: LookupLogged;
    })
  | (Of<'tokens'> & { cancelled: boolean });

/** `job-failed`: nothing ran (no emulator, the indexer refused before any batch). */
export type JobFailedEvent = Of<JobKind> & { error: AppErrorInfo };

/** Each event name with its payload. */
export interface JobEvents {
  'job-queued': JobQueuedEvent;
  'job-progress': JobProgressEvent;
  'job-rows': JobRowsEvent;
  'job-retry': JobRetryEvent;
  'job-done': JobDoneEvent;
  'job-failed': JobFailedEvent;
}

/** Where a job's events go: the window (or CLI) that started it. */
export interface JobEventSink {
  emit<T extends JobEventType>(type: T, event: JobEvents[T]): void;
}

/** A sink that drops everything (a caller that cannot listen). */
export const NO_EVENTS: JobEventSink = { emit: () => undefined };

/** An event without its job id, as a job's own code emits it (the registry adds the id). */
export type JobEmit = <T extends JobEventType>(
  type: T,
  event: DistributiveOmit<JobEvents[T], 'jobId'>,
) => void;

/** `Omit` over each member of a union. */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Whether `type` is one of the events' names. */
export function isJobEventType(type: unknown): type is JobEventType {
  return typeof type === 'string' && (JOB_EVENT_TYPES as readonly string[]).includes(type);
}
