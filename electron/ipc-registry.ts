/**
 * The main-process side of the bridge: one IPC handler per contract method, on that method's own
 * channel. Every handler first checks who is asking (the app window's main frame, on our origin), then
 * parses the argument with the contract's schema, then does the work with the shared index client
 * (the API key is added here, in main, and nowhere else). Errors travel back as data, never thrown
 * across IPC, and every reply is parsed with the contract's result schema on the way out, so nothing
 * the contract does not list (a key, a stack) can slip into it.
 */
import { z } from 'zod';
import {
  BRIDGE_METHODS,
  bridgeContract,
  ipcChannel,
  isAllowedExternalUrl,
  type BridgeContract,
  type BridgeMethod,
  type BridgeResult,
  type BridgeValue,
} from '../shared/bridge/contract';
import type { IndexClient, IndexClientOptions } from '../shared/client/index-client';
import { AppError, toErrorInfo } from '../shared/errors';
import type { LookupLog } from '../shared/lookup-log/lookup-log';
import type { Profile } from '../shared/settings/settings-schema';
import type { Logger } from './logger';
import type { IpcEventLike, SenderVerdict } from './sender-check';
import type { SettingsStore } from './settings-store';

/** The part of Electron's `ipcMain` the registry uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, arg: unknown) => Promise<unknown>): void;
}

/** What the handlers need; all injected so the registry runs under plain Node. */
export interface BridgeDeps {
  settings: SettingsStore;
  /** Normally `createIndexClient` from shared/client. */
  createClient: (options: IndexClientOptions) => IndexClient;
  /** Normally Electron's `shell.openExternal`; only called with URLs that pass `isAllowedExternalUrl`. */
  openExternal: (url: string) => Promise<void>;
  /** Normally {@link createSenderCheck}'s result. */
  checkSender: (event: IpcEventLike) => SenderVerdict;
  /** The lookup log (normally over LevelDB in the user-data folder, electron/lookup-log-store.ts). */
  lookupLog: LookupLog;
  /** Asks the user where to save and writes the file (normally electron/save-file.ts). */
  saveFile: (arg: ParsedArg<'saveFile'>) => Promise<BridgeValue<'saveFile'>>;
  logger: Logger;
}

/** A handle on the registered handlers. */
export interface BridgeRegistration {
  /** The channels registered, one per contract method. */
  readonly channels: readonly string[];
  /** Number of requests that can still be cancelled. */
  runningRequests(): number;
  /** Aborts every running request (window closed, app quitting). */
  cancelAll(): void;
}

/** The argument of a method after the contract's schema parsed it. */
type ParsedArg<M extends BridgeMethod> = z.output<BridgeContract[M]['arg']>;
type Implementations = { [M in BridgeMethod]: (arg: ParsedArg<M>) => Promise<BridgeValue<M>> };

/** The reply to anything not sent by the app window. Deliberately vague: the sender is not ours. */
const FOREIGN_SENDER_ERROR = {
  kind: 'invalid-input',
  message: 'This request did not come from the app window, so it was refused.',
} as const;

/** Registers one handler per contract method on `ipc`. */
export function registerBridgeHandlers(ipc: IpcMainLike, deps: BridgeDeps): BridgeRegistration {
  const { settings, logger } = deps;
  const running = new Map<string, AbortController>();

  function clientFor(profile: Profile): IndexClient {
    const apiKey = settings.getApiKey(profile.id);
    return deps.createClient({
      baseUrl: profile.baseUrl,
      timeoutMs: settings.getSettings().preferences.requestTimeoutMs,
      ...(apiKey ? { apiKey } : {}),
    });
  }

  /** Runs `task` with an AbortSignal that `cancelRequest(requestId)` can trip. */
  async function cancellable<T>(
    requestId: string | undefined,
    task: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    if (requestId !== undefined) {
      // A reused id supersedes the older request: the renderer only waits for the newest.
      running.get(requestId)?.abort();
      running.set(requestId, controller);
    }
    try {
      return await task(controller.signal);
    } finally {
      if (requestId !== undefined && running.get(requestId) === controller) running.delete(requestId);
    }
  }

  const implementations: Implementations = {
    getMasterchainInfo: async (arg) =>
      cancellable(arg?.requestId, (signal) =>
        clientFor(settings.activeProfile()).masterchainInfo({ signal }),
      ),

    lookupAccounts: async ({ requestId, addresses, includeBoc }) =>
      cancellable(requestId, (signal) =>
        clientFor(settings.activeProfile()).accountStatesRequest(addresses, { includeBoc, signal }),
      ),

    cancelRequest: async ({ requestId }) => {
      const controller = running.get(requestId);
      if (!controller) return { cancelled: false };
      running.delete(requestId);
      controller.abort();
      return { cancelled: true };
    },

    getSettings: async () => settings.toPublic(),
    saveProfile: async (arg) => settings.saveProfile(arg),
    deleteProfile: async ({ id }) => settings.deleteProfile(id),
    setActiveProfile: async ({ id }) => settings.setActiveProfile(id),
    setApiKey: async ({ profileId, apiKey }) => settings.setApiKey(profileId, apiKey),
    setAllowWeakKeyStorage: async ({ allow }) => settings.setAllowWeakKeyStorage(allow),
    setProfileLimits: async ({ profileId, limits }) => settings.setProfileLimits(profileId, limits),
    savePreferences: async (changes) => settings.savePreferences(changes),

    testConnection: async ({ profileId }) => {
      const profile = settings.getProfile(profileId);
      if (!profile) {
        throw new AppError({
          kind: 'invalid-input',
          message: `There is no network profile "${profileId}" to test; it may have been deleted.`,
        });
      }
      return clientFor(profile).masterchainInfo();
    },

    openExternal: async ({ url }) => {
      if (!isAllowedExternalUrl(url)) {
        logger.warn('Refused to open a link outside the allow-list', { url });
        return { opened: false };
      }
      await deps.openExternal(url);
      return { opened: true };
    },

    listLookupLog: async () => deps.lookupLog.list(),
    getLookupLogEntry: async ({ id }) => deps.lookupLog.get(id),
    saveLookupLogEntry: async (draft) => deps.lookupLog.add(draft),
    deleteLookupLogEntry: async ({ id }) => ({ deleted: await deps.lookupLog.remove(id) }),
    saveFile: async (arg) => deps.saveFile(arg),
  };

  async function handle(
    method: BridgeMethod,
    event: IpcEventLike,
    raw: unknown,
  ): Promise<BridgeResult<unknown>> {
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
      return { ok: false, error: { ...FOREIGN_SENDER_ERROR } };
    }
    const spec = bridgeContract[method];
    const parsed = spec.arg.safeParse(raw);
    if (!parsed.success) {
      logger.warn('Refused a malformed bridge call', { method });
      return {
        ok: false,
        error: {
          kind: 'invalid-input',
          message: `The app sent a malformed "${method}" request, so it was refused.`,
          detail: z.prettifyError(parsed.error),
        },
      };
    }
    try {
      const implementation = implementations[method] as (arg: unknown) => Promise<unknown>;
      const value = await implementation(parsed.data);
      const checked = spec.result.safeParse(value);
      if (!checked.success) {
        logger.error('A bridge reply did not match the contract', {
          method,
          issues: z.prettifyError(checked.error),
        });
        return {
          ok: false,
          error: {
            kind: 'unexpected',
            message: `The answer to "${method}" was not in the expected form, so it was not shown.`,
          },
        };
      }
      return { ok: true, value: checked.data };
    } catch (error) {
      return { ok: false, error: toErrorInfo(error) };
    }
  }

  const channels = BRIDGE_METHODS.map((method) => {
    const channel = ipcChannel(method);
    ipc.handle(channel, (event, arg) => handle(method, event, arg));
    return channel;
  });

  return {
    channels,
    runningRequests: () => running.size,
    cancelAll() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
