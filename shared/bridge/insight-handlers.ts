/**
 * The bridge's smart-contract insight handlers (api/insight-api.ts) — inspect, one get-method, the
 * code's disassembly, a cell tree — written once for every transport, over the active profile's account
 * store (the states, fetched when not held) and the emulator's runner: a worker thread in Electron main,
 * a Worker under the web's job worker; never the renderer's main thread. Each is cancelled by its call's
 * signal. The runner is created on first use ({@link lazyRunner}) and shared with the tokens job.
 */
import {
  cellTreeOf,
  disassemblyOf,
  getMethodByAddress,
  inspectByAddress,
  type InsightDeps,
} from '../accounts/account-insight';
import { AppError } from '../errors';
import type { TvmRunner } from '../tvm/runner';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { insightApi } from './api/insight-api';
import { NO_CALLER } from './dispatch';
import type { Indexers } from './indexers';
import { indexerNetwork } from '../settings/network';

/** The handlers, one per insight method. */
export type InsightHandlers = HandlersOf<MethodsOf<typeof insightApi>>;

/**
 * The emulator's runner, created on first use (loading it may take a while); one that failed to load is
 * tried again on the next call. Without `create`, every call says there is no emulator here.
 */
export function lazyRunner(
  create: (() => TvmRunner | Promise<TvmRunner>) | undefined,
): () => Promise<TvmRunner> {
  let runner: Promise<TvmRunner> | undefined;
  return () => {
    if (!create)
      return Promise.reject(
        new AppError({
          kind: 'unexpected',
          message:
            'This version of the app has no contract emulator, so contract details cannot be computed here.',
        }),
      );
    runner ??= Promise.resolve().then(create);
    runner.catch(() => (runner = undefined));
    return runner;
  };
}

/** Builds the insight handlers over the active profile's account store. */
export function createInsightHandlers(
  indexers: Indexers,
  emulator: Omit<InsightDeps, 'store'>,
): InsightHandlers {
  const deps = (): InsightDeps => {
    const profile = indexers.profileOf();
    return {
      ...emulator,
      store: indexers.storeOf(profile),
      // The rule every part of the app takes a network by: the indexer's last block when it reported one.
      network: async () =>
        indexerNetwork({
          ...profile,
          profileId: profile.id,
          globalId: (await indexers.lastBlockOf(profile))?.global_id,
        }),
    };
  };
  return {
    inspect: ({ addresses, unixTime }, { signal } = NO_CALLER) =>
      inspectByAddress(deps(), addresses, unixTime, signal),
    runGetMethod: ({ address, method, args, unixTime, limits }, { signal } = NO_CALLER) =>
      getMethodByAddress(deps(), { address, method, args, unixTime, limits }, signal),
    disassembleCode: ({ address }, { signal } = NO_CALLER) => disassemblyOf(deps(), address, signal),
    cellTree: ({ address, part, maxCells }, { signal } = NO_CALLER) =>
      cellTreeOf(deps(), address, part, maxCells, signal),
  };
}
