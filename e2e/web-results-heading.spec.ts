/**
 * The results table keeps its place through a big lookup: an analyst's 100,000-account list, watched in
 * the web build against the local index server. Every frame from the first row's landing to the end,
 * the page notes where the table's top edge is; the test waits for the lookup's states (the first row,
 * half of the accounts answered, the lookup ended with every row filled in) and asserts the table was
 * at one place throughout. Failed before: the Results heading line wrapped to a second line when the
 * statuses' counts came in (1366×768: table top 493 → 520) and the progress bar left at the end
 * (→ 432), at 1024×768 520 → 432 — a click aimed at a row landed on another.
 */
import { expect, test, type Page } from '@playwright/test';
import type { RunningIndexServer } from '../local-index-server';
import { accountsScreen, lookUpFile, openWebApp, useIndexServer } from './support/web-app';

const BIG = 100_000;

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: BIG } });

/** Where the table's top was, frame after frame (a new entry only when it moved), and at which count. */
interface TopSeen {
  top: number;
  done: string;
  summary: string;
}

/** From the frame the first row shows in, notes every frame's table top that differs from the last. */
async function watchTableTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: TopSeen[] = [];
    (window as unknown as { tops: TopSeen[] }).tops = seen;
    const frame = () => {
      const screen = document.querySelector('[data-testid="accounts"]')!;
      const table = screen.querySelector('[data-testid="results-table"]');
      if (table?.querySelector('[data-testid="result-row"]')) {
        const top = Math.round(table.getBoundingClientRect().top);
        if (seen.at(-1)?.top !== top)
          seen.push({
            top,
            done:
              screen.querySelector('[data-testid="lookup-progress"]')?.getAttribute('data-done') ?? 'ended',
            summary: screen.querySelector('[data-testid="results-summary"]')?.textContent ?? '',
          });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`the table's top stays where the first row landed until a 100,000-account lookup ends, at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await openWebApp(page, server.url);
    await watchTableTop(page);
    await lookUpFile(
      page,
      server.data.list.slice(0, BIG).map((r) => r.raw),
    );
    const screen = accountsScreen(page);
    await expect(screen.getByTestId('result-row').first()).toBeVisible({ timeout: 60_000 });
    // Half the accounts answered: the statuses' counts are in the heading, the figures grown.
    // (A lookup that has already ended has passed it.)
    const answered = () =>
      screen.evaluate((element, total) => {
        const progress = element.querySelector('[data-testid="lookup-progress"]');
        return progress ? Number(progress.getAttribute('data-done')) : total;
      }, BIG);
    await expect.poll(answered, { timeout: 240_000 }).toBeGreaterThanOrEqual(BIG / 2);
    await expect(screen.getByTestId('results-summary')).toContainText(' active');
    await expect(screen.getByTestId('lookup-progress')).toHaveCount(0, { timeout: 240_000 });
    await expect(screen.getByTestId('results-summary')).not.toContainText(' pending', { timeout: 60_000 });
    await expect(screen.getByTestId('shown-count')).toHaveText(`Showing 100,000 of 100,000`);
    // One more frame, so the last layout is noted.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );

    const tops = await page.evaluate(() => (window as unknown as { tops: TopSeen[] }).tops);
    expect(tops.length, 'the first row was seen').toBeGreaterThan(0);
    expect(tops, 'the table top at one place from the first row to the end').toEqual([tops[0]!]);
    const table = (await screen.getByTestId('results-table').boundingBox())!;
    expect(Math.round(table.y), 'and there now').toBe(tops[0]!.top);
    expect(table.y + table.height, 'the table ends in the window').toBeLessThanOrEqual(viewport.height);
  });
}
