/**
 * Settings through the desktop app's production path (shell harness: real preload API, IPC registry and
 * settings store in a temp user-data folder) in real Chromium, against the local index server:
 * settings survive a restart, the API key never reaches the renderer, a corrupted settings file is kept
 * aside with a notice, and without a keyring keys are only stored once the user agrees.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { API_KEYS_FILE, SETTINGS_FILE } from '../electron/settings-store';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { expect, openScreen, openShellApp, restartApp, test } from './shell-harness/shell-app';

/** A key only these tests know; finding it anywhere but main's requests is a leak. */
const KEY = 'shell-settings-key-5f0c2a9e';

const servers: RunningIndexServer[] = [];
/** A local index server for this test only, closed after it. */
async function indexServer(options: { apiKey?: string } = {}): Promise<RunningIndexServer> {
  const server = await startIndexServer({ port: 0, ...options });
  servers.push(server);
  return server;
}
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Adds a custom profile through the "Add a custom indexer" form. */
async function addProfile(page: Page, name: string, baseUrl: string): Promise<void> {
  const form = page.getByTestId('settings').getByTestId('add-profile');
  await form.getByLabel('Profile name').fill(name);
  await form.getByLabel('Indexer base URL').fill(baseUrl);
  await form.getByRole('button', { name: 'Add profile' }).click();
}

/** Types a key into a profile's key field and saves it. */
async function saveKey(page: Page, profileId: string, profileName: string, key: string): Promise<void> {
  const field = page.getByTestId(`api-key-${profileId}`);
  await field.getByLabel(`API key for ${profileName}`).fill(key);
  await field.getByRole('button', { name: 'Save key' }).click();
}

/** Every place in the page a string could hide: storage, cookies, the serialized DOM and form values. */
async function pageDump(page: Page): Promise<string> {
  const storage = await page.evaluate(() =>
    JSON.stringify({
      local: { ...window.localStorage },
      session: { ...window.sessionStorage },
      cookie: document.cookie,
      values: [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
        (e) => e.value,
      ),
    }),
  );
  return `${storage}\n${await page.content()}`;
}

test('settings made in the UI survive a restart of the app, and the key is stored encrypted', async ({
  page,
  userDataDir,
}) => {
  const firstStart = await indexServer();
  const myNode = await indexServer({ apiKey: KEY });
  const harness = await openShellApp(page, { userDataDir, indexerUrl: firstStart.url });

  const settings = await openScreen(page, 'Settings');
  await addProfile(page, 'My node', myNode.url);
  const profile = settings.getByTestId('profile-my-node');
  await expect(profile).toContainText(myNode.url);
  await profile.getByRole('radio').click();
  await expect(profile).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('active-profile')).toHaveAttribute('data-profile-id', 'my-node');

  const preferences = settings.getByTestId('preferences');
  await preferences.getByLabel('Request timeout (seconds)').fill('7');
  await preferences.getByLabel('Chain status refresh interval (seconds, 0 = off)').fill('45');
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(preferences.getByRole('status')).toHaveText('Saved.');

  await saveKey(page, 'my-node', 'My node', KEY);
  await expect(profile.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'true');

  firstStart.clearRequests();
  myNode.clearRequests();
  await restartApp(page, harness);

  const after = await openScreen(page, 'Settings');
  await expect(after.getByTestId('profile-my-node')).toHaveAttribute('data-active', 'true');
  await expect(after.getByTestId('profile-my-node')).toContainText(myNode.url);
  await expect(after.getByTestId('profile-local-indexer')).toHaveAttribute('data-active', 'false');
  await expect(after.getByLabel('Request timeout (seconds)')).toHaveValue('7');
  await expect(after.getByLabel('Chain status refresh interval (seconds, 0 = off)')).toHaveValue('45');
  await expect(after.getByTestId('api-key-my-node').getByTestId('api-key-state')).toHaveAttribute(
    'data-has-key',
    'true',
  );
  await expect(after.getByTestId('api-key-my-node').getByTestId('api-key-state')).toHaveText('A key is set.');

  // The chain status comes from the chosen profile, with the stored key (that server refuses requests without it).
  const status = await openScreen(page, 'Chain status');
  await expect(status).toContainText('Refreshes every 45 s');
  await expect(status.getByTestId('block-last').locator('[data-field="seqno"]')).toHaveText(
    /^\d{1,3}(,\d{3})*$/,
  );
  await expect(status.getByTestId('error-banner')).toHaveCount(0);
  expect(
    myNode.requests.filter((r) => r.path === '/api/v3/masterchainInfo' && r.status === 200).length,
  ).toBeGreaterThan(0);
  expect(firstStart.requests).toEqual([]);

  const settingsText = await readFile(join(userDataDir, SETTINGS_FILE), 'utf8');
  expect(settingsText).not.toContain(KEY);
  const saved = JSON.parse(settingsText) as unknown;
  expect(saved).toMatchObject({
    activeProfileId: 'my-node',
    preferences: { requestTimeoutMs: 7_000, refreshIntervalSeconds: 45 },
  });
  expect((saved as { profiles: unknown[] }).profiles).toContainEqual(
    expect.objectContaining({ id: 'my-node', name: 'My node', baseUrl: myNode.url }),
  );
  const keysText = await readFile(join(userDataDir, API_KEYS_FILE), 'utf8');
  // Neither the key nor its base64 (what an unencrypted entry would hold) is on disk.
  expect(keysText).not.toContain(KEY);
  expect(keysText).not.toContain(Buffer.from(KEY).toString('base64'));
  expect(JSON.parse(keysText)).toMatchObject({ keys: { 'my-node': { protection: 'encrypted' } } });
});

test('the API key is used by main for every request but never reaches the renderer', async ({
  page,
  userDataDir,
}) => {
  const server = await indexServer({ apiKey: KEY });
  const harness = await openShellApp(page, { userDataDir, indexerUrl: server.url });

  // Without the key the indexer refuses, and the app says where to fix it.
  const status = page.getByTestId('chain-status');
  await expect(status.getByTestId('error-banner')).toHaveAttribute('data-error-status', '401');
  await expect(status.getByRole('button', { name: 'Open Settings' })).toBeVisible();

  const settings = await openScreen(page, 'Settings');
  await saveKey(page, 'local-indexer', 'Local indexer', KEY);
  const keyField = settings.getByTestId('api-key-local-indexer');
  await expect(keyField.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'true');
  await expect(keyField.getByLabel('API key for Local indexer')).toHaveValue('');

  await settings
    .getByTestId('test-connection-local-indexer')
    .getByRole('button', { name: 'Test connection to Local indexer' })
    .click();
  await expect(
    settings.getByTestId('test-connection-local-indexer').getByTestId('test-result'),
  ).toHaveAttribute('data-seqno', /^\d+$/);

  const accounts = await openScreen(page, 'Accounts');
  await accounts.getByLabel('Addresses').fill(sampleAccount('wallet-v4r2').friendly);
  await accounts.getByTestId('lookup-button').click();
  await expect(accounts.getByTestId('result-row')).toHaveCount(1);
  await expect(accounts.getByTestId('result-row')).toHaveAttribute('data-status', 'active');

  await openScreen(page, 'Chain status');
  await expect(status.getByTestId('block-last')).toBeVisible();
  const asked = server.requests.filter((r) => r.path === '/api/v3/masterchainInfo').length;
  await status.getByTestId('refresh-status').click();
  await expect
    .poll(() => server.requests.filter((r) => r.path === '/api/v3/masterchainInfo').length)
    .toBeGreaterThan(asked);
  await expect(status.getByTestId('refresh-status')).toHaveText('Refresh');
  await expect(status.getByTestId('error-banner')).toHaveCount(0);

  const methods = new Set(harness.allBridgeReplies.map((r) => r.method));
  for (const method of [
    'getSettings',
    'setApiKey',
    'testConnection',
    'startLookup',
    'getMasterchainInfo',
  ] as const) {
    expect(methods, `the bridge answered ${method}`).toContain(method);
  }
  expect(JSON.stringify(harness.allBridgeReplies)).not.toContain(KEY);
  expect(await pageDump(page)).not.toContain(KEY);

  // On the wire the key travels in the X-API-Key header only, never in a URL.
  const answered = server.requests.filter((r) => r.status === 200);
  expect(answered.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/api/v3/masterchainInfo', '/api/v3/accountStates']),
  );
  for (const request of answered) expect(request.headers['x-api-key']).toBe(KEY);
  for (const request of server.requests) {
    expect(`${request.path}?${request.rawQuery}`).not.toContain(KEY);
    const otherHeaders = Object.entries(request.headers).filter(([name]) => name !== 'x-api-key');
    expect(JSON.stringify(otherHeaders)).not.toContain(KEY);
  }
});

/** Damaged settings files a user may end up with, and how the notice names the problem. */
const CORRUPTIONS = [
  {
    what: 'half-written JSON',
    content: '{"version": 1, "profiles": [{"id": "my',
    reason: 'it is not valid JSON',
  },
  {
    what: 'JSON of the wrong shape',
    content: JSON.stringify({ version: 1, profiles: 'all of them', activeProfileId: 'x' }),
    reason: 'it does not have the expected content',
  },
];

for (const corruption of CORRUPTIONS) {
  test(`a settings file with ${corruption.what} is kept aside, the defaults are restored and the user is told`, async ({
    page,
    userDataDir,
  }) => {
    const server = await indexServer();
    await writeFile(join(userDataDir, SETTINGS_FILE), corruption.content);
    // The TON_INDEX_URL stand-in applies to a first start only, not to a recovery.
    const harness = await openShellApp(page, { userDataDir, indexerUrl: server.url });

    const keptAside = (await readdir(userDataDir)).filter((name) =>
      /^settings\.corrupt-.+\.json$/.test(name),
    );
    expect(keptAside).toHaveLength(1);
    expect(await readFile(join(userDataDir, keptAside[0]!), 'utf8')).toBe(corruption.content);

    const notice = page.getByTestId('settings-notice');
    await expect(notice).toContainText(`Your settings file could not be read because ${corruption.reason}`);
    await expect(notice).toContainText('the default settings were restored');
    await expect(notice).toContainText(join(userDataDir, keptAside[0]!));

    await expect(page.getByTestId('active-profile')).toHaveAttribute('data-profile-id', 'toncenter-mainnet');
    const settings = await openScreen(page, 'Settings');
    await expect(settings.getByTestId('profile-toncenter-mainnet')).toHaveAttribute('data-active', 'true');
    await expect(settings.locator('[data-testid^="profile-"]')).toHaveCount(2);
    await expect(settings.getByLabel('Request timeout (seconds)')).toHaveValue('15');
    await expect(settings.getByLabel('Chain status refresh interval (seconds, 0 = off)')).toHaveValue('10');

    // Dismissed for this session; after the next start (the restored settings now saved) it is not repeated.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await settings.getByLabel('Request timeout (seconds)').fill('20');
    await settings.getByRole('button', { name: 'Save preferences' }).click();
    await expect(settings.getByTestId('preferences').getByRole('status')).toHaveText('Saved.');
    await restartApp(page, harness);
    await expect(page.getByTestId('settings-notice')).toHaveCount(0);
    const again = await openScreen(page, 'Settings');
    await expect(again.getByLabel('Request timeout (seconds)')).toHaveValue('20');
    expect(await readFile(join(userDataDir, keptAside[0]!), 'utf8')).toBe(corruption.content);
  });
}

test('without a keyring the settings screen warns, and keys are stored only once the user agrees', async ({
  page,
  userDataDir,
}) => {
  const server = await indexServer({ apiKey: KEY });
  await openShellApp(page, { userDataDir, indexerUrl: server.url, keyStorage: 'basic-text' });
  const settings = await openScreen(page, 'Settings');

  const note = settings.getByTestId('key-storage');
  await expect(note).toHaveAttribute('data-key-storage', 'basic-text');
  await expect(note).toContainText('This system has no keyring, so API keys cannot be encrypted here');

  const keyField = settings.getByTestId('api-key-local-indexer');
  const input = keyField.getByLabel('API key for Local indexer');
  await expect(input).toBeDisabled();
  await expect(keyField).toContainText('Keys cannot be saved until you accept unencrypted storage above.');
  await expect(keyField.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'false');

  const allow = note.getByTestId('allow-weak-key-storage');
  await allow.click();
  await expect(allow).toBeChecked();
  await expect(input).toBeEnabled();
  await expect(keyField).not.toContainText('Keys cannot be saved until');
  await saveKey(page, 'local-indexer', 'Local indexer', KEY);
  await expect(keyField.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'true');

  // The key works (this server refuses requests without it) …
  await settings
    .getByTestId('test-connection-local-indexer')
    .getByRole('button', { name: 'Test connection to Local indexer' })
    .click();
  await expect(
    settings.getByTestId('test-connection-local-indexer').getByTestId('test-result'),
  ).toBeVisible();
  // … and is on disk only obfuscated, as the user was told.
  const keysText = await readFile(join(userDataDir, API_KEYS_FILE), 'utf8');
  expect(keysText).not.toContain(KEY);
  expect(JSON.parse(keysText)).toMatchObject({
    allowWeakKeyStorage: true,
    keys: { 'local-indexer': { protection: 'basic-text' } },
  });

  // Withdrawing consent removes the key that was kept only because of it.
  await allow.click();
  await expect(allow).not.toBeChecked();
  await expect(keyField.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'false');
  await expect(input).toBeDisabled();
  const withdrawn = JSON.parse(await readFile(join(userDataDir, API_KEYS_FILE), 'utf8')) as {
    allowWeakKeyStorage: boolean;
    keys: object;
  };
  expect(withdrawn.allowWeakKeyStorage).toBe(false);
  expect(withdrawn.keys).toEqual({});
});

test('a profile name that hides characters is refused in words and not saved; one an older version saved is shown with markers', async ({
  page,
  userDataDir,
}) => {
  const server = await indexServer();
  const harness = await openShellApp(page, { userDataDir, indexerUrl: server.url });
  const settings = await openScreen(page, 'Settings');
  await addProfile(page, 'Node', server.url);
  await expect(settings.getByTestId('profile-node')).toBeVisible();
  for (const [name, code] of [
    ['Main\u202Eten', 'U+202E'],
    ['Main\u00ADnet', 'U+00AD'],
    ['Main\u{E0041}', 'U+E0041'],
  ] as const) {
    await addProfile(page, name, server.url);
    await expect(settings.getByTestId('profile-name-error')).toHaveText(
      new RegExp(`^A profile name is one line of visible text: ${code.replace('+', '\\+')} \\(`),
    );
  }
  const stored = JSON.parse(await readFile(join(userDataDir, SETTINGS_FILE), 'utf8')) as {
    profiles: { id: string; name: string; baseUrl: string; builtIn: boolean }[];
  };
  expect(stored.profiles.map((p) => p.name).filter((n) => n.startsWith('Main'))).toEqual([]);

  // A settings file written before names were checked: read as it is, the override shown, not obeyed.
  stored.profiles.push({ id: 'old-node', name: 'Old\u202Eedon', baseUrl: server.url, builtIn: false });
  await writeFile(
    join(userDataDir, SETTINGS_FILE),
    JSON.stringify({ ...stored, activeProfileId: 'old-node' }),
  );
  await restartApp(page, harness);
  await expect(page.getByTestId('active-profile')).toHaveAttribute('data-profile-id', 'old-node');
  await expect(page.getByTestId('active-profile')).toContainText('OldRLOedon');
});
