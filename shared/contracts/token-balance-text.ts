/**
 * A token row's balance in words, for the Tokens screen, the account page, the results table's token
 * columns and the CLI. Apart from the CSV writer (tokens-output.ts), so the screens that show a balance
 * do not bring papaparse to the first screen.
 */
import { scaled } from '../format/amounts';
import type { TokenRow } from './tokens';

/** The balance for a person: scaled when the decimals are known, "no jetton wallet yet (0)", or the status. */
export function tokenBalanceText(row: TokenRow): string {
  if (row.status === 'no_wallet') return 'no jetton wallet yet (0)';
  if (row.status === 'wrong_wallet') return "not this owner's wallet";
  if (row.status === 'library_missing')
    return 'balance unknown: its library is missing (add it in Settings → Libraries)';
  if (row.balance === null) return row.status.replace(/_/g, ' ');
  const value = scaled(BigInt(row.balance), row.decimals);
  return value === null
    ? `${row.balance} base units (decimals unknown)`
    : `${value}${row.symbol ? ` ${row.symbol}` : ''}`;
}
