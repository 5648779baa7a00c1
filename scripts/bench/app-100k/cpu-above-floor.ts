/**
 * What the web app's lookup spends above its client floor (client-floor.ts), thread by thread, in CPU
 * seconds per 100,000 accounts: the medians of the app's samples and of the floor's (cpu-accounting.ts
 * owners), their difference, scaled to 100,000 accounts. The threads are the three the ablation of the
 * web path read the gap in: the job worker, the page's main thread and the renderer's thread pool
 * (V8's concurrent GC and compile). Pure.
 */
import { median } from '../harness';

/** CPU seconds of one sample by owner (cpuSecondsBetween; an owner under 50 ms is absent: 0). */
export type CpuSample = Record<string, number>;

/** The threads read, by the name the bench lines use and the owner cpu-accounting.ts gives them. */
export const FLOOR_THREADS = [
  { thread: 'job-worker', owner: 'renderer/DedicatedWorker' },
  { thread: 'page-main', owner: 'renderer/main' },
  { thread: 'v8-gc-pool', owner: 'renderer/ThreadPoolForeg' },
] as const;

/** One thread: the app's and the floor's median CPU seconds and the app's above the floor, per 100,000 accounts. */
export interface ThreadAboveFloor {
  thread: (typeof FLOOR_THREADS)[number]['thread'];
  owner: string;
  app: number;
  floor: number;
  above: number;
}

const PER = 100_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Each of {@link FLOOR_THREADS} over `app` and `floor` (samples of a lookup of `accounts` accounts);
 * empty when either has no sample (/proc unreadable: every sample empty counts as no sample).
 */
export function cpuAboveFloor(
  app: readonly CpuSample[],
  floor: readonly CpuSample[],
  accounts: number,
): ThreadAboveFloor[] {
  const read = (samples: readonly CpuSample[]) => samples.filter((s) => Object.keys(s).length > 0);
  const [apps, floors] = [read(app), read(floor)];
  if (apps.length === 0 || floors.length === 0 || accounts <= 0) return [];
  const scale = PER / accounts;
  const of = (samples: CpuSample[], owner: string) => median(samples.map((s) => s[owner] ?? 0)) * scale;
  return FLOOR_THREADS.map(({ thread, owner }) => {
    const [a, f] = [of(apps, owner), of(floors, owner)];
    return { thread, owner, app: round2(a), floor: round2(f), above: round2(a - f) };
  });
}
