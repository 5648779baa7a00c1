/**
 * Errors in the web build against the local index server over real HTTP: server down, HTTP 500, an
 * HTML 502 from a proxy, rate limiting, malformed JSON, a wrong field type, a truncated body, a
 * timeout and a missing API key. Each shows its plain message (kind and text) with no stack trace, and
 * the app recovers once the server is healed. The API key set in Settings never appears in the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_BULK_RETRY } from '../shared/bulk/bulk-lookup';
import {
  sampleAccount,
  startIndexServer,
  type FaultMode,
  type RunningIndexServer,
} from '../local-index-server';
import {
  URL_PROFILE_ID,
  URL_PROFILE_NAME,
  accountStatesRequests,
  accountsScreen,
  expectNoStackTrace,
  lookUp,
  openWebApp,
  resultRow,
  settingsScreen,
  showScreen,
  statusScreen,
  useIndexServer,
  LOOKUP_GIVE_UP_MS,
} from './support/web-app';

const WALLET = sampleAccount('wallet-v4r2');
const OTHER = sampleAccount('jetton-master');
const LIST = `${WALLET.friendly}\n${OTHER.raw}`;

/** Opens the banner's details, checks there is no stack anywhere, and returns the banner. */
async function openDetails(page: Page, scope: ReturnType<typeof accountsScreen>) {
  const banner = scope.getByTestId('error-banner');
  const details = banner.getByRole('button', { name: 'Details' });
  if (await details.count()) await details.click();
  await expectNoStackTrace(page);
  return banner;
}

/** Runs the two-account lookup; the answer is expected to fail. */
async function startFailingLookup(page: Page): Promise<void> {
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  await screen.getByLabel('Addresses', { exact: true }).fill(LIST);
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-valid', '2');
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
}

/** Heals the server, presses Retry in the banner and expects the rows. */
async function retryAndExpectRows(page: Page, server: RunningIndexServer): Promise<void> {
  const screen = accountsScreen(page);
  server.setFaults({ mode: 'none' });
  await screen.getByTestId('error-banner').getByRole('button', { name: 'Retry' }).click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '2');
  await expect(resultRow(page, WALLET.raw)).toHaveAttribute('data-status', 'active');
  await expect(screen.getByTestId('error-banner')).toHaveCount(0);
}

test.describe('faults of a running server', () => {
  let server: RunningIndexServer;
  useIndexServer((started) => (server = started));

  /** Each fault on accountStates, and what the banner must say about it. */
  const cases: {
    mode: FaultMode;
    kind: string;
    status?: number;
    text: RegExp;
    details?: RegExp;
    absent?: string;
  }[] = [
    {
      mode: 'http500',
      kind: 'http',
      status: 500,
      text: /answered HTTP 500.*failed to connect to the index database/,
      details: /HTTP status\s*500/,
    },
    {
      mode: 'http502-html',
      kind: 'http',
      status: 502,
      text: /answered HTTP 502 Bad Gateway \(a gateway in front of the indexer could not reach it\)/,
    },
    {
      mode: 'malformed-json',
      kind: 'schema',
      text: /account states answer from 127\.0\.0\.1:\d+ is not valid JSON/,
      details: /Received \d+ characters/,
      // "(the whole answer)" is not a field name.
      absent: '(field (',
    },
    {
      mode: 'wrong-field-type',
      kind: 'schema',
      text: /account states answer from 127\.0\.0\.1:\d+ does not match the API at accounts\[0\]\.balance: expected string, got a number \(\d+\)/,
      details: /Field\s*accounts\[0\]\.balance/,
    },
    {
      mode: 'truncated-body',
      kind: 'network',
      text: /indexer at 127\.0\.0\.1:\d+ closed before the whole account states answer arrived/,
    },
  ];

  for (const c of cases) {
    test(`${c.mode}: the banner says "${c.kind}" plainly, with no stack, and Retry recovers`, async ({
      page,
    }) => {
      await openWebApp(page, server.url);
      server.setFaults({ mode: c.mode, endpoints: ['accountStates'] });
      await startFailingLookup(page);
      const screen = accountsScreen(page);
      const banner = screen.getByTestId('error-banner');
      await expect(banner).toHaveAttribute('data-error-kind', c.kind, { timeout: LOOKUP_GIVE_UP_MS });
      if (c.status !== undefined) await expect(banner).toHaveAttribute('data-error-status', String(c.status));
      await expect(banner).toContainText('The lookup failed');
      await expect(banner).toContainText(c.text);
      if (c.absent) await expect(banner).not.toContainText(c.absent);
      await expect(banner).toBeVisible();
      await openDetails(page, screen);
      if (c.details) await expect(banner).toContainText(c.details);
      await retryAndExpectRows(page, server);
    });
  }

  test('429 with Retry-After: after the scheduler’s retries (5 attempts) the banner gives the wait, and Retry recovers', async ({
    page,
  }) => {
    await openWebApp(page, server.url);
    server.setFaults({ mode: 'rate-limit', endpoints: ['accountStates'] });
    await startFailingLookup(page);
    const screen = accountsScreen(page);
    const banner = screen.getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-error-kind', 'rate-limited', { timeout: LOOKUP_GIVE_UP_MS });
    await expect(banner).toHaveAttribute('data-error-status', '429');
    await expect(banner).toContainText('is rate limiting requests; it asks to wait 1 s.');
    // The bulk scheduler retried the batch by itself (its attempt cap in all) before giving up.
    expect(accountStatesRequests(server.requests).filter((r) => r.status === 429)).toHaveLength(
      DEFAULT_BULK_RETRY.maxAttempts,
    );
    await openDetails(page, screen);
    await expect(banner).toContainText('Server said:');
    await expect(banner.getByRole('button', { name: 'Open Settings' })).toBeVisible();
    // The Retry button waits out the server's Retry-After, then is offered.
    await expect(banner.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
    await retryAndExpectRows(page, server);
  });

  test('a timeout set in Settings (1 s) against a server that never answers says so, and Retry recovers', async ({
    page,
  }) => {
    await openWebApp(page, server.url);
    await showScreen(page, 'Settings');
    await settingsScreen(page).getByLabel('Request timeout (seconds)').fill('1');
    await settingsScreen(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(settingsScreen(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    server.setFaults({ mode: 'hang', endpoints: ['accountStates'] });
    await startFailingLookup(page);
    const screen = accountsScreen(page);
    const banner = screen.getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-error-kind', 'timeout', { timeout: LOOKUP_GIVE_UP_MS });
    await expect(banner).toContainText('did not answer the account states request within 1 s');
    await expect(banner).toContainText('allow more time in Settings');
    await openDetails(page, screen);
    await retryAndExpectRows(page, server);
  });
});

test('server down: chain status and lookup say the indexer cannot be reached; once it is up, Retry recovers both', async ({
  page,
}) => {
  // A port that was just in use and is now closed.
  const probe = await startIndexServer({ port: 0 });
  const { port, url } = probe;
  await probe.close();

  await openWebApp(page, url);
  // Automatic refresh off, so only Retry can bring the chain status back: its own refresh (every 10 s)
  // would get there first on a machine slow enough to take 10 s over the lookup's recovery.
  await showScreen(page, 'Settings');
  await settingsScreen(page).getByLabel('Chain status refresh interval (seconds, 0 = off)').fill('0');
  await settingsScreen(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect(settingsScreen(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await showScreen(page, 'Chain status');
  const status = statusScreen(page);
  const statusBanner = status.getByTestId('error-banner');
  await expect(statusBanner).toHaveAttribute('data-error-kind', 'network');
  await expect(statusBanner).toContainText('Could not load the chain status');
  await expect(statusBanner).toContainText(`indexer at 127.0.0.1:${port}`);
  await expect(statusBanner.getByRole('button', { name: 'Open Settings' })).toBeVisible();
  await openDetails(page, status);

  await startFailingLookup(page);
  const lookupBanner = accountsScreen(page).getByTestId('error-banner');
  await expect(lookupBanner).toHaveAttribute('data-error-kind', 'network', { timeout: LOOKUP_GIVE_UP_MS });
  await expect(lookupBanner).toContainText(`indexer at 127.0.0.1:${port}`);
  await openDetails(page, accountsScreen(page));

  const server = await startIndexServer({ port });
  try {
    await retryAndExpectRows(page, server);
    await showScreen(page, 'Chain status');
    await statusBanner.getByRole('button', { name: 'Retry' }).click();
    await expect(statusBanner).toHaveCount(0);
    await expect(status.getByTestId('block-last').locator('[data-field="seqno"]')).toHaveText(
      /^\d{1,3}(,\d{3})*$/,
    );
  } finally {
    await server.close();
  }
});

test('401 without a key: "Open Settings", set the key there, and lookups work; the key never appears in the page', async ({
  page,
}) => {
  const KEY = 'e2e-web-secret-key-5b9c04d1';
  const server = await startIndexServer({ port: 0, apiKey: KEY });
  try {
    await openWebApp(page, server.url);
    const status = statusScreen(page);
    const banner = status.getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-error-kind', 'http');
    await expect(banner).toHaveAttribute('data-error-status', '401');
    await expect(banner).toContainText('Add or check the API key of this network profile in Settings.');
    await openDetails(page, status);

    await banner.getByRole('button', { name: 'Open Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const settings = settingsScreen(page);
    const keyArea = settings.getByTestId(`api-key-${URL_PROFILE_ID}`);
    await expect(keyArea.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'false');
    await settings.getByLabel(`API key for ${URL_PROFILE_NAME}`).fill(KEY);
    await keyArea.getByRole('button', { name: 'Save key' }).click();
    await expect(keyArea.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'true');
    await expect(keyArea.getByTestId('api-key-state')).toHaveText('A key is set.');
    await expect(settings.getByLabel(`API key for ${URL_PROFILE_NAME}`)).toHaveValue('');

    await settings.getByTestId(`test-connection-${URL_PROFILE_ID}`).getByRole('button').click();
    await expect(
      settings.getByTestId(`test-connection-${URL_PROFILE_ID}`).getByTestId('test-result'),
    ).toHaveAttribute('data-seqno', /^\d+$/);

    await showScreen(page, 'Chain status');
    await expect(banner).toHaveCount(0);
    await expect(status.getByTestId('block-last').locator('[data-field="seqno"]')).toHaveText(
      /^\d{1,3}(,\d{3})*$/,
    );

    server.clearRequests();
    await lookUp(page, LIST, 2);
    await expect(resultRow(page, WALLET.raw)).toHaveAttribute('data-status', 'active');
    // The key went to the server in the header, and nowhere on the page.
    expect(accountStatesRequests(server.requests).map((r) => r.headers['x-api-key'])).toEqual([KEY]);
    await resultRow(page, WALLET.raw).click();
    await expect(page.getByTestId('account-detail')).toBeVisible();
    expect(await page.content()).not.toContain(KEY);
    expect(await page.locator('body').innerText()).not.toContain(KEY);
  } finally {
    await server.close();
  }
});
