/**
 * What inspecting an account gives (shared/contracts/inspect.ts): its kind, where the name came from,
 * the details decoded from its own get-methods, and every method run with its gas and exit code. Plain
 * data checked by these schemas, so it crosses the bridge and prints as `inspect --json`.
 */
import { z } from 'zod';
import { mismatchSchema } from './details/compare';
import { domainDetailsSchema, telegramDetailsSchema } from './details/domain-details';
import { jettonMasterDetailsSchema, jettonWalletDetailsSchema } from './details/jetton-details';
import { multisigDetailsSchema } from './details/multisig-details';
import { multisigOrderDetailsSchema } from './details/multisig-order-details';
import { nftCollectionDetailsSchema, nftItemDetailsSchema } from './details/nft-details';
import {
  nominatorPoolDetailsSchema,
  singleNominatorDetailsSchema,
  validatorControllerDetailsSchema,
} from './details/staking-details';
import { saleDetailsSchema } from './details/sale-details';
import { subscriptionDetailsSchema } from './details/subscription-details';
import { twoFactorDetailsSchema } from './details/two-factor-details';
import { lockupDetailsSchema, vestingDetailsSchema } from './details/vesting-details';
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
  /**
   * When the code is a library cell: the library it names, and where its code came from — bundled with
   * the app, added by the user, or missing (then nothing could run).
   */
  library: z
    .object({
      hash: z.string(),
      origin: z.enum(['bundled', 'user', 'missing']),
      /** What the library is: the name the app carries it under, else the code table's name for its hash. */
      name: z.string().nullable(),
    })
    .optional(),
  /**
   * When none of its get-methods could run: why (no code, code_boc unreadable, its library missing, no
   * data sent), and which of `problems` says so — the very sentence, so a screen that states it its own
   * way (the missing library's banner) leaves exactly that one out of its list.
   */
  not_run: z
    .object({
      reason: z.enum(['no_code', 'unreadable_code', 'library_missing', 'no_data']),
      problem: z.string(),
    })
    .optional(),
  /** Where the contract and the indexer's metadata disagree. */
  mismatches: z.array(mismatchSchema).optional(),
  /** Why a detail is missing: a method that failed, a master that could not be looked up. */
  problems: z.array(z.string()).optional(),
});

/** Details of an inspected account: the common part plus its family's fields. */
export const accountDetailsSchema = z.union([
  commonDetailsSchema
    .extend(walletDetailsSchema.shape)
    .extend(vestingDetailsSchema.partial().shape)
    .extend(lockupDetailsSchema.partial().shape),
  commonDetailsSchema.extend(jettonWalletDetailsSchema.shape),
  commonDetailsSchema.extend(jettonMasterDetailsSchema.shape),
  commonDetailsSchema
    .extend(nftItemDetailsSchema.shape)
    .extend(domainDetailsSchema.partial().shape)
    .extend(telegramDetailsSchema.partial().shape),
  commonDetailsSchema.extend(nftCollectionDetailsSchema.shape),
  commonDetailsSchema.extend(multisigDetailsSchema.shape),
  commonDetailsSchema.extend(multisigOrderDetailsSchema.shape),
  commonDetailsSchema.extend(nominatorPoolDetailsSchema.shape),
  commonDetailsSchema.extend(singleNominatorDetailsSchema.shape),
  commonDetailsSchema.extend(validatorControllerDetailsSchema.shape),
  commonDetailsSchema.extend(twoFactorDetailsSchema.shape),
  commonDetailsSchema.extend(subscriptionDetailsSchema.shape),
  commonDetailsSchema.extend(saleDetailsSchema.shape),
  commonDetailsSchema,
]);
export type AccountDetails = z.infer<typeof accountDetailsSchema>;
/** Why none of an account's get-methods could run, with the one of its problems that says so. */
export type NotRun = NonNullable<z.infer<typeof commonDetailsSchema>['not_run']>;

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
