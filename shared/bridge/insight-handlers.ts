/**
 * The bridge's smart-contract insight handlers (api/insight-api.ts), written once for every transport:
 * Electron main gives them a runner over a worker thread, the web bridge one over a Worker — the
 * emulator never runs on the renderer's main thread. The decoders, the disassembler and the tokens flow
 * are imported on first use (insight-work.ts), so none of them is in the first screen's JS; the runner
 * is created on first use too.
 */
import type { BulkLookupOptions } from '../bulk';
import { AppError } from '../errors';
import type { TvmRunner } from '../tvm/runner';
import type { BridgeIndexClient } from './bridge-deps';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { insightApi } from './api/insight-api';

/** The handlers, one per insight method. */
export type InsightHandlers = HandlersOf<MethodsOf<typeof insightApi>>;

/** The active profile's indexer, as the handlers use it (the key is already inside the client). */
export interface InsightIndexer {
  client: BridgeIndexClient;
  /** The scheduler's limits, pace, URL budget and concurrency for this profile. */
  scheduler: Pick<BulkLookupOptions, 'urlLength' | 'limits' | 'rate' | 'concurrency'>;
}

/** What the handlers are built from (handlers.ts fills it in). */
export interface InsightContext {
  /** Creates the runner (called once, on first use; may load it); absent where no emulator is available. */
  tvmRunner: (() => TvmRunner | Promise<TvmRunner>) | undefined;
  /** The user's own libraries (BoCs), read at each call so one just added is used at once. */
  userLibraries: () => Promise<readonly string[]>;
  /** The active profile's indexer, at the time of the call. */
  indexer(): InsightIndexer;
  /** Runs a task that `cancelRequest(requestId)` can abort. */
  cancellable<T>(requestId: string | undefined, task: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

/** Builds the insight handlers. */
export function createInsightHandlers(context: InsightContext): InsightHandlers {
  let runner: Promise<TvmRunner> | undefined;
  const runnerOf = (): Promise<TvmRunner> => {
    const create = context.tvmRunner;
    if (!create)
      return Promise.reject(
        new AppError({
          kind: 'unexpected',
          message:
            'This version of the app has no contract emulator, so contract details cannot be computed here.',
        }),
      );
    runner ??= Promise.resolve().then(create);
    // A runner that failed to load is tried again on the next call.
    runner.catch(() => (runner = undefined));
    return runner;
  };
  /**
   * The user's libraries; a store that cannot be read costs no account its details (library cells naming
   * one of them then say their library is missing, as without it).
   */
  const userLibraries = (): Promise<readonly string[]> => context.userLibraries().catch(() => []);
  const work = () => import('./insight-work');
  /** `now()` for the methods: the caller's last block time, else the indexer's last block now. */
  const timeOf = async (unixTime: number | undefined, signal?: AbortSignal): Promise<number> =>
    unixTime ??
    Number((await context.indexer().client.masterchainInfo(signal ? { signal } : {})).last.gen_utime);

  return {
    inspectAccounts: ({ requestId, accounts, metadata, unixTime }) =>
      context.cancellable(requestId, async (signal) => {
        const { client } = context.indexer();
        return (await work()).inspect({
          accounts,
          metadata: metadata ?? {},
          unixTime: await timeOf(unixTime, signal),
          runner: await runnerOf(),
          lookupMore: (raws) => client.accountStatesRequest(raws, { includeBoc: true, signal }),
          libraries: await userLibraries(),
          signal,
        });
      }),
    runGetMethod: ({ requestId, account, method, args, unixTime, limits }) =>
      context.cancellable(requestId, async (signal) => {
        const libraries = await userLibraries();
        return (await runnerOf()).runGetMethod(
          {
            account,
            method,
            args,
            unix_time: await timeOf(unixTime, signal),
            ...(limits ? { limits } : {}),
            ...(libraries.length > 0 ? { libraries: [...libraries] } : {}),
          },
          { signal },
        );
      }),
    disassembleCode: async ({ codeBoc }) => (await runnerOf()).disassemble(codeBoc),
    cellTree: async ({ boc, maxCells }) => {
      try {
        return await (await runnerOf()).cellTree(boc, maxCells);
      } catch (error) {
        throw new AppError(
          {
            kind: 'invalid-input',
            message: `The cell tree could not be read: ${error instanceof Error ? error.message : String(error)}`,
          },
          { cause: error },
        );
      }
    },
    tokensOfWallets: ({ requestId, owners, masters, unixTime }) =>
      context.cancellable(requestId, async (signal) => {
        const indexer = context.indexer();
        return (await work()).tokens({
          ...indexer.scheduler,
          transport: (raws, batchSignal) =>
            indexer.client.accountStatesRequest(raws, { includeBoc: true, signal: batchSignal }),
          owners: owners.map((o) => o.toUpperCase()),
          masters: masters.map((m) => m.toUpperCase()),
          runner: await runnerOf(),
          unixTime: await timeOf(unixTime, signal),
          signal,
          libraries: await userLibraries(),
        });
      }),
  };
}
