/**
 * The bridge methods that ask what an account's own code says, by address: inspecting accounts (what
 * each is, its decoded details), one get-method with typed arguments, the code's disassembly and a cell
 * tree of its code or data. The window names accounts; the states they run on come from the profile's
 * account store behind the bridge (shared/accounts), fetched when not held — no code or data ever travels
 * from the window. Each is one answer, cancelled by the call's signal; the emulator runs in a worker
 * thread of main in Electron, in a Worker on the web.
 */
import { z } from 'zod';
import type { Inspected } from '../../accounts/account-insight';
import type { CellTree } from '../../tvm/cell-tree';
import type { Disassembly } from '../../tvm/disassembly';
import { getMethodLimitsSchema } from '../../tvm/limits-schema';
import type { GetMethodResult } from '../../tvm/runner';
import { MAX_TUPLE_LENGTH, stackArgumentSchema } from '../../tvm/stack-schema';
import { parsedRawArg, trustedResult } from './api-parts';

/** Accounts one inspect takes: a screen of table rows, never a whole 100,000-row lookup. */
export const MAX_INSPECT_ACCOUNTS = 200;

/** `now()` for get-methods: the last indexed block's time; absent → the indexer is asked. */
const unixTime = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .optional();

/** The insight methods. */
export const insightApi = {
  /**
   * What each account is and what its own code says (shared/contracts/inspect.ts), in the order asked;
   * the accounts the index does not know are named.
   */
  inspect: {
    arg: z.object({ addresses: z.array(parsedRawArg).min(1).max(MAX_INSPECT_ACCOUNTS), unixTime }).strict(),
    result: trustedResult<Inspected>(),
  },
  /**
   * Runs one get-method (by name or id) with typed arguments on an account's indexed state, within its
   * limits (gas, time, memory: shared/tvm/limits.ts; defaults for those not given), with the user's
   * libraries. Cancelling the call stops the emulation at once.
   */
  runGetMethod: {
    arg: z
      .object({
        address: parsedRawArg,
        method: z.union([z.string().min(1).max(200), z.number().int()]),
        args: z.array(stackArgumentSchema).max(MAX_TUPLE_LENGTH).default([]),
        unixTime,
        limits: getMethodLimitsSchema.optional(),
      })
      .strict(),
    result: trustedResult<GetMethodResult>(),
  },
  /** TVM disassembly of an account's code, with its method table. */
  disassembleCode: {
    arg: z.object({ address: parsedRawArg }).strict(),
    result: trustedResult<Disassembly>(),
  },
  /** An account's code or data as a cell tree (at most `maxCells` cells) for the lazy, virtualised view. */
  cellTree: {
    arg: z
      .object({
        address: parsedRawArg,
        part: z.enum(['code', 'data']),
        maxCells: z.number().int().min(1).max(100_000).optional(),
      })
      .strict(),
    result: trustedResult<CellTree>(),
  },
} as const;
