import { describe, expect, it } from 'vitest';
import { windowRows } from './row-window';

/** A 100,000-row table 848 px high: 40 px rows under a 40 px header, 12 rows of overscan. */
const TABLE = { count: 100_000, rowHeight: 40, headerHeight: 40, viewportHeight: 848, overscan: 12 };
/** Rows that fit under the header: ceil(808 / 40). */
const FIT = 21;

describe('the rows a fixed-height table renders', () => {
  it('at the top: the rows in view, the one cut at the bottom, and the overscan below — not the list', () => {
    const rows = windowRows(TABLE, 0);
    expect(rows.map((r) => r.index)).toEqual(Array.from({ length: FIT + 1 + 12 }, (_, i) => i));
    expect(rows[5]).toEqual({ index: 5, top: 200 });
  });

  it('scrolled into the middle: the overscan on both sides, each row at its own offset', () => {
    const rows = windowRows(TABLE, 50_000);
    expect(rows[0]).toEqual({ index: 50_000 - 12, top: (50_000 - 12) * 40 });
    expect(rows.at(-1)!.index).toBe(50_000 + FIT + 12);
    expect(rows).toHaveLength(12 + FIT + 1 + 12);
  });

  it('at the bottom the last row is rendered, and a list that shrank under a stale offset still shows its end', () => {
    expect(windowRows(TABLE, TABLE.count - FIT).at(-1)!.index).toBe(TABLE.count - 1);
    const shrunk = windowRows({ ...TABLE, count: 30 }, 90_000);
    expect(shrunk.map((r) => r.index)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('renders no row until the view has been measured (its first render shows no guess)', () => {
    expect(windowRows({ ...TABLE, viewportHeight: undefined }, 0)).toEqual([]);
  });

  it('renders nothing for an empty list', () => {
    expect(windowRows({ ...TABLE, count: 0 }, 0)).toEqual([]);
  });
});
