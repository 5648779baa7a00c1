/**
 * One lookup, one indexer (issue 15, item 9): the active profile switched while a lookup runs does not
 * move the rest of the lookup to the other indexer — the lookup is a job bound to the profile it started
 * on — and the results say which indexer they came from, and that it is not the active one any more.
 */
import { expect, test } from '@playwright/test';
import {
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
  askedAccounts,
} from '../local-index-server';
import {
  accountsScreen,
  accountStatesRequests,
  enterAddresses,
  openWebApp,
  settingsScreen,
  showScreen,
  URL_PROFILE_ID,
  URL_PROFILE_NAME,
  useIndexServer,
} from './support/web-app';

let server: RunningIndexServer;
useIndexServer((s) => (server = s));

const LABELS = ['wallet-v4r2', 'wallet-v3r2', 'wallet-v5r1', 'jetton-wallet-1'] as const;

test('a profile switched during a lookup: the lookup ends on the indexer it started on, and the results say which', async ({
  page,
}) => {
  const other = await startIndexServer({ port: 0 });
  try {
    await openWebApp(page, server.url);
    await showScreen(page, 'Settings');
    const settings = settingsScreen(page);
    // A second profile, on another indexer (with the same sample accounts: a mixed table would look whole).
    const add = settings.getByTestId('add-profile');
    await add.getByLabel('Profile name').fill('Other indexer');
    await add.getByLabel('Indexer base URL').fill(other.url);
    await add.getByRole('button', { name: 'Add profile' }).click();
    await expect(settings.getByTestId('profile-other-indexer')).toBeVisible();
    // One address a request, one request a second: the lookup still runs when the profile changes.
    const limits = settings.getByTestId(`request-limits-${URL_PROFILE_ID}`);
    await limits.getByRole('button', { name: /Change limits/ }).click();
    await limits.getByTestId('limit-rate').fill('1');
    await limits.getByTestId('limit-count').fill('1');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(limits.getByTestId('request-policy')).toContainText('1 request per second');

    await showScreen(page, 'Accounts');
    const accounts = accountsScreen(page);
    await enterAddresses(page, LABELS.map((l) => sampleAccount(l).friendly).join('\n'), { valid: 4 });
    await accounts.getByRole('button', { name: 'Look up', exact: true }).click();
    await expect.poll(() => accountStatesRequests(server.requests).length).toBeGreaterThanOrEqual(1);

    await showScreen(page, 'Settings');
    // A controlled radio: it shows checked once the settings have answered, so click and wait for that.
    await settings.getByTestId('profile-other-indexer').getByRole('radio').click();
    await expect(settings.getByTestId('profile-other-indexer')).toHaveAttribute('data-active', 'true');
    await showScreen(page, 'Accounts');
    await expect(accounts.getByTestId('lookup-progress')).toHaveCount(0, { timeout: 30_000 });

    // Every account was asked of the indexer the lookup started on, none of the other one.
    expect(accountStatesRequests(other.requests)).toEqual([]);
    expect(accountStatesRequests(server.requests).flatMap(askedAccounts).sort()).toEqual(
      LABELS.map((l) => sampleAccount(l).raw.toUpperCase()).sort(),
    );
    await expect(accounts.locator('[data-testid="result-row"][data-status="active"]')).toHaveCount(4);
    const from = accounts.getByTestId('results-indexer');
    await expect(from).toHaveAttribute('data-profile-id', URL_PROFILE_ID);
    await expect(from).toContainText(URL_PROFILE_NAME);
    await expect(from).toContainText(server.url);
    await expect(from).toContainText('not the active profile');
  } finally {
    await other.close();
  }
});
