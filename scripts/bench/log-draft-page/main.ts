/**
 * The page of bench `log-draft-save` (log-draft-save.bench.ts), built with the web build's CSP (so zod
 * runs without its eval-compiled fast path, as in the app). It saves one lookup log draft two ways and
 * records the main thread's long tasks during each:
 * - `ours`: the app's path — the draft sent in parts through the web bridge (renderer/bridge/web-bridge.ts)
 *   to the log's Worker, where it is checked, assembled, serialised and written to IndexedDB;
 * - `baseline`: the path before it — the whole draft checked against the contract in the page (the old
 *   validated bridge), then handed to the log in the page, which checked it again, serialised it and
 *   wrote it to IndexedDB, all on the main thread.
 */
// The renderer's first import, as in renderer/main.tsx (@ton/core needs Buffer).
import '../../../renderer/polyfills';
import { BrowserLevel } from 'browser-level';
import { createWebBridge } from '../../../renderer/bridge/web-bridge';
import { uploadLookupLogDraft } from '../../../shared/bridge/log-draft-upload';
import { lookupLogDraftSchema } from '../../../shared/lookup-log/log-entry';
import { createLookupLog } from '../../../shared/lookup-log/lookup-log';
import { sampleDraft } from '../../../test-support/sample-log-drafts';

/** One measured save. */
export interface SaveRun {
  ms: number;
  longTasks: number[];
  ok: boolean;
  accounts: number;
}

const tasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push(entry.duration);
}).observe({ type: 'longtask' });

/** Runs `save` on a draft made beforehand, recording the long tasks from the call until it settles. */
async function measure(
  accounts: number,
  save: (draft: ReturnType<typeof sampleDraft>) => Promise<boolean>,
): Promise<SaveRun> {
  const draft = sampleDraft(accounts);
  // Let the task that built the draft end, and its long task be reported, before measuring.
  await new Promise((resolve) => setTimeout(resolve, 200));
  tasks.length = 0;
  const started = performance.now();
  const ok = await save(draft);
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { ms, longTasks: [...tasks], ok, accounts };
}

const bridge = createWebBridge({ storage: null, indexer: null });

(window as unknown as { __bench: unknown }).__bench = {
  ours: (accounts: number) =>
    measure(accounts, async (draft) => (await uploadLookupLogDraft(bridge, draft)).ok),
  baseline: (accounts: number) =>
    measure(accounts, async (draft) => {
      const checked = lookupLogDraftSchema.strict().safeParse(draft);
      if (!checked.success) return false;
      const log = createLookupLog(new BrowserLevel<string, string>('bench-baseline-log'));
      await log.add(checked.data);
      return true;
    }),
};
document.body.dataset.ready = 'true';
