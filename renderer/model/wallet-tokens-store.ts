/**
 * The well-known jettons of many wallets, for the results table's token columns (on request): a cell
 * asks for its wallet when it mounts (the table is virtualised: only visible rows ask), the store sends
 * the wallets asked for in one tick as one tokens job behind the bridge (tokens-run.ts; the masters'
 * own `get_wallet_address` and the jetton wallets' own `get_wallet_data`, never on this page's thread),
 * then asks the insight store for the jetton wallets it found, whose own `get_status` gives the lock.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { MAX_TOKEN_JETTONS } from '../../shared/bridge/api/jobs-api';
import type { TokenRow } from '../../shared/contracts/tokens';
import type { AppErrorInfo } from '../../shared/errors';
import { useBridge } from '../bridge/bridge-context';
import { insightStoreFor } from './insight-store';
import { batchQueue, createListeners, storePerBridge } from './store-parts';
import { startTokensRun } from './tokens-run';

/** Wallets per tokens job: a screen of rows, or a little more. */
export const WALLETS_PER_JOB = 200;

/** Where one wallet's tokens stand. */
export type WalletTokensEntry =
  | { readonly state: 'loading' }
  /** One row per master asked for. */
  | { readonly state: 'done'; readonly rows: readonly TokenRow[] }
  | { readonly state: 'error'; readonly error: AppErrorInfo };

/** What the wallets of one batch share. */
export interface WalletTokensContext {
  /** The jetton masters (raw), at most {@link MAX_TOKEN_JETTONS}. */
  readonly masters: readonly string[];
  readonly unixTime: number | undefined;
}

/** The store. */
export interface WalletTokensStore {
  /** A wallet's entry at a lookup's time, or undefined when nobody asked for it. */
  get(owner: string, unixTime: number | undefined): WalletTokensEntry | undefined;
  /** A wallet's entry of the latest time it was asked for (for a column's text, which has no time). */
  latest(owner: string): WalletTokensEntry | undefined;
  /** Queues wallets not asked for yet; they load in batches. */
  want(owners: readonly string[], context: WalletTokensContext): void;
  subscribe(listener: () => void): () => void;
}

/** Whether two wants can share a job: the same masters and time. */
const sameContext = (a: WalletTokensContext, b: WalletTokensContext) =>
  a.unixTime === b.unixTime && a.masters.join() === b.masters.join();

/** Creates a store over a bridge. */
export function createWalletTokensStore(bridge: TonIndexBridge): WalletTokensStore {
  /**
   * Entries per lookup time, then per wallet: a later lookup reads the wallet again. No key is built per
   * read: the quick filters read the lock of each of 100,000 rows through {@link WalletTokensStore.get}.
   */
  const entries = new Map<number | undefined, Map<string, WalletTokensEntry>>();
  /** Owner → the time it was last asked at. */
  const latestTime = new Map<string, number | undefined>();
  const entriesAt = (unixTime: number | undefined) => {
    let at = entries.get(unixTime);
    if (!at) entries.set(unixTime, (at = new Map()));
    return at;
  };
  const { notify, subscribe } = createListeners();

  function run(owners: string[], context: WalletTokensContext) {
    startTokensRun(
      bridge,
      { owners, masters: context.masters.slice(0, MAX_TOKEN_JETTONS), unixTime: context.unixTime },
      (state) => {
        if (state.state === 'running') return;
        const byOwner = new Map<string, TokenRow[]>();
        for (const row of state.rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row]);
        const at = entriesAt(context.unixTime);
        for (const owner of owners)
          at.set(
            owner,
            state.state === 'failed'
              ? { state: 'error', error: state.error ?? { kind: 'unexpected', message: 'The run stopped.' } }
              : { state: 'done', rows: byOwner.get(owner) ?? [] },
          );
        notify();
        // Their locks: each jetton wallet's own get_status, read by the insight store.
        const wallets = state.rows.flatMap((r) =>
          r.status === 'active' && r.jetton_wallet ? [{ raw: r.jetton_wallet, stateHash: null }] : [],
        );
        if (wallets.length > 0) insightStoreFor(bridge).want(wallets, context.unixTime);
      },
    );
  }

  const queue = batchQueue(WALLETS_PER_JOB, sameContext, run);

  return {
    get: (owner, unixTime) => entries.get(unixTime)?.get(owner),
    latest: (owner) => entries.get(latestTime.get(owner))?.get(owner),
    want(owners, context) {
      let added = false;
      const at = entriesAt(context.unixTime);
      for (const owner of owners) {
        if (at.has(owner) || context.masters.length === 0) continue;
        at.set(owner, { state: 'loading' });
        latestTime.set(owner, context.unixTime);
        queue(owner, context);
        added = true;
      }
      if (added) notify();
    },
    subscribe,
  };
}

const stores = storePerBridge(createWalletTokensStore);

/** The store of a bridge (one per bridge, made on first use). */
export const walletTokensStoreFor = stores.of;

/** The store last used, for a column's `text()` (filter, sort, export), which has no bridge at hand. */
export const currentWalletTokensStore = stores.last;

/** The store of the app's bridge, for a cell. */
export function useWalletTokensStore(): WalletTokensStore {
  return walletTokensStoreFor(useBridge().bridge);
}
