/**
 * The two floors the web app's lookup is divided by, run in turn in a page of the app before its lookup:
 * the bare fetch loop in a dedicated worker (fetch-loop.ts) and the client floor (client-floor.ts), each
 * with the CPU seconds it cost by owner (cpu-accounting.ts). Which runs first alternates with the
 * caller's sample count, so neither always takes the colder or the warmer turn.
 */
import type { Page } from '@playwright/test';
import { clientFloorInWorker } from './client-floor';
import type { CpuSample } from './cpu-above-floor';
import { cpuSecondsBetween, cpuSnapshot, type CpuSnapshot } from './cpu-accounting';
import { fetchLoopInWorker } from './fetch-loop';
import { endKeptWorker } from './page-worker';

/** The CPU seconds by owner between two snapshots (an empty record when /proc could not be read). */
export function cpuSampleBetween(before: CpuSnapshot | null, after: CpuSnapshot | null): CpuSample {
  return { ...cpuSecondsBetween(before, after) };
}

/** Runs `run` between two CPU snapshots; the worker it kept running is ended after the second. */
async function withCpu<T extends { ms: number }>(page: Page, run: () => Promise<T>): Promise<[T, CpuSample]> {
  const start = cpuSnapshot();
  // Kept running until the snapshot: a thread that ended before it would not be counted.
  const answer = await run();
  const cpu = cpuSampleBetween(start, cpuSnapshot());
  await endKeptWorker(page);
  return [answer, cpu];
}

/** What one turn of the two floors gave: wall ms and CPU seconds of each. */
export interface FloorsSample {
  loopMs: number;
  loopCpu: CpuSample;
  floorMs: number;
  floorCpu: CpuSample;
}

/**
 * The worker's loop over `lookup.urls` and the client floor over `lookup.raws` against `baseUrl`, in
 * `page`, the loop first when `loopFirst`; each checked to have seen every account.
 */
export async function floorsInPage(
  page: Page,
  baseUrl: string,
  lookup: { raws: readonly string[]; urls: readonly string[] },
  loopFirst: boolean,
): Promise<FloorsSample> {
  const loop = () => withCpu(page, () => fetchLoopInWorker(page, lookup.urls, true));
  const floor = () => withCpu(page, () => clientFloorInWorker(page, baseUrl, lookup.raws, true));
  let loopRun: Awaited<ReturnType<typeof loop>>;
  let floorRun: Awaited<ReturnType<typeof floor>>;
  if (loopFirst) {
    loopRun = await loop();
    floorRun = await floor();
  } else {
    floorRun = await floor();
    loopRun = await loop();
  }
  const [{ ms: loopMs, accounts }, loopCpu] = loopRun;
  if (accounts !== lookup.raws.length)
    throw new Error(`app-100k: the worker's fetch loop saw ${accounts} accounts, not ${lookup.raws.length}.`);
  return { loopMs, loopCpu, floorMs: floorRun[0].ms, floorCpu: floorRun[1] };
}
