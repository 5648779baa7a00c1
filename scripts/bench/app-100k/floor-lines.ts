/**
 * The app-100k bench's lines against the client floor (client-floor.ts), from its timing rounds
 * (timing-rounds.ts): `app-100k-vs-client-floor`, `client-floor-vs-worker-fetch-loop`, and the CPU
 * seconds per 100,000 accounts the app spends above the floor on the job worker, the page's main
 * thread and the renderer's thread pool (cpu-above-floor.ts). Pure.
 */
import { result, type BenchResult } from '../harness';
import { cpuAboveFloor } from './cpu-above-floor';
import { summarised, type TimingSamples } from './timing-rounds';

/** The bare loop in the app's worker, as the lines name their baseline. */
export const WORKER_LOOP =
  "the same batches fetched 4 at a time and JSON.parse-d in a dedicated worker of the app's page, nothing else";

/** The client floor, as the lines name their baseline. */
export const CLIENT_FLOOR =
  "the client floor: the app's own indexer binding, index client (URL, bounded body reader, schema check, answer check) and bulk scheduler with its pacing, in a dedicated worker of the app's page, the list held, each answer dropped after its check";

/** How `app-100k-vs-client-floor` is measured, over `rounds` rounds. */
export const floorMedians = (rounds: number) =>
  `median app lookup / median client floor over ${rounds} rounds (in each fresh page of the app, the worker's loop and the client floor in turn, then the app's lookup)`;

/**
 * `app-100k-vs-client-floor`, `client-floor-vs-worker-fetch-loop`, and the CPU seconds per 100,000
 * accounts the app spends above the floor on each thread cpu-above-floor.ts reads.
 */
export function floorLines(timings: TimingSamples, accounts: number): BenchResult[] {
  const medians = summarised(timings);
  const cpu = cpuAboveFloor(timings.appCpu, timings.floorCpu, accounts).map((t) => ({
    ...result(
      `app-100k-cpu-above-client-floor-${t.thread}`,
      { ours: t.above, baseline: t.floor },
      Infinity,
      {
        measured: `median CPU s of the app's lookup (click → table complete) minus the client floor's, on ${t.owner}, per 100,000 accounts, over ${timings.appMs.length} rounds`,
        appCpuSeconds: t.app,
        baseline_is: `the client floor's own CPU s on the same thread (${t.owner}), per 100,000 accounts`,
        appCpuSecondsEach: timings.appCpu.map((c) => c[t.owner] ?? 0),
        floorCpuSecondsEach: timings.floorCpu.map((c) => c[t.owner] ?? 0),
      },
      'CPU-s',
    ),
    target_on: 'ours' as const,
  }));
  return [
    result('app-100k-vs-client-floor', { ours: medians.appMs, baseline: medians.floorMs }, 1.15, {
      ...medians.floorDetail,
      measured: floorMedians(timings.appMs.length),
      baseline_is: CLIENT_FLOOR,
    }),
    result(
      'client-floor-vs-worker-fetch-loop',
      { ours: medians.floorMs, baseline: medians.workerLoopMs },
      Infinity,
      {
        ...medians.floorLoopDetail,
        measured:
          'median client floor / median worker loop over the same rounds (the two in turn in each page)',
        ours_is: CLIENT_FLOOR,
        baseline_is: WORKER_LOOP,
      },
    ),
    ...cpu,
  ];
}
