/** A row's look-alike finding (shared/contracts/jetton-identity.ts), for its token cell and its detail. */
import { tokenLookAlike, type LookAlike } from '../../shared/contracts/jetton-identity';
import { useIsTestnet } from './use-is-testnet';
import { LookAlikeMark } from '../ui/look-alike-mark';
import type { ResultRow } from './result-rows';

/** Findings made, per network, by row (a row never changes: a new answer is a new row). */
const found = { mainnet: new WeakMap<ResultRow, LookAlike | null>(), testnet: new WeakMap() };

/** The finding for the row's token on the given network (judged once per row: the quick filter counts every row). */
export function rowLookAlike(row: ResultRow, testnet: boolean): LookAlike | null {
  if (!row.token) return null;
  const network = testnet ? 'testnet' : 'mainnet';
  const known = found[network].get(row);
  if (known !== undefined) return known;
  const finding = tokenLookAlike(row.token, row.raw, network);
  found[network].set(row, finding);
  return finding;
}

/** The row's mark (nothing when its token is what it says). */
export function RowLookAlike(props: { row: ResultRow; long?: boolean }) {
  const testnet = useIsTestnet();
  return <LookAlikeMark lookAlike={rowLookAlike(props.row, testnet)} long={props.long} />;
}
