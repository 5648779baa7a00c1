/**
 * The bridge API suite (test-support/bridge-api-suite.ts) against the desktop transport: the
 * REAL ipc registry behind a fake ipcMain that passes every argument and reply through structuredClone,
 * as Electron's IPC does; the REAL settings store in a temp user-data folder (keys encrypted by the test
 * cipher); the REAL lookup log over LevelDB (classic-level); the REAL save path (atomic write) behind a
 * stand-in dialog that accepts the suggested name; the window's `send`, which records the job events main
 * pushes to it.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ipcChannel, type BridgeMethod, type BridgeResult } from '../shared/bridge/api/bridge-api';
import { createThreadTvmRunner } from '../node-host/tvm-threads';
import { createIndexClient } from '../shared/client/index-client';
import { describeBridgeApi } from '../test-support/bridge-api-suite';
import { createTestCipher } from '../test-support/test-cipher';
import { APP_INDEX_URL } from './app-protocol';
import { registerBridgeHandlers, type BridgeRegistration } from './ipc-registry';
import { createMemoryLogger } from './logger';
import { openLookupLogStore, type LookupLogStore } from './lookup-log-store';
import { createSaveFile } from './save-file';
import { createSenderCheck, type FrameLike, type IpcEventLike } from './sender-check';
import { openSettingsStore, SETTINGS_FILE } from './settings-store';
import type { WatchNotification } from '../shared/watch/watch-notice';
import type { RecordedEvent } from '../test-support/job-events';

const APP_WINDOW_ID = 7;
const mainFrame: FrameLike = { url: APP_INDEX_URL, parent: null, frameTreeNodeId: 1 };

describeBridgeApi('Electron IPC registry', async ({ indexerUrl, stored }) => {
  const dir = await mkdtemp(join(tmpdir(), 'bridge-api-electron-'));
  const userData = join(dir, 'user-data');
  const savedDir = join(dir, 'saved');
  await mkdir(userData);
  if (stored)
    await writeFile(
      join(userData, SETTINGS_FILE),
      'text' in stored ? stored.text : JSON.stringify(stored.settings),
    );
  const opened: string[] = [];
  const saved: string[] = [];
  const notifications: WatchNotification[] = [];
  const events: RecordedEvent[] = [];
  // The app window: main pushes job events to it (`webContents.send`), structured-cloned like IPC.
  const appEvent: IpcEventLike = {
    sender: {
      id: APP_WINDOW_ID,
      mainFrame,
      send: (channel, payload) =>
        void events.push({
          type: channel.replace('ton-index:event:', '') as RecordedEvent['type'],
          payload: structuredClone(payload),
        }),
    },
    senderFrame: mainFrame,
  };
  const saveFile = createSaveFile({
    getWindow: () => ({ id: APP_WINDOW_ID }) as never,
    downloadsDir: () => savedDir,
    showSaveDialog: async (_window, options) => {
      const chosen = join(savedDir, basename(options.defaultPath ?? ''));
      saved.push(chosen);
      return { canceled: false, filePath: chosen };
    },
  });

  let handlers = new Map<string, (event: IpcEventLike, arg: unknown) => Promise<unknown>>();
  let registration: BridgeRegistration | undefined;
  let logStore: LookupLogStore | undefined;
  async function start(): Promise<void> {
    await logStore?.close();
    logStore = openLookupLogStore(userData);
    const store = await openSettingsStore({
      dir: userData,
      cipher: createTestCipher(),
      ...(indexerUrl ? { initialIndexerUrl: indexerUrl } : {}),
    });
    const next = new Map<string, (event: IpcEventLike, arg: unknown) => Promise<unknown>>();
    const heard = new Map<string, (event: IpcEventLike, callId: unknown) => void>();
    registration = registerBridgeHandlers(
      {
        handle: (channel, listener) => void next.set(channel, listener),
        on: (channel, listener) => void heard.set(channel, listener),
      },
      {
        settings: store.settings,
        secrets: store.secrets,
        createClient: (options) => createIndexClient(options),
        openLink: async (url) => void opened.push(url),
        saveFile,
        lookupLog: logStore.log,
        // Main's emulator: node-host's thread pool, over the TypeScript sources here.
        tvmRunner: () => createThreadTvmRunner({ threads: 1 }),
        labels: logStore.labels,
        watch: logStore.watch,
        libraries: logStore.libraries,
        paces: logStore.paces,
        storage: logStore.core,
        notifier: { notify: (notification) => void notifications.push(notification) },
        checkSender: createSenderCheck({
          appWebContentsId: () => APP_WINDOW_ID,
          allowedOrigins: ['app://bundle'],
        }),
        logger: createMemoryLogger(),
      },
    );
    handlers = next;
  }
  await start();

  return {
    async call(method: BridgeMethod, arg?: unknown) {
      const handler = handlers.get(ipcChannel(method));
      if (!handler) throw new Error(`no handler for ${method}`);
      // What crosses Electron's IPC is a structured clone, both ways.
      return structuredClone(await handler(appEvent, structuredClone(arg))) as BridgeResult<unknown>;
    },
    async restart() {
      await registration?.watcher.stop();
      registration?.cancelAll();
      await start();
    },
    openedLinks: () => opened,
    savedFiles: () =>
      Promise.all(
        saved.map(async (path) => ({ name: basename(path), content: await readFile(path, 'utf8') })),
      ),
    events: () => events,
    notifications: () => notifications,
    async close() {
      await registration?.watcher.stop();
      registration?.cancelAll();
      await logStore?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
