/**
 * The states of a few accounts an account page needs beside its own (a followed account, a wallet's
 * jetton wallets), in one request and without their code and data (the insight store fetches those
 * itself when it runs an account's code). One place, so the page has one way to ask.
 */
import type { AccountLookup } from '../../shared/api/account-states';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { unwrap } from '../bridge/bridge-context';
import { newRequestId } from '../chain-status/use-masterchain-info';

/** The states of `raws` (a handful), on the active profile's indexer. */
export function quickStates(bridge: TonIndexBridge, raws: readonly string[]): Promise<AccountLookup> {
  return unwrap(
    bridge.lookupAccounts({
      requestId: newRequestId('account-page'),
      addresses: [...raws],
      includeBoc: false,
    }),
  );
}
