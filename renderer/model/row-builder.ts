/**
 * The rows of a running lookup, built incrementally: each batch's answer turns into the rows of its own
 * accounts once, when it lands (found, not found), a failed batch marks its rows failed, and a snapshot
 * ({@link RowBuilder.outcome}) copies only the array of row references — nothing is rebuilt per flush.
 * Every requested account is always exactly one of: found, not found, failed, pending.
 */
import type { AccountLookup, AddressBook, Metadata } from '../../shared/api/account-states';
import type { AppErrorInfo } from '../../shared/errors';
import { NOT_FOUND_STATUS, PENDING_STATUS } from '../../shared/format/status';
import { mergeNewKeys } from './address-book-rows';
import { positionsOf, type LookupOutcome, type LookupRequest, type LookupState } from './lookup-outcome';
import { kindCountsOf, pendingRow, rowOf, statusCounts, type ResultRow } from './result-rows';
import type { ContractKind } from '../../shared/contracts/kinds';

/** What a builder starts from: an earlier outcome of the same request, or rows that are all pending. */
type RowSeed = Pick<LookupOutcome, 'rows' | 'statusCounts'> &
  Partial<Pick<LookupOutcome, 'addressBook' | 'metadata' | 'addressKeys' | 'failed' | 'kindCounts'>>;

/** Pending rows made per task by {@link RowBuilder.allPending}. */
const PENDING_SLICE = 20_000;

/** Gathers the rows of one lookup. */
export class RowBuilder {
  private readonly rows: ResultRow[];
  /** Raw address → row position (the request's own map, which screens read too). */
  private readonly positions: ReadonlyMap<string, number>;
  private readonly addressBook: AddressBook;
  private readonly metadata: Metadata;
  /** Every raw address the two maps mention: the first `sortedKeys` sorted, the newer ones after them. */
  private readonly addressKeys: string[];
  private sortedKeys: number;
  private readonly failed: Map<string, AppErrorInfo>;
  private readonly counts: Map<string, number>;
  /** How many rows have each contract kind. */
  private readonly kindCounts: Map<ContractKind, number>;
  private last: LookupOutcome | null = null;
  private changed = true;

  /**
   * A builder whose every row is pending, made {@link PENDING_SLICE} rows at a time with `pause()` awaited
   * between: 100,000 rows made at once were one long task of the page's main thread.
   */
  static async allPending(request: LookupRequest, pause: () => Promise<void>): Promise<RowBuilder> {
    const { accounts } = request;
    const rows: ResultRow[] = [];
    for (let start = 0; start < accounts.length; start += PENDING_SLICE) {
      if (start > 0) await pause();
      const end = Math.min(accounts.length, start + PENDING_SLICE);
      for (let index = start; index < end; index++) rows.push(pendingRow(index, accounts[index]!));
    }
    await pause();
    // The request's map of positions, in a task of its own too (the builder and the screens read it).
    positionsOf(accounts);
    await pause();
    return new RowBuilder(request, {
      rows,
      statusCounts: new Map([[PENDING_STATUS, rows.length]]),
      kindCounts: new Map(),
    });
  }

  /** Starts with every row pending, or from `from`: an earlier outcome of the same request (retrying its failed part). */
  constructor(
    /** The request its outcomes name (the job's answer may bind it to its indexer before the first). */
    public request: LookupRequest,
    from?: RowSeed,
  ) {
    // Copies: the earlier outcome stays as it was (another screen may be showing it).
    this.addressBook = { ...from?.addressBook };
    this.metadata = { ...from?.metadata };
    this.addressKeys = [...(from?.addressKeys ?? [])];
    this.sortedKeys = this.addressKeys.length;
    this.failed = new Map(from?.failed);
    this.rows = from
      ? [...from.rows]
      : request.accounts.map((requested, index) => pendingRow(index, requested));
    this.counts = from ? new Map(from.statusCounts) : statusCounts(this.rows);
    this.kindCounts = new Map(from?.kindCounts ?? kindCountsOf(this.rows));
    this.positions = positionsOf(request.accounts);
  }

  /**
   * Adds one batch's answer: its accounts in the order of `raws`, the others listed in `not_found` — or in
   * `unanswered` (cut off by a row cap and asked again), whose rows stay pending.
   */
  addBatch(raws: readonly string[], answer: AccountLookup): void {
    // New addresses are listed as they come, so that no set of 100,000 keys is made at the end.
    for (const map of [answer.address_book, answer.metadata]) {
      for (const raw in map) {
        if (!(raw in this.addressBook) && !(raw in this.metadata)) {
          this.addressKeys.push(raw);
        }
      }
      Object.assign(map === answer.address_book ? this.addressBook : this.metadata, map);
    }
    const unknown = new Set(answer.not_found);
    const unanswered = new Set(answer.unanswered);
    let next = 0;
    for (const raw of raws) {
      if (unanswered.has(raw)) continue;
      const notFound = unknown.has(raw);
      const account = notFound ? null : (answer.accounts[next++] ?? null);
      this.failed.delete(raw);
      this.setRow(raw, { account, notFound, failure: null });
    }
  }

  /** Marks the rows of a batch that failed for good (those that already have an answer keep it). */
  markFailed(raws: readonly string[], error: AppErrorInfo): void {
    for (const raw of raws) {
      const row = this.row(raw);
      if (!row || row.account || row.status === NOT_FOUND_STATUS) continue;
      this.failed.set(raw, error);
      this.setRow(raw, { account: null, notFound: false, failure: error });
    }
  }

  /** Makes failed rows pending again (they are being retried). */
  clearFailed(raws: readonly string[]): void {
    for (const raw of raws) {
      if (!this.failed.delete(raw)) continue;
      this.setRow(raw, { account: null, notFound: false, failure: null });
    }
  }

  /**
   * A snapshot; the same object until something changes, so it is cheap to ask on every tick. Its
   * addresses are sorted for the Address book as they come, a snapshot's worth at a time.
   */
  outcome(state: LookupState, receivedAt: number): LookupOutcome {
    if (this.last && !this.changed && this.last.state === state) return this.last;
    this.sortNewKeys();
    this.last = {
      request: this.request,
      rows: this.changed || !this.last ? [...this.rows] : this.last.rows,
      addressBook: this.addressBook,
      metadata: this.metadata,
      addressKeys: this.addressKeys,
      failed: new Map(this.failed),
      statusCounts: new Map(this.counts),
      kindCounts: new Map(this.kindCounts),
      state,
      receivedAt,
    };
    this.changed = false;
    return this.last;
  }

  /** Merges the keys that came since the last snapshot into the sorted ones (not one sort at the end). */
  private sortNewKeys(): void {
    mergeNewKeys(this.addressKeys, this.sortedKeys);
    this.sortedKeys = this.addressKeys.length;
  }

  private row(raw: string): ResultRow | undefined {
    const position = this.positions.get(raw);
    return position === undefined ? undefined : this.rows[position];
  }

  /** Rebuilds the one row of `raw` from what is now known of it. */
  private setRow(
    raw: string,
    facts: { account: ResultRow['account']; notFound: boolean; failure: AppErrorInfo | null },
  ): void {
    const position = this.positions.get(raw);
    if (position === undefined) return;
    const before = this.rows[position]!;
    const { account } = facts;
    // The request's own text, kept once: the answer's copy of it, 100,000 times over, is ~9 MB.
    if (account?.address === before.raw) (account as { address: string }).address = before.raw;
    const row = rowOf(position, before.requested, {
      ...facts,
      addressBook: this.addressBook,
      metadata: this.metadata,
    });
    this.rows[position] = row;
    if (before.kind) count(this.kindCounts, before.kind.kind, -1);
    if (row.kind) count(this.kindCounts, row.kind.kind, 1);
    count(this.counts, before.status, -1);
    count(this.counts, row.status, 1);
    this.changed = true;
  }
}

/** Adds `by` to the count of `key`, dropping a key whose count falls to 0. */
function count<K>(counts: Map<K, number>, key: K, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next === 0) counts.delete(key);
  else counts.set(key, next);
}
