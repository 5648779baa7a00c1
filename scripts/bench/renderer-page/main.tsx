/**
 * The renderer bench page: the REAL `ResultsTable` (with the app's stylesheet) and the plain-table
 * baseline, driven from Playwright through `window.rendererBench` (see bench-protocol.ts). Built with Vite
 * in production mode by renderer-table.bench.ts, so React runs as it does in the shipped app.
 */
// As in the app: the Buffer polyfill before anything that may reach @ton/core (the results rows do now).
import '../../../renderer/polyfills';
import '../../../renderer/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { TonIndexBridge } from '../../../shared/bridge/api/bridge-api';
import { BridgeProvider } from '../../../renderer/bridge/bridge-context';
import { LookupProvider } from '../../../renderer/model/lookup-context';
import { placedRows, type ResultRow, type SortState } from '../../../renderer/model/result-rows';
import { rowsOf } from '../../../test-support/lookup-rows';
import { checkedLookup } from '../../../test-support/checked-lookup';
import { allColumns, shownColumns } from '../../../renderer/results/column-registry';
import { ResultsTable } from '../../../renderer/results/results-table';
import type { RendererBenchApi, TableKind } from './bench-protocol';
import type { BenchLookup } from './lookup-outcome';
import { PlainTable } from './plain-table';
import { measureFirstRender, pendingRows } from './first-render';

/** Rows of the table mounted (and unmounted) before a first render is measured, to warm the page. */
const WARM_ROWS = 20;
const SORT: SortState = { key: 'input', direction: 'asc' };
const noop = () => {};
/** The default columns, as a first-time user sees them. */
const COLUMNS = shownColumns(allColumns(), undefined);

let lookup: BenchLookup | null = null;
/** What `paint` mounted, for `scroll`. */
const NONE: ReadonlySet<string> = new Set();
let mounted: { kind: TableKind; rows: readonly ResultRow[] } | null = null;
const mount = document.getElementById('root');
if (!mount) throw new Error('The bench page has no #root element.');
const root = createRoot(mount);

/** Resolves in the next animation frame with its timestamp. */
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * The app's providers around the table: its cells read the settings (the address rule's network) through
 * the bridge and the query cache, and the lookup store (an address's row, for how it is written). This
 * bridge never answers, so the settings stay unknown (mainnet), as in the app's first frame; the store
 * holds no lookup yet, as when the first one starts.
 */
const queryClient = new QueryClient();
const silentBridge = new Proxy({} as TonIndexBridge, {
  get: () => () => new Promise(() => undefined),
});

/** The table under test with `rows`. */
function table(kind: TableKind, rows: readonly ResultRow[]) {
  return kind === 'ours' ? (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider bridge={silentBridge} kind="web">
        <LookupProvider>
          <ResultsTable
            lookupKey="bench"
            rows={rows}
            totalRows={rows.length}
            columns={COLUMNS}
            onResize={noop}
            sort={SORT}
            onSort={noop}
            onOpen={noop}
            selected={NONE}
            onToggle={noop}
            onToggleAll={noop}
          />
        </LookupProvider>
      </BridgeProvider>
    </QueryClientProvider>
  ) : (
    <PlainTable rows={rows} />
  );
}

function loaded(): BenchLookup {
  if (!lookup) throw new Error('Call load() first.');
  return lookup;
}

/** The table's scroll container. */
function scroller(kind: TableKind): HTMLElement {
  const element = document.querySelector<HTMLElement>(
    kind === 'ours' ? '[data-testid="results-table"]' : '[data-testid="plain-table-scroll"]',
  );
  if (!element) throw new Error(`The ${kind} table is not on the page.`);
  return element;
}

/** Row elements in the DOM (the virtualised table keeps only those near the viewport). */
function domRows(): number {
  return document.querySelectorAll('[data-row-position]').length;
}

const api: RendererBenchApi = {
  async load(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The bench data did not load (${response.status} from ${url}).`);
    lookup = (await response.json()) as BenchLookup;
    return lookup.accounts.length;
  },

  async paint(kind) {
    const data = loaded();
    const start = performance.now();
    // What the app does with a complete answer (a reopened log entry): its rows placed, then the table.
    const rows = placedRows(rowsOf(data.accounts, checkedLookup(data.result)), data.accounts);
    const built = performance.now();
    // Synchronous render and commit (the virtualiser's layout-effect re-render included), then two frames:
    // the first runs style, layout and paint of the new DOM, the second starts only once that is done.
    flushSync(() => root.render(table(kind, rows)));
    await nextFrame();
    await nextFrame();
    const ms = performance.now() - start;
    mounted = { kind, rows };
    const first = document.querySelector('[data-row-position="0"]');
    if (first?.getAttribute('data-raw') !== rows[0]?.raw)
      throw new Error(`The ${kind} table did not show the first row.`);
    return { ms, buildMs: built - start, rows: rows.length, domRows: domRows() };
  },

  async scroll(steps) {
    if (!mounted) throw new Error('Call paint() first.');
    const { kind, rows } = mounted;
    const element = scroller(kind);
    const max = element.scrollHeight - element.clientHeight;
    if (max <= 0)
      throw new Error(`The ${kind} table does not scroll (scrollHeight ${element.scrollHeight}).`);
    const idleFrames: number[] = [];
    let last = await nextFrame();
    for (let i = 0; i < 10; i++) {
      const now = await nextFrame();
      idleFrames.push(now - last);
      last = now;
    }
    const frames: number[] = [];
    // One jump per frame, like dragging the scrollbar through the whole list; the extra frame at the end
    // includes the last step's paint.
    for (let step = 1; step <= steps + 1; step++) {
      if (step <= steps) element.scrollTop = Math.round((max * step) / steps);
      const now = await nextFrame();
      frames.push(now - last);
      last = now;
    }
    const lastRow = document.querySelector(`[data-row-position="${rows.length - 1}"]`);
    const box = element.getBoundingClientRect();
    const rowBox = lastRow?.getBoundingClientRect();
    const lastRowVisible = rowBox !== undefined && rowBox.bottom > box.top && rowBox.top < box.bottom;
    return { frames, idleFrames, domRows: domRows(), lastRowVisible };
  },

  async firstRender(count) {
    // A warm page, as the app's is when a lookup starts: the table's code, styles and fonts have run and
    // loaded once (a small table mounted and unmounted), so what is measured is the rows' share.
    flushSync(() => root.render(table('ours', pendingRows(WARM_ROWS))));
    await nextFrame();
    await nextFrame();
    flushSync(() => root.render(null));
    await nextFrame();
    const rows = pendingRows(count);
    const sample = await measureFirstRender(() => flushSync(() => root.render(table('ours', rows))), count);
    if (document.querySelector('[data-row-position="0"]')?.getAttribute('data-raw') !== rows[0]?.raw)
      throw new Error('The table did not show its first pending row.');
    return sample;
  },
};

(window as unknown as { rendererBench: RendererBenchApi }).rendererBench = api;
