/**
 * Where the lookup's summary sits above the results: a fold at the end of the results' heading line
 * (folded, it takes no line of its own, so the table keeps its place in the window; open, it takes the
 * whole width below the heading). Folded until the user opens it, whatever the lookup's size: open, its
 * charts are over a thousand pixels tall at 1366×768 and an analyst's list would start below the window —
 * they came for the rows first. Opened (or folded again), it stays so for the following lookups: the
 * analyst who reads the pictures gets them with every list, also after the app restarts (remembered as
 * a display preference of this window, renderer/ui/remembered.ts).
 * The charts and their library load only when it first opens (summary-panel.tsx, a chunk of its own):
 * never on the first screen.
 */
import { lazy, Suspense, useState } from 'react';
import type { LookupOutcome } from '../../model/lookup-outcome';
import { readRemembered, remember } from '../../ui/remembered';

/** The localStorage key of the user's open-or-folded choice. */
export const SUMMARY_OPEN_KEY = 'ton-index-explorer:summary-open';

const SummaryPanel = lazy(() => import('./summary-panel'));

/** The summary's fold; `onOpen` opens an account's page (a largest holder's). */
export function SummarySlot(props: { outcome: LookupOutcome; onOpen: (raw: string) => void }) {
  const { outcome } = props;
  // The user's last choice, kept by the results view (mounted with the Accounts screen) for the
  // lookups shown after it, and remembered for the next start.
  const [open, setOpen] = useState(() => readRemembered(SUMMARY_OPEN_KEY) === 'open');
  const choose = (next: boolean) => {
    setOpen(next);
    remember(SUMMARY_OPEN_KEY, next ? 'open' : 'folded');
  };
  return (
    <details
      className="lookup-summary"
      open={open}
      // The toggle event also follows `open` set from here: only a change the user made is a choice.
      onToggle={(e) => e.currentTarget.open !== open && choose(e.currentTarget.open)}
      data-testid="lookup-summary"
    >
      {/* "in pictures" are words the heading line spares in a narrow window (styles.css .heading-words). */}
      <summary>
        Summary<span className="heading-words"> in pictures</span>
      </summary>
      {open && (
        <Suspense fallback={<p className="muted small">Loading the charts…</p>}>
          <SummaryPanel outcome={outcome} onOpen={props.onOpen} />
        </Suspense>
      )}
    </details>
  );
}
