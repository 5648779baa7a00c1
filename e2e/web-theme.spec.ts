/**
 * The theme menu in the web build (real Chromium): "System" follows the OS's colour scheme, "Light" and
 * "Dark" override it, the choice survives a reload, and axe finds no serious or critical violation in
 * either chosen theme — on the chain status and on the Accounts screen holding a pasted customer
 * message (its invalid entry, testnet form and skipped words shown) and the results.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import { accountsScreen, openWebApp, showScreen, statusScreen, useIndexServer } from './support/web-app';

// The page's CSP forbids inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** The page background as the user sees it. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BG = 'rgb(246, 247, 249)';
const DARK_BG = 'rgb(20, 22, 26)';

test('"System" follows the OS; Light and Dark override it and are remembered across a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openWebApp(page, server.url);
  const toggle = page.getByLabel('Theme');
  await expect(toggle).toHaveValue('system');
  expect(await background(page)).toBe(LIGHT_BG);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe(DARK_BG);

  // Light while the OS is dark.
  await toggle.selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => background(page)).toBe(LIGHT_BG);

  // Dark while the OS is light, then a reload: still dark, before and after the app is ready.
  await page.emulateMedia({ colorScheme: 'light' });
  await toggle.selectOption('dark');
  await expect.poll(() => background(page)).toBe(DARK_BG);
  await page.reload();
  await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  expect(await background(page)).toBe(DARK_BG);

  // Back to System: the OS decides again.
  await page.getByLabel('Theme').selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
});

for (const [chosen, os] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test(`axe finds no serious or critical violation with ${chosen} chosen on a ${os} OS`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: os });
    await openWebApp(page, server.url);
    await page.getByLabel('Theme').selectOption(chosen);
    await expect.poll(() => background(page)).toBe(chosen === 'dark' ? DARK_BG : LIGHT_BG);
    const report: string[] = [];
    const scan = async (where: string) => {
      const { violations, rulesPassed } = await runAxe(page);
      expect(rulesPassed, `axe checked nothing on ${where}`).toBeGreaterThan(10);
      const blocking = blockingViolations(violations);
      if (blocking.length > 0) report.push(formatViolations(where, blocking));
    };

    await expect(statusScreen(page).getByTestId('block-last')).toBeVisible();
    await scan('chain status');

    // A customer's message: two wallets (one in its testnet form), a typo, and words.
    const wallet = sampleAccount('wallet-v4r2');
    const typo = `${sampleAccount('huge-balance').friendly.slice(0, -1)}X`;
    const message = `Hi support, these are my wallets: ${wallet.friendly} ${sampleAccount('one-nanoton').friendlyTestnet}\nand ${typo} Thanks!`;
    await showScreen(page, 'Accounts');
    const screen = accountsScreen(page);
    await screen.getByLabel('Addresses', { exact: true }).fill(message);
    await expect(screen.getByTestId('address-summary')).toHaveText(
      '2 valid addresses, 0 duplicates, 1 invalid, 8 words skipped, 1 testnet form on a mainnet profile',
    );
    await screen.getByTestId('skipped-words').locator('summary').click();
    await scan('accounts with a pasted message');
    await screen.getByRole('button', { name: 'Look up', exact: true }).click();
    await screen.getByTestId('lookup-valid-only').click();
    await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '2');
    await scan('accounts with results');

    expect(report, `axe violations (serious or critical):\n${report.join('\n')}`).toEqual([]);
  });
}
