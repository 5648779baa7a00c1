/**
 * What the desktop transport adds to the shared bridge: one channel per method, the sender check before
 * anything else, the developer log of refusals, and the native save dialog. Everything the renderer sees
 * through the bridge (settings rules, keys, lookups, the log, argument checks) is asserted once for both
 * transports by the bridge API suite (ipc-registry.api.int.test.ts).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { BRIDGE_METHODS, ipcChannel, type BridgeMethod } from '../shared/bridge/api/bridge-api';
import { createIndexClient } from '../shared/client/index-client';
import type { SettingsPersistence } from '../shared/bridge/bridge-deps';
import { jobEvents, newJobId, type RecordedEvent } from '../test-support/job-events';
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
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
afterAll(() => server.close());

const mainFrame: FrameLike = { url: APP_INDEX_URL, parent: null, frameTreeNodeId: 1 };
const appEvent: IpcEventLike = { sender: { id: APP_WEBCONTENTS_ID, mainFrame }, senderFrame: mainFrame };

/** A call from a window of the app whose pushed events land in `events` (its own `webContents.send`). */
function windowEvent(events: RecordedEvent[]): IpcEventLike {
  return {
    sender: {
      id: APP_WEBCONTENTS_ID,
      mainFrame,
      send: (channel, payload) =>
        void events.push({ type: channel.replace('ton-index:event:', '') as RecordedEvent['type'], payload }),
    },
    senderFrame: mainFrame,
  };
}

interface Harness {
  dir: string;
  /** A separate folder for the lookup log and saved files, so `dir` holds only what settings write. */
  dataDir: string;
  logStore: LookupLogStore;
  /** Where the fake save dialog answered, and what it was shown; `null` answers "cancel". */
  dialog: {
    answer: string | null;
    shown: { window: unknown; options: { defaultPath?: string; filters?: unknown } }[];
  };
  store: SettingsStore;
  registration: BridgeRegistration;
  logger: ReturnType<typeof createMemoryLogger>;
  opened: string[];
  replies: unknown[];
  call(method: BridgeMethod, arg?: unknown, event?: IpcEventLike): Promise<Reply>;
}

let h: Harness;

async function makeHarness(
  options: { wrapSettings?: (settings: SettingsPersistence) => SettingsPersistence } = {},
): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'ton-ipc-'));
  const realStore = await openSettingsStore({
    dir,
    cipher: createTestCipher(),
    initialIndexerUrl: server.url,
  });
  const settings = options.wrapSettings ? options.wrapSettings(realStore.settings) : realStore.settings;
  const handlers = new Map<string, (event: IpcEventLike, arg: unknown) => Promise<unknown>>();
  const logger = createMemoryLogger();
  const opened: string[] = [];
  const replies: unknown[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'ton-ipc-data-'));
  const logStore = openLookupLogStore(dataDir);
  const appWindow = { id: 'app-window' };
  const dialog: Harness['dialog'] = { answer: null, shown: [] };
  const registration = registerBridgeHandlers(
    { handle: (channel, listener) => void handlers.set(channel, listener), on: () => undefined },
    {
      settings,
      secrets: realStore.secrets,
      createClient: (opts) => createIndexClient(opts),
      openLink: async (url) => void opened.push(url),
      checkSender: createSenderCheck({
        appWebContentsId: () => APP_WEBCONTENTS_ID,
        allowedOrigins: ['app://bundle'],
      }),
      logger,
      lookupLog: logStore.log,
      labels: logStore.labels,
      watch: logStore.watch,
      libraries: logStore.libraries,
      paces: logStore.paces,
      storage: logStore.core,
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
  it('registers exactly one handler per bridge API method, on its own channel', () => {
    expect(h.registration.channels).toEqual(BRIDGE_METHODS.map(ipcChannel));
    expect(new Set(h.registration.channels).size).toBe(BRIDGE_METHODS.length);
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

const RAW = sampleAccount('wallet-v4r2').raw.toUpperCase();

/** A valid argument per method (so the sender tests prove the refusal is about the sender). */
const VALID_ARGS: Record<BridgeMethod, unknown> = {
  getMasterchainInfo: undefined,
  startLookup: { jobId: 'job-lookup-1', addressLines: RAW, inputLines: RAW, includeBoc: false },
  startTokens: { jobId: 'job-tokens-1', owners: [RAW], masters: [RAW], unixTime: 1 },
  inspect: { addresses: [RAW], unixTime: 1 },
  cancelJob: { jobId: 'job-1-abcdef' },
  readListFile: { name: 'list.csv', text: `address,note\n${RAW},x` },
  inputColumnsOf: { file: 'list-1', raws: [RAW] },
  getSettings: undefined,
  storeNotices: undefined,
  getLookupLogEntryPart: { id: '1795650392256-b80wci', part: 0 },
  lookAlikesOfLogEntry: { id: '1795650392256-b80wci' },
  listLabelsPage: { limit: 10 },
  labelsOf: { raws: [RAW] },
  dismissStoreNotice: { id: '1795650392256-b80wci' },
  saveProfile: { name: 'Node', baseUrl: 'http://127.0.0.1:1' },
  deleteProfile: { id: 'local-indexer' },
  setActiveProfile: { id: 'toncenter-testnet' },
  setApiKey: { profileId: 'toncenter-mainnet', apiKey: KEY },
  setAllowWeakKeyStorage: { allow: true },
  setProfileLimits: {
    profileId: 'toncenter-mainnet',
    limits: { requestsPerSecond: 25, maxAddressesPerRequest: 500, maxUrlLength: 8192 },
  },
  savePreferences: { requestTimeoutMs: 5_000 },
  testConnection: { profileId: 'local-indexer' },
  accountRows: { addresses: [RAW] },
  learnedPace: { profileId: 'local-indexer' },
  forgetLearnedPace: { profileId: 'local-indexer' },
  openExternal: { url: 'https://tonviewer.com/' },
  listLookupLog: undefined,
  getLookupLogEntry: { id: '1763888888000-abc123' },
  deleteLookupLogEntry: { id: '1763888888000-abc123' },
  saveFile: { suggestedName: 'accounts.csv', content: 'a,b\n', format: 'csv' },
  runGetMethod: { address: RAW, method: 'seqno', unixTime: 1 },
  disassembleCode: { address: RAW },
  cellTree: { address: RAW, part: 'data' },
  annotateLookupLogEntry: { id: '1763888888000-abc123', notes: { note: 'T-1' } },
  lookupLogStatus: undefined,
  findInLookupLog: { raw: RAW },
  listWatch: undefined,
  watchAddress: { address: RAW },
  unwatchAddress: { address: RAW },
  setWatchSettings: { intervalSeconds: 300 },
  watchHistory: { address: RAW },
  watchStatus: undefined,
  checkWatchNow: undefined,
  listLabels: undefined,
  setLabel: { address: RAW, text: 'mine' },
  removeLabel: { address: RAW },
  addFavourite: { address: RAW },
  removeFavourite: { address: RAW },
  exportLabels: undefined,
  importLabels: { csv: '' },
  listLibraries: undefined,
  addLibrary: { boc: 'te6cc' },
  removeLibrary: { hash: 'a'.repeat(64) },
};

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

describe('what main answers', () => {
  it('builds the public settings field by field: a key that leaked into the stored settings never reaches a reply', async () => {
    const leaky = await makeHarness({
      wrapSettings: (settings) => ({
        ...settings,
        current: () => {
          const current = settings.current();
          // As if a bug had stored the key beside the profile and the preferences.
          return {
            ...current,
            profiles: current.profiles.map((p) => ({ ...p, apiKey: KEY })),
            preferences: { ...current.preferences, apiKey: KEY },
          } as typeof current;
        },
      }),
    });
    try {
      const reply = await leaky.call('getSettings');
      expect(reply.ok).toBe(true);
      expect(JSON.stringify(reply)).not.toContain(KEY);
    } finally {
      leaky.registration.cancelAll();
      await leaky.logStore.close();
      await rm(leaky.dir, { recursive: true, force: true });
      await rm(leaky.dataDir, { recursive: true, force: true });
    }
  });

  it('cancelAll (window closed) cancels the running jobs: they end cancelled, nothing more is asked', async () => {
    server.setFaults({ mode: 'hang' });
    const events: RecordedEvent[] = [];
    const window = windowEvent(events);
    const jobId = newJobId();
    await h.call('startLookup', { jobId, addressLines: RAW, inputLines: RAW, includeBoc: true }, window);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 120_000, interval: 20 });
    expect(h.registration.runningJobs()).toBe(1);
    h.registration.cancelAll();
    const { done } = await jobEvents({ events: () => events }, jobId);
    expect(done).toMatchObject({ kind: 'lookup', cancelled: true });
    await vi.waitFor(() => expect(h.registration.runningJobs()).toBe(0), { timeout: 120_000, interval: 20 });
    expect(server.requests).toHaveLength(1);
  });

  it('sends a job’s events to the window that started it only, and lets only that window cancel it', async () => {
    // Two windows the sender check would accept (main has one; a second is how it would look).
    const mine: RecordedEvent[] = [];
    const other: RecordedEvent[] = [];
    const jobId = newJobId();
    await h.call(
      'startLookup',
      { jobId, addressLines: RAW, inputLines: RAW, includeBoc: false },
      windowEvent(mine),
    );
    expect(await h.call('cancelJob', { jobId }, windowEvent(other))).toEqual({
      ok: true,
      value: { cancelled: false },
    });
    const { done } = await jobEvents({ events: () => mine }, jobId);
    expect(done).toMatchObject({ kind: 'lookup', cancelled: false, progress: { doneAccounts: 1 } });
    expect(mine.map((e) => e.type)).toEqual(['job-rows', 'job-done']);
    expect(other).toEqual([]);
  });

  it('logs a malformed call for the developer, and answers it as invalid-input', async () => {
    expectError(await h.call('setActiveProfile', { id: 5 }), 'invalid-input');
    expect(h.logger.entries).toContainEqual({
      level: 'warn',
      message: 'Refused a malformed bridge call',
      details: { method: 'setActiveProfile' },
    });
  });
});
