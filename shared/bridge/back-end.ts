/**
 * What answers the window behind the bridge, built once for every transport from injected stores — in
 * Electron main, and on the web in the one dedicated worker: the indexers (one account store and request
 * budget per profile, indexers.ts), the job owner (lookups and tokens runs the window names, job-owner.ts)
 * and, beside it, the handlers that answer at once — the chain status and a handful of rows, what an
 * account's code says, the log, labels, the user's libraries, the stores' notices, the watch list and its
 * timer. The settings and system handlers are the transport's own (they differ between Electron and the web).
 */
import { keepingOwnAddresses } from './own-address-index';
import type { Clock } from '../bulk/token-bucket';
import type { JobRegistry } from '../jobs/job-registry';
import type { LabelStore } from '../labels/label-store';
import type { UserLibraryStore } from '../libraries/user-library-store';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { TvmRunner } from '../tvm/runner';
import type { WatchNotifier } from '../watch/watch-notice';
import type { WatchStore } from '../watch/watch-store';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { indexApi } from './api/index-api';
import type { insightApi } from './api/insight-api';
import type { jobsApi } from './api/jobs-api';
import type { labelsApi } from './api/labels-api';
import type { listFileApi } from './api/list-file-api';
import type { librariesApi } from './api/libraries-api';
import type { lookupLogApi } from './api/lookup-log-api';
import type { storageApi } from './api/storage-api';
import type { watchApi } from './api/watch-api';
import type { BridgeLogger, IndexersDepsOf } from './bridge-deps';
import { createIndexHandlers } from './index-handlers';
import { createIndexers } from './indexers';
import { createInsightHandlers, lazyRunner } from './insight-handlers';
import { createJobOwner } from './job-owner';
import { createLabelHandlers } from './label-handlers';
import { createListFiles, listFileHandlers } from './list-file-handlers';
import { createLibraryHandlers } from './library-handlers';
import { createLookupLogHandlers } from './lookup-log-handlers';
import { createStoreNoticeHandlers, type NoticeStorage } from './store-notice-handlers';
import { createWatchHandlers } from './watch-handlers';
import { createWatchRunnerHandlers } from './watch-runner-handlers';

/** The methods the back end serves. */
export type BackEndMethod = MethodsOf<
  | typeof indexApi
  | typeof jobsApi
  | typeof listFileApi
  | typeof insightApi
  | typeof lookupLogApi
  | typeof labelsApi
  | typeof librariesApi
  | typeof storageApi
  | typeof watchApi
>;

/** What the back end is built from. */
export interface BackEndDeps extends IndexersDepsOf {
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

/** The back end: its handlers, its jobs and the watch list's timer. */
export interface BackEnd {
  handlers: HandlersOf<BackEndMethod>;
  jobs: JobRegistry;
  /** Started while the app runs, stopped when it quits (no-ops without a notifier). */
  watcher: { start(): void; stop(): Promise<void> };
}

/** The watch list's timer over the active profile's indexer (its budget shared with every job). */
function watchRunner(deps: BackEndDeps, indexers: ReturnType<typeof createIndexers>) {
  const active = () => indexers.storeOf(indexers.profileOf()).indexer;
  return createWatchRunnerHandlers(
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
    { indexer: active, policy: () => indexers.policyOf(indexers.profileOf()) },
    deps.logger ? (message, details) => deps.logger?.warn(message, details) : undefined,
  );
}

/** Builds the back end. */
export function createBackEnd(given: BackEndDeps): BackEnd {
  // The user's addresses for look-alikes, read once and told every change through these stores.
  const own = keepingOwnAddresses(given.labels, given.watch);
  const deps: BackEndDeps = { ...given, labels: own.labels, watch: own.watch };
  const indexers = createIndexers(deps);
  const runner = lazyRunner(deps.tvmRunner);
  /**
   * The user's libraries, read when a job or call starts so one just added is used at once; a store that
   * cannot be read costs no account its details (library cells naming one then say it is missing).
   */
  const libraries = (): Promise<readonly string[]> => deps.libraries.bocs().catch(() => []);
  const listFiles = createListFiles(deps.lookupLog);
  const ownEnds = async (testnet: boolean) => (await own.index()).ends(testnet);
  const owner = createJobOwner({
    listFiles,
    indexers,
    lookupLog: deps.lookupLog,
    runner,
    libraries,
    ownEnds,
  });
  const watching = watchRunner(deps, indexers);
  return {
    handlers: {
      ...owner.handlers,
      ...listFileHandlers(listFiles),
      ...createIndexHandlers(indexers),
      ...createInsightHandlers(indexers, { runner, libraries }),
      ...createLookupLogHandlers(deps.lookupLog, { ownEnds }),
      ...createLabelHandlers({ labels: deps.labels }),
      ...createLibraryHandlers(deps.libraries),
      ...createStoreNoticeHandlers(deps.storage),
      ...createWatchHandlers(deps.watch),
      ...watching.handlers,
    },
    jobs: owner.jobs,
    watcher: {
      start: () => watching.runner?.start(),
      stop: async () => watching.runner?.stop(),
    },
  };
}
