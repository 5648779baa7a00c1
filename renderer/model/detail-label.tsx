/**
 * The label line of the account detail's title: the user's label marked "mine" (or a prompt to add
 * one), an editor on demand, and the favourite star.
 */
import { useState } from 'react';
import { FavouriteToggle, LabelEditor } from './label-editor';
import { LabelTag } from '../ui/label-tag';
import { useLabelOf } from './use-labels';

/** The label line of the detail of `raw`. */
export function DetailLabel(props: { raw: string }) {
  const { raw } = props;
  const label = useLabelOf(raw);
  const [editing, setEditing] = useState(false);
  return (
    <div className="detail-label" data-testid="detail-label">
      {editing ? (
        <LabelEditor raw={raw} onDone={() => setEditing(false)} />
      ) : (
        <>
          <LabelTag label={label} />
          <button type="button" onClick={() => setEditing(true)} data-testid="detail-label-edit">
            {label ? 'Change label' : 'Add your label'}
          </button>
        </>
      )}
      <FavouriteToggle raw={raw} />
    </div>
  );
}
