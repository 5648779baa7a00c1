/**
 * The shell harness: the Electron shell without Electron, for Playwright specs. In the test's Node
 * process it runs the REAL settings store (in a temp user-data folder, keys encrypted by a test cipher
 * that really transforms them) and the REAL ipc registry (sender check, payload validation, index client,
 * cancellation); the page gets `window.tonIndex` from the REAL `createPreloadApi`, bundled and injected
 * before any page script. Only Electron's own plumbing (contextBridge, ipcRenderer/ipcMain) is replaced,
 * by a Playwright binding, so the renderer cannot tell it from the desktop app.
 */
import type { Page } from '@playwright/test';
import { ipcChannel, BRIDGE_METHODS, type BridgeMethod } from '../../shared/bridge/contract';
import { createIndexClient } from '../../shared/client/index-client';
import { APP_ORIGIN } from '../../electron/app-protocol';
import { registerBridgeHandlers, type BridgeRegistration } from '../../electron/ipc-registry';
import { createMemoryLogger } from '../../electron/logger';
import type { CipherBackend } from '../../electron/secret-cipher';
import { createSenderCheck, originOf, type FrameLike, type IpcEventLike } from '../../electron/sender-check';
import { openSettingsStore, type SettingsStore } from '../../electron/settings-store';
import { createTestCipher } from '../../electron/test-cipher';
import { preloadApiBundle } from './preload-bundle';

/**
 * Tests talk only to servers on this machine: a request to any other host (e.g. the default toncenter
 * profile after settings were reset) fails at once as a network error, without leaving the machine.
 */
const loopbackOnlyFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return Promise.reject(
      Object.assign(new TypeError('fetch failed'), {
        cause: { code: 'ENOTFOUND', message: `test network: ${url.hostname} is not on this machine` },
      }),
    );
  }
  return fetch(input, init);
};

/** What Playwright passes a binding about its caller (not exported by name from @playwright/test). */
type BindingSource = Parameters<Parameters<Page['exposeBinding']>[1]>[0];

/** The binding the injected preload API calls (the harness's stand-in for `ipcRenderer.invoke`). */
export const INVOKE_BINDING = '__tonIndexInvoke';

/** The webContents id the harness gives "the app window". */
const APP_WINDOW_ID = 1;

/** Options of {@link installShellHarness}. */
export interface ShellHarnessOptions {
  /** The user-data folder (a fresh temp dir per test, e.g. `testInfo.outputPath('user-data')`). */
  userDataDir: string;
  /** On a first start (no settings file yet), add and select a "Local indexer" profile at this URL, as `TON_INDEX_URL` does. */
  indexerUrl?: string;
  /** What the fake OS key protection reports; default `encrypted`. `basic-text` simulates Linux without a keyring. */
  keyStorage?: CipherBackend;
}

/** One reply of the bridge (arguments are not kept: `setApiKey`'s carries the key on its way in). */
export interface BridgeReply {
  method: BridgeMethod;
  /** What main answered, exactly as sent back to the page. */
  reply: unknown;
}

/** A running harness. */
export interface ShellHarness {
  readonly userDataDir: string;
  /** Every reply the bridge returned to the page, across restarts (assert the API key is never in them). */
  readonly allBridgeReplies: readonly BridgeReply[];
  /** URLs main handed to "the system browser" (`openExternal`), instead of opening one. */
  readonly openedExternally: readonly string[];
  /** What main logged (refused senders, blocked links). */
  readonly log: ReturnType<typeof createMemoryLogger>['entries'];
  /** The settings store main is using now. */
  store(): SettingsStore;
  /**
   * Simulates quitting and starting the app: running requests are aborted, a new store and registry are
   * made over the same user-data folder. Reload the page afterwards, as a new window would.
   */
  restart(): Promise<void>;
  /** Switches the fake key protection (e.g. to `basic-text`) for this and later starts. */
  setKeyStorage(backend: CipherBackend): void;
}

type Handler = (event: IpcEventLike, arg: unknown) => Promise<unknown>;

/** The IPC event Electron would give for a call from `source.frame`. */
function eventFor(source: BindingSource): IpcEventLike {
  const pageMain = source.page.mainFrame();
  const mainFrame: FrameLike = { url: pageMain.url(), parent: null, frameTreeNodeId: 1 };
  const isMain = source.frame === pageMain;
  return {
    sender: { id: APP_WINDOW_ID, mainFrame },
    senderFrame: isMain ? mainFrame : { url: source.frame.url(), parent: mainFrame, frameTreeNodeId: 2 },
  };
}

/**
 * Installs the harness on `page` (before its first navigation): creates the store and registry, exposes
 * the invoke binding and adds the preload API as an init script.
 */
export async function installShellHarness(page: Page, options: ShellHarnessOptions): Promise<ShellHarness> {
  const cipher = createTestCipher(options.keyStorage ?? 'encrypted');
  const logger = createMemoryLogger();
  const replies: BridgeReply[] = [];
  const opened: string[] = [];
  let handlers = new Map<string, Handler>();
  let store: SettingsStore;
  let registration: BridgeRegistration;

  async function start(): Promise<void> {
    store = await openSettingsStore({
      dir: options.userDataDir,
      cipher,
      ...(options.indexerUrl ? { initialIndexerUrl: options.indexerUrl } : {}),
    });
    const next = new Map<string, Handler>();
    registration = registerBridgeHandlers(
      { handle: (channel, listener) => void next.set(channel, listener) },
      {
        settings: store,
        createClient: (clientOptions) => createIndexClient({ ...clientOptions, fetch: loopbackOnlyFetch }),
        openExternal: async (url) => void opened.push(url),
        // The page is "the app window"; its own origin stands in for app://bundle.
        checkSender: (event) =>
          createSenderCheck({
            appWebContentsId: () => APP_WINDOW_ID,
            allowedOrigins: [APP_ORIGIN, ...(originOf(page.url()) ? [originOf(page.url())!] : [])],
          })(event),
        logger,
      },
    );
    handlers = next;
  }
  await start();

  const methodOf = new Map(BRIDGE_METHODS.map((m) => [ipcChannel(m), m]));
  await page.exposeBinding(INVOKE_BINDING, async (source: BindingSource, channel: unknown, arg: unknown) => {
    const handler = typeof channel === 'string' ? handlers.get(channel) : undefined;
    // Electron rejects an invoke on a channel nobody handles; so does the harness.
    if (!handler) throw new Error(`No handler registered for '${String(channel)}'`);
    const reply = await handler(eventFor(source), arg);
    replies.push({ method: methodOf.get(channel as string)!, reply: structuredClone(reply) });
    return reply;
  });
  await page.addInitScript({ content: await preloadApiBundle() });

  return {
    userDataDir: options.userDataDir,
    allBridgeReplies: replies,
    openedExternally: opened,
    log: logger.entries,
    store: () => store,
    async restart() {
      registration.cancelAll();
      await start();
    },
    setKeyStorage: (backend) => cipher.setBackend(backend),
  };
}
