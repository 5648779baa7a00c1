/**
 * Schemas of `GET /api/v3/masterchainInfo` (docs/indexer-api.md §3). Every block field is always present and
 * never null on success; unknown extra fields are kept (the bounded `freeFormJson` catch-all) so a
 * newer server is shown, not rejected. After changing a schema here, regenerate its validator:
 * `npx tsx scripts/generate-api-validators.ts`.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { freeFormJson } from './free-form';
import { base64Hash, decimalText, shardText } from './primitives';

/** `{workchain, shard, seqno}`: a reference to a block (`masterchain_block_ref`, `prev_blocks[]`). */
export const blockRefSchema = lazySchema(() =>
  z
    .object({
      workchain: z.number().int(),
      shard: shardText,
      seqno: z.number().int(),
    })
    .catchall(freeFormJson),
);

/** A block record as ton-index-go emits it (§3.3). */
export const blockSchema = lazySchema(() =>
  z
    .object({
      workchain: z.number().int(),
      shard: shardText,
      seqno: z.number().int(),
      root_hash: base64Hash,
      file_hash: base64Hash,
      global_id: z.number().int(),
      version: z.number().int(),
      after_merge: z.boolean(),
      before_split: z.boolean(),
      after_split: z.boolean(),
      want_merge: z.boolean(),
      want_split: z.boolean(),
      key_block: z.boolean(),
      vert_seqno_incr: z.boolean(),
      flags: z.number().int(),
      gen_utime: decimalText,
      start_lt: decimalText,
      end_lt: decimalText,
      /** int32, can be negative (observed). */
      validator_list_hash_short: z.number().int(),
      gen_catchain_seqno: z.number().int(),
      min_ref_mc_seqno: z.number().int(),
      prev_key_block_seqno: z.number().int(),
      vert_seqno: z.number().int(),
      master_ref_seqno: z.number().int(),
      rand_seed: base64Hash,
      created_by: base64Hash,
      tx_count: z.number().int(),
      masterchain_block_ref: blockRefSchema,
      /** Theoretically null when the DB row has none (Go nil slice); read as "none". */
      prev_blocks: z.array(blockRefSchema).nullable(),
    })
    .catchall(freeFormJson),
);
export type Block = z.infer<typeof blockSchema>;

/** The `masterchainInfo` response: the last and the first indexed masterchain blocks. */
export const masterchainInfoSchema = lazySchema(() =>
  z
    .object({
      last: blockSchema,
      first: blockSchema,
    })
    .catchall(freeFormJson),
);
export type MasterchainInfo = z.infer<typeof masterchainInfoSchema>;
