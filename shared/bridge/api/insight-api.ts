/**
 * The bridge methods that run an account's own code (smart-contract insight) on a state the window
 * holds: its code and data as views (what an account is and its get-methods run as jobs: jobs-api.ts).
 * The renderer is untrusted in Electron, so every BoC is checked by zod where main receives it
 * (shared/bridge/dispatch.ts); the emulator then runs off the renderer's main thread — in a worker
 * thread of main in Electron, in a Worker on the web (shared/bridge/insight-handlers.ts).
 */
import { z } from 'zod';
import type { CellTree } from '../../tvm/cell-tree';
import type { Disassembly } from '../../tvm/disassembly';
import { trustedResult } from './api-parts';

/** A Base64 BoC, bounded (checked for real when parsed). */
const boc = z.string().min(1).max(4_000_000);

/** The insight methods. */
export const insightApi = {
  /** TVM disassembly of a code BoC with its method table. */
  disassembleCode: { arg: z.object({ codeBoc: boc }).strict(), result: trustedResult<Disassembly>() },
  /** A BoC as a cell tree (at most `maxCells` cells) for the lazy, virtualised view. */
  cellTree: {
    arg: z.object({ boc, maxCells: z.number().int().min(1).max(100_000).optional() }).strict(),
    result: trustedResult<CellTree>(),
  },
} as const;
