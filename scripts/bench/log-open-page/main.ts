/**
 * The page of bench `log-open-100k` (log-open.bench.ts), built with the web build's CSP. It logs one
 * 100,000-account lookup into the web build's IndexedDB stores (as the job worker does when a lookup
 * ends), then opens it through the web bridge and its job worker two ways, recording the main thread's long tasks during each:
 * - `ours`: the app's path — the entry read in parts, its look-alikes found behind the bridge against
 *   the user's 100,000 labels, and its result rows built in slices (renderer/model/read-log-entry.ts);
 * - `baseline`: the path before it — the whole entry in one answer, then its results in one go.
 */
// The renderer's first import, as in renderer/main.tsx (@ton/core needs Buffer).
import '../../../renderer/polyfills';
import { unwrap } from '../../../renderer/bridge/bridge-context';
import { createWebBridge } from '../../../renderer/bridge/web-bridge';
import { openLogEntry } from '../../../renderer/model/read-log-entry';
import { outcomeOfLogEntry } from '../../../renderer/model/lookup-log-link';
import { openWebLookupLog } from '../../../renderer/bridge/web-lookup-log';
import type { LookupOutcome } from '../../../renderer/model/lookup-outcome';
import { sampleDraft, sampleRaw } from '../../../test-support/sample-log-drafts';

/** One measured open. */
export interface OpenRun {
  ms: number;
  longTasks: number[];
  rows: number;
}

const tasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push(entry.duration);
}).observe({ type: 'longtask' });

/** The bridge, opened once the entry is logged (its job worker then opens the same database). */
let opened: ReturnType<typeof createWebBridge> | null = null;
const bridgeOf = () =>
  (opened ??= createWebBridge({
    storage: null,
    indexer: null,
    openWorker: () =>
      new Worker(new URL('../../../renderer/bridge/job-worker.ts', import.meta.url), {
        type: 'module',
        name: 'jobs',
      }),
  }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Runs `open`, recording the long tasks from the call until the results are made. */
async function measure(open: () => Promise<LookupOutcome>): Promise<OpenRun> {
  await settle();
  tasks.length = 0;
  const started = performance.now();
  const outcome = await open();
  const ms = performance.now() - started;
  await settle();
  return { ms, longTasks: [...tasks], rows: outcome.rows.length };
}

(window as unknown as { __bench: unknown }).__bench = {
  /** Logs a lookup of `accounts` accounts; answers its id. */
  async log(accounts: number) {
    const stores = openWebLookupLog();
    try {
      return (await stores.log.add(sampleDraft(accounts))).id;
    } finally {
      await stores.core.close();
    }
  },
  /** Names `count` other addresses (the user's labels, as many as the app keeps); answers how many. */
  async labels(count: number) {
    const rows = Array.from({ length: count }, (_, i) => `${sampleRaw(10_000_000 + i)},Customer ${i}`);
    const csv = `address,label\n${rows.join('\n')}\n`;
    return (await unwrap(bridgeOf().importLabels({ csv }))).labels;
  },
  ours: (id: string) => measure(async () => (await openLogEntry(bridgeOf(), id)).outcome),
  baseline: (id: string) =>
    measure(async () => outcomeOfLogEntry(await unwrap(bridgeOf().getLookupLogEntry({ id })))),
};
document.body.dataset.ready = 'true';
