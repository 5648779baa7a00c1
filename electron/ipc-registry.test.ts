import { MAX_ADDRESSES_PER_REQUEST } from '../shared/api/request-limits';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notIndexedAddresses,
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
} from '../local-index-server';
import {
  BRIDGE_METHODS,
  ipcChannel,

  type BridgeMethod,
} from '../shared/bridge/contract';
import { createIndexClient } from '../shared/client/index-client';
import { sampleDraft } from '../test-support/sample-log-drafts';
import { APP_INDEX_URL } from './app-protocol';
import { registerBridgeHandlers, type BridgeRegistration } from './ipc-registry';
import { createMemoryLogger } from './logger';
import { openLookupLogStore, type LookupLogStore } from './lookup-log-store';
import { createSaveFile } from './save-file';
import { createSenderCheck, type FrameLike, type IpcEventLike } from './sender-check';
import { openSettingsStore, type SettingsStore } from './settings-store';
import { createTestCipher } from '../test-support/test-cipher';

const KEY = 'secret-api-key-5f1c2b7e9a';
const APP_WEBCONTENTS_ID = 7;

type Reply =
  | { ok: true; value: unknown }
  | { ok: false; error: { kind: string; message: string; status?: number; detail?: string } };

let server: RunningIndexServer;
let keyedServer: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  keyedServer = await startIndexServer({ port: 0, apiKey: KEY });
});
afterAll(async () => {
  await server.close();
  await keyedServer.close();
});

const mainFrame: FrameLike = { url: APP_INDEX_URL, parent: null, frameTreeNodeId: 1 };
const appEvent: IpcEventLike = { sender: { id: APP_WEBCONTENTS_ID, mainFrame }, senderFrame: mainFrame };

interface Harness {
  dir: string;
  /** A separate folder for the lookup log and saved files, so `dir` holds only what settings write. */
  dataDir: string;
  logStore: LookupLogStore;
  /** Where the fake save dialog answered, and what it was shown; `null` answers "cancel". */
  dialog: { answer: string | null; shown: { window: unknown; options: { defaultPath?: string; filters?: unknown } }[] };
  store: SettingsStore;
  registration: BridgeRegistration;
  logger: ReturnType<typeof createMemoryLogger>;
  opened: string[];
  replies: unknown[];
  call(method: BridgeMethod, arg?: unknown, event?: IpcEventLike): Promise<Reply>;
}

let h: Harness;

async function makeHarness(
  options: { wrapStore?: (store: SettingsStore) => SettingsStore } = {},
): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'ton-ipc-'));
  const realStore = await openSettingsStore({
    dir,
    cipher: createTestCipher(),
    initialIndexerUrl: server.url,
  });
  const store = options.wrapStore ? options.wrapStore(realStore) : realStore;
  const handlers = new Map<string, (event: IpcEventLike, arg: unknown) => Promise<unknown>>();
  const logger = createMemoryLogger();
  const opened: string[] = [];
  const replies: unknown[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'ton-ipc-data-'));
  const logStore = openLookupLogStore(dataDir);
  const appWindow = { id: 'app-window' };
  const dialog: Harness['dialog'] = { answer: null, shown: [] };
  const registration = registerBridgeHandlers(
    { handle: (channel, listener) => void handlers.set(channel, listener) },
    {
      settings: store,
      createClient: (opts) => createIndexClient(opts),
      openExternal: async (url) => void opened.push(url),
      checkSender: createSenderCheck({
        appWebContentsId: () => APP_WEBCONTENTS_ID,
        allowedOrigins: ['app://bundle'],
      }),
      logger,
      lookupLog: logStore.log,
      saveFile: createSaveFile({
        getWindow: () => appWindow as never,
        downloadsDir: () => '/home/analyst/Downloads',
        showSaveDialog: async (window, options) => {
          dialog.shown.push({ window, options });
          return dialog.answer === null
            ? { canceled: true, filePath: '' }
            : { canceled: false, filePath: join(dataDir, dialog.answer) };
        },
      }),
    },
  );
  return {
    dir,
    dataDir,
    logStore,
    dialog,
    store: realStore,
    registration,
    logger,
    opened,
    replies,
    async call(method, arg, event = appEvent) {
      const handler = handlers.get(ipcChannel(method));
      if (!handler) throw new Error(`no handler for ${method}`);
      // structuredClone: what crosses Electron's IPC is a copy, never the renderer's object.
      const reply = structuredClone(await handler(event, structuredClone(arg)));
      replies.push(reply);
      return reply as Reply;
    },
  };
}

beforeEach(async () => {
  server.clearRequests();
  server.setFaults({ mode: 'none' });
  keyedServer.clearRequests();
  h = await makeHarness();
});
afterEach(async () => {
  h.registration.cancelAll();
  // Whatever a test did, no reply the renderer got may contain the API key.
  expect(JSON.stringify(h.replies)).not.toContain(KEY);
  await h.logStore.close();
  await rm(h.dir, { recursive: true, force: true });
  await rm(h.dataDir, { recursive: true, force: true });
});

function expectError(reply: Reply, kind: string): { message: string; status?: number; detail?: string } {
  expect(reply.ok).toBe(false);
  if (reply.ok) throw new Error('expected an error');
  expect(reply.error.kind).toBe(kind);
  return reply.error;
}

describe('registration', () => {
  it('registers exactly one handler per contract method, on its own channel', () => {
    expect(h.registration.channels).toEqual(BRIDGE_METHODS.map(ipcChannel));
    expect(new Set(h.registration.channels).size).toBe(BRIDGE_METHODS.length);
  });
});

describe('requests to the index through the active profile', () => {
  it('answers the chain status from the local index server', async () => {
    const reply = await h.call('getMasterchainInfo', { requestId: 'chain-1' });
    expect(reply.ok).toBe(true);
    expect(reply.ok && reply.value).toMatchObject({ first: { workchain: -1 }, last: { workchain: -1 } });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v3/masterchainInfo']);
  });

  it('looks accounts up and lists the unknown ones in not_found', async () => {
    const known = sampleAccount('wallet-v4r2').raw;
    const unknown = notIndexedAddresses()[0]!;
    const reply = await h.call('lookupAccounts', {
      requestId: 'lookup-1',
      addresses: [known, unknown],
      includeBoc: false,
    });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const value = reply.value as { accounts: { address: string; code_boc?: unknown }[]; not_found: string[] };
    expect(value.accounts.map((a) => a.address)).toEqual([known.toUpperCase()]);
    expect(value.not_found).toEqual([unknown.toUpperCase()]);
    expect(server.requests[0]?.query.include_boc).toEqual(['false']);
  });

  it('adds the profile key as X-API-Key on requests (in main only) and never returns it', async () => {
    const settings = await h.call('saveProfile', { name: 'Keyed', baseUrl: keyedServer.url });
    expect(settings.ok).toBe(true);
    expect((await h.call('setActiveProfile', { id: 'keyed' })).ok).toBe(true);
    // Without the key the gateway refuses: the error says so plainly.
    const refused = expectError(await h.call('getMasterchainInfo'), 'http');
    expect(refused.status).toBe(401);
    const withKey = await h.call('setApiKey', { profileId: 'keyed', apiKey: KEY });
    expect(
      withKey.ok &&
        (withKey.value as { profiles: { id: string; hasApiKey: boolean }[] }).profiles.find(
          (p) => p.id === 'keyed',
        ),
    ).toMatchObject({
      hasApiKey: true,
    });
    expect((await h.call('getMasterchainInfo')).ok).toBe(true);
    expect(keyedServer.requests.at(-1)?.headers['x-api-key']).toBe(KEY);
    expect(keyedServer.requests.at(-1)?.rawQuery).not.toContain(KEY);
  });

  it('tests a named profile with that profile’s own key, not the active one’s', async () => {
    await h.call('saveProfile', { name: 'Keyed', baseUrl: keyedServer.url });
    await h.call('saveProfile', { name: 'Keyless', baseUrl: keyedServer.url });
    await h.call('setApiKey', { profileId: 'keyed', apiKey: KEY });
    await h.call('setActiveProfile', { id: 'keyless' });
    expect((await h.call('testConnection', { profileId: 'keyed' })).ok).toBe(true);
    expect(expectError(await h.call('testConnection', { profileId: 'keyless' }), 'http').status).toBe(401);
    expectError(await h.call('testConnection', { profileId: 'deleted-one' }), 'invalid-input');
  });

  it('uses the request timeout from the preferences', async () => {
    await h.call('savePreferences', { requestTimeoutMs: 1_000 });
    server.setFaults({ mode: 'hang' });
    const error = expectError(await h.call('getMasterchainInfo'), 'timeout');
    expect(error.message).toMatch(/127\.0\.0\.1/);
  });

  it('maps a server failure to a plain error result (never a throw across IPC)', async () => {
    server.setFaults({ mode: 'http502-html' });
    const error = expectError(await h.call('getMasterchainInfo'), 'http');
    expect(error.status).toBe(502);
    expect(error.message).not.toMatch(/\bat \w+ \(/); // no stack frames
  });
});

describe('cancellation', () => {
  it('aborts a running lookup by its request id', async () => {
    server.setFaults({ mode: 'hang' });
    const pending = h.call('lookupAccounts', {
      requestId: 'slow-1',
      addresses: [sampleAccount('wallet-v3r2').raw],
      includeBoc: true,
    });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(h.registration.runningRequests()).toBe(1);
    expect(await h.call('cancelRequest', { requestId: 'slow-1' })).toEqual({
      ok: true,
      value: { cancelled: true },
    });
    expectError(await pending, 'aborted');
    expect(h.registration.runningRequests()).toBe(0);
    expect(await h.call('cancelRequest', { requestId: 'slow-1' })).toEqual({
      ok: true,
      value: { cancelled: false },
    });
  });

  it('answers cancelled: false for an id that is not running', async () => {
    expect(await h.call('cancelRequest', { requestId: 'never-started' })).toEqual({
      ok: true,
      value: { cancelled: false },
    });
  });
});

describe('the sender check comes first', () => {
  const foreignFrame: FrameLike = { url: APP_INDEX_URL, parent: null, frameTreeNodeId: 9 };
  const subFrame: FrameLike = { url: APP_INDEX_URL, parent: mainFrame, frameTreeNodeId: 2 };
  const evilFrame: FrameLike = { url: 'https://evil.example/index.html', parent: null, frameTreeNodeId: 1 };
  const fileFrame: FrameLike = {
    url: 'file:///work/main/out/renderer/index.html',
    parent: null,
    frameTreeNodeId: 1,
  };
  const senders: [string, IpcEventLike][] = [
    ['another webContents', { sender: { id: 99, mainFrame: foreignFrame }, senderFrame: foreignFrame }],
    [
      'a subframe of the app window',
      { sender: { id: APP_WEBCONTENTS_ID, mainFrame }, senderFrame: subFrame },
    ],
    [
      'the app window on another origin',
      { sender: { id: APP_WEBCONTENTS_ID, mainFrame: evilFrame }, senderFrame: evilFrame },
    ],
    [
      'the app window on file://',
      { sender: { id: APP_WEBCONTENTS_ID, mainFrame: fileFrame }, senderFrame: fileFrame },
    ],
    ['a frame that is gone', { sender: { id: APP_WEBCONTENTS_ID, mainFrame }, senderFrame: null }],
  ];

  it.each(senders)('refuses %s for every method, logs it and does no work', async (_name, event) => {
    for (const method of BRIDGE_METHODS) {
      const error = expectError(await h.call(method, VALID_ARGS[method], event), 'invalid-input');
      expect(error.message).toMatch(/did not come from the app window/);
    }
    expect(server.requests).toHaveLength(0);
    expect(h.opened).toEqual([]);
    expect(await readdir(h.dir)).toEqual([]); // nothing was saved
    expect(await h.logStore.log.list()).toEqual([]); // nothing was logged
    expect(h.dialog.shown).toEqual([]); // no save dialog
    expect(
      h.logger.entries.filter((e) => e.level === 'warn' && /not the app window/.test(e.message)),
    ).toHaveLength(BRIDGE_METHODS.length);
  });

  it('refuses an event it cannot even read', async () => {
    const broken = { sender: undefined, senderFrame: undefined } as unknown as IpcEventLike;
    expectError(await h.call('getSettings', undefined, broken), 'invalid-input');
    expect(h.logger.entries.some((e) => e.details?.reason === 'the sender could not be identified')).toBe(
      true,
    );
  });
});

const RAW = sampleAccount('wallet-v4r2').raw;

/** A valid argument per method (so the sender tests prove the refusal is about the sender). */
const VALID_ARGS: Record<BridgeMethod, unknown> = {
  getMasterchainInfo: { requestId: 'r1' },
  lookupAccounts: { requestId: 'r2', addresses: [RAW], includeBoc: false },
  cancelRequest: { requestId: 'r2' },
  getSettings: undefined,
  saveProfile: { name: 'Node', baseUrl: 'http://127.0.0.1:1' },
  deleteProfile: { id: 'local-indexer' },
  setActiveProfile: { id: 'toncenter-testnet' },
  setApiKey: { profileId: 'toncenter-mainnet', apiKey: KEY },
  setAllowWeakKeyStorage: { allow: true },
  setProfileLimits: { profileId: 'toncenter-mainnet', limits: { requestsPerSecond: 25, maxAddressesPerRequest: 500, maxUrlLength: 8192 } },
  savePreferences: { requestTimeoutMs: 5_000 },
  testConnection: { profileId: 'local-indexer' },
  openExternal: { url: 'https://tonviewer.com/' },
  listLookupLog: undefined,
  getLookupLogEntry: { id: '1763888888000-abc123' },
  saveLookupLogEntry: sampleDraft(2),
  deleteLookupLogEntry: { id: '1763888888000-abc123' },
  saveFile: { suggestedName: 'accounts.csv', content: 'a,b\n', format: 'csv' },
};

/** Malformed payloads per method: wrong types, extra keys, out-of-range values. Typed so no method is forgotten. */
const MALFORMED: Record<BridgeMethod, [string, unknown][]> = {
  getMasterchainInfo: [
    ['a number id', { requestId: 5 }],
    ['an extra key', { requestId: 'r', url: 'http://evil' }],
    ['a string', 'masterchain'],
  ],
  lookupAccounts: [
    ['addresses as a string', { requestId: 'r', addresses: RAW, includeBoc: true }],
    ['an extra key', { requestId: 'r', addresses: [RAW], includeBoc: true, baseUrl: 'http://evil' }],
    [
      'too many addresses',
      {
        requestId: 'r',
        addresses: Array.from({ length: MAX_ADDRESSES_PER_REQUEST + 1 }, () => RAW),
        includeBoc: true,
      },
    ],
    [
      'a friendly (non-raw) address',
      { requestId: 'r', addresses: [sampleAccount('wallet-v4r2').friendly], includeBoc: true },
    ],
    ['no addresses', { requestId: 'r', addresses: [], includeBoc: true }],
    ['includeBoc missing', { requestId: 'r', addresses: [RAW] }],
    ['a bad request id', { requestId: '../../x', addresses: [RAW], includeBoc: true }],
  ],
  cancelRequest: [
    ['no id', {}],
    ['an id with spaces', { requestId: 'a b' }],
    ['an extra key', { requestId: 'r', all: true }],
  ],
  getSettings: [['an object', { includeKeys: true }]],
  saveProfile: [
    ['a javascript: URL', { name: 'x', baseUrl: 'javascript:alert(1)' }],
    ['a URL with credentials', { name: 'x', baseUrl: 'http://user:pw@127.0.0.1:1' }],
    ['builtIn: true smuggled in', { name: 'x', baseUrl: 'http://127.0.0.1:1', builtIn: true }],
    ['an empty name', { name: '   ', baseUrl: 'http://127.0.0.1:1' }],
    ['an id with capitals', { id: 'NODE', name: 'x', baseUrl: 'http://127.0.0.1:1' }],
  ],
  deleteProfile: [
    ['a number id', { id: 5 }],
    ['an extra key', { id: 'local-indexer', force: true }],
  ],
  setActiveProfile: [
    ['no id', {}],
    ['null', null],
  ],
  setApiKey: [
    ['a number key', { profileId: 'toncenter-mainnet', apiKey: 5 }],
    ['a key too long', { profileId: 'toncenter-mainnet', apiKey: 'k'.repeat(257) }],
    ['an extra key', { profileId: 'toncenter-mainnet', apiKey: 'k', plain: true }],
  ],
  setAllowWeakKeyStorage: [['a string', { allow: 'yes' }]],
  setProfileLimits: [
    ['more than 1024 addresses per request', { profileId: 'toncenter-mainnet', limits: { requestsPerSecond: 1, maxAddressesPerRequest: 2000, maxUrlLength: 8192 } }],
    ['a zero rate', { profileId: 'toncenter-mainnet', limits: { requestsPerSecond: 0, maxAddressesPerRequest: 100, maxUrlLength: 8192 } }],
    ['limits missing', { profileId: 'toncenter-mainnet' }],
  ],
  savePreferences: [
    ['a timeout below the minimum', { requestTimeoutMs: 10 }],
    ['an unknown preference', { theme: 'dark' }],
    ['a fractional interval', { refreshIntervalSeconds: 1.5 }],
  ],
  testConnection: [['no profile', {}]],
  openExternal: [
    ['a number', { url: 5 }],
    ['a URL too long', { url: `https://tonviewer.com/${'a'.repeat(2100)}` }],
  ],
  listLookupLog: [['an object', { all: true }]],
  getLookupLogEntry: [
    ['a path as id', { id: '../../settings.json' }],
    ['an extra key', { id: '1763888888000-abc123', raw: true }],
  ],
  saveLookupLogEntry: [
    ['an id smuggled in', { ...sampleDraft(1), id: '1763888888000-abc123' }],
    ['negative counts', { ...sampleDraft(1), counts: { requested: -1, found: 0, notFound: 0, failed: 0 } }],
    ['a non-raw input address', { ...sampleDraft(1), inputs: [{ raw: 'EQabc', input: 'EQabc' }] }],
  ],
  deleteLookupLogEntry: [['no id', {}]],
  saveFile: [
    ['a path as the name', { suggestedName: '../../.bashrc', content: 'x', format: 'csv' }],
    ['an absolute path', { suggestedName: '/etc/passwd', content: 'x', format: 'csv' }],
    ['a Windows path', { suggestedName: 'C:\\x.csv', content: 'x', format: 'csv' }],
    ['a hidden file', { suggestedName: '.profile', content: 'x', format: 'csv' }],
    ['an unknown format', { suggestedName: 'a.exe', content: 'x', format: 'exe' }],
    ['content not text', { suggestedName: 'a.csv', content: 5, format: 'csv' }],
  ],
};

describe('malformed payloads are refused before any work', () => {
  const cases = BRIDGE_METHODS.flatMap((method) =>
    MALFORMED[method].map(([name, arg]) => [method, name, arg] as const),
  );

  it.each(cases)('%s with %s → invalid-input', async (method, _name, arg) => {
    const before = JSON.stringify(h.store.toPublic());
    const error = expectError(await h.call(method, arg), 'invalid-input');
    expect(error.message).toContain(`malformed "${method}" request`);
    expect(error.detail).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    expect(h.opened).toEqual([]);
    expect(JSON.stringify(h.store.toPublic())).toBe(before);
    expect(await readdir(h.dir)).toEqual([]);
    expect(await h.logStore.log.list()).toEqual([]);
    expect(h.dialog.shown).toEqual([]);
  });

  it('covers every method', () => {
    expect(BRIDGE_METHODS.every((m) => MALFORMED[m].length > 0)).toBe(true);
  });
});

describe('settings over the bridge', () => {
  it('saves, selects and deletes a profile; deleting the active one falls back to mainnet', async () => {
    const saved = await h.call('saveProfile', { name: 'Staging', baseUrl: 'https://staging.example.org' });
    expect(saved.ok).toBe(true);
    await h.call('setActiveProfile', { id: 'staging' });
    const deleted = await h.call('deleteProfile', { id: 'staging' });
    expect(deleted.ok && (deleted.value as { activeProfileId: string }).activeProfileId).toBe(
      'toncenter-mainnet',
    );
  });

  it('answers a refused settings change as a plain error', async () => {
    const error = expectError(await h.call('deleteProfile', { id: 'toncenter-mainnet' }), 'invalid-input');
    expect(error.message).toMatch(/built in and cannot be deleted/);
  });

  it('stores the key encrypted on disk; getSettings only says hasApiKey', async () => {
    await h.call('setApiKey', { profileId: 'toncenter-mainnet', apiKey: KEY });
    const reply = await h.call('getSettings');
    expect(
      reply.ok && (reply.value as { profiles: { id: string; hasApiKey: boolean }[] }).profiles[0],
    ).toMatchObject({
      id: 'toncenter-mainnet',
      hasApiKey: true,
    });
    for (const file of await readdir(h.dir))
      expect(await readFile(join(h.dir, file), 'utf8')).not.toContain(KEY);
  });

  it('strips anything the contract does not list from a reply, even if the store leaked it', async () => {
    const leaky = await makeHarness({
      wrapStore: (store) => ({
        ...store,
        toPublic: () => {
          const pub = store.toPublic();
          return {
            ...pub,
            apiKey: KEY,
            profiles: pub.profiles.map((p) => ({ ...p, apiKey: KEY })),
          } as typeof pub;
        },
      }),
    });
    const reply = await leaky.call('getSettings');
    expect(reply.ok).toBe(true);
    expect(JSON.stringify(reply)).not.toContain(KEY);
    await rm(leaky.dir, { recursive: true, force: true });
  });
});

describe('openExternal', () => {
  it('opens an allow-listed https link through the injected opener', async () => {
    expect(await h.call('openExternal', { url: 'https://tonviewer.com/EQabc' })).toEqual({
      ok: true,
      value: { opened: true },
    });
    expect(h.opened).toEqual(['https://tonviewer.com/EQabc']);
  });

  it.each([
    'http://tonviewer.com/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://evil.example/',
    'https://tonviewer.com.evil.example/',
    'https://user:pw@tonviewer.com/',
    'not a url',
  ])('refuses %s and logs it', async (url) => {
    expect(await h.call('openExternal', { url })).toEqual({ ok: true, value: { opened: false } });
    expect(h.opened).toEqual([]);
    expect(h.logger.entries.some((e) => e.level === 'warn' && e.details?.url === url)).toBe(true);
  });
});

describe('lookup log over the bridge', () => {
  it('saves, lists newest first, reads back without BoCs, and deletes', async () => {
    const first = await h.call('saveLookupLogEntry', sampleDraft(4, { profileName: 'first' }));
    const second = await h.call('saveLookupLogEntry', sampleDraft(6, { profileName: 'second' }));
    expect(first.ok && second.ok).toBe(true);
    const secondId = (second as { value: { id: string } }).value.id;
    const firstId = (first as { value: { id: string } }).value.id;

    const listed = await h.call('listLookupLog');
    expect(listed.ok && (listed.value as { id: string; profile: { name: string } }[]).map((s) => s.profile.name)).toEqual([
      'second',
      'first',
    ]);
    const entry = await h.call('getLookupLogEntry', { id: secondId });
    expect(entry.ok).toBe(true);
    const value = (entry as { value: { inputs: unknown[]; result: { accounts: object[] } } }).value;
    expect(value.inputs).toHaveLength(6);
    expect(value.result.accounts.length).toBeGreaterThan(0);
    expect(JSON.stringify(value)).not.toMatch(/code_boc|data_boc/);

    expect(await h.call('deleteLookupLogEntry', { id: firstId })).toEqual({ ok: true, value: { deleted: true } });
    expect(await h.call('deleteLookupLogEntry', { id: firstId })).toEqual({ ok: true, value: { deleted: false } });
    expect((await h.logStore.log.list()).map((s) => s.id)).toEqual([secondId]);
  });

  it('answers a missing entry as a plain error, no stack', async () => {
    const error = expectError(await h.call('getLookupLogEntry', { id: '1763888888000-abc123' }), 'invalid-input');
    expect(error.message).toMatch(/no longer in the log/);
    expect(JSON.stringify(error)).not.toMatch(/\bat .+:\d+:\d+/);
  });
});

describe('saveFile over the bridge', () => {
  it('shows the save dialog on the app window in Downloads with the format filter, and writes the file', async () => {
    h.dialog.answer = 'chosen.csv';
    const content = 'address,balance\n0:AB,1\n';
    const reply = await h.call('saveFile', { suggestedName: 'accounts-2026.csv', content, format: 'csv' });
    expect(reply).toEqual({ ok: true, value: { saved: true, location: join(h.dataDir, 'chosen.csv') } });
    expect(await readFile(join(h.dataDir, 'chosen.csv'), 'utf8')).toBe(content);
    expect(h.dialog.shown).toHaveLength(1);
    expect(h.dialog.shown[0]!.window).toEqual({ id: 'app-window' });
    expect(h.dialog.shown[0]!.options.defaultPath).toBe(join('/home/analyst/Downloads', 'accounts-2026.csv'));
    expect(h.dialog.shown[0]!.options.filters).toEqual([
      { name: 'CSV (comma-separated values)', extensions: ['csv'] },
      { name: 'All files', extensions: ['*'] },
    ]);
  });

  it('answers saved: false when the dialog is cancelled, and writes nothing', async () => {
    h.dialog.answer = null;
    const before = await readdir(h.dataDir);
    const reply = await h.call('saveFile', { suggestedName: 'a.json', content: '{}', format: 'json' });
    expect(reply).toEqual({ ok: true, value: { saved: false } });
    expect(await readdir(h.dataDir)).toEqual(before);
  });
});
