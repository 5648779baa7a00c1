/**
 * The shell harness: the Electron shell without Electron, for Playwright specs. In the test's Node
 * process it runs the REAL settings store (in a temp user-data folder, keys encrypted by a test cipher
 * that really transforms them), the REAL lookup log (LevelDB in `<userData>/lookup-log`), the REAL save
 * path (electron/save-file.ts with atomic writes; only the native dialog is stood in for, answering the
 * suggested name in a folder the test reads) and the REAL ipc registry (sender check, then the shared
 * dispatch and handlers: argument check, index client, cancellation); the page gets `window.tonIndex`
 * from the REAL `createPreloadApi`, bundled and injected before any page script. Only Electron's own
 * plumbing (contextBridge, ipcRenderer/ipcMain) is replaced, by a Playwright binding, so the renderer
 * cannot tell it from the desktop app.
 */
import type { Page } from '@playwright/test';
import { ipcChannel, BRIDGE_METHODS, type BridgeMethod } from '../../shared/bridge/api/bridge-api';
import { createIndexClient } from '../../shared/client/index-client';
import { APP_ORIGIN } from '../../electron/app-protocol';
import { createThreadTvmRunner } from '../../node-host/tvm-threads';
import { registerBridgeHandlers, type BridgeRegistration } from '../../electron/ipc-registry';
import { createMemoryLogger } from '../../electron/logger';
import { openLookupLogStore, type LookupLogStore } from '../../electron/lookup-log-store';
import { createSaveFile } from '../../electron/save-file';
import type { CipherBackend } from '../../electron/secret-cipher';
import {
  createSenderCheck,
  originOf,
  type FrameLike,
  type IpcEventLike,
  type SenderLike,
} from '../../electron/sender-check';
import { openSettingsStore, type SettingsStore } from '../../electron/settings-store';
import { createTestCipher } from '../../test-support/test-cipher';
import { basename, dirname, join } from 'node:path';
import type { WatchNotification } from '../../shared/watch/watch-notice';
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
  /** Where "saved" exports go (the stand-in save dialog's folder); default `saved-files` beside userDataDir. */
  savedFilesDir?: string;
}

/** One answer of the stand-in save dialog. */
export interface SaveDialogShown {
  /** The path the dialog was opened at (Downloads + the suggested name). */
  defaultPath: string;
  /** The extensions of its first filter. */
  extensions: string[];
  /** What it answered: the file written, or null when it "cancelled". */
  chosen: string | null;
}

/** One reply of the bridge (arguments are not kept: `setApiKey`'s carries the key on its way in). */
export interface BridgeReply {
  method: BridgeMethod;
  /** What main answered, exactly as sent back to the page. */
  reply: unknown;
}

/** One event main pushed to the window (`webContents.send`), as the page was sent it. */
export interface PushedEvent {
  type: string;
  payload: unknown;
}

/** A running harness. */
export interface ShellHarness {
  /** Every job event main pushed to the window, across restarts, in order. */
  readonly events: readonly PushedEvent[];
  readonly userDataDir: string;
  /** Every reply the bridge returned to the page, across restarts (assert the API key is never in them). */
  readonly allBridgeReplies: readonly BridgeReply[];
  /** URLs main handed to "the system browser" (`openExternal`), instead of opening one. */
  readonly openedExternally: readonly string[];
  /** What main logged (refused senders, blocked links). */
  readonly log: ReturnType<typeof createMemoryLogger>['entries'];
  /** The settings store main is using now. */
  store(): SettingsStore;
  /** The lookup log main is using now (LevelDB in `<userDataDir>/lookup-log`). */
  lookupLog(): LookupLogStore;
  /** The folder the stand-in save dialog saves into. */
  readonly savedFilesDir: string;
  /** Every save dialog shown, in order. */
  readonly saveDialogs: readonly SaveDialogShown[];
  /** Makes the next save dialogs answer "cancel" (true) or save under the suggested name (false, the default). */
  cancelSaveDialogs(cancel: boolean): void;
  /** Closes the lookup log (end of test). */
  close(): Promise<void>;
  /**
   * Simulates quitting and starting the app: running requests are aborted, a new store and registry are
   * made over the same user-data folder. Reload the page afterwards, as a new window would.
   */
  restart(): Promise<void>;
  /** Switches the fake key protection (e.g. to `basic-text`) for this and later starts. */
  setKeyStorage(backend: CipherBackend): void;
  /** Watch-list notifications main asked its notifier to show (electron/desktop-notifier.ts's stand-in), across restarts. */
  readonly notifications: readonly WatchNotification[];
}

type Handler = (event: IpcEventLike, arg: unknown, callId?: unknown) => Promise<unknown>;
type Listener = (event: IpcEventLike, payload: unknown) => void;

/**
 * The app window as main sees it: one object per page (jobs belong to their window), its main frame as
 * the page shows now, and `send` — main's push to this window — delivering to the page in order.
 */
function appWindowOf(page: Page, events: PushedEvent[]): SenderLike {
  let delivered: Promise<unknown> = Promise.resolve();
  return {
    id: APP_WINDOW_ID,
    get mainFrame(): FrameLike {
      return { url: page.mainFrame().url(), parent: null, frameTreeNodeId: 1 };
    },
    send(channel, payload) {
      events.push({ type: channel.replace(/^ton-index:event:/, ''), payload: structuredClone(payload) });
      delivered = delivered
        .then(() =>
          page.evaluate(
            ([c, p]) =>
              (window as unknown as { __tonIndexPush?: (c: string, p: unknown) => void }).__tonIndexPush?.(
                c,
                p,
              ),
            [channel, payload] as const,
          ),
        )
        // A page closed or navigating meanwhile gets nothing, as a destroyed window would.
        .catch(() => undefined);
    },
    isDestroyed: () => page.isClosed(),
  };
}

/** The IPC event Electron would give for a call from `source.frame`. */
function eventFor(source: BindingSource, sender: SenderLike): IpcEventLike {
  const mainFrame = sender.mainFrame!;
  const isMain = source.frame === source.page.mainFrame();
  return {
    sender,
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
  const events: PushedEvent[] = [];
  const opened: string[] = [];
  const notifications: WatchNotification[] = [];
  let handlers = new Map<string, Handler>();
  /** Main's `ipcMain.on` listeners (the window's messages that want no reply: a call's cancel). */
  let listeners = new Map<string, Listener>();
  let store: SettingsStore;
  let registration: BridgeRegistration;
  let lookupLog: LookupLogStore | undefined;
  const savedFilesDir = options.savedFilesDir ?? join(dirname(options.userDataDir), 'saved-files');
  const saveDialogs: SaveDialogShown[] = [];
  let cancelSaves = false;
  const saveFile = createSaveFile({
    getWindow: () => ({ id: APP_WINDOW_ID }) as never,
    downloadsDir: () => savedFilesDir,
    // The user accepts the suggested name in Downloads (or cancels); the write itself is the real one.
    showSaveDialog: async (_window, dialogOptions) => {
      const defaultPath = dialogOptions.defaultPath ?? '';
      const chosen = cancelSaves ? null : join(savedFilesDir, basename(defaultPath));
      saveDialogs.push({ defaultPath, extensions: dialogOptions.filters?.[0]?.extensions ?? [], chosen });
      return chosen ? { canceled: false, filePath: chosen } : { canceled: true, filePath: '' };
    },
  });

  async function start(): Promise<void> {
    // As at a real restart, the old process's LevelDB lock is gone before the new one opens it.
    await lookupLog?.close();
    lookupLog = openLookupLogStore(options.userDataDir);
    store = await openSettingsStore({
      dir: options.userDataDir,
      cipher,
      ...(options.indexerUrl ? { initialIndexerUrl: options.indexerUrl } : {}),
    });
    const next = new Map<string, Handler>();
    const heard = new Map<string, Listener>();
    registration = registerBridgeHandlers(
      {
        handle: (channel, listener) => void next.set(channel, listener),
        on: (channel, listener) => void heard.set(channel, listener),
      },
      {
        settings: store.settings,
        secrets: store.secrets,
        createClient: (clientOptions) => createIndexClient({ ...clientOptions, fetch: loopbackOnlyFetch }),
        openLink: async (url) => void opened.push(url),
        // The page is "the app window"; its own origin stands in for app://bundle.
        checkSender: (event) =>
          createSenderCheck({
            appWebContentsId: () => APP_WINDOW_ID,
            allowedOrigins: [APP_ORIGIN, ...(originOf(page.url()) ? [originOf(page.url())!] : [])],
          })(event),
        logger,
        lookupLog: lookupLog.log,
        // Main's emulator: node-host's thread pool (its thread runs the TypeScript sources here).
        tvmRunner: () => createThreadTvmRunner({ threads: 1 }),
        labels: lookupLog.labels,
        watch: lookupLog.watch,
        libraries: lookupLog.libraries,
        storage: lookupLog.core,
        // Electron's Notification is the one thing stood in for: main's notifier records what it was asked to show.
        notifier: { notify: (notification) => void notifications.push(notification) },
        saveFile,
      },
    );
    handlers = next;
    listeners = heard;
    // As main does once the window is up: the watch list's timer runs while the app runs.
    registration.watcher.start();
  }
  await start();

  const methodOf = new Map(BRIDGE_METHODS.map((m) => [ipcChannel(m), m]));
  const appWindow = appWindowOf(page, events);
  await page.exposeBinding(
    INVOKE_BINDING,
    async (source: BindingSource, channel: unknown, arg: unknown, callId?: unknown) => {
      const listener = typeof channel === 'string' ? listeners.get(channel) : undefined;
      if (listener) return void listener(eventFor(source, appWindow), arg);
      const handler = typeof channel === 'string' ? handlers.get(channel) : undefined;
      // Electron rejects an invoke on a channel nobody handles; so does the harness.
      if (!handler) throw new Error(`No handler registered for '${String(channel)}'`);
      const reply = await handler(eventFor(source, appWindow), arg, callId);
      replies.push({ method: methodOf.get(channel as string)!, reply: structuredClone(reply) });
      return reply;
    },
  );
  await page.addInitScript({ content: await preloadApiBundle() });

  let closed: Promise<void> | undefined;
  const harness: ShellHarness = {
    userDataDir: options.userDataDir,
    allBridgeReplies: replies,
    events,
    openedExternally: opened,
    log: logger.entries,
    store: () => store,
    lookupLog: () => lookupLog!,
    savedFilesDir,
    saveDialogs,
    cancelSaveDialogs: (cancel) => void (cancelSaves = cancel),
    notifications,
    close: () =>
      (closed ??= (async () => {
        openHarnesses.delete(harness);
        await registration.watcher.stop();
        registration.cancelAll();
        await lookupLog?.close();
      })()),
    async restart() {
      await registration.watcher.stop();
      registration.cancelAll();
      await start();
    },
    setKeyStorage: (backend) => cipher.setBackend(backend),
  };
  openHarnesses.add(harness);
  return harness;
}

/** The harnesses installed and not yet closed: their stores are open in this process. */
const openHarnesses = new Set<ShellHarness>();

/**
 * Closes every harness still open — their watch timers, jobs and stores — as quitting the app would.
 * A test's user-data folder is removed after this: a store still writing (a log entry after a
 * cancelled lookup) would otherwise refill the folder while it is removed.
 */
export async function closeOpenHarnesses(): Promise<void> {
  await Promise.all([...openHarnesses].map((harness) => harness.close()));
}
