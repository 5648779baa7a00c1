/**
 * The in-page bridge of the web build (`npm run web`): the same `TonIndexBridge` the Electron preload
 * offers, made of the SAME shared handlers main runs. The page keeps the settings (localStorage,
 * web-settings-store.ts), saves files as downloads and opens links in a new tab; everything else — the
 * index client, the jobs, the emulator, the log, the labels, the user's libraries, the watch list and its
 * timer — runs in the
 * dedicated job worker (job-worker.ts), which the page hands every settings change before any later
 * call, and whose job events and notifications come back on the same port. Each argument is checked
 * once, where it arrives (the page's dispatch, or the worker's). Installed only when no
 * `window.tonIndex` exists.
 */
import {
  methodsOf,
  type BridgeParsedArg,
  type BridgeValue,
  type TonIndexBridge,
} from '../../shared/bridge/api/bridge-api';
import { indexApi } from '../../shared/bridge/api/index-api';
import { insightApi } from '../../shared/bridge/api/insight-api';
import { jobsApi } from '../../shared/bridge/api/jobs-api';
import { listFileApi } from '../../shared/bridge/api/list-file-api';
import { labelsApi } from '../../shared/bridge/api/labels-api';
import { librariesApi } from '../../shared/bridge/api/libraries-api';
import { lookupLogApi } from '../../shared/bridge/api/lookup-log-api';
import { settingsApi } from '../../shared/bridge/api/settings-api';
import { systemApi } from '../../shared/bridge/api/system-api';
import { watchApi } from '../../shared/bridge/api/watch-api';
import { storageApi } from '../../shared/bridge/api/storage-api';
import type { BridgeLogger } from '../../shared/bridge/bridge-deps';
import { createBridgeDispatch, methodsOver } from '../../shared/bridge/dispatch';
import { createEventHub } from '../../shared/bridge/event-hub';
import { createSettingsHandlers } from '../../shared/bridge/settings-handlers';
import { createSystemHandlers } from '../../shared/bridge/system-handlers';
import { isJobEventType } from '../../shared/jobs/job-events';
import type { WatchNotifier } from '../../shared/watch/watch-notice';
import { browserNotifier } from './browser-notifier';
import { downloadFile } from './download-file';
import type { EventMessage, NotificationMessage } from './job-worker-serve';
import { dispatchOverPort, type PortLike } from './port-dispatch';
import { snapshotOf, type SettingsMessage } from './settings-mirror';
import { openWebSettingsStore, type StorageLike } from './web-settings-store';

/** What the web bridge is made of; everything but the storage has a default for the page. */
export interface WebBridgeOptions {
  /** localStorage, or null where the browser refuses it. */
  storage: StorageLike | null;
  /** The page URL's `?indexer=`, or null. */
  indexer: string | null;
  /** Starts the job worker (install-bridge.ts: the dedicated Worker of job-worker.ts) and answers its port. */
  openWorker: () => PortLike;
  /** A download by default. */
  saveFile?: (arg: BridgeParsedArg<'saveFile'>) => Promise<BridgeValue<'saveFile'>>;
  /** A new tab by default. */
  openLink?: (url: string) => Promise<void>;
  /** The console by default. */
  logger?: BridgeLogger;
  /** Clock for the name a damaged settings document is kept aside under. */
  now?: () => number;
  /** The browser's Notification API (when allowed) by default. */
  notifier?: WatchNotifier;
}

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
  const hub = createEventHub();
  const notifier = options.notifier ?? browserNotifier;
  const settingsMessage = (): SettingsMessage => ({ settings: snapshotOf(store) });
  const worker = dispatchOverPort(options.openWorker, {
    // A (re)started worker gets the settings before anything else.
    onOpen: (port) => port.postMessage(settingsMessage()),
    onMessage: (data) => {
      const { event } = data as Partial<EventMessage>;
      if (event && isJobEventType(event.type)) hub.emit(event.type, event.payload as never);
      const { notification } = data as Partial<NotificationMessage>;
      if (notification) notifier.notify(notification);
    },
  });
  const logger = options.logger ?? console;
  const inPage = createBridgeDispatch(
    {
      // Every change reaches the worker before the call that follows it (one port, in order).
      ...createSettingsHandlers({ ...store, onChange: () => worker.post(settingsMessage()) }),
      ...createSystemHandlers({
        saveFile: options.saveFile ?? ((arg) => downloadFile(arg)),
        openLink: options.openLink ?? openInNewTab,
        logger,
      }),
    },
    { logger },
  );
  // Started now: the chain status and the watch list's timer need it from the first screen.
  worker.post(settingsMessage());
  return Object.freeze({
    ...methodsOver(inPage, methodsOf(settingsApi, systemApi)),
    ...methodsOver(
      worker.dispatch,
      methodsOf(
        indexApi,
        jobsApi,
        listFileApi,
        insightApi,
        lookupLogApi,
        labelsApi,
        librariesApi,
        storageApi,
        watchApi,
      ),
    ),
    addEventListener: hub.addEventListener,
  }) as TonIndexBridge;
}
