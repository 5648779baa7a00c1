/**
 * The summary of a lookup's rows (shared/jobs/lookup-summary.ts), made when the lookup has ended — not
 * on every flush of a running one, which publishes its 100,000 rows again each second — and a slice of
 * rows at a time with a turn of the page between slices, so the table stays answerable meanwhile.
 */
import { startTransition, useEffect, useState } from 'react';
import { LookupSummaryBuilder, type LookupSummary } from '../../../shared/jobs/lookup-summary';
import { nextTurn } from '../../../shared/next-turn';
import type { LookupOutcome } from '../../model/lookup-outcome';
import type { ResultRow } from '../../model/result-rows';

/**
 * Rows summarised per turn: at 100,000 rows the whole summary is 2.2× a bare BigInt sum of every
 * balance (bench lookup-summary-100k), so 5,000 rows are a few milliseconds.
 */
export const SUMMARY_SLICE_ROWS = 5_000;

/** Where the summary of a lookup stands. */
export type SummaryState =
  | { readonly state: 'waiting' }
  | { readonly state: 'summarising' }
  | { readonly state: 'ready'; readonly summary: LookupSummary };

/** Summarises `rows` a slice at a time; null when `stopped()` said stop between two slices. */
async function summarise(rows: readonly ResultRow[], stopped: () => boolean): Promise<LookupSummary | null> {
  const builder = new LookupSummaryBuilder();
  for (let at = 0; at < rows.length; at += SUMMARY_SLICE_ROWS) {
    if (at > 0) await nextTurn();
    if (stopped()) return null;
    builder.add(rows, at, at + SUMMARY_SLICE_ROWS);
  }
  return builder.result();
}

/** The summary of the outcome's rows once its lookup has ended; `waiting` while it runs. */
export function useLookupSummary(outcome: LookupOutcome): SummaryState {
  const running = outcome.state === 'running';
  const rows = outcome.rows;
  const [made, setMade] = useState<{ rows: readonly ResultRow[]; summary: LookupSummary } | null>(null);
  useEffect(() => {
    if (running) return;
    let stop = false;
    void summarise(rows, () => stop).then((summary) => {
      // Drawn as a transition: React builds the charts' elements a few milliseconds at a time with turns
      // of the page between, rather than in one task (126 ms sampled after a 100,000-row lookup).
      if (summary) startTransition(() => setMade({ rows, summary }));
    });
    return () => {
      stop = true;
    };
  }, [rows, running]);
  if (running) return { state: 'waiting' };
  // A summary of other rows (the lookup before, or before a retry) is never shown for these.
  return made?.rows === rows ? { state: 'ready', summary: made.summary } : { state: 'summarising' };
}
