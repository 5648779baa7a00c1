/**
 * The Addresses box and its controls: live summary, problems, file drop, the "Include code and data"
 * switch, Look up (or Ctrl/Cmd+Enter) and Cancel. A file of thousands of lines is shown as a card (name,
 * counts, first lines; it can be opened as text) rather than as 100,000 lines of textarea. The list is
 * parsed once, as it is typed or loaded; Look up sends what that parse found. Nothing invalid is ever
 * sent: with invalid entries the lookup is blocked until they are fixed, or the user explicitly sends
 * only the valid ones.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { pastedInputOf, standingCorrections } from '../../shared/lookup-log/pasted-input';
import { useLookup, useLookupActions } from '../model/lookup-context';
import { notePasteText } from '../model/previous-lookup';
import type { ListFileRef } from '../model/read-text-file';
import { requestedAccounts } from '../model/requested-accounts';
import { useIsTestnet } from '../model/use-is-testnet';
import { AddressField } from './address-field';
import { AddressSummary } from './address-summary';
import { CorrectedNote } from './corrected-note';
import { EntryProblems } from './entry-problems';
import { FileReadMessages } from './file-read-messages';
import type { LoadedFile } from './file-card';
import { InvalidBlock } from './invalid-block';
import { LookupProgress } from './lookup-progress';
import { LookupToolbar, useIncludeBoc } from './lookup-toolbar';
import { SkipToResults } from './skip-to-results';
import { useAddressFile } from './use-address-file';
import { useAddressList } from './use-address-list';
import { useAppliedCorrections } from './use-applied-corrections';
import { useQueuedSend } from './use-queued-send';
import { useShownRequestInputs } from './use-shown-request-inputs';

/** The lookup form; `live: false` while its screen is hidden (the running lookup does not re-render it then). */
export function LookupForm(props: { live: boolean }) {
  const pending = useLookup((state) => state.running !== null, props.live);
  const hasResults = useLookup((state) => (state.current ?? state.last) !== null, props.live);
  const actions = useLookupActions();
  const [text, setText] = useState('');
  useEffect(() => notePasteText(text), [text]);
  /** A big file shown as a card instead of its text in the box. */
  const [file, setFile] = useState<LoadedFile | null>(null);
  /** The CSV whose other columns (customer ids, notes) are kept behind the bridge for the lookup of its addresses. */
  const [listFile, setListFile] = useState<ListFileRef | null>(null);
  const parsed = useAddressList(text, useIsTestnet() ? 'testnet' : 'mainnet');
  const list = parsed.list;
  const [blocked, setBlocked] = useState(false);
  /** After a lookup the box folds to one line so the results start near the top; focus or a click unfolds it. */
  const [folded, setFolded] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const summaryId = useId();
  /** Corrections applied in this box: what the customer wrote beside what it became (the case record keeps both). */
  const { applied, setApplied, onCorrect } = useAppliedCorrections(setText, setFolded, textArea);
  const noteSent = useShownRequestInputs(props.live, list, (shown) => {
    setText(shown.text);
    setApplied(shown.corrected);
    setFile(shown.file);
    setListFile(shown.listFile);
    setFolded(true);
  });
  const loaded = useAddressFile((read, card, fromFile) => {
    setFolded(false);
    setText(read);
    setApplied([]);
    setFile(card);
    setListFile(fromFile);
  });
  const { valid, invalid } = list.summary;
  const includeBoc = useIncludeBoc(valid);
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
    noteSent(accounts, list);
    actions.run(accounts, includeBoc.value, {
      pasted: pastedInputOf(text, list, standing),
      // The job keeps the file's columns while the list holds an address of the file (one typed anew does not).
      ...(listFile ? { listFile } : {}),
    });
  };
  // Pressed before the text is read (right after a paste): sent once it is, never dropped silently.
  const queue = useQueuedSend(text, !stale && parsed.reading === null, send);

  return (
    <section className="lookup-form" aria-labelledby="lookup-heading" data-testid="lookup-form">
      <h3 id="lookup-heading">Look up accounts</h3>
      <AddressField
        text={text}
        onText={setText}
        file={file}
        folded={folded}
        onUnfold={() => setFolded(false)}
        valid={valid}
        textArea={textArea}
        summaryId={summaryId}
        dragging={loaded.dragging}
        dropHandlers={loaded.dropHandlers}
        onSubmit={() => queue.request(false)}
        onEditFile={() => setFile(null)}
        onClearFile={() => {
          setFile(null);
          setText('');
          setApplied([]);
          setListFile(null);
          loaded.clearNote();
        }}
      />
      {hasResults && <SkipToResults />}
      <AddressSummary id={summaryId} list={list} reading={parsed.reading} />
      <FileReadMessages error={loaded.error} note={loaded.note} />
      {/* Folded after a lookup, the invalid entries stay in view: they were not looked up. */}
      {/* Not the problems of the text before while a long one is read. */}
      {parsed.reading === null && <EntryProblems list={list} onCorrect={onCorrect} invalidOnly={folded} />}
      <CorrectedNote corrections={standing} />
      <LookupToolbar
        includeBoc={includeBoc.value}
        onIncludeBoc={includeBoc.setChosen}
        bocLeftOut={includeBoc.leftOut}
        onFile={(chosen) => void loaded.load(chosen)}
        onLookUp={() => queue.request(false)}
        // While the text is being read it may hold addresses the last parse did not: a press waits.
        lookUpDisabled={pending || (valid === 0 && !stale && parsed.reading === null)}
        waiting={queue.waiting}
      />
      <LookupProgress live={props.live} />
      {/* A fixed paste lifts the block. */}
      {blocked && invalid > 0 && (
        <InvalidBlock invalid={invalid} valid={valid} onValidOnly={() => send(true)} />
      )}
    </section>
  );
}
