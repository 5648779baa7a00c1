/**
 * Which network an indexer serves — one rule for the app and the CLI. The indexer's own word when it is
 * known (its last block's `global_id`: -3 is testnet), else its address: the built-in testnet profile,
 * or "testnet" anywhere in the URL (testnet.toncenter.com, a self-hosted …/testnet/api/v3). It picks
 * which friendly address forms are shown and exported, which explorer is linked and which jetton
 * presets are offered; nothing is sent differently.
 */
import { BUILT_IN_PROFILES } from './settings-schema';

/** The two networks. */
export type IndexerNetwork = 'mainnet' | 'testnet';

/** The `global_id` testnet blocks carry (mainnet's is -239). */
export const TESTNET_GLOBAL_ID = -3;

const TESTNET_PROFILE_ID = BUILT_IN_PROFILES.find((p) => /testnet/.test(p.id))!.id;

/** The network of an indexer, from what is known of it. */
export function indexerNetwork(indexer: {
  /** The base URL (a profile's, or the CLI's --base-url / TON_INDEX_URL). */
  baseUrl: string;
  /** The profile's id, when the indexer is a profile's. */
  profileId?: string;
  /** The `global_id` of a block the indexer served, when one is at hand. */
  globalId?: number | null;
}): IndexerNetwork {
  if (indexer.globalId !== undefined && indexer.globalId !== null)
    return indexer.globalId === TESTNET_GLOBAL_ID ? 'testnet' : 'mainnet';
  return indexer.profileId === TESTNET_PROFILE_ID || /testnet/i.test(indexer.baseUrl) ? 'testnet' : 'mainnet';
}
