/**
 * The contract fields the results table can show as columns, read from an inspected account
 * (shared/contracts/inspected-account.ts) as exact text: integers whole, keys whole, addresses raw,
 * balances scaled only by known decimals (else in base units, marked). Pure, so the columns' cells,
 * filter, sorting and exports all read the same text.
 */
import { inspectedKindLabel } from '../../shared/contracts/inspected-kind-label';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';

/** A field a contract column shows. */
export type ContractField =
  | 'kind'
  | 'seqno'
  | 'public-key'
  | 'wallet-id'
  | 'jetton-owner'
  | 'jetton-balance'
  | 'jetton-master'
  | 'total-supply';

/** An amount as text: scaled with its symbol when the decimals are known, else base units said so. */
function amountText(base: unknown, scaled: unknown, symbol: unknown): string | undefined {
  if (typeof base !== 'string') return undefined;
  const unit = typeof symbol === 'string' && symbol ? ` ${symbol}` : '';
  return typeof scaled === 'string' ? `${scaled}${unit}` : `${base} base units (decimals unknown)`;
}

/** The symbol in a master's on-chain content, if any. */
function contentSymbol(content: unknown): string | undefined {
  const c = content as { layout?: string; fields?: Record<string, string> } | undefined;
  return c?.fields?.symbol;
}

/** The exact text of one field, or undefined when the account has none. */
export function contractFieldText(inspected: InspectedAccount, field: ContractField): string | undefined {
  const d = inspected.details as Record<string, unknown>;
  const scalar = (value: unknown) =>
    typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
  const jettonWallet = 'balance' in d && 'owner' in d && 'jetton' in d;
  switch (field) {
    case 'kind':
      return inspectedKindLabel(inspected);
    case 'seqno':
      return scalar(d.seqno);
    case 'public-key':
      return scalar(d.public_key);
    case 'wallet-id':
      return scalar(d.wallet_id);
    case 'jetton-owner':
      return jettonWallet ? scalar(d.owner) : undefined;
    case 'jetton-master':
      return jettonWallet ? scalar(d.jetton) : undefined;
    case 'jetton-balance':
      return jettonWallet ? amountText(d.balance, d.balance_scaled, d.symbol) : undefined;
    case 'total-supply':
      return 'total_supply' in d
        ? amountText(d.total_supply, d.total_supply_scaled, contentSymbol(d.content))
        : undefined;
  }
}
