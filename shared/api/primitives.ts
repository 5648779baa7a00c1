/**
 * Building blocks of the API schemas: the text encodings the real server uses for numbers, hashes,
 * shards and addresses (docs/indexer-api.md §3.3, §4.4, §6). Numeric text stays text; it is validated here
 * and turned into `bigint` only where something is computed with it.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { RAW_ADDRESS, RAW_ADDRESS_ANY_CASE } from '../address/raw-form';
import { BOC_MAX_CHARS, exactText } from './server-strings';

/** A decimal integer carried as JSON text, e.g. `"23694519000004"` (logical times, unix seconds). */
export const decimalText = lazySchema(() =>
  z.string().regex(/^-?\d+$/, { error: 'expected a decimal integer in a string' }),
);

/** A non-negative decimal integer carried as text: nanoton balances, currency amounts, `nft_index`. */
export const unsignedDecimalText = lazySchema(() =>
  z.string().regex(/^\d+$/, { error: 'expected a non-negative decimal integer in a string' }),
);

/**
 * A 32-byte hash in Base64 as the indexer writes it (standard alphabet, padded, 44 chars); the URL-safe
 * alphabet is tolerated because other toncenter endpoints and older rows use it.
 */
export const base64Hash = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9+/_-]{43}=?$/, { error: 'expected a 32-byte hash in Base64 (44 characters)' }),
);

/**
 * A serialized bag of cells in Base64 (`te6cc…`). Only its type and length are checked here: these
 * strings are megabytes per response, and the BoC viewer parses (and reports) each one when it is
 * opened. Longer than any account's state can be, it is refused, never cut (server-strings.ts).
 */
export const base64Boc = lazySchema(() => exactText(BOC_MAX_CHARS, 'a BoC'));

/**
 * A shard id. API v3 writes the unsigned 64-bit id as upper-case hex without padding (`"8000000000000000"`);
 * API v2 and tonlib write it as signed decimal (`"-9223372036854775808"`). Both are accepted and kept as
 * written; `shardToHex` in shared/format converts.
 */
export const shardText = lazySchema(() =>
  z
    .string()
    .regex(/^(?:[0-9A-Fa-f]{1,16}|-?\d{1,20})$/, { error: 'expected a shard id (hex, or signed decimal)' }),
);

/** A raw account address as the indexer writes it: `<workchain>:<64 upper-case hex digits>`. */
export const rawAddressText = lazySchema(() =>
  z.string().regex(RAW_ADDRESS, { error: 'expected a raw address "wc:HEX" (64 upper-case hex digits)' }),
);

/** A raw address handed over by a caller (the bridge, a get-method request): hex in either case. */
export const rawAddressInput = lazySchema(() =>
  z.string().regex(RAW_ADDRESS_ANY_CASE, { error: 'expected a raw address "wc:HEX"' }),
);
