/**
 * The web build (real Chromium) waiting out a 429 whose Retry-After is 999,999 s (the scheduler caps it
 * at 60 s): the lookup progress says how long and why, counts down, and Cancel ends the wait at once,
 * keeping what arrived. Failed on the code before (the progress showed "pending" with no reason and no
 * countdown for the whole wait).
 */
import { expect, test } from '@playwright/test';
import { type RunningIndexServer } from '../local-index-server';
import { accountsScreen, lookUpFile, openWebApp, useIndexServer } from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: 1000 } });

test('a 429 with Retry-After 999999: the wait and its cause are shown and counted down; Cancel ends it at once, keeping what arrived', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  const raws = server.data.list
    .filter((r) => !r.label)
    .slice(0, 1000)
    .map((r) => r.raw);
  // Only the batch holding the last address is refused: the batches before it arrive.
  server.setFaults({
    mode: 'rate-limit',
    retryAfter: 999_999,
    endpoints: ['accountStates'],
    addresses: [raws.at(-1)!],
  });
  await lookUpFile(page, raws);
  const screen = accountsScreen(page);
  const waiting = screen.getByTestId('lookup-waiting');
  await expect(waiting).toContainText(
    /^waiting (60|59|58) s: the indexer said 429 Too Many Requests \(Retry-After 999999, capped at 60 s\) — attempt 2 of 5 next\. Cancel stops the lookup now and keeps what arrived\.$/,
  );
  const first = Number(await waiting.getAttribute('data-seconds-left'));
  await expect
    .poll(async () => Number(await waiting.getAttribute('data-seconds-left')), { timeout: 20_000 })
    .toBeLessThan(first);

  // "At once" means: the lookup ends long before the wait would have run out. The deadline is the
  // wait's remaining time, not a guess at how fast a loaded machine is.
  const leftAtClick = Number(await waiting.getAttribute('data-seconds-left'));
  await screen.getByTestId('cancel-button').click();
  await expect(screen.getByTestId('lookup-progress')).toBeHidden({ timeout: (leftAtClick - 5) * 1000 });
  const incomplete = screen.getByTestId('lookup-incomplete');
  await expect(incomplete).toContainText(/Cancelled: [\d,]+ of 1,000 accounts arrived and are shown/);
  const [, arrived] = /Cancelled: ([\d,]+) of/.exec((await incomplete.textContent()) ?? '')!;
  expect(Number(arrived!.replace(/,/g, ''))).toBeGreaterThan(0);
});
