/**
 * The bridge's behaviour, once: one handler per bridge API method (the lookup log's are in
 * lookup-log-handlers.ts), built from injected dependencies (bridge-deps.ts). Electron main and the web
 * bridge run these same handlers; they differ only in transport and storage.
 *
 * A handler gets its argument already checked against its API definition (dispatch.ts) and answers a value of the
 * method's result type, or throws an {@link AppError} the dispatch turns into an error envelope.
 * Settings changes go through the pure rules of shared/settings/settings-rules.ts, one at a time.
 */
import { accountStatesUrlLength } from '../client/index-client';
import { effectiveRequestPolicy } from '../bulk/request-policy';
import { AppError, errorText } from '../errors';
import * as rules from '../settings/settings-rules';
import { createSerialLock } from '../storage/serial-lock';
import type { Profile, PublicSettings, Settings } from '../settings/settings-schema';
import type { BridgeDeps, BridgeIndexClient } from './bridge-deps';
import { createInsightHandlers } from './insight-handlers';
import { isAllowedExternalUrl } from './api/system-api';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { indexApi } from './api/index-api';
import type { insightApi } from './api/insight-api';
import type { settingsApi } from './api/settings-api';
import type { systemApi } from './api/system-api';
import type { watchTimerApi } from './api/watch-api';
import { createWatchRunnerHandlers } from './watch-runner-handlers';

/** The methods these handlers serve: the indexer, settings, system, insight and the watch timer. */
export type CoreMethod = MethodsOf<
  typeof indexApi | typeof settingsApi | typeof systemApi | typeof insightApi | typeof watchTimerApi
>;

/** The handlers of {@link createBridgeHandlers}, plus control over the requests they run. */
export interface BridgeHandlerSet {
  handlers: HandlersOf<CoreMethod>;
  /** Requests that can still be cancelled. */
  runningRequests(): number;
  /** Aborts every running request (window closed, app quitting). */
  cancelAll(): void;
  /** The watch list's timer: started while the app runs, stopped when it quits (no-ops without `deps.watching`). */
  watcher: { start(): void; stop(): Promise<void> };
}

/** Builds every handler except the lookup log's and the labels' (label-handlers.ts). */
export function createBridgeHandlers(deps: BridgeDeps): BridgeHandlerSet {
  const { settings, secrets } = deps;
  const running = new Map<string, AbortController>();

  /** A client for `profile`, with its saved key and the current timeout. */
  function clientFor(profile: Profile): BridgeIndexClient {
    let apiKey: string | undefined;
    try {
      apiKey = secrets.read(profile.id);
    } catch (error) {
      throw new AppError(
        {
          kind: 'invalid-input',
          message: `The saved API key of "${profile.name}" could not be decrypted (the system keyring may have changed). Enter the key again in Settings.`,
          detail: errorText(error),
        },
        { cause: error },
      );
    }
    return deps.createClient({
      baseUrl: profile.baseUrl,
      timeoutMs: settings.current().preferences.requestTimeoutMs,
      ...(apiKey ? { apiKey } : {}),
    });
  }

  const activeProfile = () => rules.requireProfile(settings.current(), settings.current().activeProfileId);

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

  const publicView = (): PublicSettings =>
    rules.publicSettingsOf(
      settings.current(),
      {
        hasKey: (id) => secrets.has(id),
        keyStorage: secrets.keyStorage(),
        allowWeakKeyStorage: secrets.allowWeakKeyStorage(),
      },
      settings.notice(),
    );

  // One change at a time: two quick clicks must not interleave their read-modify-write.
  const settingsLock = createSerialLock();
  const serialised = (task: () => Promise<void>): Promise<PublicSettings> =>
    settingsLock.run(async () => {
      await task();
      return publicView();
    });
  /** Applies a rule to the current settings and persists the result (unless nothing changed). */
  const change = (rule: (current: Settings) => Settings) =>
    serialised(async () => {
      const current = settings.current();
      const next = rule(current);
      if (next !== current) await settings.save(next);
    });

  const activePolicy = () => {
    const profile = activeProfile();
    return effectiveRequestPolicy({ ...profile, hasApiKey: secrets.has(profile.id) });
  };
  const watching = createWatchRunnerHandlers(
    deps.watching,
    {
      client: () => clientFor(activeProfile()),
      policy: activePolicy,
      urlLength: (raws) => accountStatesUrlLength(activeProfile().baseUrl, raws, false),
    },
    deps.logger ? (message, details) => deps.logger?.warn(message, details) : undefined,
  );

  return {
    runningRequests: () => running.size,
    watcher: {
      start: () => watching.runner?.start(),
      stop: async () => watching.runner?.stop(),
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
    handlers: {
      getMasterchainInfo: async (arg) =>
        cancellable(arg?.requestId, (signal) => clientFor(activeProfile()).masterchainInfo({ signal })),

      lookupAccounts: async ({ requestId, addresses, includeBoc }) =>
        cancellable(requestId, (signal) =>
          clientFor(activeProfile()).accountStatesRequest(addresses, { includeBoc, signal }),
        ),

      cancelRequest: async ({ requestId }) => {
        const controller = running.get(requestId);
        if (!controller) return { cancelled: false };
        running.delete(requestId);
        controller.abort();
        return { cancelled: true };
      },

      testConnection: async ({ profileId }) =>
        clientFor(rules.requireProfile(settings.current(), profileId)).masterchainInfo(),

      getSettings: async () => publicView(),
      // A new profile never takes an id a stored key still belongs to (one left by a damaged settings
      // file or an interrupted delete), so it can never inherit someone else's key.
      saveProfile: (input) => change((current) => rules.saveProfile(current, input, (id) => secrets.has(id))),
      deleteProfile: ({ id }) =>
        serialised(async () => {
          await settings.save(rules.deleteProfile(settings.current(), id));
          // The key of a deleted profile must not linger in storage.
          if (secrets.has(id)) await secrets.write(id, null);
        }),
      setActiveProfile: ({ id }) => change((current) => rules.setActiveProfile(current, id)),
      setProfileLimits: ({ profileId, limits }) =>
        change((current) => rules.setProfileLimits(current, profileId, limits)),
      savePreferences: (changes) => change((current) => rules.savePreferences(current, changes)),
      setApiKey: ({ profileId, apiKey }) =>
        serialised(async () => {
          const profile = rules.requireProfile(settings.current(), profileId);
          if (apiKey !== null) {
            const refusal = rules.keyStorageRefusal(
              profile,
              secrets.keyStorage(),
              secrets.allowWeakKeyStorage(),
            );
            if (refusal) throw refusal;
          }
          await secrets.write(profileId, apiKey);
        }),
      setAllowWeakKeyStorage: ({ allow }) => serialised(() => secrets.setAllowWeakKeyStorage(allow)),

      openExternal: async ({ url }) => {
        if (!isAllowedExternalUrl(url)) {
          deps.logger?.warn('Refused to open a link outside the allow-list', { url });
          return { opened: false };
        }
        await deps.openLink(url);
        return { opened: true };
      },
      saveFile: (arg) => deps.saveFile(arg),
      ...watching.handlers,
      ...createInsightHandlers({
        tvmRunner: deps.tvmRunner,
        userLibraries: deps.userLibraries ?? (async () => []),
        cancellable,
        indexer: () => {
          const profile = activeProfile();
          const policy = activePolicy();
          return {
            client: clientFor(profile),
            scheduler: {
              urlLength: (raws) => accountStatesUrlLength(profile.baseUrl, raws, true),
              limits: {
                maxAddressesPerRequest: policy.maxAddressesPerRequest,
                maxUrlLength: policy.maxUrlLength,
              },
              rate: { requestsPerSecond: policy.requestsPerSecond },
              concurrency: policy.concurrency,
            },
          };
        },
      }),
    },
  };
}
