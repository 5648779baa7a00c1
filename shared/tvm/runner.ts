/**
 * The get-method runner: what every host offers (a pool of worker threads in the CLI and Electron main,
 * a Worker in the browser build, the engine itself in tests) and what a bridge handler or a Worker
 * message carries. Requests and results are plain data, so they cross IPC and `postMessage` unchanged.
 * A request is checked once, where it comes from outside: the bridge's contract checks the renderer's
 * (shared/bridge/contract-insight-contract.ts, with {@link tvmAccountSchema}); requests built by the
 * app itself are typed, and the engine does not check them again.
 */
import { z } from 'zod';
import { rawAddressInput as rawAddress } from '../api/primitives';
import type { CellTree } from './cell-tree';
import type { Disassembly } from './disassembly';
import type { GetMethodLimits } from './limits-schema';
import type { StackArgument, StackValue } from './stack-schema';

/** A non-negative decimal integer in text. */
const unsignedText = z.string().regex(/^\d{1,40}$/, { error: 'expected a non-negative decimal integer' });
/** A Base64 BoC (checked for real when parsed). */
const boc = z.string().min(1).max(4_000_000);
/** The indexed state a get-method runs on. */
export const tvmAccountSchema = z.object({
  /** Raw address: what `my_address()` returns. */
  address: rawAddress,
  /** The account's code (`code_boc`). */
  code_boc: boc,
  /** The account's persistent data (`data_boc`); an empty cell when the account has none. */
  data_boc: boc.optional(),
  /** Nanotons (`balance`): what `get_balance()` returns. */
  balance: unsignedText,
});
export type TvmAccount = z.infer<typeof tvmAccountSchema>;

/** One get-method call. */
export interface GetMethodRequest {
  account: TvmAccount;
  /** By name (`seqno`) or id (`85143`, `0x14c97`). */
  method: string | number;
  args?: StackArgument[];
  /** `now()` inside the method: the last indexed block's time (seconds). */
  unix_time: number;
  /** The run's budget; defaults for what is not given (shared/tvm/limits.ts). */
  limits?: GetMethodLimits;
  /** The user's own libraries (code BoCs), beside the bundled ones. */
  libraries?: string[];
}

/** One call of a batch: a state of the batch's code and its method. */
export interface GetMethodBatchCall {
  address: string;
  data_boc?: string;
  balance: string;
  method: string | number;
  args?: StackArgument[];
}

/** Many calls on accounts sharing one code (a master's method for many owners, many wallets of one jetton). */
export interface GetMethodBatchRequest {
  code_boc: string;
  unix_time: number;
  calls: GetMethodBatchCall[];
  /** The budget of each call. */
  limits?: GetMethodLimits;
  /** The user's own libraries (code BoCs), beside the bundled ones. */
  libraries?: string[];
}

/** Why a get-method did not give the contract's answer. */
export type GetMethodFailureReason =
  /** The code (or something it loaded) is a library cell whose library is not bundled. */
  | 'missing_library'
  /** The request could not be turned into a VM call: unknown method text, bad argument. */
  | 'invalid_request'
  /** The indexed state cannot be run: a BoC that does not parse, cells deeper than TVM loads. */
  | 'invalid_state'
  /** The run passed its wall-clock limit and was stopped. */
  | 'time_limit'
  /** The run needed more emulator memory than its limit. */
  | 'memory_limit'
  /** The emulator itself failed (not the contract); the instance was replaced. */
  | 'emulator_error';

/** A result where the VM ran (whatever its exit code). */
export interface GetMethodRun {
  ran: true;
  method_id: number;
  exit_code: number;
  /** A short meaning of the exit code (shared/tvm/exit-codes.ts); running out of gas names the limit. */
  exit_meaning: string;
  gas_used: number;
  stack: StackValue[];
}

/** A result where the VM could not run, or was stopped. */
export interface GetMethodFailure {
  ran: false;
  method_id: number | null;
  reason: GetMethodFailureReason;
  /** One sentence for a person: what, on which account and method, and why. */
  message: string;
  /** For `missing_library`: the library's hash, lower-case hex. */
  missing_library?: string;
}

/** The result of one call. */
export type GetMethodResult = GetMethodRun | GetMethodFailure;

/** How a caller may steer one call. */
export interface RunOptions {
  /**
   * Stops the call: a queued one is dropped, a running one is ended at once (its thread or Worker is
   * terminated and replaced). The promise then rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /**
   * Work nobody waits for yet (a tokens run's balance reads): it waits behind every other request, so
   * the work a next request needs is never queued after it.
   */
  background?: boolean;
}

/**
 * Runs get-methods on indexed states. Implementations: `createEmulatorPool` over worker threads (the
 * CLI, Electron main) or a Worker (the browser build), and `createTvmEngine` itself in tests.
 */
export interface TvmRunner {
  /** One call. Never rejects for the contract's or the request's faults: those are results. */
  runGetMethod(request: GetMethodRequest, options?: RunOptions): Promise<GetMethodResult>;
  /**
   * Many calls on one code, results in call order. Same answers as one `runGetMethod` per call (the
   * calls run inside one emulator session, each in its own child VM), far faster for thousands. One
   * call past a limit ends alone: the others still get their answers.
   */
  runGetMethods(request: GetMethodBatchRequest, options?: RunOptions): Promise<GetMethodResult[]>;
  /** TVM disassembly of a code BoC with its method table (shared/tvm/disassembly.ts); off the page's thread. */
  disassemble(codeBoc: string, options?: RunOptions): Promise<Disassembly>;
  /** A BoC as a cell tree for a lazy view (shared/tvm/cell-tree.ts); off the page's thread. */
  cellTree(boc: string, maxCells?: number, options?: RunOptions): Promise<CellTree>;
  /**
   * Starts the emulator now (a thread or Worker that must load it takes a while) instead of on the
   * first call, so a caller can overlap it with its first requests. Resolves once one thread is ready.
   * `all`: every thread of a pool starts, for work that will keep them all busy — one now, the others
   * as soon as one is ready (by default one starts, and the others when work waits for them).
   */
  prepare(options?: { all?: boolean }): Promise<void>;
  /** Frees the emulator (threads and Workers are terminated). */
  dispose?(): void;
}
