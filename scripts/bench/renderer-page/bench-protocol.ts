/**
 * What the renderer bench page (`main.tsx`, run in Chromium) exposes as `window.rendererBench`, and what
 * the Node side (`renderer-table.bench.ts`) reads back. Type-only on the Node side: nothing here runs there.
 */

/** Which table a measurement mounts: the real virtualised `ResultsTable`, or the plain `<table>` baseline. */
export type TableKind = 'ours' | 'plain';

/** One "data arrived → rows painted" measurement. */
export interface PaintSample {
  /** From the outcome in hand to after the second animation frame: rows built, rendered, laid out, painted. */
  ms: number;
  /** The `buildRows` part of `ms` (the same code and cost for both tables). */
  buildMs: number;
  /** Rows in the data. */
  rows: number;
  /** Row elements in the DOM once painted. */
  domRows: number;
}

/** One scroll-through measurement. */
export interface ScrollSample {
  /** Time between consecutive animation frames while the container scrolls, in ms (one per step, plus the last paint). */
  frames: number[];
  /** Frame intervals with nothing happening, just before the scroll: the display's own frame period here. */
  idleFrames: number[];
  /** Row elements in the DOM at the end. */
  domRows: number;
  /** The last row is on screen after the last step (proves the scroll went through the list and rendered it). */
  lastRowVisible: boolean;
}

/** One first render of the results table with pending rows (first-render.ts). */
export interface FirstRenderSample {
  /** Rows the table was given. */
  rows: number;
  /** The render's task: React's render and commit, layout effects and any layout they force. */
  taskMs: number;
  /** The frame after it: from its animation callbacks to the first task after its style, layout and paint. */
  renderMs: number;
  /** The longest task over 50 ms Chromium reported meanwhile (0 when none was that long). */
  longestLongTaskMs: number;
  /** Row elements in the DOM once painted. */
  domRows: number;
}

/** The page's API. */
export interface RendererBenchApi {
  /** Fetches and parses the lookup (`BenchLookup` JSON: accounts and answer) from `url`; untimed. Returns the row count. */
  load(url: string): Promise<number>;
  /** Mounts `kind` with the loaded outcome in a fresh root and times it until painted. */
  paint(kind: TableKind): Promise<PaintSample>;
  /** Scrolls the table `paint` mounted from top to bottom in `steps` animation frames. */
  scroll(steps: number): Promise<ScrollSample>;
  /**
   * Mounts the real table with `count` pending rows (made first, untimed) and measures its first render,
   * in a page warmed by a small table mounted and unmounted first.
   */
  firstRender(count: number): Promise<FirstRenderSample>;
}
