/**
 * Lookups and errors through the desktop app's production path (shell harness: real preload API, IPC
 * registry and settings store; main's HTTP client talks to the local index server) in real Chromium.
 * Every test has its own server and user-data folder, and asserts what a user sees plus what reached
 * the server.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SETTINGS_FILE } from '../electron/settings-store';
import { defaultSettings, type Preferences } from '../shared/settings/settings-schema';
import {
  HUGE_BALANCE,
  notIndexedAddresses,
  sampleAccount,
  startIndexServer,
  type FaultMode,
  type IndexServerOptions,
  type RunningIndexServer,
  askedAccounts,
} from '../local-index-server';
import { LOOKUP_GIVE_UP_MS } from './support/web-app';
import { expect, openScreen, openShellApp, test } from './shell-harness/shell-app';

const servers: RunningIndexServer[] = [];
/** A local index server for this test only, closed after it. */
async function indexServer(options: IndexServerOptions = {}): Promise<RunningIndexServer> {
  const server = await startIndexServer({ port: 0, ...options });
  servers.push(server);
  return server;
}
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/**
 * Writes the settings file of a user who already set the app up: a "Local indexer" profile at `baseUrl`,
 * active, with `preferences`. Automatic refresh is off unless asked for, so a background refresh can
 * never heal or replace an error banner while a test looks at it.
 */
async function writeUserSettings(
  userDataDir: string,
  baseUrl: string,
  preferences: Partial<Preferences> = {},
): Promise<void> {
  const settings = defaultSettings();
  settings.profiles.push({ id: 'local-indexer', name: 'Local indexer', baseUrl, builtIn: false });
  settings.activeProfileId = 'local-indexer';
  settings.preferences = { ...settings.preferences, refreshIntervalSeconds: 0, ...preferences };
  await writeFile(join(userDataDir, SETTINGS_FILE), JSON.stringify(settings, null, 2));
}

/** A server for this test, the app set up for it and opened, and its Accounts screen. */
async function openAccountsScreen(page: Page, userDataDir: string) {
  const server = await indexServer();
  await writeUserSettings(userDataDir, server.url);
  const harness = await openShellApp(page, { userDataDir });
  return { server, harness, accounts: await openScreen(page, 'Accounts') };
}

/** After a lookup the paste box is folded to a one-line summary; a click unfolds it. */
async function unfold(accounts: Locator): Promise<void> {
  const folded = accounts.getByTestId('paste-box-folded');
  if (await folded.isVisible()) await folded.click();
}

/** Pastes `lines` into the Addresses box and presses "Look up". */
async function lookUp(accounts: Locator, lines: readonly string[]): Promise<void> {
  await unfold(accounts);
  await accounts.getByLabel('Addresses').fill(lines.join('\n'));
  await expect(accounts.getByTestId('address-summary')).toHaveAttribute(
    'data-valid',
    String(new Set(lines).size),
  );
  await accounts.getByTestId('lookup-button').click();
}

/** The rows of the results table in table order: raw address and status of each. */
async function shownRows(accounts: Locator): Promise<{ raw: string; status: string }[]> {
  const rows = await accounts.getByTestId('result-row').evaluateAll((elements) =>
    elements.map((e) => ({
      position: Number(e.getAttribute('data-row-position')),
      raw: e.getAttribute('data-raw') ?? '',
      status: e.getAttribute('data-status') ?? '',
    })),
  );
  return rows.sort((a, b) => a.position - b.position).map(({ raw, status }) => ({ raw, status }));
}

/** The results row of `raw`. */
function rowOf(accounts: Locator, raw: string): Locator {
  return accounts.locator(`[data-testid="result-row"][data-raw="${raw}"]`);
}

const accountStatesRequests = (server: RunningIndexServer) =>
  server.requests.filter((r) => r.path === '/api/v3/accountStates');
const masterchainInfoRequests = (server: RunningIndexServer) =>
  server.requests.filter((r) => r.path === '/api/v3/masterchainInfo');

test.describe('account lookup through IPC', () => {
  const v4 = sampleAccount('wallet-v4r2');
  const huge = sampleAccount('huge-balance');
  const jettonWallet = sampleAccount('jetton-wallet-1');
  const oneNanoton = sampleAccount('one-nanoton');
  const nonexist = sampleAccount('nonexist');
  const unknown = notIndexedAddresses()[0]!;
  /** Mixed forms: friendly, lower-case raw, an explorer link; a duplicate (line 4) and an invalid line (3). */
  const paste = [
    v4.friendly,
    huge.raw.toLowerCase(),
    '0:not-an-address', // a near-miss: an ordinary word would be skipped as prose
    v4.raw,
    `https://tonviewer.com/${jettonWallet.friendly}`,
    unknown,
    oneNanoton.friendly,
    nonexist.friendly,
  ];
  const expectedRows = [
    { raw: v4.raw, status: 'active' },
    { raw: huge.raw, status: 'active' },
    { raw: jettonWallet.raw, status: 'active' },
    { raw: unknown, status: 'not found' },
    { raw: oneNanoton.raw, status: 'uninit' },
    { raw: nonexist.raw, status: 'nonexist' },
  ];

  test('a mixed paste is summarised, invalid input blocks sending, and the valid ones give exact rows in input order', async ({
    page,
    userDataDir,
  }) => {
    const { server, harness, accounts } = await openAccountsScreen(page, userDataDir);

    await accounts.getByLabel('Addresses').fill(paste.join('\n'));
    const summary = accounts.getByTestId('address-summary');
    await expect(summary).toHaveText('6 valid addresses, 1 duplicate, 1 invalid');
    await expect(summary).toHaveAttribute('data-duplicates', '1');
    await expect(accounts.getByTestId('invalid-entries').locator('li')).toHaveCount(1);
    await expect(accounts.getByTestId('invalid-entries').locator('li')).toHaveAttribute('data-line', '3');

    // Look up with an invalid line: blocked, and nothing reaches main or the indexer.
    await accounts.getByTestId('lookup-button').click();
    await expect(accounts.getByTestId('invalid-block')).toContainText('Nothing was sent.');
    expect(accountStatesRequests(server)).toEqual([]);
    expect(harness.allBridgeReplies.filter((r) => r.method === 'startLookup')).toEqual([]);

    // The user turns code and data off and sends only the valid entries.
    await accounts.getByTestId('include-boc').click();
    await expect(accounts.getByTestId('include-boc')).not.toBeChecked();
    await accounts.getByTestId('lookup-valid-only').click();
    await expect(accounts.getByTestId('result-row')).toHaveCount(6);
    // Rows show as pending first and fill in as the answer lands.
    await expect.poll(() => shownRows(accounts)).toEqual(expectedRows);

    // The first line's row says it was given twice (the Input column, shown from the column picker);
    // addresses in the address book's form.
    await accounts.getByTestId('column-picker').click();
    await accounts.getByTestId('column-toggle-input').check();
    await accounts.getByTestId('column-picker').click();
    await expect(rowOf(accounts, v4.raw).locator('[data-col="input"]')).toContainText('×2');
    await expect(rowOf(accounts, v4.raw).locator('[data-col="address"]')).toHaveText(v4.friendly);
    await expect(rowOf(accounts, jettonWallet.raw).locator('[data-col="address"]')).toHaveText(
      jettonWallet.friendly,
    );
    await expect(rowOf(accounts, v4.raw).locator('[data-col="domain"]')).toHaveText(v4.domain!);

    // Balances exact to the nanoton; nonexist and not-found are not shown as money.
    const balance = (raw: string) => rowOf(accounts, raw).locator('[data-col="balance"]');
    await expect(balance(huge.raw)).toHaveText('5,000,000,000.123456789 TON');
    // The exact amount is in the title of the (middle-shortened) text.
    await expect(balance(huge.raw).locator('[title]')).toHaveAttribute('title', `${HUGE_BALANCE} nanotons`);
    await expect(balance(oneNanoton.raw)).toHaveText('0.000000001 TON');
    await expect(balance(v4.raw).locator('[title]')).toHaveAttribute(
      'title',
      `${server.data.accounts.get(v4.raw)!.balance} nanotons`,
    );
    await expect(balance(nonexist.raw)).toHaveText('no account');
    await expect(balance(unknown)).toHaveText('—');

    // What the indexer received: the six valid accounts, without code and data, nothing invalid.
    const sent = accountStatesRequests(server);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.query.include_boc).toEqual(['false']);
      expect(request.rawQuery).not.toContain('not-an-address');
    }
    expect(sent.flatMap(askedAccounts).sort()).toEqual(expectedRows.map((r) => r.raw).sort());
    // One job in main; its rows came pushed to the window, without code and data.
    expect(harness.allBridgeReplies.filter((r) => r.method === 'startLookup')).toHaveLength(1);
    const rows = harness.events.filter((e) => e.type === 'job-rows');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/"(code|data)_boc"/);

    // Fixed paste, code and data back on: the same rows, and this time the BoCs come along.
    server.clearRequests();
    await unfold(accounts);
    await accounts
      .getByLabel('Addresses')
      .fill(paste.filter((line) => line !== '0:not-an-address').join('\n'));
    await expect(accounts.getByTestId('address-summary')).toHaveAttribute('data-invalid', '0');
    await expect(accounts.getByTestId('invalid-block')).toHaveCount(0);
    await accounts.getByTestId('include-boc').click();
    await accounts.getByTestId('lookup-button').click();
    await expect
      .poll(() => harness.allBridgeReplies.filter((r) => r.method === 'startLookup').length)
      .toBe(2);
    await expect.poll(() => harness.events.filter((e) => e.type === 'job-done').length).toBe(2);
    await expect.poll(() => shownRows(accounts)).toEqual(expectedRows);
    for (const request of accountStatesRequests(server)) expect(request.query.include_boc).toEqual(['true']);
    expect(JSON.stringify(harness.events.filter((e) => e.type === 'job-rows').at(-1))).toMatch(/"code_boc"/);
  });
});

/** Faults the index server injects, what the banner must say, and the kind it must carry. */
const FAULTS: { mode: FaultMode; kind: string; status?: string; says: RegExp }[] = [
  { mode: 'http500', kind: 'http', status: '500', says: /answered HTTP 500/ },
  { mode: 'http502-html', kind: 'http', status: '502', says: /answered HTTP 502/ },
  { mode: 'rate-limit', kind: 'rate-limited', status: '429', says: /rate limiting requests/ },
  { mode: 'malformed-json', kind: 'schema', says: /not valid JSON/ },
];

/**
 * The banner of an injected fault: its kind and HTTP status, the plain message, the host it happened
 * at, and no HTML page or stack trace.
 */
async function expectFaultBanner(
  banner: Locator,
  fault: (typeof FAULTS)[number],
  serverUrl: string,
): Promise<void> {
  await expect(banner).toHaveAttribute('data-error-kind', fault.kind, { timeout: LOOKUP_GIVE_UP_MS });
  if (fault.status) await expect(banner).toHaveAttribute('data-error-status', fault.status);
  else await expect(banner).not.toHaveAttribute('data-error-status');
  await expect(banner).toContainText(fault.says);
  await expect(banner).toContainText(new URL(serverUrl).host);
  await expect(banner).not.toContainText(/<\w|\n\s*at |\.(ts|js):\d+:\d+/);
}

test.describe('errors through IPC', () => {
  const first = sampleAccount('wallet-v4r2');
  const second = sampleAccount('huge-balance');

  for (const fault of FAULTS) {
    test(`lookup: ${fault.mode} shows its banner, the earlier results stay, and Retry recovers`, async ({
      page,
      userDataDir,
    }) => {
      const server = await indexServer();
      await writeUserSettings(userDataDir, server.url);
      await openShellApp(page, { userDataDir });
      const accounts = await openScreen(page, 'Accounts');

      await lookUp(accounts, [first.friendly]);
      await expect(accounts.getByTestId('result-row')).toHaveCount(1);

      server.setFaults({ mode: fault.mode, endpoints: ['accountStates'] });
      await lookUp(accounts, [first.friendly, second.friendly]);
      const banner = accounts.getByTestId('error-banner');
      await expectFaultBanner(banner, fault, server.url);
      await expect(banner).toContainText('The lookup failed; the results below are from the previous lookup');
      await expect.poll(() => shownRows(accounts)).toEqual([{ raw: first.raw, status: 'active' }]);

      server.setFaults({ mode: 'none' });
      // A rate limit's Retry is enabled once the wait the server asked for is over; click waits for that.
      await banner.getByRole('button', { name: 'Retry' }).click();
      await expect(accounts.getByTestId('result-row')).toHaveCount(2);
      await expect(banner).toHaveCount(0);
      await expect
        .poll(() => shownRows(accounts))
        .toEqual([
          { raw: first.raw, status: 'active' },
          { raw: second.raw, status: 'active' },
        ]);
    });

    test(`chain status: ${fault.mode} on refresh keeps the last blocks under its banner, and Retry recovers`, async ({
      page,
      userDataDir,
    }) => {
      const server = await indexServer();
      await writeUserSettings(userDataDir, server.url);
      await openShellApp(page, { userDataDir });
      const status = await openScreen(page, 'Chain status');
      const lastSeqno = status.getByTestId('block-last').locator('[data-field="seqno"]');
      await expect(lastSeqno).toHaveText(/^\d{1,3}(,\d{3})*$/);
      const shown = await lastSeqno.textContent();

      server.setFaults({ mode: fault.mode, endpoints: ['masterchainInfo'] });
      await status.getByTestId('refresh-status').click();
      const banner = status.getByTestId('error-banner');
      await expectFaultBanner(banner, fault, server.url);
      await expect(banner).toContainText('Refresh failed; showing the last data received');
      await expect(lastSeqno).toHaveText(shown!);

      server.setFaults({ mode: 'none' });
      await banner.getByRole('button', { name: 'Retry' }).click();
      await expect(banner).toHaveCount(0);
      await expect(lastSeqno).toHaveText(/^\d{1,3}(,\d{3})*$/);
      expect(masterchainInfoRequests(server).at(-1)?.status).toBe(200);
    });
  }

  test('server down: both screens say the connection was refused, and Retry works once it is back', async ({
    page,
    userDataDir,
  }) => {
    // A port that was just listening and is now closed: "connection refused", as with a stopped indexer.
    const gone = await startIndexServer({ port: 0 });
    const { url, port } = gone;
    await gone.close();
    await writeUserSettings(userDataDir, url);
    await openShellApp(page, { userDataDir });

    const status = page.getByTestId('chain-status');
    const statusBanner = status.getByTestId('error-banner');
    await expect(statusBanner).toHaveAttribute('data-error-kind', 'network');
    await expect(statusBanner).toContainText('Could not load the chain status');
    await expect(statusBanner).toContainText(
      `Could not connect to the indexer at 127.0.0.1:${port}: the connection was refused`,
    );
    await expect(statusBanner.getByRole('button', { name: 'Open Settings' })).toBeVisible();

    const accounts = await openScreen(page, 'Accounts');
    await lookUp(accounts, [first.friendly]);
    const lookupBanner = accounts.getByTestId('error-banner');
    await expect(lookupBanner).toHaveAttribute('data-error-kind', 'network', { timeout: LOOKUP_GIVE_UP_MS });
    await expect(lookupBanner).toContainText('The lookup failed');
    await expect(accounts.getByTestId('result-row')).toHaveCount(0);

    // The indexer comes back on the same port.
    const server = await indexServer({ port });
    await lookupBanner.getByRole('button', { name: 'Retry' }).click();
    await expect(accounts.getByTestId('result-row')).toHaveCount(1);
    await expect(lookupBanner).toHaveCount(0);

    await openScreen(page, 'Chain status');
    await statusBanner.getByRole('button', { name: 'Retry' }).click();
    await expect(status.getByTestId('block-last').locator('[data-field="seqno"]')).toHaveText(
      /^\d{1,3}(,\d{3})*$/,
    );
    await expect(statusBanner).toHaveCount(0);
    expect(masterchainInfoRequests(server).some((r) => r.status === 200)).toBe(true);
  });

  test('a hanging lookup can be cancelled, says so, and Retry recovers', async ({ page, userDataDir }) => {
    const { server, harness, accounts } = await openAccountsScreen(page, userDataDir);

    server.setFaults({ mode: 'hang', endpoints: ['accountStates'] });
    await lookUp(accounts, [first.friendly]);
    await expect(accounts.getByTestId('lookup-running')).toBeVisible();
    await expect.poll(() => accountStatesRequests(server).length).toBe(1);
    await accounts.getByTestId('cancel-button').click();

    const banner = accounts.getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-error-kind', 'aborted');
    await expect(banner).toContainText('Lookup cancelled');
    await expect(accounts.getByTestId('lookup-running')).toHaveCount(0);
    await expect(accounts.getByTestId('lookup-button')).toBeEnabled();
    expect(
      harness.allBridgeReplies.filter((r) => r.method === 'cancelJob').map((r) => r.reply),
    ).toContainEqual({
      ok: true,
      value: { cancelled: true },
    });
    expect(harness.events.at(-1)).toMatchObject({ type: 'job-done', payload: { cancelled: true } });

    server.setFaults({ mode: 'none' });
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(accounts.getByTestId('result-row')).toHaveCount(1);
    await expect(banner).toHaveCount(0);
  });

  test('a hanging indexer times out after the timeout set in Settings, and Retry recovers', async ({
    page,
    userDataDir,
  }) => {
    const server = await indexServer();
    await writeUserSettings(userDataDir, server.url, { requestTimeoutMs: 1_000 });
    await openShellApp(page, { userDataDir });
    const status = await openScreen(page, 'Chain status');
    await expect(status.getByTestId('block-last')).toBeVisible();

    server.setFaults({ mode: 'hang', endpoints: ['masterchainInfo'] });
    await status.getByTestId('refresh-status').click();
    const banner = status.getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-error-kind', 'timeout');
    await expect(banner).toContainText(`The indexer at ${new URL(server.url).host} did not answer`);
    await expect(banner).toContainText('within 1 s');
    await expect(status.getByTestId('block-last')).toBeVisible();

    server.setFaults({ mode: 'none' });
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    expect(masterchainInfoRequests(server).at(-1)?.status).toBe(200);
  });
});

test.describe('a list file through IPC', () => {
  const [v4, jetton] = [sampleAccount('wallet-v4r2'), sampleAccount('jetton-wallet-1')];

  test('a .txt stays in the window (its text is the list; main keeps columns of tables only)', async ({
    page,
    userDataDir,
  }) => {
    const { harness, accounts } = await openAccountsScreen(page, userDataDir);
    const list = {
      name: 'list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${v4.friendly}\r\n${jetton.raw}\r\n`),
    };
    await accounts.getByLabel('Choose a .txt or .csv file to fill the list').setInputFiles(list);
    await expect(accounts.getByTestId('address-summary')).toHaveAttribute('data-valid', '2');
    // Sent across and back, the same text was a second copy of the file on the page.
    expect(harness.allBridgeReplies.filter((r) => r.method === 'readListFile')).toHaveLength(0);
    await accounts.getByTestId('lookup-button').click();
    await expect(accounts.getByTestId('result-row')).toHaveCount(2);
  });

  test('a CSV is read in main: the window gets the addresses and the note, main keeps its columns for the account page', async ({
    page,
    userDataDir,
  }) => {
    const { harness, accounts } = await openAccountsScreen(page, userDataDir);
    const csv = `address,customer_id,note\r\n${v4.friendly},c-1,VIP\r\n${jetton.friendly},c-2,\r\n`;
    await accounts
      .getByLabel('Choose a .txt or .csv file to fill the list')
      .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(accounts.getByTestId('file-note')).toHaveText(
      'customers.csv: Took column 1 ("address") of 3 from 2 rows; skipped the header row. Kept columns 2 ("customer_id"), 3 ("note") for the export.',
    );
    // Main answered the file with its addresses, note and the columns' names: no cell came back.
    const read = harness.allBridgeReplies.filter((r) => r.method === 'readListFile');
    expect(read).toHaveLength(1);
    expect(JSON.stringify(read)).not.toContain('VIP');
    await accounts.getByTestId('lookup-button').click();
    await expect(accounts.getByTestId('result-row')).toHaveCount(2);
    await accounts.locator(`[data-testid="result-row"][data-raw="${v4.raw}"]`).click();
    await expect(page.getByTestId('account-detail').getByTestId('detail-input-columns')).toHaveText(
      'customer_id: c-1 · note: VIP',
    );
  });
});
