/**
 * The get-method runner: what every host offers (in-process in the CLI and Electron main, a Worker in
 * the browser build) and what a bridge handler or a Worker message carries. Requests and results are
 * plain data checked by these schemas, so they cross IPC and `postMessage` unchanged.
 */
import { z } from 'zod';
import { rawAddressInput as rawAddress } from '../api/primitives';
import type { CellTree } from './cell-tree';
import type { Disassembly } from './disassembly';
import { stackValueSchema } from './stack-schema';

/** A non-negative decimal integer in text. */
const unsignedText = z.string().regex(/^\d{1,40}$/, { error: 'expected a non-negative decimal integer' });
/** A Base64 BoC (checked for real when parsed). */
const boc = z.string().min(1).max(4_000_000);
/** Libraries a request may carry beyond the bundled ones (the user's own). */
export const MAX_EXTRA_LIBRARIES = 32;
/**
 * The user's own libraries, as code BoCs: each stands for the code whose hash it has (nothing else can
 * name it), so the list needs no keys and cannot mislabel one.
 */
const extraLibraries = z.array(boc).max(MAX_EXTRA_LIBRARIES).optional();
/** A method by name (`seqno`) or id (`85143`, `0x14c97`). */
const methodSchema = z.union([z.string().min(1).max(200), z.number().int()]);

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
export const getMethodRequestSchema = z.object({
  account: tvmAccountSchema,
  method: methodSchema,
  args: z.array(stackValueSchema).max(255).default([]),
  /** `now()` inside the method: the last indexed block's time (seconds). */
  unix_time: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  libraries: extraLibraries,
});
export type GetMethodRequest = z.input<typeof getMethodRequestSchema>;

/** Many calls on accounts sharing one code (a master's method for many owners, many wallets of one jetton). */
export const getMethodBatchRequestSchema = z.object({
  code_boc: boc,
  unix_time: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  calls: z
    .array(
      z.object({
        address: rawAddress,
        data_boc: boc.optional(),
        balance: unsignedText,
        method: methodSchema,
        args: z.array(stackValueSchema).max(255).default([]),
      }),
    )
    .max(100_000),
  libraries: extraLibraries,
});
export type GetMethodBatchRequest = z.input<typeof getMethodBatchRequestSchema>;

/** Why a get-method did not give the contract's answer. */
export const getMethodFailureReasonSchema = z.enum([
  /** The code (or something it loaded) is a library cell whose library is not bundled. */
  'missing_library',
  /** The request could not be turned into a VM call: bad BoC, unknown method text, bad argument. */
  'invalid_request',
  /** The emulator itself failed (not the contract). */
  'emulator_error',
]);
export type GetMethodFailureReason = z.infer<typeof getMethodFailureReasonSchema>;

/** The result of one call: the VM ran (whatever its exit code), or it could not. */
export const getMethodResultSchema = z.discriminatedUnion('ran', [
  z.object({
    ran: z.literal(true),
    method_id: z.number().int(),
    exit_code: z.number().int(),
    /** A short meaning of the exit code (shared/tvm/exit-codes.ts). */
    exit_meaning: z.string(),
    gas_used: z.number().int(),
    stack: z.array(stackValueSchema),
  }),
  z.object({
    ran: z.literal(false),
    method_id: z.number().int().nullable(),
    reason: getMethodFailureReasonSchema,
    /** One sentence for a person: what and where. */
    message: z.string(),
    /** For `missing_library`: the library's hash, lower-case hex. */
    missing_library: z.string().optional(),
  }),
]);
export type GetMethodResult = z.infer<typeof getMethodResultSchema>;
/** A result where the VM ran. */
export type GetMethodRun = Extract<GetMethodResult, { ran: true }>;
/** A result where it could not. */
export type GetMethodFailure = Extract<GetMethodResult, { ran: false }>;

/**
 * Runs get-methods on indexed states. Implementations: `createTvmEngine` in-process (CLI, Electron
 * main), the Worker runner in the browser build. A bridge handler takes a request, checks it with the
 * schemas above and calls the same two methods.
 */
export interface TvmRunner {
  /** One call. Never rejects for the contract's or the request's faults: those are results. */
  runGetMethod(request: GetMethodRequest): Promise<GetMethodResult>;
  /**
   * Many calls on one code, results in call order. Same answers as one `runGetMethod` per call (the
   * calls run inside one emulator session, each in its own child VM), far faster for thousands.
   */
  runGetMethods(request: GetMethodBatchRequest): Promise<GetMethodResult[]>;
  /** TVM disassembly of a code BoC with its method table (shared/tvm/disassembly.ts); off the page's thread. */
  disassemble(codeBoc: string): Promise<Disassembly>;
  /** A BoC as a cell tree for a lazy view (shared/tvm/cell-tree.ts); off the page's thread. */
  cellTree(boc: string, maxCells?: number): Promise<CellTree>;
  /**
   * Starts the emulator now (≈200 ms, longer for a Worker or thread that must load it) instead of on the
   * first call, so a caller can overlap it with its first requests.
   */
  prepare(): Promise<void>;
  /** Frees the emulator (a Worker is terminated). Optional: in-process runners are garbage-collected. */
  dispose?(): void;
}
