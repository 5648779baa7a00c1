/**
 * What the app-100k bench measures inside the page: long tasks with their start times, the time from a
 * tab click to the next paint, the heap, and marks the bench's waits record when their condition first
 * held (page clock, `performance.now()`), so every span is measured on one clock.
 */
import type { CDPSession, Page } from '@playwright/test';

/** One long task (> 50 ms) of the page's main thread. */
export interface LongTask {
  startTime: number;
  duration: number;
}

interface ProbeWindow {
  __benchLongTasks: LongTask[];
  __benchMarks: Record<string, number>;
}

/** Starts recording long tasks (kept in the page) and resets the marks. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = window as unknown as ProbeWindow;
    probe.__benchLongTasks = [];
    probe.__benchMarks = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.__benchLongTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
}

/** Long tasks that overlap [from, to] (page clock). */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<LongTask[]> {
  const tasks = await page.evaluate(() => (window as unknown as ProbeWindow).__benchLongTasks);
  return tasks.filter((t) => t.startTime + t.duration >= from && t.startTime <= to);
}

/** Clicks the element of `selector` from inside the page; resolves with the page time of the click. */
export function clickAt(page: Page, selector: string): Promise<number> {
  return page.evaluate((s) => {
    const element = document.querySelector<HTMLElement>(s);
    if (!element) throw new Error(`nothing matches ${s}`);
    const at = performance.now();
    element.click();
    return at;
  }, selector);
}

/** The page time recorded as mark `name` by a wait's predicate (`window.__benchMarks[name] ??= performance.now()`). */
export async function markOf(page: Page, name: string): Promise<number> {
  const at = await page.evaluate((n) => (window as unknown as ProbeWindow).__benchMarks[n], name);
  if (at === undefined) throw new Error(`app-100k: no mark ${name}`);
  return at;
}

/**
 * Clicks the tab `id` and resolves with the time to the next paint (a frame, then a task after it) and
 * the longest task in the second after the click (deferred work shows there).
 */
export async function switchScreen(
  page: Page,
  id: string,
): Promise<{ screen: string; ms: number; longestTaskAfterMs: number }> {
  const { at, ms } = await page.evaluate(async (tab) => {
    const button = document.querySelector<HTMLElement>(`[data-testid="tab-${tab}"]`);
    if (!button) throw new Error(`no tab ${tab}`);
    const at = performance.now();
    button.click();
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { at, ms: performance.now() - at };
  }, id);
  await page.waitForTimeout(1_000);
  const tasks = await longTasksBetween(page, at, at + 1_000);
  return { screen: id, ms, longestTaskAfterMs: tasks.reduce((m, t) => Math.max(m, t.duration), 0) };
}

/** Used JS heap in bytes, as V8 reports it right now (garbage included). */
export async function heapUsed(cdp: CDPSession): Promise<number> {
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Used JS heap in bytes after two full collections. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return heapUsed(cdp);
}

/** One heap sample: the page time it was taken at (approximately) and the used heap in bytes. */
export interface HeapSample {
  at: number;
  bytes: number;
}

/**
 * Samples the heap every `everyMs` until `stop()`, which resolves with the samples. Each is stamped
 * with the page's clock (Node's clock plus the offset measured at the start), so it can be split by
 * the page's marks.
 */
export async function sampleHeap(
  page: Page,
  cdp: CDPSession,
  everyMs: number,
): Promise<{ stop: () => Promise<HeapSample[]> }> {
  const before = performance.now();
  const pageNow = await page.evaluate(() => performance.now());
  const offset = pageNow - (before + performance.now()) / 2;
  const samples: HeapSample[] = [];
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const bytes = await heapUsed(cdp).catch(() => 0);
      samples.push({ at: performance.now() + offset, bytes });
      await new Promise((ok) => setTimeout(ok, everyMs));
    }
  })();
  return {
    stop: async () => {
      sampling = false;
      await loop;
      return samples;
    },
  };
}

/** The largest sample taken in [from, to] (page clock), in bytes. */
export function peakBetween(samples: readonly HeapSample[], from: number, to: number): number {
  return samples.filter((s) => s.at >= from && s.at <= to).reduce((m, s) => Math.max(m, s.bytes), 0);
}
