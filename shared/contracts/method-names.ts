/**
 * Names of standard get-methods, so `contract_methods` (ids: CRC16 of the name, shared/tvm/method-id.ts)
 * can be shown as names. The list holds every get-method of the TEPs (wallets, jettons TEP-74/89, NFTs
 * TEP-62/66, DNS TEP-81), of the contracts in the code table, and every method the indexer's own
 * interface detector looks for (ton-index-go `interfaces.go`). An id not in it stays a number.
 */
import { methodIdOf } from '../tvm/method-id';

/** Every known get-method name. */
export const STANDARD_METHOD_NAMES: readonly string[] = [
  // Wallets
  'seqno', 'get_public_key', 'get_subwallet_id', 'get_wallet_id', 'get_plugin_list', 'is_plugin_installed',
  'get_extensions', 'is_signature_allowed', 'get_is_signature_auth_allowed', 'get_timeout', 'get_last_clean_time',
  'processed?', 'get_lockup_data', 'get_vesting_data', 'get_balances', 'get_seqno', 'get_wallet_params', 'wallet_id',
  'check_destination', 'get_whitelist', 'is_whitelisted', 'get_locked_amount',
  // Jettons (TEP-74, TEP-89) and the stablecoin contract
  'get_jetton_data', 'get_wallet_address', 'get_wallet_data', 'get_status', 'get_next_admin_address',
  'get_wallet_state_init_and_salt',
  // NFTs (TEP-62, TEP-66), sales
  'get_nft_data', 'get_collection_data', 'get_nft_address_by_index', 'get_nft_content', 'royalty_params',
  'get_authority_address', 'get_revoked_time', 'get_editor', 'get_sale_data', 'get_fix_price_data_v4',
  'get_auction_data_v4', 'get_offer_data', 'get_telemint_auction_state', 'get_telemint_auction_config',
  'get_telemint_token_name',
  // DNS (TEP-81)
  'dnsresolve', 'get_domain', 'get_last_fill_up_time', 'get_auction_info',
  // Plugins, channels, storage
  'get_subscription_data', 'get_subscription_info', 'get_payment_info', 'get_cron_info', 'get_channel_data',
  'get_channel_state', 'get_storage_contract_data', 'get_torrent_hash', 'is_active', 'get_next_proof_info',
  'get_storage_params', 'get_storage_contract_address',
  // What ton-index-go's detector looks for (interfaces.go)
  'estimate_liquidity_deposit_amount', 'estimate_liquidity_withdraw_amount', 'estimate_swap_amount', 'estimate_swap_out',
  'getAllTickInfos', 'getChildContracts', 'getIsActive', 'getPoolAddress', 'getPoolStateAndConfiguration', 'getRouterState',
  'get_active_range', 'get_admin_address', 'get_affiliate_account_address', 'get_affiliate_account_data',
  'get_amm_contract_data', 'get_amm_name', 'get_amm_status', 'get_asset', 'get_assets', 'get_available_claim_amount',
  'get_bill_address', 'get_bins_number', 'get_chain_id', 'get_code', 'get_contract_data', 'get_current_bin',
  'get_current_guardian_set_index', 'get_delegation_state', 'get_distribution_info', 'get_ema_price_no_older_than',
  'get_ema_price_unsafe', 'get_estimated_attached_value', 'get_exchange_settings', 'get_executor_balances',
  'get_executor_collection_address', 'get_expected_liquidity', 'get_expected_outputs', 'get_expected_tokens',
  'get_fill_out', 'get_governance_chain_id', 'get_governance_contract', 'get_governance_data_source',
  'get_governance_data_source_index', 'get_guardian_set', 'get_id', 'get_is_valid_data_source',
  'get_last_executed_governance_sequence', 'get_liquidity_data', 'get_liquidity_deposit_address',
  'get_liquidity_depository_address', 'get_liquidity_depository_address_no_settings', 'get_locker_bill_data',
  'get_locker_data', 'get_lp_account_address', 'get_lp_account_data', 'get_lp_data', 'get_lp_mining_data',
  'get_lp_minter_address', 'get_lp_multitoken_wallet', 'get_lp_swap_data', 'get_master_address', 'get_member',
  'get_members_raw', 'get_mining_data', 'get_multisig_data', 'get_nominator_data', 'get_order_address',
  'get_order_amount', 'get_order_data', 'get_params', 'get_pipe', 'get_pool', 'get_pool_addr', 'get_pool_address',
  'get_pool_address_no_settings', 'get_pool_creator_address', 'get_pool_creator_address_no_settings',
  'get_pool_data', 'get_pool_full_data', 'get_pool_info', 'get_pool_status', 'get_pool_type',
  'get_position_manager_contract_data', 'get_pow_params', 'get_price_no_older_than', 'get_price_unsafe',
  'get_referral_collection_address', 'get_referral_data', 'get_referral_vaults_whitelist', 'get_reserves',
  'get_root_pubkey', 'get_router_data', 'get_router_version', 'get_seed_pubkey', 'get_single_update_fee',
  'get_spot_price', 'get_sqrt_p', 'get_staking_status', 'get_stored_data', 'get_target_balances',
  'get_terminal_amm_price', 'get_trade_fee', 'get_unlocks_info', 'get_update_fee', 'get_validator_controller_data',
  'get_vamm_type', 'get_vault_address', 'get_vault_contract_data', 'get_vault_data', 'get_vault_type',
  'get_vault_whitelisted_addresses', 'get_wallet_addr', 'governance_action_is_consumed', 'is_stable',
  'list_nominators', 'list_votes',
];

/** Fixed ids that are not CRC16 names: the entry points a method dictionary also holds. */
const FIXED_IDS: ReadonlyArray<readonly [number, string]> = [
  [0, 'recv_internal'],
  [-1, 'recv_external'],
  [-2, 'run_ticktock'],
  [-3, 'split_prepare'],
  [-4, 'split_install'],
];

const byId = new Map<number, string>([...FIXED_IDS, ...STANDARD_METHOD_NAMES.map((name) => [methodIdOf(name), name] as const)]);

/**
 * The name of a get-method id, or null. The indexer reads dictionary keys as unsigned 19-bit numbers,
 * so `recv_external` (-1) arrives as 524287; both spellings are recognised.
 */
export function methodName(id: number): string | null {
  return byId.get(id) ?? (id >= 2 ** 18 && id < 2 ** 19 ? (byId.get(id - 2 ** 19) ?? null) : null);
}
