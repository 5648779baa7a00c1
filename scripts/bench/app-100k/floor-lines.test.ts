/**
 * The app-100k lines against the client floor, from three rounds of samples, as the bench prints them
 * and as docs/benchmarks.md's generator writes them: the app against the floor (target 1.15), the floor
 * against the bare loop and the CPU above the floor by thread (no target), each baseline named.
 */
import { describe, expect, it } from 'vitest';
import { benchMarkdown, readBenchLines } from '../markdown';
import { floorLines } from './floor-lines';
import type { TimingSamples } from './timing-rounds';

const timings: TimingSamples = {
  cliMs: [3000, 3100, 2900],
  appMs: [4400, 4000, 4200],
  workerLoopMs: [2500, 2400, 2600],
  floorMs: [3500, 3600, 3400],
  appCpu: [
    { 'renderer/DedicatedWorker': 2.3, 'renderer/main': 0.8, 'renderer/ThreadPoolForeg': 0.85 },
    { 'renderer/DedicatedWorker': 2.1, 'renderer/main': 0.7, 'renderer/ThreadPoolForeg': 0.9 },
    { 'renderer/DedicatedWorker': 2.5, 'renderer/main': 0.75, 'renderer/ThreadPoolForeg': 0.8 },
  ],
  floorCpu: [
    { 'renderer/DedicatedWorker': 1.0 },
    { 'renderer/DedicatedWorker': 1.1, 'renderer/ThreadPoolForeg': 0.1 },
    { 'renderer/DedicatedWorker': 1.2 },
  ],
};

/** The lines as run.ts saves them (JSON: Infinity becomes null) and read back. */
const saved = () =>
  readBenchLines(
    floorLines(timings, 100_000)
      .map((line) => JSON.stringify(line))
      .join('\n'),
  );
const rowOf = (markdown: string, name: string) =>
  markdown.split('\n').find((line) => line.startsWith(`| ${name} |`));

describe('the client floor lines', () => {
  it('divide the median app lookup by the median floor, against ≤ 1.15×', () => {
    const [vsFloor, floorVsLoop] = floorLines(timings, 100_000);
    expect(vsFloor).toMatchObject({
      name: 'app-100k-vs-client-floor',
      ours: 4200,
      baseline: 3500,
      ratio: 1.2,
      target: 1.15,
    });
    expect(vsFloor!.detail).toMatchObject({ ratioEach: [1.257, 1.111, 1.235] });
    expect(floorVsLoop).toMatchObject({
      name: 'client-floor-vs-worker-fetch-loop',
      ours: 3500,
      baseline: 2500,
      ratio: 1.4,
      target: Infinity,
    });
  });

  it('print the CPU seconds above the floor on each thread, the floor’s own as the baseline', () => {
    const cpu = floorLines(timings, 100_000).slice(2);
    expect(cpu.map((line) => [line.name, line.ours, line.baseline, line.unit])).toEqual([
      ['app-100k-cpu-above-client-floor-job-worker', 1.2, 1.1, 'CPU-s'],
      ['app-100k-cpu-above-client-floor-page-main', 0.75, 0, 'CPU-s'],
      ['app-100k-cpu-above-client-floor-v8-gc-pool', 0.85, 0, 'CPU-s'],
    ]);
  });

  it('are written in the benchmarks table: judged, or kept for comparison, each baseline listed', () => {
    const markdown = benchMarkdown(saved());
    expect(rowOf(markdown, 'app-100k-vs-client-floor')).toContain(
      '| 4,200 ms | 3,500 ms | 1.20× | ≤ 1.15× | **missed** |',
    );
    expect(rowOf(markdown, 'client-floor-vs-worker-fetch-loop')).toContain('| 1.40× | — | no target |');
    expect(rowOf(markdown, 'app-100k-cpu-above-client-floor-page-main')).toContain(
      '| 0.75 CPU-s | 0.00 CPU-s | — | — | no target |',
    );
    expect(markdown).toMatch(/^- app-100k-vs-client-floor: the client floor: the app's own indexer binding/m);
    expect(markdown).toContain("- app-100k-cpu-above-client-floor-job-worker: the client floor's own CPU s");
  });
});
