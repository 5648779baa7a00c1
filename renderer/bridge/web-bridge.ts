/**
 * The in-page bridge of the web build (`npm run web`): the same `TonIndexBridge` the Electron preload
 * offers, made of the SAME shared handlers main runs (shared/bridge/handlers.ts) — this file adds only
 * the transport and the storage: calls go straight to the shared dispatch (which checks each argument
 * once, here, where it arrives), settings and keys live in localStorage (web-settings-store.ts),
 * requests use the page's own `fetch`, links open in a new tab, exports become downloads. The lookup
 * log's methods go to its dedicated Worker (lookup-log-worker.ts), so a big entry is checked, serialised
 * and written off the main thread. Installed only when no `window.tonIndex` exists.
 */
import {
  BRIDGE_METHODS,
  methodsOf,
  type BridgeParsedArg,
  type BridgeValue,
  type TonIndexBridge,
} from '../../shared/bridge/api/bridge-api';
import { labelsApi } from '../../shared/bridge/api/labels-api';
import { librariesApi } from '../../shared/bridge/api/libraries-api';
import { lookupLogApi } from '../../shared/bridge/api/lookup-log-api';
import { storageApi } from '../../shared/bridge/api/storage-api';
import { watchStoreApi } from '../../shared/bridge/api/watch-api';
import type { BridgeLogger } from '../../shared/bridge/bridge-deps';
import { bridgeOver, createBridgeDispatch, type BridgeDispatch } from '../../shared/bridge/dispatch';
import { createBridgeHandlers } from '../../shared/bridge/handlers';
import { createIndexClient } from '../../shared/client/index-client';
import { AppError } from '../../shared/errors';
import type { TvmRunner } from '../../shared/tvm/runner';
import type { WatchNotifier } from '../../shared/watch/watch-notice';
import { browserNotifier } from './browser-notifier';
import { downloadFile } from './download-file';
import { dispatchOverPort } from './port-dispatch';
import { openWebSettingsStore, type StorageLike } from './web-settings-store';
import { watchStoreOver } from './web-watch-store';

/** What the web bridge is made of; everything but the storage has a default for the page. */
export interface WebBridgeOptions {
  /** localStorage, or null where the browser refuses it. */
  storage: StorageLike | null;
  /** The page URL's `?indexer=`, or null. */
  indexer: string | null;
  /** The page's `fetch` by default. */
  fetch?: typeof fetch;
  /** Where the lookup log's methods go: its dedicated Worker by default. */
  logDispatch?: BridgeDispatch;
  /** A download by default. */
  saveFile?: (arg: BridgeParsedArg<'saveFile'>) => Promise<BridgeValue<'saveFile'>>;
  /** A new tab by default. */
  openLink?: (url: string) => Promise<void>;
  /** The console by default. */
  logger?: BridgeLogger;
  /** The contract emulator: its Worker (renderer/tvm-worker), loaded on the first contract call, by default. */
  tvmRunner?: () => TvmRunner | Promise<TvmRunner>;
  /** Clock for the name a damaged settings document is kept aside under. */
  now?: () => number;
  /** The browser's Notification API (when allowed) by default. */
  notifier?: WatchNotifier;
  /** Whether the watch list's timer starts with the bridge (it runs while the page is open); default true. */
  startWatcher?: boolean;
}

/** The lookup log's Worker, started at the first log call (most sessions start with a lookup, not the log). */
export const workerLogDispatch = (): BridgeDispatch =>
  dispatchOverPort(
    () =>
      new Worker(new URL('./lookup-log-worker.ts', import.meta.url), { type: 'module', name: 'lookup-log' }),
  );

/** Opens a link in a new tab that gets no handle on this page (noopener, so there is nothing to check). */
async function openInNewTab(url: string): Promise<void> {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Creates the web bridge. */
export function createWebBridge(options: WebBridgeOptions): TonIndexBridge {
  const store = openWebSettingsStore(
    options.storage,
    options.indexer,
    options.now ? { now: options.now } : {},
  );
  const pageFetch = options.fetch ?? ((input, init) => window.fetch(input, init));
  const logDispatch = options.logDispatch ?? workerLogDispatch();
  const { handlers, watcher } = createBridgeHandlers({
    settings: store.settings,
    secrets: store.secrets,
    createClient: (client) => createIndexClient({ ...client, fetch: (url, init) => pageFetch(url, init) }),
    saveFile: options.saveFile ?? (async (arg) => downloadFile(arg)),
    openLink: options.openLink ?? openInNewTab,
    logger: options.logger ?? console,
    // The emulator runs in its Worker, never on this page's thread; the module starting it loads on first use.
    tvmRunner:
      options.tvmRunner ??
      (async () => (await import('../tvm-worker/worker-runner')).createWorkerTvmRunner()),
    // The watch list's timer runs here, beside the index client; its store is in the log's Worker.
    watching: { ...watchStoreOver(logDispatch), notifier: options.notifier ?? browserNotifier },
    // The user's libraries are kept in the log's Worker too; the emulator gets them with each request.
    userLibraries: async () => {
      const reply = await logDispatch('listLibraries', undefined);
      if (!reply.ok) throw new AppError(reply.error);
      return (reply.value as BridgeValue<'listLibraries'>).libraries.map((library) => library.boc);
    },
  });
  if (options.startWatcher ?? true) watcher.start();
  const inPage = createBridgeDispatch(handlers);
  const logMethods = new Set<string>(
    methodsOf(lookupLogApi, labelsApi, watchStoreApi, librariesApi, storageApi),
  );
  const dispatch: BridgeDispatch = (method, arg) =>
    (logMethods.has(method) ? logDispatch : inPage)(method, arg);
  return Object.freeze(bridgeOver<TonIndexBridge>(dispatch, BRIDGE_METHODS));
}
