/**
 * The floor of the app-100k bench: the same requests the app and the CLI send (the same batches, from
 * the scheduler's own planner, no BoCs), 4 in flight, each answer only `fetch`ed and `JSON.parse`d —
 * no checking, matching, pacing or UI. Run once in Node and once in the page, where the app's in-page
 * bridge fetches.
 */
import type { Page } from '@playwright/test';
import { planBatches } from '../../../shared/bulk/batch-planner';
import { DEFAULT_BULK_LIMITS } from '../../../shared/bulk/bulk-lookup';
import { accountStatesQuery, accountStatesUrlLength } from '../../../shared/client/index-client';

/** In flight at once: the scheduler's default concurrency. */
export const LOOP_CONCURRENCY = 4;

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
