/**
 * Text an indexer sent (a domain, a token name, a description), shown so it cannot deceive or freeze:
 * isolated from the app's own text (`<bdi>`: a right-to-left override inside cannot turn the app's text
 * around), concealing characters shown as markers, mixed-script look-alikes and hidden characters
 * marked with a warning, and a long text cut to `max` characters with "Show whole" (paged, so a 10 MB
 * text opens at once) and "Copy whole". Rendering costs `max`, not the length of the text.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { checkTextSafety, shortenText, visibleText } from '../../shared/format/text-safety';
import { CopyButton } from './copy-button';
import { formatCount } from '../../shared/format/locale-format';

/** Characters shown inline by default. */
export const SERVER_TEXT_MAX = 200;
/** Characters per page of the "Show whole" view. */
export const WHOLE_PAGE_CHARS = 50_000;

/** The warning marker: a sign with the sentence as its accessible name and tooltip. */
export function TextWarning(props: { warning: string }) {
  return (
    <span
      className="text-warning"
      role="img"
      aria-label={`Warning: ${props.warning}`}
      title={props.warning}
      data-testid="text-warning"
    >
      ⚠
    </span>
  );
}

/**
 * `text` with its concealing characters as visible markers (`RLO`, `U+00AD`), isolated: also the user's
 * own names saved before such characters were refused (a label, a profile name).
 */
export function IsolatedText(props: { text: string; className?: string; testId?: string }) {
  const pieces = useMemo(() => visibleText(props.text), [props.text]);
  return (
    <bdi className={props.className} data-testid={props.testId}>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <abbr key={i} className="hidden-char" title={`Hidden character ${piece.code}`}>
            {piece.text}
          </abbr>
        ),
      )}
    </bdi>
  );
}

/** The whole text in pages of {@link WHOLE_PAGE_CHARS}, in a modal dialog. */
function WholeTextDialog(props: { text: string; label: string; onClose: () => void }) {
  const { text } = props;
  const pages = Math.max(1, Math.ceil(text.length / WHOLE_PAGE_CHARS));
  const [page, setPage] = useState(0);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const part = text.slice(page * WHOLE_PAGE_CHARS, (page + 1) * WHOLE_PAGE_CHARS);
  return (
    <dialog
      ref={(node) => {
        ref.current = node;
        if (node && !node.open) node.showModal();
      }}
      className="whole-text-dialog"
      aria-labelledby={titleId}
      data-testid="whole-text-dialog"
      // React passes close and cancel up its tree: the dialog this one opened from must not close with it.
      onClose={(event) => {
        event.stopPropagation();
        props.onClose();
      }}
      onCancel={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
    >
      <h3 id={titleId}>{props.label}</h3>
      <p className="muted small">
        {formatCount(text.length)} characters{pages > 1 ? ` · part ${page + 1} of ${pages}` : ''}
      </p>
      {/* A read-only textarea: its text is data, isolated from the page, and editing tools work on it. */}
      <textarea
        readOnly
        value={part}
        rows={16}
        aria-label={`${props.label}, part ${page + 1} of ${pages}`}
        data-testid="whole-text"
      />
      <div className="dialog-actions">
        {pages > 1 && (
          <>
            <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous part
            </button>
            <button type="button" disabled={page === pages - 1} onClick={() => setPage(page + 1)}>
              Next part
            </button>
          </>
        )}
        <CopyButton value={text} label={`Copy the whole ${props.label.toLowerCase()}`} />
        <button type="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/**
 * Server text, safe to show. `label` names it ("Domain") for the buttons and the dialog; `max` bounds
 * what is shown inline; `copy` adds "Copy whole" even when the text is short.
 */
export function ServerText(props: { text: string; label: string; max?: number; copy?: boolean }) {
  const { text, label, max = SERVER_TEXT_MAX } = props;
  const { shown, cut } = shortenText(text, max);
  const safety = useMemo(() => checkTextSafety(text, Math.max(max, 256)), [text, max]);
  const [whole, setWhole] = useState(false);
  return (
    <span className="server-text" data-testid="server-text" data-cut={cut} data-length={text.length}>
      {safety.warning && <TextWarning warning={safety.warning} />}
      <IsolatedText text={shown} className="server-text-value" testId="server-text-value" />
      {cut && (
        <>
          <span className="muted small"> … {formatCount(text.length - shown.length)} more characters </span>
          <button
            type="button"
            className="link-button small"
            onClick={(event) => {
              event.stopPropagation();
              setWhole(true);
            }}
          >
            Show whole
          </button>
        </>
      )}
      {(cut || props.copy) && <CopyButton value={text} label={`Copy the whole ${label.toLowerCase()}`} />}
      {whole && <WholeTextDialog text={text} label={label} onClose={() => setWhole(false)} />}
    </span>
  );
}
