/**
 * The results table's first paint (issue 35: "the table's first render measures only what it shows"), in
 * the web build against the local index server. Watched from inside the page: the moment a lookup's table
 * enters the DOM, a ResizeObserver is set on it, whose first call comes in the frame of the table's first
 * paint, after the app's own (which fits the table's height) and before the paint. At that paint the
 * table holds only the rows in its view — none of the overscan rows below it — and has its fitted height
 * (its bottom in the window); the overscan rows come in a task after it. Failed before: the first render
 * held rows for a 480 px guess and 12 overscan rows (18 rows in a 240 px table that shows 6).
 */
import { expect, test } from '@playwright/test';
import type { RunningIndexServer } from '../local-index-server';
import { accountsScreen, lookUpFile, openWebApp, useIndexServer } from './support/web-app';

const COUNT = 300;
/** results-grid.ts: rows and header are 40 px high. */
const ROW_HEIGHT = 40;
/** results-table.tsx: rows rendered beyond the view once the first frame has painted. */
const OVERSCAN = 12;

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: COUNT } });
test.use({ viewport: { width: 1366, height: 768 } });

/** What the page saw at the table's first paint. */
interface FirstPaint {
  rows: number;
  tableHeight: number;
  tableBottom: number;
}

test("a lookup's table paints first with only the rows that can be in view, at its fitted height", async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      const table = document.querySelector('[data-testid="accounts"] [data-testid="results-table"]');
      if (!table?.querySelector('[data-testid="result-row"]')) return;
      seen.disconnect();
      const atPaint = new ResizeObserver(() => {
        atPaint.disconnect();
        const first: FirstPaint = {
          rows: table.querySelectorAll('[data-testid="result-row"]').length,
          tableHeight: table.clientHeight,
          tableBottom: table.getBoundingClientRect().bottom,
        };
        (window as unknown as { firstPaint: FirstPaint }).firstPaint = first;
      });
      atPaint.observe(table);
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  const addresses = server.data.list.slice(0, COUNT).map((r) => r.raw);
  await lookUpFile(page, addresses);
  const handle = await page.waitForFunction(
    () => (window as unknown as { firstPaint?: FirstPaint }).firstPaint,
  );
  const first = (await handle.jsonValue()) as FirstPaint;
  const windowHeight = page.viewportSize()!.height;
  // The rows its height shows under the header, and the one cut at its bottom: no overscan yet.
  expect(first.rows).toBe(Math.ceil((first.tableHeight - ROW_HEIGHT) / ROW_HEIGHT) + 1);
  // Painted at its fitted height: its bottom (its horizontal scrollbar) in the window.
  expect(first.tableBottom).toBeLessThanOrEqual(windowHeight);

  // Then the overscan comes: rows below the view, ready for a scroll. Counted against the table's height
  // at the same moment: the summary's charts load meanwhile and take the room above it, which shrinks it.
  const table = accountsScreen(page).getByTestId('results-table');
  await expect
    .poll(() =>
      table.evaluate((element, row) => {
        const inView = Math.ceil((element.clientHeight - row) / row) + 1;
        return element.querySelectorAll('[data-testid="result-row"]').length - inView;
      }, ROW_HEIGHT),
    )
    .toBe(OVERSCAN);
});
