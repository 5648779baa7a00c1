/**
 * Setting, changing or removing an address's private label, and starring it as a favourite: a small
 * form used in the detail dialog, the label column and the Favourites screen. A text the store refuses
 * (two lines, hidden direction marks, too long) is answered with the store's reason, next to the field.
 */
import { useId, useState } from 'react';
import { errorInfoOf } from '../bridge/bridge-context';
import { useLabelChange, useLabels } from './use-labels';

/** The editor of the label of `raw`; `onDone` after a save, a removal or Cancel. */
export function LabelEditor(props: { raw: string; onDone?: () => void; compact?: boolean }) {
  const { raw, onDone, compact } = props;
  const labels = useLabels();
  const current = labels.byRaw.get(raw)?.text ?? '';
  const [text, setText] = useState(current);
  const change = useLabelChange();
  const id = useId();
  const save = () =>
    change.mutate(
      text.trim() === '' ? { kind: 'remove', address: raw } : { kind: 'set', address: raw, text },
      { onSuccess: () => onDone?.() },
    );
  return (
    <form
      className={compact ? 'label-editor compact' : 'label-editor'}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape' && onDone) {
          e.preventDefault();
          onDone();
        }
      }}
      data-testid="label-editor"
    >
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        Your label for this address
      </label>
      <input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={480}
        placeholder={compact ? 'Label' : 'e.g. Customer #4411'}
        autoFocus={compact}
        aria-invalid={change.isError || undefined}
        aria-describedby={change.isError ? `${id}-error` : undefined}
        data-testid="label-input"
      />
      <button type="submit" disabled={change.isPending} aria-label="Save label" data-testid="label-save">
        {compact ? '✓' : 'Save label'}
      </button>
      {/* In a table cell: Enter saves (an empty text removes), Escape cancels. */}
      {!compact && current !== '' && (
        <button
          type="button"
          onClick={() => change.mutate({ kind: 'remove', address: raw }, { onSuccess: () => onDone?.() })}
          data-testid="label-remove"
        >
          Remove label
        </button>
      )}
      {!compact && onDone && (
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      )}
      {change.isError && (
        <span id={`${id}-error`} className="error-text" role="alert" data-testid="label-error">
          {errorInfoOf(change.error).message}
        </span>
      )}
    </form>
  );
}

/** The star that adds `raw` to the favourites or takes it off. */
export function FavouriteToggle(props: { raw: string }) {
  const { raw } = props;
  const { favoured } = useLabels();
  const change = useLabelChange();
  const on = favoured.has(raw);
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={on}
      onClick={(e) => {
        e.stopPropagation();
        change.mutate({ kind: 'favourite', address: raw, on: !on });
      }}
      data-testid="favourite-toggle"
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span> {on ? 'Favourite' : 'Add to favourites'}
    </button>
  );
}
