/**
 * The main-process transport of the bridge: one IPC handler per bridge API method, on that method's own
 * channel, and one push channel per job event. It adds only what IPC needs — the sender check (the app
 * window's main frame, on our origin) comes first — and hands every call to the shared dispatch
 * (shared/bridge/dispatch.ts), which parses the argument with its API schema once and runs the shared
 * handlers: the settings and system handlers, and the job owner (shared/bridge/job-owner.ts) that runs
 * lookups, tokens and inspects as jobs here in main. A job's events go to the window that started it
 * (`event.sender`) and to no other. The API key is added to requests here, in main, and nowhere else;
 * replies are built by those handlers from the API's types, so no key or stack can be in one.
 */
import {
  BRIDGE_METHODS,
  ipcChannel,
  ipcEventChannel,
  type BridgeMethod,
  type BridgeResult,
} from '../shared/bridge/api/bridge-api';
import type { SecretStore, SettingsPersistence, SystemDeps } from '../shared/bridge/bridge-deps';
import { createBridgeDispatch } from '../shared/bridge/dispatch';
import { createJobOwner, type JobOwnerDeps } from '../shared/bridge/job-owner';
import { createSettingsHandlers } from '../shared/bridge/settings-handlers';
import { createSystemHandlers } from '../shared/bridge/system-handlers';
import type { JobEventSink } from '../shared/jobs/job-events';
import type { Logger } from './logger';
import type { IpcEventLike, SenderLike, SenderVerdict } from './sender-check';

/** The part of Electron's `ipcMain` the registry uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, arg: unknown) => Promise<unknown>): void;
}

/** What the registry is built from: the shared handlers' dependencies, plus the sender check. */
export interface RegistryDeps
  extends Omit<SystemDeps, 'logger'>, Omit<JobOwnerDeps, 'logger' | 'settings' | 'secrets'> {
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
  /** Cancels every job (window closed, app quitting). */
  cancelAll(): void;
  /** The watch list's timer (runs only with a notifier): started once the app is up, stopped on quit. */
  readonly watcher: { start(): void; stop(): Promise<void> };
}

/** The reply to anything not sent by the app window. Deliberately vague: the sender is not ours. */
const FOREIGN_SENDER_ERROR = {
  kind: 'invalid-input',
  message: 'This request did not come from the app window, so it was refused.',
} as const;

/** Registers one handler per bridge API method on `ipc`. */
export function registerBridgeHandlers(ipc: IpcMainLike, deps: RegistryDeps): BridgeRegistration {
  const { logger } = deps;
  const owner = createJobOwner({ ...deps, logger });
  const dispatch = createBridgeDispatch(
    {
      ...createSettingsHandlers({ settings: deps.settings, secrets: deps.secrets }),
      ...createSystemHandlers({ saveFile: deps.saveFile, openLink: deps.openLink, logger }),
      ...owner.handlers,
    },
    { logger },
  );

  // One sink per window: a job's events go back to the window that started it, and only that window
  // may cancel it. A destroyed window (closed meanwhile) is sent nothing.
  const sinks = new WeakMap<SenderLike, JobEventSink>();
  const sinkOf = (sender: SenderLike): JobEventSink => {
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
  };

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
    return dispatch(method, arg, { events: sinkOf(event.sender) });
  }

  const channels = BRIDGE_METHODS.map((method) => {
    const channel = ipcChannel(method);
    ipc.handle(channel, (event, arg) => handle(method, event, arg));
    return channel;
  });

  return {
    channels,
    watcher: owner.watcher,
    runningJobs: () => owner.jobs.running(),
    cancelAll: () => owner.jobs.cancelAll(),
  };
}
