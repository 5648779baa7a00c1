/**
 * Which rows of a long list of fixed-height rows are in view, for a table that renders only those. The
 * work is the rows shown, whatever the list's length: no entry is made per row (a general virtualiser
 * such as @tanstack/react-virtual keeps a measurement for every row, a pass over 100,000 on the first
 * render of a 100,000-row table), and nothing reads layout while React renders or commits — the view's
 * height is the one the table sets, and the scroll offset is read in the scroll event.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useStepsAfterPaint } from '../ui/use-steps-after-paint';

/** One row to render: its position in the list and its top, in px from the top of the rows' body. */
export interface WindowRow {
  index: number;
  top: number;
}

/** The rows to render, the body's full height, and a way to bring a row into view. */
export interface RowWindow {
  rows: WindowRow[];
  totalHeight: number;
  /** Scrolls the least that shows row `index` whole below the sticky header (nothing when it is). */
  scrollToIndex: (index: number) => void;
}

/** How the list is laid out in its scroll container. */
export interface RowWindowOptions {
  count: number;
  rowHeight: number;
  /** Height of the sticky header above the rows, inside the scroll container. */
  headerHeight: number;
  /** The scroll container's height, as the table sets it; `undefined` until known (no row is rendered). */
  viewportHeight: number | undefined;
  /**
   * Rows rendered beyond each edge of the view, so a scroll shows rows already there: from a task after
   * the list's first frame (its first render is the rows in view only).
   */
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
}

/** The rows in view with `overscan` more each side; `top` is the first row at the view's top. */
export function windowRows(options: Omit<RowWindowOptions, 'scrollRef'>, top: number): WindowRow[] {
  const { count, rowHeight, headerHeight, viewportHeight, overscan } = options;
  if (viewportHeight === undefined) return [];
  const visible = Math.max(1, Math.ceil((viewportHeight - headerHeight) / rowHeight));
  // A list that shrank (a filter) may leave `top` past its end until the browser's scroll event says so.
  const shownTop = Math.max(0, Math.min(top, count - visible));
  const first = Math.max(0, shownTop - overscan);
  // One more than fit: the row cut at the view's bottom when the offset is not a whole row.
  const end = Math.min(count, shownTop + visible + 1 + overscan);
  const rows: WindowRow[] = [];
  for (let index = first; index < end; index++) rows.push({ index, top: index * rowHeight });
  return rows;
}

/**
 * The overscan to render: none in the list's first render, `overscan` from a task after its first frame
 * has painted. The first render is what the user waits for (a lookup's table appearing); rows beyond the
 * view only matter once the user scrolls, and rendering them in that render made it a third longer
 * (12 of 34 rows at 860 px).
 */
function useDeferredOverscan(overscan: number): number {
  return useStepsAfterPaint(2) === 2 ? overscan : 0;
}

/** The window of rows of a fixed-height list, followed as its container scrolls. */
export function useRowWindow(options: RowWindowOptions): RowWindow {
  const { rowHeight, headerHeight, scrollRef } = options;
  const [top, setTop] = useState(0);
  const shown = useRef(0);
  const overscan = useDeferredOverscan(options.overscan);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => {
      const next = Math.floor(element.scrollTop / rowHeight);
      if (next === shown.current) return;
      shown.current = next;
      // Rendered before the frame paints, so a fast scroll never shows the body without its rows.
      flushSync(() => setTop(next));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollRef, rowHeight]);

  const scrollToIndex = (index: number) => {
    const element = scrollRef.current;
    if (!element) return;
    // Offsets in the scrolled content: the rows' body begins below the header.
    const rowTop = headerHeight + index * rowHeight;
    const rowBottom = rowTop + rowHeight;
    if (rowTop < element.scrollTop + headerHeight) element.scrollTop = rowTop - headerHeight;
    else if (rowBottom > element.scrollTop + element.clientHeight)
      element.scrollTop = rowBottom - element.clientHeight;
  };

  return {
    rows: windowRows({ ...options, overscan }, top),
    totalHeight: options.count * rowHeight,
    scrollToIndex,
  };
}
