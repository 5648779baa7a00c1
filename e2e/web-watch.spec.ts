/**
 * The watch list (issue 11, item 5) in the web build against the local index server: an address is
 * watched (from the Watch screen, and from an account's detail), notifications are turned on (the page
 * has the browser's permission; the spec records `new Notification(…)` through an init script), "Check
 * now" takes a baseline, the account changes on the indexer, the next check raises one notification in
 * plain text and keeps "previous → now" in the history, which survives a reload; axe finds nothing
 * serious in the light and the dark theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { shortFriendly } from '../shared/watch/watch-notice';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import { literal, openWebApp, resultRow, lookUp, showScreen, useIndexServer } from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

test.use({ bypassCSP: true, permissions: ['notifications'] });

const v4 = sampleAccount('wallet-v4r2');
const v3 = sampleAccount('wallet-v3r2');

/** Replaces `window.Notification` with a recorder (same permission) before any page script runs. */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.Notification;
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    function Recording(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body ?? '' });
    }
    Object.defineProperty(Recording, 'permission', { get: () => real.permission });
    Object.defineProperty(Recording, 'requestPermission', { value: () => real.requestPermission() });
    Object.defineProperty(window, 'Notification', { value: Recording, configurable: true, writable: true });
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications,
  );

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const { violations, rulesPassed } = await runAxe(page);
  expect(rulesPassed).toBeGreaterThan(0);
  const blocking = blockingViolations(violations);
  expect(blocking, formatViolations(where, blocking)).toEqual([]);
}

test('a watched account that changes on the indexer raises one notification and keeps previous → now in its history, across a reload', async ({
  page,
}) => {
  const row = server.data.get(v4.raw)!;
  const before = row.balance;
  try {
    await recordNotifications(page);
    await openWebApp(page, server.url);
    await showScreen(page, 'Watch');
    const watch = page.getByTestId('watch');
    await watch.getByLabel('Address to watch').fill(v4.friendly);
    await watch.getByTestId('watch-add').click();
    const watched = watch.locator(`[data-testid="watch-row"][data-raw="${v4.raw}"]`);
    await expect(watched).toBeVisible();

    await watch.getByTestId('watch-notify').check();
    await expect(watch.getByTestId('watch-notify')).toBeChecked();
    await expect(watch.getByTestId('watch-permission')).toHaveCount(0);

    // The baseline: adding checks the address at once (no click: a click while that check runs queues a
    // second one, which would run after the change below and take the notice away). Nothing is notified.
    await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 0 changes');
    await expect(watched.getByTestId('watch-state-status')).toHaveText('active');

    // The account receives 1.5 TON on the indexer.
    row.balance = (BigInt(before) + 1_500_000_000n).toString();
    await watch.getByTestId('watch-check-now').click();
    await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 1 change');
    await expect(watch.getByTestId('watch-notice')).toContainText('found 1 change');
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    const [notification] = await shownNotifications(page);
    // Named by the shortened friendly address (no label), in plain text.
    expect(notification!.title).toBe(`${shortFriendly(v4.raw)} changed`);
    expect(notification!.title).toMatch(/^EQ[\w-]{4}…[\w-]{6} changed$/);
    expect(notification!.body).toMatch(/^Balance [\d.]+ TON → [\d.]+ TON$/);

    await watched.getByTestId('watch-history-toggle').click();
    const history = watch.getByTestId('watch-history');
    await expect(history.getByTestId('watch-change')).toHaveCount(1);
    await expect(history.getByTestId('watch-change')).toContainText(notification!.body);
    await expectAxeClean(page, 'watch screen, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAxeClean(page, 'watch screen, dark');

    // A check that sees nothing new notifies nothing.
    await watch.getByTestId('watch-check-now').click();
    await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 0 changes');
    expect(await shownNotifications(page)).toHaveLength(1);

    // Survives a reload: the list, the setting and the history.
    await page.reload();
    await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
    await showScreen(page, 'Watch');
    await expect(watched).toBeVisible();
    await expect(watch.getByTestId('watch-notify')).toBeChecked();
    await watched.getByTestId('watch-history-toggle').click();
    await expect(watch.getByTestId('watch-change')).toHaveText(new RegExp(literal(notification!.body)));
  } finally {
    row.balance = before;
  }
});

test('"Check now" says a check is running until it lands, over the last check\'s words', async ({ page }) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Watch');
  const watch = page.getByTestId('watch');
  await watch.getByLabel('Address to watch').fill(v3.raw);
  await watch.getByTestId('watch-add').click();
  await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 0 changes');
  await expect(watch.getByTestId('watch-checking')).toHaveCount(0);
  // The indexer does not answer the next check: the status says it runs, the last check's words kept.
  server.setFaults({ mode: 'hang', endpoints: ['accountStates'], times: 1 });
  await watch.getByTestId('watch-check-now').click();
  await expect(watch.getByTestId('watch-checking')).toHaveText('Checking now…');
  await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 0 changes');
  await expect(watch.getByTestId('watch-check-now')).toBeDisabled();
});

test('"Watch" in an account\'s detail puts it on the watch list', async ({ page }) => {
  await openWebApp(page, server.url);
  await lookUp(page, v3.friendly, 1);
  await resultRow(page, v3.raw).click();
  const detail = page.getByTestId('account-detail');
  await detail.getByTestId('detail-watch').click();
  await expect(detail.getByTestId('detail-watch')).toHaveText('Watching');
  await page.keyboard.press('Escape');
  await showScreen(page, 'Watch');
  await expect(
    page.getByTestId('watch').locator(`[data-testid="watch-row"][data-raw="${v3.raw}"]`),
  ).toBeVisible();
});

test('an interval typed out of range is refused with a message, and the one in force is kept', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Watch');
  const screen = page.getByTestId('watch');
  const input = screen.getByTestId('watch-interval');
  await expect(input).toHaveValue('300');
  for (const typed of ['5', '100000', '45.5']) {
    await input.fill(typed);
    await screen.getByTestId('watch-interval-save').click();
    await expect(screen.getByTestId('watch-interval-error')).toHaveText(
      `“${typed}” was not saved: the interval must be a whole number of seconds from 30 to 86,400 (one day). The interval in force is unchanged.`,
    );
  }
  await page.reload();
  await openWebApp(page, server.url);
  await showScreen(page, 'Watch');
  await expect(input).toHaveValue('300');
  // A good one is saved, and the message goes; the field keeps it while it is saved and after.
  await input.fill('60');
  await screen.getByTestId('watch-interval-save').click();
  await expect(screen.getByTestId('watch-interval-error')).toHaveCount(0);
  await expect(input).toHaveValue('60');
  await expect(screen.getByTestId('watch-interval-saved')).toHaveText('Saved: checked every 60 seconds.');
  await expect(input).toHaveValue('60');
  await page.reload();
  await openWebApp(page, server.url);
  await showScreen(page, 'Watch');
  await expect(input).toHaveValue('60');
});

test.describe("without the browser's permission", () => {
  test.use({ permissions: [] });

  test('turning notifications on says they are not allowed; a change still lands in the history and on the screen', async ({
    page,
  }) => {
    const row = server.data.get(v3.raw)!;
    const before = row.balance;
    try {
      await recordNotifications(page);
      await openWebApp(page, server.url);
      await showScreen(page, 'Watch');
      const watch = page.getByTestId('watch');
      await watch.getByLabel('Address to watch').fill(v3.raw);
      await watch.getByTestId('watch-add').click();
      await watch.getByTestId('watch-notify').check();
      await expect(watch.getByTestId('watch-permission')).toContainText('does not allow notifications');
      // The baseline is the check adding makes (see above).
      await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 0 changes');
      row.balance = (BigInt(before) + 7n).toString();
      await watch.getByTestId('watch-check-now').click();
      await expect(watch.getByTestId('watch-notice')).toContainText('found 1 change');
      await watch.getByTestId('watch-history-toggle').click();
      await expect(watch.getByTestId('watch-change')).toContainText('Balance');
      expect(await shownNotifications(page)).toEqual([]);
    } finally {
      row.balance = before;
    }
  });
});
