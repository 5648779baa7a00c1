/**
 * The lookup form's options row: the "Include code and data" switch, Load from file… and Look up —
 * with the note that a press waits for a list still being read, and the note that a big lookup leaves
 * code and data out unless the switch is turned on.
 */
import { useState } from 'react';
import { formatCount } from '../../shared/format/locale-format';
import { useSettings } from '../model/use-settings';
import { FilePickButton } from '../ui/file-pick-button';

/** Above this many accounts, code and data are left out unless the user asks for them. */
const LARGE_LOOKUP = 1000;

/**
 * Whether a lookup of `valid` accounts includes code and data: the user's choice in this form, else
 * the preference — except that code and data of thousands of contracts are hundreds of megabytes
 * nobody reads in a table, so a big lookup leaves them out unless the user turns them on.
 */
export function useIncludeBoc(valid: number) {
  const settings = useSettings().data;
  const [chosen, setChosen] = useState<boolean | null>(null);
  const big = valid > LARGE_LOOKUP;
  const value = chosen ?? (big ? false : (settings?.preferences.includeBocDefault ?? true));
  /** Whether to say they are left out: a big lookup the user did not choose for. */
  const leftOut = big && chosen === null;
  return { value, setChosen, leftOut };
}

/** The still-reading note, the row and the left-out note. */
export function LookupToolbar(props: {
  includeBoc: boolean;
  onIncludeBoc: (on: boolean) => void;
  /** Shows the note that a big lookup leaves code and data out. */
  bocLeftOut: boolean;
  onFile: (file: File | undefined) => void;
  onLookUp: () => void;
  lookUpDisabled: boolean;
  /** Look up was pressed before the list was read: it runs once it is. */
  waiting: boolean;
}) {
  return (
    <>
      {props.waiting && (
        <p className="muted" role="status" data-testid="lookup-queued">
          Still reading the list — the lookup starts as soon as it is read.
        </p>
      )}

      <div className="toolbar">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={props.includeBoc}
            onChange={(e) => props.onIncludeBoc(e.target.checked)}
            data-testid="include-boc"
          />
          <span>Include code and data</span>
        </label>
        <FilePickButton
          accept=".txt,.csv,text/plain,text/csv"
          inputLabel="Choose a .txt or .csv file to fill the list"
          onFile={props.onFile}
        >
          Load from file…
        </FilePickButton>
        <button
          type="button"
          className="primary"
          onClick={props.onLookUp}
          disabled={props.lookUpDisabled}
          data-testid="lookup-button"
        >
          Look up
        </button>
      </div>
      {props.bocLeftOut && (
        <p className="muted small" data-testid="boc-left-out">
          Code and data are left out for lookups of more than {formatCount(LARGE_LOOKUP)} accounts; switch
          them on to include them.
        </p>
      )}
    </>
  );
}
