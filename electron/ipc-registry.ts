/**
 * The main-process transport of the bridge: one IPC handler per bridge API method, on that method's own
 * channel. It adds only what IPC needs — the sender check (the app window's main frame, on our origin)
 * comes first — and hands every call to the shared dispatch (shared/bridge/dispatch.ts), which parses
 * the argument with its API schema once and runs the shared handlers (shared/bridge/handlers.ts,
 * lookup-log-handlers.ts). The API key is added to requests here, in main, and nowhere else; replies
 * are built by those handlers from the API's types (the public settings field by field), so no key
 * or stack can be in one.
 */
import {
  BRIDGE_METHODS,
  ipcChannel,
  type BridgeMethod,
  type BridgeResult,
} from '../shared/bridge/api/bridge-api';
import type { BridgeDeps } from '../shared/bridge/bridge-deps';
import { createBridgeDispatch } from '../shared/bridge/dispatch';
import { createBridgeHandlers } from '../shared/bridge/handlers';
import { createLabelHandlers, type LabelDeps } from '../shared/bridge/label-handlers';
import { createLibraryHandlers, type LibraryDeps } from '../shared/bridge/library-handlers';
import { createLookupLogHandlers, type LookupLogDeps } from '../shared/bridge/lookup-log-handlers';
import { createStoreNoticeHandlers, type StoreNoticeDeps } from '../shared/bridge/store-notice-handlers';
import { createWatchHandlers, type WatchDeps } from '../shared/bridge/watch-handlers';
import type { WatchNotifier } from '../shared/watch/watch-notice';
import type { Logger } from './logger';
import type { IpcEventLike, SenderVerdict } from './sender-check';

/** The part of Electron's `ipcMain` the registry uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, arg: unknown) => Promise<unknown>): void;
}

/** What the registry is built from: the shared handlers' dependencies, plus the sender check. */
export interface RegistryDeps
  extends Omit<BridgeDeps, 'logger'>, LookupLogDeps, LabelDeps, WatchDeps, LibraryDeps, StoreNoticeDeps {
  /** Normally {@link createSenderCheck}'s result. */
  checkSender: (event: IpcEventLike) => SenderVerdict;
  logger: Logger;
  /** Shows a watch-list notification (electron/desktop-notifier.ts); with it, the watch list's timer runs in main. */
  notifier?: WatchNotifier;
}

/** A handle on the registered handlers. */
export interface BridgeRegistration {
  /** The channels registered, one per bridge API method. */
  readonly channels: readonly string[];
  /** Number of requests that can still be cancelled. */
  runningRequests(): number;
  /** Aborts every running request and drops every log draft being received (window closed, app quitting). */
  cancelAll(): void;
  /** The watch list's timer (runs only with a notifier): started once the app is up, stopped on quit. */
  readonly watcher: { start(): void; stop(): Promise<void> };
}

/** The reply to anything not sent by the app window. Deliberately vague: the sender is not ours. */
/**
 * Contract methods the window may not call here. `recordWatchCheck` is how the web build's in-page
 * watcher writes to the watch store in its Worker; in the desktop app main runs the watcher and writes
 * the store itself, so a renderer (untrusted) writing check results would only be a way to forge them.
 */
const NOT_FOR_THE_WINDOW: ReadonlySet<BridgeMethod> = new Set<BridgeMethod>(['recordWatchCheck']);

/** The refusal of a call the window may not make here. */
const notForTheWindow = (method: BridgeMethod) => ({
  kind: 'invalid-input' as const,
  message: `The window may not call "${method}" in the desktop app.`,
  detail: 'Main runs the watch list and records its checks itself.',
});

const FOREIGN_SENDER_ERROR = {
  kind: 'invalid-input',
  message: 'This request did not come from the app window, so it was refused.',
} as const;

/** Registers one handler per bridge API method on `ipc`. */
export function registerBridgeHandlers(ipc: IpcMainLike, deps: RegistryDeps): BridgeRegistration {
  const { logger } = deps;
  const { notifier, labels } = deps;
  const bridge = createBridgeHandlers({
    ...deps,
    userLibraries: () => deps.libraries.bocs(),
    ...(notifier
      ? {
          watching: {
            store: deps.watch,
            notifier,
            labelsOf: async (raws: readonly string[]) =>
              Object.fromEntries(
                Object.entries(await labels.getMany(raws)).map(([raw, label]) => [raw, label.text]),
              ),
          },
        }
      : {}),
  });
  const log = createLookupLogHandlers(deps);
  const dispatch = createBridgeDispatch(
    {
      ...bridge.handlers,
      ...log.handlers,
      ...createLabelHandlers(deps),
      ...createWatchHandlers(deps),
      ...createLibraryHandlers(deps),
      ...createStoreNoticeHandlers(deps),
    },
    { logger },
  );

  /** The sender check, then the shared dispatch. */
  function handle(method: BridgeMethod, event: IpcEventLike, arg: unknown): Promise<BridgeResult<unknown>> {
    let verdict: SenderVerdict;
    try {
      verdict = deps.checkSender(event);
    } catch {
      verdict = { ok: false, reason: 'the sender could not be identified' };
    }
    if (!verdict.ok) {
      logger.warn('Refused a bridge call from a sender that is not the app window', {
        method,
        reason: verdict.reason,
      });
      return Promise.resolve({ ok: false, error: { ...FOREIGN_SENDER_ERROR } });
    }
    if (NOT_FOR_THE_WINDOW.has(method)) {
      logger.warn('Refused a bridge call the window may not make in the desktop app', { method });
      return Promise.resolve({ ok: false, error: notForTheWindow(method) });
    }
    return dispatch(method, arg);
  }

  const channels = BRIDGE_METHODS.map((method) => {
    const channel = ipcChannel(method);
    ipc.handle(channel, (event, arg) => handle(method, event, arg));
    return channel;
  });

  return {
    channels,
    watcher: bridge.watcher,
    runningRequests: () => bridge.runningRequests(),
    cancelAll() {
      bridge.cancelAll();
      log.discardAll();
    },
  };
}
