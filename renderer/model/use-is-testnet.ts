/**
 * Whether the active indexer serves testnet: the chain status's `global_id` (-3) when it has been loaded,
 * otherwise the profile (the built-in testnet one, or "testnet" in the URL). Used only to pick which
 * address form to recommend and which explorer to link.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { MasterchainInfo } from '../../shared/api/block';
import { masterchainInfoKey } from './use-masterchain-info';
import { activeProfileOf, useSettings } from './use-settings';

/** True when the active indexer is (most likely) a testnet one. */
export function useIsTestnet(): boolean {
  const settings = useSettings().data;
  const queryClient = useQueryClient();
  const info = queryClient.getQueryData<MasterchainInfo>(masterchainInfoKey(settings?.activeProfileId));
  if (info) return info.last.global_id === -3;
  const profile = activeProfileOf(settings);
  return profile?.id === 'toncenter-testnet' || /testnet/i.test(profile?.baseUrl ?? '');
}
