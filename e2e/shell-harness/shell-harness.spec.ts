/**
 * The shell harness in real Chromium: the page's `window.tonIndex` is the production preload API, and
 * behind it the production ipc registry and settings store talk to the local index server.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { BRIDGE_METHODS } from '../../shared/bridge/api/bridge-api';
import { sampleAccount } from '../../local-index-server';
import { preloadApiBundle } from './preload-bundle';
import { installShellHarness, type ShellHarness } from './shell-harness';

const KEY = 'harness-secret-key-7d3e91';
const BLANK = 'http://harness.test/';

let server: RunningIndexServer;
let keyedServer: RunningIndexServer;
test.beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  keyedServer = await startIndexServer({ port: 0, apiKey: KEY });
});
test.afterAll(async () => {
  await server?.close();
  await keyedServer?.close();
});

/** A page on a routed origin with an iframe slot; no renderer, so only the bridge is under test. */
async function openBlankPage(page: Page): Promise<void> {
  await page.route('http://harness.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>harness</title><p>blank</p>' }),
  );
  await page.goto(BLANK);
}

/** Calls a bridge method from the page, as the renderer would. */
function call(
  page: Page,
  method: string,
  arg?: unknown,
): Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }> {
  return page.evaluate(
    ([m, a]) =>
      (window as unknown as { tonIndex: Record<string, (x?: unknown) => Promise<never>> }).tonIndex[
        m as string
      ]!(a),
    [method, arg] as const,
  );
}

let harness: ShellHarness;
test.beforeEach(async ({ page }, testInfo) => {
  harness = await installShellHarness(page, {
    userDataDir: testInfo.outputPath('user-data'),
    indexerUrl: server.url,
  });
});
test.afterEach(async () => {
  // Whatever the test did, the key never reached the page.
  expect(JSON.stringify(harness.allBridgeReplies)).not.toContain(KEY);
  await harness.close();
});

test('the page gets exactly the bridge API’s methods, frozen, and no Node', async ({ page }) => {
  await openBlankPage(page);
  const shape = await page.evaluate(() => {
    const api = (window as unknown as { tonIndex: object }).tonIndex;
    return {
      keys: Object.keys(api).sort(),
      frozen: Object.isFrozen(api),
      replaceable: Object.getOwnPropertyDescriptor(window, 'tonIndex')?.writable,
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
    };
  });
  expect(shape).toEqual({
    keys: [...BRIDGE_METHODS, 'addEventListener'].sort(),
    frozen: true,
    replaceable: false,
    require: 'undefined',
    process: 'undefined',
  });
  // The preload carries the bridge API's checks and nothing heavier: no TON library (its code needs
  // Node's Buffer at load, which the page lacks — it once left the page without its bridge).
  expect(await preloadApiBundle()).not.toMatch(/node_modules\/@ton\//);
});

test('chain status comes from the local index server through the real registry', async ({ page }) => {
  await openBlankPage(page);
  const reply = await call(page, 'getMasterchainInfo');
  expect(reply.ok).toBe(true);
  expect(reply.value).toMatchObject({ last: { workchain: -1 } });
  expect(server.requests.filter((r) => r.path === '/api/v3/masterchainInfo').length).toBeGreaterThan(0);
  expect(harness.allBridgeReplies.map((r) => r.method)).toEqual(['getMasterchainInfo']);
});

test('an invalid argument is refused by main, where it is checked, before any request', async ({ page }) => {
  await openBlankPage(page);
  const reply = await call(page, 'startLookup', {
    addressLines: 'not-an-address',
    inputLines: 'not-an-address',
    includeBoc: true,
  });
  expect(reply.error?.kind).toBe('invalid-input');
  expect(reply.error?.message).toMatch(/malformed "startLookup" request/);
  // The preload forwards without checking; main's dispatch is the one check, and nothing was fetched.
  expect(harness.allBridgeReplies.map((r) => r.method)).toEqual(['startLookup']);
  expect(harness.events).toEqual([]);
  expect(server.requests.filter((r) => r.path === '/api/v3/accountStates')).toEqual([]);
});

test('a subframe is refused by the sender check and the refusal is logged', async ({ page }) => {
  await openBlankPage(page);
  await page.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await loaded;
  }, `${BLANK}frame.html`);
  const child = page.frames().find((f) => f !== page.mainFrame());
  expect(child).toBeDefined();
  const reply = await child!.evaluate(() =>
    (
      window as unknown as {
        tonIndex: { getSettings(): Promise<{ ok: boolean; error?: { message: string } }> };
      }
    ).tonIndex.getSettings(),
  );
  expect(reply.ok).toBe(false);
  expect(reply.error?.message).toMatch(/did not come from the app window/);
  expect(harness.log.some((e) => e.level === 'warn' && /not the app window/.test(e.message))).toBe(true);
});

test('a key set from the page is used by main, kept encrypted, and survives a restart — never returned', async ({
  page,
}) => {
  await openBlankPage(page);
  expect((await call(page, 'saveProfile', { name: 'Keyed', baseUrl: keyedServer.url })).ok).toBe(true);
  expect((await call(page, 'setActiveProfile', { id: 'keyed' })).ok).toBe(true);
  expect((await call(page, 'setApiKey', { profileId: 'keyed', apiKey: KEY })).ok).toBe(true);
  expect((await call(page, 'getMasterchainInfo')).ok).toBe(true);
  expect(keyedServer.requests.at(-1)?.headers['x-api-key']).toBe(KEY);
  // Every file main wrote, the lookup log's LevelDB files included.
  for (const file of await readdir(harness.userDataDir, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) expect(await readFile(join(file.parentPath, file.name), 'utf8')).not.toContain(KEY);
  }

  await harness.restart();
  await page.reload();
  const settings = await call(page, 'getSettings');
  expect(settings.value).toMatchObject({ activeProfileId: 'keyed' });
  expect(
    (settings.value as { profiles: { id: string; hasApiKey: boolean }[] }).profiles.find(
      (p) => p.id === 'keyed',
    )?.hasApiKey,
  ).toBe(true);
  expect((await call(page, 'getMasterchainInfo')).ok).toBe(true);
});

test('without a keyring a key is refused until weak storage is allowed', async ({ page }) => {
  harness.setKeyStorage('basic-text');
  await openBlankPage(page);
  const refused = await call(page, 'setApiKey', { profileId: 'toncenter-mainnet', apiKey: KEY });
  expect(refused.error?.message).toMatch(/no keyring/);
  expect((await call(page, 'setAllowWeakKeyStorage', { allow: true })).ok).toBe(true);
  const stored = await call(page, 'setApiKey', { profileId: 'toncenter-mainnet', apiKey: KEY });
  expect(stored.value).toMatchObject({ keyStorage: 'basic-text', allowWeakKeyStorage: true });
});

test('links go to the system browser only for allow-listed https URLs', async ({ page }) => {
  await openBlankPage(page);
  expect((await call(page, 'openExternal', { url: 'https://tonviewer.com/EQabc' })).value).toEqual({
    opened: true,
  });
  expect((await call(page, 'openExternal', { url: 'https://evil.example/' })).value).toEqual({
    opened: false,
  });
  expect(harness.openedExternally).toEqual(['https://tonviewer.com/EQabc']);
});

test('the renderer uses the harness bridge instead of its web bridge', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => harness.allBridgeReplies.length).toBeGreaterThan(0);
  expect(harness.allBridgeReplies.map((r) => r.method)).toContain('getSettings');
  // The first-start profile (TON_INDEX_URL stand-in) is what the renderer's requests go to.
  await expect.poll(() => server.requests.some((r) => r.path === '/api/v3/masterchainInfo')).toBe(true);
  await expect(page.getByTestId('block-last')).toBeVisible();
});

test('a lookup started from the page runs in main, its events reach the page, and main logs it on disk across a restart', async ({
  page,
}) => {
  await openBlankPage(page);
  const raws = (['wallet-v4r2', 'wallet-v3r2', 'uninit'] as const).map((l) =>
    sampleAccount(l).raw.toUpperCase(),
  );
  // The page listens as the renderer does (named events through window.tonIndex), then starts the job.
  const heard = await page.evaluate(async (addresses) => {
    const api = (window as unknown as { tonIndex: Record<string, (...a: unknown[]) => unknown> }).tonIndex;
    const events: { type: string; payload: { jobId: string } }[] = [];
    const done = new Promise<void>((resolve) => {
      for (const type of ['job-rows', 'job-done'])
        api.addEventListener!(type, (payload: { jobId: string }) => {
          events.push({ type, payload });
          if (type === 'job-done') resolve();
        });
    });
    // The page names the job, as the renderer does, and listens before it starts it.
    const jobId = `job-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
    const lines = addresses.join('\n');
    await api.startLookup!({ jobId, addressLines: lines, inputLines: lines, includeBoc: false });
    await done;
    return { jobId, events };
  }, raws);
  expect(heard.events.map((e) => e.type)).toEqual(['job-rows', 'job-done']);
  expect(heard.events.every((e) => e.payload.jobId === heard.jobId)).toBe(true);
  expect(await readdir(join(harness.userDataDir, 'lookup-log'))).toContain('CURRENT');

  await harness.restart();
  await page.reload();
  const listed = (await call(page, 'listLookupLog')).value as { id: string; counts: unknown }[];
  expect(listed).toEqual([
    expect.objectContaining({ counts: { requested: 3, found: 3, notFound: 0, failed: 0 } }),
  ]);
  const { id } = listed[0]!;
  const entry = (await call(page, 'getLookupLogEntry', { id })).value as {
    inputs: { raw: string }[];
    result: { accounts: object[] };
  };
  expect(entry.inputs.map((i) => i.raw)).toEqual(raws);
  expect(JSON.stringify(entry)).not.toContain('code_boc');

  expect((await call(page, 'deleteLookupLogEntry', { id })).value).toEqual({ deleted: true });
  expect((await call(page, 'listLookupLog')).value).toEqual([]);
  expect((await call(page, 'getLookupLogEntry', { id })).error?.message).toMatch(/no longer in the log/);
});

test('saveFile writes the export through the save path where the user chose; cancel writes nothing', async ({
  page,
}) => {
  await openBlankPage(page);
  const content = 'address,balance_ton\n0:AB,"1.5"\n';
  const saved = await call(page, 'saveFile', {
    suggestedName: 'accounts-2026-11-23.csv',
    content,
    format: 'csv',
  });
  const file = join(harness.savedFilesDir, 'accounts-2026-11-23.csv');
  expect(saved.value).toEqual({ saved: true, location: file });
  expect(await readFile(file, 'utf8')).toBe(content);
  expect(harness.saveDialogs).toEqual([{ defaultPath: file, extensions: ['csv'], chosen: file }]);

  harness.cancelSaveDialogs(true);
  expect(
    (await call(page, 'saveFile', { suggestedName: 'other.json', content: '{}', format: 'json' })).value,
  ).toEqual({
    saved: false,
  });
  expect(await readdir(harness.savedFilesDir)).toEqual(['accounts-2026-11-23.csv']);

  const refused = await call(page, 'saveFile', { suggestedName: '../escape.csv', content, format: 'csv' });
  expect(refused.error?.kind).toBe('invalid-input');
  expect(harness.saveDialogs).toHaveLength(2);
});
