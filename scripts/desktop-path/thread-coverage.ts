/**
 * Which functions a thread ran, from V8's precise coverage (`node:inspector`'s Profiler, in the thread
 * itself): started once, before the thread loads the code it measures, with call counts; each take
 * answers the scripts with at least one function called since the previous take (taking resets the
 * counts), so the walks take before and after an action and keep the second. One per thread: the main
 * thread, the renderer's and each emulator thread run their own.
 */
import { Session } from 'node:inspector/promises';
import type { MessagePort } from 'node:worker_threads';

let session: Session | null = null;

/** Starts this thread's coverage (once; later calls do nothing). */
export async function startCoverage(): Promise<void> {
  if (session) return;
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
}

/** The URLs of the scripts that ran a function since the last take (none when coverage is off). */
export async function takeCoverage(): Promise<string[]> {
  if (!session) return [];
  const { result } = await session.post('Profiler.takePreciseCoverage');
  return result
    .filter((script) => script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0))
    .map((script) => script.url);
}

/** Answers each `'take'` posted on `port` with a take. */
export function serveCoverage(port: MessagePort): void {
  port.on('message', (message) => {
    if (message === 'take') void takeCoverage().then((urls) => port.postMessage(urls));
  });
  port.unref();
}
