/**
 * The contract kind an indexer interface implies (docs/indexer-api.md §4.4.1: ton-index-go's detector
 * names, e.g. `jetton_wallet_governed`). The screens show interfaces as the indexer wrote them.
 */
import type { ContractKind } from './kinds';

/** Interface names that imply a kind (the most specific interface wins; see identify.ts). */
const KINDS: Readonly<Record<string, ContractKind>> = {
  wallet_v1r1: 'wallet_v1r1',
  wallet_v1r2: 'wallet_v1r2',
  wallet_v1r3: 'wallet_v1r3',
  wallet_v2r1: 'wallet_v2r1',
  wallet_v2r2: 'wallet_v2r2',
  wallet_v3r1: 'wallet_v3r1',
  wallet_v3r2: 'wallet_v3r2',
  wallet_v4r1: 'wallet_v4r1',
  wallet_v4r2: 'wallet_v4r2',
  wallet_v5_beta: 'wallet_v5_beta',
  wallet_v5r1: 'wallet_v5r1',
  wallet_highload_v1r1: 'wallet_highload_v1r1',
  wallet_highload_v1r2: 'wallet_highload_v1r2',
  wallet_highload_v2: 'wallet_highload_v2',
  wallet_highload_v2r1: 'wallet_highload_v2r1',
  wallet_highload_v2r2: 'wallet_highload_v2r2',
  wallet_highload_v3r1: 'wallet_highload_v3',
  wallet_preprocessed_v2: 'wallet_preprocessed_v2',
  wallet_vesting: 'wallet_vesting',
  jetton_master: 'jetton_master',
  jetton_wallet: 'jetton_wallet',
  jetton_wallet_v1: 'jetton_wallet',
  jetton_wallet_v2: 'jetton_wallet',
  jetton_wallet_governed: 'jetton_wallet',
  jetton_wallet_regulated: 'jetton_wallet',
  jetton_wallet_coffee_lp: 'jetton_wallet',
  nft_collection: 'nft_collection',
  nft_item: 'nft_item',
  nft_item_simple: 'nft_item',
  sbt: 'nft_item',
  teleitem: 'telegram_username',
  nft_sale: 'nft_sale',
  nft_sale_getgems_v2: 'nft_sale',
  nft_sale_getgems_v3: 'nft_sale',
  nft_sale_getgems_v4: 'nft_sale',
  payment_channel: 'payment_channel',
  subscription_v1: 'subscription_plugin',
  subscription_v2: 'subscription_v2',
  multisig_v2: 'multisig_v2',
  multisig_order_v2: 'multisig_v2_order',
  tv_pool: 'nominator_pool',
  validator_controller: 'validator_controller',
  lockup_vesting: 'wallet_lockup_vesting',
  lockup_universal: 'wallet_lockup',
  tonkeeper_2fa: 'tonkeeper_2fa',
  mytonwallet_2fa: 'mytonwallet_2fa',
};

/** The kind an interface implies, if it implies one. */
export function interfaceKind(name: string): ContractKind | undefined {
  // Own keys only: an interface an indexer calls "valueOf" or "constructor" names nothing.
  return Object.hasOwn(KINDS, name) ? KINDS[name] : undefined;
}
