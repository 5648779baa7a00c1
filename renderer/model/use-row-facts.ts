/**
 * The facts the results' quick filters and text filter read beside a row: its look-alike mark (by the
 * network the lookup's indexer serves) and its lock (row-lock.ts, as the insight and wallet-tokens
 * stores have read it). A new object whenever either store changes, so counts and filters follow.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ResultRow, RowFacts } from './result-rows';
import { rowLock } from './row-lock';
import { rowLookAlike } from './row-look-alike';
import { useInsightStore } from './use-insight';
import { useIsTestnet } from './use-is-testnet';
import { useLookupFacts } from './use-lookup-facts';
import { useWalletTokensStore } from './wallet-tokens-store';

/** The facts of rows now; remade when a lock or a wallet's tokens arrive. */
export function useRowFacts(): RowFacts & { readonly version: number } {
  const testnet = useIsTestnet();
  const insight = useInsightStore();
  const tokens = useWalletTokensStore();
  const { unixTime } = useLookupFacts();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const changed = () => setVersion((v) => v + 1);
    const stopInsight = insight.subscribe(changed);
    const stopTokens = tokens.subscribe(changed);
    return () => {
      stopInsight();
      stopTokens();
    };
  }, [insight, tokens]);
  // Kept while only the stores change: the quick counts read look-alikes again only when it changes.
  const lookAlike = useCallback((row: ResultRow) => rowLookAlike(row, testnet) !== null, [testnet]);
  return useMemo(
    () => ({ version, lookAlike, lock: (row) => rowLock(row, { insight, tokens, unixTime }) }),
    [version, lookAlike, insight, tokens, unixTime],
  );
}
