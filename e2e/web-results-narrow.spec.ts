/**
 * Nothing exact is cut in a narrow window: the results' quick filters at 1024×768 (and 800×600) through
 * an analyst's 100,000-account lookup, in the web build against the local index server. While the
 * accounts are held pending (every count keeps the room of "100,000"), half-way (counts growing) and at
 * the end (the Locked note naming the jetton wallets not read), each quick filter — its name and its
 * count — and the Export menu (which says how many rows it exports), and each count of the Results
 * heading line, is whole: no scrolled-off part, in the window (at 800×600 once the page is scrolled down
 * to the line), inside every box that clips, and not under another element. Failed before: the line
 * scrolled sideways under the Export menu at 1024 px, "Not deployed (" cut at the menu's edge and
 * Locked out of sight; at 800×600 half-way, the heading's statuses' counts scrolled out of its line
 * ("· 2,228 uninit" at its cut edge).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RunningIndexServer } from '../local-index-server';
import { accountsScreen, lookUpFile, openWebApp, useIndexServer } from './support/web-app';

const BIG = 100_000;

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: BIG } });

/** Each quick filter and count, and the Export menu, that is not whole as the user sees it, and why. */
function cutParts(screen: Locator): Promise<string[]> {
  return screen.evaluate((root) => {
    const line = root.querySelector('[data-testid="quick-filters"]')!.parentElement!;
    const heading = root.querySelector('[data-testid="results-heading-line"]')!;
    // A window too low for the lookup form and the lines under it (800×600): the page scrolls down to
    // the quick filters' end, as the user would; nothing is scrolled sideways.
    window.scrollBy(0, Math.max(0, line.getBoundingClientRect().bottom - window.innerHeight));
    const parts = [
      ...line.querySelectorAll<HTMLElement>('.switch, .reserved-figure, [data-testid="export-menu"]'),
      ...heading.querySelectorAll<HTMLElement>('.reserved-figure, [data-testid="shown-count"]'),
    ];
    const cuts: string[] = [];
    for (const part of parts) {
      const name = part.innerText.replace(/\s+/g, ' ').trim();
      const box = part.getBoundingClientRect();
      const fail = (why: string) => cuts.push(`${name}: ${why}`);
      if (part.scrollWidth > part.clientWidth)
        fail(`its text overflows (${part.scrollWidth} > ${part.clientWidth})`);
      if (box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight)
        fail('out of the window');
      for (let up = part.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        if (up === document.documentElement || up === document.body) continue;
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.bottom > clip.bottom + 0.5)
          fail(
            `clipped by ${up.className || up.tagName} (${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(clip.left)}-${Math.round(clip.right)})`,
          );
      }
      const y = box.top + box.height / 2;
      for (const x of [box.left + 1, box.left + box.width / 2, box.right - 1]) {
        const top = document.elementFromPoint(x, y);
        if (top && !part.contains(top) && !top.contains(part))
          fail(
            `under ${top.getAttribute('data-testid') ?? top.className ?? top.tagName} at x ${Math.round(x)}`,
          );
      }
    }
    return parts.length < 6 ? [`only ${parts.length} parts`] : cuts;
  });
}

/** Answered so far (the lookup's progress), or every account once the progress has gone. */
const answered = (screen: Locator): Promise<number> =>
  screen.evaluate((element, total) => {
    const progress = element.querySelector('[data-testid="lookup-progress"]');
    return progress ? Number(progress.getAttribute('data-done')) : total;
  }, BIG);

/** The line's parts are whole now, with the line scrolled to its start as the user first sees it. */
async function expectWhole(page: Page, when: string): Promise<void> {
  expect(await cutParts(accountsScreen(page)), when).toEqual([]);
}

/** The table's top in the page (not the window: at 800×600 the page is scrolled). */
const tableTop = (page: Page): Promise<number> =>
  accountsScreen(page)
    .getByTestId('results-table')
    .evaluate((table) => Math.round(table.getBoundingClientRect().top + window.scrollY));

// 1366×768 (the app's target) and each band of the lines' heights (styles.css): 1024 and 880 px (the
// quick filters in two lines; the heading's counts in one line of their own, then in two), 800×600.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 880, height: 768 },
  { width: 800, height: 600 },
]) {
  test(`at ${viewport.width}×${viewport.height} the quick filters, their counts, the Export menu and the heading's counts are whole through a 100,000-account lookup, the table unmoved`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await openWebApp(page, server.url);
    const screen = accountsScreen(page);
    server.accountAnswers.hold();
    await lookUpFile(
      page,
      server.data.list.slice(0, BIG).map((r) => r.raw),
    );
    await expect(screen.getByTestId('result-row').first()).toBeVisible({ timeout: 60_000 });
    await expect(screen.getByTestId('export-menu')).toContainText('100,000');
    await expectWhole(page, 'pending: each count keeps the room of 100,000');
    // The lines that make room for the counts are there from the first row: the table stays put.
    const top = await tableTop(page);

    server.accountAnswers.release();
    await expect.poll(() => answered(screen), { timeout: 240_000 }).toBeGreaterThanOrEqual(BIG / 2);
    await expectWhole(page, 'half-way');
    expect(await tableTop(page), 'the table where it was at the first row').toBe(top);

    await expect(screen.getByTestId('lookup-progress')).toHaveCount(0, { timeout: 240_000 });
    await expect(screen.getByTestId('results-summary')).not.toContainText(' pending', { timeout: 60_000 });
    await expect(screen.getByTestId('lock-read')).toContainText('jetton wallets not read');
    await expectWhole(page, 'ended');
    expect(await tableTop(page), 'the table where it was at the first row').toBe(top);
  });
}
