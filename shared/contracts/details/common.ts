/** Schema pieces every details schema shares. */
import { z } from 'zod';
import { rawAddressText } from '../../api/primitives';

/** A raw address `wc:HEX` (the API's own rule). */
export const rawAddressSchema = rawAddressText;
/** An integer: a number when it fits 2^53, else decimal text. */
export const jsonIntegerSchema = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]);
/** Where a jetton's decimals came from. */
export const decimalsSourceSchema = z.enum([
  /** The master's on-chain content (TEP-64 `decimals`). */
  'master_content',
  /** On-chain content without `decimals`: TEP-64 says 9. */
  'tep64_default',
  /** The indexer's metadata for the master (`token_info[].extra.decimals`), read from its off-chain JSON. */
  'indexer_metadata',
  /** Nothing says: the balance is shown in base units only. */
  'unknown',
]);
export type DecimalsSource = z.infer<typeof decimalsSourceSchema>;
