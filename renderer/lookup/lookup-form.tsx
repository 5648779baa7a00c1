/**
 * The Addresses box and its controls: live summary, problems, file drop, the "Include code and data"
 * switch, Look up (or Ctrl/Cmd+Enter) and Cancel. A file of thousands of lines is shown as a card (name,
 * counts, first lines; it can be opened as text) rather than as 100,000 lines of textarea. The list is
 * parsed once, as it is typed or loaded; Look up sends what that parse found. Nothing invalid is ever
 * sent: with invalid entries the lookup is blocked until they are fixed, or the user explicitly sends
 * only the valid ones.
 */
import { pastedInputOf, standingCorrections } from '../../shared/lookup-log/pasted-input';
import { notePasteText, restoredPasteText } from '../model/previous-lookup';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { AddressList } from '../../shared/address/address-list';
import { useIsTestnet } from '../model/use-is-testnet';
import { useSettings } from '../model/use-settings';
import { EntryProblems, summaryExtras } from './entry-problems';
import { FileCard, isBigFile, type LoadedFile } from './file-card';
import { useAddressList } from './use-address-list';
import { LookupProgress } from './lookup-progress';
import { useLookup, useLookupActions } from '../model/lookup-context';
import { readTextFile } from '../model/read-text-file';
import { requestedAccounts } from '../model/requested-accounts';
import type { RequestedAccount } from '../model/lookup-outcome';
import { countOf, formatCount } from '../../shared/format/locale-format';
import { FilePickButton } from '../ui/file-pick-button';
import { CorrectedNote } from './corrected-note';
import { useQueuedSend } from './use-queued-send';
import { useAppliedCorrections } from './use-applied-corrections';

/** The first non-empty line of the box, for its folded summary. */
function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}

/** Focuses the results' first row (scrolled into view first: the table renders only the rows in view). */
function focusFirstRow(): void {
  const scroll = document.querySelector<HTMLElement>('[data-testid="results-table"]');
  if (!scroll) return;
  scroll.scrollTop = 0;
  requestAnimationFrame(() =>
    scroll.querySelector<HTMLElement>('[data-testid="result-row"][data-row-position="0"]')?.focus(),
  );
}

/** Drag and drop of a file on the form: the file is read as if picked; dropped text goes to the box. */
function fileDropHandlers(setDragging: (on: boolean) => void, load: (file: File | undefined) => void) {
  return {
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (e.dataTransfer.types.includes('Files')) {
        e.preventDefault();
        setDragging(true);
      }
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      setDragging(false);
      if (event.dataTransfer.files.length === 0) return; // dropped text: let the textarea insert it
      event.preventDefault();
      load(event.dataTransfer.files[0]);
    },
  };
}

/** Above this many accounts, code and data are left out unless the user asks for them. */
const LARGE_LOOKUP = 1000;

/** The lookup form; `live: false` while its screen is hidden (the running lookup does not re-render it then). */
export function LookupForm(props: { live: boolean }) {
  const pending = useLookup((state) => state.running !== null, props.live);
  const hasResults = useLookup((state) => (state.current ?? state.last) !== null, props.live);
  const actions = useLookupActions();
  const settings = useSettings().data;
  const [text, setText] = useState('');
  useEffect(() => notePasteText(text), [text]);
  /** A big file shown as a card instead of its text in the box. */
  const [file, setFile] = useState<LoadedFile | null>(null);
  const network = useIsTestnet() ? 'testnet' : 'mainnet';
  const parsed = useAddressList(text, network);
  const list = parsed.list;
  const [includeBoc, setIncludeBoc] = useState<boolean | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [dragging, setDragging] = useState(false);
  /** After a lookup the box folds to one line so the results start near the top; focus or a click unfolds it. */
  const [folded, setFolded] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const summaryId = useId();
  /** Corrections applied in this box: what the customer wrote beside what it became (the case record keeps both). */
  const { applied, setApplied, onCorrect } = useAppliedCorrections(setText, setFolded, textArea);

  // A lookup started elsewhere (a log entry opened or re-run, the favourites) puts its inputs in the
  // box, so what is shown can be edited and looked up again. Adjusted during render, not in an effect.
  const shownRequest = useLookup(
    (state) => (state.running ? state.attempted : (state.last?.request ?? state.attempted)),
    props.live,
  );
  // Compared by its accounts: the job's answer gives the request a new object with the same accounts.
  const shownAccounts = shownRequest?.accounts;
  /** What this form sent last, from which parse: while the box still holds it, no comparing is needed. */
  const [sent, setSent] = useState<{ accounts: readonly RequestedAccount[]; list: AddressList } | null>(null);
  const [seenAccounts, setSeenAccounts] = useState(shownAccounts);
  if (shownAccounts !== seenAccounts) {
    setSeenAccounts(shownAccounts);
    const inputs = shownAccounts?.map((a) => a.input) ?? [];
    const fromForm =
      (sent !== null && shownAccounts === sent.accounts && list === sent.list) ||
      inputs.length === 0 ||
      inputs.join('\n') ===
        requestedAccounts(list)
          .map((a) => a.input)
          .join('\n');
    if (!fromForm) {
      const restored = restoredPasteText(shownRequest) ?? inputs.join('\n');
      setText(restored);
      // The corrections its case record kept come back beside the text they were applied to.
      setApplied(shownRequest?.pasted?.corrected ?? []);
      // Thousands of lines show as a card, as a big file does.
      setFile(
        isBigFile(restored)
          ? {
              name: `${formatCount(inputs.length)} addresses of the lookup shown`,
              bytes: restored.length,
            }
          : null,
      );
      setFolded(true);
    }
  }
  const { valid, duplicates, invalid } = list.summary;
  // Code and data of thousands of contracts are hundreds of megabytes nobody reads in a table: a big
  // lookup leaves them out unless the user turns them on.
  const bigLookup = valid > LARGE_LOOKUP;
  const includeBocValue =
    includeBoc ?? (bigLookup ? false : (settings?.preferences.includeBocDefault ?? true));
  const stale = parsed.text !== text;
  const standing = useMemo(() => standingCorrections(list, applied), [list, applied]);

  const send = (onlyValid: boolean) => {
    // Not stale: `list` is the parse of exactly this text, so it is not parsed again.
    if (pending || stale || parsed.reading !== null) return;
    if (list.summary.valid === 0) return;
    if (list.summary.invalid > 0 && !onlyValid) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    setFolded(true);
    // The log keeps the paste itself (message, skipped words, invalid entries) besides what is sent.
    const accounts = requestedAccounts(list);
    setSent({ accounts, list });
    actions.run(accounts, includeBocValue, { pasted: pastedInputOf(text, list, standing) });
  };
  // Pressed before the text is read (right after a paste): sent once it is, never dropped silently.
  const queue = useQueuedSend(text, !stale && parsed.reading === null, send);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      queue.request(false);
    }
  };

  const loadFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const read = await readTextFile(chosen);
    if (read.ok) {
      setFolded(false);
      setText(read.text);
      setApplied([]);
      setFile(isBigFile(read.text) ? { name: chosen.name, bytes: chosen.size } : null);
      setFileError(null);
      setFileNote(read.note ?? null);
    } else {
      setFileError(read.error);
      setFileNote(null);
    }
  };

  const dropHandlers = fileDropHandlers(setDragging, (chosen) => void loadFile(chosen));

  return (
    <section className="lookup-form" aria-labelledby="lookup-heading" data-testid="lookup-form">
      <h3 id="lookup-heading">Look up accounts</h3>
      {file || folded ? (
        <p className="field-label" id={`${summaryId}-label`}>
          Addresses
        </p>
      ) : (
        <label htmlFor="addresses" className="field-label">
          Addresses
        </label>
      )}
      {folded && (
        <button
          type="button"
          className="folded-summary"
          onClick={() => {
            setFolded(false);
            // After the unfolded box is drawn.
            requestAnimationFrame(() => textArea.current?.focus());
          }}
          aria-expanded={false}
          data-testid="paste-box-folded"
        >
          <span className="folded-text">{file ? file.name : firstLine(text)}</span>
          <span className="muted"> · {countOf(valid, 'address', 'addresses')} — Edit</span>
        </button>
      )}
      <p className="muted small" id={`${summaryId}-hint`} hidden={folded}>
        Paste any number of addresses in any form (raw, EQ…/UQ…, testnet, explorer links), separated by lines,
        commas or spaces — or drop a .txt or .csv file here. Ctrl+Enter (⌘+Enter) looks them up; big lists go
        in batches at the pace your network profile allows.
      </p>
      {folded ? null : file ? (
        <FileCard
          file={file}
          text={text}
          labelledBy={`${summaryId}-label`}
          describedBy={summaryId}
          dragging={dragging}
          dropHandlers={dropHandlers}
          onEdit={() => setFile(null)}
          onClear={() => {
            setFile(null);
            setText('');
            setApplied([]);
            setFileNote(null);
          }}
        />
      ) : (
        <textarea
          ref={textArea}
          id="addresses"
          className={dragging ? 'addresses dragging' : 'addresses'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          {...dropHandlers}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${summaryId}-hint ${summaryId}`}
          data-testid="addresses-input"
        />
      )}
      {hasResults && (
        <a
          href="#results-table"
          className="skip-link"
          onClick={(event) => {
            event.preventDefault();
            focusFirstRow();
          }}
          data-testid="skip-to-results"
        >
          Skip to the first result
        </a>
      )}
      <p
        id={summaryId}
        className="summary"
        role="status"
        aria-live="polite"
        data-testid="address-summary"
        data-valid={valid}
        data-duplicates={duplicates}
        data-invalid={invalid}
        data-skipped={list.summary.skipped}
        data-reading={parsed.reading !== null}
      >
        {parsed.reading !== null ? (
          <>
            Reading the list… <progress max={1} value={parsed.reading} aria-label="Share of the list read" />
          </>
        ) : (
          <>
            {countOf(valid, 'valid address', 'valid addresses')}, {countOf(duplicates, 'duplicate')},{' '}
            {invalid} invalid{summaryExtras(list)}
          </>
        )}
      </p>
      {fileError && (
        <p className="error-text" role="alert" data-testid="file-error">
          {fileError}
        </p>
      )}
      {fileNote && (
        <p className="muted" role="status" data-testid="file-note">
          {fileNote}
        </p>
      )}
      {/* Folded after a lookup, the invalid entries stay in view: they were not looked up. */}
      {/* Not the problems of the text before while a long one is read. */}
      {parsed.reading === null && <EntryProblems list={list} onCorrect={onCorrect} invalidOnly={folded} />}
      <CorrectedNote corrections={standing} />
      {queue.waiting && (
        <p className="muted" role="status" data-testid="lookup-queued">
          Still reading the list — the lookup starts as soon as it is read.
        </p>
      )}

      <div className="toolbar">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={includeBocValue}
            onChange={(e) => setIncludeBoc(e.target.checked)}
            data-testid="include-boc"
          />
          <span>Include code and data</span>
        </label>
        <FilePickButton
          accept=".txt,.csv,text/plain,text/csv"
          inputLabel="Choose a .txt or .csv file to fill the list"
          onFile={(file) => void loadFile(file)}
        >
          Load from file…
        </FilePickButton>
        <button
          type="button"
          className="primary"
          onClick={() => queue.request(false)}
          // While the text is being read it may hold addresses the last parse did not: a press waits.
          disabled={pending || (valid === 0 && !stale && parsed.reading === null)}
          data-testid="lookup-button"
        >
          Look up
        </button>
      </div>
      {bigLookup && includeBoc === null && (
        <p className="muted small" data-testid="boc-left-out">
          Code and data are left out for lookups of more than {formatCount(LARGE_LOOKUP)} accounts; switch
          them on to include them.
        </p>
      )}
      <LookupProgress live={props.live} />
      {/* A fixed paste lifts the block. */}
      {blocked && invalid > 0 && (
        <div className="banner banner-error" role="alert" data-testid="invalid-block">
          <p className="banner-title">
            Fix or remove the {countOf(invalid, 'invalid entry', 'invalid entries')} first. Nothing was sent.
          </p>
          {valid > 0 && (
            <div className="banner-actions">
              <button type="button" onClick={() => send(true)} data-testid="lookup-valid-only">
                Look up the {valid} valid {valid === 1 ? 'one' : 'ones'} only
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
