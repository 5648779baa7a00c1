/**
 * A loaded address file of thousands of lines, shown as a card — its name, size, line count and first
 * lines — instead of as text in the Addresses box: a 100,000-line textarea costs seconds on every
 * render and is no use to read. "Edit as text" puts the list in the box; "Clear" empties it.
 */
import { useMemo, type DragEvent } from 'react';
import { formatCount } from '../../shared/format/locale-format';
import { formatBytes } from '../../shared/byte-size';

/** Above this many lines a loaded file is shown as a card. */
export const FILE_CARD_LINES = 1000;
/** Lines shown on the card. */
const PREVIEW_LINES = 5;

/** A file shown as a card. */
export interface LoadedFile {
  readonly name: string;
  readonly bytes: number;
}

/** Whether a file's text is long enough for a card. */
export function isBigFile(text: string): boolean {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1))
    if (++lines > FILE_CARD_LINES) return true;
  return false;
}

/** Lines of `text` (a trailing newline does not make one more). */
function lineCount(text: string): number {
  let lines = text.length === 0 || text.endsWith('\n') ? 0 : 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** The card. */
export function FileCard(props: {
  file: LoadedFile;
  text: string;
  labelledBy: string;
  describedBy: string;
  dragging: boolean;
  dropHandlers: {
    onDragOver: (e: DragEvent<HTMLElement>) => void;
    onDragLeave: () => void;
    onDrop: (e: DragEvent<HTMLElement>) => void;
  };
  onEdit: () => void;
  onClear: () => void;
}) {
  const { file, text } = props;
  // Counted once per text, not on every render of the form.
  const lines = useMemo(() => lineCount(text), [text]);
  const preview = text.slice(0, 4096).split('\n').slice(0, PREVIEW_LINES);
  return (
    <div
      className={props.dragging ? 'file-card card dragging' : 'file-card card'}
      role="group"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      data-testid="file-card"
      {...props.dropHandlers}
    >
      <p className="file-card-title">
        <strong data-testid="file-card-name">{file.name}</strong>{' '}
        <span className="muted">
          · {formatCount(lines)} lines · {formatBytes(file.bytes)}
        </span>
      </p>
      <pre className="file-card-preview mono" data-testid="file-card-preview">
        {preview.join('\n')}
        {lines > preview.length ? '\n…' : ''}
      </pre>
      <div className="toolbar">
        <button type="button" onClick={props.onEdit} data-testid="file-card-edit">
          Edit as text
        </button>
        <button type="button" onClick={props.onClear} data-testid="file-card-clear">
          Clear
        </button>
      </div>
    </div>
  );
}
