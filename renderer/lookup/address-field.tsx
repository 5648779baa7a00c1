/**
 * The Addresses field of the lookup form: its label, the hint, and the list itself — in the textarea,
 * as a file card (a big file or a big lookup shown), or folded to one line after a lookup so the
 * results start near the top (a click unfolds it).
 */
import type { KeyboardEvent, RefObject } from 'react';
import { countOf } from '../../shared/format/locale-format';
import { FileCard, type LoadedFile } from './file-card';
import type { FileDropHandlers } from './use-address-file';

/** The first non-empty line of the box, for its folded summary. */
function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}

/** The folded box: the file's name or the first line and the count of valid addresses; a click edits. */
export function FoldedSummary(props: { label: string; valid: number; onUnfold: () => void }) {
  return (
    <button
      type="button"
      className="folded-summary"
      onClick={props.onUnfold}
      aria-expanded={false}
      data-testid="paste-box-folded"
    >
      <span className="folded-text">{props.label}</span>
      <span className="muted"> · {countOf(props.valid, 'address', 'addresses')} — Edit</span>
    </button>
  );
}

/** What the field shows and how it reports edits. */
export interface AddressFieldProps {
  text: string;
  onText: (text: string) => void;
  /** A big file (or lookup) shown as a card instead of its text, or null. */
  file: LoadedFile | null;
  folded: boolean;
  /** Unfolds the box (the textarea is focused once drawn). */
  onUnfold: () => void;
  /** Valid addresses in the list, for the folded summary. */
  valid: number;
  textArea: RefObject<HTMLTextAreaElement | null>;
  /** The id of the live summary; `${summaryId}-label` and `-hint` are this field's. */
  summaryId: string;
  dragging: boolean;
  dropHandlers: FileDropHandlers;
  /** Ctrl/Cmd+Enter in the textarea: look the list up. */
  onSubmit: () => void;
  /** "Edit as text" on the card. */
  onEditFile: () => void;
  /** "Clear" on the card. */
  onClearFile: () => void;
}

/** The label, the folded summary or the hint, and the card or the textarea. */
export function AddressField(props: AddressFieldProps) {
  // Taken apart first: the ref among the props must not make every other prop read look like a ref read.
  const { file, folded, summaryId, textArea, text, dragging, dropHandlers } = props;
  return (
    <>
      {/* Neither the card nor the folded button is a labelable control: the label is a plain name then. */}
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
        <FoldedSummary
          label={file ? file.name : firstLine(text)}
          valid={props.valid}
          onUnfold={() => {
            props.onUnfold();
            // After the unfolded box is drawn.
            requestAnimationFrame(() => textArea.current?.focus());
          }}
        />
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
          onEdit={props.onEditFile}
          onClear={props.onClearFile}
        />
      ) : (
        <textarea
          ref={textArea}
          id="addresses"
          className={dragging ? 'addresses dragging' : 'addresses'}
          value={text}
          onChange={(e) => props.onText(e.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              props.onSubmit();
            }
          }}
          {...dropHandlers}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${summaryId}-hint ${summaryId}`}
          data-testid="addresses-input"
        />
      )}
    </>
  );
}
