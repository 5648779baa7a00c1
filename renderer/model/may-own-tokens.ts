/**
 * Whether a row's account may hold jettons, so its tokens are worth deriving (its page's Tokens section
 * and the table's token columns): a wallet, or an address with no contract yet — a jetton wallet exists
 * for an owner that was never deployed, and that is what "he doesn't see it" often is. And, for its page
 * alone, whether it is a jetton wallet: tokens sent to that address as a recipient sit in jetton wallets
 * it owns (never derived in bulk: the table and the Tokens screen keep to {@link mayOwnTokens}).
 */
import { kindFamily } from '../../shared/contracts/kinds';
import { accountField } from '../../shared/jobs/account-field';
import { NOT_FOUND_STATUS } from '../../shared/format/status';
import type { ResultRow } from './result-rows';

/** True for a wallet, an uninit or nonexist account, or an address the indexer does not know. */
export function mayOwnTokens(row: ResultRow): boolean {
  if (accountField(row, 'status') === 'active')
    return row.kind !== null && kindFamily(row.kind.kind) === 'wallet';
  return row.status === 'uninit' || row.status === 'nonexist' || row.status === NOT_FOUND_STATUS;
}

/**
 * True for a deployed jetton wallet: its page says what was sent to its own address as a recipient (and
 * a jetton wallet owned by one is where such tokens sit).
 */
export function isJettonWalletRow(row: Pick<ResultRow, 'account' | 'kind'>): boolean {
  return (
    accountField(row, 'status') === 'active' &&
    row.kind !== null &&
    kindFamily(row.kind.kind) === 'jetton_wallet'
  );
}
