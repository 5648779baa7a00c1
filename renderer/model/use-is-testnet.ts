/**
 * Whether the active indexer serves testnet (shared/settings/network.ts, the rule the CLI uses too): the
 * chain status's `global_id` when it has been loaded, otherwise the profile. Used only to pick which
 * address form to recommend and which explorer to link.
 *
 * Read ONCE for the whole window ({@link IsTestnetProvider}, placed by lookup-context.tsx) and handed
 * down by context: every `<Address>` asks it, and a query observer per cell made the results table's
 * first render ~18% slower at 100,000 rows (a settings observer and a cache read for each shown address).
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { MasterchainInfo } from '../../shared/api/block';
import { indexerNetwork } from '../../shared/settings/network';
import { useBridgeQuery } from './bridge-query';
import { activeProfileOf, useSettings } from './use-settings';

const IsTestnetContext = createContext<boolean | null>(null);

/** The network of the active profile, following its settings and its chain status as they load. */
function useActiveNetworkIsTestnet(): boolean {
  const settings = useSettings().data;
  // Observes the chain status the header's query fetches; asks nothing itself (disabled), but names the
  // same call, so the cache entry it may create first is one any later observer can refresh.
  const globalId = useBridgeQuery('getMasterchainInfo', undefined, {
    scope: settings?.activeProfileId ?? '',
    enabled: false,
    select: (info: MasterchainInfo) => info.last.global_id,
  }).data;
  const profile = activeProfileOf(settings);
  const network = indexerNetwork({
    baseUrl: profile?.baseUrl ?? '',
    ...(profile ? { profileId: profile.id } : {}),
    globalId,
  });
  return network === 'testnet';
}

/** Gives everything below it the active indexer's network, read once. */
export function IsTestnetProvider(props: { children: ReactNode }) {
  const testnet = useActiveNetworkIsTestnet();
  return createElement(IsTestnetContext.Provider, { value: testnet }, props.children);
}

/** True when the active indexer is (most likely) a testnet one. */
export function useIsTestnet(): boolean {
  const testnet = useContext(IsTestnetContext);
  if (testnet === null) throw new Error('useIsTestnet outside IsTestnetProvider (lookup-context.tsx)');
  return testnet;
}
