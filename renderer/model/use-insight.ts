/** React access to the insight store (insight-store.ts): an account's entry, asked for once it is shown. */
import { useEffect, useSyncExternalStore } from 'react';
import type { AccountState } from '../../shared/api/account-states';
import { useBridge } from '../bridge/bridge-context';
import { insightStoreFor, type InsightEntry, type InsightStore } from './insight-store';

/** The store of the app's bridge. */
export function useInsightStore(): InsightStore {
  return insightStoreFor(useBridge().bridge);
}

/** The insight of one account (undefined until asked); asks for it when the account has code to run. */
export function useInsight(
  raw: string,
  account: AccountState | null,
  unixTime: number | undefined,
): InsightEntry | undefined {
  const store = useInsightStore();
  const entry = useSyncExternalStore(store.subscribe, () => store.get(raw));
  const stateHash = account?.status === 'active' ? account.account_state_hash : null;
  useEffect(() => {
    if (stateHash) store.want([{ raw, stateHash }], unixTime);
  }, [store, raw, stateHash, unixTime]);
  return entry;
}
