/**
 * Values a column derives behind the bridge on request — a wallet's token balances and their locks, a
 * contract's decoded fields — as an export needs them: for EVERY row it writes, not only the rows a
 * screen showed. A cell asks for its own row when it mounts (the table is virtualised); an export asks
 * for all of its rows and waits until each value is settled (known, not applicable, or failed, which its
 * text says) — or, stopped, writes {@link NOT_COMPUTED} and says how many. Never a blank that means
 * "not computed".
 */
import type { ResultRow } from './result-rows';

/** What a cell or an export writes for a value that was not computed (the export was not waited for). */
export const NOT_COMPUTED = 'not computed';

/** What a lookup's derived values depend on: its last block's time, and its network. */
export interface DerivedContext {
  /** `now()` for the get-methods (the lookup's last block's time). */
  readonly unixTime: number | undefined;
  readonly testnet: boolean;
}

/** How a column's derived values are asked for and known to be settled. */
export interface DerivedValues {
  /** Asks for the values of `rows` (they load behind the bridge, in batches). */
  want(rows: readonly ResultRow[], context: DerivedContext): void;
  /** Whether the row's value is settled: known, not applicable to the row, or failed. */
  settled(row: ResultRow, context: DerivedContext): boolean;
  /** Calls `listener` when values arrive; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** How far an export's wait has come: values settled of those asked. */
export interface DerivedProgress {
  settled: number;
  total: number;
}

/**
 * Asks `columns` for the values of `rows` and resolves when every one is settled, or when `signal`
 * aborts (then some are not): reports progress as values arrive. Resolves with how many are unsettled.
 */
export function settleDerived(
  columns: readonly DerivedValues[],
  rows: readonly ResultRow[],
  context: DerivedContext,
  signal: AbortSignal,
  onProgress: (progress: DerivedProgress) => void,
): Promise<number> {
  const total = columns.length * rows.length;
  const unsettled = () => {
    let open = 0;
    for (const column of columns) for (const row of rows) if (!column.settled(row, context)) open += 1;
    return open;
  };
  for (const column of columns) column.want(rows, context);
  return new Promise((resolve) => {
    let scheduled = false;
    let done = false;
    const stops: (() => void)[] = [];
    const finish = (open: number) => {
      if (done) return;
      done = true;
      for (const stop of stops) stop();
      signal.removeEventListener('abort', onAbort);
      resolve(open);
    };
    const check = () => {
      scheduled = false;
      if (done) return;
      const open = unsettled();
      onProgress({ settled: total - open, total });
      if (open === 0) finish(0);
    };
    // Values arrive in bursts: counted at most once a frame's worth of time, not per value.
    const soon = () => {
      if (scheduled) return;
      scheduled = true;
      setTimeout(check, 50);
    };
    const onAbort = () => finish(unsettled());
    signal.addEventListener('abort', onAbort, { once: true });
    for (const column of columns) stops.push(column.subscribe(soon));
    check();
  });
}
