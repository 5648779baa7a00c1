/**
 * The quick filters' counts (result-rows.ts {@link QuickCounts}) kept as a lookup's rows arrive: a
 * running lookup publishes a new array of its 100,000 rows every second or so, in which only the rows
 * of the batches since the last one are new objects (row-builder.ts copies the references). Folding
 * every row again on each publication was the page's longest task (up to 440 ms with the lock read
 * through the stores for each row); the counter compares the references and counts only the rows that
 * changed, taking the old ones' part away. The facts read beside a row (look-alike, lock) are kept per
 * position, so that what is taken away is what was added, and each is read again for every row only
 * when its own reading changes (the lock's when a lock or a wallet's tokens arrived).
 */
import { NOT_DEPLOYED_KIND } from '../../shared/contracts/kinds';
import { PENDING_STATUS } from '../../shared/format/status';
import { rowKind, type QuickCounts, type ResultRow, type RowFacts } from './result-rows';

/**
 * How many rows are counted between two reads of the clock: few, since reading a row's look-alike mark
 * compares its token's names, far slower than the rest of its count (1,024 rows could outlast a slice).
 */
const SLICE_ROWS = 64;

/**
 * A pass over one snapshot of the rows: the rows before `next` are counted as `rows` has them, the
 * others as the last finished pass had them; which facts are read again for every row.
 */
interface Pass {
  readonly rows: readonly ResultRow[];
  readonly facts: RowFacts;
  next: number;
  readonly lookAlikes: boolean;
  readonly locks: boolean;
}

/** A row's lock as kept per position: not read, open, locked. */
const LOCK_CODE = { undefined: 0, open: 1, locked: 2 } as const;

/** Counts the quick filters' rows of successive snapshots of one lookup's rows. */
export class QuickCounter {
  private rows: readonly ResultRow[] = [];
  private facts: RowFacts | undefined;
  /** Per position: 1 when the row's token is a look-alike. */
  private lookAlikes = new Uint8Array(0);
  /** Per position: its {@link LOCK_CODE}. */
  private locks = new Uint8Array(0);
  private readonly kinds = new Map<string, { label: string; rows: number }>();
  private scam = 0;
  private notDeployed = 0;
  private lookAlike = 0;
  private locked = 0;
  private lockRead = 0;
  private last: QuickCounts | undefined;

  /** The pass under way when a slice ran out of time: the snapshot counted, up to where. */
  private pass: Pass | undefined;

  /** The counts of `rows` with `facts`: only what differs from the last call's rows and facts is counted again. */
  counts(rows: readonly ResultRow[], facts: RowFacts): QuickCounts {
    return this.countSome(rows, facts, Infinity)!;
  }

  /**
   * {@link counts}, a slice at a time: counts until `deadline` (`performance.now()`), and answers the
   * counts once they are those of `rows` with `facts`, else `undefined` (call again, after a turn, with
   * the newest rows: a pass under way is finished first, unless the rows are another lookup's). Counting
   * the rows a batch placed was up to 40 ms of a render on a loaded machine.
   */
  countSome(rows: readonly ResultRow[], facts: RowFacts, deadline: number): QuickCounts | undefined {
    if (this.pass && this.pass.rows.length !== rows.length) {
      // Another lookup's rows: what the pass counted so far is dropped with the rest.
      this.pass = undefined;
      this.reset(rows.length);
    }
    for (;;) {
      if (!this.pass) {
        if (this.last && rows === this.rows && facts === this.facts) return this.last;
        this.pass = this.startPass(rows, facts);
      }
      if (!this.countPass(this.pass, deadline)) return undefined;
      this.rows = this.pass.rows;
      this.facts = this.pass.facts;
      this.pass = undefined;
      this.last = this.snapshot();
    }
  }

  /** A pass over `rows` with `facts`, from the first row. */
  private startPass(rows: readonly ResultRow[], facts: RowFacts): Pass {
    if (rows.length !== this.rows.length) this.reset(rows.length);
    // Each fact is read again for every row only when its own function changed (use-row-facts.ts keeps
    // the look-alike's while only a lock arrived).
    const lookAlikes = facts.lookAlike !== this.facts?.lookAlike;
    const locks = facts.lock !== this.facts?.lock;
    return { rows, facts, next: 0, lookAlikes, locks };
  }

  /**
   * Counts the pass's rows until `deadline` (read every {@link SLICE_ROWS} rows, so each call counts at
   * least that many); true when it is done.
   */
  private countPass(pass: Pass, deadline: number): boolean {
    const { rows, facts } = pass;
    for (let counted = 1; pass.next < rows.length; counted++) {
      if (counted % SLICE_ROWS === 0 && deadline !== Infinity && performance.now() >= deadline) return false;
      const index = pass.next++;
      const before = this.rows[index];
      const row = rows[index]!;
      const placed = before !== row;
      if (placed && before) this.countRow(before, -1);
      // A pending row counts in nothing and has no facts to read: a lookup's first snapshot is 100,000
      // of them, counted in the task that first shows its table.
      if (row.status === PENDING_STATUS) {
        // Only where it replaced a row: a new lookup's positions start with nothing counted.
        if (placed && before) this.clearFacts(index);
        continue;
      }
      if (placed) this.countRow(row, 1);
      if (placed || pass.lookAlikes) this.readLookAlike(index, row, facts);
      if (placed || pass.locks) this.readLock(index, row, facts);
    }
    return true;
  }

  /** The counts now, as a value of their own (the kinds copied). */
  private snapshot(): QuickCounts {
    return {
      kinds: new Map([...this.kinds].map(([key, kind]) => [key, { ...kind }])),
      scam: this.scam,
      lookAlike: this.lookAlike,
      notDeployed: this.notDeployed,
      locked: this.locked,
      lockRead: this.lockRead,
    };
  }

  /** Forgets every row: a list of another length is another lookup's. */
  private reset(length: number): void {
    // No row counted yet: an empty list reads as `undefined` at every position, as a list of `length`
    // holes would, without allocating one (a holey array, slower to read) for a lookup's first snapshot.
    this.rows = [];
    this.lookAlikes = new Uint8Array(length);
    this.locks = new Uint8Array(length);
    this.kinds.clear();
    this.scam = this.notDeployed = this.lookAlike = this.locked = this.lockRead = 0;
  }

  /** Adds (`sign` 1) or takes away (-1) what the row itself counts in: its kind, scam, not deployed. */
  private countRow(row: ResultRow, sign: 1 | -1): void {
    const kind = rowKind(row);
    if (kind) {
      const held = this.kinds.get(kind.key);
      if (held) held.rows += sign;
      else this.kinds.set(kind.key, { label: kind.label, rows: sign });
      if (held?.rows === 0) this.kinds.delete(kind.key);
      if (kind.key === NOT_DEPLOYED_KIND) this.notDeployed += sign;
    }
    if (row.token?.isScam) this.scam += sign;
  }

  /** Takes away what was counted of the facts of the row at `index` (a pending row has none). */
  private clearFacts(index: number): void {
    this.lookAlike -= this.lookAlikes[index]!;
    this.lookAlikes[index] = 0;
    const lock = this.locks[index]!;
    this.lockRead -= Number(lock !== 0);
    this.locked -= Number(lock === LOCK_CODE.locked);
    this.locks[index] = 0;
  }

  /** Reads the look-alike mark of the row at `index` again, replacing what was counted of it there. */
  private readLookAlike(index: number, row: ResultRow, facts: RowFacts): void {
    const lookAlike = row.token && facts.lookAlike(row) ? 1 : 0;
    this.lookAlike += lookAlike - this.lookAlikes[index]!;
    this.lookAlikes[index] = lookAlike;
  }

  /** Reads the lock of the row at `index` again, replacing what was counted of it there. */
  private readLock(index: number, row: ResultRow, facts: RowFacts): void {
    const before = this.locks[index]!;
    const lock = LOCK_CODE[facts.lock(row) ?? 'undefined'];
    this.lockRead += Number(lock !== 0) - Number(before !== 0);
    this.locked += Number(lock === LOCK_CODE.locked) - Number(before === LOCK_CODE.locked);
    this.locks[index] = lock;
  }
}

/** Counts every quick filter's rows in one pass. */
export function quickCounts(rows: readonly ResultRow[], facts: RowFacts): QuickCounts {
  return new QuickCounter().counts(rows, facts);
}
