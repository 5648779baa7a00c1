/** Which kinds have details beyond their family's, and which decoder gives them (kind-extras.ts). */
import { DNS_ITEM_EXTRAS, TELEGRAM_EXTRAS } from './domain-details';
import type { KindExtrasTable } from './kind-extras';
import { MULTISIG_EXTRAS } from './multisig-details';
import { MULTISIG_ORDER_EXTRAS } from './multisig-order-details';
import { SALE_EXTRAS } from './sale-details';
import {
  NOMINATOR_POOL_EXTRAS,
  SINGLE_NOMINATOR_EXTRAS,
  VALIDATOR_CONTROLLER_EXTRAS,
} from './staking-details';
import { SUBSCRIPTION_V1_EXTRAS, SUBSCRIPTION_V2_EXTRAS } from './subscription-details';
import { MYTONWALLET_2FA_EXTRAS, TONKEEPER_2FA_EXTRAS } from './two-factor-details';
import { LOCKUP_VESTING_EXTRAS, UNIVERSAL_LOCKUP_EXTRAS, VESTING_EXTRAS } from './vesting-details';

/** The extra details of each kind that has some. */
export const KIND_EXTRAS: KindExtrasTable = {
  multisig_v2: MULTISIG_EXTRAS,
  multisig_v2_order: MULTISIG_ORDER_EXTRAS,
  nominator_pool: NOMINATOR_POOL_EXTRAS,
  single_nominator: SINGLE_NOMINATOR_EXTRAS,
  validator_controller: VALIDATOR_CONTROLLER_EXTRAS,
  wallet_vesting: VESTING_EXTRAS,
  wallet_lockup_vesting: LOCKUP_VESTING_EXTRAS,
  wallet_lockup: UNIVERSAL_LOCKUP_EXTRAS,
  tonkeeper_2fa: TONKEEPER_2FA_EXTRAS,
  mytonwallet_2fa: MYTONWALLET_2FA_EXTRAS,
  subscription_plugin: SUBSCRIPTION_V1_EXTRAS,
  subscription_v2: SUBSCRIPTION_V2_EXTRAS,
  nft_sale: SALE_EXTRAS,
  dns_item: DNS_ITEM_EXTRAS,
  telegram_username: TELEGRAM_EXTRAS,
  telegram_number: TELEGRAM_EXTRAS,
};
