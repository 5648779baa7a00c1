/**
 * The jetton wallets a wallet's tokens live in, read by their own get-methods — `get_wallet_data` and,
 * where the contract has it, `get_status` (its lock) — through the insight store (one request for their
 * states, then one `inspectAccounts` batch behind the bridge; the emulator never runs on this
 * page's thread). The jetton wallet's own detail reads the same entries.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Metadata } from '../../shared/api/account-states';
import { useBridge } from '../bridge/bridge-context';
import { quickRows } from './quick-states';
import type { InsightEntry } from '../model/insight-store';
import { useInsightStore } from '../model/use-insight';

/** Asks for the insight of these jetton wallets (raw), once their states are in. */
export function useJettonWalletInsights(
  raws: readonly string[],
  metadata: Metadata,
  unixTime: number | undefined,
): { error: Error | null } {
  const { bridge } = useBridge();
  const store = useInsightStore();
  const states = useQuery({
    queryKey: ['jetton-wallet-states', ...raws],
    enabled: raws.length > 0,
    staleTime: 30_000,
    queryFn: () => quickRows(bridge, raws),
  });
  useEffect(() => {
    const accounts =
      states.data?.rows.flatMap((r) => (r.account?.status === 'active' ? [r.account] : [])) ?? [];
    if (accounts.length > 0)
      store.want(
        accounts.map((account) => ({ raw: account.address, account })),
        { metadata: states.data ? { ...metadata, ...states.data.metadata } : metadata, unixTime },
      );
  }, [store, states.data, metadata, unixTime]);
  return { error: states.error };
}

/** One jetton wallet's insight entry (undefined until asked). */
export function useJettonWalletEntry(raw: string): InsightEntry | undefined {
  const store = useInsightStore();
  return useSyncExternalStore(store.subscribe, () => store.get(raw));
}
