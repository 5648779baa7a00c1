/**
 * The states of a few accounts an account page needs beside its own (a followed account, a wallet's
 * jetton wallets), without their code and data (the insight jobs fetch those themselves when they run
 * an account's code), in as few requests as the bridge's quick call allows. One place, so the page has
 * one way to ask.
 */
import type { AccountLookup } from '../../shared/api/account-states';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { MAX_QUICK_ACCOUNTS } from '../../shared/bridge/api/index-api';
import { unwrap } from '../bridge/bridge-context';

/** The states of `raws` (a handful: one per jetton checked at most), on the active profile's indexer. */
export async function quickStates(bridge: TonIndexBridge, raws: readonly string[]): Promise<AccountLookup> {
  const parts: AccountLookup[] = [];
  for (let start = 0; start < raws.length; start += MAX_QUICK_ACCOUNTS)
    parts.push(
      await unwrap(bridge.accountStates({ addresses: raws.slice(start, start + MAX_QUICK_ACCOUNTS) })),
    );
  return {
    accounts: parts.flatMap((p) => p.accounts),
    address_book: Object.assign({}, ...parts.map((p) => p.address_book)),
    metadata: Object.assign({}, ...parts.map((p) => p.metadata)),
    not_found: parts.flatMap((p) => p.not_found),
  };
}
