/** A row's look-alike finding (shared/contracts/jetton-identity.ts), for its token cell and its detail. */
import { tokenLookAlike, type LookAlike } from '../../shared/contracts/jetton-identity';
import { useIsTestnet } from './use-is-testnet';
import { LookAlikeMark } from '../ui/look-alike-mark';
import type { ResultRow } from './result-rows';

/**
 * The finding for the row's token on the given network. Not kept per row: the judgement of a symbol and
 * name is kept where it is made (jetton-identity.ts), so judging a row again reads two maps — and a map
 * of 100,000 rows held weakly was work for every major GC of the page.
 */
export function rowLookAlike(row: ResultRow, testnet: boolean): LookAlike | null {
  return row.token ? tokenLookAlike(row.token, row.raw, testnet ? 'testnet' : 'mainnet') : null;
}

/** The row's mark (nothing when its token is what it says). */
export function RowLookAlike(props: { row: ResultRow; long?: boolean }) {
  const testnet = useIsTestnet();
  return <LookAlikeMark lookAlike={rowLookAlike(props.row, testnet)} long={props.long} />;
}
