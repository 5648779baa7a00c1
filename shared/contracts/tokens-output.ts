/**
 * "Tokens of these wallets" for a person and a spreadsheet, written once for the CLI (`tokens
 * --csv`, its table) and the app's Tokens screen: a row's balance as text, and the CSV with every cell
 * made safe for a spreadsheet by the export's own rule (shared/export).
 */
import Papa from 'papaparse';
import { neutraliseCell } from '../format/spreadsheet-safety';
import { scaled } from './details/jetton-details';
import type { TokenRow } from './tokens';

/** Columns of the CSV. */
export const TOKENS_CSV_COLUMNS = [
  'owner',
  'jetton',
  'jetton_wallet',
  'status',
  'balance',
  'balance_scaled',
  'decimals',
  'symbol',
  'error',
] as const;

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

/** CSV with a header (CRLF lines), every cell spreadsheet-safe. */
export function tokensToCsv(rows: readonly TokenRow[]): string {
  const cells = rows.map((row) => {
    const values: Record<(typeof TOKENS_CSV_COLUMNS)[number], string> = {
      owner: row.owner,
      jetton: row.jetton,
      jetton_wallet: row.jetton_wallet ?? '',
      status: row.status,
      balance: row.balance ?? '',
      balance_scaled: row.balance === null ? '' : (scaled(BigInt(row.balance), row.decimals) ?? ''),
      decimals: row.decimals === null ? '' : String(row.decimals),
      symbol: row.symbol ?? '',
      error: row.error ?? '',
    };
    return TOKENS_CSV_COLUMNS.map((column) => neutraliseCell(values[column]));
  });
  return `${Papa.unparse([[...TOKENS_CSV_COLUMNS], ...cells], { newline: '\r\n', quotes: false, header: false })}\r\n`;
}
