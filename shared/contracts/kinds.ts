/**
 * Contract kinds: what an account is, as the CLI's `kind` and the detail view's heading say it. One
 * kind per family of contracts that answers the same get-methods the same way (every jetton wallet is
 * `jetton_wallet`, whichever code it runs); the code-hash table (known-codes.ts) names the exact
 * contract inside the kind.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { NOT_FOUND_STATUS, statusDescription, undeployedKind } from '../format/status';

/** Every kind. */
export const CONTRACT_KINDS = [
  'wallet_v1r1',
  'wallet_v1r2',
  'wallet_v1r3',
  'wallet_v2r1',
  'wallet_v2r2',
  'wallet_v3r1',
  'wallet_v3r2',
  'wallet_v4r1',
  'wallet_v4r2',
  'wallet_v5_beta',
  'wallet_v5r1',
  'wallet_highload_v1r1',
  'wallet_highload_v1r2',
  'wallet_highload_v2',
  'wallet_highload_v2r1',
  'wallet_highload_v2r2',
  'wallet_highload_v3',
  'wallet_preprocessed_v2',
  'wallet_lockup',
  'wallet_lockup_vesting',
  'wallet_vesting',
  /** A wallet named only by the get-methods it answers (seqno and a public key). */
  'wallet',
  'jetton_master',
  'jetton_wallet',
  'nft_collection',
  'nft_item',
  'nft_sale',
  'nft_marketplace',
  'dns_root',
  'dns_collection',
  'dns_item',
  'telegram_username',
  'telegram_number',
  'subscription_plugin',
  'subscription_v2',
  'payment_channel',
  'multisig_v2',
  /** A multisig v2's proposal: an account of its own that counts approvals (multisig-contract-v2 order.func). */
  'multisig_v2_order',
  'nominator_pool',
  'single_nominator',
  'validator_controller',
  'tonkeeper_2fa',
  'mytonwallet_2fa',
  /** Code whose kind nothing tells: not in the table, no known interface, no standard get-method. */
  'unknown',
] as const;

/** Schema of a kind. */
export const contractKindSchema = lazySchema(() => z.enum(CONTRACT_KINDS));
export type ContractKind = z.infer<typeof contractKindSchema>;

/** Where a kind's name came from, strongest first. */
export const kindSourceSchema = lazySchema(() =>
  z.enum(['code_hash', 'interfaces', 'get_methods', 'unknown']),
);
export type KindSource = z.infer<typeof kindSourceSchema>;

/** The family a kind belongs to, which decides the details decoded for it. */
export type KindFamily =
  'wallet' | 'jetton_master' | 'jetton_wallet' | 'nft_collection' | 'nft_item' | 'other';

/** The family of a kind. */
export function kindFamily(kind: ContractKind): KindFamily {
  if (
    kind === 'jetton_master' ||
    kind === 'jetton_wallet' ||
    kind === 'nft_collection' ||
    kind === 'nft_item'
  )
    return kind;
  if (kind === 'wallet' || kind.startsWith('wallet_')) return 'wallet';
  // A .ton domain or a Telegram name is an NFT item of its collection, the collection an NFT collection.
  if (kind === 'dns_item' || kind === 'telegram_username' || kind === 'telegram_number') return 'nft_item';
  if (kind === 'dns_collection') return 'nft_collection';
  return 'other';
}

const LABELS: Partial<Record<ContractKind, string>> = {
  wallet_v5_beta: 'wallet v5 beta',
  wallet_highload_v2: 'highload wallet v2',
  wallet_highload_v3: 'highload wallet v3',
  wallet_preprocessed_v2: 'preprocessed wallet v2',
  wallet_lockup: 'universal lockup wallet',
  wallet_lockup_vesting: 'lockup vesting wallet',
  wallet_vesting: 'vesting wallet',
  wallet: 'wallet (unidentified version)',
  jetton_master: 'jetton master',
  jetton_wallet: 'jetton wallet',
  nft_collection: 'NFT collection',
  nft_item: 'NFT item',
  nft_sale: 'NFT sale',
  nft_marketplace: 'NFT marketplace',
  dns_root: 'DNS root',
  dns_collection: 'DNS collection',
  dns_item: 'DNS item (domain)',
  telegram_username: 'Telegram username',
  telegram_number: 'Telegram anonymous number',
  subscription_plugin: 'subscription plugin (v1)',
  subscription_v2: 'subscription (v2)',
  payment_channel: 'payment channel',
  multisig_v2: 'multisig wallet v2',
  multisig_v2_order: 'multisig v2 order',
  nominator_pool: 'nominator pool (TON Foundation)',
  single_nominator: 'single nominator pool',
  validator_controller: 'validator controller (liquid staking)',
  tonkeeper_2fa: 'Tonkeeper 2FA extension',
  mytonwallet_2fa: 'MyTonWallet 2FA wallet',
  unknown: 'unknown contract',
};

/** A readable label: `wallet_v4r2` → `wallet v4r2`, `wallet_highload_v1r1` → `highload wallet v1r1`. */
export function kindLabel(kind: ContractKind): string {
  const fixed = LABELS[kind];
  if (fixed) return fixed;
  if (kind.startsWith('wallet_highload_')) return `highload wallet ${kind.slice('wallet_highload_'.length)}`;
  return kind.replace(/^wallet_/, 'wallet ');
}

/**
 * The kinds an item is only in some collections (well-known-collections.ts): a Telegram username or
 * number in Fragment's, a `.ton` domain in the root's. Anyone may deploy their code elsewhere.
 */
export const COLLECTION_JUDGED_KINDS = ['telegram_username', 'telegram_number', 'dns_item'] as const;
/** A kind judged by its collection. */
export type CollectionJudgedKind = (typeof COLLECTION_JUDGED_KINDS)[number];

/** Whether an item of `kind` is what its code says only in some collections. */
export function judgedByCollection(kind: ContractKind): kind is CollectionJudgedKind {
  return (COLLECTION_JUDGED_KINDS as readonly ContractKind[]).includes(kind);
}

/**
 * The kind as a person reads it for an item running `kind`'s code outside the collections that make it
 * one: the code only, a name anyone may deploy. The results table and the account's page both say it.
 */
export function outsideCollectionsLabel(kind: ContractKind): string {
  return kind === 'dns_item'
    ? `${kindLabel(kind)} code, outside the .ton root collection`
    : `${kindLabel(kind)} code, outside Fragment’s collections`;
}

/** The kind key of an account with no contract yet (uninit, nonexist): `not deployed`. */
export const NOT_DEPLOYED_KIND = 'not_deployed';
/** The kind key of a frozen account: its code is gone, so what it ran cannot be told. */
export const FROZEN_KIND = 'frozen';
/** The kind key of an address the indexer answered nothing for: what it is, this index cannot tell. */
export const NOT_FOUND_KIND = 'not_found';

/** What an account is, as a person reads it: one name for the Kind cell, the kind filter, the text filter and exports. */
export interface AccountKind {
  /** A {@link ContractKind}, {@link NOT_DEPLOYED_KIND}, {@link FROZEN_KIND} or {@link NOT_FOUND_KIND}: what the kind filter selects by. */
  readonly key: string;
  /** The name shown: {@link kindLabel} of the kind (`wallet v4r2`, `jetton master`), `not deployed`, `frozen (no code)`, `not in the index`. */
  readonly label: string;
  /** One sentence, for an account that runs no contract. */
  readonly description?: string;
}

/** What {@link accountKind} reads of a contract's identification (shared/contracts/identify.ts). */
export interface ContractOfAccount {
  readonly kind: ContractKind;
  /** An item running its kind's code outside the collections that make it one. */
  readonly outside_collections?: true;
}

/**
 * The kind a person reads for an account of `status` whose code names `contract` (shared/contracts/identify.ts;
 * null while nothing is known). Always the kind's label, never the code table's exact contract name
 * (`wallet v4 r2`, `jetton minter (token-contract)`), so the cell and the kind filter's choice say the
 * same words; the exact contract is the cell's title. An item running a Telegram name's or a `.ton`
 * domain's code outside their collections is that code only (`Telegram username code, outside
 * Fragment’s collections`), a kind of its own for the filter. An account that runs no contract has no "unknown
 * contract": uninit and nonexist are `not deployed`, frozen is `frozen (no code)`; an address the
 * indexer has no record of is `not in the index` (so the kind filter has a choice for it too). Null when
 * nothing is known (a pending or failed request, a contract not identified yet).
 */
export function accountKind(
  status: string,
  contract: ContractOfAccount | null | undefined,
): AccountKind | null {
  const undeployed = undeployedKind(status);
  if (undeployed)
    return { key: NOT_DEPLOYED_KIND, label: undeployed.label, description: undeployed.description };
  if (status === 'frozen')
    return {
      key: FROZEN_KIND,
      label: 'frozen (no code)',
      description:
        'Frozen: it keeps only a hash of its old state, not its code, so which contract it ran cannot be told.',
    };
  if (status === NOT_FOUND_STATUS)
    return {
      key: NOT_FOUND_KIND,
      label: 'not in the index',
      description: statusDescription(status).description,
    };
  if (!contract) return null;
  const { kind } = contract;
  return contract.outside_collections
    ? { key: `${kind} outside collections`, label: outsideCollectionsLabel(kind) }
    : { key: kind, label: kindLabel(kind) };
}
