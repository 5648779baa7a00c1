/**
 * The results table's "Label" column (group "Yours"): the user's private label with its "your label" mark, and
 * a button to set or change it in place. Its text is the label, so the filter finds rows by label.
 */
import { useMemo, useState } from 'react';
import type { ColumnSpec } from '../../model/column-spec';
import { LabelEditor } from '../../model/label-editor';
import { LabelTag } from '../../ui/label-tag';
import { useLabels, type LabelIndex } from '../../model/use-labels';
import type { Label } from '../../../shared/labels/label-record';

/**
 * The cell of one row: the label, or the editor when asked. The label comes from the column, which is
 * made anew when the labels change (and every row with it): a labels query observer in each cell cost
 * each row's first render a query's set-up.
 */
function LabelCell(props: { raw: string; label: Label | undefined }) {
  const { raw, label } = props;
  const [editing, setEditing] = useState(false);
  if (editing) return <LabelEditor raw={raw} compact onDone={() => setEditing(false)} />;
  return (
    <span className="label-cell">
      <LabelTag label={label} />
      <button
        type="button"
        className="icon-button"
        tabIndex={-1}
        onClick={(e) => {
          e.stopPropagation();
          setEditing(true);
        }}
        onKeyDown={(e) => e.stopPropagation()}
        aria-label={label ? `Change your label “${label.text}”` : 'Add your label'}
        title={label ? 'Change your label' : 'Add your label'}
        data-testid="label-edit"
      >
        ✎
      </button>
    </span>
  );
}

/** The label column over the current labels (a new spec when they change, so the filter sees them). */
export function labelColumn(labels: LabelIndex): ColumnSpec {
  return {
    id: 'label',
    label: 'Label',
    group: 'Yours',
    width: 170,
    minWidth: 80,
    defaultVisible: true,
    cell: (row) => <LabelCell raw={row.raw} label={labels.byRaw.get(row.raw)} />,
    text: (row) => labels.byRaw.get(row.raw)?.text,
  };
}

/** The label column, remade only when the labels change. */
export function useLabelColumn(): ColumnSpec {
  const labels = useLabels();
  const { byRaw, favourites, favoured } = labels;
  return useMemo(() => labelColumn({ byRaw, favourites, favoured }), [byRaw, favourites, favoured]);
}
