/**
 * The CPU the web app spends above its client floor, thread by thread: medians of each side's samples,
 * the difference, per 100,000 accounts; nothing when /proc could not be read.
 */
import { describe, expect, it } from 'vitest';
import { cpuAboveFloor, type CpuSample } from './cpu-above-floor';

const app: CpuSample[] = [
  { total: 8, 'renderer/DedicatedWorker': 2.4, 'renderer/main': 0.8, 'renderer/ThreadPoolForeg': 0.9 },
  { total: 9, 'renderer/DedicatedWorker': 2.2, 'renderer/main': 0.7, 'renderer/ThreadPoolForeg': 0.8 },
  { total: 7, 'renderer/DedicatedWorker': 3.0, 'renderer/main': 0.9 },
];
const floor: CpuSample[] = [
  { total: 5, 'renderer/DedicatedWorker': 1.2 },
  { total: 5, 'renderer/DedicatedWorker': 1.0, 'renderer/ThreadPoolForeg': 0.1 },
  { total: 6, 'renderer/DedicatedWorker': 1.1 },
];

describe('CPU above the client floor', () => {
  it('reads the job worker, the page main thread and the V8 pool: the medians and their difference', () => {
    expect(cpuAboveFloor(app, floor, 100_000)).toEqual([
      { thread: 'job-worker', owner: 'renderer/DedicatedWorker', app: 2.4, floor: 1.1, above: 1.3 },
      // A thread a sample does not name spent under 50 ms there: 0.
      { thread: 'page-main', owner: 'renderer/main', app: 0.8, floor: 0, above: 0.8 },
      { thread: 'v8-gc-pool', owner: 'renderer/ThreadPoolForeg', app: 0.8, floor: 0, above: 0.8 },
    ]);
  });

  it('scales a lookup of another size to 100,000 accounts', () => {
    const [worker] = cpuAboveFloor(app, floor, 50_000);
    expect(worker).toMatchObject({ app: 4.8, floor: 2.2, above: 2.6 });
  });

  it('gives nothing when a side has no sample that read /proc', () => {
    expect(cpuAboveFloor(app, [{}, {}], 100_000)).toEqual([]);
    expect(cpuAboveFloor([], floor, 100_000)).toEqual([]);
  });
});
