/**
 * Accessibility of the web build: an axe-core scan of every screen (chain status, accounts with results,
 * the detail dialog, address book, settings, an error banner) in the light and the dark theme finds no
 * serious or critical violation, and the main flow works with the keyboard alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import {
  accountsScreen,
  lookUp,
  openWebApp,
  resultRow,
  showScreen,
  statusScreen,
  useIndexServer,
  LOOKUP_GIVE_UP_MS,
} from './support/web-app';

// The page's CSP forbids inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

const LABELS: SampleLabel[] = [
  'wallet-v4r2',
  'jetton-wallet-1',
  'nft-item',
  'nonexist',
  'huge-balance',
  'frozen',
];
const LIST = LABELS.map((l) => sampleAccount(l).friendly);

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** Scans the page as it is and records blocking violations under `where`. */
async function scan(page: Page, where: string, report: string[]): Promise<void> {
  const { violations, rulesPassed } = await runAxe(page);
  expect(rulesPassed, `axe checked nothing on ${where}`).toBeGreaterThan(10);
  const blocking = blockingViolations(violations);
  if (blocking.length > 0) report.push(formatViolations(where, blocking));
  // Moderate and minor findings do not fail the scan; they are listed for whoever reads the run.
  const rest = violations.filter((v) => !blocking.includes(v));
  if (rest.length > 0) console.log(formatViolations(`${where}, not blocking`, rest));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation on any screen (${colorScheme} theme)`, async ({
    page,
  }) => {
    // A walk through every screen with an axe scan on each, and a lookup that gives up after its
    // retries: the default 45 s hang guard is too short for it on a loaded machine (seen at load 21).
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme });
    const report: string[] = [];
    await openWebApp(page, server.url);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      colorScheme === 'dark',
    );

    await expect(statusScreen(page).getByTestId('block-last')).toBeVisible();
    await scan(page, 'chain status', report);

    await lookUp(page, LIST.join('\n'), LIST.length);
    await scan(page, 'accounts with results', report);
    // A private label in its row, and the column picker open.
    const labelCell = resultRow(page, sampleAccount('wallet-v4r2').raw).locator('[data-col="label"]');
    await labelCell.getByTestId('label-edit').click();
    await labelCell.getByTestId('label-input').fill('Customer 4411');
    await labelCell.getByTestId('label-input').press('Enter');
    await expect(labelCell.getByTestId('mine-label')).toBeVisible();
    await accountsScreen(page).getByTestId('column-picker').click();
    await scan(page, 'accounts with a label and the column picker', report);
    await accountsScreen(page).getByTestId('column-picker').click();

    await resultRow(page, sampleAccount('jetton-wallet-1').raw).click();
    await expect(page.getByTestId('account-detail')).toBeVisible();
    await page.getByTestId('account-detail').getByTestId('favourite-toggle').click();
    await scan(page, 'account detail dialog', report);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-detail')).toBeHidden();

    await showScreen(page, 'Address book');
    await expect(page.getByTestId('address-book-table')).toBeVisible();
    await scan(page, 'address book', report);

    await showScreen(page, 'Favourites');
    await expect(page.getByTestId('favourites').getByTestId('favourite')).toHaveCount(1);
    await scan(page, 'favourites and labels', report);

    await showScreen(page, 'Log');
    const entry = page.getByTestId('log').getByTestId('log-entry').first();
    await entry.getByTestId('log-edit-notes').click();
    await entry.getByTestId('log-note-input').fill('T-4411');
    await entry.getByTestId('log-notes-save').click();
    await page.getByTestId('log').getByTestId('log-search').fill('T-4411');
    await expect(page.getByTestId('log').getByTestId('log-entry')).toHaveCount(1);
    await scan(page, 'log with a note and a search', report);

    await showScreen(page, 'Settings');
    await scan(page, 'settings', report);

    // An error banner, details open.
    server.setFaults({ mode: 'http500', endpoints: ['accountStates'] });
    await showScreen(page, 'Accounts');
    await accountsScreen(page).getByRole('button', { name: 'Look up', exact: true }).click();
    const banner = accountsScreen(page).getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-error-kind', 'http', { timeout: LOOKUP_GIVE_UP_MS });
    await banner.getByRole('button', { name: 'Details' }).click();
    await scan(page, 'error banner', report);

    expect(report, `axe violations (serious or critical):\n${report.join('\n')}`).toEqual([]);
  });
}

test('keyboard only: Tab to the Addresses box, type, Ctrl+Enter, arrows and Enter open a row, Escape closes and focus returns', async ({
  page,
}) => {
  const accounts = ['wallet-v4r2', 'jetton-master', 'frozen'] as const;
  await openWebApp(page, server.url);
  await expect(statusScreen(page).getByTestId('block-last')).toBeVisible();

  // Tab into the tab list, arrow to Accounts (ARIA tabs), Tab into its panel.
  const focusedTestId = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '',
    );
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Theme')).toBeFocused(); // the header's theme menu comes first
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'Chain status' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Accounts' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  const box = accountsScreen(page).getByLabel('Addresses', { exact: true });
  await expect(box).toBeFocused();

  await page.keyboard.type(accounts.map((l) => sampleAccount(l).friendly).join('\n'));
  await expect(accountsScreen(page).getByTestId('address-summary')).toHaveAttribute('data-valid', '3');
  await page.keyboard.press('Control+Enter');
  await expect(accountsScreen(page).getByTestId('results-table')).toHaveAttribute('data-total-rows', '3');

  // Tab forward until the table's active row has focus (one tab stop for the whole table's rows; the
  // filters, the column picker and each header's sort button and resize handle come first).
  for (let i = 0; i < 45 && (await focusedTestId()) !== 'result-row'; i++) await page.keyboard.press('Tab');
  const first = resultRow(page, sampleAccount(accounts[0]).raw);
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = resultRow(page, sampleAccount(accounts[1]).raw);
  await expect(second).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('account-detail');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(sampleAccount(accounts[1]).friendly);
  // Focus moved into the dialog.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
});
