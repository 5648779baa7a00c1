/**
 * The main-process transport of the bridge: one IPC handler per bridge API method, on that method's own
 * channel, and one push channel per job event. It adds only what IPC needs — the sender check (the app
 * window's main frame, on our origin) comes first — and hands every call to the shared dispatch
 * (shared/bridge/dispatch.ts), which parses the argument with its API schema once and runs the shared
 * handlers: the settings and system handlers, and the back end (shared/bridge/back-end.ts) that runs
 * lookups and tokens as jobs here in main and answers everything else. A job's events go to the window
 * that started it (`event.sender`) and to no other. A call made with a signal carries a call id; the
 * window cancels it on {@link IPC_CANCEL_CHANNEL}, and only its own calls. The API key is added to
 * requests here, in main, and nowhere else; replies are built by those handlers from the API's types,
 * so no key or stack can be in one.
 */
import {
  BRIDGE_METHODS,
  IPC_CANCEL_CHANNEL,
  ipcChannel,
  ipcEventChannel,
  type BridgeMethod,
  type BridgeResult,
} from '../shared/bridge/api/bridge-api';
import { createBackEnd, type BackEndDeps } from '../shared/bridge/back-end';
import type { SecretStore, SettingsPersistence, SystemDeps } from '../shared/bridge/bridge-deps';
import { createBridgeDispatch } from '../shared/bridge/dispatch';
import { createSettingsHandlers } from '../shared/bridge/settings-handlers';
import { createSystemHandlers } from '../shared/bridge/system-handlers';
import type { JobEventSink } from '../shared/jobs/job-events';
import type { Logger } from './logger';
import type { IpcEventLike, SenderLike, SenderVerdict } from './sender-check';

/** The part of Electron's `ipcMain` the registry uses. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcEventLike, arg: unknown, callId?: unknown) => Promise<unknown>,
  ): void;
  on(channel: string, listener: (event: IpcEventLike, callId: unknown) => void): void;
}

/** What the registry is built from: the shared handlers' dependencies, plus the sender check. */
export interface RegistryDeps
  extends Omit<SystemDeps, 'logger'>, Omit<BackEndDeps, 'logger' | 'settings' | 'secrets'> {
  settings: SettingsPersistence;
  secrets: SecretStore;
  /** Normally {@link createSenderCheck}'s result. */
  checkSender: (event: IpcEventLike) => SenderVerdict;
  logger: Logger;
}

/** A handle on the registered handlers. */
export interface BridgeRegistration {
  /** The channels registered, one per bridge API method. */
  readonly channels: readonly string[];
  /** Jobs still running. */
  runningJobs(): number;
  /** Cancels every job and every call being answered (window closed, app quitting). */
  cancelAll(): void;
  /** The watch list's timer (runs only with a notifier): started once the app is up, stopped on quit. */
  readonly watcher: { start(): void; stop(): Promise<void> };
}

/** The reply to anything not sent by the app window. Deliberately vague: the sender is not ours. */
const FOREIGN_SENDER_ERROR = {
  kind: 'invalid-input',
  message: 'This request did not come from the app window, so it was refused.',
} as const;

/** What the registered handlers share. */
interface Registry {
  deps: RegistryDeps;
  dispatch: ReturnType<typeof createBridgeDispatch>;
  /**
   * One sink per window: a job's events go back to the window that started it, and only that window
   * may cancel it.
   */
  sinks: WeakMap<SenderLike, JobEventSink>;
  /** Every call being answered (the window closing or the app quitting stops them all). */
  running: Set<AbortController>;
  /** Each window's calls that can be cancelled, by the call id the window gave them. */
  calls: WeakMap<SenderLike, Map<number, AbortController>>;
}

/** Registers one handler per bridge API method on `ipc`. */
export function registerBridgeHandlers(ipc: IpcMainLike, deps: RegistryDeps): BridgeRegistration {
  const { logger } = deps;
  const owner = createBackEnd({ ...deps, logger });
  const registry: Registry = {
    deps,
    dispatch: createBridgeDispatch(
      {
        ...createSettingsHandlers({ settings: deps.settings, secrets: deps.secrets }),
        ...createSystemHandlers({ saveFile: deps.saveFile, openLink: deps.openLink, logger }),
        ...owner.handlers,
      },
      { logger },
    ),
    sinks: new WeakMap(),
    running: new Set(),
    calls: new WeakMap(),
  };
  const channels = BRIDGE_METHODS.map((method) => {
    const channel = ipcChannel(method);
    ipc.handle(channel, (event, arg, callId) => handle(registry, method, event, arg, callId));
    return channel;
  });
  // A window cancels its own calls only: the id is looked up among the sender's calls.
  ipc.on(IPC_CANCEL_CHANNEL, (event, callId) => {
    if (!fromAppWindow(deps, event, 'cancel')) return;
    if (typeof callId === 'number') registry.calls.get(event.sender)?.get(callId)?.abort();
  });

  return {
    channels,
    watcher: owner.watcher,
    runningJobs: () => owner.jobs.running(),
    cancelAll: () => {
      owner.jobs.cancelAll();
      for (const controller of registry.running) controller.abort();
    },
  };
}

/** The window's event sink (made on its first call). A destroyed window (closed meanwhile) is sent nothing. */
function sinkOf({ sinks }: Registry, sender: SenderLike): JobEventSink {
  let sink = sinks.get(sender);
  if (!sink) {
    sink = {
      emit: (type, event) => {
        if (sender.isDestroyed?.()) return;
        sender.send?.(ipcEventChannel(type), event);
      },
    };
    sinks.set(sender, sink);
  }
  return sink;
}

/** Whether `event` comes from the app window; a refusal is logged (naming `what`). */
function fromAppWindow(deps: RegistryDeps, event: IpcEventLike, what: string): boolean {
  let verdict: SenderVerdict;
  try {
    verdict = deps.checkSender(event);
  } catch {
    verdict = { ok: false, reason: 'the sender could not be identified' };
  }
  if (!verdict.ok)
    deps.logger.warn('Refused a bridge call from a sender that is not the app window', {
      method: what,
      reason: verdict.reason,
    });
  return verdict.ok;
}

/** The sender check, then the shared dispatch, with a signal the window can abort by `callId`. */
async function handle(
  registry: Registry,
  method: BridgeMethod,
  event: IpcEventLike,
  arg: unknown,
  callId: unknown,
): Promise<BridgeResult<unknown>> {
  const { calls, running } = registry;
  if (!fromAppWindow(registry.deps, event, method)) return { ok: false, error: { ...FOREIGN_SENDER_ERROR } };
  const controller = new AbortController();
  const id = typeof callId === 'number' && Number.isSafeInteger(callId) ? callId : null;
  if (id !== null) {
    let own = calls.get(event.sender);
    if (!own) calls.set(event.sender, (own = new Map()));
    own.set(id, controller);
  }
  running.add(controller);
  try {
    return await registry.dispatch(method, arg, {
      events: sinkOf(registry, event.sender),
      signal: controller.signal,
    });
  } finally {
    running.delete(controller);
    if (id !== null && calls.get(event.sender)?.get(id) === controller) calls.get(event.sender)!.delete(id);
  }
}
