/**
 * The get-method engine: runs get-methods in this thread on the TON emulator (WebAssembly,
 * shared/tvm/emulator-instance.ts). Hosts run it inside a worker thread or Worker behind the pool of
 * shared/tvm/emulator-pool.ts, which adds the wall-clock limit and cancellation; tests and benches run
 * it directly. Free of Node and DOM.
 *
 * Every call runs the account's own code on its indexed data with its address and balance, the bundled
 * config (shared/tvm/config.ts), `unix_time` as `now()`, a zero random seed, and the run's limits
 * (shared/tvm/limits.ts): gas is enforced by the virtual machine, memory by the emulator instance's
 * capped memory. A batch runs up to 255 calls in one emulator session through the RUNVM program of
 * shared/tvm/batch-wrapper.ts, each call with its own gas limit.
 *
 * The contract is untrusted, so the emulator instance is too once it has run it: an instance that
 * failed (an abort, a trap, memory refused) or that had to write back a result deep enough to overrun
 * its native stack (the 311-value stack that silently broke every later call) is discarded, and the
 * next run gets a fresh one — each account's outcome is independent of the accounts run before it.
 * Results are read with bounds (shared/tvm/stack-boc.ts). Failures are sentences that name the
 * account, the method and what went wrong.
 *
 * Its parts: what the runs share — the instance, the cell cache, one emulator call
 * (shared/tvm/engine-context.ts) —, one run (shared/tvm/run-single.ts), and a batch
 * (shared/tvm/run-batch.ts) of sessions (shared/tvm/batch-session.ts).
 */
import { BUNDLED_TVM_CONFIG, type TvmConfig } from './config';
import { createEmulatorInstance, type CreateEmulatorInstance, type EmulatorWasm } from './emulator-instance';
import { createEngineContext } from './engine-context';
import { runBatch } from './run-batch';
import { runSingle } from './run-single';
import type { TvmRunner } from './runner';

/** Options of {@link createTvmEngine}. */
export type TvmEngineOptions = EngineSettings &
  (
    | {
        /**
         * Where @ton/sandbox's binary comes from (compiled on first use): each host loads it its own way
         * (node-host/emulator-wasm.ts; the browser's Worker bundles it), so shared/ imports none.
         */
        wasm: EmulatorWasm;
        createInstance?: undefined;
      }
    | {
        /** Creates an emulator instance (a test's stand-in). */
        createInstance: CreateEmulatorInstance;
        wasm?: undefined;
      }
  );

/** What every engine may be told. */
interface EngineSettings {
  /** Default: the bundled config. */
  config?: TvmConfig;
  /** Names a method id for the disassembly's method table (the contracts' knowledge, injected). */
  methodName?: (id: number) => string | null;
}

/** Creates the in-thread engine. */
export function createTvmEngine(options: TvmEngineOptions): TvmRunner {
  const { createInstance, wasm } = options;
  const create: CreateEmulatorInstance = createInstance ?? (() => createEmulatorInstance(wasm));
  const context = createEngineContext(options.config ?? BUNDLED_TVM_CONFIG, create);
  return {
    runGetMethod: (request, runOptions) => runSingle(context, request, runOptions),
    runGetMethods: (request, runOptions) => runBatch(context, request, runOptions),
    // Loaded when first asked: the disassembler is large and a get-method never needs it.
    disassemble: async (codeBoc) =>
      (await import('./disassembly')).disassemble(codeBoc, options.methodName ?? (() => null)),
    cellTree: async (boc, maxCells) => (await import('./cell-tree')).cellTree(boc, maxCells),
    prepare: async () => void (await context.emulator()),
  };
}
