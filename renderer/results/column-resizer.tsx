/**
 * The drag handle on a column header's right edge: drag with the pointer, or focus it and press the
 * left and right arrow keys (10 px a step). The width is shown live and saved when the drag (or the key
 * press) ends. The handles of a table are ONE stop in the tab order (a roving tab stop: the one last
 * used, else the first): up and down arrows move to the previous and next column's handle, so a
 * keyboard user does not Tab through every column's edge on the way to the rows.
 */
import { useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** Up and down arrows: to the previous and next column's handle. */
const MOVES: Readonly<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1 };

/** The handle of one column, `width` px wide now, never below `min`. */
export function ColumnResizer(props: {
  label: string;
  width: number;
  min: number;
  onResize: (width: number, done: boolean) => void;
  /** This is the handles' one tab stop. */
  inTabOrder: boolean;
  /** Move the focus to the handle `step` columns away. */
  onMove: (step: number) => void;
  onFocus: () => void;
}) {
  const { label, width, min, onResize } = props;
  const clamp = (w: number) => Math.min(2000, Math.max(min, w));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => onResize(clamp(width + e.clientX - startX), false);
    const up = (e: globalThis.PointerEvent) => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
      onResize(clamp(width + e.clientX - startX), true);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 10 : event.key === 'ArrowLeft' ? -10 : 0;
    const move = MOVES[event.key];
    if (step === 0 && move === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (move !== undefined) props.onMove(move);
    else onResize(clamp(width + step), true);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${label}`}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={2000}
      tabIndex={props.inTabOrder ? 0 : -1}
      title="Drag, or press the left and right arrows, to resize; up and down arrows go to the other columns"
      className="column-resizer"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onFocus={props.onFocus}
      onClick={(e) => e.stopPropagation()}
      data-testid="column-resizer"
    />
  );
}

/** What makes a column's handle part of the handles' one tab stop. */
export interface ResizerStopProps {
  inTabOrder: boolean;
  onMove: (step: number) => void;
  onFocus: () => void;
}

/**
 * The handles' one tab stop over the columns `ids` (their headers inside `table`): the handle last
 * focused, else the first; Up and Down move the focus to the previous and next column's handle.
 */
export function useResizerStop(
  ids: readonly string[],
  table: RefObject<HTMLElement | null>,
): { propsOf: (id: string) => ResizerStopProps } {
  const [current, setCurrent] = useState<string | null>(null);
  const stop = current !== null && ids.includes(current) ? current : ids[0];
  const move = (from: string, step: number) => {
    const to = ids[Math.min(ids.length - 1, Math.max(0, ids.indexOf(from) + step))]!;
    setCurrent(to);
    table.current
      ?.querySelector<HTMLElement>(
        `[role="columnheader"][data-col="${CSS.escape(to)}"] [data-testid="column-resizer"]`,
      )
      ?.focus();
  };
  return {
    propsOf: (id) => ({
      inTabOrder: id === stop,
      onMove: (step) => move(id, step),
      onFocus: () => setCurrent(id),
    }),
  };
}
