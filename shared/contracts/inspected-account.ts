/**
 * What inspecting an account gives (shared/contracts/inspect.ts): its kind, where the name came from,
 * the details decoded from its own get-methods, and every method run with its gas and exit code. Plain
 * data checked by these schemas, so it crosses the bridge and prints as `inspect --json`.
 */
import { z } from 'zod';
import { mismatchSchema } from './details/compare';
import { jettonMasterDetailsSchema, jettonWalletDetailsSchema } from './details/jetton-details';
import { nftCollectionDetailsSchema, nftItemDetailsSchema } from './details/nft-details';
import { walletDetailsSchema } from './details/wallet-details';
import { contractKindSchema, kindSourceSchema } from './kinds';

/** What every account's details carry. */
export const commonDetailsSchema = z.object({
  /** The contract for a person (the code table's exact name, or the kind's label). */
  contract: z.string(),
  /** The account's status as the indexer gave it. */
  account_status: z.string().nullable(),
  /** Hash of the code (hex), computed from `code_boc`. */
  code_hash: z.string().optional(),
  /** Where the contract and the indexer's metadata disagree. */
  mismatches: z.array(mismatchSchema).optional(),
  /** Why a detail is missing: a method that failed, a master that could not be looked up. */
  problems: z.array(z.string()).optional(),
});

/** Details of an inspected account: the common part plus its family's fields. */
export const accountDetailsSchema = z.union([
  commonDetailsSchema.extend(walletDetailsSchema.shape),
  commonDetailsSchema.extend(jettonWalletDetailsSchema.shape),
  commonDetailsSchema.extend(jettonMasterDetailsSchema.shape),
  commonDetailsSchema.extend(nftItemDetailsSchema.shape),
  commonDetailsSchema.extend(nftCollectionDetailsSchema.shape),
  commonDetailsSchema,
]);
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** One get-method run for the details, as the UI reports it (gas, exit code, error). */
export const methodRunSchema = z.object({
  method: z.string(),
  exit_code: z.number().int().nullable(),
  exit_meaning: z.string().nullable(),
  gas_used: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type MethodRun = z.infer<typeof methodRunSchema>;

/** One inspected account. */
export const inspectedAccountSchema = z.object({
  address: z.string(),
  kind: contractKindSchema,
  kind_source: kindSourceSchema,
  details: accountDetailsSchema,
  /** The get-methods run for it. */
  methods: z.array(methodRunSchema),
});
export type InspectedAccount = z.infer<typeof inspectedAccountSchema>;
