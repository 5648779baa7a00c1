/**
 * What a lookup of the app is: the request (which accounts, on which profile, as the user asked), what
 * the job answered it is bound to (the indexer, its limits, its last block), and its outcome — one row
 * per requested account, placed as its job sent it ready, with the address book and metadata of every
 * answer. The whole answer as the API shapes it (`AccountLookup`) is made only where one is needed (a
 * re-run's comparison) by {@link resultOf}.
 */
import type { LookAlikeOf } from '../../shared/address/look-alike-address';
import type { PastedInput } from '../../shared/lookup-log/pasted-input-schema';
import type { ListFileRef } from './read-text-file';
import { isListFileId } from '../../shared/bridge/api/list-file-api';
import type { AddressBookMap, MetadataMap } from '../../shared/api/account-states';
import type { KeptLookup } from '../../shared/lookup-log/log-entry';
import type { AccountChange } from '../../shared/lookup-log/lookup-diff';
import type { LookupJobStart } from '../../shared/jobs/job-events';
import type { AppErrorInfo } from '../../shared/errors';
import { NOT_FOUND_STATUS } from '../../shared/format/status';
import { finishSteps } from '../../shared/work-steps';
import type { ResultRow } from './result-rows';
import { AccountPositionTable, type AccountPositions } from './account-positions';

/** One requested account: its raw form and how it was typed. */
export interface RequestedAccount {
  readonly raw: string;
  /** The first occurrence in the paste, exactly as typed. */
  readonly input: string;
  readonly line: number;
  readonly column: number;
  /** How many more times the paste named the same account. */
  readonly repeats: number;
}

/** What was asked, of which profile — as the user asked it. */
export interface LookupRequest {
  /** Which lookup this is, in this page (a retry of its failed part keeps it: the selection stays). */
  readonly key: string;
  readonly accounts: readonly RequestedAccount[];
  readonly includeBoc: boolean;
  /** The profile asked (its indexer, limits and last block are what the job answers: {@link LookupBound}). */
  readonly profileId: string;
  /** When a lookup re-runs a logged one: its results, to highlight what changed since. */
  readonly baseline?: { readonly logId: string; readonly createdAt: string; readonly result: KeptLookup };
  /** What was pasted, when the lookup came from the paste box: the log keeps it as the case record. */
  readonly pasted?: PastedInput;
  /**
   * The list file the addresses came from, when it has columns of its own (a CSV's customer ids and
   * notes): kept behind the bridge (a file read there, or a logged lookup's: one reopened or re-run), named to the job, which keeps them with the lookup when the list
   * still holds an address of the file (its start then answers their names: `bound.inputHeaders`).
   */
  readonly listFile?: ListFileRef;
}

/**
 * What a lookup's job is bound to, as it answered when it started: the indexer (a profile switched
 * meanwhile never changes it), its limits, and the last indexed block it reported before (null when
 * it was not asked yet).
 */
export type LookupBound = LookupJobStart;

/** Where a lookup stands. */
export type LookupState = 'running' | 'complete' | 'cancelled';

/** What was asked and what has come back so far. */
export interface LookupOutcome {
  readonly request: LookupRequest;
  /** The indexer the rows came from, under which limits, how fresh. */
  readonly bound: LookupBound;
  /** One row per requested account, in input order; pending rows fill in as batches land. */
  readonly rows: readonly ResultRow[];
  /** The address book of every answer, merged, by raw address. */
  readonly addressBook: AddressBookMap;
  /** The metadata of every answer, merged, by raw address. */
  readonly metadata: MetadataMap;
  /**
   * Every raw address the address book or metadata mentions, once each, sorted (the Address book
   * screen lists them so).
   */
  readonly addressKeys: readonly string[];
  /** Raw address → why its batch failed (after the scheduler's retries). */
  readonly failed: ReadonlyMap<string, AppErrorInfo>;
  /** How many rows have each status (`active`, `not found`, `pending`, …). */
  readonly statusCounts: ReadonlyMap<string, number>;
  /**
   * Raw address → what the account looks like (address poisoning: another account of this lookup, or
   * an address the user keeps), as the job found it (shared/address/look-alike-address.ts); a new map
   * whenever a mark is added. Absent: none known.
   */
  readonly lookAlikes?: ReadonlyMap<string, LookAlikeOf>;
  /**
   * A re-run's marks: upper-case raw address → how the account changed since the logged lookup it
   * re-runs (`request.baseline`), for the accounts answered so far (row-changes.ts); present exactly
   * when the request has a baseline. Its size is the count of changed accounts.
   */
  readonly changes?: ReadonlyMap<string, AccountChange>;
  readonly state: LookupState;
  /** `Date.now()` of the last change. */
  readonly receivedAt: number;
  /** Set when this outcome was reopened from the lookup log rather than fetched now. */
  readonly fromLog?: { readonly id: string; readonly createdAt: string };
  /** The log entry its job wrote, when it was logged ("Retry failed" makes the whole lookup again from it). */
  readonly loggedAs?: string;
}

/** Accounts that have an answer: found, or known not to exist in the index. */
export function answeredCount(outcome: Pick<LookupOutcome, 'rows' | 'statusCounts'>): number {
  const { statusCounts } = outcome;
  return outcome.rows.length - (statusCounts.get('pending') ?? 0) - (statusCounts.get('failed') ?? 0);
}

/** Each requested list's raw → position, made once per list (every snapshot of a lookup shares its list). */
const positions = new WeakMap<readonly RequestedAccount[], AccountPositions>();

/**
 * Raw address → its position in `accounts`, made on first use and kept for that list: the row builder
 * makes it when a lookup starts, so no screen builds a table of 100,000 rows when it is opened.
 */
export function positionsOf(accounts: readonly RequestedAccount[]): AccountPositions {
  let table = positions.get(accounts);
  if (!table) {
    table = new AccountPositionTable(accounts);
    positions.set(accounts, table);
  }
  return table;
}

/** The row of `raw` in `outcome`, if it was asked for. */
export function rowOfRaw(outcome: LookupOutcome, raw: string): ResultRow | undefined {
  const position = positionsOf(outcome.request.accounts).get(raw);
  return position === undefined ? undefined : outcome.rows[position];
}

const results = new WeakMap<LookupOutcome, KeptLookup>();

/** The outcome's answer as the API shapes it, built, stopping (`yield`) after every `slice` rows. */
function* resultSteps(outcome: LookupOutcome, slice: number): Generator<void, KeptLookup, void> {
  const result: KeptLookup = {
    accounts: [],
    address_book: outcome.addressBook,
    metadata: outcome.metadata,
    not_found: [],
  };
  let done = 0;
  for (const row of outcome.rows) {
    if (row.account) result.accounts.push(row.account);
    else if (row.status === NOT_FOUND_STATUS) result.not_found.push(row.raw);
    if (++done % slice === 0) yield;
  }
  results.set(outcome, result);
  return result;
}

/**
 * The outcome as the API shapes an answer: accounts and `not_found` in input order, the merged address
 * book and metadata. Made on first use and kept for that outcome (outcomes are immutable snapshots).
 */
export function resultOf(outcome: LookupOutcome): KeptLookup {
  return results.get(outcome) ?? finishSteps(resultSteps(outcome, Infinity));
}

/**
 * {@link resultOf} a step at a time, {@link RESULT_STEP_ROWS} rows a step, for the page to run in
 * slices (steps-in-slices.ts): reading 100,000 rows' records at once held its main thread for tens of ms.
 */
export function* resultOfSteps(outcome: LookupOutcome): Generator<void, KeptLookup, void> {
  return results.get(outcome) ?? (yield* resultSteps(outcome, RESULT_STEP_ROWS));
}

/** Rows read between two steps of {@link resultOfSteps}. */
const RESULT_STEP_ROWS = 1_000;

/** Where a lookup's list file columns are kept behind the bridge (`inputColumnsOf`), and their names. */
export interface InputColumnsRef {
  readonly headers: readonly string[];
  /** The file read behind the bridge (a lookup of this window). */
  readonly file?: string;
  /** The log entry that keeps them (a reopened lookup, or one logged since). */
  readonly log?: string;
}

/** Where `outcome`'s list file columns are kept, or null when the lookup keeps none. */
export function inputColumnsRef(
  outcome: Pick<LookupOutcome, 'bound' | 'request' | 'loggedAs' | 'fromLog'>,
): InputColumnsRef | null {
  const headers = outcome.bound.inputHeaders;
  if (!headers) return null;
  // The file's id names a file read behind the bridge, else the logged lookup that keeps its columns.
  const named = outcome.request.listFile?.id;
  const file = named !== undefined && isListFileId(named) ? named : undefined;
  const log = outcome.loggedAs ?? outcome.fromLog?.id ?? (file ? undefined : named);
  return { headers, ...(file ? { file } : {}), ...(log ? { log } : {}) };
}
