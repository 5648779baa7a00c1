/**
 * Bench `labels-100k`: opening the Favourites screen with 100,000 private labels, through the bridge as
 * the desktop app crosses it — the argument and the answer each structured-cloned (what IPC does), the
 * shared dispatch and handlers in between, the labels store over a real LevelDB:
 *
 * - `ours`: the screen's first page (`listLabelsPage`, 100 labels, with the count of all and the
 *   favourites), as the app opens it now;
 * - `baseline`: every label in one answer (`listLabels`), as the screen opened before.
 *
 * Medians of alternating runs in ms; the target is the issue's: 100,000 labels open in under a second.
 * Run directly (`npx tsx scripts/bench/labels-page.bench.ts`) it prints its result as one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openLookupLogStore } from '../../electron/lookup-log-store';
import type { BridgeMethod } from '../../shared/bridge/api/bridge-api';
import { createBridgeDispatch } from '../../shared/bridge/dispatch';
import { createLabelHandlers } from '../../shared/bridge/label-handlers';
import { MAX_LABELS } from '../../shared/labels/label-record';
import { median, result, type BenchResult } from './harness';
import { importSampleLabels } from './sample-labels';

const LABELS = MAX_LABELS;
const TARGET_MS = 1_000;
const ROUNDS = 7;

/** Runs the bench and answers its result line. */
export async function run(): Promise<BenchResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-labels-'));
  const stores = openLookupLogStore(dir);
  try {
    await importSampleLabels(stores.labels, LABELS);
    const dispatch = createBridgeDispatch(createLabelHandlers({ labels: stores.labels }));
    /** One call as IPC carries it: the argument cloned in, the answer cloned out. */
    const call = async (method: BridgeMethod, arg?: unknown) => {
      const reply = await dispatch(method, structuredClone(arg));
      const value = structuredClone(reply);
      if (!value.ok) throw new Error(value.error.message);
      return value.value;
    };
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const ours: number[] = [];
    const baseline: number[] = [];
    let shown = 0;
    await call('listLabelsPage', { limit: 100 });
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(
        await time(async () => {
          shown = ((await call('listLabelsPage', { limit: 100 })) as { labels: unknown[] }).labels.length;
        }),
      );
      baseline.push(await time(() => call('listLabels')));
    }
    return [
      {
        ...result('labels-100k', { ours: median(ours), baseline: median(baseline) }, TARGET_MS, {
          labels: LABELS,
          first_page: shown,
          rounds: ROUNDS,
        }),
        target_on: 'ours',
      },
    ];
  } finally {
    await stores.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
