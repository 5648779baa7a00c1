/**
 * A log entry's case notes: its title and note (a ticket number), edited in place, and the pin that
 * keeps it from ever being evicted. Saved through the bridge apart from the entry's body.
 */
import { useId, useState } from 'react';
import type { LookupLogSummary } from '../../shared/lookup-log/log-entry';
import { errorInfoOf } from '../bridge/bridge-context';
import { useAnnotateLogEntry as useAnnotate } from '../model/use-lookup-log';

/** The pin of an entry. */
export function PinToggle(props: { summary: LookupLogSummary }) {
  const { summary } = props;
  const annotate = useAnnotate(summary.id);
  const pinned = summary.pinned === true;
  return (
    <button
      type="button"
      aria-pressed={pinned}
      onClick={() => annotate.mutate({ pinned: !pinned })}
      data-testid="log-pin"
      title="A kept lookup is never removed to make room"
    >
      <span aria-hidden="true">{pinned ? '✓ ' : ''}</span>
      {pinned ? 'Kept' : 'Keep'}
    </button>
  );
}

/** Title and note of an entry, shown, and edited on demand. */
export function LogNotes(props: { summary: LookupLogSummary }) {
  const { summary } = props;
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(summary.title ?? '');
  const [note, setNote] = useState(summary.note ?? '');
  const annotate = useAnnotate(summary.id);
  const id = useId();
  if (!editing) {
    return (
      <div className="log-notes" data-testid="log-notes">
        {summary.title && (
          <p className="log-case-title" data-testid="log-case-title">
            {summary.title}
          </p>
        )}
        {summary.note && (
          <p className="small" data-testid="log-note">
            <span className="muted">Note: </span>
            {summary.note}
          </p>
        )}
        <button
          type="button"
          onClick={() => {
            setTitle(summary.title ?? '');
            setNote(summary.note ?? '');
            setEditing(true);
          }}
          data-testid="log-edit-notes"
        >
          {summary.title || summary.note ? 'Edit title and note' : 'Add title and note'}
        </button>
      </div>
    );
  }
  return (
    <form
      className="log-notes-form"
      onSubmit={(e) => {
        e.preventDefault();
        annotate.mutate({ title, note }, { onSuccess: () => setEditing(false) });
      }}
      data-testid="log-notes-form"
    >
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
        data-testid="log-title-input"
      />
      <label htmlFor={`${id}-note`}>Note (e.g. a ticket number)</label>
      <textarea
        id={`${id}-note`}
        value={note}
        maxLength={4000}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
        data-testid="log-note-input"
      />
      <div className="toolbar">
        <button type="submit" className="primary" disabled={annotate.isPending} data-testid="log-notes-save">
          Save
        </button>
        <button type="button" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
      {annotate.isError && (
        <p className="error-text" role="alert">
          {errorInfoOf(annotate.error).message}
        </p>
      )}
    </form>
  );
}
