/**
 * A row's address as every screen writes it (shared/format/address-display.ts): the form the user gave,
 * else the friendly form for the network and the account's role — also for a row the indexer does not
 * know, which shows the address that was asked for instead of "—".
 */
import { accountRole, displayAddress, type AccountRole } from '../../shared/format/address-display';
import { kindFamily } from '../../shared/contracts/kinds';
import { useIsTestnet } from './use-is-testnet';
import { MiddleText } from '../ui/middle-text';
import type { ResultRow } from './result-rows';

/** What the row's account is, for the form its address is written in. */
export function rowRole(row: ResultRow): AccountRole {
  return accountRole({
    status: row.status,
    codeHash: row.account?.code_hash,
    isWallet: row.kind ? kindFamily(row.kind.kind) === 'wallet' : false,
  });
}

/** The row's address as the rule writes it. */
export function rowAddress(row: ResultRow, testnet: boolean): string {
  return displayAddress(row.raw, { testnet, given: row.requested.input, role: rowRole(row) });
}

/** The Address cell: the shown form, shortened in the middle, the raw form in its title. */
export function AddressCell(props: { row: ResultRow }) {
  const testnet = useIsTestnet();
  const shown = rowAddress(props.row, testnet);
  return <MiddleText text={shown} title={`${shown}\n${props.row.raw}`} />;
}
