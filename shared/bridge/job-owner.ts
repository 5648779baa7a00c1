/**
 * The job owner: everything of the bridge that asks the indexer, runs contract code or keeps the user's
 * records, built once for every transport from injected stores — in Electron main, and on the web in the
 * one dedicated worker that holds the client, the scheduler, the emulator's runner, the log, the labels,
 * the watch list and its timer. The window starts jobs here and hears how they go through its own event
 * sink; a job is bound to its profile's indexer when it starts, so a profile switched meanwhile never
 * mixes two indexers in one lookup.
 */
import type { MasterchainInfo } from '../api/block';
import { accountStatesUrlLength } from '../client/index-client';
import { effectiveRequestPolicy } from '../bulk/request-policy';
import type { Clock } from '../bulk/token-bucket';
import { AppError, errorText } from '../errors';
import { NO_EVENTS, type JobKind, type JobLastBlock } from '../jobs/job-events';
import { schedulerOptions, type JobIndexer } from '../jobs/job-indexer';
import { collectLookup } from '../jobs/collect-lookup';
import { createJobRegistry, type JobContext, type JobRegistry } from '../jobs/job-registry';
import { runGetMethodJob } from '../jobs/get-method-job';
import { LookupAnswer } from '../jobs/lookup-answer';
import { runLookupJob } from '../jobs/lookup-job';
import { createStateCache } from '../jobs/state-cache';
import type { LabelStore } from '../labels/label-store';
import type { UserLibraryStore } from '../libraries/user-library-store';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { LookupLogEntry } from '../lookup-log/log-entry';
import * as rules from '../settings/settings-rules';
import type { Profile } from '../settings/settings-schema';
import type { TvmRunner } from '../tvm/runner';
import type { WatchNotifier } from '../watch/watch-notice';
import type { WatchStore } from '../watch/watch-store';
import type { BridgeCaller, HandlersOf, MethodsOf } from './api/bridge-api';
import type { indexApi } from './api/index-api';
import type { insightApi } from './api/insight-api';
import type { jobsApi } from './api/jobs-api';
import type { labelsApi } from './api/labels-api';
import type { librariesApi } from './api/libraries-api';
import type { storageApi } from './api/storage-api';
import type { lookupLogApi } from './api/lookup-log-api';
import type { watchApi } from './api/watch-api';
import type {
  BridgeIndexClient,
  BridgeLogger,
  IndexClientFactory,
  SecretStore,
  SettingsPersistence,
} from './bridge-deps';
import { createInsightHandlers, lazyRunner } from './insight-handlers';
import { createLabelHandlers } from './label-handlers';
import { createLibraryHandlers } from './library-handlers';
import { createStoreNoticeHandlers, type NoticeStorage } from './store-notice-handlers';
import { createLookupLogHandlers } from './lookup-log-handlers';
import { createWatchHandlers } from './watch-handlers';
import { createWatchRunnerHandlers } from './watch-runner-handlers';

/** The methods the job owner serves. */
export type JobOwnerMethod = MethodsOf<
  | typeof indexApi
  | typeof jobsApi
  | typeof insightApi
  | typeof lookupLogApi
  | typeof labelsApi
  | typeof librariesApi
  | typeof storageApi
  | typeof watchApi
>;

/** What the job owner is built from. */
export interface JobOwnerDeps {
  /** The settings as they are now (read only: the settings handlers change them). */
  settings: Pick<SettingsPersistence, 'current'>;
  /** The API keys (read only here; requests read them in this process and nowhere else). */
  secrets: Pick<SecretStore, 'has' | 'read'>;
  createClient: IndexClientFactory;
  /**
   * Creates the contract emulator's runner, called once on first use: a worker thread in Electron, a
   * Worker on the web — never the renderer's main thread. Without it, contract details say so.
   */
  tvmRunner?: () => TvmRunner | Promise<TvmRunner>;
  lookupLog: LookupLog;
  labels: LabelStore;
  /**
   * The libraries the user added (shared/libraries), kept beside the labels; their BoCs go with every
   * emulator request so library-cell code naming one of them runs.
   */
  libraries: UserLibraryStore;
  /** The storage core under those stores: its notices of damage found and what was done about it. */
  storage: NoticeStorage;
  watch: WatchStore;
  /** Shows a watch-list notification; with it, the watch list's timer runs here. */
  notifier?: WatchNotifier;
  logger?: BridgeLogger;
  /** Tests: the watch timer's clock and wall clock. */
  clock?: Clock;
  now?: () => Date;
}

/** The job owner: its handlers, its jobs and the watch list's timer. */
export interface JobOwner {
  handlers: HandlersOf<JobOwnerMethod>;
  jobs: JobRegistry;
  /** Started while the app runs, stopped when it quits (no-ops without a notifier). */
  watcher: { start(): void; stop(): Promise<void> };
}

/** What every job that runs contract code is given. */
type EmulatorJobCommon = Pick<JobContext, 'signal' | 'emit'> & {
  indexer: JobIndexer;
  runner: () => Promise<TvmRunner>;
  libraries: () => Promise<readonly string[]>;
};

/** Builds the job owner. */
export function createJobOwner(deps: JobOwnerDeps): JobOwner {
  const { settings, secrets } = deps;
  const jobs = createJobRegistry();
  const cache = createStateCache();
  const runnerOf = lazyRunner(deps.tvmRunner);
  /** The last block each profile's indexer reported, for the log entries of its lookups. */
  const lastBlocks = new Map<string, JobLastBlock>();

  const profileOf = (id?: string): Profile =>
    rules.requireProfile(settings.current(), id ?? settings.current().activeProfileId);

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
  const policyOf = (profile: Profile) =>
    effectiveRequestPolicy({ ...profile, hasApiKey: secrets.has(profile.id) });

  /** The indexer of `profile` as a job uses it, bound now. */
  function indexerOf(profile: Profile): JobIndexer {
    const policy = policyOf(profile);
    return {
      ref: { profileId: profile.id, name: profile.name, baseUrl: profile.baseUrl },
      client: clientFor(profile),
      pacing: {
        limits: { maxAddressesPerRequest: policy.maxAddressesPerRequest, maxUrlLength: policy.maxUrlLength },
        rate: { requestsPerSecond: policy.requestsPerSecond },
        concurrency: policy.concurrency,
      },
    };
  }

  /** Asks a profile's indexer for its blocks, remembering the last one for its lookups' log entries. */
  async function chainOf(profile: Profile): Promise<MasterchainInfo> {
    const info = await clientFor(profile).masterchainInfo();
    lastBlocks.set(profile.id, {
      seqno: info.last.seqno,
      gen_utime: info.last.gen_utime,
      ...(info.last.global_id !== undefined ? { global_id: info.last.global_id } : {}),
    });
    return info;
  }
  /**
   * The user's libraries, read when a job starts so one just added is used at once; a store that cannot
   * be read costs no account its details (library cells naming one then say their library is missing).
   */
  const userLibraries = (): Promise<readonly string[]> => deps.libraries.bocs().catch(() => []);

  /**
   * Starts a job that runs contract code: bound now to the active profile's indexer, with the emulator's
   * runner and the user's libraries.
   */
  async function startEmulatorJob(
    kind: JobKind,
    caller: BridgeCaller | undefined,
    run: (common: EmulatorJobCommon) => Promise<void>,
  ): Promise<{ jobId: string }> {
    const indexer = indexerOf(profileOf());
    const jobId = jobs.start(kind, caller?.events ?? NO_EVENTS, ({ signal, emit }) =>
      run({ indexer, runner: runnerOf, libraries: userLibraries, signal, emit }),
    );
    return { jobId };
  }

  const watching = createWatchRunnerHandlers(
    deps.notifier
      ? {
          store: deps.watch,
          notifier: deps.notifier,
          labelsOf: async (raws) =>
            Object.fromEntries(
              Object.entries(await deps.labels.getMany(raws)).map(([raw, label]) => [raw, label.text]),
            ),
          ...(deps.clock ? { clock: deps.clock } : {}),
          ...(deps.now ? { now: deps.now } : {}),
        }
      : undefined,
    {
      client: () => clientFor(profileOf()),
      policy: () => policyOf(profileOf()),
      urlLength: (raws) => accountStatesUrlLength(profileOf().baseUrl, raws, false),
    },
    deps.logger ? (message, details) => deps.logger?.warn(message, details) : undefined,
  );

  const handlers: HandlersOf<JobOwnerMethod> = {
    getMasterchainInfo: () => chainOf(profileOf()),
    testConnection: ({ profileId }) => chainOf(profileOf(profileId)),
    accountRows: async ({ addresses }) => {
      const { answer, result, failed } = await collectLookup({
        ...schedulerOptions(indexerOf(profileOf()), false),
        raws: addresses,
      });
      if (failed[0]) throw new AppError(failed[0].error);
      return { rows: answer.rows(), addressBook: result.address_book, metadata: result.metadata };
    },

    startLookup: async (
      { addresses, inputs, includeBoc, profileId, retriedLogId, pasted, rerunOf },
      caller,
    ) => {
      const profile = profileOf(profileId);
      const indexer = indexerOf(profile);
      const lastBlock = lastBlocks.get(profile.id) ?? null;
      const jobId = jobs.start('lookup', caller?.events ?? NO_EVENTS, async ({ signal, emit }) => {
        let retried: LookupLogEntry | undefined;
        if (retriedLogId) {
          // The lookup whose failed accounts these are: the new entry is that whole lookup again. When it
          // is gone from the log, these accounts are logged on their own.
          retried = await deps.lookupLog.get(retriedLogId).catch(() => undefined);
        }
        const asked = addresses.map((raw, i) => ({ raw, input: inputs[i]! }));
        await runLookupJob({
          answer: retried
            ? new LookupAnswer({ mode: 'record' }, retried)
            : LookupAnswer.of({ mode: 'record' }, asked),
          raws: addresses,
          includeBoc,
          indexer,
          signal,
          emit,
          logging: {
            log: deps.lookupLog,
            lastBlock,
            ...(retried ? { retried } : {}),
            ...(pasted ? { pasted } : {}),
            ...(rerunOf ? { rerunOf } : {}),
          },
          ...(includeBoc ? { onAnswer: (_raws, answer) => cache.put(answer.accounts, answer.metadata) } : {}),
        });
      });
      return { jobId, indexer: indexer.ref, policy: policyOf(profile), lastBlock };
    },
    startTokens: ({ owners, masters, unixTime }, caller) =>
      startEmulatorJob('tokens', caller, async (common) => {
        const { runTokensJob } = await import('../jobs/tokens-job');
        await runTokensJob({ owners, masters, unixTime, ...common });
      }),
    startInspect: ({ addresses, metadata, unixTime }, caller) =>
      startEmulatorJob('inspect', caller, async (common) => {
        const { runInspectJob } = await import('../jobs/inspect-job');
        await runInspectJob({ addresses, metadata: metadata ?? {}, unixTime, cache, ...common });
      }),
    startGetMethod: ({ account, method, args, unixTime, limits }, caller) =>
      startEmulatorJob('get-method', caller, (common) =>
        runGetMethodJob({ account, method, args, unixTime, limits, ...common }),
      ),
    cancelJob: async ({ jobId }, caller) => ({ cancelled: jobs.cancel(jobId, caller?.events ?? NO_EVENTS) }),

    ...createInsightHandlers(runnerOf),
    ...createLookupLogHandlers(deps.lookupLog),
    ...createLabelHandlers({ labels: deps.labels }),
    ...createLibraryHandlers(deps.libraries),
    ...createStoreNoticeHandlers(deps.storage),
    ...createWatchHandlers(deps.watch),
    ...watching.handlers,
  };

  return {
    handlers,
    jobs,
    watcher: {
      start: () => watching.runner?.start(),
      stop: async () => watching.runner?.stop(),
    },
  };
}
