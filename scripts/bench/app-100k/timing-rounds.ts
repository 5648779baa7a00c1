/**
 * More samples of the figures `app-100k-vs-cli`, `app-100k-vs-worker-fetch-loop` and
 * `app-100k-vs-client-floor` divide — the CLI's run, the bare fetch loop and the client floor in
 * dedicated workers of the app's page (in turn, floors-in-page.ts), and the app's lookup — taken in
 * alternation, each app lookup in a fresh page. On a shared two-core machine one sample of
 * each swings by 20 % and more (the same code gave 1.14, 1.21 and 1.55 in three runs), so the lines
 * report the ratio of the medians, with every sample beside it.
 */
import type { Browser } from '@playwright/test';
import type { RunningIndexServer } from '../../../local-index-server';
import { median } from '../harness';
import { checkLookup, loadFile, lookUp, openApp } from './app-session';
import { timeCliAccounts } from './cli-run';
import type { CpuSample } from './cpu-above-floor';
import { cpuSnapshot, type CpuSnapshot } from './cpu-accounting';
import { cpuSampleBetween, floorsInPage } from './floors-in-page';

/** Wall times in ms, in the order taken. */
export interface TimingSamples {
  cliMs: number[];
  appMs: number[];
  /** The bare loop in a dedicated worker of the app's page, just before the app's lookup in it. */
  workerLoopMs: number[];
  /** The client floor (client-floor.ts) in the same page, in turn with the loop. */
  floorMs: number[];
  /** CPU seconds by owner of each app lookup (click → table complete) and each client floor. */
  appCpu: CpuSample[];
  floorCpu: CpuSample[];
}

/** What one round looks up: the server, the accounts, the file (as text for the app, a path for the CLI). */
export interface RoundSetup {
  server: RunningIndexServer;
  raws: readonly string[];
  fileText: string;
  file: string;
  /** The lookup's request URLs, as the app sends them (fetch-loop.ts). */
  urls: readonly string[];
}

/**
 * The CLI on the file, then in a fresh page of the app the worker's loop and the client floor (in the
 * turn `loopFirst` says), and the app's lookup on the same file: one sample of each, checked.
 */
async function oneRound(
  browser: Browser,
  appUrl: string,
  root: string,
  setup: RoundSetup,
  loopFirst: boolean,
) {
  const { server, raws, fileText, file } = setup;
  server.clearRequests();
  const cli = await timeCliAccounts(root, file, server);
  const { context, page, errors } = await openApp(browser, appUrl, server.url);
  try {
    const floors = await floorsInPage(page, server.url, setup, loopFirst);
    await loadFile(page, fileText, raws.length);
    server.clearRequests();
    const appStart = cpuSnapshot();
    let appEnd: CpuSnapshot | null = null;
    const spans = await lookUp(page, raws.length, () => (appEnd = cpuSnapshot()));
    const appCpu = cpuSampleBetween(appStart, appEnd);
    await checkLookup(page, server, raws, errors);
    return { cliMs: cli.ms, appMs: spans.doneAt - spans.clickAt, appCpu, ...floors };
  } finally {
    await context.close();
  }
}

/** Adds `rounds` more alternated samples to `samples` (which holds the first round's). */
export async function addRounds(
  samples: TimingSamples,
  rounds: number,
  browser: Browser,
  appUrl: string,
  root: string,
  setup: RoundSetup,
): Promise<TimingSamples> {
  for (let i = 0; i < rounds; i++) {
    // The first round (measured apart) ran the loop first; the turns alternate from there.
    const round = await oneRound(browser, appUrl, root, setup, samples.appMs.length % 2 === 0);
    samples.cliMs.push(round.cliMs);
    samples.appMs.push(round.appMs);
    samples.workerLoopMs.push(round.loopMs);
    samples.floorMs.push(round.floorMs);
    samples.appCpu.push(round.appCpu);
    samples.floorCpu.push(round.floorCpu);
  }
  return samples;
}

/** Each `of[i] / by[i]`, to 3 decimals. */
const ratios = (of: number[], by: number[]) => of.map((ms, i) => Math.round((ms / by[i]!) * 1000) / 1000);

/** The medians, and the samples rounded to 0.1 s for the detail. */
export function summarised(samples: TimingSamples) {
  const seconds = (list: number[]) => list.map((ms) => Math.round(ms / 100) / 10);
  return {
    appMs: median(samples.appMs),
    cliMs: median(samples.cliMs),
    workerLoopMs: median(samples.workerLoopMs),
    floorMs: median(samples.floorMs),
    detail: {
      rounds: samples.appMs.length,
      appLookupSecondsEach: seconds(samples.appMs),
      cliSecondsEach: seconds(samples.cliMs),
      ratioEach: ratios(samples.appMs, samples.cliMs),
    },
    /** The same for the worker's loop (app-100k-vs-worker-fetch-loop). */
    workerDetail: {
      rounds: samples.appMs.length,
      appLookupSecondsEach: seconds(samples.appMs),
      workerLoopSecondsEach: seconds(samples.workerLoopMs),
      ratioEach: ratios(samples.appMs, samples.workerLoopMs),
    },
    /** The same for the client floor (app-100k-vs-client-floor). */
    floorDetail: {
      rounds: samples.appMs.length,
      appLookupSecondsEach: seconds(samples.appMs),
      clientFloorSecondsEach: seconds(samples.floorMs),
      ratioEach: ratios(samples.appMs, samples.floorMs),
    },
    /** The client floor against the loop (client-floor-vs-worker-fetch-loop). */
    floorLoopDetail: {
      rounds: samples.appMs.length,
      clientFloorSecondsEach: seconds(samples.floorMs),
      workerLoopSecondsEach: seconds(samples.workerLoopMs),
      ratioEach: ratios(samples.floorMs, samples.workerLoopMs),
    },
  };
}
