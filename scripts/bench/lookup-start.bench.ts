/**
 * Bench `lookup-start-100k-labels`: the time from "Look up" to the lookup's first request to the
 * indexer, with 100,000 private labels kept (the most the app keeps), through the bridge as the desktop
 * app crosses it — the argument structured-cloned (what IPC does), the shared dispatch and back end, the
 * stores over a real LevelDB, an indexer that answers at once (not found) and records when it was asked:
 *
 * - `ours`: the lookup started with 100,000 labels (the app already used: a lookup ran before);
 * - `baseline`: the same lookup on a back end whose stores hold no label — the start's floor.
 *
 * A lookup's start used to read every label, favourite and watched address to build the user's side of
 * the look-alike index (shared/address/look-alike-address.ts); it is now built once and kept up to date
 * (shared/bridge/own-address-index.ts), so the labels should cost the start nothing: the target is ≤ 1.5× the floor.
 * Medians of alternating rounds in ms. Run directly (`npx tsx scripts/bench/lookup-start.bench.ts`) it
 * prints its result as one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openLookupLogStore, type LookupLogStore } from '../../electron/lookup-log-store';
import { joinLines } from '../../shared/bridge/api/api-parts';
import { createBackEnd } from '../../shared/bridge/back-end';
import { createBridgeDispatch } from '../../shared/bridge/dispatch';
import type { JobEvents } from '../../shared/jobs/job-events';
import type { JobClient } from '../../shared/jobs/job-indexer';
import { MAX_LABELS } from '../../shared/labels/label-record';
import { defaultSettings, type Settings } from '../../shared/settings/settings-schema';
import { sampleRaw } from '../../test-support/sample-log-drafts';
import { median, result, type BenchResult } from './harness';
import { importSampleLabels } from './sample-labels';

const LABELS = MAX_LABELS;
/** A lookup's accounts (not labelled ones): one request. */
const ACCOUNTS = 100;
const TARGET_RATIO = 1.5;
const ROUNDS = 9;

/** An indexer that answers at once that it knows none of the accounts, noting when it was asked. */
function instantIndexer(asked: () => void): JobClient {
  return {
    masterchainInfo: () => Promise.reject(new Error('not asked in this bench')),
    accountStatesRequest: async (addresses) => {
      asked();
      return { accounts: [], address_book: new Map(), metadata: new Map(), not_found: [...addresses] };
    },
  };
}

/** A back end over `stores`, and the lookup start timed to its first request. */
function lookupStarter(stores: LookupLogStore) {
  const profile = { id: 'bench', name: 'bench', baseUrl: 'http://127.0.0.1:9', builtIn: false };
  const settings: Settings = { ...defaultSettings(), profiles: [profile], activeProfileId: profile.id };
  let onAsked = () => undefined as void;
  const backEnd = createBackEnd({
    settings: { current: () => settings },
    secrets: { has: () => false, read: () => undefined },
    createClient: () => instantIndexer(() => onAsked()),
    lookupLog: stores.log,
    labels: stores.labels,
    watch: stores.watch,
    libraries: stores.libraries,
    paces: stores.paces,
    storage: stores.core,
  });
  const dispatch = createBridgeDispatch(backEnd.handlers);
  const raws = Array.from({ length: ACCOUNTS }, (_, i) => sampleRaw(LABELS + 1 + i));
  return async (): Promise<number> => {
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    const events = {
      emit: (type: keyof JobEvents) => {
        if (type === 'job-done' || type === 'job-failed') done();
      },
    };
    const started = performance.now();
    const first = new Promise<number>((resolve) => (onAsked = () => resolve(performance.now())));
    const arg = {
      jobId: `job-${crypto.randomUUID()}`,
      addressLines: joinLines(raws),
      inputLines: joinLines(raws),
      includeBoc: false,
    };
    const reply = await dispatch('startLookup', structuredClone(arg), {
      events,
      signal: new AbortController().signal,
    });
    if (!reply.ok) throw new Error(reply.error.message);
    const askedAt = await first;
    await ended;
    return askedAt - started;
  };
}

/** Runs the bench and answers its result line. */
export async function run(): Promise<BenchResult[]> {
  const dirs = [await mkdtemp(join(tmpdir(), 'bench-start-')), await mkdtemp(join(tmpdir(), 'bench-start-'))];
  const [labelled, empty] = dirs.map((dir) => openLookupLogStore(dir)) as [LookupLogStore, LookupLogStore];
  try {
    await importSampleLabels(labelled.labels, LABELS);
    const ours = lookupStarter(labelled);
    const floor = lookupStarter(empty);
    // The app in use: each back end has run a lookup (the first reads the user's addresses once).
    const firstWithLabels = await ours();
    await floor();
    const times = { ours: [] as number[], baseline: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      times.ours.push(await ours());
      times.baseline.push(await floor());
    }
    return [
      {
        ...result(
          'lookup-start-100k-labels',
          { ours: median(times.ours), baseline: median(times.baseline) },
          TARGET_RATIO,
          {
            labels: LABELS,
            accounts: ACCOUNTS,
            rounds: ROUNDS,
            first_lookup_ms: Math.round(firstWithLabels),
          },
        ),
        target_on: 'ratio',
      },
    ];
  } finally {
    await Promise.all([labelled.close(), empty.close()]);
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
