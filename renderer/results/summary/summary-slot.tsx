/**
 * Where the lookup's summary sits above the results: a fold at the end of the results' heading line
 * (folded, it takes no line of its own, so the table keeps its place in the window; open, it takes the
 * whole width below the heading), open for a lookup of many accounts (a support case's few need no
 * charts), and remembering the user's choice while the page lives.
 * The charts and their library load only when it first opens (summary-panel.tsx, a chunk of its own):
 * never on the first screen.
 */
import { lazy, Suspense, useState } from 'react';
import type { LookupOutcome } from '../../model/lookup-outcome';

const SummaryPanel = lazy(() => import('./summary-panel'));

/**
 * Lookups of at least this many accounts show their summary open: an analyst's list. A support case's
 * few accounts keep it folded, one Tab stop on the way from the summary line to the first row.
 */
export const SUMMARY_OPEN_FROM = 100;

/** The summary's fold; `onOpen` opens an account's page (a largest holder's). */
export function SummarySlot(props: { outcome: LookupOutcome; onOpen: (raw: string) => void }) {
  const { outcome } = props;
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? outcome.rows.length >= SUMMARY_OPEN_FROM;
  return (
    <details
      className="lookup-summary"
      open={open}
      // The toggle event also follows `open` set from here: only a change the user made is a choice.
      onToggle={(e) => e.currentTarget.open !== open && setChosen(e.currentTarget.open)}
      data-testid="lookup-summary"
    >
      <summary>Summary in pictures</summary>
      {open && (
        <Suspense fallback={<p className="muted small">Loading the charts…</p>}>
          <SummaryPanel outcome={outcome} onOpen={props.onOpen} />
        </Suspense>
      )}
    </details>
  );
}
