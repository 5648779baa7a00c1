/**
 * The column picker: a disclosure listing every column by group with a checkbox each, and a reset to
 * the defaults (which fit a 1366 px screen). The panel opens under its button and stays on screen
 * wherever the button is (the toolbar wraps: a sort or a long export note moves it): placed in the
 * window, clamped to its edges, scrolled inside when taller. Esc, a click outside it, or Close closes it.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ColumnSpec } from '../model/column-spec';

/** Space kept between the panel and the window's edges, in px. */
const MARGIN = 8;

/** The least height worth keeping the panel under its button for (scrolled inside), in px. */
const MIN_BELOW = 200;

/** Where the panel is: its corner, and the height it may take (scrolled inside past it). */
interface PanelPlace {
  left: number;
  top: number;
  maxHeight: number;
}

/**
 * Where the panel goes: under the button, its right edge at the button's, inside the window — scrolled
 * inside when the room below is short (it leaves the button uncovered, so a second click on it closes
 * the panel); moved up over the button only when the room below is too small to use.
 */
function placePanel(button: HTMLElement, panel: HTMLElement): PanelPlace {
  const anchor = button.getBoundingClientRect();
  const { width } = panel.getBoundingClientRect();
  const height = panel.scrollHeight;
  const left = Math.max(MARGIN, Math.min(anchor.right - width, window.innerWidth - width - MARGIN));
  const below = anchor.bottom + 4;
  const room = window.innerHeight - MARGIN - below;
  if (height <= room || room >= MIN_BELOW) return { left, top: below, maxHeight: room };
  const maxHeight = window.innerHeight - 2 * MARGIN;
  return { left, top: Math.max(MARGIN, window.innerHeight - MARGIN - height), maxHeight };
}

/** Keeps the open panel placed (and re-placed when the window changes); closes it on Esc or a click outside. */
function usePanel(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLDivElement | null>,
): PanelPlace | null {
  const [place, setPlace] = useState<PanelPlace | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      if (button.current && panel.current) setPlace(placePanel(button.current, panel.current));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [open, button, panel]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, button, panel]);
  return open ? place : null;
}

/** The picker over `columns`; `shown` are the ids shown now. */
export function ColumnPicker(props: {
  columns: readonly ColumnSpec[];
  shown: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onReset: () => void;
}) {
  const { columns, shown, onToggle, onReset } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const place = usePanel(open, close, button, panel);
  const groups = [...new Set(columns.map((c) => c.group))];
  return (
    <div className="column-picker">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="column-picker"
      >
        Columns ({shown.size})
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="column-picker-panel"
          role="group"
          aria-label="Columns to show"
          data-testid="column-picker-panel"
          // Hidden until placed: it never flashes where it does not belong.
          style={place ?? { visibility: 'hidden' }}
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
