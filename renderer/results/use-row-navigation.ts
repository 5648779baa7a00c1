/**
 * Moving between the results table's rows from the keyboard: one row is in the tab order at a time;
 * arrow keys, Home/End and PageUp/PageDown move it (scrolling it into view and focusing it once the
 * window has rendered it), Space selects and Enter opens. A new lookup starts again at its first row.
 */
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { ROW_HEIGHT } from './results-grid';
import type { RowWindow } from './row-window';
import type { ResultRow } from '../model/result-rows';

/** What the results view may ask of the table. */
export interface ResultsTableHandle {
  /** Scrolls to the row at `position` (of the shown rows) and focuses it. */
  focusRow(position: number): void;
}

/**
 * The row in the tab order (by position in the shown rows), and a new lookup's start: when `lookupKey`
 * changes, that row is the first again and the table scrolls back to its top.
 */
function useLookupStart(
  lookupKey: string,
  scrollRef: RefObject<HTMLDivElement | null>,
): [number, (position: number) => void] {
  const [active, setActive] = useState(0);
  const [shownLookup, setShownLookup] = useState(lookupKey);
  if (shownLookup !== lookupKey) {
    setShownLookup(lookupKey);
    setActive(0);
  }
  const scrolledFor = useRef(lookupKey);
  useLayoutEffect(() => {
    // A table just mounted is at its top already, and scrolling it would force a layout of the new
    // table inside the render's task.
    if (scrolledFor.current === lookupKey) return;
    scrolledFor.current = lookupKey;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [lookupKey, scrollRef]);
  return [active, setActive];
}

/** The table's rows and scroll container, what the keys do to a row, and the handle to expose. */
export interface RowNavigationOptions {
  ref: Ref<ResultsTableHandle> | undefined;
  /** The lookup shown: a new one starts at its first row. */
  lookupKey: string;
  rows: readonly ResultRow[];
  scrollRef: RefObject<HTMLDivElement | null>;
  rowWindow: RowWindow;
  onToggle: (raw: string) => void;
  onOpen: (row: ResultRow) => void;
}

/** Which row is in the tab order, a way to make another one so, and the rows' key handler. */
export interface RowNavigation {
  tabRow: number;
  setActive: (position: number) => void;
  onRowKey: (event: KeyboardEvent<HTMLDivElement>, position: number) => void;
}

/** The keyboard moves between rows, and the table's handle (`focusRow`) on the same move. */
export function useRowNavigation(options: RowNavigationOptions): RowNavigation {
  const { rows, scrollRef, rowWindow, onToggle, onOpen } = options;
  const [active, setActive] = useLookupStart(options.lookupKey, scrollRef);
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  // The row in the tab order stays inside the list when filtering shrinks it.
  const tabRow = Math.min(active, Math.max(0, rows.length - 1));

  const windowRows = rowWindow.rows;
  // Focus the requested row once the window has rendered it.
  useEffect(() => {
    if (focusRequest === null) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-row-position="${focusRequest}"]`);
    if (element) {
      element.focus({ preventScroll: true });
      setFocusRequest(null);
    }
  }, [focusRequest, windowRows, scrollRef]);

  const moveTo = (position: number) => {
    if (rows.length === 0) return;
    const next = Math.min(rows.length - 1, Math.max(0, position));
    setActive(next);
    rowWindow.scrollToIndex(next);
    setFocusRequest(next);
  };
  useImperativeHandle(options.ref, () => ({ focusRow: moveTo }));

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>, position: number) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: position + 1,
      ArrowUp: position - 1,
      PageDown: position + page,
      PageUp: position - page,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === ' ') {
      // Space selects, as in a file manager; Enter opens.
      event.preventDefault();
      onToggle(rows[position]!.raw);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(rows[position]!);
    }
  };
  return { tabRow, setActive, onRowKey };
}
