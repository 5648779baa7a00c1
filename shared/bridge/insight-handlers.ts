/**
 * The bridge's smart-contract insight handlers (api/insight-api.ts) — the code's disassembly, a cell
 * tree — written once for every transport: Electron main gives them a runner over a
 * worker thread, the web's job worker one over a nested Worker; the emulator never runs on the
 * renderer's main thread. The runner is created on first use ({@link lazyRunner}) and shared with the
 * inspect, tokens and get-method jobs.
 */
import { AppError } from '../errors';
import type { TvmRunner } from '../tvm/runner';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { insightApi } from './api/insight-api';

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

/** Builds the insight handlers over the shared runner. */
export function createInsightHandlers(runnerOf: () => Promise<TvmRunner>): InsightHandlers {
  return {
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
  };
}
