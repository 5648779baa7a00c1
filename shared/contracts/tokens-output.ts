/**
 * "Tokens of these wallets" for a person and a spreadsheet, written once for the CLI (`tokens
 * --csv`, its table) and the app's Tokens screen: a row's balance as text, its addresses in the one
 * written form (shared/format/address-display.ts), its lock in words (lock-status-text.ts), its
 * look-alike finding (jetton-identity.ts), and the CSV with every cell made safe for a spreadsheet by
 * the export's own rule (shared/export).
 */
import Papa from 'papaparse';
import { displayAddress } from '../format/address-display';
import { neutraliseCell } from '../format/spreadsheet-safety';
import { jettonLookAlike, type LookAlike } from './jetton-identity';
import { lockStatusText } from './lock-status-text';
import { scaled } from '../format/amounts';
import type { TokenRow } from './tokens';

/** How a tokens run's addresses are written for a person. */
export interface TokenAddressDisplay {
  /** The network looked at: its friendly forms, and the well-known jettons a look-alike imitates. */
  readonly testnet: boolean;
  /** What the user typed for an account (owner or jetton master), by its raw form; undefined when nothing. */
  readonly given: (raw: string) => string | undefined;
}

/** A row's addresses as written (the rule: the form typed; else an owner's as a wallet's, the rest as contracts'). */
export interface TokenRowAddresses {
  readonly owner: string;
  readonly jetton: string;
  /** Empty when the jetton wallet could not be derived. */
  readonly jetton_wallet: string;
}

/** The row's addresses in the written form. */
export function tokenRowAddresses(row: TokenRow, display: TokenAddressDisplay): TokenRowAddresses {
  const { testnet, given } = display;
  return {
    owner: displayAddress(row.owner, { testnet, given: given(row.owner), role: 'wallet' }),
    jetton: displayAddress(row.jetton, { testnet, given: given(row.jetton), role: 'contract' }),
    jetton_wallet: row.jetton_wallet ? displayAddress(row.jetton_wallet, { testnet, role: 'contract' }) : '',
  };
}

/** The row's look-alike finding: its jetton claims a well-known jetton by its symbol, at another master. */
export function tokenRowLookAlike(row: TokenRow, testnet: boolean): LookAlike | null {
  return jettonLookAlike({ symbol: row.symbol, master: row.jetton }, testnet ? 'testnet' : 'mainnet');
}

/** The row's lock in words (`outgoing transfers locked (status 1)`), or '' when its wallet has none. */
export function tokenLockText(row: TokenRow): string {
  return row.lock_status ? lockStatusText(row.lock_status).text : '';
}

/**
 * A row for a JSON document: its own fields (raw addresses, `lock_status` when read) unchanged, then
 * the addresses as written and the look-alike finding (its message, or null).
 */
export function tokenRowJson(row: TokenRow, display: TokenAddressDisplay): Record<string, unknown> {
  const written = tokenRowAddresses(row, display);
  return {
    ...row,
    owner_address: written.owner,
    jetton_address: written.jetton,
    jetton_wallet_address: written.jetton_wallet || null,
    look_alike: tokenRowLookAlike(row, display.testnet)?.message ?? null,
  };
}

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

/**
 * The columns of the CSV whose addresses are written for a person ({@link tokensToCsv} given a
 * display): the same columns first, `owner`, `jetton` and `jetton_wallet` in the written form, then the
 * lock in words, the look-alike finding and the raw forms.
 */
export const TOKENS_DISPLAY_CSV_COLUMNS = [
  ...TOKENS_CSV_COLUMNS,
  'lock_status',
  'look_alike',
  'owner_raw',
  'jetton_raw',
  'jetton_wallet_raw',
] as const;

type DisplayColumn = (typeof TOKENS_DISPLAY_CSV_COLUMNS)[number];

/** A row's cells by column, addresses raw unless `display` is given. */
function csvValues(row: TokenRow, display: TokenAddressDisplay | undefined): Record<DisplayColumn, string> {
  const raw = { owner: row.owner, jetton: row.jetton, jetton_wallet: row.jetton_wallet ?? '' };
  const written = display ? tokenRowAddresses(row, display) : raw;
  return {
    ...written,
    status: row.status,
    balance: row.balance ?? '',
    balance_scaled: row.balance === null ? '' : (scaled(BigInt(row.balance), row.decimals) ?? ''),
    decimals: row.decimals === null ? '' : String(row.decimals),
    symbol: row.symbol ?? '',
    error: row.error ?? '',
    lock_status: tokenLockText(row),
    look_alike: display ? (tokenRowLookAlike(row, display.testnet)?.message ?? '') : '',
    owner_raw: raw.owner,
    jetton_raw: raw.jetton,
    jetton_wallet_raw: raw.jetton_wallet,
  };
}

/**
 * CSV with a header (CRLF lines), every cell spreadsheet-safe: {@link TOKENS_CSV_COLUMNS} with raw
 * addresses, or — given how to write addresses for a person — {@link TOKENS_DISPLAY_CSV_COLUMNS}.
 */
export function tokensToCsv(rows: readonly TokenRow[], display?: TokenAddressDisplay): string {
  const columns: readonly DisplayColumn[] = display ? TOKENS_DISPLAY_CSV_COLUMNS : TOKENS_CSV_COLUMNS;
  const cells = rows.map((row) => {
    const values = csvValues(row, display);
    return columns.map((column) => neutraliseCell(values[column]));
  });
  return `${Papa.unparse([[...columns], ...cells], { newline: '\r\n', quotes: false, header: false })}\r\n`;
}
