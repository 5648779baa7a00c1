/**
 * Screenshots of the main screens for the README, written to docs/screenshots/ by every run of the
 * suite (no flag, no skip: they always show the current UI). Light theme, 1366×860, the web build
 * against the local index server. Each PNG is decoded again and must not be blank.
 *
 * The pictures are reproducible, so a test run leaves the committed files unchanged unless the UI
 * changed: the server serves the recorded testnet masterchain blocks on a fixed port, its data come
 * from its fixed seed, and the page's clock is pinned a few seconds after the last block.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { LAST_BLOCK_TIME, shootPng, useScreenshotServer } from './support/screenshots';
import { LOOKUP_GIVE_UP_MS, accountsScreen, openWebApp, resultRow, showScreen, statusScreen } from './support/web-app';

const VIEWPORT = { width: 1366, height: 860 };

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

/** Writes `docs/screenshots/<name>.png` and checks it decodes to a 1366×860 picture with real content. */
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
  // Start the picture at the live summary: the problems found, the switch, and as many rows as fit.
  await accountsScreen(page)
    .getByTestId('address-summary')
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 12));
  await shoot(page, 'accounts');

  await resultRow(page, sampleAccount('jetton-wallet-1').raw).click();
  await expect(page.getByTestId('account-detail').getByTestId('address-forms')).toBeVisible();
  // The contract section done (not its loading line), so the picture is the same on every run.
  await expect(page.getByTestId('account-detail').getByTestId('insight')).toBeVisible();
  await shoot(page, 'account-detail');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('account-detail')).toBeHidden();

  await showScreen(page, 'Settings');
  await expect(page.getByTestId('settings')).toBeVisible();
  await shoot(page, 'settings');
  await showScreen(page, 'Accounts');

  // A failed lookup over earlier results: the banner, its details, and the results kept below.
  server.setFaults({ mode: 'http502-html', endpoints: ['accountStates'] });
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
  await expect(page.getByTestId('log').getByTestId('log-entry')).toHaveCount(1);
  await shoot(page, 'log');
});
