/**
 * The results table's height: what is left of the window below its top, measured after layout so the
 * table's first render never forces one.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The table never gets shorter than this, however little room is left below it. */
const MIN_TABLE_HEIGHT = 240;

/**
 * The room the page keeps under an element: the bottom padding, border and margin of each box it is in
 * (the screen's padding under the table). Measured, not assumed: a guess 2 px short gave the whole page
 * a scrollbar beside the table's at 1366×768.
 */
function roomBelow(element: HTMLElement): number {
  let room = 0;
  for (let box = element.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    room +=
      parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth) + parseFloat(style.marginBottom);
  }
  return room;
}

/**
 * Keeps the table's bottom (and so its horizontal scrollbar) inside the window, and the page without a
 * scrollbar of its own: its height is what is left between its top and the room the page keeps below it.
 * Measured when the browser has laid the page out — a ResizeObserver's calls come after layout, before
 * paint, the first one as soon as it observes — never read while React commits, where it would force a
 * layout of the whole new table inside the render's task. Until then (the table's first render) the
 * height is a guess, and `measured` false: the table renders no row yet, so its first frame renders the
 * rows of its real height only, once (with the guess, a first render at 480 px rendered rows below a
 * 240 px table, then rendered it again in the same frame). `viewHeight` is what shows rows and header:
 * the height less the table's borders and horizontal scrollbar, measured with it.
 */
export function useFitHeight(ref: RefObject<HTMLDivElement | null>): {
  height: number;
  viewHeight: number;
  measured: boolean;
} {
  const [fit, setHeight] = useState<number | undefined>(undefined);
  // What the table's borders and horizontal scrollbar take of its height: the rows' view is the rest
  // (counted from the whole height, a table 2 px over a row's edge rendered a row that could not show).
  const [frame, setFrame] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let last: number | undefined;
    let lastEdges: number | undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const fit = Math.max(MIN_TABLE_HEIGHT, Math.floor(window.innerHeight - top - roomBelow(element)));
      // The screen resizes with every line above or below the table that grows (the progress, the
      // summary), and with the table's own height: most calls find the height it has. A synchronous
      // render for nothing still ran what React had pending (a render's effects) inside the frame.
      const edges = element.offsetHeight - element.clientHeight;
      if (fit === last && edges === lastEdges) return;
      last = fit;
      lastEdges = edges;
      // In the same frame: the first paint has the table at its height.
      flushSync(() => {
        setHeight(fit);
        setFrame(edges);
      });
    };
    // The screen's size changes when something above the table does (the paste box folding, a banner).
    const screen = element.closest('.screen') ?? document.body;
    const observer = new ResizeObserver(measure);
    observer.observe(screen);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  const height = fit ?? MIN_TABLE_HEIGHT * 2;
  return { height, viewHeight: height - frame, measured: fit !== undefined };
}
