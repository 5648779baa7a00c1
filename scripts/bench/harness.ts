/**
 * Tiny benchmark harness: runs "ours" and a baseline alternately in the same process and reports the
 * ratio of their medians, so the figure does not depend on how fast the machine is today.
 */

/** One line of `npm run bench` output. */
export interface BenchResult {
  name: string;
  /** Median of our implementation, in `unit`. */
  ours: number;
  /** Median of the baseline measured in the same run, in `unit`. */
  baseline: number;
  /** ours / baseline. */
  ratio: number;
  /** The ratio we promise to stay under (or a size limit, see `unit` and `target_on`). */
  target: number;
  /**
   * What `target` bounds: the ratio, or `ours` itself (a budget such as 200 ms for a main-thread task).
   * Default: the ratio for `ms` and `ratio` units, `ours` for every other unit (MB, KB, passes).
   */
  target_on?: 'ratio' | 'ours';
  unit: string;
  /** Free-form facts about the run (sizes, counts). */
  detail?: Record<string, unknown>;
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Times `ours` and `baseline` in alternation (`rounds` times each, after `warmup` untimed rounds of each)
 * and returns the two medians in milliseconds.
 */
export function compare(
  ours: () => unknown,
  baseline: () => unknown,
  { rounds = 15, warmup = 3 }: { rounds?: number; warmup?: number } = {},
): { ours: number; baseline: number } {
  for (let i = 0; i < warmup; i++) {
    ours();
    baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    ours();
    a.push(performance.now() - t);
    t = performance.now();
    baseline();
    b.push(performance.now() - t);
  }
  return { ours: median(a), baseline: median(b) };
}

/** Builds a result line from two medians. */
export function result(
  name: string,
  times: { ours: number; baseline: number },
  target: number,
  detail?: Record<string, unknown>,
  unit = 'ms',
): BenchResult {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    name,
    ours: round(times.ours),
    baseline: round(times.baseline),
    ratio: round(times.ours / times.baseline),
    target,
    unit,
    ...(detail ? { detail } : {}),
  };
}

/** Whether a result meets its target (see {@link BenchResult.target_on}). */
export function meetsTarget(result: BenchResult): boolean {
  const on = result.target_on ?? (result.unit === 'ms' || result.unit === 'ratio' ? 'ratio' : 'ours');
  return (on === 'ratio' ? result.ratio : result.ours) <= result.target;
}
