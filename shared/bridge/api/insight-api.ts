/**
 * The bridge methods that run an account's own code (smart-contract insight): what it is, its
 * get-methods, its code and data as views. The renderer is untrusted in Electron, so every state, BoC
 * and argument is checked by zod where main receives it (shared/bridge/dispatch.ts); the emulator then
 * runs off the renderer's main thread — in a worker thread of main in Electron, in a Worker on the web
 * (shared/bridge/insight-handlers.ts).
 */
import { z } from 'zod';
import { accountStateSchema, metadataSchema } from '../../api/account-states';
import type { InspectedAccount } from '../../contracts/inspected-account';
import type { TokenRow } from '../../contracts/tokens';
import type { CellTree } from '../../tvm/cell-tree';
import type { Disassembly } from '../../tvm/disassembly';
import { getMethodLimitsSchema } from '../../tvm/limits';
import { tvmAccountSchema, type GetMethodResult } from '../../tvm/runner';
import { MAX_TUPLE_LENGTH, stackArgumentSchema } from '../../tvm/stack-schema';
import { rawAddressArg, requestIdArg, trustedResult } from './api-parts';

/** Accounts one `inspectAccounts` call takes: a screen of table rows, never a whole 100,000-row lookup. */
export const MAX_INSPECT_ACCOUNTS = 200;
/** Owners × jettons one `tokensOfWallets` call takes. */
export const MAX_TOKEN_OWNERS = 10_000;
export const MAX_TOKEN_JETTONS = 20;

/** One jetton of a tokens run, as the screen shows its column. */
export interface TokensJetton {
  master: string;
  symbol: string | null;
  decimals: number | null;
  /** Why it cannot be used, when it cannot. */
  problem: string | null;
}

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
  /**
   * What each account is and what its own code says (shared/contracts/inspect.ts): kind, where the
   * name came from, decoded details, mismatches with the indexer's metadata, each method's gas and
   * exit code. Jetton masters and NFT collections the details need are looked up from the active
   * profile (one request).
   */
  inspectAccounts: {
    arg: z
      .object({
        requestId: requestIdArg.optional(),
        accounts: z.array(accountStateSchema).min(1).max(MAX_INSPECT_ACCOUNTS),
        metadata: metadataSchema.optional(),
        unixTime,
      })
      .strict(),
    result: trustedResult<InspectedAccount[]>(),
  },
  /**
   * Runs one get-method (by name or id) with typed arguments on an account's indexed state, within its
   * limits (gas, time, memory: shared/tvm/limits.ts; defaults for those not given). `cancelRequest`
   * with its `requestId` stops it at once.
   */
  runGetMethod: {
    arg: z
      .object({
        requestId: requestIdArg.optional(),
        account: tvmAccountSchema,
        method: z.union([z.string().min(1).max(200), z.number().int()]),
        args: z.array(stackArgumentSchema).max(MAX_TUPLE_LENGTH).default([]),
        unixTime,
        limits: getMethodLimitsSchema.optional(),
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
  /**
   * One request of "tokens of these wallets" (shared/contracts/tokens.ts), paced by the active
   * profile's limits: each owner's jetton wallet for each master, with its balance. The renderer calls
   * it with slices of owners and reports progress between them, as lookups do.
   */
  tokensOfWallets: {
    arg: z
      .object({
        requestId: requestIdArg.optional(),
        owners: z.array(rawAddressArg).min(1).max(MAX_TOKEN_OWNERS),
        masters: z.array(rawAddressArg).min(1).max(MAX_TOKEN_JETTONS),
        unixTime,
      })
      .strict(),
    result: trustedResult<{ rows: TokenRow[]; jettons: TokensJetton[]; cancelled: boolean }>(),
  },
} as const;
