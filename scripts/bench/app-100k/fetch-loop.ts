/**
 * The floor of the app-100k bench: the same requests the app and the CLI send (the same batches, from
 * the scheduler's own planner, no BoCs), as many in flight as the scheduler's default, each answer only
 * `fetch`ed and `JSON.parse`d — no checking, matching, pacing or UI. Run in Node, in the page, and in a
 * dedicated worker of the page — where the web app's lookup runs (its job worker), so the last is the
 * floor of the runtime the app's lookup pays.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { planBatches } from '../../../shared/bulk/batch-planner';
import { DEFAULT_BULK_LIMITS } from '../../../shared/bulk/bulk-lookup';
import { accountStatesQuery, accountStatesUrlLength } from '../../../shared/client/index-client';
import { DEFAULT_CONCURRENCY } from '../../../shared/api/request-limits';
import { runPageWorker } from './page-worker';

/** In flight at once: the scheduler's default concurrency, which the app's lookup uses. */
export const LOOP_CONCURRENCY = DEFAULT_CONCURRENCY;

/** The accountStates URLs the app sends for `raws` (distinct raw addresses, in input order), BoCs off: the client's own query. */
export function lookupUrls(baseUrl: string, raws: readonly string[]): string[] {
  const batches = planBatches(raws, DEFAULT_BULK_LIMITS, (batch) =>
    accountStatesUrlLength(baseUrl, batch, false),
  );
  return batches.map((batch) => `${baseUrl}/api/v3/accountStates${accountStatesQuery(batch, false)}`);
}

/** Fetches every URL, `concurrency` at a time, parsing each body; resolves with the wall time and accounts seen. */
export async function fetchLoop(
  urls: readonly string[],
  concurrency = LOOP_CONCURRENCY,
): Promise<{ ms: number; accounts: number }> {
  const started = performance.now();
  let next = 0;
  let accounts = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await fetch(url);
      // Read the body first: `accounts += await …` would read `accounts` before the wait and lose updates.
      const answer = JSON.parse(await response.text()) as { accounts: unknown[] };
      accounts += answer.accounts.length;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: performance.now() - started, accounts };
}

/** The same loop inside `page` (the page's own fetch); also the longest task it caused there. */
export function fetchLoopInPage(
  page: Page,
  urls: readonly string[],
): Promise<{ ms: number; accounts: number; longestTaskMs: number }> {
  return page.evaluate(
    async ({ urls, concurrency }) => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const started = performance.now();
      let next = 0;
      let accounts = 0;
      // No named function in here: the bench's TypeScript runner would wrap it in a helper the page lacks.
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < urls.length) {
            const url = urls[next++]!;
            const response = await fetch(url);
            const answer = JSON.parse(await response.text()) as { accounts: unknown[] };
            accounts += answer.accounts.length;
          }
        }),
      );
      const ms = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
      observer.disconnect();
      return { ms, accounts, longestTaskMs: tasks.length ? Math.max(...tasks) : 0 };
    },
    { urls: [...urls], concurrency: LOOP_CONCURRENCY },
  );
}

/** A request as the code that sent it saw it (ms, the worker's clock): sent, headers and body in hand. */
export interface JsMark {
  sent: number;
  headers: number;
  read: number;
}

/** The worker's file, beside the app's own files (the web build's CSP takes workers from 'self' only, no blob:). */
const WORKER_FILE = 'bench-fetch-loop-worker.js';

/**
 * The loop as a classic worker script: it answers "ready" once started, then runs the loop on the URLs
 * it is sent and posts `{ ms, accounts }`, timed inside the worker from the URLs' arrival.
 */
const WORKER_SOURCE = `
// Every request's Resource Timing kept (250 by default), for the in-flight bench to read.
performance.setResourceTimingBufferSize(1000000);
onmessage = async (event) => {
  const { urls, concurrency, marked } = event.data;
  // Asked by the in-flight bench only: when each request left, its headers and its body reached the loop.
  const marks = marked ? [] : null;
  const started = performance.now();
  let next = 0;
  let accounts = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const mark = marks && { sent: performance.now(), headers: 0, read: 0 };
        const response = await fetch(url);
        if (mark) mark.headers = performance.now();
        const text = await response.text();
        if (mark) {
          mark.read = performance.now();
          marks.push(mark);
        }
        const answer = JSON.parse(text);
        accounts += answer.accounts.length;
      }
    }),
  );
  postMessage({ ms: performance.now() - started, accounts, marks });
};
postMessage('ready');
`;

/** Writes the worker's script into the built app's directory `appDir`, so the app's page may start it. */
export async function addFetchLoopWorker(appDir: string): Promise<void> {
  await writeFile(join(appDir, WORKER_FILE), WORKER_SOURCE);
}

/**
 * The same loop in a dedicated worker that `page` starts (a fresh one, started before the clock runs:
 * the app's job worker is running before its lookup too); resolves with the loop's wall time and the
 * accounts it saw. The page must be the app built with {@link addFetchLoopWorker}.
 */
export function fetchLoopInWorker(
  page: Page,
  urls: readonly string[],
  /** Leaves the worker running (a profiler reads it after the loop); the page's next loop ends it. */
  keep = false,
  /** Also answers when each request left and its headers and body reached the loop (the in-flight bench). */
  marked = false,
): Promise<{ ms: number; accounts: number; marks: JsMark[] | null }> {
  return runPageWorker(
    page,
    { file: WORKER_FILE, name: 'bench-fetch-loop', module: false },
    { urls: [...urls], concurrency: LOOP_CONCURRENCY, marked },
    keep,
  );
}
