/**
 * What a thread allocates, by site: the CDP sampling heap profiler (`HeapProfiler.startSampling`, objects
 * later collected by minor and major GCs included, so it counts what the GC pool pays for, not what stays)
 * summed by function — self bytes (allocated in the function itself) and total bytes (in it and what it
 * calls). The app-100k profile (app-100k-profile.ts `--alloc`) prints these per thread, per account.
 */
import type { CDPSession } from '@playwright/test';

/** One node of a CDP `HeapProfiler.SamplingHeapProfile`. */
export interface AllocNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocNode[];
}

/** The parts of a CDP sampling heap profile read here. */
export interface AllocProfile {
  head: AllocNode;
}

/** The parameters every thread samples with: 8 KiB average interval, collected objects kept. */
export const samplingParams = {
  samplingInterval: 8192,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
};

/** Starts sampling on the page's main thread; the returned function stops it with its profile. */
export async function startAllocSampling(cdp: CDPSession): Promise<() => Promise<AllocProfile>> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', samplingParams);
  return async () => ((await cdp.send('HeapProfiler.stopSampling')) as { profile: AllocProfile }).profile;
}

/** A profile summed by function: self bytes and total bytes (counted once per stack). */
export function allocSites(profile: AllocProfile): {
  bytes: number;
  self: Map<string, number>;
  total: Map<string, number>;
  /** Self bytes with a built-in's (no script: `join`, `test`, `set`) charged to the script that called it. */
  scripted: Map<string, number>;
} {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const scripted = new Map<string, number>();
  let bytes = 0;
  const walk = (node: AllocNode, above: readonly string[], caller = '(root)'): number => {
    const { functionName, url, lineNumber } = node.callFrame;
    const label = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(label, (self.get(label) ?? 0) + node.selfSize);
    const script = url ? label : `${caller} (via ${functionName || '(anonymous)'})`;
    scripted.set(script, (scripted.get(script) ?? 0) + node.selfSize);
    bytes += node.selfSize;
    let sum = node.selfSize;
    const stack = above.includes(label) ? above : [...above, label];
    for (const child of node.children) sum += walk(child, stack, url ? label : caller);
    if (!above.includes(label)) total.set(label, (total.get(label) ?? 0) + sum);
    return sum;
  };
  walk(profile.head, []);
  return { bytes, self, total, scripted };
}

/** The `count` largest of `map` in bytes an account, one per line. */
export function topPerAccount(map: ReadonlyMap<string, number>, accounts: number, count: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, bytes]) => `${(bytes / accounts).toFixed(1).padStart(8)} B/acct ${label}`);
}
