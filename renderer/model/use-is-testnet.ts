/**
 * Whether the active indexer serves testnet (shared/settings/network.ts, the rule the CLI uses too): the
 * chain status's `global_id` when it has been loaded, otherwise the profile. Used only to pick which
 * address form to recommend and which explorer to link.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { MasterchainInfo } from '../../shared/api/block';
import { indexerNetwork } from '../../shared/settings/network';
import { masterchainInfoKey } from './use-masterchain-info';
import { activeProfileOf, useSettings } from './use-settings';

/** True when the active indexer is (most likely) a testnet one. */
export function useIsTestnet(): boolean {
  const settings = useSettings().data;
  const queryClient = useQueryClient();
  const info = queryClient.getQueryData<MasterchainInfo>(masterchainInfoKey(settings?.activeProfileId));
  const profile = activeProfileOf(settings);
  const network = indexerNetwork({
    baseUrl: profile?.baseUrl ?? '',
    ...(profile ? { profileId: profile.id } : {}),
    globalId: info?.last.global_id,
  });
  return network === 'testnet';
}
