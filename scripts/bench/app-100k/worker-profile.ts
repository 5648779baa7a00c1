/**
 * The CDP sampling profiler in a page's dedicated workers (the web build's job worker, the emulator's
 * worker): each worker is reached through the page's own CDP session (`Target.setAutoAttach`, not
 * flattened, so that Playwright's session can carry the worker's messages), profiled from `start` to
 * `stop`, and summed by function (self time) over a span of the page's timeline (the threads of one
 * renderer process sample by one clock) — not cut by task: a worker has no long tasks to read. The app-100k profile (app-100k-profile.ts `--workers`) prints these.
 */
import type { CDPSession } from '@playwright/test';
import type { Profile } from './task-profile';
import { samplingParams, type AllocProfile } from './alloc-profile';

/** One thread's summed profile: its name, sampled milliseconds, and function → self milliseconds. */
export interface ThreadProfile {
  readonly thread: string;
  readonly sampledMs: number;
  readonly self: ReadonlyMap<string, number>;
}

/** One worker's stopped profile. */
export interface WorkerProfile {
  readonly thread: string;
  readonly profile: Profile;
  /** The worker's allocation sampling, when asked for. */
  readonly alloc?: AllocProfile;
}

/** A worker attached through the page's session. */
interface AttachedWorker {
  sessionId: string;
  name: string;
}

/**
 * Sums a CDP profile by function's self time (each sample counts its following time delta), only the
 * samples whose profiler timestamp `within` accepts (all by default).
 */
export function selfTimes(
  profile: Profile,
  within: (micros: number) => boolean = () => true,
): { sampledMs: number; self: Map<string, number> } {
  const labels = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    labels.set(node.id, `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`);
  }
  const self = new Map<string, number>();
  let sampledMs = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (!within(at)) return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    sampledMs += ms;
    const label = labels.get(id)!;
    self.set(label, (self.get(label) ?? 0) + ms);
  });
  return { sampledMs, self };
}

/**
 * Attaches to every dedicated worker of the page `cdp` is a session of (those running now and those
 * started later) and starts the profiler in each; the returned function stops them all and resolves
 * with their profiles.
 */
export async function startWorkerProfiles(
  cdp: CDPSession,
  options: { alloc?: boolean } = {},
): Promise<() => Promise<WorkerProfile[]>> {
  const workers: AttachedWorker[] = [];
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  const send = (sessionId: string, method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const started: Promise<unknown>[] = [];
  cdp.on('Target.attachedToTarget', (event) => {
    const { sessionId, targetInfo } = event;
    workers.push({ sessionId, name: targetInfo.title || targetInfo.url.split('/').pop() || 'worker' });
    started.push(
      (async () => {
        await send(sessionId, 'Profiler.enable');
        await send(sessionId, 'Profiler.setSamplingInterval', { interval: 500 });
        await send(sessionId, 'Profiler.start');
        if (options.alloc) {
          await send(sessionId, 'HeapProfiler.enable');
          await send(sessionId, 'HeapProfiler.startSampling', samplingParams);
        }
        await send(sessionId, 'Runtime.runIfWaitingForDebugger');
      })(),
    );
  });
  // A worker started later waits for its profiler to start before it runs.
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  // The existing workers' attach events arrive right after the call.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await Promise.all(started);
  return async () => {
    await Promise.all(started);
    const profiles: WorkerProfile[] = [];
    for (const worker of workers) {
      const stopped = (await send(worker.sessionId, 'Profiler.stop')) as { profile?: Profile } | undefined;
      const sampled = options.alloc
        ? ((await send(worker.sessionId, 'HeapProfiler.stopSampling')) as
            { profile?: AllocProfile } | undefined)
        : undefined;
      if (stopped?.profile)
        profiles.push({ thread: worker.name, profile: stopped.profile, alloc: sampled?.profile });
    }
    return profiles;
  };
}
