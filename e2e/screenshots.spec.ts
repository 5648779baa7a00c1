/**
 * Screenshots of the main screens for the README, taken by every run of the suite (no flag, no skip:
 * they always show the current UI) into an ignored folder, and into docs/screenshots/ by
 * `npm run screenshots`. Light theme, the web build against the local index server, at 1366×768 (the
 * smallest screen the results table is made to fit). Each PNG is decoded again and must not be blank.
 *
 * The pictures are reproducible: the server serves the recorded testnet masterchain blocks on a fixed
 * port, its data come from its fixed seed, and the page's clock is pinned a few seconds after the last
 * block.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { allowEmulatorStart, expectInsightReady } from './support/insight';
import { LAST_BLOCK_TIME, shootPng, useScreenshotServer } from './support/screenshots';
import {
  LOOKUP_GIVE_UP_MS,
  accountsScreen,
  openWebApp,
  resultRow,
  showScreen,
  statusScreen,
} from './support/web-app';

allowEmulatorStart();

const VIEWPORT = { width: 1366, height: 768 };

test.use({ viewport: VIEWPORT, colorScheme: 'light' });
// One page walks through every screen; the files are written in order.
test.describe.configure({ mode: 'serial' });

const LABELS: SampleLabel[] = [
  'wallet-v4r2',
  'wallet-v5r1',
  'jetton-master',
  'jetton-wallet-1',
  'nft-collection',
  'nft-item',
  'huge-balance',
  'one-nanoton',
  'frozen',
  'nonexist',
  'extra-currencies',
  'masterchain-wallet',
];

/** Shown in the header (the indexer URL); a fixed port keeps the pictures the same from run to run. */
const SCREENSHOT_PORT = 18917;
let server: RunningIndexServer;
useScreenshotServer(SCREENSHOT_PORT, (started) => (server = started));

/** Writes `<name>.png` (docs/screenshots/ under `npm run screenshots`) and checks it decodes to a 1366×768 picture with real content. */
const shoot = (page: Page, name: string) => shootPng(page, name, VIEWPORT);

test('screenshots of chain status, accounts, account detail, settings, an error banner and the lookup log', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date((LAST_BLOCK_TIME + 6) * 1000));
  await openWebApp(page, server.url);
  await expect(statusScreen(page).getByTestId('block-last')).toBeVisible();
  await expect(statusScreen(page).getByTestId('freshness')).toHaveAttribute('data-level', 'fresh');
  await shoot(page, 'chain-status');

  const list = [
    ...LABELS.map((l) => sampleAccount(l).friendly),
    'https://tonviewer.com/EQBroken',
    sampleAccount('wallet-v4r2').raw.toLowerCase(),
  ].join('\n');
  await showScreen(page, 'Accounts');
  await accountsScreen(page).getByLabel('Addresses', { exact: true }).fill(list);
  await accountsScreen(page).getByRole('button', { name: 'Look up', exact: true }).click();
  await accountsScreen(page).getByTestId('lookup-valid-only').click();
  await expect(accountsScreen(page).getByTestId('results-table')).toHaveAttribute(
    'data-total-rows',
    String(LABELS.length),
  );
  // A private label on one row: the table fits the window, the paste box folded to one line.
  const labelCell = resultRow(page, sampleAccount('wallet-v4r2').raw).locator('[data-col="label"]');
  await labelCell.getByTestId('label-edit').click();
  await labelCell.getByTestId('label-input').fill('Alice (ticket T-4411)');
  await labelCell.getByTestId('label-input').press('Enter');
  await expect(labelCell.getByTestId('mine-label')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'accounts');

  await resultRow(page, sampleAccount('jetton-wallet-1').raw).click();
  await expect(page.getByTestId('account-detail').getByTestId('address-forms')).toBeVisible();
  // The contract section done (not its loading line), so the picture is the same on every run.
  await expectInsightReady(page.getByTestId('account-detail'));
  await page.getByTestId('account-detail').getByTestId('favourite-toggle').click();
  await shoot(page, 'account-detail');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('account-detail')).toBeHidden();

  // Favourites and the user's labels.
  await resultRow(page, sampleAccount('wallet-v4r2').raw).click();
  await page.getByTestId('account-detail').getByTestId('favourite-toggle').click();
  await page.keyboard.press('Escape');
  await showScreen(page, 'Favourites');
  await expect(page.getByTestId('favourites').getByTestId('favourite')).toHaveCount(2);
  await shoot(page, 'favourites');

  // The watch list: two addresses, one changed since the baseline, its history open.
  await showScreen(page, 'Watch');
  const watch = page.getByTestId('watch');
  for (const label of ['wallet-v4r2', 'jetton-wallet-1'] as const) {
    await watch.getByLabel('Address to watch').fill(sampleAccount(label).friendly);
    await watch.getByTestId('watch-add').click();
  }
  await expect(watch.getByTestId('watch-row')).toHaveCount(2);
  // The baseline is the check the second add makes. No "Check now" here: its status would read the same
  // as that check's while it still runs, and it would then read the change below, leaving the next
  // click nothing new to find (CI failed on this once).
  await expect(watch.getByTestId('watch-status')).toContainText('2 checked, 0 changes');
  const watched = server.data.get(sampleAccount('wallet-v4r2').raw)!;
  const balance = watched.balance;
  watched.balance = (BigInt(balance) + 1_500_000_000n).toString();
  await watch.getByTestId('watch-check-now').click();
  await expect(watch.getByTestId('watch-status')).toContainText('2 checked, 1 change');
  watched.balance = balance;
  await watch
    .locator(`[data-testid="watch-row"][data-raw="${sampleAccount('wallet-v4r2').raw}"]`)
    .getByTestId('watch-history-toggle')
    .click();
  await expect(watch.getByTestId('watch-change')).toHaveCount(1);
  await shoot(page, 'watch');

  await showScreen(page, 'Settings');
  await expect(page.getByTestId('settings')).toBeVisible();
  await shoot(page, 'settings');
  await showScreen(page, 'Accounts');

  // A failed lookup over earlier results: the banner, its details, and the results kept below.
  server.setFaults({ mode: 'http502-html', endpoints: ['accountStates'] });
  await accountsScreen(page).getByTestId('paste-box-folded').click();
  await accountsScreen(page)
    .getByLabel('Addresses', { exact: true })
    .fill([sampleAccount('wallet-v4r2').friendly, sampleAccount('frozen').friendly].join('\n'));
  await accountsScreen(page).getByRole('button', { name: 'Look up', exact: true }).click();
  const banner = accountsScreen(page).getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-error-kind', 'http', { timeout: LOOKUP_GIVE_UP_MS });
  await banner.getByRole('button', { name: 'Details' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'errors');
  server.setFaults({ mode: 'none' });

  // The lookup log: the finished lookup, with its time, indexer, last block and counts (the failed one is not logged).
  await showScreen(page, 'Log');
  const entry = page.getByTestId('log').getByTestId('log-entry');
  await expect(entry).toHaveCount(1);
  await entry.getByTestId('log-edit-notes').click();
  await entry.getByTestId('log-title-input').fill('Alice: missing deposit');
  await entry.getByTestId('log-note-input').fill('Ticket T-4411');
  await entry.getByTestId('log-notes-save').click();
  await entry.getByTestId('log-pin').click();
  await page.getByTestId('log').getByTestId('log-search').fill('T-4411');
  await expect(entry.getByTestId('log-note')).toBeVisible();
  await shoot(page, 'log');
});
