/**
 * Export of the results: all rows or the selected ones, as CSV or JSON through the bridge's `saveFile`
 * (the native save dialog in Electron, a download in the browser), or copied as tab-separated text for
 * a spreadsheet. The files are built by shared/export, so the CLI's `--csv` writes the same columns.
 * A shown column derived on request (a wallet's USD₮, a contract field) is derived for EVERY exported
 * row first, with its progress and a Stop; stopped, the values not derived are written "not computed",
 * and the status says how many.
 */
import { useRef, useState } from 'react';
import { useAnchoredPanelButton } from '../ui/use-anchored-panel';
import { exportFileName } from '../../shared/export/export-file-name';
import { indexerNetwork, type IndexerNetwork } from '../../shared/settings/network';
import { errorInfoOf } from '../bridge/bridge-context';
import { useBridgeCall } from '../model/bridge-query';
import { ErrorView } from '../errors/error-view';
import { inputColumnsRef, type LookupOutcome } from '../model/lookup-outcome';
import { exportText, type InputLinesSource } from './export-text';
import { copyText } from '../ui/copy-button';
import type { ColumnSpec } from '../model/column-spec';
import type { ResultRow } from '../model/result-rows';
import { settleDerived, type DerivedContext, type DerivedProgress } from '../model/derived-values';
import { useInsightStore } from '../model/use-insight';
import { useLookupFacts } from '../model/use-lookup-facts';
import { useWalletTokensStore } from '../model/wallet-tokens-store';
import { countOf, formatCount } from '../../shared/format/locale-format';

/** The network of an outcome: the indexer's own `global_id` when known, else the profile (one rule with the CLI). */
export function networkOf(outcome: LookupOutcome): IndexerNetwork {
  const { profileId, baseUrl } = outcome.bound.indexer;
  return indexerNetwork({ baseUrl, profileId, globalId: outcome.bound.lastBlock?.global_id });
}

/**
 * The lookup's list file columns where they are kept behind the bridge (the file read there, or its
 * log entry), read a slice of rows at a time; null when the lookup keeps none.
 */
function inputLinesSource(call: BridgeCall, outcome: LookupOutcome): InputLinesSource | null {
  const kept = inputColumnsRef(outcome);
  if (!kept) return null;
  const where = { ...(kept.file ? { file: kept.file } : {}), ...(kept.log ? { log: kept.log } : {}) };
  return {
    headers: kept.headers,
    linesOf: async (raws) => (await call('inputColumnsOf', { ...where, raws: [...raws] }))?.lines ?? [],
  };
}

/** The bar's buttons: format, words, test id. */
const EXPORT_BUTTONS = [
  ['csv', 'CSV', 'export-csv'],
  ['json', 'JSON', 'export-json'],
  ['tsv', 'Copy for spreadsheet', 'copy-tsv'],
] as const;
type Format = (typeof EXPORT_BUTTONS)[number][0];
/** The bridge's one-off call, for saving the file. */
type BridgeCall = ReturnType<typeof useBridgeCall>;

/**
 * The last export's note — what it did, or why it failed — which belongs to the lookup it exported: with
 * another lookup shown (a Log entry opened, a new lookup) it goes.
 */
function useExportNote(lookupKey: string) {
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [noteFor, setNoteFor] = useState(lookupKey);
  if (noteFor !== lookupKey) {
    setNoteFor(lookupKey);
    setStatus(null);
    setError(null);
  }
  const clear = () => {
    setStatus(null);
    setError(null);
  };
  return { status, error, setStatus, setError, clear };
}

/**
 * The derived columns' values of the exported rows, asked for before the export is written: the
 * progress while they are, a Stop that ends the wait (what is ready is exported), and how many are not.
 */
function useDeriveFirst() {
  const [deriving, setDeriving] = useState<DerivedProgress | null>(null);
  const stop = useRef<AbortController | null>(null);

  /** Derives the derived columns' values of `chosen` (with progress; Stop ends the wait); how many are not. */
  async function deriveFirst(
    chosen: readonly ResultRow[],
    columns: readonly ColumnSpec[],
    context: DerivedContext,
  ): Promise<number> {
    const derived = [...new Set(columns.flatMap((c) => (c.derived ? [c.derived] : [])))];
    if (derived.length === 0) return 0;
    const controller = new AbortController();
    stop.current = controller;
    await settleDerived(derived, chosen, context, controller.signal, setDeriving);
    stop.current = null;
    // Counted per shown cell (two token columns share one derivation: each of their cells counts).
    let open = 0;
    for (const column of columns)
      if (column.derived) for (const row of chosen) if (!column.derived.settled(row, context)) open += 1;
    return open;
  }

  return {
    deriving,
    deriveFirst,
    stop: () => stop.current?.abort(),
    done: () => setDeriving(null),
  };
}

/** What an export's status adds when some derived values were not computed (nothing when all were). */
function notComputedNote(notComputed: number): string {
  return notComputed > 0
    ? ` ${countOf(notComputed, 'derived value')} ${notComputed === 1 ? 'was' : 'were'} not computed (written "not computed").`
    : '';
}

/**
 * Hands the written rows to where `format` goes — the clipboard (tab-separated), or a file the user
 * saves (CSV, JSON) — and says what happened, `note` after a success.
 */
async function deliver(
  call: BridgeCall,
  format: Format,
  written: { parts: string[]; count: number },
  note: string,
): Promise<string> {
  const { parts, count } = written;
  if (format === 'tsv') {
    const ok = await copyText(parts.join(''));
    return ok
      ? `Copied ${countOf(count, 'row')} as tab-separated text.${note}`
      : 'The clipboard refused the copy.';
  }
  const saved = await call('saveFile', {
    suggestedName: exportFileName(format, new Date()),
    content: parts,
    format,
  });
  return saved.saved
    ? `Exported ${countOf(count, 'row')} as ${format.toUpperCase()}${saved.location ? ` to ${saved.location}` : ''}.${note}`
    : 'Export cancelled; nothing was saved.';
}

/**
 * The exports in a menu under one button that says what they take ("Export 5,000 shown", "Export 2
 * selected"): the quick filters' line keeps room for its counts at 1366 px, whatever their size.
 */
function ExportMenu(props: {
  what: string;
  /** Nothing to export: the button is off. */
  empty: boolean;
  /** An export is being written: its items are off (the button keeps the focus it got back). */
  busy: boolean;
  onChoose: (format: Format) => void;
}) {
  const { open, setOpen, button, buttonProps, panelProps } = useAnchoredPanelButton();
  return (
    <>
      <button {...buttonProps} disabled={props.empty} data-testid="export-menu">
        Export {props.what} ▾
      </button>
      {open && (
        <div
          {...panelProps}
          className="export-menu-panel"
          role="group"
          aria-label={`Export ${props.what}`}
          data-testid="export-menu-panel"
        >
          {EXPORT_BUTTONS.map(([format, label, testId]) => (
            <button
              key={format}
              type="button"
              disabled={props.busy}
              onClick={() => {
                setOpen(false);
                // The focus goes back to the menu's button, not to the page.
                button.current?.focus();
                props.onChoose(format);
              }}
              data-testid={testId}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

/** Export and copy controls over the shown rows, or the selected ones when there are any. */
export function ExportBar(props: {
  outcome: LookupOutcome;
  rows: readonly ResultRow[];
  selected: ReadonlySet<string>;
  extraColumns?: readonly ColumnSpec[];
}) {
  const { outcome, rows, selected, extraColumns = [] } = props;
  const call = useBridgeCall();
  const [busy, setBusy] = useState(false);
  const note = useExportNote(outcome.request.key);
  const derive = useDeriveFirst();
  const { unixTime } = useLookupFacts();
  // The stores an export's derived values are asked of exist even if no cell of theirs was shown.
  useInsightStore();
  useWalletTokensStore();
  const chosen = selected.size > 0 ? rows.filter((r) => selected.has(r.raw)) : rows;
  const what =
    selected.size > 0 ? `${formatCount(chosen.length)} selected` : `${formatCount(chosen.length)} shown`;

  const run = async (format: Format) => {
    setBusy(true);
    note.clear();
    try {
      const network = networkOf(outcome);
      const derivedContext: DerivedContext = { unixTime, testnet: network === 'testnet' };
      const notComputed = await derive.deriveFirst(chosen, extraColumns, derivedContext);
      const input = inputLinesSource(call, outcome);
      const written = await exportText(format, {
        outcome,
        network,
        rows: chosen,
        extraColumns,
        derivedContext,
        ...(input ? { input } : {}),
      });
      note.setStatus(await deliver(call, format, written, notComputedNote(notComputed)));
    } catch (thrown) {
      note.setError(thrown);
    } finally {
      setBusy(false);
      derive.done();
    }
  };

  const { deriving } = derive;
  return (
    <div className="export-bar" role="group" aria-label="Export results" data-testid="export-bar">
      <ExportMenu
        what={what}
        empty={chosen.length === 0}
        busy={busy}
        onChoose={(format) => void run(format)}
      />
      {(deriving || note.status || note.error !== null) && (
        <div className="export-notes">
          {deriving && (
            <span className="muted small" role="status" data-testid="export-deriving">
              Deriving the shown columns for every row: {formatCount(deriving.settled)} of{' '}
              {formatCount(deriving.total)} values ready{' '}
              <button type="button" onClick={derive.stop} data-testid="export-stop">
                Stop and export what is ready
              </button>
            </span>
          )}
          {note.status && (
            <span className="muted small" role="status" data-testid="export-status">
              {note.status}
            </span>
          )}
          {note.error !== null && <ErrorView error={errorInfoOf(note.error)} title="The export failed" />}
          {!deriving && (
            <button
              type="button"
              className="export-notes-close"
              onClick={note.clear}
              data-testid="export-note-close"
            >
              Close
            </button>
          )}
        </div>
      )}
    </div>
  );
}
