/**
 * Electron main without Electron: the REAL settings store (JSON files in the user-data folder, keys
 * under the test cipher, test-support/test-cipher.ts — the one stand-in, for safeStorage), the REAL
 * lookup log (LevelDB in `<userData>/lookup-log`), node-host's emulator threads and the REAL IPC
 * registry (`registerBridgeHandlers`: sender check, the shared dispatch, the back end), registered on
 * the IPC link's `ipcMain` (ipc-main.ts) as main.ts registers it on Electron's. Not started: the watch
 * list's timer (no notifier; the walks and the bench keep no watch list).
 */
import { APP_ORIGIN } from '../../electron/app-protocol';
import { registerBridgeHandlers, type BridgeRegistration } from '../../electron/ipc-registry';
import { createMemoryLogger } from '../../electron/logger';
import { openLookupLogStore, type LookupLogStore } from '../../electron/lookup-log-store';
import { createSenderCheck } from '../../electron/sender-check';
import { openSettingsStore } from '../../electron/settings-store';
import { createThreadTvmRunner, type TvmThreadSpawner } from '../../node-host/tvm-threads';
import { createIndexClient } from '../../shared/client/index-client';
import { createTestCipher } from '../../test-support/test-cipher';
import type { CrossingLog } from './crossings';
import type { IpcEnd } from './ipc-link';
import { serveIpcMain } from './ipc-main';

/** What main is opened with. */
export interface MainSideOptions {
  /** The folder of the settings and the lookup log (a fresh temporary one for a clean start). */
  userDataDir: string;
  /** The indexer of the "Local indexer" profile made on a first start (`TON_INDEX_URL`). */
  indexerUrl: string;
  /** The link's main end. */
  end: IpcEnd;
  /** Records what crosses the IPC boundary. */
  log?: CrossingLog;
  /** Starts one emulator thread (default: node-host's own, the TypeScript sources under tsx). */
  spawnThread?: TvmThreadSpawner;
  /** The fetch main's index client uses (default: Node's). */
  fetch?: typeof fetch;
}

/** A running main. */
export interface MainSide {
  readonly registration: BridgeRegistration;
  readonly stores: LookupLogStore;
  /** What main logged (refused senders and the like). */
  readonly logged: ReturnType<typeof createMemoryLogger>['entries'];
  /** Stops every job and call, and closes the stores. */
  close(): Promise<void>;
}

/** Opens main over `options.end`. */
export async function openMainSide(options: MainSideOptions): Promise<MainSide> {
  const logger = createMemoryLogger();
  const settingsStore = await openSettingsStore({
    dir: options.userDataDir,
    cipher: createTestCipher(),
    initialIndexerUrl: options.indexerUrl,
  });
  const stores = openLookupLogStore(options.userDataDir);
  const ipc = serveIpcMain(options.end, options.log);
  const fetchFn = options.fetch;
  const registration = registerBridgeHandlers(ipc.ipcMain, {
    settings: settingsStore.settings,
    secrets: settingsStore.secrets,
    createClient: fetchFn
      ? (clientOptions) => createIndexClient({ ...clientOptions, fetch: fetchFn })
      : createIndexClient,
    openLink: async () => undefined,
    saveFile: async () => ({ saved: false }),
    // main.ts's own check; the link's one window is the app window, its page on app://.
    checkSender: createSenderCheck({
      appWebContentsId: () => ipc.appWindow.id,
      allowedOrigins: [APP_ORIGIN],
    }),
    logger,
    lookupLog: stores.log,
    tvmRunner: () => createThreadTvmRunner(options.spawnThread ? { spawn: options.spawnThread } : {}),
    labels: stores.labels,
    watch: stores.watch,
    libraries: stores.libraries,
    storage: stores.core,
  });
  return {
    registration,
    stores,
    logged: logger.entries,
    async close() {
      registration.cancelAll();
      ipc.close();
      await stores.close();
    },
  };
}
