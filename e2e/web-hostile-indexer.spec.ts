/**
 * The web build (in-page bridge, real Chromium) against a hostile or quirky indexer — the local index
 * server's hostile modes over real HTTP: an older indexer's hidden row limit, database timeouts
 * answered as 422, a redirect to another origin with an API key set, an address book naming other
 * accounts, an account twice in one answer, metadata nested 4,100 levels deep, a 100 MB answer and a
 * gzip bomb. Each failed on the code before the checks at decode/request time existed.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import {
  URL_PROFILE_ID,
  URL_PROFILE_NAME,
  accountsScreen,
  lookUp,
  lookUpFile,
  openWebApp,
  resultRow,
  settingsScreen,
  showScreen,
  useIndexServer,
  LOOKUP_GIVE_UP_MS,
} from './support/web-app';

const WALLET = sampleAccount('wallet-v4r2');
const MASTER = sampleAccount('jetton-master');

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: 1000 } });

/** The first 1,000 generated accounts (the server knows every one). */
const thousand = () =>
  server.data.list
    .filter((r) => !r.label)
    .slice(0, 1000)
    .map((r) => r.raw);

/** Waits for a lookup of `n` accounts to end and returns the results summary ("1,000 requested · …"). */
async function finishedSummary(page: Page, n: number): Promise<string> {
  const screen = accountsScreen(page);
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', String(n), {
    timeout: LOOKUP_GIVE_UP_MS,
  });
  await expect(screen.getByTestId('lookup-progress')).toBeHidden({ timeout: LOOKUP_GIVE_UP_MS });
  return (await screen.getByTestId('results-summary').innerText()).trim();
}

/** Looks up the wallet and the jetton master; the whole lookup is expected to fail with a banner. */
async function failingLookup(page: Page): Promise<ReturnType<Page['getByTestId']>> {
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  await screen.getByLabel('Addresses', { exact: true }).fill(`${WALLET.raw}\n${MASTER.raw}`);
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  const banner = screen.getByTestId('error-banner');
  await expect(banner).toContainText('The lookup failed', { timeout: LOOKUP_GIVE_UP_MS });
  return banner;
}

test('an older indexer (hidden limit of 100 rows): all of 1,000 accounts found, none falsely "not found"', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'legacy-limit', endpoints: ['accountStates'] });
  await lookUpFile(page, thousand());
  const summary = await finishedSummary(page, 1000);
  expect(summary).toMatch(/^1,000 requested · /);
  expect(summary).not.toContain('not found');
});

test('database timeouts answered as 422 on every third request: retried, all of 1,000 accounts arrive', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'db-error-422', endpoints: ['accountStates'], every: 3 });
  await lookUpFile(page, thousand());
  const summary = await finishedSummary(page, 1000);
  expect(summary).not.toMatch(/failed|not found/);
  await expect(accountsScreen(page).getByTestId('lookup-incomplete')).toHaveCount(0);
  expect(server.requests.filter((r) => r.status === 422).length).toBeGreaterThan(0);
});

test('a redirect to another origin: not followed with the API key, and the banner says so', async ({
  page,
}) => {
  const KEY = 'e2e-key-that-stays-home-31f5';
  const elsewhere = await startIndexServer({ port: 0 });
  try {
    await openWebApp(page, server.url);
    await showScreen(page, 'Settings');
    const settings = settingsScreen(page);
    await settings.getByLabel(`API key for ${URL_PROFILE_NAME}`).fill(KEY);
    await settings.getByTestId(`api-key-${URL_PROFILE_ID}`).getByRole('button', { name: 'Save key' }).click();
    await expect(
      settings.getByTestId(`api-key-${URL_PROFILE_ID}`).getByTestId('api-key-state'),
    ).toHaveAttribute('data-has-key', 'true');

    server.setFaults({ mode: 'redirect', redirectTo: elsewhere.url, endpoints: ['accountStates'] });
    const banner = await failingLookup(page);
    await expect(banner).toContainText('redirected the request');
    await expect(banner).toContainText('The redirect was not followed, so the API key was not sent there.');
    expect(elsewhere.requests.filter((r) => r.headers['x-api-key'] === KEY)).toEqual([]);
    expect(elsewhere.requests.filter((r) => r.method === 'GET')).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test('an address book naming another account: refused as an inconsistency, the foreign form never shown', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'address-book-mismatch' });
  const banner = await failingLookup(page);
  await expect(banner).toContainText('contradicted itself: its address book gives');
  await expect(banner).toContainText('but that names the account');
  // The wallet's row never shows the master's form as its address.
  await expect(resultRow(page, WALLET.raw)).toHaveCount(0);
});

test('the same account twice in one answer: refused, the bogus 0.000000001 balance never shown', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'duplicate-account' });
  const banner = await failingLookup(page);
  await expect(banner).toContainText('twice, with different balances; the answer was discarded');
  expect(await page.locator('body').innerText()).not.toContain('0.000000001');
});

test('metadata nested 4,100 levels deep: the detail opens, cut with a note, and the Accounts screen stays', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'deep-metadata' });
  await lookUp(page, MASTER.raw, 1);
  await resultRow(page, MASTER.raw).click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('[cut by the explorer: nested more than 16 levels deep]');
  await page.keyboard.press('Escape');
  await expect(accountsScreen(page).getByTestId('results-table')).toBeVisible();
});

for (const mode of ['huge-body', 'gzip-bomb'] as const) {
  test(`${mode === 'huge-body' ? 'a 100 MB answer' : 'a gzip bomb (612 KB inflating to 600 MB)'}: reading stops at 64 MB and the banner says so`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openWebApp(page, server.url);
    server.setFaults(mode === 'huge-body' ? { mode, sizeMb: 100 } : { mode });
    const banner = await failingLookup(page);
    await expect(banner).toContainText(
      /The account states answer from 127\.0\.0\.1:\d+ was larger than 64 MB; reading stopped there/,
    );
  });
}
