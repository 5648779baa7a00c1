/**
 * The one place a lookup's answers are accumulated: each batch's answer is zipped with what was asked
 * (accounts in the order of the batch's raw addresses, the others not found, or cut off by a row cap and
 * asked again), each account turned ONCE into its ready row (shared/jobs/lookup-row.ts) where the answer
 * arrives, and — as the reader needs — kept for the log's draft and the whole result, or handed on in
 * input order with nothing else kept:
 *
 * - `record` (the app's lookup job, the CLI's one document, the watch list, `compare`): rows are handed
 *   on as batches land; every answer is kept (without BoCs unless asked to keep them) for the log's
 *   draft and the result in input order;
 * - `stream` (the CLI's NDJSON and CSV): rows are handed on in input order, and only the accounts taken
 *   and not yet handed on are held — memory stays flat in the list's length.
 *
 * Given a {@link LookAlikeIndex}, each account is also looked at as its row is made (one map lookup):
 * whether it looks like another of the lookup or an address the user keeps (address poisoning). The
 * marks found travel once, with the batch that made them (`lookAlikes`, sparse: absent when none) — a
 * later row that makes an earlier one a look-alike sends both — and `record` keeps them ({@link lookAlikes}).
 */
import type { LookAlikeIndex, LookAlikeMark, LookAlikeOf } from '../address/look-alike-address';
import type {
  AccountLookup,
  AccountState,
  AddressBookEntry,
  AddressBookMap,
  CheckedLookup,
  MetadataEntry,
  MetadataMap,
} from '../api/account-states';
import type { AppErrorInfo } from '../errors';
import { collectionReaderFor } from '../contracts/item-collection-reader';
import { withoutBocs } from '../lookup-log/logged-account';
import {
  type LoggedLookup,
  type KeptLookup,
  type KeptLookupDraft,
  type LookupLogEntry,
} from '../lookup-log/log-entry';
import type { JobIndexerRef, JobLastBlock } from './job-events';
import { KeptValues } from './kept-values';
import {
  answeredLookupRow,
  failedLookupRow,
  pendingLookupRow,
  type AskedAccount,
  type LookupRow,
} from './lookup-row';

type Kept = AccountState | LoggedLookup['accounts'][number];

/** How an answer is kept and handed on, and where its accounts' look-alikes are found (see the module's comment). */
export type AnswerMode = ({ mode: 'record'; keepBocs?: boolean } | { mode: 'stream' }) & {
  lookAlikes?: LookAlikeIndex;
};

/** The look-alike marks rows just made found: absent when there are none (nearly every batch). */
export interface LookAlikeStep {
  lookAlikes?: LookAlikeMark[];
}

/** What a batch's answer brought: its rows, the answer's own address book and metadata, and look-alikes. */
export interface AnswerStep extends LookAlikeStep {
  rows: LookupRow[];
  addressBook: AddressBookMap;
  metadata: MetadataMap;
}

/** What a logged lookup gives back to an answer: every account it asked, and what it had. */
type Restorable = Pick<LookupLogEntry, 'inputs' | 'failed'> & { result: KeptLookup };

/**
 * The answers of one lookup. What was asked is kept as one position per raw form and the raws and
 * inputs by position, and what each account had as one array entry at its position: no object and no
 * second map per account (a 100,000-account lookup kept an object and two maps' entries each).
 */
export class LookupAnswer {
  /** Raw → its position in what was asked; in `stream` mode only the accounts not handed on yet. */
  private readonly positions = new Map<string, number>();
  /**
   * The raws and inputs asked, by position less `base` (`stream` drops the front handed on). In
   * `stream` mode the accounts waiting, in input order, are those from `head`.
   */
  private raws: string[] = [];
  private inputs: string[] = [];
  private base = 0;
  private head = 0;
  /** `record`: by position, what the account had — its state, null when not found, undefined with no answer yet. */
  private readonly kept: (Kept | null | undefined)[] = [];
  /** `record`: how many entries of `kept` hold an answer. */
  private answers = 0;
  /** `record`: an answer for an account not asked (a scheduler's defect), which no output lists. */
  private readonly strays = new Map<string, Kept | null>();
  private readonly failed = new Set<string>();
  /**
   * Every address book and metadata entry the answers held, by raw address, in the order they came (a
   * later answer's entry replaces an earlier one in its first place): Maps, so a key such as
   * `__proto__` is plain data and 100,000 keys are not each internalised as a record's would be.
   */
  private readonly addressBook = new Map<string, AddressBookEntry>();
  private readonly metadata = new Map<string, MetadataEntry>();
  /** `stream`: the rows ready among the accounts waiting. */
  private readonly ready = new Map<string, LookupRow>();
  private count = 0;
  /** `record`: every account's look-alike mark; and the marks not handed on yet. */
  private readonly marks = new Map<string, LookAlikeOf>();
  private fresh: LookAlikeMark[] = [];
  /** `record`: the values the kept answers share (kept-values.ts), so each account is kept compactly. */
  private readonly shared = new KeptValues();

  /**
   * An empty answer (`asked` given with {@link ask}), or — `from`, in `record` mode — the logged lookup a
   * "Retry failed" looks up again in part: every account it asked, and what it had.
   */
  constructor(
    private readonly how: AnswerMode,
    from?: Restorable,
  ) {
    if (!from) return;
    const steps = this.restore(from, Infinity);
    while (!steps.next().done);
  }

  /**
   * `record`: the logged lookup `from` restored as the constructor does, `slice` items at a time, awaiting
   * `turn` between slices: a page reopens a 100,000-account entry without one long task (the whole of it
   * at once held the main thread ~300 ms).
   */
  static async restored(
    how: AnswerMode,
    from: Restorable,
    turn: () => Promise<void>,
    slice = 2_500,
  ): Promise<LookupAnswer> {
    const answer = new LookupAnswer(how);
    // Its rows are made as it is read: an item judged by its collection needs its reader first.
    await collectionReaderFor(from.result.accounts);
    const steps = answer.restore(from, slice);
    while (!steps.next().done) await turn();
    return answer;
  }

  /** Restores what `from` asked and had, stopping (`yield`) after every `slice` items. */
  private *restore(from: Restorable, slice: number): Generator<void> {
    let done = 0;
    const due = () => ++done % slice === 0;
    for (const { raw, input } of from.inputs) {
      this.ask(raw, input);
      this.lookAtRow(raw, this.positions.get(raw)!);
      if (due()) yield;
    }
    // What the lookup had was marked when it came (a retry's window has those marks already).
    this.fresh = [];
    for (const account of from.result.accounts) {
      this.keepAnswer(account.address, this.positions.get(account.address), account);
      if (due()) yield;
    }
    for (const raw of from.result.not_found) this.keepAnswer(raw, this.positions.get(raw), null);
    for (const raw of from.failed) this.failed.add(raw);
    const { address_book: addressBook, metadata } = from.result;
    for (const [raw, entry] of addressBook) {
      this.addressBook.set(raw, entry);
      if (due()) yield;
    }
    for (const [raw, entry] of metadata) {
      this.metadata.set(raw, entry);
      if (due()) yield;
    }
  }

  /** An answer that asked `accounts` (raw and input, in input order). */
  static of(how: AnswerMode, accounts: Iterable<{ raw: string; input: string }>): LookupAnswer {
    const answer = new LookupAnswer(how);
    for (const { raw, input } of accounts) answer.ask(raw, input);
    return answer;
  }

  /** Asks one more account (in input order); a repeat of an account already asked is ignored. */
  ask(raw: string, input: string): void {
    if (this.positions.has(raw)) return;
    this.positions.set(raw, this.count++);
    this.raws.push(raw);
    this.inputs.push(input);
    // Filled as asked, so the array stays packed while answers land in any order.
    if (this.how.mode === 'record') this.kept.push(undefined);
  }

  /** How many accounts were asked. */
  size(): number {
    return this.count;
  }

  /** The asked account of `raw` (in `stream` mode, while it waits). */
  askedOf(raw: string): AskedAccount | undefined {
    const index = this.positions.get(raw);
    return index === undefined ? undefined : { index, raw, input: this.inputs[index - this.base]! };
  }

  /**
   * One batch's answer: accounts in the order of `raws`, the others in `not_found` — or in `unanswered`
   * (cut off by a row cap and asked again), which get no row yet.
   */
  add(raws: readonly string[], answer: CheckedLookup): AnswerStep {
    const recording = this.how.mode === 'record';
    if (recording) this.merge(answer.address_book, answer.metadata);
    const metadata = recording ? this.metadata : answer.metadata;
    const unknown = new Set(answer.not_found);
    const unanswered = new Set(answer.unanswered);
    const rows: LookupRow[] = [];
    let next = 0;
    for (const raw of raws) {
      if (unanswered.has(raw)) continue;
      const account = unknown.has(raw) ? null : answer.accounts[next++]!;
      const book = answer.address_book.get(raw) ?? null;
      const row = answeredLookupRow(this.askedFor(raw), account, book, metadata);
      this.lookAtRow(raw, row.index);
      this.keep(row);
      rows.push(row);
    }
    const step = { rows: this.handOn(rows), addressBook: answer.address_book, metadata: answer.metadata };
    return { ...step, ...this.takeLookAlikes() };
  }

  /**
   * The look-alike marks rows made since the last take ({@link add} takes them with its step; the job
   * takes a failed batch's after {@link fail}).
   */
  takeLookAlikes(): LookAlikeStep {
    if (this.fresh.length === 0) return {};
    const lookAlikes = this.fresh;
    this.fresh = [];
    return { lookAlikes };
  }

  /** `record`: every account's look-alike mark so far (read it; do not change it). */
  lookAlikes(): ReadonlyMap<string, LookAlikeOf> {
    return this.marks;
  }

  /**
   * `record`: keeps `marks` found elsewhere — a reopened lookup's, found where the user's addresses are
   * kept (shared/bridge/logged-look-alikes.ts) — as if its rows had made them (an account keeps its first).
   */
  keepLookAlikes(marks: readonly LookAlikeMark[]): void {
    for (const mark of marks) if (!this.marks.has(mark.raw)) this.marks.set(mark.raw, mark.of);
  }

  /** Looks at the account of a row just made: the marks it makes are kept and handed on with its batch. */
  private lookAtRow(raw: string, index: number): void {
    const found = this.how.lookAlikes?.add(raw, index);
    if (!found || found.length === 0) return;
    for (const mark of found) {
      this.fresh.push(mark);
      if (this.how.mode === 'record') this.marks.set(mark.raw, mark.of);
    }
  }

  /** A batch that failed for good: its accounts that have no answer yet become failed rows. */
  fail(raws: readonly string[], error: AppErrorInfo): LookupRow[] {
    const rows: LookupRow[] = [];
    for (const raw of raws) {
      if (this.hasAnswer(raw)) continue;
      if (this.how.mode === 'record') this.failed.add(raw);
      const row = failedLookupRow(this.askedFor(raw), error);
      this.lookAtRow(raw, row.index);
      rows.push(row);
    }
    return this.handOn(rows);
  }

  /** `stream`: accounts asked and not handed on yet (the scheduler holds new batches past a bound). */
  backlog(): number {
    return this.how.mode === 'stream' ? this.raws.length - this.head : 0;
  }

  /**
   * `stream`: the end — every account still waiting, as pending when it has no row, handed to `write`
   * in input order, a part at a time.
   */
  end(write: (rows: LookupRow[]) => void): void {
    for (let i = this.head; i < this.raws.length; i++) {
      const raw = this.raws[i]!;
      if (!this.ready.has(raw)) this.ready.set(raw, pendingLookupRow(this.askedFor(raw)));
      if (this.ready.size === 4096) write(this.drain());
    }
    const rest = this.drain();
    if (rest.length > 0) write(rest);
  }

  /** Accounts with an answer (found, or known not to exist in the index). */
  answered(): number {
    return this.answers + this.strays.size;
  }

  /**
   * `record`: the whole answer, in input order (accounts and `not_found`), with every address book and
   * metadata entry the answers held, in the Maps kept: what `compare` and the watch list read once, at
   * the end (the CLI's JSON and shared/contracts read it as the API's document, `lookupDocument`).
   */
  result(): CheckedLookup {
    // The API's own key order (accounts, address_book, metadata, not_found): the CLI's JSON keeps it.
    const { accounts, not_found } = this.inputOrder();
    return { accounts, address_book: this.addressBook, metadata: this.metadata, not_found };
  }

  /** `record`: the accounts found and not found, in input order. */
  private inputOrder(): Pick<AccountLookup, 'accounts' | 'not_found'> {
    const result: Pick<AccountLookup, 'accounts' | 'not_found'> = { accounts: [], not_found: [] };
    for (let i = 0; i < this.kept.length; i++) {
      const account = this.kept[i];
      if (account) result.accounts.push(account as AccountState);
      else if (account === null) result.not_found.push(this.raws[i]!);
    }
    return result;
  }

  /** `record`: every address book and metadata entry the answers held, in the order they came. */
  names(): { addressBook: AddressBookMap; metadata: MetadataMap } {
    return { addressBook: this.addressBook, metadata: this.metadata };
  }

  /** `record`: accounts whose batch failed for good, in input order. */
  failedRaws(): string[] {
    return this.failed.size === 0 ? [] : this.raws.filter((raw) => this.failed.has(raw));
  }

  /** `record`: the draft the log records. */
  draft(head: {
    indexer: JobIndexerRef;
    lastBlock: JobLastBlock | null;
    includeBoc: boolean;
    cancelled: boolean;
  }): KeptLookupDraft {
    // The kept address book and metadata themselves: a copy of 500,000 keys held the job owner (the
    // log only reads them, in their order).
    const { accounts, not_found } = this.inputOrder();
    const { addressBook: address_book, metadata } = this;
    const failed = this.failedRaws();
    const { indexer, lastBlock } = head;
    return {
      profile: { id: indexer.profileId, name: indexer.name, baseUrl: indexer.baseUrl },
      lastBlock: lastBlock ? { seqno: lastBlock.seqno, gen_utime: lastBlock.gen_utime } : null,
      includeBoc: head.includeBoc,
      inputs: this.raws.map((raw, i) => ({ raw, input: this.inputs[i]! })),
      counts: {
        requested: this.raws.length,
        found: accounts.length,
        notFound: not_found.length,
        failed: failed.length,
      },
      cancelled: head.cancelled,
      failed,
      result: { accounts: accounts.map(withoutBocs), address_book, metadata, not_found },
    };
  }

  /**
   * The rows of every asked account as this answer has them, in input order, `from` to `to` (a
   * reopened log entry's rows, made a slice at a time).
   */
  rows(from = 0, to = this.count): LookupRow[] {
    const rows: LookupRow[] = [];
    const end = Math.min(this.head + to, this.raws.length);
    for (let at = this.head + from; at < end; at++) rows.push(this.rowOf(at));
    return rows;
  }

  /** `record`: the row of one asked account as this answer has it. */
  row(raw: string): LookupRow | undefined {
    const index = this.positions.get(raw);
    return index === undefined ? undefined : this.rowOf(index - this.base);
  }

  /** The row of the account asked at `at` of {@link raws}, from what is kept (`record`). */
  private rowOf(at: number): LookupRow {
    const raw = this.raws[at]!;
    const asked = { index: at + this.base, raw, input: this.inputs[at]! };
    const account = this.kept[at];
    if (account !== undefined) {
      const book = this.addressBook.get(raw) ?? null;
      return answeredLookupRow(asked, account as AccountState | null, book, this.metadata);
    }
    return this.failed.has(raw) ? failedLookupRow(asked, FAILED_BEFORE) : pendingLookupRow(asked);
  }

  private askedFor(raw: string): AskedAccount {
    const index = this.positions.get(raw);
    // An account the caller did not ask (a scheduler's defect) still gets a row, after the others.
    if (index === undefined) return { index: this.count, raw, input: raw };
    return { index, raw, input: this.inputs[index - this.base]! };
  }

  /** Whether the account `raw` has an answer kept (`record`: found or not found). */
  private hasAnswer(raw: string): boolean {
    const index = this.positions.get(raw);
    return index === undefined ? this.strays.has(raw) : this.kept[index - this.base] !== undefined;
  }

  /** Keeps a row's answer for the draft and the result (`record`). */
  private keep(row: LookupRow): void {
    if (this.how.mode !== 'record') return;
    if (this.failed.size > 0) this.failed.delete(row.raw);
    const account = row.account && (this.how.keepBocs ? row.account : withoutBocs(row.account));
    // The row's index is its account's position, unless the account was not asked (then a stray).
    const at = row.index - this.base;
    const asked = this.raws[at] === row.raw ? row.index : undefined;
    if (asked !== undefined) {
      if (account) this.shared.account(account, this.raws[at]!);
      if (row.book) this.shared.bookEntry(row.book, this.inputs[at]!);
    }
    this.keepAnswer(row.raw, asked, account);
  }

  /** Keeps what the account `raw`, asked at `index` (undefined: not asked), had (`record`). */
  private keepAnswer(raw: string, index: number | undefined, account: Kept | null): void {
    if (index === undefined) {
      this.strays.set(raw, account);
      return;
    }
    if (this.kept[index] === undefined) this.answers += 1;
    this.kept[index] = account;
  }

  /** The rows to hand on now: all of them (`record`), or those now next in input order (`stream`). */
  private handOn(rows: LookupRow[]): LookupRow[] {
    if (this.how.mode === 'record') return rows;
    for (const row of rows) this.ready.set(row.raw, row);
    return this.drain();
  }

  /** `stream`: the rows ready from the head of the queue on, which leave it. */
  private drain(): LookupRow[] {
    const run: LookupRow[] = [];
    while (this.head < this.raws.length) {
      const raw = this.raws[this.head]!;
      const row = this.ready.get(raw);
      if (!row) break;
      this.ready.delete(raw);
      this.positions.delete(raw);
      run.push(row);
      this.head += 1;
    }
    // What was handed on leaves the front now and then, so the queue does not grow with the list.
    if (this.head > 4096 && this.head * 2 > this.raws.length) {
      this.raws = this.raws.slice(this.head);
      this.inputs = this.inputs.slice(this.head);
      this.base += this.head;
      this.head = 0;
    }
    return run;
  }

  /** Keeps a checked answer's entries (a later answer's replaces an earlier one, in its first place). */
  private merge(addressBook: AddressBookMap, metadata: MetadataMap): void {
    for (const [raw, entry] of addressBook) this.addressBook.set(raw, entry);
    for (const [raw, entry] of metadata) this.metadata.set(raw, entry);
  }
}

/** Why a logged lookup's failed account has no answer, when the log is read back. */
const FAILED_BEFORE: AppErrorInfo = {
  kind: 'unexpected',
  message: 'Its request had failed when this lookup was logged.',
};
