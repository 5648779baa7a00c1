/**
 * Where the web build's work runs: in its one job worker, served with a policy of its own (it may fetch
 * the indexer and start the emulator's Worker, nothing more), not in the page — after a lookup the page's
 * own resource timeline has no request to the indexer (a worker's requests are in the worker's).
 */
import { expect, test } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { cspForJobWorker } from '../shared/csp';
import { lookUp, openWebApp, useIndexServer } from './support/web-app';

let server: RunningIndexServer;
useIndexServer((s) => (server = s));

test('the lookup runs in the job worker, served with its own policy; the page fetches no indexer', async ({
  page,
}) => {
  const worker = page.waitForResponse((response) => /\/assets\/job-worker-[\w-]+\.js$/.test(response.url()));
  await openWebApp(page, server.url);
  expect((await worker).headers()['content-security-policy']).toBe(cspForJobWorker());
  await lookUp(
    page,
    [sampleAccount('wallet-v4r2').friendly, sampleAccount('wallet-v3r2').friendly].join('\n'),
    2,
  );
  await expect(page.locator('[data-testid="result-row"][data-status="active"]')).toHaveCount(2);
  expect(server.requests.some((r) => /accountStates$/.test(r.path))).toBe(true);
  const pageFetches = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(pageFetches.filter((url) => url.startsWith(server.url))).toEqual([]);
});
