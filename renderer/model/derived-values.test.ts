/**
 * An export's wait for derived values: every row asked for at once, progress as values arrive, done when
 * all are settled — or, stopped, how many are not.
 */
import { describe, expect, it } from 'vitest';
import { settleDerived, type DerivedProgress, type DerivedValues } from './derived-values';
import type { ResultRow } from './result-rows';

/** A column whose values the test settles by hand. */
function handColumn() {
  const settled = new Set<string>();
  const listeners = new Set<() => void>();
  const asked: string[] = [];
  const column: DerivedValues = {
    want: (rows) => void asked.push(...rows.map((r) => r.raw)),
    settled: (row) => settled.has(row.raw),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const settle = (raw: string) => {
    settled.add(raw);
    for (const listener of listeners) listener();
  };
  return { column, settle, asked, listeners };
}

const rows = ['a', 'b', 'c'].map((raw) => ({ raw }) as ResultRow);
const context = { unixTime: undefined, testnet: false };

describe('settling derived values for an export', () => {
  it('asks for every row at once and resolves when all are settled, reporting progress', async () => {
    const hand = handColumn();
    const seen: DerivedProgress[] = [];
    const done = settleDerived(
      [hand.column],
      rows,
      context,
      new AbortController().signal,
      (p) => void seen.push(p),
    );
    expect(hand.asked).toEqual(['a', 'b', 'c']);
    hand.settle('a');
    hand.settle('b');
    hand.settle('c');
    expect(await done).toBe(0);
    expect(seen.at(-1)).toEqual({ settled: 3, total: 3 });
    expect(hand.listeners.size).toBe(0);
  });

  it('stopped, resolves at once with how many are not settled', async () => {
    const hand = handColumn();
    const stop = new AbortController();
    const done = settleDerived([hand.column], rows, context, stop.signal, () => undefined);
    hand.settle('b');
    stop.abort();
    expect(await done).toBe(2);
  });
});
