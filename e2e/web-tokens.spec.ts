/**
 * The Tokens screen in the web build (in-page bridge, the emulator in its Worker) against the local
 * index server's real USD₮ master and jetton wallets: the sample wallets' USD₮ balances (one owner has
 * no jetton wallet yet: "0", not an error), taken from the current lookup, exported as CSV with exact
 * base units; the tab's code loads only when the tab is opened; axe finds nothing serious, light and dark.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { USDT_MASTER_RAW } from '../local-index-server/sample-data';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import { accountsScreen, lookUp, openWebApp, useIndexServer } from './support/web-app';
import { allowEmulatorStart, EMULATOR_START_DEADLINE_MS } from './support/insight';

allowEmulatorStart();

const OWNERS: SampleLabel[] = ['wallet-v5r1', 'wallet-v4r2', 'wallet-v3r2'];
const raw = (label: SampleLabel) => sampleAccount(label).raw.toUpperCase();

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** Opens the Tokens tab. */
async function openTokens(page: Page) {
  await page.getByRole('tab', { name: 'Tokens', exact: true }).click();
  const screen = page.getByTestId('tokens');
  await expect(screen).toBeVisible();
  return screen;
}

test('USD₮ balances of the looked-up wallets: scaled by the master’s decimals, "no jetton wallet yet (0)", exported as CSV', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await openWebApp(page, server.url);
  await lookUp(page, OWNERS.map((l) => sampleAccount(l).friendly).join('\n'), OWNERS.length);
  expect(chunks.some((path) => /tokens-screen/.test(path))).toBe(false);

  const screen = await openTokens(page);
  await screen.getByRole('button', { name: "Use the current lookup's wallets" }).click();
  await expect(screen.getByTestId('tokens-owner-count')).toContainText('3 owners');
  await screen.getByLabel('Jetton masters (one per line)').fill(USDT_MASTER_RAW);
  await screen.getByRole('button', { name: 'Get balances' }).click();
  await expect(screen.getByTestId('tokens-progress')).toHaveAttribute('data-state', 'complete', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });

  const cellOf = (label: SampleLabel) =>
    screen.locator(
      `[data-testid="tokens-row"][data-owner="${raw(label)}"] [data-jetton="${USDT_MASTER_RAW}"]`,
    );
  await expect(cellOf('wallet-v5r1')).toHaveText('25 USD₮');
  await expect(cellOf('wallet-v4r2').getByTestId('tokens-balance')).toHaveText('1.5 USD₮');
  await expect(cellOf('wallet-v3r2')).toHaveText('no jetton wallet yet (0)');
  await expect(cellOf('wallet-v3r2')).toHaveAttribute('data-status', 'no_wallet');

  const download = page.waitForEvent('download');
  await screen.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('owner,jetton,jetton_wallet,status,balance,balance_scaled,decimals,symbol,error');
  expect(lines.slice(1).map((l) => l.split(',').slice(3, 7))).toEqual([
    ['active', '25000000', '25', '6'],
    ['active', '1500000', '1.5', '6'],
    ['no_wallet', '0', '0', '6'],
  ]);
});

test('takes the lookup’s wallets (not its jetton wallet) as they were pasted, flags the locked USD₮ wallet with what the lock means, and marks the look-alike jetton', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openWebApp(page, server.url);
  const wallets = OWNERS.map((l) => sampleAccount(l).friendly);
  await lookUp(page, [...wallets, sampleAccount('jetton-wallet-1').friendly].join('\n'), 4);
  const screen = await openTokens(page);
  await screen.getByRole('button', { name: "Use the current lookup's wallets" }).click();
  await expect(screen.getByLabel('Owners (wallet addresses, or a message that names them)')).toHaveValue(
    wallets.join('\n'),
  );
  const lookAlikeMaster = raw('jetton-master');
  await screen.getByLabel('Jetton masters (one per line)').fill(`${USDT_MASTER_RAW}\n${lookAlikeMaster}`);
  await screen.getByRole('button', { name: 'Get balances' }).click();
  await expect(screen.getByTestId('tokens-progress')).toHaveAttribute('data-state', 'complete', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });
  const cellOf = (label: SampleLabel, master: string) =>
    screen.locator(`[data-testid="tokens-row"][data-owner="${raw(label)}"] [data-jetton="${master}"]`);
  const locked = cellOf('wallet-v4r2', USDT_MASTER_RAW);
  await expect(locked.getByTestId('tokens-balance')).toHaveText('1.5 USD₮');
  await expect(locked.getByTestId('tokens-lock')).toHaveAttribute(
    'title',
    /^outgoing transfers locked \(status 1\)\. .*incoming transfers still arrive.*set by the jetton's admin/,
    { timeout: EMULATOR_START_DEADLINE_MS },
  );
  await expect(cellOf('wallet-v5r1', USDT_MASTER_RAW).getByTestId('tokens-balance')).toHaveText('25 USD₮');
  await expect(cellOf('wallet-v5r1', USDT_MASTER_RAW).getByTestId('tokens-lock')).toHaveCount(0);
  const headers = screen.getByTestId('tokens-jetton');
  await expect(headers.nth(1).getByTestId('look-alike')).toHaveAttribute(
    'title',
    /Look-alike: it calls itself USD₮/,
  );
  await expect(headers.nth(0).getByTestId('look-alike')).toHaveCount(0);
});

test('a customer’s message as owners: its words are skipped; a mistyped address is refused with where it is, nothing run, and corrected in one click', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  // The Accounts box holds two invalid entries of its own, on its screen, hidden but mounted.
  await page.getByRole('tab', { name: 'Accounts', exact: true }).click();
  await page
    .getByLabel('Addresses', { exact: true })
    .fill('EQAs3VVP1LmtbD_tv2sypHvUWzjalSOS9o4mjxx9-Q7QN5v EQAs3VVP1LmtbD_tv2sypHvUWzjalSOS9o4mjxx9-Q7QN5');
  await expect(accountsScreen(page).getByTestId('invalid-entries')).toContainText('Invalid entries (2)');
  const screen = await openTokens(page);
  const owners = screen.getByLabel('Owners (wallet addresses, or a message that names them)');
  const v4 = sampleAccount('wallet-v4r2').friendly;
  const v5 = sampleAccount('wallet-v5r1').friendly;
  await owners.fill(`my friend ${v5} has no USDT,\nalso check ${v4} please`);
  await expect(screen.getByTestId('tokens-owner-count')).toContainText('2 owners, 8 words skipped');
  // One character changed: a near-miss, not a word, so it is named where it is and nothing runs.
  const typo = `${v4.slice(0, -1)}${v4.endsWith('A') ? 'B' : 'A'}`;
  await owners.fill(`my friend ${v5} has no USDT,\nalso check ${typo} please`);
  await screen.getByRole('button', { name: 'Get balances' }).click();
  await expect(screen.getByRole('alert')).toContainText(`Owners, line 2, column 12: “${typo.slice(0, 4)}…`);
  await expect(screen.getByTestId('tokens-progress')).toHaveCount(0);
  // Its list is named by its own heading, not by the Accounts box's.
  await expect(screen.getByRole('region', { name: 'Invalid entries (1)' })).toBeVisible();
  // The box offers the one-edit correction, as the Accounts box does; chosen, the owners count again.
  await screen
    .getByTestId('invalid-entry')
    .getByRole('button', { name: `Replace it with ${v4}` })
    .click();
  await expect(owners).toHaveValue(`my friend ${v5} has no USDT,\nalso check ${v4} please`);
  await expect(screen.getByTestId('tokens-owner-count')).toContainText('2 owners, 8 words skipped');
});

test('“I sent USDT and he got nothing”, pasted as owners: the locked balance opens the sender’s USD₮ wallet page, its owner cell the owner’s, and closing it leaves the run as it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openWebApp(page, server.url);
  const screen = await openTokens(page);
  const sender = sampleAccount('wallet-v4r2').friendly;
  const friend = sampleAccount('wallet-v3r2').friendly;
  await screen
    .getByLabel('Owners (wallet addresses, or a message that names them)')
    .fill(`I sent 50 USDT from my wallet ${sender} to my friend ${friend} yesterday and he got nothing`);
  await screen.getByLabel('Jetton masters (one per line)').fill(USDT_MASTER_RAW);
  await screen.getByRole('button', { name: 'Get balances' }).click();
  await expect(screen.getByTestId('tokens-progress')).toHaveAttribute('data-state', 'complete', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });
  const row = (label: SampleLabel) =>
    screen.locator(`[data-testid="tokens-row"][data-owner="${raw(label)}"]`);
  // No jetton wallet: nothing to open, the words say it.
  await expect(row('wallet-v3r2').getByRole('button', { name: /USD₮|no jetton wallet/ })).toHaveCount(0);
  await row('wallet-v4r2').getByRole('button', { name: '1.5 USD₮' }).click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog.getByTestId('insight')).toHaveAttribute('data-kind', 'jetton_wallet', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });
  await expect(dialog).toContainText('outgoing transfers locked');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // The run and the customer's message are where they were.
  await expect(row('wallet-v4r2').getByTestId('tokens-balance')).toHaveText('1.5 USD₮');
  await expect(screen.getByLabel('Owners (wallet addresses, or a message that names them)')).toHaveValue(
    /^I sent 50 USDT from my wallet /,
  );
  await row('wallet-v3r2').getByTestId('tokens-owner').getByRole('button').click();
  await expect(dialog.getByTestId('insight')).toHaveAttribute('data-kind', 'wallet_v3r2', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the page's own CSP forbids; every other test runs under it.
  test.use({ bypassCSP: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe: the Tokens screen with results has no serious or critical violation (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await openWebApp(page, server.url);
      const screen = await openTokens(page);
      await screen
        .getByLabel('Owners (wallet addresses, or a message that names them)')
        .fill(OWNERS.map((l) => sampleAccount(l).friendly).join('\n'));
      await screen.getByLabel('Jetton masters (one per line)').fill(USDT_MASTER_RAW);
      await screen.getByRole('button', { name: 'Get balances' }).click();
      await expect(screen.getByTestId('tokens-progress')).toHaveAttribute('data-state', 'complete', {
        timeout: EMULATOR_START_DEADLINE_MS,
      });
      const blocking = blockingViolations((await runAxe(page)).violations);
      expect(blocking, formatViolations('tokens screen', blocking)).toEqual([]);
    });
  }
});
