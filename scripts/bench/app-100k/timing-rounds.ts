/**
 * More samples of the figures `app-100k-vs-cli` and `app-100k-vs-worker-fetch-loop` divide — the CLI's
 * run, the bare fetch loop in a dedicated worker of the app's page, and the app's lookup — taken in
 * alternation, each app lookup in a fresh page. On a shared two-core machine one sample of
 * each swings by 20 % and more (the same code gave 1.14, 1.21 and 1.55 in three runs), so the lines
 * report the ratio of the medians, with every sample beside it.
 */
import type { Browser } from '@playwright/test';
import type { RunningIndexServer } from '../../../local-index-server';
import { median } from '../harness';
import { checkLookup, loadFile, lookUp, openApp } from './app-session';
import { timeCliAccounts } from './cli-run';
import { fetchLoopInWorker } from './fetch-loop';

/** Wall times in ms, in the order taken. */
export interface TimingSamples {
  cliMs: number[];
  appMs: number[];
  /** The bare loop in a dedicated worker of the app's page, just before the app's lookup in it. */
  workerLoopMs: number[];
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
 * The CLI on the file, then in a fresh page of the app the worker's loop and the app's lookup on the
 * same file: one sample of each, checked.
 */
async function oneRound(browser: Browser, appUrl: string, root: string, setup: RoundSetup) {
  const { server, raws, fileText, file } = setup;
  server.clearRequests();
  const cli = await timeCliAccounts(root, file, server);
  const { context, page, errors } = await openApp(browser, appUrl, server.url);
  try {
    const workerLoop = await fetchLoopInWorker(page, setup.urls);
    if (workerLoop.accounts !== raws.length)
      throw new Error(`app-100k: the worker's fetch loop saw ${workerLoop.accounts} accounts.`);
    await loadFile(page, fileText, raws.length);
    server.clearRequests();
    const spans = await lookUp(page, raws.length);
    await checkLookup(page, server, raws, errors);
    return { cliMs: cli.ms, appMs: spans.doneAt - spans.clickAt, workerLoopMs: workerLoop.ms };
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
    const round = await oneRound(browser, appUrl, root, setup);
    samples.cliMs.push(round.cliMs);
    samples.appMs.push(round.appMs);
    samples.workerLoopMs.push(round.workerLoopMs);
  }
  return samples;
}

/** The medians, and the samples rounded to 0.1 s for the detail. */
export function summarised(samples: TimingSamples) {
  const seconds = (list: number[]) => list.map((ms) => Math.round(ms / 100) / 10);
  return {
    appMs: median(samples.appMs),
    cliMs: median(samples.cliMs),
    workerLoopMs: median(samples.workerLoopMs),
    detail: {
      rounds: samples.appMs.length,
      appLookupSecondsEach: seconds(samples.appMs),
      cliSecondsEach: seconds(samples.cliMs),
      ratioEach: samples.appMs.map((ms, i) => Math.round((ms / samples.cliMs[i]!) * 1000) / 1000),
    },
    /** The same for the worker's loop (app-100k-vs-worker-fetch-loop). */
    workerDetail: {
      rounds: samples.appMs.length,
      appLookupSecondsEach: seconds(samples.appMs),
      workerLoopSecondsEach: seconds(samples.workerLoopMs),
      ratioEach: samples.appMs.map((ms, i) => Math.round((ms / samples.workerLoopMs[i]!) * 1000) / 1000),
    },
  };
}
