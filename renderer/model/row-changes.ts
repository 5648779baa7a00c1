/**
 * What changed since the logged lookup a re-run compares with, marked row by row as the re-run's rows
 * are placed (row-builder.ts) against the logged lookup indexed once (shared/lookup-log/lookup-diff.ts
 * `ChangeBaseline`): the table's marks, the "changed only" filter and the count of changed accounts all
 * read the marks, and no screen compares the whole list again when rows are published.
 */
import type { MetadataMap } from '../../shared/api/account-states';
import { NOT_FOUND_STATUS } from '../../shared/format/status';
import type { KeptLookup } from '../../shared/lookup-log/log-entry';
import { answerKey, ChangeBaseline, type AccountChange } from '../../shared/lookup-log/lookup-diff';
import type { ResultRow } from './result-rows';

/** Each logged lookup's index, made once (a retry of the failed part builds rows against it again). */
const baselines = new WeakMap<KeptLookup, ChangeBaseline>();

/** The logged lookup `result` indexed for marking, made on first use and kept for it. */
export function changeBaselineOf(result: KeptLookup): ChangeBaseline {
  let baseline = baselines.get(result);
  if (!baseline) {
    baseline = ChangeBaseline.of(result);
    baselines.set(result, baseline);
  }
  return baseline;
}

/**
 * {@link changeBaselineOf}, made a step at a time with `pause()` awaited between (a re-run of 100,000
 * accounts indexes its logged lookup before its first row is placed, between the page's other tasks).
 */
export async function changeBaselineInSteps(
  result: KeptLookup,
  pause: () => Promise<void>,
): Promise<ChangeBaseline> {
  const kept = baselines.get(result);
  if (kept) return kept;
  const steps = ChangeBaseline.steps(result);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      baselines.set(result, step.value);
      return step.value;
    }
    await pause();
  }
}

/** The key and answer `row` is compared by, or undefined while it has none (pending, failed). */
const answerOf = (row: ResultRow) => answerKey(row.account, row.raw, row.status === NOT_FOUND_STATUS);

/**
 * Marks in `changes` how `placed` changed against `baseline` (`metadata`: the re-run's, as it stands),
 * dropping the mark of the row it replaces (`before`: an address answered again, a failed one retried).
 * Returns whether `changes` changed.
 */
export function markRowChange(
  changes: Map<string, AccountChange>,
  baseline: ChangeBaseline,
  before: ResultRow | null,
  placed: ResultRow,
  metadata: MetadataMap,
): boolean {
  const was = before && answerOf(before);
  let changed = was ? changes.delete(was.key) : false;
  const now = answerOf(placed);
  const change = now && baseline.changeOf(now.key, now.now, metadata);
  if (now && change) {
    changes.set(now.key, change);
    changed = true;
  }
  return changed;
}

/** The marks of every row of `rows` against `baseline` (an outcome made whole at once: tests, a bench). */
export function rowChanges(
  baseline: ChangeBaseline,
  rows: readonly ResultRow[],
  metadata: MetadataMap,
): Map<string, AccountChange> {
  const changes = new Map<string, AccountChange>();
  for (const row of rows) markRowChange(changes, baseline, null, row, metadata);
  return changes;
}
