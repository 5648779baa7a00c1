/**
 * What ran in a page's long tasks: the CDP sampling profile of a span, cut by the page's long tasks
 * (page-probes.ts `watchLongTasks`), each with its top functions by self and by total time (garbage
 * collection shows as `(garbage collector)`). The app-100k profile (app-100k-profile.ts) prints these.
 */
import type { CDPSession, Page } from '@playwright/test';
import type { LongTask } from './page-probes';

/** The parts of a CDP `Profiler.Profile` read here (and in worker-profile.ts). */
export interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A running profile: stop it to have it, with the page time it started at. */
export async function startProfile(page: Page, cdp: CDPSession): Promise<() => Promise<TaskProfiler>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const startedAt = await page.evaluate(() => performance.now());
  await cdp.send('Profiler.start');
  return async () =>
    new TaskProfiler(((await cdp.send('Profiler.stop')) as { profile: Profile }).profile, startedAt);
}

/** One long task's share of the profile: function → sampled milliseconds. */
export interface TaskShare {
  readonly task: LongTask;
  readonly self: ReadonlyMap<string, number>;
  readonly total: ReadonlyMap<string, number>;
}

/** A stopped profile, read by task. */
export class TaskProfiler {
  private readonly labels = new Map<number, string>();
  private readonly parents = new Map<number, number>();
  /** Page time of each sample. */
  private readonly times: number[] = [];
  private readonly msPerSample: number;

  constructor(
    private readonly profile: Profile,
    private readonly startedAt: number,
  ) {
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame;
      this.labels.set(node.id, `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`);
      for (const child of node.children ?? []) this.parents.set(child, node.id);
    }
    let at = profile.startTime;
    for (const delta of profile.timeDeltas)
      this.times.push(startedAt + ((at += delta) - profile.startTime) / 1000);
    const span = this.times.length > 1 ? this.times.at(-1)! - this.times[0]! : 0;
    this.msPerSample = span / Math.max(1, this.times.length - 1);
  }

  /**
   * The page time of a profiler timestamp (microseconds of the clock every thread of the renderer
   * process samples by): a worker's samples are placed on the page's timeline with it.
   */
  pageTime(micros: number): number {
    return this.startedAt + (micros - this.profile.startTime) / 1000;
  }

  /** The samples taken within `task` (2 ms of margin: long-task times are coarse), by function. */
  share(task: LongTask): TaskShare {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    const add = (map: Map<string, number>, label: string) =>
      map.set(label, (map.get(label) ?? 0) + this.msPerSample);
    this.profile.samples.forEach((id, index) => {
      const at = this.times[index]!;
      if (at < task.startTime - 2 || at > task.startTime + task.duration + 2) return;
      add(self, this.labels.get(id)!);
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = this.parents.get(node)) {
        const label = this.labels.get(node)!;
        if (!seen.has(label)) add(total, label);
        seen.add(label);
      }
    });
    return { task, self, total };
  }
}

/** The `count` largest of `map`, one per line: `12 ms label`. */
export function topOf(map: ReadonlyMap<string, number>, count: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, ms]) => `${Math.round(ms)} ms ${label}`);
}
