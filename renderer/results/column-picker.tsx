/**
 * The column picker: a disclosure listing every column by group with a checkbox each, and a reset to
 * the defaults (which fit a 1366 px screen). The panel opens under its button and stays on screen
 * wherever the button is (the toolbar wraps: a sort or a long export note moves it): placed in the
 * window, clamped to its edges, scrolled inside when taller. Esc, a click outside it, or Close closes it.
 */
import type { ColumnSpec } from '../model/column-spec';
import { useAnchoredPanelButton } from '../ui/use-anchored-panel';

/** The picker over `columns`; `shown` are the ids shown now. */
export function ColumnPicker(props: {
  columns: readonly ColumnSpec[];
  shown: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onReset: () => void;
}) {
  const { columns, shown, onToggle, onReset } = props;
  const { open, setOpen, buttonProps, panelProps } = useAnchoredPanelButton();
  const groups = [...new Set(columns.map((c) => c.group))];
  return (
    <div className="column-picker">
      <button {...buttonProps} data-testid="column-picker">
        Columns ({shown.size})
      </button>
      {open && (
        <div
          {...panelProps}
          className="column-picker-panel"
          role="group"
          aria-label="Columns to show"
          data-testid="column-picker-panel"
        >
          {groups.map((group) => (
            <fieldset key={group}>
              <legend>{group}</legend>
              {columns
                .filter((c) => c.group === group)
                .map((c) => (
                  <label key={c.id} className="switch">
                    <input
                      type="checkbox"
                      checked={shown.has(c.id)}
                      onChange={() => onToggle(c.id)}
                      data-testid={`column-toggle-${c.id}`}
                    />
                    <span>{c.label || c.id}</span>
                  </label>
                ))}
            </fieldset>
          ))}
          <div className="toolbar">
            <button type="button" onClick={onReset} data-testid="columns-reset">
              Default columns
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
