/**
 * Arguments of the watch list's calls as the store's side parses them: addresses in any form (the
 * address codec, @ton/core). Apart from watch-schema.ts, which the bridge API loads in Electron's
 * sandboxed preload, where @ton/core cannot run.
 */
import { z } from 'zod';
import { labelAddressSchema } from '../labels/label-schema';
import { MAX_JETTON_WALLETS } from './watch-schema';

/** Arguments of "watch this address" (any form), with its jetton wallets (any form). */
export const watchAddArgsSchema = z.object({
  address: labelAddressSchema,
  jettonWallets: z.array(labelAddressSchema).max(MAX_JETTON_WALLETS).default([]),
});
