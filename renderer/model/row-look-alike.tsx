/** A row's look-alike finding (shared/contracts/jetton-identity.ts), for its token cell and its detail. */
import { tokenLookAlike, type LookAlike } from '../../shared/contracts/jetton-identity';
import { useIsTestnet } from './use-is-testnet';
import { LookAlikeMark } from '../ui/look-alike-mark';
import type { ResultRow } from './result-rows';

/** The finding for the row's token on the given network. */
export function rowLookAlike(row: ResultRow, testnet: boolean): LookAlike | null {
  return tokenLookAlike(row.token, row.raw, testnet ? 'testnet' : 'mainnet');
}

/** The row's mark (nothing when its token is what it says). */
export function RowLookAlike(props: { row: ResultRow; long?: boolean }) {
  const testnet = useIsTestnet();
  return <LookAlikeMark lookAlike={rowLookAlike(props.row, testnet)} long={props.long} />;
}
