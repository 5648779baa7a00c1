/**
 * The watch list in the desktop shell (issue 11, item 5): the renderer behind the shell harness — the
 * production preload API and IPC registry, main's watcher running over the real lookup-log LevelDB —
 * with only Electron's Notification stood in for by a recording notifier. Main notifies a change once,
 * in plain text, named by the user's label; the list, the toggle and the history survive a restart,
 * and the restarted app compares with the state kept on disk (the next change is notified again).
 */
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { expect, openScreen, openShellApp, restartApp, test } from './shell-harness/shell-app';
import type { Locator } from '@playwright/test';

let server: RunningIndexServer;
test.beforeEach(async () => {
  server = await startIndexServer({ port: 0 });
});
test.afterEach(async () => {
  await server.close();
});

const v4 = sampleAccount('wallet-v4r2');

/**
 * Check now until a check sees the change: a press while a check is already running (one that read the
 * indexer before the change, on a loaded machine) joins it; the next press reads the change.
 */
async function checkUntilChanged(watch: Locator): Promise<void> {
  await expect(async () => {
    await watch.getByTestId('watch-check-now').click();
    await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 1 change', { timeout: 5_000 });
  }).toPass();
}

test("main notifies a watched account's change; the list, the toggle and the history survive a restart", async ({
  page,
  userDataDir,
}) => {
  const harness = await openShellApp(page, { userDataDir, indexerUrl: server.url });
  // The user's label names the account in the notification.
  await page.evaluate((raw) => window.tonIndex!.setLabel({ address: raw, text: 'Treasury' }), v4.raw);

  let watch = await openScreen(page, 'Watch');
  await watch.getByLabel('Address to watch').fill(v4.friendly);
  await watch.getByTestId('watch-add').click();
  const watched = () => page.getByTestId('watch').locator(`[data-testid="watch-row"][data-raw="${v4.raw}"]`);
  await expect(watched()).toBeVisible();
  await watch.getByTestId('watch-notify').check();
  await expect(watch.getByTestId('watch-notify')).toBeChecked();
  await watch.getByTestId('watch-check-now').click();
  await expect(watch.getByTestId('watch-status')).toContainText('1 checked, 0 changes');
  expect(harness.notifications).toEqual([]);

  const row = server.data.get(v4.raw)!;
  const lt = BigInt(row.lastTransactionLt!);
  row.lastTransactionLt = (lt + 7n).toString();
  await checkUntilChanged(watch);
  expect(harness.notifications).toEqual([
    { raw: v4.raw, title: 'Treasury changed', body: `New transaction (lt ${lt + 7n})` },
  ]);

  await restartApp(page, harness);
  watch = await openScreen(page, 'Watch');
  await expect(watched()).toBeVisible();
  await expect(watch.getByTestId('watch-notify')).toBeChecked();
  await watched().getByTestId('watch-history-toggle').click();
  await expect(watch.getByTestId('watch-change')).toHaveCount(1);
  await expect(watch.getByTestId('watch-change')).toContainText(`New transaction (lt ${lt + 7n})`);

  // The restarted main compares with the state on disk: the next change is one change, notified.
  row.status = 'frozen';
  await checkUntilChanged(watch);
  expect(harness.notifications).toHaveLength(2);
  expect(harness.notifications[1]).toEqual({
    raw: v4.raw,
    title: 'Treasury changed',
    body: 'Status active → frozen',
  });
  await expect(watch.getByTestId('watch-change')).toHaveCount(2);
  await harness.close();
});
