import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKind, NOT_DEPLOYED_KIND } from '../../shared/contracts/kinds';
import { QuickCounter, quickCounts } from './quick-counter';
import type { QuickCounts, ResultRow, RowFacts } from './result-rows';

/** A row with only what the quick filters read: status, kind, token (its scam flag), raw. */
interface Shape {
  status: 'pending' | 'active' | 'uninit' | 'nonexist' | 'frozen' | 'not found';
  kind: 'wallet_v4r2' | 'jetton_wallet' | 'jetton_master' | 'unknown';
  token: 'none' | 'plain' | 'scam';
  raw: number;
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  status: fc.constantFrom('pending', 'active', 'uninit', 'nonexist', 'frozen', 'not found'),
  kind: fc.constantFrom('wallet_v4r2', 'jetton_wallet', 'jetton_master', 'unknown'),
  token: fc.constantFrom('none', 'plain', 'scam'),
  raw: fc.integer({ min: 0, max: 5 }),
});

const rowOf = (shape: Shape): ResultRow =>
  ({
    raw: `0:${shape.raw}`,
    status: shape.status,
    kind: shape.status === 'pending' ? null : { kind: shape.kind },
    // A pending row has nothing of its account yet: no kind, no token.
    token: shape.token === 'none' || shape.status === 'pending' ? null : { isScam: shape.token === 'scam' },
  }) as unknown as ResultRow;

/**
 * Facts that depend on the raw address only: which raws are look-alikes, and each raw's lock — none of a
 * pending row, as row-lock.ts reads it (nothing is known of its account yet).
 */
const factsOf = (seed: number): RowFacts => ({
  lookAlike: (row) => (Number(row.raw.slice(2)) + seed) % 3 === 0,
  lock: (row) =>
    row.status === 'pending'
      ? undefined
      : ([undefined, 'open', 'locked'][(Number(row.raw.slice(2)) * (seed + 1)) % 3] as never),
});

/** The counts by definition: every row folded once, as the filters read it. */
function folded(rows: readonly ResultRow[], facts: RowFacts): QuickCounts {
  const kinds = new Map<string, { label: string; rows: number }>();
  let [scam, lookAlike, notDeployed, locked, lockRead] = [0, 0, 0, 0, 0];
  for (const row of rows) {
    const kind = accountKind(row.status, row.kind);
    if (kind) kinds.set(kind.key, { label: kind.label, rows: (kinds.get(kind.key)?.rows ?? 0) + 1 });
    if (kind?.key === NOT_DEPLOYED_KIND) notDeployed += 1;
    if (row.token?.isScam) scam += 1;
    if (row.token && facts.lookAlike(row)) lookAlike += 1;
    const lock = facts.lock(row);
    if (lock !== undefined) lockRead += 1;
    if (lock === 'locked') locked += 1;
  }
  return { kinds, scam, lookAlike, notDeployed, locked, lockRead };
}

/** One publication: rows replaced at some positions (as batches land), the facts perhaps new. */
const stepArb = fc.record({
  placed: fc.array(fc.tuple(fc.nat(), shapeArb), { maxLength: 8 }),
  facts: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  /** Only the lock's reading is new (a lock arrived): the look-alike's is kept. */
  lockOnly: fc.boolean(),
  resize: fc.option(fc.integer({ min: 0, max: 12 }), { freq: 8, nil: undefined }),
});

describe('quick counts kept as rows are placed (issue 35, item 3)', () => {
  it('equal a full fold of the rows after any sequence of placements, fact changes and new lookups', () => {
    fc.assert(
      fc.property(
        fc.array(shapeArb, { maxLength: 12 }),
        fc.array(stepArb, { maxLength: 12 }),
        (start, steps) => {
          const counter = new QuickCounter();
          let rows = start.map(rowOf);
          let facts = factsOf(0);
          expect(counter.counts(rows, facts)).toEqual(folded(rows, facts));
          for (const step of steps) {
            // A snapshot is a new array holding the same row objects, except those placed since.
            rows =
              step.resize === undefined
                ? [...rows]
                : Array.from({ length: step.resize }, (_, i) =>
                    rowOf({ ...start[0]!, raw: i, status: 'pending' }),
                  );
            for (const [at, shape] of step.placed) if (rows.length > 0) rows[at % rows.length] = rowOf(shape);
            if (step.facts !== undefined)
              facts = step.lockOnly
                ? { lookAlike: facts.lookAlike, lock: factsOf(step.facts).lock }
                : factsOf(step.facts);
            expect(counter.counts(rows, facts)).toEqual(folded(rows, facts));
          }
        },
      ),
    );
  });

  it('counts only the rows placed since the last snapshot, and reads a fact again only when its reading changes', () => {
    let reads = 0;
    const facts: RowFacts = { lookAlike: () => false, lock: () => (reads++, undefined) };
    const rows = Array.from({ length: 1000 }, (_, i) =>
      rowOf({ status: 'active', kind: 'unknown', token: 'none', raw: i }),
    );
    const counter = new QuickCounter();
    counter.counts(rows, facts);
    expect(reads).toBe(1000);
    const next = [...rows];
    next[7] = rowOf({ status: 'active', kind: 'wallet_v4r2', token: 'scam', raw: 7 });
    reads = 0;
    const counts = counter.counts(next, facts);
    expect(reads).toBe(1);
    expect(counts).toEqual(quickCounts(next, facts));
    expect([counts.scam, counts.kinds.get('wallet_v4r2')?.rows]).toEqual([1, 1]);
    // A lock arrived: every lock is read again, no look-alike mark is.
    let marks = 0;
    const lookAlike = () => (marks++, false);
    counter.counts(next, { lookAlike, lock: facts.lock });
    reads = 0;
    marks = 0;
    counter.counts(next, { lookAlike, lock: () => (reads++, undefined) });
    expect([reads, marks]).toEqual([1000, 0]);
  });

  it('reads no fact of a pending row: the first 100,000 rows of a lookup are counted without a look', () => {
    let reads = 0;
    const facts: RowFacts = { lookAlike: () => (reads++, false), lock: () => (reads++, undefined) };
    const rows = Array.from({ length: 1000 }, (_, i) =>
      rowOf({ status: 'pending', kind: 'unknown', token: 'none', raw: i }),
    );
    const counter = new QuickCounter();
    const counts = counter.counts(rows, facts);
    expect(reads).toBe(0);
    expect(counts).toEqual(folded(rows, facts));
    reads = 0;
    // A lock arrived while every row is still pending: still nothing to read.
    counter.counts(rows, { lookAlike: facts.lookAlike, lock: () => (reads++, undefined) });
    expect(reads).toBe(0);
  });

  it('counted a slice at a time, equal a full fold of the newest rows, however snapshots and new lookups fall between slices', () => {
    const sliced = fc.record({
      placed: fc.array(fc.tuple(fc.nat(), shapeArb), { maxLength: 8 }),
      facts: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
      /** Slices run before the next snapshot (each counts some rows: a deadline already past). */
      slices: fc.integer({ min: 0, max: 3 }),
      /**
       * Another lookup of this many rows (more than a slice), often as many as an earlier one: a pass
       * dropped half-way must not be taken for the rows counted before it.
       */
      resize: fc.option(fc.constantFrom(0, 1200, 2500), { freq: 3, nil: undefined }),
    });
    fc.assert(
      fc.property(shapeArb, fc.array(sliced, { maxLength: 8 }), (shape, steps) => {
        const counter = new QuickCounter();
        let rows = Array.from({ length: 2500 }, (_, i) => rowOf({ ...shape, raw: i % 6 }));
        let facts = factsOf(0);
        for (const step of steps) {
          rows =
            step.resize === undefined
              ? [...rows]
              : Array.from({ length: step.resize }, (_, i) =>
                  rowOf({ ...shape, raw: i % 6, status: 'pending' }),
                );
          for (const [at, placed] of step.placed) if (rows.length > 0) rows[at % rows.length] = rowOf(placed);
          if (step.facts !== undefined) facts = factsOf(step.facts);
          for (let slice = 0; slice < step.slices; slice++) counter.countSome(rows, facts, 0);
        }
        let counts = counter.countSome(rows, facts, 0);
        while (!counts) counts = counter.countSome(rows, facts, 0);
        expect(counts).toEqual(folded(rows, facts));
      }),
      { numRuns: 60 },
    );
  });

  it('stops a slice at its deadline and goes on from there in the next', () => {
    let reads = 0;
    const facts: RowFacts = { lookAlike: () => false, lock: () => (reads++, undefined) };
    const rows = Array.from({ length: 5000 }, (_, i) =>
      rowOf({ status: 'active', kind: 'unknown', token: 'none', raw: i }),
    );
    const counter = new QuickCounter();
    expect(counter.countSome(rows, facts, 0)).toBeUndefined();
    expect(reads).toBeLessThan(5000);
    let calls = 1;
    while (!counter.countSome(rows, facts, 0)) calls++;
    expect([reads, calls > 1]).toEqual([5000, true]);
  });
});
