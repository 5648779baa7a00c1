/**
 * The rows of a running lookup, placed as they come: the job sends each batch's rows ready (made once
 * where the answer arrived, shared/jobs/lookup-answer.ts), and the builder puts each at its position in
 * the request, keeping the counts and the address book's keys; a snapshot
 * ({@link RowBuilder.outcome}) copies only the array of row references — nothing is rebuilt per flush.
 * Every requested account is always exactly one of: found, not found, failed, pending.
 */
import type { AddressBookEntry, MetadataEntry } from '../../shared/api/account-states';
import { keyAt } from '../../shared/jobs/column-keys';
import { metaEntryAt } from '../../shared/jobs/metadata-columns';
import {
  partsAt,
  rawsOfColumns,
  rowAt,
  type AskedRaws,
  type PartsDraft,
  type RowColumns,
  type RowDraft,
} from '../../shared/jobs/row-columns';
import { FAILED_STATUS, PENDING_STATUS } from '../../shared/format/status';
import type { LookupRow } from '../../shared/jobs/lookup-row';
import type { LookAlikeMark, LookAlikeOf } from '../../shared/address/look-alike-address';
import type { PackedAccount } from '../../shared/jobs/packed-records';
import type { AppErrorInfo } from '../../shared/errors';
import { mergeNewKeys } from './address-book-rows';
import {
  positionsOf,
  type LookupBound,
  type LookupOutcome,
  type LookupRequest,
  type LookupState,
} from './lookup-outcome';
import { pendingRow, placedRow, statusCounts, type ResultRow } from './result-rows';
import type { AccountPositions } from './account-positions';
import { RowInterner } from './row-interner';
import { changeBaselineInSteps, changeBaselineOf, markRowChange, rowChanges } from './row-changes';
import type { AccountChange, ChangeBaseline } from '../../shared/lookup-log/lookup-diff';

/** What a builder starts from: an earlier outcome of the same request, or rows that are all pending. */
type RowSeed = Pick<LookupOutcome, 'rows' | 'statusCounts'> &
  Partial<
    Pick<
      LookupOutcome,
      'bound' | 'addressBook' | 'metadata' | 'addressKeys' | 'failed' | 'lookAlikes' | 'changes'
    >
  >;

/** No look-alike known. */
const NO_LOOK_ALIKES: ReadonlyMap<string, LookAlikeOf> = new Map();

/** No raw address asked: every row's crossed with it. */
const NOTHING_ASKED: AskedRaws = () => undefined;

/** Pending rows made per task by {@link RowBuilder.allPending}. */
const PENDING_SLICE = 20_000;

/** Gathers the rows of one lookup. */
export class RowBuilder {
  private readonly rows: ResultRow[];
  /** Raw address → row position (the request's own map, which screens read too). */
  private readonly positions: AccountPositions;
  /** The lookup's address book and metadata: Maps (a record's 100,000 fresh keys cost ~3x as much). */
  private readonly addressBook: Map<string, AddressBookEntry>;
  private readonly metadata: Map<string, MetadataEntry>;
  /** Every raw address the two maps mention: the first `sortedKeys` sorted, the newer ones after them. */
  private readonly addressKeys: string[];
  private sortedKeys: number;
  private readonly failed: Map<string, AppErrorInfo>;
  private readonly counts: Map<string, number>;
  /** The look-alike marks the job sent (a new map when one comes: screens compare it by identity). */
  private lookAlikes: ReadonlyMap<string, LookAlikeOf>;
  /** The values this lookup's rows share, each held once (row-interner.ts). */
  private readonly shared = new RowInterner();
  /**
   * The one row and the one record's parts each placed row and record is read into from its batch's
   * columns (shared/jobs/row-columns.ts `rowAt`, `partsAt`): placing copies what it keeps, so none is
   * made per account only to be dropped.
   */
  private readonly rowDraft = {} as RowDraft;
  private readonly partsDraft = {} as PartsDraft;
  /** A re-run's logged lookup, indexed once, and what changed since, marked as rows are placed. */
  private readonly baseline: ChangeBaseline | null;
  private readonly changes: Map<string, AccountChange> | null;
  private changesMoved = true;
  private last: LookupOutcome | null = null;
  private changed = true;
  /** What the lookup's job is bound to, once its start answered (an earlier outcome's until then). */
  bound: LookupBound | null;

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
    // A re-run's logged lookup indexed for marking changes, a step at a time as well.
    if (request.baseline) await changeBaselineInSteps(request.baseline.result, pause);
    return new RowBuilder(request, {
      rows,
      statusCounts: new Map([[PENDING_STATUS, rows.length]]),
      // No row is answered yet: nothing to mark.
      ...(request.baseline ? { changes: new Map() } : {}),
    });
  }

  /** Starts with every row pending, or from `from`: an earlier outcome of the same request (retrying its failed part). */
  constructor(
    /** The request its outcomes name. */
    readonly request: LookupRequest,
    from?: RowSeed,
  ) {
    this.bound = from?.bound ?? null;
    // Copies: the earlier outcome stays as it was (another screen may be showing it).
    this.addressBook = new Map(from?.addressBook);
    this.metadata = new Map(from?.metadata);
    this.addressKeys = [...(from?.addressKeys ?? [])];
    this.sortedKeys = this.addressKeys.length;
    this.failed = new Map(from?.failed);
    this.rows = from
      ? [...from.rows]
      : request.accounts.map((requested, index) => pendingRow(index, requested));
    this.counts = from ? new Map(from.statusCounts) : statusCounts(this.rows);
    this.lookAlikes = from?.lookAlikes ?? NO_LOOK_ALIKES;
    this.positions = positionsOf(request.accounts);
    this.baseline = request.baseline ? changeBaselineOf(request.baseline.result) : null;
    this.changes = this.baseline
      ? new Map(from?.changes ?? rowChanges(this.baseline, this.rows, this.metadata))
      : null;
  }

  /**
   * Places one batch's rows (answered or failed), with the batch's address book and metadata, straight
   * from the columns it crossed as (shared/jobs/row-columns.ts): each row's values go into its placed
   * row, each packed record into the lookup's columns of parts (account-parts-store.ts), each address
   * book and metadata entry into the lookup's maps, with no row object, parts object or map made per
   * batch on the way. A row's raw address not in `columns` is the one asked at its position (`asked`:
   * the list the job was started with). A row names the batch's entries by position: it holds the very
   * entry the lookup's map holds.
   */
  place(columns: RowColumns, asked: AskedRaws = NOTHING_ASKED): void {
    const raws = rawsOfColumns(columns, asked);
    const books = this.placeAddressBook(columns, raws);
    const metas = this.placeMetadata(columns, raws);
    const { packed } = columns;
    let k = 0;
    for (let i = 0; i < raws.length; i++) {
      // The packed records are in their rows' order: record k is the next row's when it names it.
      const parts = packed?.at[k] === i ? partsAt(packed, k++, columns.texts, this.partsDraft) : null;
      // Its input is not read: a placed row takes the request's own text (result-rows.ts `placedRow`).
      this.placeRow(rowAt(columns, i, raws[i]!, raws[i]!, books, metas, this.rowDraft), parts, columns, i);
    }
  }

  /** The batch's address book entries into the lookup's map, as the lookup's copies, in their order. */
  private placeAddressBook(columns: RowColumns, raws: readonly string[]): AddressBookEntry[] {
    const book = columns.addressBook;
    const entries: AddressBookEntry[] = [];
    for (let k = 0; k < book.keys.length; k++) {
      const raw = keyAt(book.keys, k, raws);
      entries.push(this.keep(this.addressBook, raw, this.shared.bookAt(book, k, raw, columns.bookFlags[k]!)));
    }
    return entries;
  }

  /** The batch's metadata entries into the lookup's map, their texts the lookup's copies, in their order. */
  private placeMetadata(columns: RowColumns, raws: readonly string[]): MetadataEntry[] {
    const { metadata, texts } = columns;
    const entries: MetadataEntry[] = [];
    for (let k = 0; k < metadata.keys.length; k++) {
      const raw = keyAt(metadata.keys, k, raws);
      entries.push(this.keep(this.metadata, raw, this.shared.meta(metaEntryAt(metadata, k, texts))));
    }
    return entries;
  }

  /**
   * `entry`, kept in `map` (the lookup's address book or metadata) as its own key `raw`, whatever its
   * text (`__proto__` too); `raw` listed among the addresses the maps mention when neither did yet, so
   * that no set of 100,000 keys is made at the end.
   */
  private keep<E>(map: Map<string, E>, raw: string, entry: E): E {
    if (!this.addressBook.has(raw) && !this.metadata.has(raw)) this.addressKeys.push(raw);
    map.set(raw, entry);
    return entry;
  }

  /**
   * Places `row` (row `i` of `columns`, read into the builder's draft), its record built from `parts`
   * when it crossed packed. Its book and meta are the lookup's entries when it names the batch's; one
   * that crossed whole (a row handed on in a later message than its entry: stream mode holds rows for
   * order) gets its own copy.
   */
  private placeRow(row: LookupRow, parts: PackedAccount | null, columns: RowColumns, i: number): void {
    if (row.status === FAILED_STATUS) this.failed.set(row.raw, row.failure!);
    // Only when some row failed: a lookup with none hashes no row's address for it.
    else if (this.failed.size > 0) this.failed.delete(row.raw);
    const book =
      typeof columns.book[i] === 'number' ? row.book : row.book && this.shared.book(row.book, row.raw);
    const meta = typeof columns.meta[i] === 'number' ? row.meta : row.meta && this.shared.meta(row.meta);
    this.setRow(row, book, meta, parts);
  }

  /** Keeps the look-alike marks a batch brought (none in nearly every batch). */
  markLookAlikes(marks: readonly LookAlikeMark[] | undefined): void {
    if (!marks || marks.length === 0) return;
    const next = new Map(this.lookAlikes);
    for (const mark of marks) next.set(mark.raw, mark.of);
    this.lookAlikes = next;
    this.changed = true;
  }

  /** Makes failed rows pending again (they are being retried). */
  clearFailed(raws: readonly string[]): void {
    for (const raw of raws) {
      const position = this.positions.get(raw);
      if (!this.failed.delete(raw) || position === undefined) continue;
      this.setRow(pendingRow(position, this.rows[position]!.requested), null, null);
    }
  }

  /**
   * A snapshot; the same object until something changes, so it is cheap to ask on every tick. Its
   * addresses are sorted for the Address book as they come, a snapshot's worth at a time.
   */
  outcome(state: LookupState, receivedAt: number): LookupOutcome {
    if (this.last && !this.changed && this.last.state === state && this.last.bound === this.bound)
      return this.last;
    if (!this.bound) throw new Error('A lookup has no outcome before its job says what it is bound to.');
    this.sortNewKeys();
    this.last = {
      request: this.request,
      bound: this.bound,
      rows: this.changed || !this.last ? [...this.rows] : this.last.rows,
      addressBook: this.addressBook,
      metadata: this.metadata,
      addressKeys: this.addressKeys,
      failed: new Map(this.failed),
      statusCounts: new Map(this.counts),
      lookAlikes: this.lookAlikes,
      ...this.changesNow(),
      state,
      receivedAt,
    };
    this.changed = false;
    return this.last;
  }

  /** The snapshot's marks of change: a copy when some moved since the last, else the last's (none but in a re-run). */
  private changesNow(): Pick<LookupOutcome, 'changes'> {
    if (!this.changes) return {};
    const changes = this.changesMoved || !this.last?.changes ? new Map(this.changes) : this.last.changes;
    this.changesMoved = false;
    return { changes };
  }

  /** Merges the keys that came since the last snapshot into the sorted ones (not one sort at the end). */
  private sortNewKeys(): void {
    mergeNewKeys(this.addressKeys, this.sortedKeys);
    this.sortedKeys = this.addressKeys.length;
  }

  /**
   * Where the row's account stands in the request: the row's own index when the request has that very
   * address there (the job asks in the request's order; comparing two texts costs less than hashing one
   * for the map), else by its address — rows are matched by address, never by position alone.
   */
  private positionOf(row: LookupRow): number | undefined {
    const at = this.rows[row.index];
    return at !== undefined && at.requested.raw === row.raw ? row.index : this.positions.get(row.raw);
  }

  /**
   * Puts the row of its account in place, with `book` as its address book entry and `meta` as its metadata
   * entry, its record built from `parts` when its job packed it (a row of an account not asked here is dropped).
   */
  private setRow(
    row: LookupRow,
    book: AddressBookEntry | null,
    meta: MetadataEntry | null,
    parts: PackedAccount | null = null,
  ): void {
    const position = this.positionOf(row);
    if (position === undefined) return;
    const before = this.rows[position]!;
    const placed = placedRow(row, position, before.requested, this.shared, book, meta, parts);
    this.rows[position] = placed;
    if (this.baseline && markRowChange(this.changes!, this.baseline, before, placed, this.metadata))
      this.changesMoved = true;
    count(this.counts, before.status, -1);
    count(this.counts, placed.status, 1);
    this.changed = true;
  }
}
/** Adds `by` to the count of `key`, dropping a key whose count falls to 0. */
function count<K>(counts: Map<K, number>, key: K, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next === 0) counts.delete(key);
  else counts.set(key, next);
}
