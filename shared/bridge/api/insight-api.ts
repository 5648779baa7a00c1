/**
 * The bridge methods that run an account's own code (smart-contract insight) on a state the window
 * holds: its get-methods, its code and data as views (what an account is: the inspect job, jobs-api.ts). The renderer is untrusted in Electron, so every state, BoC
 * and argument is checked by zod where main receives it (shared/bridge/dispatch.ts); the emulator then
 * runs off the renderer's main thread — in a worker thread of main in Electron, in a Worker on the web
 * (shared/bridge/insight-handlers.ts).
 */
import { z } from 'zod';
import type { CellTree } from '../../tvm/cell-tree';
import type { Disassembly } from '../../tvm/disassembly';
import { tvmAccountSchema, type GetMethodResult } from '../../tvm/runner';
import { MAX_TUPLE_LENGTH, stackValueSchema } from '../../tvm/stack-schema';
import { trustedResult } from './api-parts';

/** `now()` for the methods: the last indexed block's time; absent → the handler asks the indexer. */
const unixTime = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .optional();
/** A Base64 BoC, bounded (checked for real when parsed). */
const boc = z.string().min(1).max(4_000_000);

/** The insight methods. */
export const insightApi = {
  /** Runs one get-method (by name or id) with typed arguments on an account's indexed state. */
  runGetMethod: {
    arg: z
      .object({
        account: tvmAccountSchema,
        method: z.union([z.string().min(1).max(200), z.number().int()]),
        args: z.array(stackValueSchema).max(MAX_TUPLE_LENGTH).default([]),
        unixTime,
      })
      .strict(),
    result: trustedResult<GetMethodResult>(),
  },
  /** TVM disassembly of a code BoC with its method table. */
  disassembleCode: { arg: z.object({ codeBoc: boc }).strict(), result: trustedResult<Disassembly>() },
  /** A BoC as a cell tree (at most `maxCells` cells) for the lazy, virtualised view. */
  cellTree: {
    arg: z.object({ boc, maxCells: z.number().int().min(1).max(100_000).optional() }).strict(),
    result: trustedResult<CellTree>(),
  },
} as const;
