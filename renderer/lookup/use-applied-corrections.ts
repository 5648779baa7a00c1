/**
 * The corrections applied in the paste box: what the customer wrote beside what it became (the case
 * record keeps both). A correction replaces the mistyped address where it stands (the box is parsed
 * again as typed) and focuses the box with the corrected address selected, so focus never falls to the
 * page when the correction's button goes away with the entry it fixed.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { offsetsOf } from '../../shared/lookup-log/pasted-input';
import type { PastedCorrection } from '../../shared/lookup-log/pasted-input-schema';
import { applyCorrection, type ChosenCorrection } from './entry-problems';

/** Selects the corrected address in the box and focuses it. */
function focusCorrected(area: HTMLTextAreaElement | null, corrected: PastedCorrection): void {
  if (!area) return;
  const [start] = offsetsOf(area.value, [[corrected.line, corrected.column]]);
  const at = start === undefined || start < 0 ? -1 : area.value.indexOf(corrected.to, start);
  area.focus();
  if (at >= 0) area.setSelectionRange(at, at + corrected.to.length);
}

/** The box's applied corrections, and the handler a "Did you mean" button calls. */
export function useAppliedCorrections(
  setText: Dispatch<SetStateAction<string>>,
  setFolded: (folded: boolean) => void,
  textArea: RefObject<HTMLTextAreaElement | null>,
) {
  const [applied, setApplied] = useState<readonly PastedCorrection[]>([]);
  /** The correction just applied, to focus once the box shows it. */
  const justCorrected = useRef<PastedCorrection | null>(null);
  const onCorrect = useCallback(
    (correction: ChosenCorrection) => {
      const { entry, from, to } = correction;
      const kept: PastedCorrection = { typed: from, to, line: entry.line, column: entry.column };
      setText((current) => applyCorrection(current, correction));
      setApplied((current) => [
        ...current.filter((c) => c.line !== kept.line || c.column !== kept.column),
        kept,
      ]);
      setFolded(false);
      justCorrected.current = kept;
    },
    [setText, setFolded],
  );
  // After the render that shows the corrected text (and removed the button that was pressed).
  useEffect(() => {
    if (!justCorrected.current) return;
    focusCorrected(textArea.current, justCorrected.current);
    justCorrected.current = null;
  });
  return { applied, setApplied, onCorrect };
}
