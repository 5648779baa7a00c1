/**
 * The jetton wallets a wallet's tokens live in, read by their own get-methods — `get_wallet_data` and,
 * where the contract has it, `get_status` (its lock) — through the insight store: one call for their
 * rows (which are deployed), then one `inspect` batch behind the bridge by address; the emulator never
 * runs on this page's thread. The jetton wallet's own detail reads the same entries.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useBridgeQuery } from '../model/bridge-query';
import type { InsightEntry } from '../model/insight-store';
import { useInsightStore } from '../model/use-insight';

/** Asks for the insight of these jetton wallets (raw), once their rows are in. */
export function useJettonWalletInsights(
  raws: readonly string[],
  unixTime: number | undefined,
): { error: Error | null } {
  const store = useInsightStore();
  const states = useBridgeQuery('accountRows', raws.length > 0 ? { addresses: [...raws] } : undefined, {
    enabled: raws.length > 0,
    staleTime: 30_000,
  });
  useEffect(() => {
    const deployed = states.data?.rows.flatMap((r) =>
      r.account?.status === 'active' ? [{ raw: r.raw, stateHash: r.account.account_state_hash }] : [],
    );
    if (deployed && deployed.length > 0) store.want(deployed, unixTime);
  }, [store, states.data, unixTime]);
  return { error: states.error };
}

/** One jetton wallet's insight entry (undefined until asked). */
export function useJettonWalletEntry(raw: string): InsightEntry | undefined {
  const store = useInsightStore();
  return useSyncExternalStore(store.subscribe, () => store.get(raw));
}
